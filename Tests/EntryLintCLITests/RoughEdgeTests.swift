@testable import EntryLint
import EntryLintCore
import Foundation
import XCTest

/// Rough edges of the command line (binary files, odd paths, broken input…), one test each.
final class RoughEdgeTests: XCTestCase {
    func testBinaryFileIsAnErrorForThatFileOnlyAndTheRunExitsTwo() {
        let d = TempDir()
        d.write("A.swift", "let a = BAD\n")
        d.write("B.swift", "let b = 1\u{0}\u{1}\u{2}\n")
        d.write("C.swift", "let c = ERR\n")
        let r = entrylint([], in: d.path)
        XCTAssertTrue(r.stdoutText.contains("A.swift:1:9: warning: 'BAD' found [test_bad]"), r.stdoutText)
        XCTAssertTrue(r.stdoutText.contains("C.swift:1:9: error: 'ERR' found [test_error]"), r.stdoutText)
        XCTAssertTrue(r.stderrText.contains("B.swift: error: binary file (contains NUL bytes); not linted"), r.stderrText)
        XCTAssertTrue(r.stderrText.contains("Linted 2 files"), r.stderrText)
        XCTAssertEqual(r.exitCode, 2)
    }

    func testUnreadableFileIsAnErrorForThatFileOnly() {
        let d = TempDir()
        d.write("A.swift", "let a = BAD\n")
        // A file that vanishes between discovery and reading: the library names the cause.
        var inputs = [SourceInput(path: "A.swift", diskPath: d.path + "/A.swift"),
                      SourceInput(path: "Gone.swift", diskPath: d.path + "/Gone.swift")]
        inputs[0].settings = nil
        let result = Linter.lint(inputs, options: LintOptions(jobs: 1))
        XCTAssertEqual(result.errors.map(\.message), ["no such file"])
        XCTAssertEqual(result.filesLinted, 1)
        XCTAssertEqual(SourceLoader.unreadableReason(d.path), "is a folder, not a file")
    }

    func testPathLongerThanPathMaxSaysSo() {
        let d = TempDir()
        let long = (0..<25).map { _ in String(repeating: "d", count: 200) }.joined(separator: "/") + "/A.swift"
        let r = entrylint([long], in: d.path)
        XCTAssertTrue(r.stderrText.contains("error: path is \(d.path.utf8.count + 1 + long.utf8.count) bytes long, more than the system allows (PATH_MAX, 4096 bytes)"), r.stderrText)
        let name = String(repeating: "e", count: 300) + ".swift"
        let n = entrylint([name], in: d.path)
        XCTAssertTrue(n.stderrText.contains("error: a name in this path is 306 bytes long, more than the file system allows (255)"), n.stderrText)
        XCTAssertEqual(n.exitCode, 2)
        XCTAssertFalse(r.stderrText.contains("permission denied"))
    }

    func testShortOptionsCombineAsInPOSIX() throws {
        XCTAssertEqual(try LintArguments.parse(["-j4"]).jobs, 4)
        let a = try LintArguments.parse(["-qj2", "src"])
        XCTAssertEqual(a.jobs, 2)
        XCTAssertTrue(a.quiet)
        XCTAssertEqual(a.paths, ["src"])
        XCTAssertEqual(try LintArguments.parse(["-q", "-j", "3"]).jobs, 3)
        XCTAssertEqual(try LintArguments.parse(["-oreport.txt"]).output, "report.txt")
        XCTAssertEqual(try LintArguments.parse(["--", "-qj2"]).paths, ["-qj2"], "after -- a word is a path")
        XCTAssertThrowsError(try LintArguments.parse(["-qx"])) { e in
            XCTAssertEqual((e as? UsageError)?.message, "unknown option '-x' in '-qx' (short options: -j, -q, -o, -h)")
        }
        XCTAssertThrowsError(try LintArguments.parse(["-jq"])) { e in
            XCTAssertEqual((e as? UsageError)?.message, "--jobs must be a positive whole number, not 'q'")
        }
    }

    func testSuggestionsOnlyForPlausibleTypos() {
        let d = TempDir()
        XCTAssertEqual(entrylint(["--ignroe", "x"], in: d.path).stderrText.components(separatedBy: "\n")[0],
                       "entrylint: error: unknown option '--ignroe'; did you mean '--ignore'?")
        XCTAssertEqual(entrylint(["--colour"], in: d.path).stderrText.components(separatedBy: "\n")[0],
                       "entrylint: error: unknown option '--colour'; did you mean '--color'?")
        XCTAssertEqual(entrylint(["--verbose"], in: d.path).stderrText.components(separatedBy: "\n")[0],
                       "entrylint: error: unknown option '--verbose'")
        XCTAssertEqual(entrylint(["--select", "everything"], in: d.path).stderrText.components(separatedBy: "\n")[0],
                       "entrylint: error: unknown rule 'everything' (`entrylint rules` lists them)")
        XCTAssertEqual(entrylint(["--format", "yaml"], in: d.path).stderrText.components(separatedBy: "\n")[0],
                       "entrylint: error: unknown format 'yaml' (formats: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
        XCTAssertTrue(Suggestion.isPlausibleTypo("entry_unstable_defualt", of: "entry_unstable_default"))
        XCTAssertFalse(Suggestion.isPlausibleTypo("--color", of: "--ignore"))
        XCTAssertFalse(Suggestion.isPlausibleTypo("all", of: "state_not_private"))
        XCTAssertFalse(Suggestion.isPlausibleTypo("-x", of: "--fix"))
    }

    func testColorOption() {
        let d = TempDir()
        d.write("A.swift", "let a = BAD\n")
        let bold = "\u{1B}["
        XCTAssertTrue(entrylint(["--color", "always"], in: d.path).stdoutText.contains(bold))
        XCTAssertFalse(entrylint(["--color", "never"], in: d.path, terminal: true).stdoutText.contains(bold))
        XCTAssertFalse(entrylint([], in: d.path).stdoutText.contains(bold), "auto: not a terminal")
        XCTAssertTrue(entrylint([], in: d.path, variables: ["FORCE_COLOR": "1"]).stdoutText.contains(bold))
        XCTAssertFalse(entrylint([], in: d.path, variables: ["FORCE_COLOR": "0"]).stdoutText.contains(bold))
        XCTAssertFalse(entrylint([], in: d.path, variables: ["NO_COLOR": "1"], terminal: true).stdoutText.contains(bold))
        let bad = entrylint(["--color=sometimes"], in: d.path)
        XCTAssertEqual(bad.exitCode, 2)
        XCTAssertTrue(bad.stderrText.contains("--color must be auto, always or never, not 'sometimes'"))
    }

    func testAllInIgnore() {
        let d = TempDir()
        d.write("A.swift", "let a = BAD\n")
        let r = entrylint(["--ignore", "all"], in: d.path)
        XCTAssertEqual(r.exitCode, 0, r.stderrText)
        XCTAssertEqual(r.stdoutText, "")
        d.write(".entrylint.json", #"{"ignore": ["all"]}"#)
        let c = entrylint([], in: d.path)
        XCTAssertEqual(c.exitCode, 0, c.stderrText)
        XCTAssertEqual(c.stdoutText, "")
        XCTAssertEqual(entrylint(["--enable", "all"], in: d.path).exitCode, 2, "'all' in enable is still unknown")
    }

    func testConfigurationErrorsPointIntoTheFile() {
        let d = TempDir()
        d.write("A.swift", "let a = BAD\n")
        d.write(".entrylint.json", "{\n  \"exclude\": [\"Sources/[abc\"]\n}\n")
        XCTAssertEqual(entrylint([], in: d.path).stderrText.components(separatedBy: "\n")[0],
                       ".entrylint.json:2:24: error: invalid glob 'Sources/[abc' in 'exclude': unclosed character class '[' (write '\\[' for a literal bracket)")
        d.write(".entrylint.json", "{\"include\": [\"a\\\\\"]}")
        XCTAssertTrue(entrylint([], in: d.path).stderrText.hasPrefix(".entrylint.json:1:16: error: invalid glob 'a\\' in 'include': the pattern ends with an escape"))
        d.write(".entrylint.json", "{\"include\": [\"[z-a].swift\"]}")
        XCTAssertTrue(entrylint([], in: d.path).stderrText.contains("character range 'z-a' is reversed"))
        d.write(".entrylint.json", "{\n  \"rules\": {\n    \"test_bad\": { \"options\": { \"maxCount\": 3 } }\n  }\n}\n")
        let o = entrylint([], in: d.path)
        XCTAssertEqual(o.stderrText.components(separatedBy: "\n")[0],
                       ".entrylint.json:3:32: error: unknown option 'maxCount' of rule 'test_bad'; 'test_bad' takes no options")
        XCTAssertEqual(o.exitCode, 2)
        d.write(".entrylint.json", "{\n  \"selcet\": []\n}\n")
        XCTAssertTrue(entrylint([], in: d.path).stderrText.hasPrefix(".entrylint.json:2:3: error: unknown key 'selcet'; did you mean 'select'?"))
        XCTAssertNil(Glob.problem(in: "Sources/**/[!a-c]*.swift"))
        XCTAssertNil(Glob.problem(in: "[]]x"), "']' first in a class is a literal")
        XCTAssertNil(Glob.problem(in: "a\\[b"))
    }

    func testNestedConfigurationExtendsItsParent() {
        let d = TempDir()
        d.write(".entrylint.json", #"{"exclude": ["App/Generated/**"], "enable": ["test_optin"], "rules": {"test_bad": {"severity": "error"}, "test_note": {"severity": "warning"}}}"#)
        d.write("App/.entrylint.json", #"{"extends": "../.entrylint.json", "ignore": ["test_error"], "rules": {"test_bad": {"severity": "note"}}}"#)
        d.write("Lib/.entrylint.json", #"{"ignore": ["test_error"]}"#)
        for dir in ["App", "Lib"] { d.write("\(dir)/a.swift", "BAD ERR NOTE OPT\n") }
        d.write("App/Generated/g.swift", "BAD\n")
        let r = entrylint(["-q"], in: d.path)
        let lines = r.stdoutText.split(separator: "\n").filter { $0.hasSuffix("]") }
        XCTAssertEqual(lines, [
            // Extends: its own severity for test_bad wins, the parent's for test_note and its enable
            // and exclude (relative to the parent's folder) are inherited.
            "App/a.swift:1:1: note: 'BAD' found [test_bad]",
            "App/a.swift:1:9: warning: 'NOTE' found [test_note]",
            "App/a.swift:1:14: note: 'OPT' found [test_optin]",
            // No extends: the nearest file alone, as before.
            "Lib/a.swift:1:1: warning: 'BAD' found [test_bad]",
            "Lib/a.swift:1:9: note: 'NOTE' found [test_note]",
        ], r.stdoutText + r.stderrText)
        // A missing target and a cycle are errors at the 'extends' value.
        d.write("Lib/.entrylint.json", "{\n  \"extends\": \"../nope.json\"\n}")
        XCTAssertTrue(entrylint([], in: d.path).stderrText.contains("Lib/.entrylint.json:2:14: error: 'extends' names '../nope.json', which does not exist"))
        d.write("Lib/.entrylint.json", #"{"extends": "../.entrylint.json"}"#)
        d.write(".entrylint.json", #"{"extends": "Lib/.entrylint.json"}"#)
        let cycle = entrylint([], in: d.path)
        XCTAssertTrue(cycle.stderrText.contains("error: 'extends' makes a cycle"), cycle.stderrText)
        XCTAssertEqual(cycle.exitCode, 2)
    }

    func testDumpHelpDocumentsEveryRecordKind() {
        let help = entrylint(["dump", "--help"], in: "/").stdoutText
        let d = TempDir()
        d.write("A.swift", "import SwiftUI\nstruct V: View {\n  var body: some View { Text(\"a\\(1)\") } // c\n}\n#if os(iOS)\nlet x = 1\n#endif\n")
        let dump = entrylint(["dump", "A.swift"], in: d.path).stdoutText
        let kinds = Set(dump.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        XCTAssertFalse(kinds.isEmpty)
        for kind in kinds {
            XCTAssertTrue(help.contains("  \(kind) "), "dump --help does not document '\(kind)' records:\n\(help)")
        }
    }
}
