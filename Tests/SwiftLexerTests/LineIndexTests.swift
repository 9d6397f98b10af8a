import SwiftLexer
import XCTest

/// Offsets to 1-based line and UTF-8 column.
final class LineIndexTests: XCTestCase {
    func testLF() {
        let index = LineIndex(Array("ab\ncd\n\nef".utf8))
        XCTAssertEqual(index.lineCount, 4)
        XCTAssertTrue(index.location(of: 0) == (1, 1))
        XCTAssertTrue(index.location(of: 2) == (1, 3), "the newline belongs to its line")
        XCTAssertTrue(index.location(of: 3) == (2, 1))
        XCTAssertTrue(index.location(of: 6) == (3, 1))
        XCTAssertTrue(index.location(of: 8) == (4, 2))
        XCTAssertEqual(index.startOfLine(4), 7)
    }

    func testCRLFAndCR() {
        let crlf = LineIndex(Array("a\r\nb\r\nc".utf8))
        XCTAssertEqual(crlf.lineStarts, [0, 3, 6])
        XCTAssertTrue(crlf.location(of: 2) == (1, 3), "the LF of CRLF is still line 1")
        XCTAssertTrue(crlf.location(of: 4) == (2, 2))
        let cr = LineIndex(Array("a\rb\rc".utf8))
        XCTAssertEqual(cr.lineStarts, [0, 2, 4])
        XCTAssertTrue(cr.location(of: 4) == (3, 1))
        let mixed = LineIndex(Array("a\nb\r\nc\rd".utf8))
        XCTAssertEqual(mixed.lineStarts, [0, 2, 5, 7])
        XCTAssertEqual(LineIndex(Array("\r\r\n\n".utf8)).lineStarts, [0, 1, 3, 4])
    }

    func testColumnsCountUTF8Bytes() {
        let source = "let é = \"🧪\"; x"
        let bytes = Array(source.utf8)
        let index = LineIndex(bytes)
        let x = Lexer.lex(bytes).tokens.first { $0.kind == .identifier && bytes[$0.range] == [UInt8(ascii: "x")] }!
        XCTAssertTrue(index.location(of: Int(x.start)) == (1, 18), "é is 2 bytes, 🧪 is 4")
        XCTAssertTrue(index.location(of: 6) == (1, 7))
    }

    func testEmptyAndEnd() {
        let empty = LineIndex([UInt8]())
        XCTAssertEqual(empty.lineCount, 1)
        XCTAssertTrue(empty.location(of: 0) == (1, 1))
        let trailing = LineIndex(Array("a\n".utf8))
        XCTAssertTrue(trailing.location(of: 2) == (2, 1), "the end of a file that ends in a newline")
    }

    func testMatchesTokenStartsOnFixtures() {
        // Every token's line is the number of line breaks before it, plus one.
        for url in Fixtures.lexerFiles {
            let bytes = Fixtures.bytes(url)
            let index = LineIndex(bytes)
            var line = 1
            var j = 0
            for t in Lexer.lex(bytes).tokens {
                while j < Int(t.start) {
                    if bytes[j] == 0x0A || (bytes[j] == 0x0D && (j + 1 >= bytes.count || bytes[j + 1] != 0x0A)) { line += 1 }
                    j += 1
                }
                if index.line(of: Int(t.start)) != line {
                    XCTFail("\(Fixtures.name(url)): token at \(t.start) on line \(index.line(of: Int(t.start))), expected \(line)")
                    break
                }
            }
        }
    }

    func testLineStartsMatchAByteByByteScanWhereverBreaksFallInAWord() {
        // The index skips eight bytes at a time: breaks at every offset within a word, runs of
        // them, CRLF split across two words and a break in the last partial word all count.
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x61, 0x20, 0x0A, 0x0D, 0xC3, 0xA9, 0x7B]
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 300] {
            for _ in 0..<40 {
                let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
                var expected: [UInt32] = [0]
                var i = 0
                while i < bytes.count {
                    if bytes[i] == 0x0A {
                        expected.append(UInt32(i + 1))
                    } else if bytes[i] == 0x0D {
                        if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
                        expected.append(UInt32(i + 1))
                    }
                    i += 1
                }
                XCTAssertEqual(LineIndex(bytes).lineStarts, expected, "\(bytes)")
            }
        }
    }
}
