import EntryLintCore
import Foundation
import XCTest

/// Hostile input: deep nesting becomes an error instead of a stack overflow; huge files and
/// lines parse to the end. (Speed is measured by `scripts/bench`, not here.)
final class ParserPathologyTests: XCTestCase {
    let n = 10_000

    func parse(_ text: String) -> SyntaxTree { SwiftParser.parse(Array(text.utf8)) }

    /// Deep input gives a nesting error; when every bracket is closed, the declaration after it
    /// is still found (unclosed input swallows the rest of the file, as in the compiler).
    func assertTooDeep(_ text: String, closed: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        let source = text + "\nlet afterDeepNesting = 1\n"
        let tree = parse(source)
        XCTAssertTrue(tree.errors.contains { $0.kind == .tooDeep }, "expected a nesting error", file: file, line: line)
        if closed {
            XCTAssertTrue(Dump.records(Array(source.utf8)).contains { $0.hasSuffix("let afterDeepNesting") },
                          "declaration after the deep nesting is lost", file: file, line: line)
        }
    }

    func testDeepParentheses() {
        assertTooDeep("let x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n))
        assertTooDeep("let x = " + String(repeating: "(", count: n) + "1", closed: false)
    }

    func testDeepBrackets() {
        assertTooDeep("let x = " + String(repeating: "[", count: n) + "1" + String(repeating: "]", count: n))
        assertTooDeep("let x = " + String(repeating: "[0, ", count: n) + "1" + String(repeating: "]", count: n))
    }

    func testDeepBraces() {
        assertTooDeep("func f() {\n" + String(repeating: "do {\n", count: n) + String(repeating: "}\n", count: n) + "}\n")
        assertTooDeep("func f() {\n" + String(repeating: "do {\n", count: n), closed: false)
    }

    func testDeepClosuresAndCalls() {
        assertTooDeep("let c = " + String(repeating: "{ ", count: n) + "1" + String(repeating: " }", count: n))
        assertTooDeep("let c = " + String(repeating: "f(", count: n) + "1" + String(repeating: ")", count: n))
    }

    func testDeepGenerics() {
        assertTooDeep("let g: " + String(repeating: "Array<", count: n) + "Int" + String(repeating: ">", count: n) + " = []")
        // In an expression, `<` that cannot open generic arguments within the nesting limit is
        // read as less-than: no nesting error, but the parse reaches the end.
        let source = "let g = " + String(repeating: "Array<", count: n) + "Int" + String(repeating: ">", count: n) + "()\nlet after = 1\n"
        XCTAssertTrue(Dump.records(Array(source.utf8)).contains { $0.hasSuffix("let after") })
    }

    func testDeepStringInterpolation() {
        var s = "1"
        for _ in 0..<2_000 { s = "\"\\(" + s + ")\"" }
        let tree = parse("let s = " + s + "\nlet after = 2\n")
        XCTAssertTrue(tree.errors.contains { $0.kind == .tooDeep })
    }

    /// Nested single-element brackets are exponential in some parsers; ours reads them once.
    func testNestedSingleElementBracketsAreLinear() {
        let text = "let x = " + String(repeating: "[", count: 200) + "1" + String(repeating: "]", count: 200)
        let tree = parse(text)
        XCTAssertFalse(tree.nodes.isEmpty)
    }

    func testTwentyMegabyteFile() {
        let unit = """
        struct Row\u{0024}: View {
            @State private var count = 0
            let title: String
            var body: some View {
                VStack { Text(title).padding(); Button("Add") { count += 1 } }
            }
        }

        """
        var text = ""
        text.reserveCapacity(21_000_000)
        var k = 0
        while text.utf8.count < 20_000_000 {
            text += unit.replacingOccurrences(of: "\u{0024}", with: "\(k)")
            k += 1
        }
        let tree = parse(text)
        XCTAssertTrue(tree.errors.isEmpty)
        var structs = 0
        for node in tree.nodes where node.kind == .structDecl { structs += 1 }
        XCTAssertEqual(structs, k)
    }

    func testOneMegabyteLine() {
        var text = "let v0 = 0"
        var i = 1
        while text.utf8.count < 1_000_000 {
            text += "; let v\(i) = f(v\(i - 1), [\(i): \"s\(i)\"]) + \(i)"
            i += 1
        }
        text += "\nlet afterLongLine = true\n"
        let records = Dump.records(Array(text.utf8)).filter { $0.hasPrefix("decl ") }
        XCTAssertEqual(records.count, i + 1)
        XCTAssertTrue(records.last?.hasSuffix("let afterLongLine") ?? false)
    }

    func testBadBytesNeverCrash() {
        let samples: [[UInt8]] = [
            [0xFF, 0xFE, 0x00, 0x41], Array("let x = \"abc".utf8), Array("/* never closed".utf8),
            Array("let r = #/abc".utf8), Array("x = `".utf8), Array("\"\\(".utf8), [0xC0, 0x80, 0xED, 0xA0, 0x80],
            Array(String(repeating: "}", count: 1000).utf8), Array(String(repeating: "#if\n", count: 1000).utf8),
            Array(String(repeating: "@", count: 1000).utf8), Array(String(repeating: "case ", count: 1000).utf8),
        ]
        for bytes in samples {
            let tree = SwiftParser.parse(bytes)
            XCTAssertFalse(tree.nodes.isEmpty)
            _ = Dump.records(bytes)
        }
    }
}
