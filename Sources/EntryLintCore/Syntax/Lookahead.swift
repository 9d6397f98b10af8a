import SwiftLexer

/// A cursor for speculative scanning: it builds nothing and is copied freely. Used where the
/// grammar needs to look ahead (generic arguments vs `<`, closure signatures, declarations that
/// start with contextual keywords…).
struct Lookahead {
    let toks: UnsafeBufferPointer<Token>
    let src: UnsafeBufferPointer<UInt8>
    var pos: Int
    var split: Int
    /// Gives up on pathological input instead of scanning forever.
    var budget = 100_000
    /// Recursion depth of the type scanners; deep input fails the lookahead instead of the stack.
    var depth = 0

    init(_ p: Parser) {
        toks = p.toks
        src = p.src
        pos = p.pos
        split = p.split
    }

    var tok: Token { toks[pos] }
    var kind: TokenKind { toks[pos].kind }
    func at(_ k: TokenKind) -> Bool { toks[pos].kind == k }
    func at(_ kw: Keyword) -> Bool { Parser.isKeyword(toks[pos], kw) }
    func peek(_ k: Int = 1) -> Token { toks[min(pos + k, toks.count - 1)] }
    var atStartOfLine: Bool { toks[pos].isAtStartOfLine }

    mutating func bump() {
        if toks[pos].kind != .eof { pos += 1 }
        split = 0
        budget -= 1
    }

    @discardableResult mutating func eat(_ k: TokenKind) -> Bool {
        if at(k) { bump(); return true }
        return false
    }

    @discardableResult mutating func eat(_ kw: Keyword) -> Bool {
        if at(kw) { bump(); return true }
        return false
    }

    var currentByte: UInt8 { toks[pos].length > UInt32(split) ? src[Int(toks[pos].start) + split] : 0 }

    func atOperatorPrefix(_ c: UInt8) -> Bool {
        let k = toks[pos].kind
        guard k.isOperator || k == .postfixQuestionMark || k == .infixQuestionMark || k == .exclamationMark
                || k == .prefixAmpersand || k == .equal || k == .arrow || k == .period else { return false }
        return currentByte == c
    }

    /// Whether the remaining text of the current token is exactly `c` repeated `count` times (`...`).
    func atOperatorText(_ text: StaticString) -> Bool {
        let t = toks[pos]
        guard t.kind.isOperator else { return false }
        let count = Int(t.length) - split
        guard count == text.utf8CodeUnitCount else { return false }
        for k in 0..<count where src[Int(t.start) + split + k] != text.utf8Start[k] { return false }
        return true
    }

    mutating func bumpByte() {
        split += 1
        if split >= Int(toks[pos].length) { bump() }
    }

    /// One token, or a whole bracketed group (string literals included).
    mutating func skipSingle() {
        var level = 0
        repeat {
            switch toks[pos].kind {
            case .leftParen, .leftBrace, .leftSquare, .stringHead: level += 1
            case .rightParen, .rightBrace, .rightSquare, .stringTail: level -= 1
            case .eof: return
            default: break
            }
            bump()
            if budget <= 0 { return }
        } while level > 0
    }

    /// Skips until one of `kinds` at the current nesting level (not consumed), or a closer.
    mutating func skipUntil(_ kinds: Set<TokenKind>) {
        while !at(.eof) && budget > 0 {
            if kinds.contains(kind) { return }
            if at(.rightParen) || at(.rightBrace) || at(.rightSquare) { return }
            skipSingle()
        }
    }

    // MARK: - Types

    /// `<A, B<C>>`: consumes a generic argument list if it parses as one.
    mutating func consumeGenericArguments() -> Bool {
        guard atOperatorPrefix(UInt8(ascii: "<")) else { return false }
        bumpByte()
        if atOperatorPrefix(UInt8(ascii: ">")) { bumpByte(); return true }
        while budget > 0 {
            // Value generic arguments: integers, `-1`.
            if at(.integerLiteral) {
                bump()
            } else if atOperatorText("-") && peek().kind == .integerLiteral {
                bump(); bump()
            } else if !canParseType() {
                return false
            }
            if eat(.comma) {
                if atOperatorPrefix(UInt8(ascii: ">")) { break }
                continue
            }
            break
        }
        guard atOperatorPrefix(UInt8(ascii: ">")) else { return false }
        bumpByte()
        return true
    }

    /// Generic arguments followed by a token that only makes sense after a type (`Foo<Int>(`, `.`…).
    mutating func canParseGenericArgumentListInExpression() -> Bool {
        if atOperatorPrefix(UInt8(ascii: "<")) {
            // `<>` is an operator, not an empty argument list.
            let t = tok
            if Int(t.length) - split >= 2 && src[Int(t.start) + split + 1] == UInt8(ascii: ">") { return false }
        }
        guard consumeGenericArguments() else { return false }
        if split > 0 { return false }
        switch kind {
        case .rightParen, .rightSquare, .leftBrace, .rightBrace, .period, .comma, .semicolon, .eof, .exclamationMark,
             .postfixQuestionMark, .colon:
            return true
        case .binaryOperator:
            return tok.length == 1 && src[Int(tok.start)] == UInt8(ascii: "&")
        case .leftParen, .leftSquare:
            return !tok.isAtStartOfLine
        default:
            return false
        }
    }

    /// Attributes (`@escaping`, `@convention(c)`) and ownership specifiers before a type.
    mutating func skipTypeAttributes() {
        while budget > 0 {
            if at(.atSign) {
                bump()
                if at(.identifier) || at(.keyword) { bump() }
                if at(.leftParen) && !tok.isAtStartOfLine && toks[pos].start == toks[pos - 1].end { skipSingle() }
                continue
            }
            if Lookahead.isTypeSpecifier(tok) && peek().kind != .colon && peek().kind != .comma && peek().kind != .rightParen {
                bump()
                if at(.leftParen) && toks[pos].start == toks[pos - 1].end { skipSingle() }
                continue
            }
            return
        }
    }

    static func isTypeSpecifier(_ t: Token) -> Bool {
        guard let kw = t.keyword else { return false }
        switch kw {
        case .inout, .borrowing, .consuming, .sending, .__owned, .__shared, .isolated, ._const, .nonisolated, .dependsOn:
            return true
        default:
            return false
        }
    }

    mutating func canParseType() -> Bool {
        guard budget > 0, depth < SwiftParser.maximumNesting else { return false }
        depth += 1
        defer { depth -= 1 }
        skipTypeAttributes()
        _ = eat(.repeat)
        if at(.each) || at(.some) || at(.any) {
            if peek().kind == .identifier || peek().kind == .keyword || peek().kind == .leftParen || peek().kind == .leftSquare {
                bump()
            }
        }
        guard canParseSimpleType() else { return false }
        // Composition `A & B`.
        while atOperatorText("&") {
            bump()
            _ = eat(.some) || eat(.any)
            guard canParseSimpleType() else { return false }
        }
        // Function type.
        if at(.async) || at(.throws) || at(.rethrows) || at(.arrow) {
            while at(.async) || at(.throws) || at(.rethrows) {
                let wasThrows = at(.throws)
                bump()
                if wasThrows && at(.leftParen) { skipSingle() }
            }
            guard eat(.arrow) else { return false }
            return canParseType()
        }
        if atOperatorText("...") { bump() }
        return true
    }

    /// A type without composition or function arrow, with its postfix parts.
    mutating func canParseSimpleType() -> Bool {
        switch kind {
        case .identifier, .wildcard:
            bump()
            if atOperatorPrefix(UInt8(ascii: "<")) && split == 0 && !consumeGenericArguments() { return false }
        case .keyword:
            guard at(.Self) || at(.Any) || at(.self) || at(.class) else { return false }
            bump()
        case .leftParen:
            bump()
            while !at(.rightParen) && budget > 0 {
                // Labels: `(x: Int, _ y: Int)`.
                if (at(.identifier) || at(.wildcard) || at(.keyword)) && (peek().kind == .colon
                    || ((peek().kind == .identifier || peek().kind == .wildcard) && peek(2).kind == .colon)) {
                    bump()
                    if !at(.colon) { bump() }
                    bump()
                }
                guard canParseType() else { return false }
                if at(.equal) { return false }
                if !eat(.comma) { break }
            }
            guard eat(.rightParen) else { return false }
        case .leftSquare:
            bump()
            // Inline arrays `[3 of Int]`.
            if at(.integerLiteral) && peek().kind == .identifier {
                bump(); bump()
            }
            guard canParseType() else { return false }
            if eat(.colon) { guard canParseType() else { return false } }
            guard eat(.rightSquare) else { return false }
        case .prefixOperator where currentByte == UInt8(ascii: "~"):
            bump()
            return canParseSimpleType()
        default:
            return false
        }
        // Postfix: `.Member`, `.Type`, `?`, `!`.
        while budget > 0 {
            if at(.period) && !tok.isAtStartOfLine || (at(.period) && (peek().kind == .identifier || peek().kind == .keyword)) {
                let next = peek()
                guard next.kind == .identifier || next.kind == .keyword else { return true }
                bump(); bump()
                if atOperatorPrefix(UInt8(ascii: "<")) && split == 0 && !consumeGenericArguments() { return false }
                continue
            }
            if at(.postfixQuestionMark) || at(.exclamationMark) {
                bump()
                continue
            }
            if split > 0 && (currentByte == UInt8(ascii: "?") || currentByte == UInt8(ascii: "!")) {
                bumpByte()
                continue
            }
            return true
        }
        return false
    }
}

extension Parser {
    func lookahead() -> Lookahead { Lookahead(self) }

    /// `<` here opens generic arguments of the expression before it.
    func canParseGenericArguments() -> Bool {
        var la = lookahead()
        return la.canParseGenericArgumentListInExpression()
    }
}
