import Foundation
import SwiftLexer
import XCTest

/// Bad input never crashes or hangs: it gives error flags and diagnostics, and lexing goes on.
final class BadInputTests: XCTestCase {
    /// Lexes `bytes`, checks the invariants, and fails if it took longer than `seconds`.
    /// The time limits are for debug builds, with room for a busy machine: a hang or a quadratic
    /// scan takes minutes, not seconds.
    @discardableResult
    func lexChecked(_ bytes: [UInt8], within seconds: Double = 5, _ what: String,
                    file: StaticString = #filePath, line: UInt = #line) -> TokenStream {
        bytes.withUnsafeBufferPointer { buf in
            let start = Date()
            let stream = Lexer.lex(buf)
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertLessThan(elapsed, seconds, "\(what) took \(elapsed) s", file: file, line: line)
            XCTAssertEqual(LexInvariants.violations(stream, buf), [], what, file: file, line: line)
            return stream
        }
    }

    func diagnosticKinds(_ stream: TokenStream) -> Set<LexDiagnostic.Kind> { Set(stream.diagnostics.map(\.kind)) }

    func testInvalidUTF8() {
        let cases: [[UInt8]] = [
            [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82], [0x80, 0x80],
            Array("let a = ".utf8) + [0xC3, 0x28] + Array(" + 1".utf8),
            Array("let s = \"".utf8) + [0xFE, 0xFF] + Array("\"".utf8),
            Array("x".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("y".utf8),
        ]
        for bytes in cases {
            let stream = lexChecked(bytes, "\(bytes)")
            if !bytes.starts(with: Array("let s".utf8)) {
                XCTAssertTrue(diagnosticKinds(stream).contains(.invalidUTF8), "\(bytes)")
            }
        }
        // Lexing goes on after the bad bytes.
        let stream = lexChecked(Array("a ".utf8) + [0xFF] + Array(" b".utf8), "resume")
        XCTAssertEqual(stream.tokens.map(\.kind), [.identifier, .identifier, .eof])
    }

    func testNULBytes() {
        let stream = lexChecked(Array("let a\u{0} = 1\u{0}\n// \u{0}\n\"\u{0}\"".utf8), "NUL")
        XCTAssertTrue(diagnosticKinds(stream).contains(.nulCharacter))
        XCTAssertEqual(stream.tokens.map(\.kind), [.keyword, .identifier, .equal, .integerLiteral, .stringLiteral, .eof])
        lexChecked([UInt8](repeating: 0, count: 100_000), "100 KB of NUL")
    }

    func testUnterminatedStrings() {
        for source in ["\"abc", "\"abc\nlet x = 1", "\"\"\"\nabc", "#\"abc", "#\"\"\"\nabc\"\"\"", "\"a\\", "'abc", "\"\\u{"] {
            let stream = lexChecked(Array(source.utf8), source)
            let first = stream.tokens[0]
            XCTAssertTrue(first.kind.isStringPiece, source)
            XCTAssertTrue(first.flags.contains(.error), source)
        }
        let stream = lexChecked(Array("let a = \"abc\nlet b = 2".utf8), "resume")
        XCTAssertEqual(stream.tokens.map(\.kind), [.keyword, .identifier, .equal, .stringLiteral, .keyword, .identifier, .equal, .integerLiteral, .eof])
        XCTAssertTrue(diagnosticKinds(stream).contains(.unterminatedString))
        XCTAssertEqual(stream.tokens[4].isAtStartOfLine, true)
    }

    func testUnterminatedInterpolations() {
        for source in ["\"\\(", "\"\\(a", "\"\\(a\nlet b = 1", "\"\\((((", "\"\\(\"\\(\"\\(", "\"\"\"\n\\(a", "#\"\\#(a", "\"\\(a // )\n)\""] {
            let stream = lexChecked(Array(source.utf8), source)
            XCTAssertTrue(diagnosticKinds(stream).contains(.unterminatedString), source)
        }
        let stream = lexChecked(Array("let a = \"\\(x\nlet b = 1".utf8), "resume")
        XCTAssertEqual(stream.tokens.map(\.kind),
                       [.keyword, .identifier, .equal, .stringHead, .identifier, .stringTail, .keyword, .identifier, .equal, .integerLiteral, .eof])
    }

    func testUnterminatedComments() {
        for source in ["/*", "/* abc", "/* /* */", "/**", "a /* b\nc"] {
            let stream = lexChecked(Array(source.utf8), source)
            XCTAssertEqual(stream.comments.last?.isError, true, source)
            XCTAssertTrue(diagnosticKinds(stream).contains(.unterminatedBlockComment), source)
        }
    }

    func testUnterminatedRegexAndBackticks() {
        for source in ["#/abc", "#/\nabc", "x = / abc", "##/abc/#", "#/", "#/\n", "x = / a\nb/"] {
            let stream = lexChecked(Array(source.utf8), source)
            let regex = stream.tokens.first { $0.kind == .regexLiteral }
            XCTAssertEqual(regex?.flags.contains(.error), true, source)
            XCTAssertTrue(diagnosticKinds(stream).contains(.unterminatedRegex), source)
        }
        for source in ["#/abc/#", "#/\nabc\n/#", "x = /abc/", "##/a/#b/##", "#//#"] {
            let stream = lexChecked(Array(source.utf8), source)
            XCTAssertEqual(stream.tokens.first { $0.kind == .regexLiteral }?.flags.contains(.error), false, source)
            XCTAssertEqual(stream.diagnostics, [], source)
        }
        XCTAssertEqual(kinds("x = (/abc"), [.identifier, .equal, .leftParen, .prefixOperator, .identifier],
                       "a prefix `/` without a closing one is an operator")
        // A multi-line literal that never closes stops at its first newline, and the code goes on.
        let stream = lexChecked(Array("let r = #/\nlet x = 1".utf8), "resume")
        XCTAssertEqual(stream.tokens.map(\.kind), [.keyword, .identifier, .equal, .regexLiteral, .keyword, .identifier, .equal, .integerLiteral, .eof])
        for source in ["`abc", "`", "`a\nb`", "let `x = 1"] {
            let stream = lexChecked(Array(source.utf8), source)
            XCTAssertEqual(stream.tokens.first { $0.kind == .backtick }?.flags.contains(.error), true, source)
            XCTAssertTrue(diagnosticKinds(stream).contains(.unterminatedBacktick), source)
        }
    }

    func testInvalidCharacters() {
        let stream = lexChecked(Array("let a\u{A0}= \u{1}1 \u{201C}curly\u{201D} \u{301}x \u{7F}".utf8), "characters")
        XCTAssertTrue(diagnosticKinds(stream).contains(.invalidCharacter))
        XCTAssertTrue(stream.tokens.contains { $0.flags.contains(.error) })
    }

    // MARK: - Size and depth

    func testDeeplyNestedInterpolations() {
        let depth = 10_000
        let closed = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let stream = lexChecked(Array(closed.utf8), "\(depth) nested interpolations")
        XCTAssertEqual(stream.tokens.filter { $0.kind == .stringHead }.count, depth)
        XCTAssertEqual(stream.tokens.filter { $0.kind == .stringTail }.count, depth)
        XCTAssertEqual(stream.diagnostics, [])
        let open = String(repeating: "\"\\(", count: depth) + "x"
        lexChecked(Array(open.utf8), "\(depth) unclosed interpolations")
        let multi = String(repeating: "\"\"\"\n\\(", count: depth)
        lexChecked(Array(multi.utf8), "\(depth) unclosed multi-line interpolations")
    }

    func testDeeplyNestedParensBracesAndComments() {
        let depth = 10_000
        lexChecked(Array((String(repeating: "(", count: depth) + String(repeating: ")", count: depth)).utf8), "parens")
        lexChecked(Array((String(repeating: "[{(", count: depth)).utf8), "unclosed brackets")
        lexChecked(Array(("\"\\(" + String(repeating: "(", count: depth) + "\"").utf8), "parens in an interpolation")
        let comments = lexChecked(Array((String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)).utf8), "comments")
        XCTAssertEqual(comments.comments.count, 1)
        XCTAssertEqual(comments.diagnostics, [])
    }

    func testTwentyMegabyteFile() throws {
        var unit: [UInt8] = []
        for url in Fixtures.lexerFiles where !url.path.contains("/bad/") { unit += Fixtures.bytes(url) + [0x0A] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20_000_000 + unit.count)
        while bytes.count < 20_000_000 { bytes += unit }
        // The fixtures themselves are checked elsewhere; here only that it ends, in order.
        let start = Date()
        let stream = Lexer.lex(bytes)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 60)
        XCTAssertGreaterThan(stream.tokens.count, 1_000_000)
        XCTAssertEqual(stream.tokens.last.map { Int($0.start) }, bytes.count)
        XCTAssertTrue(zip(stream.tokens, stream.tokens.dropFirst()).allSatisfy { $0.end <= Int($1.start) })
        print("lexed \(bytes.count) bytes into \(stream.tokens.count) tokens in \(elapsed) s (debug build)")
    }

    func testOneMegabyteLines() {
        let million = 1_000_000
        let lines: [(String, String)] = [
            ("array", "let a = [" + String(repeating: "1, ", count: million / 3) + "]"),
            ("string", "let s = \"" + String(repeating: "a", count: million) + "\""),
            ("unterminated string", "let s = \"" + String(repeating: "a\\(b)", count: million / 5)),
            ("comment", "// " + String(repeating: "x", count: million)),
            ("identifier", String(repeating: "a", count: million)),
            ("operator", "a " + String(repeating: "+", count: million) + " b"),
            ("regex", "let r = /" + String(repeating: "a", count: million) + "/"),
            ("slashes", "x = (" + String(repeating: "/ ", count: million / 2)),
            ("escaped slashes", "x = (/" + String(repeating: "\\/", count: million / 2)),
            ("number", String(repeating: "1", count: million) + ".0e"),
            ("backticks", String(repeating: "`a", count: million / 2)),
            ("emoji", String(repeating: "🧪", count: million / 4)),
        ]
        for (name, line) in lines { lexChecked(Array(line.utf8), within: 10, "1 MB line: \(name)") }
    }

    /// Inputs that once took quadratic time: many openers, no closer.
    func testManyOpenersWithoutACloserStayLinear() {
        let count = 100_000
        let cases: [(String, String)] = [
            ("curly quotes", String(repeating: "\u{201C}", count: count)),
            ("placeholders in operators", String(repeating: "+<#", count: count)),
            ("multi-line regex openers", String(repeating: "#/\n", count: count)),
            ("regex openers with too few closing #", String(repeating: "let r = ##/\n a /# b\n", count: count / 4)),
            ("conflict markers", String(repeating: "<<<<<<< x\n", count: count)),
            ("perforce markers", String(repeating: ">>>> x\n", count: count)),
            ("pound run", String(repeating: "#", count: count * 3)),
            ("placeholder openers", String(repeating: "<#", count: count)),
        ]
        for (name, text) in cases { lexChecked(Array(text.utf8), within: 5, name) }
    }
}
