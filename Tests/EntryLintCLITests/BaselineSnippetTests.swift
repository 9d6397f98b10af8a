import EntryLintCore
import SwiftLexer
import XCTest

/// The source text the baseline and fingerprints match on, and path arithmetic.
final class BaselineSnippetTests: XCTestCase {
    func snippet(_ text: String, _ range: Range<Int>) -> SourceSnippet {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { SourceSnippet(bytes: $0, lines: LineIndex($0), range: range) }
    }

    func testNormalisedLines() {
        let text = "a\n\t  let   x =\tFoo( 1 )  \r\nnext(\n  2)\nz\n"
        XCTAssertEqual(snippet(text, 10..<13).normalizedText, "let x = Foo( 1 )")
        let start = text.utf8.count - "next(\n  2)\nz\n".utf8.count
        XCTAssertEqual(snippet(text, start..<(start + 10)).normalizedText, "next(\n2)")
        // A range ending at the start of a line does not take that line.
        XCTAssertEqual(snippet(text, start..<(start + 6)).normalizedText, "next(")
        let long = (1...20).map { "l\($0)" }.joined(separator: "\n")
        XCTAssertEqual(snippet(long, 0..<long.utf8.count).normalizedText.split(separator: "\n").count, SourceSnippet.maxLines)
    }

    func testCodePointColumns() {
        let text = "let é = \"ü\" + X"
        let x = text.utf8.count - 1
        let s = snippet(text, x..<(x + 1))
        XCTAssertEqual(s.startCodePointColumn, 15)
        XCTAssertEqual(s.endCodePointColumn, 16)
        XCTAssertEqual(LineIndex(Array(text.utf8)).location(of: x).column, 17, "UTF-8 column differs")
    }

    func testPaths() {
        XCTAssertEqual(Paths.normalize("./a//b/../c/"), "a/c")
        XCTAssertEqual(Paths.normalize("../x/./y"), "../x/y")
        XCTAssertEqual(Paths.normalize("/a/../../b"), "/b")
        XCTAssertEqual(Paths.normalize("."), ".")
        XCTAssertEqual(Paths.relative("/r/a/b.swift", to: "/r"), "a/b.swift")
        XCTAssertEqual(Paths.relative("/r/a", to: "/r/b/c"), "../../a")
        XCTAssertEqual(Paths.relative("/r", to: "/r"), ".")
        XCTAssertEqual(Paths.relative("/", to: "/"), ".")
        XCTAssertEqual(Paths.absolute("x/../y", base: "/w"), "/w/y")
        XCTAssertEqual(Paths.parent("/a"), "/")
        XCTAssertEqual(Paths.parent("a"), ".")
    }
}
