@testable import EntryLint
import EntryLintCore
import XCTest

/// Checks over the real rules in `RuleRegistry`: they run through every part of the command
/// line (listing, documentation, SARIF, fixes), every rule of the registry and
/// `unused_suppression`.
final class CLIRegisteredRuleTests: XCTestCase {
    func testEveryRuleIsListedExplainedAndDescribedInSARIF() throws {
        let d = TempDir()
        let listed = entrylint(["rules"], in: d.path, rules: []).stdoutText
        let sarif = try JSONSerialization.jsonObject(with: Data(entrylint(["-q", "--format", "sarif"], in: d.path, rules: []).stdout)) as? [String: Any]
        let driver = ((sarif?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let ids = (driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, Linter.rules.map(\.id))
        for rule in Linter.rules {
            XCTAssertTrue(listed.contains("\n" + rule.id + " "), rule.id)
            let explained = entrylint(["explain", rule.id], in: d.path, rules: [])
            XCTAssertEqual(explained.exitCode, 0)
            for section in ["## What it does", "## Why is this bad?", "## Example", "## Use instead", "## Fix safety"] {
                XCTAssertTrue(explained.stdoutText.contains(section), "\(rule.id): \(section)")
            }
        }
    }

    /// For each fixable rule: its triggering examples are fixed with `--unsafe-fixes`, the
    /// result has no more syntax errors than before, and a second run changes nothing.
    func testFixesOfEveryFixableRuleAreIdempotent() throws {
        let fixable = Linter.rules.filter(\.isFixable)
        if fixable.isEmpty { throw XCTSkip("no fixable rule is registered yet") }
        for rule in fixable {
            var fixedSome = false
            for (k, example) in rule.triggeringExamples.enumerated() {
                let d = TempDir()
                let source = example.replacingOccurrences(of: "↓", with: "")
                d.write("Example.swift", source)
                let first = entrylint(["--unsafe-fixes", "--select", rule.id, "Example.swift"], in: d.path, rules: [])
                XCTAssertNotEqual(first.exitCode, 2, "\(rule.id) example \(k): \(first.stderrText)")
                let once = d.read("Example.swift")
                if once != source { fixedSome = true }
                XCTAssertLessThanOrEqual(FixValidity.syntaxErrorCount(Array(once.utf8)), FixValidity.syntaxErrorCount(Array(source.utf8)),
                                         "\(rule.id) example \(k) broke the file")
                let second = entrylint(["--unsafe-fixes", "--select", rule.id, "Example.swift"], in: d.path, rules: [])
                XCTAssertEqual(d.read("Example.swift"), once, "\(rule.id) example \(k): second --fix changed the file")
                XCTAssertFalse(second.stderrText.contains("Fixed"), "\(rule.id) example \(k)")
            }
            XCTAssertTrue(fixedSome, "\(rule.id) is fixable but no triggering example was fixed")
        }
    }

    /// End to end with the first real rule, once it is registered.
    func testPrintChangesLeftoverEndToEnd() throws {
        guard RuleRegistry.info(for: "print_changes_leftover") != nil else {
            throw XCTSkip("print_changes_leftover is not registered yet")
        }
        let d = TempDir()
        let source = """
        import SwiftUI

        struct TrailRow: View {
            var body: some View {
                let _ = Self._printChanges()
                #if DEBUG
                let _ = Self._printChanges()
                #endif
                Text("Trail")
            }
        }

        """
        d.write("Sources/TrailRow.swift", source)
        let r = entrylint(["-q", "--select", "print_changes_leftover"], in: d.path, rules: [])
        let lines = r.stdoutText.split(separator: "\n").filter { $0.hasSuffix("[print_changes_leftover]") }
        XCTAssertEqual(lines.count, 1, r.stdoutText)
        XCTAssertTrue(lines.first?.hasPrefix("Sources/TrailRow.swift:5:") == true, r.stdoutText)
        XCTAssertEqual(r.exitCode, 1)
        // Suppressed on its line.
        d.write("Sources/TrailRow.swift", source.replacingOccurrences(of: "let _ = Self._printChanges()\n        #if",
                                                                       with: "let _ = Self._printChanges() // entrylint:disable:this print_changes_leftover\n        #if"))
        XCTAssertEqual(entrylint(["-q", "--select", "print_changes_leftover"], in: d.path, rules: []).exitCode, 0)
        // Baselined, then moved down by an edit above: still baselined.
        d.write("Sources/TrailRow.swift", source)
        XCTAssertEqual(entrylint(["--write-baseline", "b.json"], in: d.path, rules: []).exitCode, 0)
        d.write("Sources/TrailRow.swift", "// A comment\n\n" + source)
        XCTAssertEqual(entrylint(["-q", "--baseline", "b.json"], in: d.path, rules: []).exitCode, 0)
    }
}
