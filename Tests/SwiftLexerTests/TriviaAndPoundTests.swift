import SwiftLexer
import XCTest

/// Comments, newlines and flags; `@`, `#` keywords, macros and key paths.
final class TriviaAndPoundTests: XCTestCase {
    func testComments() {
        let source = "// a\n/// b\n//// c\n/* d /* e */ f */\n/** g */\n/**/ /***/\nx"
        let stream = Lexer.lex(Array(source.utf8))
        XCTAssertEqual(stream.comments.map(\.kind), [.line, .docLine, .docLine, .block, .docBlock, .block, .docBlock])
        XCTAssertEqual(stream.comments[3].range, 18..<35, "nested comments end at the outer `*/`")
        XCTAssertEqual(kinds(source), [.identifier])
        XCTAssertEqual(stream.tokens[0].isAtStartOfLine, true)
    }

    func testFlags() {
        let source = "a b\n  c/**/d /*\n*/ e"
        let stream = Lexer.lex(Array(source.utf8))
        let t = stream.tokens
        XCTAssertEqual(t.map(\.isAtStartOfLine), [true, false, true, false, true, false])
        XCTAssertEqual(t.map { $0.flags.contains(.leadingTrivia) }, [false, true, true, true, true, false])
        XCTAssertEqual(t.map { $0.flags.contains(.trailingTrivia) }, [true, true, true, true, false, false])
    }

    func testLineEndings() {
        for newline in ["\n", "\r\n", "\r"] {
            let stream = Lexer.lex(Array("a\(newline)b\(newline)\(newline)c".utf8))
            XCTAssertEqual(stream.tokens.map(\.isAtStartOfLine), [true, true, true, false], newline.debugDescription)
        }
    }

    func testShebangAndBOM() {
        XCTAssertEqual(kinds("#!/usr/bin/swift\nprint(1)"), [.shebang, .identifier, .leftParen, .integerLiteral, .rightParen])
        XCTAssertEqual(kinds("x\n#!y"), [.identifier, .pound, .exclamationMark, .identifier], "only on the first line")
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let x".utf8)
        let stream = Lexer.lex(bom)
        XCTAssertEqual(stream.tokens.map(\.kind), [.keyword, .identifier, .eof])
        XCTAssertEqual(stream.tokens[0].start, 3)
        XCTAssertEqual(stream.diagnostics, [])
    }

    func testAttributes() {
        XCTAssertEqual(kinds("@State private var x"), [.atSign, .identifier, .keyword, .keyword, .identifier])
        XCTAssertEqual(kinds("@available(iOS 17, *)"),
                       [.atSign, .identifier, .leftParen, .identifier, .integerLiteral, .comma, .binaryOperator, .rightParen])
        XCTAssertEqual(kinds("@Entry var x"), [.atSign, .identifier, .keyword, .identifier])
    }

    func testPoundKeywords() {
        XCTAssertEqual(kinds("#if #elseif #else #endif"), [.poundIf, .poundElseif, .poundElse, .poundEndif])
        XCTAssertEqual(kinds("#sourceLocation(file: \"a\", line: 1)"),
                       [.poundSourceLocation, .leftParen, .identifier, .colon, .stringLiteral, .comma, .identifier, .colon,
                        .integerLiteral, .rightParen])
        XCTAssertEqual(kinds("#available(iOS 16, *)").first, .poundAvailable)
        XCTAssertEqual(kinds("#unavailable(iOS 15)").first, .poundUnavailable)
        XCTAssertEqual(kinds("#selector(f)"), [.pound, .identifier, .leftParen, .identifier, .rightParen])
        XCTAssertEqual(kinds("#Preview { }"), [.pound, .identifier, .leftBrace, .rightBrace])
        XCTAssertEqual(kinds("#if_x"), [.pound, .identifier], "the word after `#` includes `_`")
        XCTAssertEqual(texts("#ifx"), ["#", "ifx"])
        XCTAssertEqual(kinds("#if DEBUG\n#endif").map { $0 == .poundIf || $0 == .poundEndif }, [true, false, true])
    }

    func testKeyPaths() {
        XCTAssertEqual(kinds(#"\Person.name"#), [.backslash, .identifier, .period, .identifier])
        XCTAssertEqual(kinds(#"\.name"#), [.backslash, .period, .identifier])
        XCTAssertEqual(kinds(#"\.a?.b"#), [.backslash, .period, .identifier, .postfixQuestionMark, .period, .identifier])
        XCTAssertEqual(kinds(#"\[Int].count"#), [.backslash, .leftSquare, .identifier, .rightSquare, .period, .identifier])
    }
}
