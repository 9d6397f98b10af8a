import SwiftLexer

/// Where an expression appears changes what `{` and newlines mean.
enum ExprFlavor {
    case normal
    /// `if`/`guard`/`while`/`for`/`switch` heads: `{` starts the body, not a trailing closure.
    case condition
    /// `#if` conditions end at the end of the line.
    case poundIf
}

/// Standard precedence groups, lowest first.
enum Precedence: Int {
    case assignment = 1, ternary, arrow, customDefault, disjunction, conjunction, comparison, nilCoalescing, casting,
         rangeFormation, addition, multiplication, bitwiseShift

    var rightAssociative: Bool { self == .assignment || self == .ternary || self == .nilCoalescing || self == .arrow }

    static func of(_ op: OperatorID?) -> Precedence {
        guard let op else { return .customDefault }
        switch op {
        case .assign, .plusAssign, .minusAssign, .starAssign, .slashAssign, .percentAssign, .andAssign, .orAssign,
             .xorAssign, .shiftLeftAssign, .shiftRightAssign, .ampShiftLeftAssign, .ampShiftRightAssign:
            return .assignment
        case .arrow: return .arrow
        case .orOr: return .disjunction
        case .andAnd: return .conjunction
        case .lt, .gt, .le, .ge, .eqeq, .ne, .identical, .notIdentical, .patternMatch, .dotEq, .dotNe, .dotLt, .dotLe,
             .dotGt, .dotGe:
            return .comparison
        case .nilCoalescing: return .nilCoalescing
        case .closedRange, .halfOpenRange: return .rangeFormation
        case .plus, .minus, .ampPlus, .ampMinus, .pipe, .caret, .dotOr, .dotXor: return .addition
        case .star, .slash, .percent, .ampStar, .ampersand, .dotAnd: return .multiplication
        case .shiftLeft, .shiftRight, .ampShiftLeft, .ampShiftRight: return .bitwiseShift
        case .tilde, .bang, .dotBang, .dotTilde, .question: return .customDefault
        }
    }
}

extension Parser {
    /// An operator that joins two operands of a sequence, waiting to be folded.
    struct PendingOperator {
        enum Form { case binary, assignment, ternary(middle: NodeID), cast(aux: UInt16), arrow }
        var form: Form
        var precedence: Precedence
        var op: NodeID
    }

    /// expression → unary (infix-operator unary | `?` expr `:` unary | `as` type | `is` type)*
    /// with the operators folded by Swift's standard precedence groups.
    @discardableResult
    mutating func parseExpression(_ flavor: ExprFlavor = .normal) -> NodeID {
        guard enter() else { return skipTooDeep(.missingExpr) }
        defer { leave() }
        parseUnary(flavor)
        guard atSequenceOperator(flavor) else { return stack[stack.count - 1] }
        var operands: [NodeID] = [stack.removeLast()]
        var ops: [PendingOperator] = []
        while atSequenceOperator(flavor) {
            let before = pos
            if at(.as) || at(.is) {
                let m = mark()
                let isAs = at(.as)
                bump()
                var aux: UInt16 = isAs ? 0 : 3
                if isAs && split == 0 && !tok.flags.contains(.leadingTrivia) {
                    if at(.postfixQuestionMark) { aux = 1; bump() } else if at(.exclamationMark) { aux = 2; bump() }
                }
                let opNode = finish(m, .op)
                discardLast()
                reduce(&operands, &ops, above: .casting, inclusive: true)
                parseType()
                let type = stack.removeLast()
                let lhs = operands.removeLast()
                _ = opNode
                operands.append(makeNode(.castExpr, [lhs, type], aux: aux))
                continue
            }
            let pending: PendingOperator
            if at(.infixQuestionMark) {
                let om = mark()
                bump()
                let opNode = finish(om, .op)
                discardLast()
                parseExpression(flavor == .poundIf ? .poundIf : .normal)
                let middle = stack.removeLast()
                if !eat(.colon) { error(.expected, "':' in ternary expression") }
                pending = PendingOperator(form: .ternary(middle: middle), precedence: .ternary, op: opNode)
            } else if at(.equal) {
                let opNode = leaf(.op, aux: UInt16(OperatorID.assign.rawValue))
                discardLast()
                pending = PendingOperator(form: .assignment, precedence: .assignment, op: opNode)
            } else if at(.arrow) {
                let opNode = leaf(.op)
                discardLast()
                pending = PendingOperator(form: .arrow, precedence: .arrow, op: opNode)
            } else if at(.async) || at(.throws) {
                // Effects of a function type written as an expression: `(Int) async throws -> Void`.
                parseEffects()
                discardLast()
                continue
            } else {
                let id = tok.op
                let opNode = leaf(.op, aux: UInt16(id?.rawValue ?? 0))
                discardLast()
                let precedence = Precedence.of(id)
                pending = PendingOperator(form: precedence == .assignment ? .assignment : .binary,
                                          precedence: precedence, op: opNode)
            }
            reduce(&operands, &ops, above: pending.precedence, inclusive: !pending.precedence.rightAssociative)
            ops.append(pending)
            if pos == before { break }
            parseUnary(flavor)
            operands.append(stack.removeLast())
        }
        // An operator with no right operand (recovery): give it a missing one.
        while operands.count < ops.count + 1 { operands.append(makeMissing()) }
        reduce(&operands, &ops, above: .assignment, inclusive: true)
        let result = operands[0]
        stack.append(result)
        return result
    }

    mutating func makeMissing() -> NodeID {
        let id = NodeID(nodes.count)
        nodes.append(Node(kind: .missingExpr, flags: .error, aux: 0, firstToken: UInt32(pos), endToken: UInt32(pos),
                          firstChild: -1, nextSibling: -1))
        return id
    }

    /// Folds pending operators whose precedence is higher than `p` (or equal when `inclusive`).
    mutating func reduce(_ operands: inout [NodeID], _ ops: inout [PendingOperator], above p: Precedence, inclusive: Bool) {
        while let top = ops.last, top.precedence.rawValue > p.rawValue || (inclusive && top.precedence == p) {
            ops.removeLast()
            guard operands.count >= 2 else { break }
            let rhs = operands.removeLast()
            let lhs = operands.removeLast()
            switch top.form {
            case .binary, .arrow:
                operands.append(makeNode(.infixOperatorExpr, [lhs, top.op, rhs]))
            case .assignment:
                operands.append(makeNode(.assignmentExpr, [lhs, top.op, rhs]))
            case .ternary(let middle):
                operands.append(makeNode(.ternaryExpr, [lhs, middle, rhs]))
            case .cast:
                operands.append(makeNode(.castExpr, [lhs, rhs]))
            }
        }
    }

    /// A node adopting `children` directly (used by operator folding).
    mutating func makeNode(_ kind: NodeKind, _ children: [NodeID], flags: NodeFlags = [], aux: UInt16 = 0) -> NodeID {
        let id = NodeID(nodes.count)
        for k in 0..<(children.count - 1) { nodes[Int(children[k])].nextSibling = children[k + 1] }
        nodes[Int(children[children.count - 1])].nextSibling = -1
        let first = nodes[Int(children[0])].firstToken
        let end = nodes[Int(children[children.count - 1])].endToken
        nodes.append(Node(kind: kind, flags: flags, aux: aux, firstToken: first, endToken: max(first, end),
                          firstChild: children[0], nextSibling: -1))
        return id
    }

    /// Whether the current token continues a sequence as an infix operator.
    func atSequenceOperator(_ flavor: ExprFlavor) -> Bool {
        if split > 0 { return false }
        if flavor == .poundIf && tok.isAtStartOfLine { return false }
        switch kind {
        case .binaryOperator, .equal, .infixQuestionMark, .arrow:
            return true
        case .keyword:
            return at(.as) || at(.is)
        case .identifier:
            // `(Int) async -> Void` / `throws ->` in expression position.
            if (at(.async) || at(.throws)) && !tok.isAtStartOfLine {
                let next = peek()
                return next.kind == .arrow || Parser.isKeyword(next, .throws) || Parser.isKeyword(next, .async)
            }
            return false
        default:
            return false
        }
    }

    /// unary → (`try`|`await`|prefix-operator|`&`|…) unary | postfix
    @discardableResult
    mutating func parseUnary(_ flavor: ExprFlavor) -> NodeID {
        let m = mark()
        switch kind {
        case .keyword where at(.try):
            bump()
            var aux: UInt16 = 0
            if split == 0 && at(.postfixQuestionMark) { aux = 1; bump() } else if split == 0 && at(.exclamationMark) { aux = 2; bump() }
            parseUnaryOrSequence(flavor)
            return finish(m, .tryExpr, aux: aux)
        case .identifier where at(.await) && startsExpression(peek()) && !peek().isAtStartOfLine:
            bump()
            parseUnaryOrSequence(flavor)
            return finish(m, .awaitExpr)
        case .identifier where (at(.consume) || at(.copy) || at(.unsafe) || at(.each)) && isContextualPrefix():
            let kw = tok.sub
            bump()
            parseUnary(flavor)
            return finish(m, .specifierExpr, aux: UInt16(kw))
        case .keyword where at(.repeat):
            bump()
            parseUnary(flavor)
            return finish(m, .specifierExpr, aux: UInt16(Keyword.repeat.rawValue))
        case .prefixOperator:
            leaf(.op, aux: UInt16(tok.op?.rawValue ?? 0))
            parseUnary(flavor)
            return finish(m, .prefixOperatorExpr)
        case .prefixAmpersand:
            bump()
            parseUnary(flavor)
            return finish(m, .inOutExpr)
        case .binaryOperator where peekIsArgumentEnd():
            // An operator used as a function value: `reduce(0, +)`.
            leaf(.identifierExpr)
            return stack[stack.count - 1]
        case .postfixOperator where peekIsArgumentEnd():
            leaf(.identifierExpr)
            return stack[stack.count - 1]
        default:
            return parsePostfix(flavor)
        }
    }

    /// `try`/`await` cover the rest of the sequence to their right.
    mutating func parseUnaryOrSequence(_ flavor: ExprFlavor) {
        parseUnary(flavor)
    }

    func peekIsArgumentEnd() -> Bool {
        let k = peek().kind
        return k == .comma || k == .rightParen || k == .rightSquare || k == .colon
    }

    /// `consume x`, `copy x`, `unsafe x`, `each x`: contextual only when an operand follows on the line.
    func isContextualPrefix() -> Bool {
        let next = peek()
        if next.isAtStartOfLine || next.flags.contains(.leadingTrivia) == false { return false }
        switch next.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .stringHead, .leftSquare,
             .prefixOperator, .prefixAmpersand:
            return true
        case .keyword:
            return Parser.isKeyword(next, .self) || Parser.isKeyword(next, .Self) || Parser.isKeyword(next, .try)
                || Parser.isKeyword(next, .true) || Parser.isKeyword(next, .false) || Parser.isKeyword(next, .nil)
        case .leftParen:
            return Parser.isKeyword(tok, .unsafe) || Parser.isKeyword(tok, .each)
        default:
            return false
        }
    }

    /// Whether `t` can begin an expression.
    func startsExpression(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .dollarIdentifier, .wildcard, .integerLiteral, .floatLiteral, .stringLiteral, .stringHead,
             .regexLiteral, .leftParen, .leftSquare, .leftBrace, .prefixOperator, .prefixAmpersand, .backslash, .pound,
             .period, .poundAvailable:
            return true
        case .keyword:
            switch t.keyword {
            case .self?, .Self?, .super?, .true?, .false?, .nil?, .try?, .if?, .switch?, .`init`?, .Any?, .repeat?:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    // MARK: - Postfix

    /// postfix → primary (`.name` | call | subscript | trailing closure | `?` | `!` | postfix-op | `#if`)*
    @discardableResult
    mutating func parsePostfix(_ flavor: ExprFlavor) -> NodeID {
        parsePrimary(flavor)
        parsePostfixSuffixes(flavor)
        return stack[stack.count - 1]
    }

    mutating func parsePostfixSuffixes(_ flavor: ExprFlavor) {
        while true {
            if split > 0 { return }
            if flavor == .poundIf && tok.isAtStartOfLine { return }
            switch kind {
            case .period:
                let m = markBeforeLast()
                parseMemberSuffix()
                finishMember(m, implicit: false)
            case .leftParen where !tok.isAtStartOfLine:
                let m = markBeforeLast()
                bump()
                parseArgumentList(until: .rightParen)
                expect(.rightParen, "')' to end the call")
                if at(.leftBrace) && isValidTrailingClosure(flavor) { parseTrailingClosures() }
                finish(m, .callExpr)
            case .leftSquare where !tok.isAtStartOfLine:
                let m = markBeforeLast()
                bump()
                parseArgumentList(until: .rightSquare)
                expect(.rightSquare, "']' to end the subscript")
                if at(.leftBrace) && isValidTrailingClosure(flavor) { parseTrailingClosures() }
                finish(m, .subscriptExpr)
            case .leftBrace:
                guard isValidTrailingClosure(flavor), !lastIsLiteral() else { return }
                let m = markBeforeLast()
                parseTrailingClosures()
                finish(m, .callExpr)
                // Only one trailing-closure call in a row: `a { } { }` is not two calls.
                if at(.leftBrace) { return }
            case .postfixQuestionMark:
                let m = markBeforeLast()
                bump()
                finish(m, .optionalChainingExpr)
            case .exclamationMark:
                let m = markBeforeLast()
                bump()
                finish(m, .forceUnwrapExpr)
            case .postfixOperator:
                let m = markBeforeLast()
                leaf(.op, aux: UInt16(tok.op?.rawValue ?? 0))
                finish(m, .postfixOperatorExpr)
            case .poundIf where isPostfixIfConfig():
                let m = markBeforeLast()
                parseIfConfig(.postfix)
                finish(m, .postfixIfConfigExpr)
            default:
                return
            }
        }
    }

    func lastIsLiteral() -> Bool {
        switch nodes[Int(stack[stack.count - 1])].kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .nilLiteral, .arrayExpr, .dictionaryExpr,
             .regexLiteral:
            return true
        default:
            return false
        }
    }

    /// `.name`, `.0`, `.init`, `.self`, `.Type`, with `(a:b:)` or `<T>` after the name.
    mutating func parseMemberSuffix() {
        bump()  // .
        // Module selector `Swift::reduce`: the member is the name after `::`.
        if kind == .identifier && peek().kind == .colonColon && (peek(2).kind == .identifier || peek(2).kind == .keyword) {
            bump(); bump()
        }
        // A keyword that starts a declaration or statement on the next line is not a member name.
        if tok.isAtStartOfLine && kind == .keyword && atStatementBoundary() {
            missing(.name, "a member name after '.'")
            return
        }
        switch kind {
        case .identifier, .keyword, .integerLiteral, .dollarIdentifier, .wildcard:
            leaf(.name)
        case .floatLiteral:
            // `x.0.1` lexed as `0.1`: both parts are member names.
            leaf(.name)
        case .poundIf:
            return
        default:
            if split == 0 && kind.isOperator {
                leaf(.name)  // `.==` style references are rare but legal: `(==)`.
            } else {
                missing(.name, "a member name after '.'")
            }
            return
        }
        if at(.leftParen) && !tok.flags.contains(.leadingTrivia) && atDeclNameArguments() { parseDeclNameArguments() }
        if atOperatorPrefix(UInt8(ascii: "<")) && split == 0 && !tok.flags.contains(.leadingTrivia),
           canParseGenericArguments() {
            parseGenericArgumentClause()
        }
    }

    mutating func finishMember(_ m: Mark, implicit: Bool) {
        // A generic argument clause after the name makes a specialization around the member access.
        if let last = stack.last, nodes[Int(last)].kind == .genericArgumentClause {
            let args = stack.removeLast()
            let member = finish(m, .memberAccessExpr, flags: implicit ? .implicit : [])
            _ = member
            let gm = markBeforeLast()
            stack.append(args)
            finish(gm, .genericSpecializationExpr)
        } else {
            finish(m, .memberAccessExpr, flags: implicit ? .implicit : [])
        }
    }

    /// `(a:b:)` directly after a name: an argument-label reference, not a call.
    func atDeclNameArguments() -> Bool {
        var la = lookahead()
        guard la.eat(.leftParen) else { return false }
        var sawLabel = false
        while !la.at(.rightParen) {
            guard la.kind == .identifier || la.kind == .keyword || la.kind == .wildcard, la.peek().kind == .colon,
                  la.peek().start == la.tok.end else { return false }
            la.bump(); la.bump()
            sawLabel = true
        }
        return sawLabel
    }

    mutating func parseDeclNameArguments() {
        let m = mark()
        while !at(.rightParen) && !atEOF { bump() }
        bump()
        finish(m, .declNameArguments)
    }

    /// Whether `{` here is a trailing closure of what precedes it.
    func isValidTrailingClosure(_ flavor: ExprFlavor) -> Bool {
        if flavor == .poundIf { return false }
        if atAccessorBlockStart() { return false }
        // `switch x {` followed by `case` is the switch body.
        let next = peek()
        if Parser.isKeyword(next, .case) || Parser.isKeyword(next, .default) { return false }
        if next.kind == .atSign && Parser.isKeyword(peek(2), .unknown) { return false }
        guard flavor == .condition else { return true }
        // In a statement head, accept `{ … }` only when what follows shows it belongs to the expression.
        if next.isAtStartOfLine { return false }
        var la = lookahead()
        la.skipSingle()
        switch la.kind {
        case .leftBrace, .comma:
            return true
        case .keyword:
            if la.at(.where) { return true }
            return (la.at(.is) || la.at(.as)) && !la.atStartOfLine
        case .leftSquare, .leftParen, .period, .postfixQuestionMark, .infixQuestionMark, .exclamationMark, .colon,
             .equal, .postfixOperator, .binaryOperator:
            return !la.atStartOfLine
        default:
            return false
        }
    }

    /// `{ get`, `{ set(v) {`, `{ willSet {`…: an accessor block, not a closure.
    func atAccessorBlockStart() -> Bool {
        guard at(.leftBrace) else { return false }
        var la = lookahead()
        la.bump()
        la.skipAttributes()
        while la.at(.mutating) || la.at(.nonmutating) || la.at(.borrowing) || la.at(.consuming) || la.at(.nonisolated)
                || la.at(.__consuming) || la.at(.private) || la.at(.fileprivate) || la.at(.internal) || la.at(.public) {
            la.bump()
            if la.at(.leftParen) { la.skipSingle() }
        }
        guard Parser.isAccessorKeyword(la.tok) else { return false }
        let isGet = la.at(.get) || la.at(.borrow)
        la.bump()
        switch la.kind {
        case .leftBrace, .rightBrace:
            return true
        case .leftParen:
            // `set(newValue) {`: one name, then the body (or effects); not a call of a function
            // named `set` in a closure (`Button(role: .destructive) { set(to: 0) } label: { … }`).
            guard !isGet else { return false }
            la.bump()
            guard la.kind == .identifier || la.kind == .keyword else { return false }
            la.bump()
            guard la.at(.rightParen) else { return false }
            la.bump()
            return la.at(.leftBrace) || la.at(.async) || la.at(.throws)
        case .identifier:
            return Parser.isAccessorKeyword(la.tok) || la.at(.async) || la.at(.throws) || la.at(.mutating)
                || la.at(.nonmutating)
        case .keyword:
            return la.at(.throws) || la.at(.rethrows) || Parser.isAccessorKeyword(la.tok)
        case .atSign:
            return true
        default:
            return la.atStartOfLine
        }
    }

    static func isAccessorKeyword(_ t: Token) -> Bool {
        guard let kw = t.keyword else {
            return false
        }
        switch kw {
        case .get, .set, .willSet, .didSet, ._read, ._modify, .unsafeAddress, .unsafeMutableAddress, .`init`,
             .borrow:
            return true
        default:
            return false
        }
    }

    /// `{ … }` then `label: { … }`…
    mutating func parseTrailingClosures() {
        let m = mark()
        parseClosure()
        finish(m, .trailingClosure)
        while atLabeledTrailingClosure() {
            let lm = mark()
            leaf(.name)
            bump()  // :
            parseClosure()
            finish(lm, .trailingClosure, flags: .labeled)
        }
    }

    func atLabeledTrailingClosure() -> Bool {
        guard kind == .identifier || kind == .keyword || kind == .wildcard else { return false }
        if at(.default) && !tok.flags.contains(.backticked) { return false }
        guard peek().kind == .colon else { return false }
        return peek(2).kind == .leftBrace
    }

    /// `label: expr` elements up to `closer` (not consumed).
    mutating func parseArgumentList(until closer: TokenKind) {
        var afterComma = false
        while !at(closer) && !atEOF {
            if atStatementBoundary() { return }
            let before = pos
            let m = mark()
            var label: Int? = nil
            if (kind == .identifier || kind == .keyword || kind == .wildcard) && peek().kind == .colon
                && !(closer == .rightSquare && isDictionaryLikeAmbiguity()) {
                label = pos
                leaf(.name)
                bump()
            }
            let labeled = label != nil
            if at(.comma) || at(closer) {
                if let label {
                    // `f(a:)` alone is an argument-label reference, taken before this list when it
                    // follows a name; a label with nothing after it next to other arguments
                    // (`f(a: , b: 2)`, `f(x, a:)`) is a value left out.
                    if at(.comma) || afterComma { error(.expected, "a value after '\(tokenString(label)):'") }
                } else {
                    error(.expected, "an argument")
                }
            } else {
                parseExpression()
            }
            finish(m, .argument, flags: labeled ? .labeled : [])
            afterComma = at(.comma)
            if !eat(.comma) {
                if at(closer) || atEOF || at(.stringMiddle) || at(.stringTail) { break }
                // Garbage inside the list: skip to the next comma or the closer.
                if atStatementBoundary() || lookahead().atDeclarationInsideArguments() { break }
                let um = mark()
                let start = offset
                while !at(closer) && !at(.comma) && !atEOF && !at(.rightBrace) && !at(.stringMiddle) && !at(.stringTail)
                        && !atStatementBoundary() && !lookahead().atDeclarationInsideArguments() {
                    skipBalanced()
                }
                if pos > before { finish(um, .unexpected) } else { stack.removeLast(stack.count - um.stack) }
                error(.unexpectedTokens, "in argument list", at: start)
                if !eat(.comma) { break }
                afterComma = true
            }
            if pos == before { break }
        }
    }

    /// Never true today; hook for subscript labels that look like dictionary keys.
    func isDictionaryLikeAmbiguity() -> Bool { false }

    /// `#if` followed by a line starting with `.`: conditional members of a postfix chain.
    func isPostfixIfConfig() -> Bool {
        var la = lookahead()
        la.bump()
        while !la.at(.eof) && !la.atStartOfLine { la.bump() }
        return la.at(.period)
    }
}
