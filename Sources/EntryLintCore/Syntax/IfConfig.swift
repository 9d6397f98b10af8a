import SwiftLexer

extension Parser {
    /// What the clauses of a `#if` hold, by where it appears.
    enum IfConfigContent { case items, members, switchCases, postfix, accessors, attributes }

    /// `#if cond … #elseif cond … #else … #endif`: every branch is parsed and kept.
    @discardableResult
    mutating func parseIfConfig(_ content: IfConfigContent) -> NodeID {
        let m = mark()
        var clause: UInt16 = 0
        while at(.poundIf) || at(.poundElseif) || at(.poundElse) {
            let before = pos
            let cm = mark()
            let isElse = at(.poundElse)
            bump()
            if !isElse {
                // The condition is not code: parsed for structure, ending at the end of its line.
                if !tok.isAtStartOfLine && !atEOF { parseExpression(.poundIf) } else { missing(.missingExpr, "a condition") }
            }
            parseIfConfigBody(content)
            finish(cm, .ifConfigClause, aux: isElse ? 2 : clause == 0 ? 0 : 1)
            clause += 1
            if pos == before { break }
        }
        expect(.poundEndif, "'#endif'")
        return finish(m, .ifConfigDecl)
    }

    mutating func atIfConfigClauseEnd() -> Bool {
        at(.poundElseif) || at(.poundElse) || at(.poundEndif) || atEOF
    }

    mutating func parseIfConfigBody(_ content: IfConfigContent) {
        switch content {
        case .items:
            while !atIfConfigClauseEnd() {
                if eat(.semicolon) { continue }
                let before = pos
                if at(.rightBrace) || at(.rightParen) || at(.rightSquare) {
                    // A closer that belongs outside: unbalanced code in this branch.
                    let um = mark()
                    let start = offset
                    bump()
                    finish(um, .unexpected)
                    error(.unexpectedTokens, "unbalanced bracket in #if branch", at: start)
                    continue
                }
                parseItem()
                if pos == before {
                    let um = mark()
                    skipBalanced()
                    finish(um, .unexpected)
                }
            }
        case .members:
            while !atIfConfigClauseEnd() {
                let before = pos
                if at(.rightBrace) {
                    let um = mark()
                    bump()
                    finish(um, .unexpected)
                    continue
                }
                parseMembers(until: .poundEndif)
                if pos == before { break }
            }
        case .switchCases:
            while !atIfConfigClauseEnd() {
                let before = pos
                if at(.poundIf) {
                    parseIfConfig(.switchCases)
                } else if at(.case) || at(.default) || at(.atSign) {
                    parseSwitchCase()
                } else {
                    parseItem()
                }
                if pos == before {
                    let um = mark()
                    skipBalanced()
                    finish(um, .unexpected)
                }
            }
        case .postfix:
            // `.modifier()` chains, possibly nested `#if`.
            while !atIfConfigClauseEnd() {
                let before = pos
                let m = mark()
                if at(.period) {
                    parseMemberSuffix()
                    finishMember(m, implicit: true)
                    parsePostfixSuffixes(.normal)
                } else if at(.poundIf) {
                    parseIfConfig(.postfix)
                    finish(m, .postfixIfConfigExpr)
                    parsePostfixSuffixes(.normal)
                } else {
                    parseItem()
                }
                if pos == before {
                    let um = mark()
                    skipBalanced()
                    finish(um, .unexpected)
                }
            }
        case .attributes:
            while at(.atSign) { parseAttribute() }
            if !atIfConfigClauseEnd() { error(.expected, "an attribute") }
        case .accessors:
            while !atIfConfigClauseEnd() && !at(.rightBrace) {
                let before = pos
                if !parseAccessor() { parseItem() }
                if pos == before {
                    let um = mark()
                    skipBalanced()
                    finish(um, .unexpected)
                }
            }
        }
    }

    /// `#if` whose branches hold only attributes of the declaration after `#endif`.
    func atAttributeIfConfig() -> Bool {
        guard at(.poundIf) else { return false }
        var la = lookahead()
        var sawAttribute = false
        while la.at(.poundIf) || la.at(.poundElseif) || la.at(.poundElse) {
            let isElse = la.at(.poundElse)
            la.bump()
            if !isElse { while !la.at(.eof) && !la.atStartOfLine { la.bump() } }
            while la.at(.atSign) {
                let before = la.pos
                la.skipAttributes()
                sawAttribute = true
                if la.pos == before { return false }
            }
        }
        guard sawAttribute, la.eat(.poundEndif) else { return false }
        return la.at(.atSign) || la.at(.poundIf) || la.isStartOfDeclaration(allowCase: true)
    }
}
