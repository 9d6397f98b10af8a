@testable import EntryLint
import EntryLintCore
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every format on one set of findings chosen to exercise escaping: `%`, `:`, `,`, CR/LF,
/// XML metacharacters, quotes, non-ASCII (code-point columns), notes with and without places,
/// fixes of each applicability.
final class ReporterGoldenTests: XCTestCase {
    static let rules = [
        TestRules.info("test_bad", .warning, fixable: true),
        TestRules.info("test_error", .error),
        TestRules.info("test_note", .note, optIn: true),
    ]

    static var findings: [Finding] {
        var a = Finding(ruleID: "test_bad", severity: .warning, message: "'Repo()' creates a new instance: 100% fresh, every read",
                        path: "Sources/App/Env.swift", range: 120..<126,
                        start: SourceLocation(line: 14, column: 35), end: SourceLocation(line: 14, column: 41),
                        notes: [Note(message: "read by 2 views: Row (Sources/Row.swift:7), Detail", path: "Sources/Row.swift",
                                     location: SourceLocation(line: 7, column: 5)),
                                Note(message: "line one\nline two\r\nend")],
                        fix: Fix(title: "Hoist 'Repo()' into a stored global", edits: [Edit(range: 120..<126, replacement: "defaultRepo")], applicability: .unsafe))
        a.snippet = SourceSnippet(normalizedText: "@Entry var repo = Repo()", startCodePointColumn: 33, endCodePointColumn: 39)
        var b = Finding(ruleID: "test_error", severity: .error, message: "<tag> & \"quotes\" 'single' \u{1}ctl",
                        path: "Sources/Dir with space/Ünï.swift", range: 0..<3,
                        start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 2, column: 4),
                        fix: Fix(title: "Make it safe", edits: [Edit(range: 0..<3, replacement: "let")], applicability: .safe))
        b.snippet = SourceSnippet(normalizedText: "var x\n= 1", startCodePointColumn: 1, endCodePointColumn: 4)
        var c = Finding(ruleID: "test_note", severity: .note, message: "a note, with: punctuation", path: "Sources/Dir with space/Ünï.swift",
                        range: 40..<44, start: SourceLocation(line: 5, column: 9), end: SourceLocation(line: 5, column: 13),
                        fix: Fix(title: "Consider SHOWN", edits: [Edit(range: 40..<44, replacement: "SHOWN")], applicability: .displayOnly))
        c.snippet = SourceSnippet(normalizedText: "let é = SHOW", startCodePointColumn: 8, endCodePointColumn: 12)
        return [a, b, c]
    }

    static var context: ReportContext {
        ReportContext(rules: rules, workingDirectory: "/work/project", repositoryRoot: "/work")
    }

    func testEveryFormatMatchesItsGoldenFile() {
        for format in ReportFormat.allCases {
            let ext = ["json": "json", "sarif": "sarif", "checkstyle": "xml", "junit": "xml", "gitlab": "json", "sonarqube": "json",
                       "markdown": "md"][format.rawValue] ?? "txt"
            assertGolden(format.render(Self.findings, context: Self.context), "reporters/\(format.rawValue).\(ext)")
            assertGolden(format.render([], context: Self.context), "reporters/empty-\(format.rawValue).\(ext)")
        }
    }

    func testXcodeColour() {
        var ctx = Self.context
        ctx.color = true
        let s = XcodeReporter.render([Self.findings[1]], context: ctx)
        XCTAssertTrue(s.hasPrefix("\u{1B}[1mSources/Dir with space/Ünï.swift:1:1:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m"), s)
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubReporter.escapeData("100% a:b,c\r\nd"), "100%25 a:b,c%0D%0Ad")
        XCTAssertEqual(GitHubReporter.escapeProperty("100% a:b,c\r\nd"), "100%25 a%3Ab%2Cc%0D%0Ad")
    }

    func testXMLIsWellFormed() throws {
        for format in [ReportFormat.checkstyle, .junit] {
            let text = format.render(Self.findings, context: Self.context)
            let doc = try XMLDocument(data: Data(text.utf8))
            XCTAssertNotNil(doc.rootElement(), format.rawValue)
        }
        let junit = try XMLDocument(data: Data(JUnitReporter.render(Self.findings, context: Self.context).utf8))
        XCTAssertEqual(junit.rootElement()?.attribute(forName: "failures")?.stringValue, "3")
        let failure = try junit.nodes(forXPath: "//failure").first as? XMLElement
        XCTAssertEqual(failure?.attribute(forName: "message")?.stringValue, "'Repo()' creates a new instance: 100% fresh, every read")
        let checkstyle = try XMLDocument(data: Data(CheckstyleReporter.render(Self.findings, context: Self.context).utf8))
        let errors = try checkstyle.nodes(forXPath: "//error") as? [XMLElement]
        XCTAssertEqual(errors?.map { $0.attribute(forName: "severity")?.stringValue }, ["warning", "error", "info"])
        XCTAssertEqual(errors?[1].attribute(forName: "message")?.stringValue, "<tag> & \"quotes\" 'single' \u{FFFD}ctl\nnote: fix available (--fix): Make it safe")
    }

    func testJSONIsValidAndComplete() throws {
        let text = JSONReporter.render(Self.findings, context: Self.context)
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
        XCTAssertEqual(value?.count, 3)
        let first = value?[0]
        for key in ["path", "line", "column", "endLine", "endColumn", "startOffset", "endOffset", "rule", "severity", "message", "notes", "fix"] {
            XCTAssertNotNil(first?[key], key)
        }
        let fix = first?["fix"] as? [String: Any]
        XCTAssertEqual(fix?["applicability"] as? String, "unsafe")
        XCTAssertEqual((fix?["edits"] as? [[String: Any]])?.first?["replacement"] as? String, "defaultRepo")
    }

    func testEndToEndFormatsFromTheCommandLine() {
        let d = TempDir()
        d.write("Sources/A.swift", "let a = BAD\nlet b = ERR\n")
        for format in ReportFormat.allCases {
            let r = entrylint(["-q", "--format", format.rawValue], in: d.path)
            XCTAssertEqual(r.exitCode, 1, format.rawValue)
            XCTAssertTrue(r.stdoutText.contains("test_error"), format.rawValue)
        }
        let gh = entrylint(["-q", "--format", "github"], in: d.path).stdoutText
        XCTAssertTrue(gh.hasPrefix("::warning file=Sources/A.swift,line=1,col=9,endLine=1,endColumn=12,title=entrylint (test_bad)::'BAD' found [test_bad]%0Anote: marker"), gh)
    }
}
