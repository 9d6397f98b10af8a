/// A comment found in trivia. Suppression comments and doc comments are read from these.
public struct Comment: Sendable {
    public enum Kind: UInt8, Sendable { case line, docLine, block, docBlock }
    public var start: UInt32
    public var length: UInt32
    public var kind: Kind
    /// An unterminated block comment.
    public var isError: Bool
    public var range: Range<Int> { Int(start)..<(Int(start) + Int(length)) }
}

/// A problem found while lexing. Lexing never stops for one.
public struct LexDiagnostic: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case unterminatedString, unterminatedBlockComment, unterminatedRegex, invalidUTF8, nulCharacter
        case invalidCharacter, invalidNumber, unterminatedBacktick, conflictMarker
    }
    public var offset: Int
    public var kind: Kind
}

/// The lexer's output for one file.
public struct TokenStream: Sendable {
    /// In source order, ending with one `.eof` token at the end of the file.
    public var tokens: [Token]
    public var comments: [Comment]
    public var diagnostics: [LexDiagnostic]

    public init(tokens: [Token], comments: [Comment], diagnostics: [LexDiagnostic]) {
        self.tokens = tokens
        self.comments = comments
        self.diagnostics = diagnostics
    }
}

/// A byte-level lexer over UTF-8 source. One pass, no allocation per token: it appends
/// `Token` values to an array. String interpolation is handled with an explicit stack of
/// open literals, never by recursion, so nesting depth costs memory, not stack.
public struct Lexer {
    @usableFromInline let s: UnsafeBufferPointer<UInt8>
    @usableFromInline let n: Int
    @usableFromInline var i = 0
    var tokens: [Token] = []
    var comments: [Comment] = []
    var diagnostics: [LexDiagnostic] = []
    /// Kind and keyword of the last token, for the regex-versus-division decision.
    var prevKind: TokenKind? = nil
    var prevKeyword: Keyword? = nil
    /// Set after `try?`/`try!`: the next `/` starts a regex rather than dividing.
    var preferRegex = false
    /// Set by `scanRegex` when the literal it found has no closing delimiter.
    var regexUnterminated = false
    /// Open string literals whose interpolation we are lexing, innermost last.
    var frames: [Frame] = []
    /// Look-ahead results kept so that hostile input stays linear (see `ScanMemo`).
    var memo = ScanMemo()
    /// The keyword table, fetched once per file rather than once per identifier.
    let keywords = KeywordTable.shared

    /// Some tokens are decided by scanning ahead for a closing delimiter, and when none comes
    /// only the opener is consumed. Many openers without a closer (a line of `“`, `+<#` runs,
    /// `#/` lines, unmatched conflict markers, a long run of `#`) made every opener rescan to the
    /// end of the line or file: quadratic time, minutes for a few hundred KB. Each memo records
    /// one scan's result over the stretch of input it covered, so a later scan starting inside
    /// it answers at once with the same result it would have computed.
    struct ScanMemo {
        /// `placeholderEndsOnLine(from)` is `placeholderResult` for every `from` in this range.
        var placeholder: ClosedRange<Int>? = nil
        var placeholderResult = false
        /// A curly-quoted string whose text starts in this range ends at `curlyEnd` (nil: it
        /// does not close on its line).
        var curly: ClosedRange<Int>? = nil
        var curlyEnd: Int? = nil
        /// A `<<<<<<< ` (`>>>> `) conflict marker at or after this offset has no terminator.
        var conflictFailedFrom = Int.max
        var perforceFailedFrom = Int.max
        /// A multi-line `#/` literal scan with at least `regexPounds` `#` that reaches a newline
        /// at or after `regexNewline` follows the path of an earlier scan that ran to the end
        /// of the file unterminated, and so is unterminated too.
        var regexNewline = Int.max
        var regexPounds = Int.max
        /// The last run of `#` scanned by `lexPound`.
        var poundRun = 0..<0
    }

    struct Frame {
        var multiline: Bool
        var pounds: Int
        /// `(` seen inside the interpolation and not yet closed.
        var parenDepth: Int
    }

    /// Lexes a whole buffer.
    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> TokenStream {
        var lexer = Lexer(bytes)
        lexer.run()
        return TokenStream(tokens: lexer.tokens, comments: lexer.comments, diagnostics: lexer.diagnostics)
    }

    public static func lex(_ bytes: [UInt8]) -> TokenStream {
        bytes.withUnsafeBufferPointer { lex($0) }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        s = bytes
        n = bytes.count
        tokens.reserveCapacity(bytes.count / 4 + 16)
    }

    /// The byte `k` past the cursor, or 0 past the end.
    @inline(__always) func peek(_ k: Int = 0) -> UInt8 {
        let j = i + k
        return j < n ? s[j] : 0
    }
    @inline(__always) func byte(at j: Int) -> UInt8 { j >= 0 && j < n ? s[j] : 0 }

    // MARK: - Main loop

    mutating func run() {
        var sawNewline = true
        while true {
            let triviaStart = i
            let newlineInTrivia = skipTrivia(stopAtNewline: inSingleLineInterpolation)
            sawNewline = sawNewline || newlineInTrivia
            if inSingleLineInterpolation && i < n && (s[i] == 0x0A || s[i] == 0x0D) {
                // A single-line literal cannot continue past the line: close it where the code ended.
                closeUnterminatedInterpolation()
                continue
            }
            if i >= n {
                while !frames.isEmpty { closeUnterminatedInterpolation() }
                emit(.eof, from: n, leading: triviaStart, newline: sawNewline)
                return
            }
            let before = i
            let countBefore = tokens.count
            lexToken(leading: triviaStart, newline: sawNewline)
            precondition(i > before || tokens.count > countBefore, "lexer made no progress")
            sawNewline = false
        }
    }

    var inSingleLineInterpolation: Bool {
        if let top = frames.last { return !top.multiline }
        return false
    }

    /// Appends a token from `start` to the cursor.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, leading: Int, newline: Bool,
                       flags extra: TokenFlags = [], sub: UInt8 = 0) {
        var flags = extra
        if newline { flags.insert(.atStartOfLine) }
        if leading < start {
            flags.insert(.leadingTrivia)
            if !tokens.isEmpty { tokens[tokens.count - 1].flags.insert(.trailingTrivia) }
        }
        tokens.append(Token(kind: kind, start: start, length: i - start, flags: flags, sub: sub))
        prevKind = kind
        prevKeyword = kind == .keyword ? Keyword(rawValue: sub) : nil
    }

    mutating func diagnose(_ kind: LexDiagnostic.Kind, at offset: Int) {
        diagnostics.append(LexDiagnostic(offset: offset, kind: kind))
    }

    /// Lexes one token at the cursor, which is not trivia and not at the end.
    mutating func lexToken(leading: Int, newline: Bool) {
        let start = i
        let c = s[i]
        let preferRegexNow = preferRegex
        preferRegex = false
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier(leading: leading, newline: newline)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber(leading: leading, newline: newline)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexString(leading: leading, newline: newline, pounds: 0)
        case UInt8(ascii: "("):
            i += 1
            if !frames.isEmpty { frames[frames.count - 1].parenDepth += 1 }
            emit(.leftParen, from: start, leading: leading, newline: newline)
        case UInt8(ascii: ")"):
            if let top = frames.last, top.parenDepth == 0 {
                // The `)` closing an interpolation: resume the string it belongs to.
                continueString(leading: leading, newline: newline)
                return
            }
            i += 1
            if !frames.isEmpty { frames[frames.count - 1].parenDepth -= 1 }
            emit(.rightParen, from: start, leading: leading, newline: newline)
        case UInt8(ascii: "{"): i += 1; emit(.leftBrace, from: start, leading: leading, newline: newline)
        case UInt8(ascii: "}"): i += 1; emit(.rightBrace, from: start, leading: leading, newline: newline)
        case UInt8(ascii: "["): i += 1; emit(.leftSquare, from: start, leading: leading, newline: newline)
        case UInt8(ascii: "]"): i += 1; emit(.rightSquare, from: start, leading: leading, newline: newline)
        case UInt8(ascii: ","): i += 1; emit(.comma, from: start, leading: leading, newline: newline)
        case UInt8(ascii: ";"): i += 1; emit(.semicolon, from: start, leading: leading, newline: newline)
        case UInt8(ascii: "@"): i += 1; emit(.atSign, from: start, leading: leading, newline: newline)
        case UInt8(ascii: "\\"): i += 1; emit(.backslash, from: start, leading: leading, newline: newline)
        case UInt8(ascii: ":"):
            i += 1
            if peek() == UInt8(ascii: ":") {
                i += 1
                emit(.colonColon, from: start, leading: leading, newline: newline)
            } else {
                emit(.colon, from: start, leading: leading, newline: newline)
            }
        case UInt8(ascii: "#"):
            lexPound(leading: leading, newline: newline)
        case UInt8(ascii: "$"):
            lexDollar(leading: leading, newline: newline)
        case UInt8(ascii: "`"):
            lexBacktick(leading: leading, newline: newline)
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(start) {
                i += 1
                emit(c == UInt8(ascii: "!") ? .exclamationMark : .postfixQuestionMark,
                     from: start, leading: leading, newline: newline)
                if tokens.count >= 2 && tokens[tokens.count - 2].kind == .keyword
                    && tokens[tokens.count - 2].sub == Keyword.try.rawValue
                    && tokens[tokens.count - 2].end == start {
                    preferRegex = true
                }
            } else {
                lexOperator(leading: leading, newline: newline, preferRegex: preferRegexNow)
            }
        case UInt8(ascii: "<"):
            if peek(1) == UInt8(ascii: "#"), lexEditorPlaceholder(leading: leading, newline: newline) { return }
            lexOperator(leading: leading, newline: newline, preferRegex: preferRegexNow)
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "."):
            lexOperator(leading: leading, newline: newline, preferRegex: preferRegexNow)
        default:
            lexOther(leading: leading, newline: newline, preferRegex: preferRegexNow)
        }
    }

    /// Bytes that are neither ASCII punctuation nor letters: Unicode identifiers and operators,
    /// and characters Swift does not allow.
    mutating func lexOther(leading: Int, newline: Bool, preferRegex: Bool) {
        let start = i
        let (scalar, length) = decodeScalar(s, i)
        if let scalar {
            if CodePoints.isIdentifierStart(scalar) { lexIdentifier(leading: leading, newline: newline); return }
            if CodePoints.isOperatorStart(scalar) {
                lexOperator(leading: leading, newline: newline, preferRegex: preferRegex); return
            }
            if CodePoints.isIdentifierContinue(scalar) {
                // A combining mark first: recover as an identifier.
                i += length
                skipIdentifierContinuation()
                diagnose(.invalidCharacter, at: start)
                emit(.identifier, from: start, leading: leading, newline: newline, flags: .error)
                return
            }
            if scalar == 0x201D {
                i += length
                diagnose(.invalidCharacter, at: start)
                emit(.unknown, from: start, leading: leading, newline: newline, flags: .error)
                return
            }
            if scalar == 0x201C {
                // A curly-quoted string: one identifier up to the closing curly quote on this line.
                i += length
                if let known = memo.curly, known.contains(i) {
                    if let end = memo.curlyEnd { i = end }
                } else {
                    // `stop` is where the scan decided; every scan starting in `i...stop` decides
                    // there too, since all of them visit the same scalar boundaries.
                    var j = i
                    var stop = i
                    var end: Int? = nil
                    while j < n && s[j] != 0x0A && s[j] != 0x0D {
                        if s[j] == UInt8(ascii: "\\") && j + 1 < n && s[j + 1] == UInt8(ascii: "(") { break }
                        let (sc, len) = decodeScalar(s, j)
                        stop = j
                        j += len
                        if sc == 0x201D || sc == UInt32(UInt8(ascii: "\"")) { end = j; break }
                    }
                    if end == nil { stop = j }
                    memo.curly = i...stop
                    memo.curlyEnd = end
                    if let end { i = end }
                }
                diagnose(.invalidCharacter, at: start)
                emit(.identifier, from: start, leading: leading, newline: newline, flags: .error)
                return
            }
        }
        // Not reachable from the main loop (trivia consumes such bytes); kept for safety.
        i += max(1, length)
        diagnose(scalar == nil ? .invalidUTF8 : .invalidCharacter, at: start)
        emit(.unknown, from: start, leading: leading, newline: newline, flags: .error)
    }

    // MARK: - Identifiers

    @inline(__always) mutating func skipIdentifierContinuation() {
        while i < n {
            let b = s[i]
            if b < 0x80 {
                if CodePoints.isASCIIIdentifierContinue(b) { i += 1; continue }
                return
            }
            let (scalar, length) = decodeScalar(s, i)
            guard let scalar, CodePoints.isIdentifierContinue(scalar) else { return }
            i += length
        }
    }

    mutating func lexIdentifier(leading: Int, newline: Bool) {
        let start = i
        if s[i] < 0x80 { i += 1 } else { i += decodeScalar(s, i).length }
        skipIdentifierContinuation()
        let length = i - start
        if length == 1 && s[start] == UInt8(ascii: "_") {
            emit(.wildcard, from: start, leading: leading, newline: newline)
            return
        }
        if let keyword = keywords.lookup(s.baseAddress! + start, length) {
            emit(keyword.isReserved ? .keyword : .identifier, from: start, leading: leading, newline: newline,
                 sub: keyword.rawValue)
        } else {
            emit(.identifier, from: start, leading: leading, newline: newline)
        }
    }

    mutating func lexDollar(leading: Int, newline: Bool) {
        let start = i
        i += 1
        var allDigits = true
        while i < n {
            let b = s[i]
            if CodePoints.isDigit(b) { i += 1; continue }
            let before = i
            skipIdentifierContinuation()
            if i == before { break }
            allDigits = false
        }
        emit(i - start > 1 && allDigits ? .dollarIdentifier : .identifier, from: start, leading: leading,
             newline: newline)
    }

    mutating func lexBacktick(leading: Int, newline: Bool) {
        let start = i
        var j = i + 1
        while j < n && s[j] != UInt8(ascii: "`") && s[j] != 0x0A && s[j] != 0x0D { j += 1 }
        if j < n && s[j] == UInt8(ascii: "`") {
            i = j + 1
            let flags: TokenFlags = j == start + 1 ? [.backticked, .error] : .backticked
            emit(.identifier, from: start, leading: leading, newline: newline, flags: flags)
            return
        }
        // No closing backtick on the line: a lone `` ` ``, which no Swift grammar rule accepts
        // (`unterminatedBacktick` existed but was never reported).
        i += 1
        diagnose(.unterminatedBacktick, at: start)
        emit(.backtick, from: start, leading: leading, newline: newline, flags: .error)
    }

    /// `<#name#>` placeholders lex as identifiers.
    mutating func lexEditorPlaceholder(leading: Int, newline: Bool) -> Bool {
        var j = i + 2
        while j < n {
            let b = s[j]
            if b == 0x0A { return false }
            if b == UInt8(ascii: "<") && j + 1 < n && s[j + 1] == UInt8(ascii: "#") { return false }
            if b == UInt8(ascii: "#") && j + 1 < n && s[j + 1] == UInt8(ascii: ">") {
                let start = i
                i = j + 2
                emit(.identifier, from: start, leading: leading, newline: newline)
                return true
            }
            j += 1
        }
        return false
    }

    // MARK: - `#`

    mutating func lexPound(leading: Int, newline: Bool) {
        let start = i
        if start == 0 && peek(1) == UInt8(ascii: "!") {
            while i < n && s[i] != 0x0A && s[i] != 0x0D { i += 1 }
            emit(.shebang, from: start, leading: leading, newline: newline)
            return
        }
        // Every `#` of a run ends at the same byte: scan a run once, not once per `#` (`ScanMemo`).
        var j = memo.poundRun.contains(i) ? memo.poundRun.upperBound : i
        while j < n && s[j] == UInt8(ascii: "#") { j += 1 }
        memo.poundRun = i..<j
        if j < n && s[j] == UInt8(ascii: "\"") {
            lexString(leading: leading, newline: newline, pounds: j - i)
            return
        }
        if j < n && s[j] == UInt8(ascii: "/"), let end = scanRegex(slash: j, pounds: j - i, mustBeRegex: true) {
            i = end
            emit(.regexLiteral, from: start, leading: leading, newline: newline,
                 flags: regexFlags(start: start, end: end))
            return
        }
        // `#if`, `#available`, …: one token with the `#`.
        // The word after `#` is `[A-Za-z_]+` as the reference lexer scans it, so `#if_x` is `#` and
        // `if_x`, not `#if` and `_x`.
        var k = i + 1
        while k < n && CodePoints.isASCIIIdentifierStart(s[k]) { k += 1 }
        let kind: TokenKind?
        switch k - i - 1 {
        case 2 where matches(i + 1, "if"): kind = .poundIf
        case 4 where matches(i + 1, "else"): kind = .poundElse
        case 5 where matches(i + 1, "endif"): kind = .poundEndif
        case 6 where matches(i + 1, "elseif"): kind = .poundElseif
        case 9 where matches(i + 1, "available"): kind = .poundAvailable
        case 11 where matches(i + 1, "unavailable"): kind = .poundUnavailable
        case 14 where matches(i + 1, "sourceLocation"): kind = .poundSourceLocation
        default: kind = nil
        }
        if let kind {
            i = k
            emit(kind, from: start, leading: leading, newline: newline)
        } else {
            i += 1
            emit(.pound, from: start, leading: leading, newline: newline)
        }
    }

    /// Whether the bytes at `offset` spell `text` (ASCII).
    @inline(__always) func matches(_ offset: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= n else { return false }
        let p = text.utf8Start
        for k in 0..<count where s[offset + k] != p[k] { return false }
        return true
    }
}
