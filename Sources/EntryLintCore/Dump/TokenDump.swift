import SwiftLexer

/// The `tok`/`str` records of `entrylint dump`: every token outside string and regex literals,
/// and every outermost literal as one record.
public enum TokenDump {
    /// `simpleStrings` holds the indexes of string tokens the grammar reads as plain text
    /// (`@available(message:)`, `#sourceLocation(file:)`): those print as quote, text and quote.
    public static func records(_ stream: TokenStream, _ bytes: UnsafeBufferPointer<UInt8>, into out: inout [String]) {
        let tokens = stream.tokens
        let (simpleStrings, versions) = availabilityPieces(tokens, bytes)
        var k = 0
        while k < tokens.count {
            let t = tokens[k]
            switch t.kind {
            case .eof:
                break
            case .stringLiteral where simpleStrings.contains(k):
                splitSimpleString(t, bytes, into: &out)
            case .floatLiteral where versions.contains(k):
                // A version tuple `13.0` is three tokens to the reference parser.
                var dot = Int(t.start)
                while dot < t.end && bytes[dot] != UInt8(ascii: ".") { dot += 1 }
                out.append("tok \(t.start) \(dot)")
                if dot < t.end {
                    out.append("tok \(dot) \(dot + 1)")
                    if dot + 1 < t.end { out.append("tok \(dot + 1) \(t.end)") }
                }
            case .stringLiteral, .regexLiteral:
                out.append("str \(t.start) \(t.end)")
            case .stringHead:
                var depth = 0
                var j = k
                while j < tokens.count {
                    switch tokens[j].kind {
                    case .stringHead: depth += 1
                    case .stringTail: depth -= 1
                    case .eof: depth = 0
                    default: break
                    }
                    if depth == 0 { break }
                    j += 1
                }
                let last = min(j, tokens.count - 1)
                let end = tokens[last].kind == .eof ? tokens[max(k, last - 1)].end : tokens[last].end
                out.append("str \(t.start) \(end)")
                // A literal cut short by a newline ends in an empty piece, which the reference
                // dumper reports a second time.
                let tail = tokens[last]
                if tail.kind == .stringTail && tail.length == 0 && tail.flags.contains(.error) && Int(tail.start) < bytes.count {
                    out.append("str \(t.start) \(end)")
                }
                k = last
            default:
                if t.length > 0 { out.append("tok \(t.start) \(t.end)") }
            }
            k += 1
        }
    }

    /// Inside `@available(…)`, `#available(…)`, `#unavailable(…)`, `@backDeployed(…)`,
    /// `@_originallyDefinedIn(…)` and `#sourceLocation(…)`, the reference parser reads version
    /// numbers as tuples of integers and `message:`/`renamed:`/`file:` strings as plain text.
    static func availabilityPieces(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>) -> (Set<Int>, Set<Int>) {
        var strings = Set<Int>()
        var versions = Set<Int>()
        func text(_ t: Token) -> Substring {
            Substring(decoding: UnsafeBufferPointer(rebasing: bytes[t.range]), as: UTF8.self)
        }
        var k = 0
        while k + 1 < tokens.count {
            var open = -1
            let t = tokens[k]
            if (t.kind == .poundAvailable || t.kind == .poundUnavailable || t.kind == .poundSourceLocation),
               tokens[k + 1].kind == .leftParen {
                open = k + 1
            } else if t.kind == .atSign, k + 2 < tokens.count, tokens[k + 1].kind == .identifier,
                      tokens[k + 2].kind == .leftParen, tokens[k + 2].start == tokens[k + 1].end {
                switch text(tokens[k + 1]) {
                case "available", "_spi_available", "backDeployed", "_originallyDefinedIn": open = k + 2
                default: break
                }
            }
            guard open >= 0 else { k += 1; continue }
            var depth = 0
            var j = open
            while j < tokens.count {
                let u = tokens[j]
                if u.kind == .leftParen { depth += 1 } else if u.kind == .rightParen { depth -= 1; if depth == 0 { break } }
                if u.kind == .eof { break }
                if depth == 1 && j >= 2 {
                    let prev = tokens[j - 1]
                    if u.kind == .floatLiteral && (prev.kind == .identifier || prev.kind == .colon) {
                        versions.insert(j)
                    } else if u.kind == .stringLiteral && prev.kind == .colon {
                        switch text(tokens[j - 2]) {
                        case "message", "renamed", "file": strings.insert(j)
                        default: break
                        }
                    }
                }
                j += 1
            }
            k = j
        }
        return (strings, versions)
    }

    /// A plain string literal as the reference tokenizer splits it: `#`s, quote, text, quote, `#`s.
    static func splitSimpleString(_ t: Token, _ bytes: UnsafeBufferPointer<UInt8>, into out: inout [String]) {
        var a = Int(t.start)
        var b = t.end
        var pounds = 0
        while a < b && bytes[a] == UInt8(ascii: "#") { a += 1; pounds += 1 }
        for p in 0..<pounds { out.append("tok \(Int(t.start) + p) \(Int(t.start) + p + 1)") }
        let quotes = t.flags.contains(.multiline) ? 3 : 1
        var closing: [String] = []
        var trailingPounds = 0
        while b > a && bytes[b - 1] == UInt8(ascii: "#") && trailingPounds < pounds { b -= 1; trailingPounds += 1 }
        let closed = !t.flags.contains(.error) && b - a >= 2 * quotes
        out.append("tok \(a) \(a + quotes)")
        let textStart = a + quotes
        let textEnd = closed ? b - quotes : b
        if quotes == 3 {
            multilineSegments(textStart, textEnd, bytes, into: &out)
        } else {
            // One piece per line of the value: an escaped `\n` or `\r` ends a piece; an empty
            // literal still has one (empty) piece.
            var pieceStart = textStart
            var i = textStart
            while i < textEnd {
                if bytes[i] == UInt8(ascii: "\\") && i + 1 < textEnd {
                    let e = bytes[i + 1]
                    i += 2
                    if e == UInt8(ascii: "n") || e == UInt8(ascii: "r") {
                        out.append("tok \(pieceStart) \(i)")
                        pieceStart = i
                    }
                    continue
                }
                i += 1
            }
            if textEnd > pieceStart || pieceStart == textStart { out.append("tok \(pieceStart) \(textEnd)") }
        }
        if closed { closing.append("tok \(b - quotes) \(b)") }
        for p in 0..<trailingPounds { closing.append("tok \(b + p) \(b + p + 1)") }
        out += closing
    }

    /// The text of a `"""` literal, one piece per line: the closing line's indentation and the
    /// newlines next to the delimiters are not text.
    static func multilineSegments(_ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>, into out: inout [String]) {
        var contentStart = start
        while contentStart < end && (bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09) { contentStart += 1 }
        if contentStart < end && bytes[contentStart] == 0x0D { contentStart += 1 }
        if contentStart < end && bytes[contentStart] == 0x0A { contentStart += 1 }
        var lastLineStart = end
        while lastLineStart > contentStart && bytes[lastLineStart - 1] != 0x0A && bytes[lastLineStart - 1] != 0x0D { lastLineStart -= 1 }
        let indent = end - lastLineStart
        var lineStart = contentStart
        while lineStart < lastLineStart {
            var lineEnd = lineStart
            while lineEnd < lastLineStart && bytes[lineEnd] != 0x0A && bytes[lineEnd] != 0x0D { lineEnd += 1 }
            var next = lineEnd
            if next < lastLineStart && bytes[next] == 0x0D { next += 1 }
            if next < lastLineStart && bytes[next] == 0x0A { next += 1 }
            var segStart = lineStart
            if lineEnd - lineStart >= indent {
                var same = true
                for k in 0..<indent where bytes[lineStart + k] != bytes[lastLineStart + k] { same = false; break }
                if same { segStart += indent }
            }
            var segEnd = next >= lastLineStart ? lineEnd : next
            // `\` before the newline escapes it: neither is text.
            var back = lineEnd
            while back > segStart && (bytes[back - 1] == 0x20 || bytes[back - 1] == 0x09) { back -= 1 }
            if back > segStart && bytes[back - 1] == UInt8(ascii: "\\") { segEnd = back - 1 }
            if segEnd > segStart { out.append("tok \(segStart) \(segEnd)") }
            lineStart = next
        }
    }
}
