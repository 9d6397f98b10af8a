import EntryLintCore
import Foundation
import XCTest

/// Runs every rule's own examples (`RuleInfo.triggeringExamples` / `nonTriggeringExamples`), the
/// way SwiftLint does: as written, wrapped in a comment and in a string (where nothing may
/// trigger), after a multi-byte prefix (findings move by exactly the prefix's bytes), and behind a
/// disable comment.
final class RuleExampleTests: XCTestCase {
    static let marker = "↓"

    func lint(_ source: String, rule: RuleInfo) -> [Finding] {
        let options = LintOptions(enabledRules: [rule.id, "unused_suppression"], jobs: 1).auditing
        return Linter.lint([SourceInput(path: "example.swift", contents: Array(source.utf8))], options: options).findings
            .filter { $0.ruleID == rule.id }
    }

    /// The example without markers, and the byte offsets the markers stood at.
    func strip(_ example: String) -> (String, [Int]) {
        var offsets: [Int] = []
        var out = ""
        var bytes = 0
        for ch in example {
            if String(ch) == Self.marker {
                offsets.append(bytes)
            } else {
                out.append(ch)
                bytes += String(ch).utf8.count
            }
        }
        return (out, offsets)
    }

    func testTriggeringExamples() {
        var failures: [String] = []
        var checked = 0
        for rule in RuleRegistry.all.map({ $0.info }) {
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            for example in rule.triggeringExamples {
                checked += 1
                let (source, offsets) = strip(example)
                XCTAssertFalse(offsets.isEmpty, "\(rule.id): triggering example without ↓ marker")
                let found = lint(source, rule: rule).map { $0.range.lowerBound }.sorted()
                if found != offsets.sorted() {
                    failures.append("\(rule.id): expected findings at \(offsets), got \(found) in:\n\(source)")
                }
                // After a multi-byte prefix, every finding moves by the prefix's length in bytes.
                let prefix = "let naïveÉtiquette = \"日本\" // ✓\n"
                let shifted = lint(prefix + source, rule: rule).map { $0.range.lowerBound - prefix.utf8.count }.sorted()
                if shifted != offsets.sorted() {
                    failures.append("\(rule.id): with a multi-byte prefix expected \(offsets), got \(shifted)")
                }
                // Behind a disable comment: nothing.
                let disabled = lint("// entrylint:disable \(rule.id)\n" + source, rule: rule)
                if !disabled.isEmpty { failures.append("\(rule.id): disable comment did not suppress \(disabled.count) finding(s)") }
                failures += quietVariants(source, rule: rule)
            }
        }
        XCTAssertGreaterThan(checked, 15)
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n\n"))
    }

    func testNonTriggeringExamples() {
        var failures: [String] = []
        for rule in RuleRegistry.all.map({ $0.info }) {
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
            for example in rule.nonTriggeringExamples {
                let findings = lint(example, rule: rule)
                if !findings.isEmpty {
                    failures.append("\(rule.id): non-triggering example triggered at \(findings.map { "\($0.start.line):\($0.start.column)" }):\n\(example)")
                }
                failures += quietVariants(example, rule: rule)
            }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n\n"))
    }

    /// The example inside a comment and inside a string literal must not trigger.
    func quietVariants(_ source: String, rule: RuleInfo) -> [String] {
        var failures: [String] = []
        let commented = source.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
        if !lint(commented, rule: rule).isEmpty { failures.append("\(rule.id): triggered inside a comment") }
        let stringed = "let example = #\"\"\"\n" + source + "\n\"\"\"#\n"
        if !lint(stringed, rule: rule).isEmpty { failures.append("\(rule.id): triggered inside a string") }
        return failures
    }

    /// Every rule documents itself completely: `explain` prints all five sections.
    func testDocumentationIsComplete() {
        for rule in RuleRegistry.all.map({ $0.info }) {
            let d = rule.documentation
            for (section, text) in [("what", d.whatItDoes), ("why", d.whyIsThisBad), ("example", d.example),
                                    ("use instead", d.useInstead), ("fix safety", d.fixSafety)] {
                XCTAssertFalse(text.isEmpty, "\(rule.id): empty '\(section)' section")
            }
            XCTAssertFalse(rule.summary.isEmpty, "\(rule.id): empty summary")
            let rendered = d.rendered(id: rule.id, summary: rule.summary)
            XCTAssertTrue(rendered.contains("## Why is this bad?"))
        }
    }
}
