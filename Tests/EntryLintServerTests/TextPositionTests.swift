import EntryLintCore
@testable import EntryLintServer
import XCTest

/// UTF-16 positions ↔ UTF-8 byte offsets, URIs, framing and suppression edits, in process.
final class TextPositionTests: XCTestCase {
    func lines(_ s: String) -> TextLines { TextLines(Array(s.utf8)) }

    func testPositionsCountUTF16UnitsNotBytes() {
        // "é" is 2 bytes and 1 unit, "😀" 4 bytes and 2 units, "日" 3 bytes and 1 unit.
        let t = lines("let a = 1\nlet é😀日 = x\n")
        let x = Array("let a = 1\nlet é😀日 = ".utf8).count
        XCTAssertEqual(t.position(of: x), TextPosition(line: 1, character: 11))
        XCTAssertEqual(t.offset(of: TextPosition(line: 1, character: 11)), x)
        // Inside the surrogate pair: the character's start.
        let emoji = Array("let a = 1\nlet é".utf8).count
        XCTAssertEqual(t.offset(of: TextPosition(line: 1, character: 6)), emoji)
        // An offset inside a multi-byte character maps to its start.
        XCTAssertEqual(t.position(of: emoji + 2), TextPosition(line: 1, character: 5))
    }

    func testLineEndsAndPositionsPastTheEnd() {
        let t = lines("ab\r\ncd\rné\n")
        XCTAssertEqual(t.position(of: 4), TextPosition(line: 1, character: 0))
        XCTAssertEqual(t.position(of: 7), TextPosition(line: 2, character: 0))
        // A character past the end of its line stops before the line break.
        XCTAssertEqual(t.offset(of: TextPosition(line: 0, character: 99)), 2)
        XCTAssertEqual(t.offset(of: TextPosition(line: 2, character: 99)), 10)
        // A line past the end is the end of the text.
        XCTAssertEqual(t.offset(of: TextPosition(line: 40, character: 0)), 11)
        XCTAssertEqual(t.position(of: 11), TextPosition(line: 3, character: 0))
    }

    func testInvalidUTF8CountsOneUnitPerByte() {
        let t = TextLines([0x61, 0xFF, 0xC3, 0x62, 0x0A])
        XCTAssertEqual(t.position(of: 4), TextPosition(line: 0, character: 4))
        XCTAssertEqual(t.offset(of: TextPosition(line: 0, character: 2)), 2)
    }

    func testIncrementalChangesApplyInOrder() throws {
        var store = DocumentStore()
        store.open(uri: "file:///a.swift", path: "/a.swift", version: 1, text: "let 😀 = 1\nlet b = 2\n")
        func change(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int, _ text: String) -> JSONNode {
            try! JSONParser.parse(Array("""
            {"range": {"start": {"line": \(l1), "character": \(c1)}, "end": {"line": \(l2), "character": \(c2)}}, "text": "\(text)"}
            """.utf8))
        }
        try store.change(path: "/a.swift", uri: "file:///a.swift", version: 2,
                         changes: [change(0, 4, 0, 6, "x"), change(0, 0, 1, 4, "var ")])
        XCTAssertEqual(String(decoding: store.document(path: "/a.swift")!.bytes, as: UTF8.self), "var b = 2\n")
        XCTAssertEqual(store.document(path: "/a.swift")!.version, 2)
        XCTAssertThrowsError(try store.change(path: "/b.swift", uri: "file:///b.swift", version: 1, changes: []))
        XCTAssertThrowsError(try store.change(path: "/a.swift", uri: "file:///a.swift", version: 3,
                                              changes: [change(1, 0, 0, 0, "")]))
    }

    func testFileURIs() {
        XCTAssertEqual(DocumentURI.path("file:///tmp/a%20b/%C3%BC.swift"), "/tmp/a b/ü.swift")
        XCTAssertEqual(DocumentURI.path("file://localhost/x.swift"), "/x.swift")
        XCTAssertNil(DocumentURI.path("untitled:Untitled-1"))
        XCTAssertNil(DocumentURI.path("file://server/share/x.swift"))
        XCTAssertNil(DocumentURI.path("file:///bad%G1"))
        XCTAssertEqual(DocumentURI.uri("/tmp/a b/ü#.swift"), "file:///tmp/a%20b/%C3%BC%23.swift")
        XCTAssertEqual(DocumentURI.path(DocumentURI.uri("/tmp/a b/ü#.swift")), "/tmp/a b/ü#.swift")
    }

    func testFramingAcceptsHeadersAndSplitsMessages() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let input = "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 2\r\n\r\n{}"
            + "content-length:  7\r\n\r\n[1,2,3]" + "Content-Length: x\r\n\r\n" + "Content-Length: 5\r\n\r\nab"
        _ = Array(input.utf8).withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        var reader = MessageReader(fd: fds[0])
        guard case .message(let a) = reader.next() else { return XCTFail() }
        XCTAssertEqual(a, Array("{}".utf8))
        guard case .message(let b) = reader.next() else { return XCTFail() }
        XCTAssertEqual(b, Array("[1,2,3]".utf8))
        guard case .malformed(let why) = reader.next() else { return XCTFail() }
        XCTAssertTrue(why.contains("Content-Length"))
        guard case .malformed(let truncated) = reader.next() else { return XCTFail() }
        XCTAssertTrue(truncated.contains("end of input"))
        guard case .end = reader.next() else { return XCTFail() }
        close(fds[0])
    }

    func testSuppressionEditsGoWhereTheDirectiveWorks() throws {
        let text = lines("import A\r\n    foo(\"\"\"\n    x\n    \"\"\").bar() // note\n")
        // Line 1 starts outside any literal: a directive line above, indented, CRLF kept.
        let above = try XCTUnwrap(SuppressionEdit.line(rule: "r", at: 12, in: text))
        XCTAssertEqual(above.range, 10..<10)
        XCTAssertEqual(above.replacement, "    // entrylint:disable:next r\n")
        // Line 2 is inside a multi-line string, and line 3 ends in a comment that would
        // swallow a trailing directive: no edit rather than a broken one.
        XCTAssertNil(SuppressionEdit.line(rule: "r", at: Int(text.index.lineStarts[2]) + 4, in: text))
        XCTAssertNil(SuppressionEdit.line(rule: "r", at: Int(text.index.lineStarts[3]) + 4, in: text))
        XCTAssertEqual(SuppressionEdit.file(rule: "r", in: text).replacement, "// entrylint:disable-file r\r\n")
        let script = lines("#!/usr/bin/env swift\nprint(1)\n")
        XCTAssertEqual(SuppressionEdit.file(rule: "r", in: script).range, 21..<21)
    }
}
