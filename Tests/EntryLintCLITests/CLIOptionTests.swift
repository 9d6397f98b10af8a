@testable import EntryLint
import EntryLintCore
import XCTest

final class CLIOptionTests: XCTestCase {
    func testVersionAndHelp() {
        let d = TempDir()
        XCTAssertEqual(entrylint(["--version"], in: d.path).stdoutText, "entrylint \(ToolInfo.version)\n")
        for (args, needle) in [(["--help"], "USAGE"), (["lint", "--help"], "--stdin-path"), (["rules", "--help"], "entrylint rules"),
                               (["explain", "--help"], "entrylint explain"), (["dump", "--help"], "entrylint dump"),
                               (["help", "lint"], "--write-baseline"), (["-h"], "EXAMPLES")] {
            let r = entrylint(args, in: d.path)
            XCTAssertEqual(r.exitCode, 0, "\(args)")
            XCTAssertTrue(r.stdoutText.contains(needle), "\(args)")
            XCTAssertTrue(r.stdoutText.contains("EXAMPLE"), "\(args) has examples")
        }
    }

    func testLintHelpListsEveryOption() {
        let help = HelpText.lint
        for o in LintArguments.options { XCTAssertTrue(help.contains(o.name), o.name) }
    }
}

final class CLIRuleSelectionTests: XCTestCase {
    let src = "let a = BAD\nlet b = ERR\nlet c = NOTE\nlet d = OPT\n"

    func rules(_ r: CLIOutput) -> [String] {
        r.stdoutText.split(separator: "\n").compactMap { line in
            line.range(of: "[", options: .backwards).map { String(line[$0.upperBound...].dropLast()) }
        }
    }

    func testDefaultRunsNonOptInRules() {
        let d = TempDir(); d.write("a.swift", src)
        XCTAssertEqual(rules(entrylint(["a.swift"], in: d.path)), ["test_bad", "test_error", "test_note"])
    }

    func testSelectIgnoreEnable() {
        let d = TempDir(); d.write("a.swift", src)
        XCTAssertEqual(rules(entrylint(["--select", "test_note,test_error", "a.swift"], in: d.path)), ["test_error", "test_note"])
        XCTAssertEqual(rules(entrylint(["--select=test_note", "--select", "test_bad", "a.swift"], in: d.path)), ["test_bad", "test_note"])
        XCTAssertEqual(rules(entrylint(["--ignore", "test_bad", "a.swift"], in: d.path)), ["test_error", "test_note"])
        XCTAssertEqual(rules(entrylint(["--enable", "test_optin", "a.swift"], in: d.path)), ["test_bad", "test_error", "test_note", "test_optin"])
        XCTAssertEqual(rules(entrylint(["--select", "all", "--ignore", "test_bad", "a.swift"], in: d.path)), ["test_error", "test_note", "test_optin"])
    }

    func testUnknownRuleIsUsageErrorNamingClosest() {
        let d = TempDir(); d.write("a.swift", src)
        for flag in ["--select", "--ignore", "--enable"] {
            let r = entrylint([flag, "test_eror", "a.swift"], in: d.path)
            XCTAssertEqual(r.exitCode, 2, flag)
            XCTAssertTrue(r.stderrText.contains("unknown rule 'test_eror'; did you mean 'test_error'?"), r.stderrText)
            XCTAssertEqual(r.stdoutText, "")
        }
    }

    func testUnknownOptionAndBadValues() {
        let d = TempDir()
        let cases: [([String], String)] = [
            (["--selct", "x"], "did you mean '--select'?"),
            (["--fail-on", "fatal"], "--fail-on must be error, warning or note"),
            (["--jobs", "0"], "--jobs must be a positive whole number"),
            (["--jobs", "many"], "--jobs must be a positive whole number"),
            (["--format", "sarf"], "did you mean 'sarif'?"),
            (["--output"], "option '--output' needs a value"),
            (["--quiet=yes"], "takes no value"),
            (["explain"], "needs a rule id"),
            (["explain", "test_bda"], "did you mean 'test_bad'?"),
            (["help", "lnt"], "did you mean 'lint'?"),
            (["dump"], "needs at least one file"),
            (["rules", "extra"], "takes only --format"),
            (["rules", "--format", "jsn"], "did you mean 'json'?"),
            (["rules", "--format"], "--format needs a value"),
            (["-"], "--stdin-path"),
        ]
        for (args, needle) in cases {
            let r = entrylint(args, in: d.path)
            XCTAssertEqual(r.exitCode, 2, "\(args)")
            XCTAssertTrue(r.stderrText.contains(needle), "\(args): \(r.stderrText)")
        }
    }

    func testRulesAndExplain() {
        let d = TempDir()
        let r = entrylint(["rules"], in: d.path)
        XCTAssertEqual(r.exitCode, 0)
        let lines = r.stdoutText.split(separator: "\n")
        XCTAssertTrue(lines[0].hasPrefix("RULE"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("test_optin") && $0.contains(" off ") && $0.contains("note") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("test_bad") && $0.contains(" on ") && $0.contains("fixable") && $0.contains("warning") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("unused_suppression") })
        let e = entrylint(["explain", "test_bad"], in: d.path)
        XCTAssertEqual(e.stdoutText, TestRules.all[0].info.renderedDocumentation + "\n")
        XCTAssertTrue(e.stdoutText.contains("**Category:** correctness · **Profile:** default"), e.stdoutText)
        XCTAssertTrue(lines.contains { $0.hasPrefix("test_bad") && $0.contains(" correctness ") }, r.stdoutText)
        XCTAssertTrue(entrylint(["explain", "unused_suppression"], in: d.path).stdoutText.contains("## Why is this bad?"))
    }
}

final class CLIExitStatusTests: XCTestCase {
    func testCleanRunExitsZero() {
        let d = TempDir(); d.write("a.swift", "let a = 1\n")
        let r = entrylint([], in: d.path)
        XCTAssertEqual(r.exitCode, 0)
        XCTAssertEqual(r.stdoutText, "")
        XCTAssertTrue(r.stderrText.hasPrefix("Linted 1 file in "), r.stderrText)
        XCTAssertTrue(r.stderrText.hasSuffix(" s: no findings\n"), r.stderrText)
    }

    func testFailOnThresholds() {
        let d = TempDir()
        d.write("w.swift", "let a = BAD\n")
        d.write("n.swift", "let a = NOTE\n")
        d.write("e.swift", "let a = ERR\n")
        XCTAssertEqual(entrylint(["w.swift"], in: d.path).exitCode, 1)
        XCTAssertEqual(entrylint(["n.swift"], in: d.path).exitCode, 0, "notes do not fail by default")
        XCTAssertEqual(entrylint(["--fail-on", "note", "n.swift"], in: d.path).exitCode, 1)
        XCTAssertEqual(entrylint(["--fail-on", "error", "w.swift"], in: d.path).exitCode, 0)
        XCTAssertEqual(entrylint(["--fail-on", "error", "e.swift"], in: d.path).exitCode, 1)
        XCTAssertEqual(entrylint(["--fail-on=error", "--strict", "w.swift"], in: d.path).exitCode, 1)
        XCTAssertEqual(entrylint(["--exit-zero", "e.swift"], in: d.path).exitCode, 0)
    }

    func testStrictReportsWarningsAsErrors() {
        let d = TempDir(); d.write("w.swift", "let a = BAD\nlet b = NOTE\n")
        let r = entrylint(["--strict", "w.swift"], in: d.path)
        XCTAssertTrue(r.stdoutText.contains("w.swift:1:9: error: 'BAD' found [test_bad]"), r.stdoutText)
        XCTAssertTrue(r.stdoutText.contains("w.swift:2:9: note: 'NOTE' found [test_note]"))
        XCTAssertTrue(r.stderrText.contains(": 1 error, 1 note"), r.stderrText)
    }

    func testIOErrorsExitTwoButStillReport() {
        let d = TempDir(); d.write("w.swift", "let a = BAD\n")
        let r = entrylint(["w.swift", "missing.swift"], in: d.path)
        XCTAssertEqual(r.exitCode, 2)
        XCTAssertTrue(r.stdoutText.contains("w.swift:1:9: warning:"))
        XCTAssertTrue(r.stderrText.contains("missing.swift: error: no such file or folder"), r.stderrText)
        let e = entrylint(["--exit-zero", "missing.swift"], in: d.path)
        XCTAssertEqual(e.exitCode, 2, "--exit-zero does not hide I/O errors")
    }

    func testBinaryFileIsAnError() {
        let d = TempDir()
        _ = FileManager.default.createFile(atPath: d.path + "/b.swift", contents: Data([0x6C, 0x65, 0x74, 0, 0xFF]))
        let r = entrylint([], in: d.path)
        XCTAssertEqual(r.exitCode, 2)
        XCTAssertTrue(r.stderrText.contains("b.swift: error: binary file"), r.stderrText)
    }

    func testQuietAndSummary() {
        let d = TempDir(); d.write("w.swift", "let a = BAD\nlet b = ERR BAD\n")
        let r = entrylint(["-q"], in: d.path)
        XCTAssertEqual(r.stderrText, "")
        XCTAssertEqual(r.stdoutText.split(separator: "\n").filter { $0.contains("warning:") || $0.contains("error:") }.count, 3)
        let s = entrylint([], in: d.path)
        XCTAssertTrue(s.stderrText.contains(": 2 warnings, 1 error\n"), s.stderrText)
        XCTAssertEqual(Summary.grouped(1204), "1,204")
        XCTAssertEqual(Summary.grouped(1_234_567), "1,234,567")
        XCTAssertEqual(Summary.grouped(999), "999")
        XCTAssertEqual(Summary.formatSeconds(0.4212), "0.42")
        XCTAssertEqual(Summary.formatSeconds(3.005), "3.01")
        let f = Finding(ruleID: "x", severity: .warning, message: "m", path: "p", range: 0..<1)
        var e = f; e.severity = .error
        XCTAssertEqual(Summary.line(files: 1204, seconds: 0.42, findings: [f, f, f, e], extra: nil),
                       "Linted 1,204 files in 0.42 s: 3 warnings, 1 error")
    }

    func testColourOnlyOnTerminalWithoutNoColor() {
        let d = TempDir(); d.write("w.swift", "let a = BAD\n")
        XCTAssertFalse(entrylint([], in: d.path).stdoutText.contains("\u{1B}["))
        XCTAssertTrue(entrylint([], in: d.path, terminal: true).stdoutText.contains("\u{1B}[1;33mwarning:"))
        XCTAssertTrue(entrylint([], in: d.path, terminal: true).stderrText.contains("\u{1B}["))
        let noColor = entrylint([], in: d.path, variables: ["NO_COLOR": "1"], terminal: true)
        XCTAssertFalse(noColor.stdoutText.contains("\u{1B}[") || noColor.stderrText.contains("\u{1B}["))
        XCTAssertFalse(entrylint(["--format", "json"], in: d.path, terminal: true).stdoutText.contains("\u{1B}["))
    }

    func testOutputFile() {
        let d = TempDir(); d.write("w.swift", "let a = BAD\n")
        let r = entrylint(["--format", "json", "--output", "out/report.json"], in: d.path)
        XCTAssertEqual(r.exitCode, 2, "missing folder is an I/O error")
        let ok = entrylint(["--format", "json", "-o", "report.json"], in: d.path)
        XCTAssertEqual(ok.exitCode, 1)
        XCTAssertEqual(ok.stdoutText, "")
        XCTAssertTrue(d.read("report.json").contains("\"rule\": \"test_bad\""))
    }

    func testOrderDoesNotDependOnJobs() {
        let d = TempDir()
        for k in 0..<40 { d.write("Sources/F\(k % 7)/f\(k).swift", String(repeating: "let x = BAD; let y = ERR\n", count: k % 4 + 1)) }
        let one = entrylint(["-q", "--jobs", "1"], in: d.path).stdoutText
        let many = entrylint(["-q", "-j", "8"], in: d.path).stdoutText
        XCTAssertEqual(one, many)
        let lines = one.split(separator: "\n").map(String.init)
        XCTAssertFalse(lines.isEmpty)
    }

    func testDoubleDashEndsOptions() {
        let d = TempDir(); d.write("--odd.swift", "let a = BAD\n")
        let r = entrylint(["--", "--odd.swift"], in: d.path)
        XCTAssertEqual(r.exitCode, 1)
        XCTAssertTrue(r.stdoutText.hasPrefix("--odd.swift:1:9:"))
    }
}
