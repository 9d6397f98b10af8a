import SwiftLexer

/// What the engine records about a finding's source for the baseline and SARIF, computed once
/// when the finding leaves the engine: reporters and the baseline never re-read files.
public struct SourceSnippet: Sendable, Hashable {
    /// The offending line(s), each trimmed with runs of spaces and tabs collapsed to one space,
    /// joined by `\n`; at most `maxLines`. Baseline entries and fingerprints match on it, so
    /// edits elsewhere in the file (or re-indentation) do not change it.
    public var normalizedText: String
    /// 1-based columns counted in Unicode scalars (SARIF `columnKind: unicodeCodePoints`).
    public var startCodePointColumn: Int
    public var endCodePointColumn: Int

    public static let maxLines = 5

    public init(normalizedText: String = "", startCodePointColumn: Int = 0, endCodePointColumn: Int = 0) {
        self.normalizedText = normalizedText
        self.startCodePointColumn = startCodePointColumn
        self.endCodePointColumn = endCodePointColumn
    }

    public init(bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex, range: Range<Int>) {
        let lo = max(0, min(range.lowerBound, bytes.count))
        let hi = max(lo, min(range.upperBound, bytes.count))
        let firstLine = lines.line(of: lo)
        // A range ending at the start of a line does not include that line.
        var lastLine = lines.line(of: hi)
        if hi > lo && lastLine > firstLine && lines.startOfLine(lastLine) == hi { lastLine -= 1 }
        lastLine = min(lastLine, firstLine + SourceSnippet.maxLines - 1)
        var parts: [String] = []
        for line in firstLine...lastLine {
            let start = lines.startOfLine(line)
            var end = line < lines.lineCount ? lines.startOfLine(line + 1) : bytes.count
            if end < start { end = start }
            parts.append(SourceSnippet.normalize(UnsafeBufferPointer(rebasing: bytes[start..<end])))
        }
        normalizedText = parts.joined(separator: "\n")
        startCodePointColumn = SourceSnippet.codePointColumn(bytes, lines, lo)
        endCodePointColumn = SourceSnippet.codePointColumn(bytes, lines, hi)
    }

    static func normalize(_ line: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
        var pendingSpace = false
        for b in line {
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(0x20); pendingSpace = false }
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func codePointColumn(_ bytes: UnsafeBufferPointer<UInt8>, _ lines: LineIndex, _ offset: Int) -> Int {
        let start = lines.startOfLine(lines.line(of: offset))
        var n = 1
        var k = start
        while k < offset && k < bytes.count {
            if bytes[k] & 0xC0 != 0x80 { n += 1 }
            k += 1
        }
        return n
    }
}
