/// What a token is. One byte; the token's text is never copied, only its byte range is kept.
public enum TokenKind: UInt8, Sendable {
    case eof = 0
    /// Plain, backticked (`TokenFlags.backticked`) or contextual-keyword identifier (`Token.keyword` says which).
    case identifier
    /// A reserved word (`class`, `let`, `if`, …): the lexer never treats it as an identifier.
    case keyword
    /// `$0`, `$1`, …  (`$name` is an identifier).
    case dollarIdentifier
    /// `_`
    case wildcard
    case integerLiteral
    case floatLiteral
    /// A whole string literal without interpolation, delimiters included.
    case stringLiteral
    /// An interpolated string is `stringHead expr (stringMiddle expr)* stringTail`:
    /// head runs from the opening delimiter through `\(`, middle from `)` through the next `\(`,
    /// tail from `)` through the closing delimiter.
    case stringHead
    case stringMiddle
    case stringTail
    case regexLiteral
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case period, comma, colon, colonColon, semicolon, equal, atSign, pound, backslash, backtick, arrow
    /// `&` bound to the expression on its right (`&value`).
    case prefixAmpersand
    case prefixOperator, binaryOperator, postfixOperator
    /// `?` bound on the left (`a?.b`, `T?`).
    case postfixQuestionMark
    /// `?` of a ternary.
    case infixQuestionMark
    /// `!` bound on the left (`a!`, `T!`).
    case exclamationMark
    case poundIf, poundElseif, poundElse, poundEndif, poundSourceLocation, poundAvailable, poundUnavailable
    case shebang
    case unknown

    public var isOperator: Bool {
        self == .prefixOperator || self == .binaryOperator || self == .postfixOperator
    }

    /// Tokens that belong to a string literal.
    public var isStringPiece: Bool {
        self == .stringLiteral || self == .stringHead || self == .stringMiddle || self == .stringTail
    }
}

/// Per-token facts the parser needs without looking at the bytes again.
public struct TokenFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    // Computed and inlinable, not stored: a `static let` is reached through an addressor call
    // with a once-check from the other modules, and the scans test flags on every token.
    /// A newline separates this token from the previous one.
    @inlinable public static var atStartOfLine: TokenFlags { TokenFlags(rawValue: 1 << 0) }
    /// Whitespace or a comment precedes the token.
    @inlinable public static var leadingTrivia: TokenFlags { TokenFlags(rawValue: 1 << 1) }
    /// Whitespace or a comment follows the token.
    @inlinable public static var trailingTrivia: TokenFlags { TokenFlags(rawValue: 1 << 2) }
    /// The token is malformed (unterminated literal, bad digit, invalid character…).
    @inlinable public static var error: TokenFlags { TokenFlags(rawValue: 1 << 3) }
    /// An identifier written in backticks, or a raw string literal (`#"…"#`).
    @inlinable public static var backticked: TokenFlags { TokenFlags(rawValue: 1 << 4) }
    /// A string piece of a `"""` literal, or a regex literal with `#` delimiters.
    @inlinable public static var multiline: TokenFlags { TokenFlags(rawValue: 1 << 5) }
}

/// One lexed token: 12 bytes, no `String`.
public struct Token: Sendable {
    /// UTF-8 byte offset of the first byte.
    public var start: UInt32
    /// Length in bytes.
    public var length: UInt32
    public var kind: TokenKind
    public var flags: TokenFlags
    /// For identifiers and keywords, the `Keyword` the text spells (0 for none);
    /// for operators, the `OperatorID` of a standard operator (0 for a custom one).
    public var sub: UInt8

    @inlinable public init(kind: TokenKind, start: Int, length: Int, flags: TokenFlags = [], sub: UInt8 = 0) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.length = UInt32(truncatingIfNeeded: length)
        self.kind = kind
        self.flags = flags
        self.sub = sub
    }

    @inlinable public var end: Int { Int(start) + Int(length) }
    @inlinable public var range: Range<Int> { Int(start)..<end }
    /// The keyword this identifier or keyword spells, if any.
    @inlinable public var keyword: Keyword? { (kind == .identifier || kind == .keyword) && sub != 0 && !flags.contains(.backticked) ? Keyword(rawValue: sub) : nil }
    /// The standard operator this operator token spells, if any.
    @inlinable public var op: OperatorID? { sub != 0 && (kind.isOperator || kind == .equal || kind == .arrow) ? OperatorID(rawValue: sub) : nil }
    @inlinable public var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }
}
