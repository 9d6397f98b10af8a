extension Lexer {
    /// Skips whitespace, comments and bytes Swift ignores with an error (invalid UTF-8, NUL,
    /// non-breaking spaces, conflict markers). Comments are recorded. Returns whether a newline
    /// was crossed. With `stopAtNewline` (inside a single-line string's interpolation) it stops
    /// before a newline.
    mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
        var newline = false
        while i < n {
            let b = s[i]
            switch b {
            case 0x20, 0x09, 0x0B, 0x0C:
                i += 1
                while i < n && s[i] == 0x20 { i += 1 }  // indentation comes in runs
            case 0x0A, 0x0D:
                if stopAtNewline { return newline }
                newline = true
                i += 1
            case UInt8(ascii: "/"):
                let next = peek(1)
                if next == UInt8(ascii: "/") {
                    let start = i
                    while i < n && s[i] != 0x0A && s[i] != 0x0D { i += 1 }
                    // `///…` is a doc comment, `////…` included, as in swift-syntax's trivia
                    // (`TriviaPiece` splitting said so while this said `////` was not).
                    let doc = i - start >= 3 && s[start + 2] == UInt8(ascii: "/")
                    comments.append(Comment(start: UInt32(start), length: UInt32(i - start),
                                            kind: doc ? .docLine : .line, isError: false))
                } else if next == UInt8(ascii: "*") {
                    if skipBlockComment() { newline = true }
                } else {
                    return newline
                }
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                if !skipConflictMarker() { return newline }
                newline = true
            case 0:
                diagnose(.nulCharacter, at: i)
                i += 1
            case 0xEF where peek(1) == 0xBB && peek(2) == 0xBF:
                i += 3  // byte order mark
            default:
                if b < 0x80 {
                    // Control characters are not Swift: skipped with an error, as the compiler does.
                    guard b < 0x20 || b == 0x7F else { return newline }
                    diagnose(.invalidCharacter, at: i)
                    i += 1
                    continue
                }
                let (scalar, length) = decodeScalar(s, i)
                guard let scalar else {
                    diagnose(.invalidUTF8, at: i)
                    i += length
                    continue
                }
                if CodePoints.isIdentifierStart(scalar) || CodePoints.isOperatorStart(scalar)
                    || CodePoints.isIdentifierContinue(scalar) || scalar == 0x201C || scalar == 0x201D {
                    return newline
                }
                // U+00A0 and other characters Swift does not allow: skipped with an error.
                diagnose(.invalidCharacter, at: i)
                i += length
            }
        }
        return newline
    }

    /// Skips a nested `/* … */` comment at the cursor. Returns whether it spans lines.
    mutating func skipBlockComment() -> Bool {
        let start = i
        i += 2
        var depth = 1
        var newline = false
        while i < n {
            let b = s[i]
            if b == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { break }
            } else if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else {
                if b == 0x0A || b == 0x0D { newline = true }
                i += 1
            }
        }
        // `/**…` is a doc comment except `/**/`, as in swift-syntax's trivia (`/***/` included,
        // which `TriviaPiece` splitting already said while this did not).
        let doc = Lexer.isDocBlockComment(s, start, i)
        if depth > 0 { diagnose(.unterminatedBlockComment, at: start) }
        comments.append(Comment(start: UInt32(start), length: UInt32(i - start), kind: doc ? .docBlock : .block,
                                isError: depth > 0))
        return newline
    }

    /// A version-control conflict block (`<<<<<<< ` … `>>>>>>> `, or Perforce's `>>>> ` … `<<<<`)
    /// at the start of a line is skipped whole, as the compiler does.
    mutating func skipConflictMarker() -> Bool {
        guard i == 0 || s[i - 1] == 0x0A || s[i - 1] == 0x0D else { return false }
        let normal = matches(i, "<<<<<<< ")
        guard normal || matches(i, ">>>> ") else { return false }
        // A marker after one that found no terminator finds none either (`ScanMemo`).
        if i >= (normal ? memo.conflictFailedFrom : memo.perforceFailedFrom) { return false }
        var j = i + (normal ? 8 : 5)
        while j < n {
            let atLineStart = s[j - 1] == 0x0A || s[j - 1] == 0x0D
            if atLineStart && (normal ? matchesAt(j, ">>>>>>> ") : matchesAt(j, "<<<<\n")) {
                j += normal ? 8 : 5
                while j < n && s[j] != 0x0A && s[j] != 0x0D { j += 1 }
                diagnose(.conflictMarker, at: i)
                i = j
                return true
            }
            j += 1
        }
        if normal { memo.conflictFailedFrom = min(memo.conflictFailedFrom, i) } else {
            memo.perforceFailedFrom = min(memo.perforceFailedFrom, i)
        }
        return false
    }

    /// Whether the block comment `start..<end` is a doc comment: `/**` not followed by `/`.
    static func isDocBlockComment(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        end - start >= 4 && s[start + 2] == UInt8(ascii: "*") && s[start + 3] != UInt8(ascii: "/")
    }

    @inline(__always) func matchesAt(_ offset: Int, _ text: StaticString) -> Bool { matches(offset, text) }
}

/// One piece of the trivia between two tokens, split on demand.
public struct TriviaPiece: Sendable, Equatable {
    public enum Kind: Sendable { case whitespace, newline, lineComment, docLineComment, blockComment, docBlockComment, other }
    public var kind: Kind
    public var range: Range<Int>
}

extension TokenStream {
    /// The bytes between token `index - 1` and token `index` (before the first token: from the start).
    public func leadingTriviaRange(of index: Int) -> Range<Int> {
        let start = index == 0 ? 0 : tokens[index - 1].end
        return start..<max(start, Int(tokens[index].start))
    }

    /// Splits `range` (a gap between tokens) into pieces.
    public static func triviaPieces(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let start = i
            let b = bytes[i]
            let kind: TriviaPiece.Kind
            if b == 0x0A || b == 0x0D {
                i += 1
                kind = .newline
            } else if b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C {
                while i < end && (bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0B || bytes[i] == 0x0C) { i += 1 }
                kind = .whitespace
            } else if b == UInt8(ascii: "/") && i + 1 < end && bytes[i + 1] == UInt8(ascii: "/") {
                while i < end && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
                kind = i - start >= 3 && bytes[start + 2] == UInt8(ascii: "/") ? .docLineComment : .lineComment
            } else if b == UInt8(ascii: "/") && i + 1 < end && bytes[i + 1] == UInt8(ascii: "*") {
                var depth = 0
                while i < end {
                    if bytes[i] == UInt8(ascii: "/") && i + 1 < end && bytes[i + 1] == UInt8(ascii: "*") {
                        depth += 1; i += 2
                    } else if bytes[i] == UInt8(ascii: "*") && i + 1 < end && bytes[i + 1] == UInt8(ascii: "/") {
                        depth -= 1; i += 2
                        if depth == 0 { break }
                    } else { i += 1 }
                }
                kind = Lexer.isDocBlockComment(bytes, start, i) ? .docBlockComment : .blockComment
            } else {
                i += 1
                kind = .other
            }
            if let last = pieces.last, last.kind == kind, kind == .other || kind == .whitespace {
                pieces[pieces.count - 1].range = last.range.lowerBound..<i
            } else {
                pieces.append(TriviaPiece(kind: kind, range: start..<i))
            }
        }
        return pieces
    }
}
