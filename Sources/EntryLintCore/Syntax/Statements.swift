import SwiftLexer

extension Parser {
    /// Statements, declarations and expressions up to `closer` (not consumed).
    mutating func parseItems(until closer: TokenKind) {
        while !at(closer) && !atEOF {
            if eat(.semicolon) { continue }
            let before = pos
            let stackBefore = stack.count
            parseItem(closer)
            if pos == before {
                // Nothing could be parsed here: keep the token as unexpected and move on.
                stack.removeLast(stack.count - stackBefore)
                let m = mark()
                let start = offset
                if at(.rightParen) || at(.rightSquare) || at(.rightBrace) || at(.stringMiddle) || at(.stringTail) {
                    bump()
                } else {
                    skipBalanced()
                }
                finish(m, .unexpected)
                error(.unexpectedTokens, "unexpected code", at: start)
            }
        }
    }

    /// One item of a code block.
    mutating func parseItem(_ closer: TokenKind = .rightBrace) {
        guard enter() else { _ = skipTooDeep(.unexpected); return }
        defer { leave() }
        switch kind {
        case .poundIf:
            if atAttributeIfConfig() {
                parseDeclaration(inMembers: false)
            } else {
                parseIfConfig(.items)
            }
            return
        case .poundSourceLocation:
            let m = mark()
            bump()
            if at(.leftParen) { skipBalanced() }
            finish(m, .poundSourceLocation)
            return
        case .pound:
            // `#warning(…)`, `#Preview { }`, `#externalMacro(…)` at item level.
            var la = lookahead()
            if la.isStartOfDeclaration(allowCase: false) { break }
            parseMacroExpansion(.macroExpansionDecl)
            parsePostfixSuffixesIfMemberChain()
            return
        default:
            break
        }
        if at(.atSign) || Parser.isModifierKeyword(tok) || kind == .keyword || at(.actor) || at(.macro) {
            var la = lookahead()
            if la.isStartOfDeclaration(allowCase: false) {
                parseDeclaration(inMembers: false)
                return
            }
        }
        if parseStatementIfAny() { return }
        parseExpression()
    }

    /// `#Preview { }.foo()` is not a thing, but `#stringify(x).1` is: continue a macro expression.
    mutating func parsePostfixSuffixesIfMemberChain() {
        if at(.period) && !tok.isAtStartOfLine || at(.binaryOperator) {
            let last = stack.removeLast()
            nodes[Int(last)].kind = .macroExpansionExpr
            stack.append(last)
            parsePostfixSuffixes(.normal)
        }
    }

    /// Parses a statement starting with a keyword; false if the cursor is not at one.
    mutating func parseStatementIfAny() -> Bool {
        switch tok.keyword {
        case .return?:
            let m = mark()
            bump()
            if atExpressionAfterKeyword() { parseExpression() }
            finish(m, .returnStmt)
        case .throw?:
            let m = mark()
            bump()
            parseExpression()
            finish(m, .throwStmt)
        case .break?, .continue?:
            let m = mark()
            let isBreak = at(.break)
            bump()
            if (at(.identifier) || at(.keyword) && !atStatementKeyword()) && !tok.isAtStartOfLine
                && (kind == .identifier) { leaf(.name) }
            finish(m, isBreak ? .breakStmt : .continueStmt)
        case .fallthrough?:
            let m = mark()
            bump()
            finish(m, .fallthroughStmt)
        case .defer?:
            let m = mark()
            bump()
            parseCodeBlock()
            finish(m, .deferStmt)
        case .do?:
            parseDo()
        case .if?:
            parseIf()
        case .guard?:
            let m = mark()
            bump()
            parseConditionList()
            if !eat(.else) { error(.expected, "'else' after guard conditions") }
            parseCodeBlock()
            finish(m, .guardStmt)
        case .for?:
            parseFor()
        case .while?:
            let m = mark()
            bump()
            parseConditionList()
            parseCodeBlock()
            finish(m, .whileStmt)
        case .repeat? where peek().kind == .leftBrace:
            let m = mark()
            bump()
            parseCodeBlock()
            if eat(.while) {
                parseExpression()
            } else {
                error(.expected, "'while' after repeat body")
            }
            finish(m, .repeatStmt)
        case .switch?:
            parseSwitch()
        case .discard? where peek().kind == .keyword && !peek().isAtStartOfLine:
            let m = mark()
            bump()
            parseExpression()
            finish(m, .discardStmt)
        case .yield? where !peek().isAtStartOfLine && (peek().kind == .prefixAmpersand || peek().kind == .identifier
                                                       || peek().kind == .keyword || peek().kind == .leftParen):
            if peek().kind == .leftParen && !peek().flags.contains(.leadingTrivia) { return false }
            let m = mark()
            bump()
            parseExpression()
            finish(m, .yieldStmt)
        case .then? where !peek().isAtStartOfLine && peek().flags.contains(.leadingTrivia) && startsExpression(peek())
            && peek().kind != .period && peek().kind != .leftParen && peek().kind != .leftSquare && peek().kind != .leftBrace:
            // `then` statements (experimental) are rare; parse as an expression statement.
            return false
        default:
            // `label: for …`
            if (kind == .identifier || kind == .keyword && !atStatementKeyword()) && peek().kind == .colon {
                let next = peek(2)
                if let kw = next.keyword, [.for, .while, .repeat, .if, .do, .switch, .guard].contains(kw) {
                    let m = mark()
                    leaf(.name)
                    bump()
                    parseItem()
                    finish(m, .labeledStmt)
                    return true
                }
            }
            return false
        }
        return true
    }

    func atStatementKeyword() -> Bool {
        switch tok.keyword {
        case .return?, .throw?, .break?, .continue?, .fallthrough?, .defer?, .do?, .if?, .guard?, .for?, .while?,
             .repeat?, .switch?, .case?, .default?, .else?, .catch?, .var?, .let?, .func?:
            return true
        default:
            return false
        }
    }

    /// After `return`: an expression follows unless the block or statement ends here.
    func atExpressionAfterKeyword() -> Bool {
        switch kind {
        case .rightBrace, .semicolon, .eof, .poundIf, .poundElse, .poundElseif, .poundEndif, .rightParen, .rightSquare:
            return false
        case .keyword:
            if at(.case) || at(.default) { return false }
            if atStatementKeyword() && !at(.if) && !at(.switch) && !at(.try) { return false }
            if at(.var) || at(.let) || at(.func) || at(.class) || at(.struct) || at(.enum) { return false }
            return true
        default:
            if tok.isAtStartOfLine {
                var la = lookahead()
                if la.isStartOfDeclaration(allowCase: false) { return false }
            }
            return true
        }
    }

    /// `{ items }`
    @discardableResult
    mutating func parseCodeBlock(body: Bool = false) -> NodeID {
        let m = mark()
        if body && skimBodies && at(.leftBrace) {
            // A declaration's body, skimmed: one node over its tokens.
            skipBalanced()
            return finish(m, .codeBlock)
        }
        guard eat(.leftBrace) else {
            return missing(.codeBlock, "'{'")
        }
        parseItems(until: .rightBrace)
        expect(.rightBrace, "'}'")
        return finish(m, .codeBlock)
    }

    // MARK: - Control flow

    @discardableResult
    mutating func parseIf() -> NodeID {
        let m = mark()
        bump()  // if
        parseConditionList()
        parseCodeBlock()
        if eat(.else) {
            if at(.if) {
                parseIf()
            } else {
                parseCodeBlock()
            }
        }
        return finish(m, .ifExpr)
    }

    /// `cond, let x = y, case .a(let b) = c, #available(…)`
    mutating func parseConditionList() {
        let m = mark()
        while !atEOF {
            let before = pos
            let cm = mark()
            if at(.let) || at(.var) || (at(.inout) && peek().kind == .identifier) {
                let isLet = at(.let)
                bump()
                parsePattern()
                parseTypeAnnotationIfPresent()
                parseInitializerIfPresent(.condition)
                finish(cm, .optionalBinding, flags: isLet ? .isLet : [])
            } else if at(.case) {
                bump()
                parseMatchingPattern()
                parseTypeAnnotationIfPresent()
                let im = mark()
                if eat(.equal) {
                    parseExpression(.condition)
                    finish(im, .initializer)
                } else {
                    error(.expected, "'=' in case condition")
                }
                finish(cm, .matchingPattern)
            } else if at(.poundAvailable) || at(.poundUnavailable) {
                parseAvailabilityCondition()
            } else {
                parseExpression(.condition)
            }
            if !eat(.comma) { break }
            if pos == before { break }
        }
        finish(m, .conditionList)
    }

    mutating func parseFor() {
        let m = mark()
        bump()  // for
        _ = eat(.try)
        if at(.await) && !Parser.isKeyword(peek(), .in) { bump() }
        if at(.case) {
            bump()
            parseMatchingPattern()
        } else {
            parsePattern()
        }
        parseTypeAnnotationIfPresent()
        if !eat(.in) { error(.expected, "'in' in for loop") }
        parseExpression(.condition)
        parseWhereClauseIfPresent(.condition)
        parseCodeBlock()
        finish(m, .forStmt)
    }

    @discardableResult
    mutating func parseDo() -> NodeID {
        let m = mark()
        bump()  // do
        if at(.throws) { parseEffects() }
        parseCodeBlock()
        while at(.catch) {
            let cm = mark()
            bump()
            while !at(.leftBrace) && !atEOF {
                let before = pos
                let im = mark()
                parseMatchingPattern()
                parseWhereClauseIfPresent(.condition)
                finish(im, .caseItem)
                if !eat(.comma) { break }
                if pos == before { break }
            }
            parseCodeBlock()
            finish(cm, .catchClause)
        }
        return finish(m, .doStmt)
    }

    @discardableResult
    mutating func parseSwitch() -> NodeID {
        let m = mark()
        bump()  // switch
        parseExpression(.condition)
        if eat(.leftBrace) {
            parseSwitchCases()
            expect(.rightBrace, "'}' to end the switch")
        } else {
            error(.expected, "'{' after switch subject")
        }
        return finish(m, .switchExpr)
    }

    mutating func parseSwitchCases() {
        while !at(.rightBrace) && !atEOF {
            let before = pos
            if at(.poundIf) {
                parseIfConfig(.switchCases)
            } else if at(.case) || at(.default) || at(.atSign) {
                parseSwitchCase()
            } else {
                // Statements before the first case (invalid): keep them in an unlabeled case.
                let m = mark()
                parseItem()
                if pos == before { bump() }
                finish(m, .unexpected)
                error(.expected, "'case' or 'default'")
            }
            if pos == before { break }
        }
    }

    mutating func parseSwitchCase() {
        let m = mark()
        while at(.atSign) { parseAttribute() }  // @unknown
        if eat(.default) {
            expect(.colon, "':' after default")
        } else if eat(.case) {
            while !atEOF {
                let before = pos
                let im = mark()
                parseMatchingPattern()
                parseWhereClauseIfPresent()
                finish(im, .caseItem)
                if !eat(.comma) { break }
                if pos == before { break }
            }
            expect(.colon, "':' after case patterns")
        } else {
            error(.expected, "'case'")
        }
        while !at(.rightBrace) && !at(.case) && !at(.default) && !atEOF && !at(.poundElse) && !at(.poundElseif)
                && !at(.poundEndif) {
            if at(.atSign) && Parser.isKeyword(peek(), .unknown) { break }
            if at(.poundIf) && ifConfigHoldsCases() { break }
            if eat(.semicolon) { continue }
            let before = pos
            parseItem()
            if pos == before {
                let um = mark()
                skipBalanced()
                finish(um, .unexpected)
            }
        }
        finish(m, .switchCase)
    }

    /// Whether a `#if` inside a switch holds `case`s (rather than statements of the current case).
    func ifConfigHoldsCases() -> Bool {
        var la = lookahead()
        la.bump()
        while !la.at(.eof) && !la.atStartOfLine { la.bump() }
        return la.at(.case) || la.at(.default) || (la.at(.atSign) && Parser.isKeyword(la.peek(), .unknown))
    }

    // MARK: - Patterns

    /// A pattern after `let`/`var`/`for`: name, `_`, tuple, or `let`/`var` pattern.
    @discardableResult
    mutating func parsePattern() -> NodeID {
        guard enter() else { return skipTooDeep(.wildcardPattern) }
        defer { leave() }
        let m = mark()
        switch kind {
        case .identifier, .dollarIdentifier:
            return leaf(.identifierPattern)
        case .wildcard:
            return leaf(.wildcardPattern)
        case .leftParen:
            bump()
            while !at(.rightParen) && !atEOF {
                let before = pos
                // Labels in tuple patterns: `(x: a, y: b)`.
                if (at(.identifier) || at(.wildcard)) && peek().kind == .colon { bump(); bump() }
                parsePattern()
                if !eat(.comma) { break }
                if pos == before { break }
            }
            expect(.rightParen, "')'")
            return finish(m, .tuplePattern)
        case .keyword where at(.let) || at(.var):
            let isLet = at(.let)
            bump()
            parsePattern()
            return finish(m, .valueBindingPattern, flags: isLet ? .isLet : [])
        case .keyword where kind == .keyword && !atStatementKeyword() && !at(.in):
            // A keyword used as a name (recovery).
            return leaf(.identifierPattern, flags: .error)
        default:
            return missing(.identifierPattern, "a pattern")
        }
    }

    /// A `case` pattern: an expression whose `let x` parts bind names (`.some(let x)`, `let .a(b)`,
    /// `is T`, `let x as T`).
    @discardableResult
    mutating func parseMatchingPattern() -> NodeID {
        let m = mark()
        if at(.let) || at(.var) {
            let isLet = at(.let)
            bump()
            parseExpression(.condition)
            finish(m, .valueBindingPattern, flags: isLet ? .isLet : [])
        } else if at(.is) {
            bump()
            parseType()
            finish(m, .isTypePattern)
        } else {
            parseExpression(.condition)
        }
        return finish(m, .expressionPattern)
    }
}
