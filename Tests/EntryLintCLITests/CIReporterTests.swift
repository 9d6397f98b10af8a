@testable import EntryLint
import EntryLintCore
import XCTest

/// What the CI systems that read the `gitlab`, `sonarqube`, `markdown` and `summary` reports
/// require of them, beyond the golden files (ReporterGoldenTests): identities stable across
/// runs, the importers' validity rules, escaping, counts.
final class CIReporterTests: XCTestCase {
    typealias G = ReporterGoldenTests

    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    // MARK: gitlab

    func testGitLabIssuesHaveTheFieldsGitLabRequires() throws {
        let issues = try XCTUnwrap(try json(GitLabReporter.render(G.findings, context: G.context)) as? [[String: Any]])
        XCTAssertEqual(issues.count, 3)
        for issue in issues {
            for key in ["description", "check_name", "fingerprint", "severity", "location"] { XCTAssertNotNil(issue[key], key) }
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertNotNil(location["path"] as? String)
            XCTAssertNotNil((location["lines"] as? [String: Any])?["begin"] as? Int)
        }
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["minor", "major", "info"])
        // Paths relative to the repository root (/work), not to the working directory (/work/project).
        XCTAssertEqual((issues[0]["location"] as? [String: Any])?["path"] as? String, "project/Sources/App/Env.swift")
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, 3, "fingerprints must be unique")
    }

    func testGitLabFingerprintIgnoresLinesAndWorkingDirectoryButNotTheText() throws {
        func prints(_ findings: [Finding], _ context: ReportContext) throws -> [String] {
            try XCTUnwrap(try json(GitLabReporter.render(findings, context: context)) as? [[String: Any]]).compactMap { $0["fingerprint"] as? String }
        }
        let base = try prints(G.findings, G.context)
        XCTAssertEqual(try prints(G.findings, G.context), base, "same input, same fingerprints")
        // Ten lines inserted above every finding.
        let moved = G.findings.map { f -> Finding in
            var m = f
            m.start.line += 10
            m.end.line += 10
            m.range = (f.range.lowerBound + 100)..<(f.range.upperBound + 100)
            return m
        }
        XCTAssertEqual(try prints(moved, G.context), base)
        // The same files seen from the repository root: paths carry the folder, identities do not change.
        let fromRoot = G.findings.map { f -> Finding in
            var m = f
            m.path = "project/" + f.path
            return m
        }
        XCTAssertEqual(try prints(fromRoot, ReportContext(rules: G.rules, workingDirectory: "/work", repositoryRoot: "/work")), base)
        // A changed offending line is a different issue.
        var edited = G.findings
        edited[0].snippet.normalizedText = "@Entry var repo = OtherRepo()"
        XCTAssertNotEqual(try prints(edited, G.context)[0], base[0])
        XCTAssertEqual(try prints(edited, G.context)[1...], base[1...])
    }

    func testGitLabFingerprintsOfIdenticalLinesAreDistinct() throws {
        var twin = G.findings[0]
        twin.start.line = 40
        let issues = try XCTUnwrap(try json(GitLabReporter.render([G.findings[0], twin], context: G.context)) as? [[String: Any]])
        XCTAssertNotEqual(issues[0]["fingerprint"] as? String, issues[1]["fingerprint"] as? String)
        XCTAssertEqual((issues[0]["fingerprint"] as? String)?.count, 32)
    }

    // MARK: sonarqube

    /// The checks SonarQube's importer makes on the format of 10.3 and later: both arrays
    /// present; every rule with id, name, engineId, cleanCodeAttribute and non-empty impacts,
    /// ids unique; every issue's ruleId among the rules, no severity or type, a primary
    /// location with filePath and message; secondary locations with filePath and a text range.
    /// Plus what it checks when it places the range: 1-based lines, end after start.
    func assertValidSonarReport(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let report = try XCTUnwrap(try json(text) as? [String: Any], file: file, line: line)
        let rules = try XCTUnwrap(report["rules"] as? [[String: Any]], file: file, line: line)
        let issues = try XCTUnwrap(report["issues"] as? [[String: Any]], file: file, line: line)
        let attributes: Set = ["FORMATTED", "CONVENTIONAL", "IDENTIFIABLE", "CLEAR", "LOGICAL", "COMPLETE", "EFFICIENT",
                               "FOCUSED", "DISTINCT", "MODULAR", "TESTED", "LAWFUL", "TRUSTWORTHY", "RESPECTFUL"]
        var ids: Set<String> = []
        for r in rules {
            for key in ["id", "name", "engineId", "cleanCodeAttribute"] {
                XCTAssertFalse((r[key] as? String ?? "").isEmpty, "rule \(key)", file: file, line: line)
            }
            XCTAssertTrue(attributes.contains(r["cleanCodeAttribute"] as? String ?? ""), file: file, line: line)
            let impacts = try XCTUnwrap(r["impacts"] as? [[String: Any]], file: file, line: line)
            XCTAssertFalse(impacts.isEmpty, file: file, line: line)
            for i in impacts {
                XCTAssertTrue(["MAINTAINABILITY", "RELIABILITY", "SECURITY"].contains(i["softwareQuality"] as? String ?? ""), file: file, line: line)
                XCTAssertTrue(["HIGH", "MEDIUM", "LOW"].contains(i["severity"] as? String ?? ""), file: file, line: line)
            }
            XCTAssertTrue(ids.insert(r["id"] as? String ?? "").inserted, "duplicate rule id", file: file, line: line)
        }
        for issue in issues {
            XCTAssertTrue(ids.contains(issue["ruleId"] as? String ?? ""), "rule not in report", file: file, line: line)
            XCTAssertNil(issue["severity"], file: file, line: line)
            XCTAssertNil(issue["type"], file: file, line: line)
            let primary = try XCTUnwrap(issue["primaryLocation"] as? [String: Any], file: file, line: line)
            XCTAssertNotNil(primary["filePath"] as? String, file: file, line: line)
            XCTAssertNotNil(primary["message"] as? String, file: file, line: line)
            if let range = primary["textRange"] as? [String: Any] {
                let startLine = try XCTUnwrap(range["startLine"] as? Int, file: file, line: line)
                XCTAssertGreaterThanOrEqual(startLine, 1, file: file, line: line)
                if let sc = range["startColumn"] as? Int, let el = range["endLine"] as? Int, let ec = range["endColumn"] as? Int {
                    XCTAssertGreaterThanOrEqual(sc, 0, file: file, line: line)
                    XCTAssertTrue(el > startLine || ec > sc, "end must follow start", file: file, line: line)
                }
            }
            for s in issue["secondaryLocations"] as? [[String: Any]] ?? [] {
                XCTAssertNotNil(s["filePath"] as? String, file: file, line: line)
                XCTAssertNotNil((s["textRange"] as? [String: Any])?["startLine"] as? Int, file: file, line: line)
            }
        }
    }

    func testSonarQubeReportPassesTheImportersChecks() throws {
        try assertValidSonarReport(SonarQubeReporter.render(G.findings, context: G.context))
        try assertValidSonarReport(SonarQubeReporter.render([], context: G.context))
        // A rule the context does not list, and an empty range.
        var odd = G.findings[0]
        odd.ruleID = "not_listed"
        odd.end = odd.start
        odd.snippet.endCodePointColumn = odd.snippet.startCodePointColumn
        let text = SonarQubeReporter.render([odd], context: G.context)
        try assertValidSonarReport(text)
        let issue = try XCTUnwrap(((try json(text) as? [String: Any])?["issues"] as? [[String: Any]])?.first)
        XCTAssertEqual((issue["primaryLocation"] as? [String: Any])?["textRange"] as? [String: Int], ["startLine": 14])
    }

    func testSonarQubeColumnsAreZeroBasedCodePoints() throws {
        let report = try XCTUnwrap(try json(SonarQubeReporter.render(G.findings, context: G.context)) as? [String: Any])
        let issues = try XCTUnwrap(report["issues"] as? [[String: Any]])
        // The third finding: UTF-8 column 9, code-point column 8 (after 'é'): 0-based 7.
        let range = (issues[2]["primaryLocation"] as? [String: Any])?["textRange"] as? [String: Int]
        XCTAssertEqual(range, ["startLine": 5, "startColumn": 7, "endLine": 5, "endColumn": 11])
        // Only rules with issues are listed; impact severity follows the reported severity.
        let rules = try XCTUnwrap(report["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, ["test_bad", "test_error", "test_note"])
        XCTAssertEqual(rules.compactMap { ($0["impacts"] as? [[String: Any]])?.first?["severity"] as? String }, ["MEDIUM", "HIGH", "LOW"])
    }

    // MARK: markdown

    func testMarkdownEscapesEverythingThatCouldBreakTheTable() {
        XCTAssertEqual(MarkdownReporter.escape("a | b"), "a \\| b")
        XCTAssertEqual(MarkdownReporter.escape("x\\|y"), "x\\\\\\|y")
        XCTAssertEqual(MarkdownReporter.escape("one\ntwo\r\nthree\rfour"), "one<br>two<br>three<br>four")
        XCTAssertEqual(MarkdownReporter.escape("<b>*bold* _x_ [l](u) `c`</b>"), "\\<b\\>\\*bold\\* \\_x\\_ \\[l\\](u) \\`c\\`\\</b\\>")
        XCTAssertEqual(MarkdownReporter.escape("'@Entry' default, @State var x, a@b, @ alone"), "'`@Entry`' default, `@State` var x, a`@b`, @ alone")
        XCTAssertEqual(MarkdownReporter.escape("tab\there \u{1}"), "tab\u{FFFD}here \u{FFFD}")
    }

    /// Every row of the table has exactly the header's four cells once escaped pipes are
    /// discounted, whatever the message holds.
    func testMarkdownRowsHaveFourCells() {
        var f = G.findings
        f[0].message = "pipes | in | the | message || and \\| an escaped one"
        f[1].path = "Sources/odd|name.swift"
        let text = MarkdownReporter.render(f, context: G.context)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("|") }
        XCTAssertEqual(rows.count, 2 + f.count)
        for row in rows {
            var cells = 0, escaped = false
            for c in row {
                if escaped { escaped = false; continue }
                if c == "\\" { escaped = true } else if c == "|" { cells += 1 }
            }
            XCTAssertEqual(cells, 5, String(row))
        }
        XCTAssertTrue(text.hasPrefix("### EntryLint: 3 findings (1 error, 1 warning, 1 note)\n"), text)
    }

    // MARK: summary

    func testSummaryCountsPerRuleAndPerFile() {
        var findings = G.findings
        var again = findings[0]
        again.start.line = 30
        findings.append(again)
        let text = SummaryReporter.render(findings, context: G.context)
        XCTAssertEqual(text, """
        4 findings (1 error, 2 warnings, 1 note) in 2 files

        By rule:
          2  test_bad    (2 warnings)
          1  test_error  (1 error)
          1  test_note   (1 note)

        By file:
          2  Sources/App/Env.swift             (2 warnings)
          2  Sources/Dir with space/Ünï.swift  (1 error, 1 note)

        """)
    }

    // MARK: from the command line

    func testCIFormatsFromTheCommandLine() throws {
        let d = TempDir()
        d.write("Sources/A.swift", "let a = BAD\nlet b = ERR | BAD\n")
        let gitlab = entrylint(["-q", "--format", "gitlab"], in: d.path)
        let issues = try XCTUnwrap(try json(gitlab.stdoutText) as? [[String: Any]])
        XCTAssertEqual(issues.map { $0["check_name"] as? String }, ["test_bad", "test_error", "test_bad"])
        XCTAssertEqual(issues.map { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int }, [1, 2, 2])
        // Two runs give the same report.
        XCTAssertEqual(entrylint(["-q", "--format", "gitlab"], in: d.path).stdoutText, gitlab.stdoutText)
        try assertValidSonarReport(entrylint(["-q", "--format", "sonarqube"], in: d.path).stdoutText)
        let md = entrylint(["-q", "--format", "markdown"], in: d.path).stdoutText
        XCTAssertTrue(md.contains("| Sources/A.swift:2 | `test_error` | error | 'ERR' found<br>note: marker words are for tests |"), md)
        let summary = entrylint(["-q", "--format", "summary"], in: d.path).stdoutText
        XCTAssertTrue(summary.hasPrefix("3 findings (1 error, 2 warnings) in 1 file\n"), summary)
    }
}

/// `entrylint rules --format json`.
final class RulesJSONTests: XCTestCase {
    func testRulesAsJSON() throws {
        let d = TempDir()
        let r = entrylint(["rules", "--format", "json"], in: d.path)
        XCTAssertEqual(r.exitCode, 0, r.stderrText)
        let rules = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout)) as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, CLI.knownRules(CLIEnvironment(workingDirectory: d.path, injectedRules: TestRules.all)).map(\.id))
        let optin = try XCTUnwrap(rules.first { $0["id"] as? String == "test_optin" })
        XCTAssertEqual(optin["enabled"] as? Bool, false)
        XCTAssertEqual(optin["severity"] as? String, "note")
        XCTAssertEqual(optin["fixable"] as? Bool, false)
        let bad = try XCTUnwrap(rules.first { $0["id"] as? String == "test_bad" })
        XCTAssertEqual(bad["enabled"] as? Bool, true)
        XCTAssertEqual(bad["fixable"] as? Bool, true)
        XCTAssertEqual(bad["summary"] as? String, "Reports the word TEST_BAD (test rule)")
        let doc = try XCTUnwrap(bad["documentation"] as? [String: Any])
        XCTAssertEqual(doc["useInstead"] as? String, "let x = GOOD")
        XCTAssertEqual(doc["markdown"] as? String, entrylint(["explain", "test_bad"], in: d.path).stdoutText.trimmingSuffixNewline)
        // The real registry: every rule is there with its documentation.
        let real = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(entrylint(["rules", "--format=json"], in: d.path, rules: []).stdout)) as? [[String: Any]])
        XCTAssertEqual(real.compactMap { $0["id"] as? String }, Linter.rules.map(\.id).sorted())
        for rule in real {
            let doc = rule["documentation"] as? [String: Any]
            XCTAssertFalse((doc?["whatItDoes"] as? String ?? "").isEmpty, "\(rule["id"] ?? "")")
            XCTAssertTrue(["error", "warning", "note"].contains(rule["severity"] as? String ?? ""))
        }
        // Text stays the default.
        XCTAssertEqual(entrylint(["rules", "--format", "text"], in: d.path).stdoutText, entrylint(["rules"], in: d.path).stdoutText)
    }
}

private extension String {
    var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
