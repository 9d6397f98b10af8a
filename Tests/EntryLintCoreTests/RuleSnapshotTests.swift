import EntryLintCore
import Foundation
import XCTest

/// One snapshot per rule (Fixtures/snapshots/RULE.snap): every finding of the rule in its
/// fixtures (Fixtures/rules/RULE, then Fixtures/fixes/RULE), each with the source excerpt it
/// points at, its notes and the diff of its fix. Reviewing a change to a rule means reading how
/// its snapshot changed. `ENTRYLINT_UPDATE_GOLDEN=1 swift test` rewrites them.
final class RuleSnapshotTests: XCTestCase {
    static let snapshots = Golden.repository.appendingPathComponent("Fixtures/snapshots")

    /// A case: one file linted alone, or a folder of files linted as one project.
    struct Case {
        var name: String
        var files: [URL]
    }

    func cases(of rule: String) -> [Case] {
        var out: [Case] = []
        for base in ["Fixtures/rules", "Fixtures/fixes"] {
            let folder = Golden.repository.appendingPathComponent(base).appendingPathComponent(rule)
            var entries = Golden.swiftFiles(in: folder).filter { !$0.lastPathComponent.hasSuffix(".fixed.swift") }
                .map { Case(name: "\(base)/\(rule)/\($0.lastPathComponent)", files: [$0]) }
            entries += Golden.folders(in: folder).map { Case(name: "\(base)/\(rule)/\($0.lastPathComponent)/", files: Golden.swiftFiles(in: $0)) }
            out += entries.sorted { $0.name < $1.name }
        }
        return out
    }

    func snapshot(of rule: String) -> String {
        var out = ""
        for c in cases(of: rule) {
            var sources: [String: [UInt8]] = [:]
            var enabled: Set<String> = []
            var inputs: [SourceInput] = []
            for url in c.files {
                let bytes = Array((try? Data(contentsOf: url)) ?? Data())
                let path = c.name.hasSuffix("/") ? url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent : url.lastPathComponent
                sources[path] = bytes
                enabled.formUnion(Golden.enabledRules(source: String(decoding: bytes, as: UTF8.self)))
                inputs.append(SourceInput(path: path, contents: bytes))
            }
            // As in the rule fixtures: unused suppressions are reported in their own snapshot only.
            if rule != UnusedSuppression.id { enabled.remove(UnusedSuppression.id) }
            let findings = Linter.lint(inputs, options: LintOptions(enabledRules: enabled, jobs: 1).auditing).findings.filter { $0.ruleID == rule }
            out += "── \(c.name): \(findings.count) finding\(findings.count == 1 ? "" : "s")\n"
            for f in findings { out += "\n" + SnapshotRenderer.render(f, source: sources[f.path] ?? []) }
            out += "\n"
        }
        return out
    }

    func testEveryRuleSnapshot() {
        var failures: [String] = []
        let rules = Linter.rules.map(\.id)
        for rule in rules {
            let url = Self.snapshots.appendingPathComponent(rule + ".snap")
            if let failure = Golden.check(Array(snapshot(of: rule).utf8), against: url) { failures.append(failure) }
        }
        let names = Set(((try? FileManager.default.contentsOfDirectory(atPath: Self.snapshots.path)) ?? []))
        for stale in names.subtracting(rules.map { $0 + ".snap" }).sorted() { failures.append("Fixtures/snapshots/\(stale) names no rule") }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// The renderer itself, on a finding whose fix inserts lines and edits another place.
    func testRendererShowsExcerptCaretsNotesAndFixDiff() {
        let source = Array("let a = 1\n    let b = BAD\nlet c = 3\n".utf8)
        var finding = Finding(ruleID: "r", severity: .warning, message: "bad value", path: "f.swift", range: 22..<25,
                              notes: [Note(message: "see there", path: "g.swift", location: SourceLocation(line: 4, column: 2))],
                              fix: Fix(title: "use a constant", edits: [Edit(range: 0..<0, replacement: "let good = 2\n"),
                                                                         Edit(range: 22..<25, replacement: "good")], applicability: .unsafe))
        finding.start = SourceLocation(line: 2, column: 13)
        finding.end = SourceLocation(line: 2, column: 16)
        XCTAssertEqual(SnapshotRenderer.render(finding, source: source), """
            f.swift:2:13: warning: bad value [r]
              |
            2 |     let b = BAD
              |             ^^^
              = note: g.swift:4:2: see there
              = unsafe fix: use a constant
              |
            1 - let a = 1
            1 + let good = 2
            2 + let a = 1
              |
            2 -     let b = BAD
            3 +     let b = good

            """)
    }
}
