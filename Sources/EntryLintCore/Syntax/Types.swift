import SwiftLexer

extension Parser {
    /// type → attributes? specifiers? (`some`|`any`|`each`|`repeat`)? simple-type (`&` simple-type)*
    ///        (effects `->` type)?  `...`?
    @discardableResult
    mutating func parseType() -> NodeID {
        guard enter() else { return skipTooDeep(.missingType) }
        defer { leave() }
        let m = mark()
        var attributed = false
        while true {
            if at(.atSign) {
                parseAttribute()
                attributed = true
            } else if Lookahead.isTypeSpecifier(tok) && peek().kind != .colon && peek().kind != .comma
                        && peek().kind != .rightParen && peek().kind != .equal {
                let sm = mark()
                bump()
                if at(.leftParen) && toks[pos].start == toks[pos - 1].end { skipBalanced() }
                finish(sm, .modifier, aux: UInt16(toks[sm.token].sub))
                attributed = true
            } else {
                break
            }
        }
        parseTypeWithoutAttributes()
        if attributed { return finish(m, .attributedType) }
        return stack[stack.count - 1]
    }

    mutating func parseTypeWithoutAttributes() {
        let m = mark()
        if at(.repeat) {
            bump()
            parseType()
            finish(m, .packExpansionType)
            return
        }
        if (at(.some) || at(.any) || at(.each)) && startsType(peek()) {
            let isEach = at(.each)
            let isAny = at(.any)
            bump()
            parseCompositionOrSimple()
            if isEach { finish(m, .packElementType) } else { finish(m, .someOrAnyType, aux: isAny ? 1 : 0) }
        } else {
            parseCompositionOrSimple()
        }
        // Function type: `(A) async throws(E) -> B`.
        if at(.async) || at(.throws) || at(.rethrows) || at(.arrow) || (at(.identifier) && at(.reasync)) {
            if at(.async) || at(.throws) || at(.rethrows) { parseEffects() }
            if eat(.arrow) {
                parseType()
            } else {
                missing(.missingType, "'->' and a result type")
            }
            finish(m, .functionType)
        }
        if atOperator("...") {
            bump()
            finish(m, .packExpansionType, flags: .variadic)
        }
    }

    func startsType(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .leftParen, .leftSquare, .wildcard: return true
        case .keyword: return Parser.isKeyword(t, .Self) || Parser.isKeyword(t, .Any)
        case .prefixOperator: return true
        default: return false
        }
    }

    mutating func parseCompositionOrSimple() {
        let m = mark()
        parseSimpleType()
        var composed = false
        while atOperator("&") {
            bump()
            if (at(.some) || at(.any)) && startsType(peek()) {
                let sm = mark()
                let isAny = at(.any)
                bump()
                parseSimpleType()
                finish(sm, .someOrAnyType, aux: isAny ? 1 : 0)
            } else {
                parseSimpleType()
            }
            composed = true
        }
        if composed { finish(m, .compositionType) }
    }

    /// simple-type → name generic-args? | `(` tuple `)` | `[` T `]` | `[` K `:` V `]` | `~P`
    ///               followed by `.Name`, `.Type`, `.Protocol`, `?`, `!`.
    mutating func parseSimpleType() {
        let m = mark()
        switch kind {
        case .identifier, .wildcard:
            leaf(.name)
            if atOperatorPrefix(UInt8(ascii: "<")) && split == 0 { parseGenericArgumentClause() }
            finish(m, .identifierType)
        case .keyword where at(.Self) || at(.Any) || at(.class) || at(.self):
            bump()
            finish(m, .keywordType)
        case .leftParen:
            parseTupleType()
        case .leftSquare:
            bump()
            if at(.integerLiteral) && peek().kind == .identifier {
                // `[5 of Int]`
                leaf(.valueType)
                bump()
                parseType()
            } else {
                parseType()
                if eat(.colon) {
                    parseType()
                    expect(.rightSquare, "']'")
                    finish(m, .dictionaryType)
                    break
                }
            }
            expect(.rightSquare, "']'")
            finish(m, .arrayType)
        case .prefixOperator where currentByte == UInt8(ascii: "~"):
            bump()
            parseSimpleType()
            finish(m, .suppressedType)
        case .integerLiteral:
            leaf(.valueType)
        case .prefixOperator where atOperator("-") && peek().kind == .integerLiteral:
            bump(); bump()
            finish(m, .valueType)
        default:
            missing(.missingType, "a type")
            return
        }
        parseTypeSuffixes(m)
    }

    mutating func parseTypeSuffixes(_ m: Mark) {
        while true {
            if at(.period) && (peek().kind == .identifier || peek().kind == .keyword) {
                let next = peek()
                if text(next, is: "Type") || text(next, is: "Protocol") {
                    let isProtocol = text(next, is: "Protocol")
                    bump(); bump()
                    finish(m, .metatypeType, aux: isProtocol ? 1 : 0)
                    continue
                }
                bump()
                leaf(.name)
                if atOperatorPrefix(UInt8(ascii: "<")) && split == 0 { parseGenericArgumentClause() }
                finish(m, .memberType)
                continue
            }
            if split == 0 && at(.postfixQuestionMark) {
                bump()
                finish(m, .optionalType)
                continue
            }
            if split == 0 && at(.exclamationMark) {
                bump()
                finish(m, .implicitlyUnwrappedOptionalType)
                continue
            }
            // `T?>` or `T!>` lexed as one operator inside generic arguments.
            if split == 0 && (at(.postfixOperator) || at(.binaryOperator))
                && (currentByte == UInt8(ascii: "?") || currentByte == UInt8(ascii: "!")) && !tok.flags.contains(.leadingTrivia) {
                let isOptional = currentByte == UInt8(ascii: "?")
                bumpByte()
                finish(m, isOptional ? .optionalType : .implicitlyUnwrappedOptionalType)
                continue
            }
            if split > 0 && (currentByte == UInt8(ascii: "?") || currentByte == UInt8(ascii: "!")) {
                let isOptional = currentByte == UInt8(ascii: "?")
                bumpByte()
                finish(m, isOptional ? .optionalType : .implicitlyUnwrappedOptionalType)
                continue
            }
            return
        }
    }

    /// `(a: A, _ b: B, C...)` — a tuple type or the parameters of a function type.
    mutating func parseTupleType() {
        let m = mark()
        bump()  // (
        while !at(.rightParen) && !atEOF {
            let before = pos
            let em = mark()
            if (at(.identifier) || at(.wildcard) || at(.keyword)) && !at(.inout) {
                if peek().kind == .colon {
                    leaf(.name)
                    bump()
                } else if (peek().kind == .identifier || peek().kind == .wildcard) && peek(2).kind == .colon {
                    leaf(.name)
                    leaf(.name)
                    bump()
                }
            }
            parseType()
            if at(.equal) {
                // Default values are not allowed in types; keep them for recovery.
                let im = mark()
                bump()
                parseExpression()
                finish(im, .initializer, flags: .error)
            }
            finish(em, .tupleTypeElement)
            if !eat(.comma) {
                if !at(.rightParen) && pos == before { break }
                if !at(.rightParen) { break }
            }
        }
        expect(.rightParen, "')'")
        finish(m, .tupleType)
    }

    /// `<A, B>` at a use site, splitting `>>` when needed.
    mutating func parseGenericArgumentClause() {
        let m = mark()
        bumpByte()  // <
        if !atOperatorPrefix(UInt8(ascii: ">")) {
            while !atEOF {
                let before = pos
                if at(.integerLiteral) {
                    leaf(.valueType)
                } else {
                    parseType()
                }
                if !eat(.comma) || atOperatorPrefix(UInt8(ascii: ">")) { break }
                if pos == before { break }
            }
        }
        if atOperatorPrefix(UInt8(ascii: ">")) {
            bumpByte()
        } else {
            error(.expected, "'>'")
        }
        finish(m, .genericArgumentClause)
    }

    /// Effects after a parameter list: `async`, `throws`, `throws(E)`, `rethrows`, `reasync`.
    mutating func parseEffects() {
        let m = mark()
        var flags: NodeFlags = []
        while true {
            if at(.async) { flags.insert(.async); bump(); continue }
            if at(.reasync) { flags.insert(.reasync); bump(); continue }
            if at(.rethrows) { flags.insert(.rethrowing); bump(); continue }
            if at(.throws) {
                flags.insert(.throwing)
                bump()
                if at(.leftParen) && !tok.isAtStartOfLine {
                    bump()
                    parseType()
                    expect(.rightParen, "')'")
                }
                continue
            }
            break
        }
        finish(m, .effects, flags: flags)
    }
}
