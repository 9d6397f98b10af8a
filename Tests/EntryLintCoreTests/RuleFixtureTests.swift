import EntryLintCore
import Foundation
import XCTest

/// Runs every fixture under Fixtures/rules: each `.swift` file alone, each folder as one project.
/// A `//~ rule_id` comment at the end of a line expects exactly one finding of that rule starting
/// on that line; every finding must be expected (so each fixture also guards the other rules).
final class RuleFixtureTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/rules")

    func testEveryRuleFixture() throws {
        let fm = FileManager.default
        var failures: [String] = []
        var cases = 0
        let ruleDirs = try fm.contentsOfDirectory(atPath: Self.root.path).sorted()
        for dir in ruleDirs {
            let dirURL = Self.root.appendingPathComponent(dir)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: dirURL.path, isDirectory: &isDir), isDir.boolValue else { continue }
            for entry in try fm.contentsOfDirectory(atPath: dirURL.path).sorted() {
                let url = dirURL.appendingPathComponent(entry)
                var entryIsDir: ObjCBool = false
                fm.fileExists(atPath: url.path, isDirectory: &entryIsDir)
                let files: [URL]
                if entryIsDir.boolValue {
                    files = try fm.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
                        .map { url.appendingPathComponent($0) }
                } else if entry.hasSuffix(".swift") {
                    files = [url]
                } else {
                    continue
                }
                cases += 1
                failures += check(files, name: "\(dir)/\(entry)")
            }
        }
        XCTAssertGreaterThan(cases, 50, "fixtures not found at \(Self.root.path)")
        XCTAssert(failures.isEmpty, "\(failures.count) fixture mismatches:\n" + failures.joined(separator: "\n"))
    }

    /// Snapshot: the full report (messages, columns, notes, fixes) of every case of a rule folder
    /// equals `expected.txt` beside it. `ENTRYLINT_UPDATE_GOLDEN=1 swift test` rewrites them.
    func testReportSnapshots() throws {
        let fm = FileManager.default
        let update = ProcessInfo.processInfo.environment["ENTRYLINT_UPDATE_GOLDEN"] == "1"
        var failures: [String] = []
        for dir in try fm.contentsOfDirectory(atPath: Self.root.path).sorted() {
            let dirURL = Self.root.appendingPathComponent(dir)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: dirURL.path, isDirectory: &isDir), isDir.boolValue else { continue }
            var report = ""
            for entry in try fm.contentsOfDirectory(atPath: dirURL.path).sorted() {
                let url = dirURL.appendingPathComponent(entry)
                var entryIsDir: ObjCBool = false
                fm.fileExists(atPath: url.path, isDirectory: &entryIsDir)
                let files: [URL]
                if entryIsDir.boolValue {
                    files = try fm.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
                        .map { url.appendingPathComponent($0) }
                } else if entry.hasSuffix(".swift") {
                    files = [url]
                } else {
                    continue
                }
                report += "== \(entry)\n" + render(files, prefix: entryIsDir.boolValue ? entry + "/" : "")
            }
            let golden = dirURL.appendingPathComponent("expected.txt")
            if update {
                try report.write(to: golden, atomically: true, encoding: .utf8)
            } else if (try? String(contentsOf: golden, encoding: .utf8)) != report {
                failures.append("\(dir)/expected.txt differs (ENTRYLINT_UPDATE_GOLDEN=1 swift test rewrites it after review)")
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
        let result = Linter.lint(inputs, options: LintOptions(enabledRules: enabled, jobs: 1))
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
        let result = Linter.lint(inputs, options: LintOptions(enabledRules: enabled, jobs: 1))
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
