import SwiftLexer

/// The structural promises of `Lexer.lex`, checked on any input: the round-trip test, the bad-input
/// tests and the fuzzer all hold every token stream to them.
enum LexInvariants {
    /// Lexes `bytes` and returns what is wrong with the result (empty when nothing is).
    static func violations(_ bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { buf in violations(Lexer.lex(buf), buf) }
    }

    static func violations(_ stream: TokenStream, _ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var problems: [String] = []
        func fail(_ message: String) { if problems.count < 20 { problems.append(message) } }
        let tokens = stream.tokens
        let n = bytes.count

        // One `.eof`, last, at the end of the file.
        guard let eof = tokens.last, eof.kind == .eof, Int(eof.start) == n, eof.length == 0 else {
            return ["the stream does not end with an empty .eof token at \(n)"]
        }
        if tokens.dropLast().contains(where: { $0.kind == .eof }) { fail("an .eof token before the end") }

        // In order, in bounds, not overlapping; only .eof and a synthesized string tail are empty.
        var previousEnd = 0
        for (k, t) in tokens.enumerated() {
            if Int(t.start) < previousEnd { fail("token \(k) \(t.kind) at \(t.start) overlaps the previous one ending at \(previousEnd)") }
            if t.end > n { fail("token \(k) \(t.kind) ends at \(t.end), past the end \(n)") }
            if t.length == 0 && t.kind != .eof && !isSynthesizedTail(t) { fail("token \(k) \(t.kind) at \(t.start) is empty") }
            previousEnd = max(previousEnd, t.end)
        }
        guard problems.isEmpty else { return problems }

        // Tokens and the gaps between them give back the file byte for byte, and the gaps split
        // into trivia pieces that cover them exactly.
        let explained = ignoredRanges(stream, bytes)
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(n)
        var commentPieces: [Range<Int>] = []
        var commentKinds: [Comment.Kind] = []
        for k in tokens.indices {
            let gap = stream.leadingTriviaRange(of: k)
            var at = gap.lowerBound
            for piece in TokenStream.triviaPieces(bytes, gap) {
                if piece.range.lowerBound != at || piece.range.isEmpty { fail("trivia pieces of gap \(gap) do not tile it at \(at)"); break }
                at = piece.range.upperBound
                switch piece.kind {
                case .whitespace, .newline:
                    break
                case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                    if !explained.contains(piece.range.lowerBound) {
                        commentPieces.append(piece.range)
                        commentKinds.append(piece.kind == .lineComment ? .line : piece.kind == .docLineComment ? .docLine
                            : piece.kind == .blockComment ? .block : .docBlock)
                    }
                case .other:
                    // Bytes the lexer skipped: each must be one it reported, a BOM, or part of a conflict block.
                    var j = piece.range.lowerBound
                    while j < piece.range.upperBound {
                        if j + 2 < n && bytes[j] == 0xEF && bytes[j + 1] == 0xBB && bytes[j + 2] == 0xBF { j += 3; continue }
                        if !explained.contains(j) {
                            fail("byte \(j) (0x\(String(bytes[j], radix: 16))) in trivia is neither whitespace, comment nor a reported bad byte")
                            break
                        }
                        j += 1
                    }
                }
            }
            if at != gap.upperBound { fail("trivia pieces of gap \(gap) stop at \(at)") }
            rebuilt += bytes[gap]
            rebuilt += bytes[tokens[k].range]
        }
        rebuilt += bytes[previousEnd..<n]
        if !rebuilt.elementsEqual(bytes) { fail("tokens and trivia do not rebuild the file") }

        // Recorded comments are exactly the comment pieces of the gaps.
        let comments = stream.comments.map(\.range)
        if comments != commentPieces {
            let missing = commentPieces.filter { !comments.contains($0) }.prefix(3)
            let extra = comments.filter { !commentPieces.contains($0) }.prefix(3)
            fail("recorded comments differ from the trivia's comment pieces: missing \(Array(missing)), extra \(Array(extra))")
        }
        else if stream.comments.map(\.kind) != commentKinds {
            let k = commentKinds.indices.first { stream.comments[$0].kind != commentKinds[$0] } ?? 0
            fail("comment at \(comments[k]) is \(stream.comments[k].kind) but its trivia piece says \(commentKinds[k])")
        }
        for c in stream.comments where c.isError != !isClosedBlockComment(bytes, c.range) && c.kind != .line && c.kind != .docLine {
            fail("comment at \(c.start) has isError \(c.isError)")
        }

        // Flags agree with the bytes around each token.
        for (k, t) in tokens.enumerated() where !isSynthesizedTail(t) {
            let gap = stream.leadingTriviaRange(of: k)
            let crossesLine = k == 0 || bytes[gap].contains(where: { $0 == 0x0A || $0 == 0x0D })
            if t.isAtStartOfLine != crossesLine {
                fail("token \(k) \(t.kind) at \(t.start): atStartOfLine is \(t.isAtStartOfLine), newline before it: \(crossesLine)")
            }
            if t.flags.contains(.leadingTrivia) != !gap.isEmpty {
                fail("token \(k) \(t.kind) at \(t.start): leadingTrivia flag disagrees with the gap \(gap)")
            }
            if k + 1 < tokens.count && !isSynthesizedTail(tokens[k + 1])
                && t.flags.contains(.trailingTrivia) != !stream.leadingTriviaRange(of: k + 1).isEmpty {
                fail("token \(k) \(t.kind) at \(t.start): trailingTrivia flag disagrees with the next gap")
            }
        }

        // String pieces nest: a head opens, a middle continues, a tail closes.
        var open = 0
        for (k, t) in tokens.enumerated() {
            switch t.kind {
            case .stringHead: open += 1
            case .stringMiddle: if open == 0 { fail("stringMiddle \(k) outside an interpolated literal") }
            case .stringTail: if open == 0 { fail("stringTail \(k) without a head") } else { open -= 1 }
            default: break
            }
        }
        if open != 0 { fail("\(open) interpolated literal(s) left open at the end") }

        for d in stream.diagnostics where d.offset < 0 || d.offset > n { fail("diagnostic \(d.kind) at \(d.offset) is out of bounds") }
        return problems
    }

    /// The empty `.stringTail` the lexer adds where a line or the file ends inside an interpolation.
    static func isSynthesizedTail(_ t: Token) -> Bool {
        t.kind == .stringTail && t.length == 0 && t.flags.contains(.error)
    }

    static func isClosedBlockComment(_ bytes: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
        var depth = 0
        var j = r.lowerBound
        while j + 1 < r.upperBound {
            if bytes[j] == UInt8(ascii: "/") && bytes[j + 1] == UInt8(ascii: "*") { depth += 1; j += 2 }
            else if bytes[j] == UInt8(ascii: "*") && bytes[j + 1] == UInt8(ascii: "/") { depth -= 1; j += 2; if depth == 0 { return j == r.upperBound } }
            else { j += 1 }
        }
        return false
    }

    /// Byte ranges the lexer reported as skipped: bad bytes and characters, conflict blocks.
    static func ignoredRanges(_ stream: TokenStream, _ bytes: UnsafeBufferPointer<UInt8>) -> Coverage {
        var ranges: [Range<Int>] = []
        for d in stream.diagnostics {
            switch d.kind {
            case .nulCharacter, .invalidCharacter, .invalidUTF8:
                // The lexer skips a bad sequence up to the next byte that can start a character.
                var end = d.offset + 1
                while end < bytes.count && bytes[end] >= 0x80 && !(bytes[end] >= 0xC2 && bytes[end] < 0xF5) { end += 1 }
                ranges.append(d.offset..<end)
            case .conflictMarker:
                // The block runs to the end of the line of its closing marker.
                let closing = Array((bytes[d.offset] == UInt8(ascii: "<") ? ">>>>>>> " : "<<<<\n").utf8)
                var j = d.offset + 1
                while j < bytes.count {
                    if (bytes[j - 1] == 0x0A || bytes[j - 1] == 0x0D) && bytes[j...].starts(with: closing) { break }
                    j += 1
                }
                j += closing.count
                while j < bytes.count && bytes[j] != 0x0A && bytes[j] != 0x0D { j += 1 }
                ranges.append(d.offset..<min(j, bytes.count))
            default:
                break
            }
        }
        return Coverage(ranges)
    }
}

/// A set of offsets given as ranges, merged and sorted so a lookup is a binary search.
struct Coverage {
    private var ranges: [Range<Int>] = []

    init(_ unsorted: [Range<Int>]) {
        for r in unsorted.sorted(by: { $0.lowerBound < $1.lowerBound }) where !r.isEmpty {
            if let last = ranges.last, r.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                ranges.append(r)
            }
        }
    }

    func contains(_ offset: Int) -> Bool {
        var lo = 0, hi = ranges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ranges[mid].upperBound <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < ranges.count && ranges[lo].contains(offset)
    }
}
