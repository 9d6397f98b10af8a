import EntryLintCore
import Foundation
import XCTest

/// Runs every fixture under Fixtures/rules: each `.swift` file alone, each folder as one project.
/// A `//~ rule_id` comment at the end of a line expects exactly one finding of that rule starting
/// on that line; every finding must be expected (so each fixture also guards the other rules).
final class RuleFixtureTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/rules")

    /// One case: a `.swift` file alone, or a folder of files linted as one project.
    struct Case {
        var ruleFolder: String
        var name: String
        var files: [URL]
        var isProject: Bool
    }

    /// Every case under Fixtures/rules, grouped by rule folder, in name order.
    func cases() throws -> [(folder: URL, cases: [Case])] {
        let fm = FileManager.default
        var out: [(URL, [Case])] = []
        for dir in try fm.contentsOfDirectory(atPath: Self.root.path).sorted() {
            let dirURL = Self.root.appendingPathComponent(dir)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: dirURL.path, isDirectory: &isDir), isDir.boolValue else { continue }
            var list: [Case] = []
            for entry in try fm.contentsOfDirectory(atPath: dirURL.path).sorted() {
                let url = dirURL.appendingPathComponent(entry)
                var entryIsDir: ObjCBool = false
                fm.fileExists(atPath: url.path, isDirectory: &entryIsDir)
                if entryIsDir.boolValue {
                    let files = try fm.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
                        .map { url.appendingPathComponent($0) }
                    list.append(Case(ruleFolder: dir, name: entry, files: files, isProject: true))
                } else if entry.hasSuffix(".swift") {
                    list.append(Case(ruleFolder: dir, name: entry, files: [url], isProject: false))
                }
            }
            out.append((dirURL, list))
        }
        return out
    }

    func testEveryRuleFixture() throws {
        let all = try cases().flatMap { $0.cases }
        XCTAssertGreaterThan(all.count, 50, "fixtures not found at \(Self.root.path)")
        let failures = all.flatMap { check($0.files, name: "\($0.ruleFolder)/\($0.name)") }
        XCTAssert(failures.isEmpty, "\(failures.count) fixture mismatches:\n" + failures.joined(separator: "\n"))
    }

    /// Files holding no rule's trigger words are not parsed in pass 2: with every rule enabled,
    /// skipping must not change a single finding of any fixture or rule example.
    func testTriggersLoseNoFinding() throws {
        var projects = try cases().flatMap { $0.cases }.map { c in
            c.files.map { SourceInput(path: $0.lastPathComponent, contents: Array(((try? Data(contentsOf: $0)) ?? Data()))) }
        }
        for rule in Linter.rules {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                projects.append([SourceInput(path: "example.swift", contents: Array(example.replacingOccurrences(of: "↓", with: "").utf8))])
            }
        }
        let everyRule = Set(Linter.rules.map(\.id)).subtracting(["unused_suppression"])
        var failures: [String] = []
        for inputs in projects {
            var skipping = LintOptions(enabledRules: everyRule, jobs: 1).auditing
            skipping.skipUntriggeredFiles = true
            var all = skipping
            all.skipUntriggeredFiles = false
            let a = Linter.lint(inputs, options: skipping).findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message)" }
            let b = Linter.lint(inputs, options: all).findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message)" }
            if a != b { failures.append("\(inputs.map(\.path)): skipping gives \(a), parsing everything gives \(b)") }
        }
        XCTAssertGreaterThan(projects.count, 100)
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// Pass 1 computes only the summary facts the enabled rules declare (`LintRule.summaryFacts`):
    /// each rule run with only its own facts (alone, or with the rules that declare the same) must
    /// find on every fixture what it finds among all rules. A rule reading a fact it does not
    /// declare loses or gains findings here.
    func testEachRuleAloneFindsWhatItFindsAmongAllRules() throws {
        let projects = try cases().flatMap { $0.cases }.map { c in
            c.files.map { SourceInput(path: $0.lastPathComponent, contents: Array(((try? Data(contentsOf: $0)) ?? Data()))) }
        }
        let rules = RuleRegistry.all.map { $0.info.id }
        let groups = Dictionary(grouping: RuleRegistry.all, by: { $0.summaryFacts.rawValue }).values.map { Set($0.map { $0.info.id }) }
        XCTAssertGreaterThan(groups.count, 3)
        func render(_ f: Finding) -> String { "\(f.path):\(f.start.line):\(f.start.column) \(f.ruleID) \(f.message) \(f.notes.map(\.message))" }
        var failures: [String] = []
        for inputs in projects {
            let together = Linter.lint(inputs, options: LintOptions(enabledRules: Set(rules), jobs: 1).auditing).findings
            for group in groups {
                let alone = Linter.lint(inputs, options: LintOptions(enabledRules: group, jobs: 1).auditing).findings
                for rule in group.sorted() {
                    let mine = alone.filter { $0.ruleID == rule }.map(render)
                    let among = together.filter { $0.ruleID == rule }.map(render)
                    if mine != among { failures.append("\(rule) on \(inputs.map(\.path)): with its facts \(mine), among all \(among)") }
                }
            }
        }
        XCTAssertGreaterThan(projects.count, 50)
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// Snapshot: the full report (messages, columns, notes, fixes) of every case of a rule folder
    /// equals `expected.txt` beside it. `ENTRYLINT_UPDATE_GOLDEN=1 swift test` rewrites them.
    func testReportSnapshots() throws {
        let update = ProcessInfo.processInfo.environment["ENTRYLINT_UPDATE_GOLDEN"] == "1"
        var failures: [String] = []
        for (folder, list) in try cases() {
            let report = list.map { "== \($0.name)\n" + render($0.files, prefix: $0.isProject ? $0.name + "/" : "") }.joined()
            let golden = folder.appendingPathComponent("expected.txt")
            if update {
                try report.write(to: golden, atomically: true, encoding: .utf8)
            } else if (try? String(contentsOf: golden, encoding: .utf8)) != report {
                failures.append("\(folder.lastPathComponent)/expected.txt differs (ENTRYLINT_UPDATE_GOLDEN=1 swift test rewrites it after review)")
            }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// The xcode-format report of one case, paths relative to the case.
    func render(_ files: [URL], prefix: String) -> String {
        var enabled = Set(Linter.rules.filter { !$0.isOptIn }.map(\.id))
        var inputs: [SourceInput] = []
        for url in files {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            if let first = text.split(separator: "\n").first, first.hasPrefix("//! enable:") {
                for id in first.dropFirst("//! enable:".count).split(separator: ",") { enabled.insert(id.trimmingCharacters(in: .whitespaces)) }
            }
            inputs.append(SourceInput(path: prefix + url.lastPathComponent, contents: Array(text.utf8)))
        }
        enabled.remove("unused_suppression")
        let result = Linter.lint(inputs, options: LintOptions(enabledRules: enabled, jobs: 1).auditing)
        return XcodeReporter.render(result.findings, context: ReportContext(rules: Linter.rules, workingDirectory: "/"))
    }

    /// Lints `files` as one project and compares with their annotations.
    func check(_ files: [URL], name: String) -> [String] {
        var inputs: [SourceInput] = []
        var expected: [String: [Int: [String]]] = [:]
        var enabled = Set(Linter.rules.filter { !$0.isOptIn }.map(\.id))
        for url in files {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            let path = url.lastPathComponent
            inputs.append(SourceInput(path: path, contents: Array(text.utf8)))
            for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if k == 0, line.hasPrefix("//! enable:") {
                    for id in line.dropFirst("//! enable:".count).split(separator: ",") {
                        enabled.insert(id.trimmingCharacters(in: .whitespaces))
                    }
                }
                guard let marker = line.range(of: "//~ ") else { continue }
                let ids = line[marker.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                expected[path, default: [:]][k + 1, default: []] += ids.sorted()
            }
        }
        enabled.remove("unused_suppression")
        let result = Linter.lint(inputs, options: LintOptions(enabledRules: enabled, jobs: 1).auditing)
        var actual: [String: [Int: [String]]] = [:]
        for f in result.findings { actual[f.path, default: [:]][f.start.line, default: []].append(f.ruleID) }
        var failures: [String] = []
        for path in Set(expected.keys).union(actual.keys).sorted() {
            let e = expected[path] ?? [:]
            let a = actual[path] ?? [:]
            for line in Set(e.keys).union(a.keys).sorted() {
                let want = (e[line] ?? []).sorted()
                let got = (a[line] ?? []).sorted()
                if want != got {
                    let messages = result.findings.filter { $0.path == path && $0.start.line == line }.map { "      \($0.ruleID): \($0.message)" }
                    failures.append("  \(name) \(path):\(line): expected \(want), got \(got)" + (messages.isEmpty ? "" : "\n" + messages.joined(separator: "\n")))
                }
            }
        }
        return failures
    }
}
