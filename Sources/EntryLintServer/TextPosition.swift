import EntryLintCore
import SwiftLexer

/// An LSP position: 0-based line and a column in UTF-16 code units, as the protocol requires
/// by default. The engine speaks UTF-8 byte offsets; conversions happen only here, at the edge.
struct TextPosition: Equatable {
    var line: Int
    var character: Int

    var json: JSON { .object([("line", .int(line)), ("character", .int(character))]) }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ node: JSONNode?) {
        guard let line = node?["line"]?.int, let character = node?["character"]?.int, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

/// Byte offsets ↔ UTF-16 positions for one text. Lines end at LF, CRLF or CR (the protocol's
/// and the lexer's definition).
struct TextLines {
    let bytes: [UInt8]
    let index: LineIndex

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = LineIndex(bytes)
    }

    /// Where line `k` (0-based) ends, before its line break.
    func contentEnd(ofLine k: Int) -> Int {
        var end = k + 1 < index.lineCount ? Int(index.lineStarts[k + 1]) : bytes.count
        if end > Int(index.lineStarts[k]) && end <= bytes.count && bytes[end - 1] == 0x0A { end -= 1 }
        if end > Int(index.lineStarts[k]) && end <= bytes.count && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The byte offset of a position. A line past the end is the end of the text; a character
    /// past the end of its line is the end of the line; one inside a surrogate pair or a
    /// multi-byte character moves to the character's start.
    func offset(of p: TextPosition) -> Int {
        guard p.line < index.lineCount else { return bytes.count }
        var i = Int(index.lineStarts[p.line])
        let end = contentEnd(ofLine: p.line)
        var units = 0
        while i < end {
            let (length, width) = TextLines.scalar(bytes, i)
            if units + width > p.character { break }
            units += width
            i += length
        }
        return min(i, end)
    }

    func position(of offset: Int) -> TextPosition {
        let offset = max(0, min(offset, bytes.count))
        let line = index.line(of: offset) - 1
        var i = Int(index.lineStarts[line])
        var units = 0
        while i < offset {
            let (length, width) = TextLines.scalar(bytes, i)
            if i + length > offset { break } // inside a character: its start
            units += width
            i += length
        }
        return TextPosition(line: line, character: units)
    }

    func range(_ r: Range<Int>) -> JSON {
        .object([("start", position(of: r.lowerBound).json), ("end", position(of: r.upperBound).json)])
    }

    /// Byte length and UTF-16 width of the character starting at `i`. Invalid bytes count as
    /// one byte and one unit (U+FFFD, as editors decode them).
    static func scalar(_ b: [UInt8], _ i: Int) -> (length: Int, width: Int) {
        let lead = b[i]
        let length: Int
        switch lead {
        case 0..<0x80: return (1, 1)
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (1, 1)
        }
        guard i + length <= b.count else { return (1, 1) }
        for k in 1..<length where b[i + k] & 0xC0 != 0x80 { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }
}
