import SwiftLexer
import XCTest

/// Numbers, strings and regex literals.
final class LiteralTests: XCTestCase {
    func testIntegers() {
        for text in ["0", "42", "1_000_000", "007", "0b1010", "0o755", "0xFF_EC", "0xdeadbeef", "1_"] {
            XCTAssertEqual(kinds(text), [.integerLiteral], text)
            XCTAssertEqual(token(text, in: text)?.flags.contains(.error), false, text)
        }
    }

    func testFloats() {
        for text in ["3.14", "1e10", "1E10", "1.5e-3", "2.5E+6", "1_000.000_1", "0x1p4", "0x1.8p1", "0xC.3p-2", "0xA.BP+3", "1e1_0"] {
            XCTAssertEqual(kinds(text), [.floatLiteral], text)
            XCTAssertEqual(token(text, in: text)?.flags.contains(.error), false, text)
        }
    }

    func testNumbersFollowedByMembers() {
        XCTAssertEqual(texts("x.0.1"), ["x", ".", "0", ".", "1"], "a tuple path, not a float")
        XCTAssertEqual(kinds("x.0.1"), [.identifier, .period, .integerLiteral, .period, .integerLiteral])
        XCTAssertEqual(texts("0xff.description"), ["0xff", ".", "description"])
        XCTAssertEqual(texts("1.foo"), ["1", ".", "foo"])
        XCTAssertEqual(texts("1.5.rounded()"), ["1.5", ".", "rounded", "(", ")"])
        XCTAssertEqual(texts("1...5"), ["1", "...", "5"])
        XCTAssertEqual(texts("0..<n"), ["0", "..<", "n"])
        XCTAssertEqual(texts(".5"), [".", "5"])
        XCTAssertEqual(texts("-1"), ["-", "1"], "the sign is an operator")
    }

    func testMalformedNumbers() {
        for text in ["0b102", "0o9", "0xZ", "1e", "12abc", "0x1p", "1e+", "0b", "0o", "0x", "0x1.8p", "0xff.fp"] {
            let tokens = lexed(text)
            XCTAssertEqual(tokens.first?.text, text, text)
            XCTAssertEqual(token(text, in: text)?.flags.contains(.error), true, text)
            XCTAssertTrue(Lexer.lex(Array(text.utf8)).diagnostics.contains { $0.kind == .invalidNumber }, text)
        }
    }

    func testStrings() {
        XCTAssertEqual(kinds(#""hello""#), [.stringLiteral])
        XCTAssertEqual(kinds(#""""#), [.stringLiteral])
        XCTAssertEqual(kinds(#""a\"b\\c\n\t\0\r\'\u{1F600}""#), [.stringLiteral])
        XCTAssertEqual(texts(#""//" + "/*""#), [#""//""#, "+", #""/*""#])
        let multi = "\"\"\"\n  a \"\" b\n  \"\"\""
        XCTAssertEqual(kinds(multi), [.stringLiteral])
        XCTAssertEqual(token(multi, in: multi)?.flags.contains(.multiline), true)
    }

    func testRawStrings() {
        for text in [##"#"a "quoted" \n"#"##, ###"##"a "# b"##"###, ####"###"x"##y"###"####, ##"#""#"##, ##"#"\"#"##] {
            XCTAssertEqual(kinds(text), [.stringLiteral], text)
            let t = token(text, in: text)
            XCTAssertEqual(t?.flags.contains(.backticked), true, "raw strings carry .backticked: \(text)")
            XCTAssertEqual(t?.flags.contains(.error), false, text)
        }
        XCTAssertEqual(texts(##"#"a \#(b) c"#"##), [##"#"a \#("##, "b", ##") c"#"##])
        XCTAssertEqual(kinds(##"#"not \(interpolated)"#"##), [.stringLiteral])
        let rawMulti = "#\"\"\"\n  a \"\"\" b\n  \"\"\"#"
        XCTAssertEqual(kinds(rawMulti), [.stringLiteral])
    }

    func testInterpolation() {
        XCTAssertEqual(kinds(#""a\(b)c""#), [.stringHead, .identifier, .stringTail])
        XCTAssertEqual(texts(#""a\(b)c\(d)e""#), [#""a\("#, "b", #")c\("#, "d", #")e""#])
        XCTAssertEqual(kinds(#""a\(b)c\(d)e""#), [.stringHead, .identifier, .stringMiddle, .identifier, .stringTail])
        XCTAssertEqual(kinds(#""\(f(x, (y)))""#),
                       [.stringHead, .identifier, .leftParen, .identifier, .comma, .leftParen, .identifier, .rightParen,
                        .rightParen, .stringTail])
        XCTAssertEqual(kinds(#""\("inner \(x)")""#), [.stringHead, .stringHead, .identifier, .stringTail, .stringTail])
        XCTAssertEqual(kinds(#""\(xs.map { "<\($0)>" })""#),
                       [.stringHead, .identifier, .period, .identifier, .leftBrace, .stringHead, .dollarIdentifier,
                        .stringTail, .rightBrace, .stringTail])
        XCTAssertEqual(kinds(#""\(")")""#), [.stringHead, .stringLiteral, .stringTail], "a `)` in a nested string")
        XCTAssertEqual(kinds(#""\(a /* ) */)""#), [.stringHead, .identifier, .stringTail], "a `)` in a comment")
        let multiInside = "\"\\(\"\"\"\n  x\n  \"\"\")\""
        XCTAssertEqual(kinds(multiInside), [.stringHead, .stringLiteral, .stringTail])
        let multiOuter = "\"\"\"\n  \\(a\n  + b)\n  \"\"\""
        XCTAssertEqual(kinds(multiOuter), [.stringHead, .identifier, .binaryOperator, .identifier, .stringTail])
        XCTAssertEqual(token("+", in: multiOuter)?.isAtStartOfLine, true)
    }

    func testRegexVersusDivision() {
        XCTAssertEqual(kinds("let r = /abc/"), [.keyword, .identifier, .equal, .regexLiteral])
        XCTAssertEqual(kinds("f(/a/, /b/)"), [.identifier, .leftParen, .regexLiteral, .comma, .regexLiteral, .rightParen])
        XCTAssertEqual(kinds("return /x+/"), [.keyword, .regexLiteral])
        XCTAssertEqual(kinds("[/a/]"), [.leftSquare, .regexLiteral, .rightSquare])
        XCTAssertEqual(kinds("x / y / z"), [.identifier, .binaryOperator, .identifier, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("x/y/z"), [.identifier, .binaryOperator, .identifier, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("a /b/ c"), [.identifier, .regexLiteral, .identifier], "a prefix `/` opens a regex")
        XCTAssertEqual(kinds("(a /b) / c"), [.leftParen, .identifier, .prefixOperator, .identifier, .rightParen, .binaryOperator, .identifier],
                       "an unbalanced `)` makes it an operator")
        XCTAssertEqual(kinds("reduce(0, /)"), [.identifier, .leftParen, .integerLiteral, .comma, .binaryOperator, .rightParen])
        XCTAssertEqual(texts("!/x/.y"), ["!", "/x/", ".", "y"], "a prefix operator split from the regex")
        XCTAssertEqual(kinds("try? /x/"), [.keyword, .postfixQuestionMark, .regexLiteral])
        XCTAssertEqual(kinds("try! / x/"), [.keyword, .exclamationMark, .regexLiteral], "after try? and try! a regex wins")
        XCTAssertEqual(kinds("x? / y"), [.identifier, .postfixQuestionMark, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("infix operator /^/"), [.identifier, .keyword, .binaryOperator])
        XCTAssertEqual(kinds("func /^/ (a: Int)").prefix(2), [.keyword, .binaryOperator])
        XCTAssertEqual(kinds("x = / a/"), [.identifier, .equal, .regexLiteral], "mustBeRegex after `=`")
        XCTAssertEqual(kinds("(/ a/)"), [.leftParen, .binaryOperator, .identifier, .postfixOperator, .rightParen],
                       "a leading space is no regex where an unapplied operator may stand")
        XCTAssertEqual(kinds("a = b /* c */ / d"), [.identifier, .equal, .identifier, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("true / x"), [.keyword, .binaryOperator, .identifier])
    }

    func testExtendedRegex() {
        XCTAssertEqual(kinds("#/a b/#"), [.regexLiteral])
        XCTAssertEqual(texts("#/a/b/# + 1"), ["#/a/b/#", "+", "1"])
        XCTAssertEqual(texts("##/x/#y/##"), ["##/x/#y/##"])
        let multi = "#/\n  a # comment\n  /#"
        XCTAssertEqual(kinds(multi), [.regexLiteral])
        XCTAssertEqual(token(multi, in: multi)?.flags.contains(.multiline), true)
        XCTAssertEqual(token(multi, in: multi)?.flags.contains(.error), false)
    }
}

/// Regressions: each input once went wrong.
final class LiteralRegressionTests: XCTestCase {
    func testNumbersCutOffByTheEndOfTheFile() {
        // As the reference lexer reads them; mid-file `0xff.fp` is `0xff` `.` `fp`.
        XCTAssertEqual(texts("0xff.fp"), ["0xff.fp"])
        XCTAssertEqual(token("0xff.fp", in: "0xff.fp")?.flags.contains(.error), true)
        XCTAssertEqual(texts("0xff.fp\n"), ["0xff", ".", "fp"])
        XCTAssertEqual(texts("0xff.fpValue"), ["0xff", ".", "fpValue"])
    }
}
