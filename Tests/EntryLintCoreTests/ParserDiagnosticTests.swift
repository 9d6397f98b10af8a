@testable import EntryLintCore
import XCTest

/// What the parser reports for invalid input, exactly: each error's kind, position and detail,
/// in the order the parser gives them, with the position marked in the source (`1️⃣`, as
/// swift-syntax's parser tests mark it). `keeps` names declarations that must survive the error.
final class ParserDiagnosticTests: XCTestCase {
    static let markers = ["1️⃣", "2️⃣", "3️⃣"]

    struct Expected {
        var marker: String
        var kind: ParseError.Kind
        var detail: String
        init(_ marker: String, _ kind: ParseError.Kind, _ detail: String) {
            self.marker = marker
            self.kind = kind
            self.detail = detail
        }
    }

    /// Parses `marked` without its markers and compares every error with `expected`.
    func assertDiagnostics(_ marked: String, _ expected: [Expected], keeps: [String] = [],
                           file: StaticString = #filePath, line: UInt = #line) {
        var source: [UInt8] = []
        var offsets: [String: Int] = [:]
        var rest = Substring(marked)
        while !rest.isEmpty {
            if let marker = Self.markers.first(where: { rest.hasPrefix($0) }) {
                offsets[marker] = source.count
                rest = rest.dropFirst(marker.count)
            } else {
                source += Array(String(rest.first!).utf8)
                rest = rest.dropFirst()
            }
        }
        let tree = SwiftParser.parse(source)
        func describe(_ kind: ParseError.Kind, _ offset: Int, _ detail: String) -> String {
            let location = tree.location(offset)
            return "\(kind) at \(location.line):\(location.column): \(detail)"
        }
        let actual = tree.errors.map { describe($0.kind, $0.offset, $0.detail) }
        let wanted = expected.map { e -> String in
            guard let offset = offsets[e.marker] else { return "marker \(e.marker) not in the source" }
            return describe(e.kind, offset, e.detail)
        }
        XCTAssertEqual(actual, wanted, file: file, line: line)
        let declared = Set(Dump.records(source).filter { $0.hasPrefix("decl ") }.compactMap { $0.split(separator: " ").last.map(String.init) })
        for name in keeps where !declared.contains(name) {
            XCTFail("'\(name)' is not found after the error", file: file, line: line)
        }
    }

    // MARK: - Something expected is missing

    func testUnclosedParameterList() {
        assertDiagnostics("func f(1️⃣", [Expected("1️⃣", .expected, "')' to end the parameters")])
    }

    func testMissingInitializerExpression() {
        assertDiagnostics("let x = 1️⃣", [Expected("1️⃣", .expected, "an expression")])
    }

    func testUnclosedTypeBody() {
        assertDiagnostics("struct S {\n    var a = 1\n1️⃣", [Expected("1️⃣", .expected, "'}' to end the declaration")], keeps: ["S", "a"])
    }

    func testUnclosedParenthesisIsReportedWhereTheNextStatementStarts() {
        assertDiagnostics("let y = (1 + 2\n1️⃣let z = 3\n", [Expected("1️⃣", .expected, "')'")], keeps: ["z"])
    }

    func testFunctionWithoutName() {
        assertDiagnostics("func 1️⃣(x: Int) {}\nlet after = 1\n", [Expected("1️⃣", .expected, "a name")], keeps: ["after"])
    }

    func testEnumCaseWithoutName() {
        assertDiagnostics("enum E { case 1️⃣}\n", [Expected("1️⃣", .expected, "a name")], keeps: ["E"])
    }

    func testUnclosedArrayType() {
        assertDiagnostics("let a: [Int 1️⃣= []\n", [Expected("1️⃣", .expected, "']'")], keeps: ["a"])
    }

    func testUnclosedArrayLiteral() {
        assertDiagnostics("let v = [1, 2\n1️⃣", [Expected("1️⃣", .expected, "',' or ']'")])
    }

    func testMissingReturnType() {
        assertDiagnostics("func g() -> 1️⃣{ }\n", [Expected("1️⃣", .expected, "a type")], keeps: ["g"])
    }

    func testMissingMemberName() {
        assertDiagnostics("x.\n1️⃣", [Expected("1️⃣", .expected, "a member name after '.'")])
    }

    func testUnclosedAttributeArguments() {
        assertDiagnostics("@available(iOS 17,\n1️⃣var x = 1\n", [Expected("1️⃣", .expected, "')'")], keeps: ["x"])
    }

    func testUnclosedIfBlock() {
        assertDiagnostics("if x { \n1️⃣", [Expected("1️⃣", .expected, "'}'")])
    }

    func testMissingEndif() {
        assertDiagnostics("#if os(iOS)\nlet a = 1\n1️⃣", [Expected("1️⃣", .expected, "'#endif'")], keeps: ["a"])
    }

    /// A label with nothing after it, next to other arguments, is a value left out; the error
    /// sits where the value should be.
    func testLabelWithoutValueBeforeAComma() {
        assertDiagnostics("f(a: 1️⃣, b: 2)\nlet after = 1\n", [Expected("1️⃣", .expected, "a value after 'a:'")], keeps: ["after"])
    }

    func testLabelWithoutValueAfterAComma() {
        assertDiagnostics("f(x, a: 1️⃣)\n", [Expected("1️⃣", .expected, "a value after 'a:'")])
    }

    func testLabelWithoutValueInATuple() {
        assertDiagnostics("let t = (a: 1, b: 1️⃣)\n", [Expected("1️⃣", .expected, "a value after 'b:'")], keeps: ["t"])
    }

    /// Argument-label references and a trailing comma are valid: no error.
    func testArgumentLabelReferencesAreNotMissingValues() {
        assertDiagnostics("let g = f(a:b:)\nlet h = f(a:)\nlet s = #selector(C.f(a:))\nf(a: 1, b: 2,)\n", [],
                          keeps: ["g", "h", "s"])
    }

    // MARK: - Tokens that do not belong

    /// The error sits on the first token that does not belong (the stray `)`), not where the
    /// skipped tokens end.
    func testStrayTokenInMembers() {
        assertDiagnostics("class C { 1️⃣) }\nlet after = 1\n", [Expected("1️⃣", .unexpectedTokens, "expected a member declaration")],
                          keeps: ["C", "after"])
    }

    func testSeveralStrayTokensInMembers() {
        assertDiagnostics("struct S {\n    var a = 1\n    1️⃣) ] + 2\n    var b = 2\n}\n",
                          [Expected("1️⃣", .unexpectedTokens, "expected a member declaration")], keeps: ["S", "a", "b"])
    }

    func testStrayTokensInArguments() {
        assertDiagnostics("f(a: 1 1️⃣2 3, b: 2)\nlet after = 1\n", [Expected("1️⃣", .unexpectedTokens, "in argument list")],
                          keeps: ["after"])
    }

    func testStrayTokensInParameters() {
        assertDiagnostics("func f(a: Int 1️⃣+ 2, b: Int) {}\nlet after = 1\n", [Expected("1️⃣", .unexpectedTokens, "in parameter list")],
                          keeps: ["f", "after"])
    }

    /// A statement cannot start with `)`: the missing expression, then the skipped `)`, both on it.
    func testStrayCloserAtTopLevel() {
        assertDiagnostics("let a = 1\n1️⃣)\nlet b = 2\n", [Expected("1️⃣", .expected, "an expression"),
                                                             Expected("1️⃣", .unexpectedTokens, "unexpected code")],
                          keeps: ["a", "b"])
    }

    func testStrayCloserInIfConfigBranch() {
        assertDiagnostics("func f() {\n#if DEBUG\n    1️⃣}\n#endif\n}\n", [Expected("1️⃣", .unexpectedTokens, "unbalanced bracket in #if branch")],
                          keeps: ["f"])
    }

    // MARK: - Lexical errors

    func testUnterminatedString() {
        assertDiagnostics("let s = 1️⃣\"abc\nlet t = 1\n", [Expected("1️⃣", .unterminatedLiteral, "unterminatedString")], keeps: ["t"])
    }

    func testUnterminatedMultilineString() {
        assertDiagnostics("let r = 1️⃣\"\"\"\nabc\n", [Expected("1️⃣", .unterminatedLiteral, "unterminatedString")], keeps: ["r"])
    }

    /// The parser's error comes first, on the `"` it skips, then the lexer's two (the string,
    /// and the one the interpolation's recovery opens): errors are in the order they are found,
    /// not by offset.
    func testUnterminatedInterpolation() {
        assertDiagnostics("let c = \"\\(compute(1)1️⃣\"2️⃣\n", [
            Expected("1️⃣", .unexpectedTokens, "in argument list"),
            Expected("1️⃣", .unterminatedLiteral, "unterminatedString"),
            Expected("2️⃣", .unterminatedLiteral, "unterminatedString"),
        ])
    }

    func testUnterminatedBlockComment() {
        assertDiagnostics("1️⃣/* open\nlet hidden = 1\n", [Expected("1️⃣", .unterminatedLiteral, "unterminatedBlockComment")])
    }

    func testNulCharacter() {
        assertDiagnostics("let a = 11️⃣\u{0}\n", [Expected("1️⃣", .invalidCharacter, "nulCharacter")], keeps: ["a"])
    }

    func testHexadecimalLiteralWithoutDigits() {
        assertDiagnostics("let k = 1️⃣0x\n", [Expected("1️⃣", .invalidCharacter, "invalidNumber")], keeps: ["k"])
    }

    // MARK: - Limits

    /// Nesting beyond the limit is one error at the first level past it, never a stack overflow.
    func testNestingLimit() {
        let depth = 600
        let marked = String(repeating: "(", count: SwiftParser.maximumNesting - 1) + "1️⃣"
            + String(repeating: "(", count: depth - SwiftParser.maximumNesting + 1) + "1" + String(repeating: ")", count: depth) + "\n"
        assertDiagnostics(marked, [Expected("1️⃣", .tooDeep, "nesting deeper than \(SwiftParser.maximumNesting) levels")])
    }
}
