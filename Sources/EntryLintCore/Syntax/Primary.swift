import SwiftLexer

extension Parser {
    /// primary → name | literal | `(…)` | `[…]` | closure | `.member` | key path | `#macro` |
    ///           `if`/`switch` expression | `let`/`var` pattern
    @discardableResult
    mutating func parsePrimary(_ flavor: ExprFlavor) -> NodeID {
        let m = mark()
        switch kind {
        case .identifier, .dollarIdentifier:
            if (at(.some) || at(.any)) && peek().kind == .identifier && !peek().isAtStartOfLine {
                // `any P` / `some P` written as an expression (`(any View).self`).
                parseType()
                return finish(m, .typeExpr)
            }
            if kind == .identifier && peek().kind == .colonColon && peek(2).kind == .identifier { bump(); bump() }
            leaf(.name)
            if at(.leftParen) && !tok.flags.contains(.leadingTrivia) && atDeclNameArguments() { parseDeclNameArguments() }
            let e = finish(m, .identifierExpr)
            parseGenericSpecializationIfAny()
            return stack.last ?? e
        case .keyword:
            return parseKeywordPrimary(m, flavor)
        case .wildcard:
            return leaf(.discardExpr)
        case .integerLiteral:
            return leaf(.integerLiteral)
        case .floatLiteral:
            return leaf(.floatLiteral)
        case .stringLiteral, .stringHead:
            return parseStringLiteral()
        case .regexLiteral:
            return leaf(.regexLiteral)
        case .leftParen:
            return parseTupleExpr()
        case .leftSquare:
            return parseCollectionLiteral()
        case .leftBrace:
            return parseClosure()
        case .period:
            // Implicit member: `.red`, `.init(x)`.
            parseMemberSuffix()
            finishMember(m, implicit: true)
            return stack[stack.count - 1]
        case .backslash:
            return parseKeyPath()
        case .pound:
            return parseMacroExpansion(.macroExpansionExpr)
        case .poundAvailable, .poundUnavailable:
            // Only valid in conditions; parse it anyway.
            return parseAvailabilityCondition()
        case .prefixOperator, .binaryOperator, .postfixOperator:
            // A bare operator (`(+)`, recovery).
            if peekIsArgumentEnd() || peek().kind == .rightParen { return leaf(.identifierExpr) }
            return missing(.missingExpr, "an expression")
        default:
            return missing(.missingExpr, "an expression")
        }
    }

    mutating func parseKeywordPrimary(_ m: Mark, _ flavor: ExprFlavor) -> NodeID {
        switch tok.keyword {
        case .true?, .false?:
            return leaf(.booleanLiteral)
        case .nil?:
            return leaf(.nilLiteral)
        case .self?, .Self?, .super?, .Any?, .`init`?:
            leaf(.name)
            if at(.leftParen) && !tok.flags.contains(.leadingTrivia) && atDeclNameArguments() { parseDeclNameArguments() }
            finish(m, .identifierExpr)
            return stack[stack.count - 1]
        case .if?:
            return parseIf()
        case .switch?:
            return parseSwitch()
        case .let?, .var?:
            // A binding inside a pattern: `case .some(let x)`.
            let isLet = at(.let)
            bump()
            parsePattern()
            return finish(m, .patternExpr, flags: isLet ? .isLet : [])
        case .is?:
            bump()
            parseType()
            return finish(m, .isTypePattern)
        case .do?:
            // `do` expressions are experimental; parse the statement form.
            return parseDo()
        default:
            // A keyword used as a name where the grammar does not allow it: recover as a name.
            if let kw = tok.keyword, kw == .Type || kw == .Protocol {
                leaf(.name)
                return finish(m, .identifierExpr)
            }
            return missing(.missingExpr, "an expression")
        }
    }

    /// `Name<Args>` in expression position, when the `<` really opens generic arguments.
    mutating func parseGenericSpecializationIfAny() {
        guard split == 0, atOperatorPrefix(UInt8(ascii: "<")), canParseGenericArguments() else { return }
        let m = markBeforeLast()
        parseGenericArgumentClause()
        finish(m, .genericSpecializationExpr)
    }

    // MARK: - Literals

    /// A string literal; interpolations are parsed as argument lists (`\(x, format: .y)`).
    @discardableResult
    mutating func parseStringLiteral() -> NodeID {
        let m = mark()
        if at(.stringLiteral) {
            bump()
            return finish(m, .stringLiteral)
        }
        bump()  // head
        while !atEOF {
            parseArgumentList(until: .stringTail)
            if at(.stringMiddle) { bump(); continue }
            if eat(.stringTail) { break }
            // Stray tokens before the end of the interpolation.
            let um = mark()
            while !at(.stringMiddle) && !at(.stringTail) && !atEOF { skipBalanced() }
            finish(um, .unexpected)
        }
        return finish(m, .stringLiteral)
    }

    /// `( )`, `(x)`, `(a, b: c)`.
    mutating func parseTupleExpr() -> NodeID {
        let m = mark()
        bump()
        parseArgumentList(until: .rightParen)
        expect(.rightParen, "')'")
        let elements = stack.count - m.stack
        if elements == 1, !nodes[Int(stack[stack.count - 1])].flags.contains(.labeled) {
            return finish(m, .parenExpr)
        }
        return finish(m, .tupleExpr)
    }

    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func parseCollectionLiteral() -> NodeID {
        let m = mark()
        bump()  // [
        if at(.colon) && peek().kind == .rightSquare {
            bump(); bump()
            return finish(m, .dictionaryExpr)
        }
        var isDictionary = false
        var first = true
        while !at(.rightSquare) && !atEOF {
            if atStatementBoundary() { break }
            let before = pos
            if at(.poundIf) {
                // `#if` inside a collection literal is not Swift; keep the tokens.
                let um = mark()
                skipBalanced()
                finish(um, .unexpected)
                continue
            }
            let em = mark()
            parseExpression()
            if at(.colon) && (first || isDictionary) {
                bump()
                parseExpression()
                finish(em, .dictionaryElement)
                isDictionary = true
            }
            first = false
            if !eat(.comma) {
                if !at(.rightSquare) {
                    error(.expected, "',' or ']'")
                    if pos == before || atStatementBoundary() { break }
                    // Recover: skip to the end of the literal's line of elements.
                    let um = mark()
                    while !at(.rightSquare) && !at(.comma) && !atEOF && !at(.rightBrace) && !atStatementBoundary() { skipBalanced() }
                    finish(um, .unexpected)
                    if !eat(.comma) { break }
                }
            }
            if pos == before { break }
        }
        expect(.rightSquare, "']'")
        return finish(m, isDictionary ? .dictionaryExpr : .arrayExpr)
    }

    // MARK: - Closures

    /// `{ [captures] (params) async throws -> T in statements }`
    @discardableResult
    mutating func parseClosure() -> NodeID {
        guard enter() else { return skipTooDeep(.closureExpr) }
        defer { leave() }
        let m = mark()
        bump()  // {
        if canParseClosureSignature() { parseClosureSignature() }
        parseItems(until: .rightBrace)
        expect(.rightBrace, "'}' to end the closure")
        return finish(m, .closureExpr)
    }

    func canParseClosureSignature() -> Bool {
        var la = lookahead()
        la.skipAttributes()
        if la.eat(.leftSquare) {
            while !la.at(.rightSquare) && !la.at(.eof) && !la.at(.rightBrace) && la.budget > 0 { la.skipSingle() }
            guard la.eat(.rightSquare) else { return false }
        }
        var sawArrow = false
        if la.at(.leftParen) {
            la.skipSingle()
        } else if la.at(.identifier) || la.at(.wildcard) {
            la.bump()
            while la.budget > 0 {
                if la.eat(.colon) { guard la.canParseType() else { return false } }
                guard la.eat(.comma) else { break }
                guard la.at(.identifier) || la.at(.wildcard) else { return false }
                la.bump()
            }
        }
        while la.at(.async) || la.at(.throws) || la.at(.rethrows) {
            let wasThrows = la.at(.throws)
            la.bump()
            if wasThrows && la.at(.leftParen) { la.skipSingle() }
        }
        if la.eat(.arrow) {
            guard la.canParseType() else { return false }
            sawArrow = true
            while la.at(.async) || la.at(.throws) { la.bump() }
        }
        return la.at(.in) || sawArrow
    }

    mutating func parseClosureSignature() {
        let m = mark()
        while at(.atSign) { parseAttribute() }
        if at(.leftSquare) {
            let cm = mark()
            bump()
            while !at(.rightSquare) && !atEOF {
                let before = pos
                let im = mark()
                // `weak self`, `unowned(unsafe) x`, `x = expr`, `self`.
                if (at(.weak) || at(.unowned)) && peek().kind != .comma && peek().kind != .equal && peek().kind != .rightSquare {
                    let mm = mark()
                    let kw = tok.sub
                    bump()
                    if at(.leftParen) { skipBalanced() }
                    finish(mm, .modifier, aux: UInt16(kw))
                }
                if kind == .identifier || kind == .keyword || kind == .wildcard {
                    leaf(.name)
                } else {
                    missing(.name, "a capture name")
                }
                parseInitializerIfPresent()
                finish(im, .captureItem)
                if !eat(.comma) { break }
                if pos == before { break }
            }
            expect(.rightSquare, "']'")
            finish(cm, .captureList)
        }
        if at(.leftParen) {
            parseParameterClause(closure: true)
        } else {
            while at(.identifier) || at(.wildcard) {
                let pm = mark()
                leaf(.name)
                if eat(.colon) {
                    let tm = mark()
                    parseType()
                    finish(tm, .typeAnnotation)
                }
                finish(pm, .parameter)
                if !eat(.comma) { break }
            }
        }
        if at(.async) || at(.throws) || at(.rethrows) { parseEffects() }
        if at(.arrow) {
            let rm = mark()
            bump()
            parseType()
            finish(rm, .returnClause)
        }
        if !eat(.in) { error(.expected, "'in' after the closure signature") }
        finish(m, .closureSignature)
    }

    // MARK: - Key paths and macros

    /// `\Root.a?.b![0].self`, `\.a`.
    mutating func parseKeyPath() -> NodeID {
        let m = mark()
        bump()  // backslash
        // Root type: a name with generic arguments, or a bracketed/parenthesized type.
        if (at(.identifier) || at(.Self) || at(.Any)) && !tok.isAtStartOfLine && !tok.flags.contains(.leadingTrivia) {
            let tm = mark()
            leaf(.name)
            if atOperatorPrefix(UInt8(ascii: "<")) && split == 0, canParseGenericArguments() {
                parseGenericArgumentClause()
            }
            finish(tm, .identifierType)
        } else if (at(.leftSquare) || at(.leftParen)) && !tok.flags.contains(.leadingTrivia) {
            parseSimpleTypeNoSuffix()
        }
        while split == 0 {
            let cm = mark()
            if at(.period) && !tok.flags.contains(.leadingTrivia) {
                bump()
                if at(.leftSquare) {
                    bump()
                    parseArgumentList(until: .rightSquare)
                    expect(.rightSquare, "']'")
                    finish(cm, .keyPathComponent, aux: 2)
                } else if at(.postfixQuestionMark) || at(.exclamationMark) {
                    bump()
                    finish(cm, .keyPathComponent, aux: 1)
                } else if kind == .identifier || kind == .keyword || kind == .integerLiteral || kind == .wildcard
                            || kind == .dollarIdentifier {
                    leaf(.name)
                    if at(.leftParen) && !tok.flags.contains(.leadingTrivia) {
                        if atDeclNameArguments() {
                            parseDeclNameArguments()
                        } else {
                            // Method call components: `\.foo(bar:)` or `\.foo(1)`.
                            bump()
                            parseArgumentList(until: .rightParen)
                            expect(.rightParen, "')'")
                        }
                    }
                    finish(cm, .keyPathComponent, aux: 0)
                } else if kind == .floatLiteral {
                    leaf(.name)
                    finish(cm, .keyPathComponent, aux: 0)
                } else {
                    missing(.name, "a key path component")
                    finish(cm, .keyPathComponent, aux: 0)
                    break
                }
            } else if (at(.postfixQuestionMark) || at(.exclamationMark)) && !tok.flags.contains(.leadingTrivia) {
                bump()
                finish(cm, .keyPathComponent, aux: 1)
            } else if at(.leftSquare) && !tok.flags.contains(.leadingTrivia) {
                bump()
                parseArgumentList(until: .rightSquare)
                expect(.rightSquare, "']'")
                finish(cm, .keyPathComponent, aux: 2)
            } else {
                break
            }
        }
        return finish(m, .keyPathExpr)
    }

    /// `[Int]` / `(A, B)` as a key path root.
    mutating func parseSimpleTypeNoSuffix() {
        if at(.leftParen) { parseTupleType(); return }
        let m = mark()
        bump()
        parseType()
        if eat(.colon) {
            parseType()
            expect(.rightSquare, "']'")
            finish(m, .dictionaryType)
            return
        }
        expect(.rightSquare, "']'")
        finish(m, .arrayType)
    }

    /// `#name`, `#name<T>(args) { }`: a macro expansion (not a call).
    @discardableResult
    mutating func parseMacroExpansion(_ kind: NodeKind) -> NodeID {
        let m = mark()
        bump()  // #
        if (self.kind == .identifier || self.kind == .keyword) && !tok.isAtStartOfLine {
            // `# name` with a space is an error, but the name still belongs to the `#`.
            if tok.flags.contains(.leadingTrivia) { error(.unexpectedTokens, "space between '#' and the macro name") }
            leaf(.name)
        } else {
            missing(.name, "a macro name after '#'")
            return finish(m, kind, flags: .error)
        }
        if atOperatorPrefix(UInt8(ascii: "<")) && split == 0 && !tok.flags.contains(.leadingTrivia),
           canParseGenericArguments() {
            parseGenericArgumentClause()
        }
        if at(.leftParen) && !tok.isAtStartOfLine {
            bump()
            parseArgumentList(until: .rightParen)
            expect(.rightParen, "')'")
        }
        if at(.leftBrace) && isValidTrailingClosure(.normal) { parseTrailingClosures() }
        return finish(m, kind)
    }

    /// `#available(iOS 17, *)`: its arguments are platform versions, kept as raw tokens.
    @discardableResult
    mutating func parseAvailabilityCondition() -> NodeID {
        let m = mark()
        let negated = at(.poundUnavailable)
        bump()
        if at(.leftParen) {
            let rm = mark()
            skipBalanced()
            finish(rm, .unexpected)
        } else {
            error(.expected, "'(' after #available")
        }
        return finish(m, .availabilityCondition, flags: negated ? .negated : [])
    }
}
