@testable import EntryLint
import EntryLintCore
import SwiftLexer
import XCTest

final class SuppressionTests: XCTestCase {
    /// Lints `source` with the test rules and returns `line:rule` of each finding (notes
    /// included as `line:unused_suppression`).
    func lint(_ source: String, args: [String] = []) -> [String] {
        let d = TempDir()
        d.write("a.swift", source)
        let r = entrylint(["-q"] + args + ["a.swift"], in: d.path)
        return r.stdoutText.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("]") else { return nil }
            let parts = line.split(separator: ":")
            let rule = line[line.index(after: line.lastIndex(of: "[")!)...].dropLast()
            return "\(parts[1]):\(rule)"
        }
    }

    func testDisableEnableRegion() {
        let src = """
        let a = BAD
        // entrylint:disable test_bad
        let b = BAD
        let c = ERR
        // entrylint:enable test_bad
        let d = BAD
        """
        XCTAssertEqual(lint(src), ["1:test_bad", "4:test_error", "6:test_bad"])
    }

    func testDisableUntilEndOfFileAndSeveralRules() {
        let src = "let a = BAD\n// entrylint:disable test_bad, test_error -- legacy code, see #12\nlet b = BAD ERR\nlet c = ERR\n"
        XCTAssertEqual(lint(src), ["1:test_bad"])
    }

    func testDisableNextSkipsCommentsAndBlankLines() {
        let src = "// entrylint:disable:next test_bad\n\n// why: it is fine\nlet a = BAD\nlet b = BAD\n"
        XCTAssertEqual(lint(src), ["5:test_bad"])
    }

    func testDisableThisLine() {
        let src = "let a = BAD // entrylint:disable:this test_bad\nlet b = BAD\n/* entrylint:disable:this test_error */ let c = ERR\n"
        XCTAssertEqual(lint(src), ["2:test_bad"])
    }

    func testAllAndDisableFile() {
        XCTAssertEqual(lint("let a = BAD ERR // entrylint:disable:this all\nlet b = ERR\n"), ["2:test_error"])
        XCTAssertEqual(lint("let a = BAD\n// entrylint:disable-file test_bad\nlet b = BAD ERR\n"), ["3:test_error"])
        XCTAssertEqual(lint("// entrylint:disable all\nlet a = BAD ERR NOTE\n// entrylint:enable all\nlet b = NOTE\n"), ["4:test_note"])
    }

    func testUnusedAndUnknownSuppressionsAreReported() {
        let src = """
        // entrylint:disable:next test_bad
        let a = 1
        let b = 2 // entrylint:disable:this test_eror
        // entrylint:disabel test_bad
        // entrylint:enable test_error
        // entrylint:disable
        // entrylint:disable all
        let c = BAD // entrylint:disable:this test_optin
        """
        let d = TempDir()
        d.write("a.swift", src)
        let r = entrylint(["-q", "a.swift"], in: d.path).stdoutText
        let lines = r.split(separator: "\n").filter { $0.contains("[unused_suppression]") }.map(String.init)
        XCTAssertEqual(lines, [
            "a.swift:1:27: note: 'entrylint:disable:next test_bad' suppresses nothing; remove it [unused_suppression]",
            "a.swift:3:37: note: suppression names unknown rule 'test_eror'; did you mean 'test_error'? [unused_suppression]",
            "a.swift:4:14: note: unknown suppression directive 'entrylint:disabel'; use disable, enable, disable:next, disable:this or disable-file [unused_suppression]",
            "a.swift:5:21: note: 'entrylint:enable test_error' has no matching 'entrylint:disable test_error' above it [unused_suppression]",
            "a.swift:6:1: note: 'entrylint:disable' names no rule; list rule ids separated by commas, or 'all' [unused_suppression]",
        ], r)
        // `disable all` on line 7 suppressed the BAD on line 8, so it is used; test_optin is not
        // enabled, so its suppression cannot be judged and is not reported.
        XCTAssertFalse(r.contains("test_bad]"))
    }

    func testUnusedSuppressionCanBeConfiguredAndSuppressed() {
        let src = "let a = 1 // entrylint:disable:this test_bad\n"
        XCTAssertEqual(lint(src), ["1:unused_suppression"])
        XCTAssertEqual(lint(src, args: ["--ignore", "unused_suppression"]), [])
        XCTAssertEqual(lint("// entrylint:disable-file unused_suppression\n" + src), [])
        let d = TempDir()
        d.write("a.swift", src)
        XCTAssertEqual(entrylint(["a.swift"], in: d.path).exitCode, 0, "a note does not fail the run")
        XCTAssertEqual(entrylint(["--fail-on", "note", "a.swift"], in: d.path).exitCode, 1)
    }

    func testMarkersInStringsAndDocCommentsAreNotDirectives() {
        let src = "let s = \"// entrylint:disable:this test_bad\"; let a = BAD\n/// entrylint:disable:this test_bad\nlet b = BAD\n"
        XCTAssertEqual(lint(src), ["1:test_bad", "3:test_bad"])
    }

    func testDirectiveParsing() {
        let text = "// entrylint:disable a,b , c -- because: reasons -- really"
        let bytes = Array(text.utf8)
        let stream = Lexer.lex(bytes)
        let d = bytes.withUnsafeBufferPointer { SuppressionDirective.parse($0, comment: stream.comments[0]) }
        XCTAssertEqual(d?.kind, .disable)
        XCTAssertEqual(d?.rules.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(d?.reason, "because: reasons -- really")
        XCTAssertEqual(d?.rules.first.map { String(decoding: bytes[$0.range], as: UTF8.self) }, "a")
    }
}

final class SuppressionFixTests: XCTestCase {
    func fixed(_ source: String, unsafe: Bool = false) -> String {
        let d = TempDir()
        d.write("a.swift", source)
        _ = entrylint([unsafe ? "--unsafe-fixes" : "--fix", "-q", "a.swift"], in: d.path)
        return d.read("a.swift")
    }

    func testStaleSuppressionsAreRemoved() {
        XCTAssertEqual(fixed("// entrylint:disable:next test_bad\nlet a = 1\n"), "let a = 1\n")
        XCTAssertEqual(fixed("let a = 1   // entrylint:disable:this all -- old\n"), "let a = 1\n")
        XCTAssertEqual(fixed("let a = BAD ERR // entrylint:disable:this test_bad, test_note, test_error\n"),
                       "let a = BAD ERR // entrylint:disable:this test_bad, test_error\n")
        XCTAssertEqual(fixed("let a = ERR // entrylint:disable:this test_bad,test_error\n"), "let a = ERR // entrylint:disable:this test_error\n")
        XCTAssertEqual(fixed("let a = ERR // entrylint:disable:this test_error, test_bad\n"), "let a = ERR // entrylint:disable:this test_error\n")
        XCTAssertEqual(fixed("// entrylint:disable-file test_note, test_bad\r\nlet a = 1\r\n"), "let a = 1\r\n")
    }

    func testMisspelledIdsAreCorrectedOnlyAsUnsafeFixes() {
        let src = "let a = ERR // entrylint:disable:this test_eror\n"
        XCTAssertEqual(fixed(src), src)
        XCTAssertEqual(fixed(src, unsafe: true), "let a = ERR // entrylint:disable:this test_error\n")
        // Unknown without a close match: removed (safe).
        XCTAssertEqual(fixed("let a = 1 // entrylint:disable:this zzzzzzzzzz\n"), "let a = 1\n")
    }

    func testRegionsAreNotFixed() {
        let src = "// entrylint:disable test_bad\nlet a = 1\n// entrylint:enable test_bad\n"
        XCTAssertEqual(fixed(src), src)
    }
}
