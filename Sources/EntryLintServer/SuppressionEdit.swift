import EntryLintCore
import SwiftLexer

/// Where the project's suppression comments (`SuppressionDirective`) go so that they silence a
/// finding: `// entrylint:disable:next RULE` on its own line above the finding, indented like
/// it, and `// entrylint:disable-file RULE` on the first line (after a `#!` line).
enum SuppressionEdit {
    /// The edit (byte range, text) suppressing `rule` on the line holding `offset`; nil when
    /// neither place is outside a literal or comment (a line inside a multi-line string).
    static func line(rule: String, at offset: Int, in text: TextLines) -> Edit? {
        let bytes = text.bytes
        let k = text.index.line(of: offset) - 1
        let start = Int(text.index.lineStarts[k])
        let stream = Lexer.lex(bytes)
        if !isInside(start, stream) {
            var indentEnd = start
            while indentEnd < bytes.count && (bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09) { indentEnd += 1 }
            let indent = String(decoding: bytes[start..<indentEnd], as: UTF8.self)
            return Edit(range: start..<start, replacement: indent + "// entrylint:disable:next \(rule)" + lineBreak(text, k))
        }
        let end = text.contentEnd(ofLine: k)
        if !isInside(end, stream) && !endsInLineComment(end, stream) {
            return Edit(range: end..<end, replacement: " // entrylint:disable:this \(rule)")
        }
        return nil
    }

    static func file(rule: String, in text: TextLines) -> Edit {
        let bytes = text.bytes
        var at = 0
        if bytes.starts(with: Array("#!".utf8)) { at = text.index.lineCount > 1 ? Int(text.index.lineStarts[1]) : bytes.count }
        let breakText = text.index.lineCount > 1 ? lineBreak(text, 0) : "\n"
        let prefix = at == bytes.count && at > 0 ? breakText : ""
        return Edit(range: at..<at, replacement: prefix + "// entrylint:disable-file \(rule)" + breakText)
    }

    /// The file's own line break (CRLF files stay CRLF).
    static func lineBreak(_ text: TextLines, _ k: Int) -> String {
        let end = text.contentEnd(ofLine: k)
        if end + 1 < text.bytes.count && text.bytes[end] == 0x0D && text.bytes[end + 1] == 0x0A { return "\r\n" }
        if end < text.bytes.count && text.bytes[end] == 0x0D { return "\r" }
        return "\n"
    }

    /// Whether `offset` falls strictly inside a token (a multi-line string) or a comment.
    static func isInside(_ offset: Int, _ stream: TokenStream) -> Bool {
        stream.tokens.contains { $0.range.lowerBound < offset && offset < $0.range.upperBound }
            || stream.comments.contains { $0.range.lowerBound < offset && offset < $0.range.upperBound }
    }

    /// A `//` comment ending the line would swallow an appended directive.
    static func endsInLineComment(_ end: Int, _ stream: TokenStream) -> Bool {
        stream.comments.contains { ($0.kind == .line || $0.kind == .docLine) && $0.range.upperBound == end }
    }
}
