import SwiftLexer
import XCTest

/// Operators: maximal munch, and prefix/infix/postfix decided by the bytes on either side.
final class OperatorTests: XCTestCase {
    func testOptionalChainingAndTernary() {
        XCTAssertEqual(kinds("a?.b"), [.identifier, .postfixQuestionMark, .period, .identifier])
        XCTAssertEqual(kinds("a ? b : c"), [.identifier, .infixQuestionMark, .identifier, .colon, .identifier])
        XCTAssertEqual(kinds("a ?b : c"), [.identifier, .infixQuestionMark, .identifier, .colon, .identifier])
        XCTAssertEqual(kinds("let t: Int? = nil"), [.keyword, .identifier, .colon, .identifier, .postfixQuestionMark, .equal, .keyword])
        XCTAssertEqual(kinds("a?.b?.c"), [.identifier, .postfixQuestionMark, .period, .identifier, .postfixQuestionMark, .period, .identifier])
        XCTAssertEqual(kinds("x ?? y"), [.identifier, .binaryOperator, .identifier])
        XCTAssertEqual(token("??", in: "x ?? y")?.op, .nilCoalescing)
    }

    func testExclamationMark() {
        XCTAssertEqual(kinds("x!"), [.identifier, .exclamationMark])
        XCTAssertEqual(kinds("x!.y"), [.identifier, .exclamationMark, .period, .identifier])
        XCTAssertEqual(kinds("!x"), [.prefixOperator, .identifier])
        XCTAssertEqual(kinds("x != y"), [.identifier, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("x! == y"), [.identifier, .exclamationMark, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("let v: Int! = 1"), [.keyword, .identifier, .colon, .identifier, .exclamationMark, .equal, .integerLiteral])
        XCTAssertEqual(kinds("try! f()"), [.keyword, .exclamationMark, .identifier, .leftParen, .rightParen])
    }

    func testPrefixInfixPostfixByWhitespace() {
        XCTAssertEqual(kinds("-1"), [.prefixOperator, .integerLiteral])
        XCTAssertEqual(kinds("a - 1"), [.identifier, .binaryOperator, .integerLiteral])
        XCTAssertEqual(kinds("a-1"), [.identifier, .binaryOperator, .integerLiteral])
        XCTAssertEqual(kinds("a -1"), [.identifier, .prefixOperator, .integerLiteral])
        XCTAssertEqual(kinds("a- 1"), [.identifier, .postfixOperator, .integerLiteral])
        XCTAssertEqual(kinds("(-a)"), [.leftParen, .prefixOperator, .identifier, .rightParen])
        XCTAssertEqual(kinds("[a-]"), [.leftSquare, .identifier, .postfixOperator, .rightSquare])
        XCTAssertEqual(kinds("f(a,-b)"), [.identifier, .leftParen, .identifier, .comma, .prefixOperator, .identifier, .rightParen])
        XCTAssertEqual(kinds("a/**/+/**/b"), [.identifier, .binaryOperator, .identifier], "a comment is whitespace")
        XCTAssertEqual(kinds("a+/**/b"), [.identifier, .postfixOperator, .identifier])
    }

    func testMaximalMunch() {
        XCTAssertEqual(texts("a+-b"), ["a", "+-", "b"])
        XCTAssertEqual(texts("a<<=b"), ["a", "<<=", "b"])
        XCTAssertEqual(texts("a &+ b &<< 2"), ["a", "&+", "b", "&<<", "2"])
        XCTAssertEqual(texts("a===b"), ["a", "===", "b"])
        XCTAssertEqual(texts("a...b"), ["a", "...", "b"])
        XCTAssertEqual(texts("a..<b"), ["a", "..<", "b"])
        XCTAssertEqual(kinds("...b"), [.prefixOperator, .identifier])
        XCTAssertEqual(kinds("a..."), [.identifier, .postfixOperator])
        XCTAssertEqual(token("..<", in: "a..<b")?.op, .halfOpenRange)
        XCTAssertEqual(token("...", in: "a...b")?.op, .closedRange)
        XCTAssertEqual(token("<<=", in: "a <<= b")?.op, .shiftLeftAssign)
        XCTAssertNil(token("+-", in: "a+-b")?.op, "custom operators have no OperatorID")
        // `.` continues an operator only when it began with one.
        XCTAssertEqual(texts("a+.b"), ["a", "+", ".", "b"])
        XCTAssertEqual(texts("a .+. b"), ["a", ".+.", "b"])
        XCTAssertEqual(texts("a.b"), ["a", ".", "b"])
        XCTAssertEqual(kinds(".red"), [.period, .identifier])
        // `//` and `/*` inside an operator start a comment.
        XCTAssertEqual(texts("a +// c\nb"), ["a", "+", "b"])
        XCTAssertEqual(texts("a +/* c */ b"), ["a", "+", "b"])
    }

    func testAmpersandEqualArrow() {
        XCTAssertEqual(kinds("f(&x)"), [.identifier, .leftParen, .prefixAmpersand, .identifier, .rightParen])
        XCTAssertEqual(kinds("a & b"), [.identifier, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("a && b"), [.identifier, .binaryOperator, .identifier])
        XCTAssertEqual(kinds("a = b"), [.identifier, .equal, .identifier])
        XCTAssertEqual(kinds("a=b"), [.identifier, .equal, .identifier])
        XCTAssertEqual(token("=", in: "a=b")?.flags.contains(.error), false)
        XCTAssertEqual(token("=", in: "a =b")?.flags.contains(.error), true, "`=` needs the same spacing on both sides")
        XCTAssertEqual(token("=", in: "a = b")?.op, .assign)
        XCTAssertEqual(kinds("() -> Int"), [.leftParen, .rightParen, .arrow, .identifier])
        XCTAssertEqual(kinds("()->Int"), [.leftParen, .rightParen, .arrow, .identifier])
        XCTAssertEqual(texts("a->>b"), ["a", "->>", "b"])
        XCTAssertEqual(kinds("a */ b"), [.identifier, .unknown, .identifier])
        XCTAssertEqual(token("*/", in: "a */ b")?.flags.contains(.error), true)
    }

    func testUnicodeOperators() {
        XCTAssertEqual(kinds("√x"), [.prefixOperator, .identifier])
        XCTAssertEqual(kinds("a ∘ b"), [.identifier, .binaryOperator, .identifier])
        XCTAssertEqual(texts("a≠b"), ["a", "≠", "b"])
        XCTAssertEqual(texts("a ±= b"), ["a", "±=", "b"])
        XCTAssertEqual(texts("a →→ b"), ["a", "→→", "b"])
    }

    func testPunctuation() {
        XCTAssertEqual(kinds("( ) { } [ ] , : :: ; @ \\ #"),
                       [.leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare, .comma, .colon,
                        .colonColon, .semicolon, .atSign, .backslash, .pound])
        XCTAssertEqual(kinds("Swift::print"), [.identifier, .colonColon, .identifier])
        XCTAssertEqual(kinds("a ?? b ?? c").filter { $0 == .binaryOperator }.count, 2)
    }

    func testGenericsAreOperatorsForTheParser() {
        // The lexer does not know generics: `<` and `>` are operators the parser splits.
        XCTAssertEqual(texts("Array<Set<Int>>"), ["Array", "<", "Set", "<", "Int", ">>"])
        XCTAssertEqual(kinds("a < b"), [.identifier, .binaryOperator, .identifier])
    }
}

/// The lookup tables agree with the spellings they were built from.
final class LookupTableTests: XCTestCase {
    func testEveryOperatorIDIsFoundByItsSpelling() {
        for op in OperatorID.allCases {
            let bytes = Array(op.text.utf8)
            XCTAssertEqual(bytes.withUnsafeBufferPointer { OperatorID.lookup($0.baseAddress!, $0.count) }, op, op.text)
        }
        for text in ["<>", "=>", "+++", "....", "&&&", "?.", "!!", "<<<=", "a"] {
            let bytes = Array(text.utf8)
            XCTAssertNil(bytes.withUnsafeBufferPointer { OperatorID.lookup($0.baseAddress!, $0.count) }, text)
        }
    }

    func testEveryKeywordIsFoundByItsSpelling() {
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.text.utf8)
            XCTAssertEqual(bytes.withUnsafeBufferPointer { Keyword.lookup($0.baseAddress!, $0.count) }, keyword, keyword.text)
            // One byte more or less is no keyword.
            let longer = bytes + [UInt8(ascii: "x")]
            XCTAssertNil(longer.withUnsafeBufferPointer { Keyword.lookup($0.baseAddress!, $0.count) }, keyword.text + "x")
        }
        for text in ["", "a", "Class", "lets", "iff", "_", "self_", "willset"] {
            let bytes = Array(text.utf8) + [0]
            XCTAssertNil(bytes.withUnsafeBufferPointer { Keyword.lookup($0.baseAddress!, $0.count - 1) }, text)
        }
    }
}
