import SwiftLexer

extension Parser {
    /// The whole file: a list of items.
    mutating func parseSourceFile() -> NodeID {
        let m = mark()
        while !atEOF {
            let before = pos
            parseItems(until: .eof)
            if pos == before {
                let um = mark()
                bump()
                finish(um, .unexpected)
            }
            // A stray closer at top level.
            if !atEOF && (at(.rightBrace) || at(.rightParen) || at(.rightSquare)) {
                let um = mark()
                let start = offset
                bump()
                finish(um, .unexpected)
                error(.unexpectedTokens, "unmatched closing bracket", at: start)
            }
        }
        return finish(m, .sourceFile)
    }

    /// attributes modifiers (decl-keyword …)
    mutating func parseDeclaration(inMembers: Bool) {
        let m = mark()
        while at(.atSign) || atAttributeIfConfig() {
            if at(.atSign) { parseAttribute() } else { parseIfConfig(.attributes) }
        }
        parseModifiers()
        while at(.atSign) {
            parseAttribute()
            parseModifiers()
        }
        switch tok.keyword {
        case .import?: parseImport(m)
        case .let?, .var?: parseVariable(m)
        case .func?: parseFunction(m)
        case .`init`?: parseInit(m)
        case .deinit?:
            bump()
            if at(.async) { parseEffects() }
            if at(.leftBrace) { parseCodeBlock(body: true) }
            finish(m, .deinitializerDecl)
        case .subscript?: parseSubscript(m)
        case .typealias?: parseTypeAlias(m)
        case .associatedtype?: parseAssociatedType(m)
        case .struct?: parseNominal(m, .structDecl)
        case .class?: parseNominal(m, .classDecl)
        case .enum?: parseNominal(m, .enumDecl)
        case .protocol?: parseNominal(m, .protocolDecl)
        case .actor? where peek().kind == .identifier: parseNominal(m, .actorDecl)
        case .extension?: parseExtension(m)
        case .case?: parseEnumCase(m)
        case .operator?: parseOperatorDecl(m)
        case .precedencegroup?: parsePrecedenceGroup(m)
        case .macro? where peek().kind == .identifier: parseMacroDecl(m)
        default:
            if at(.pound) {
                parseMacroExpansion(.macroExpansionDecl)
                finish(m, .macroExpansionDecl)
                return
            }
            error(.expected, "a declaration")
            finish(m, .unexpected, flags: .error)
        }
    }

    /// The declared name: an identifier, a backticked word, or an operator.
    mutating func parseDeclName() {
        if kind == .identifier || kind == .keyword && tok.flags.contains(.backticked) {
            leaf(.name)
        } else if (kind == .keyword || kind == .wildcard) && !tok.isAtStartOfLine && !atStatementKeyword() && !atDeclKeyword() {
            leaf(.name, flags: .error)
        } else {
            missing(.name, "a name")
        }
    }

    func atDeclKeyword() -> Bool {
        switch tok.keyword {
        case .class?, .struct?, .enum?, .protocol?, .extension?, .func?, .import?, .typealias?, .`init`?, .deinit?,
             .subscript?, .case?, .operator?, .precedencegroup?, .associatedtype?, .static?:
            return true
        default:
            return false
        }
    }

    mutating func parseImport(_ m: Mark) {
        bump()  // import
        // `import struct Foo.Bar`
        if let kw = tok.keyword, [.struct, .class, .enum, .protocol, .typealias, .var, .let, .func].contains(kw)
            || (kw == .actor && peek().kind == .identifier) {
            bump()
        }
        while !atEOF {
            if kind == .identifier || kind == .keyword || kind.isOperator {
                leaf(.name)
            } else {
                missing(.name, "a module name")
                break
            }
            if !(at(.period) && !tok.isAtStartOfLine) { break }
            bump()
        }
        finish(m, .importDecl)
    }

    mutating func parseVariable(_ m: Mark) {
        let isLet = at(.let)
        bump()
        while !atEOF {
            let before = pos
            let bm = mark()
            parsePattern()
            parseTypeAnnotationIfPresent()
            var hasInitializer = false
            if at(.equal) {
                let im = mark()
                bump()
                parseExpression()
                finish(im, .initializer)
                hasInitializer = true
            }
            if at(.leftBrace) && (!hasInitializer || atAccessorBlockStart()) {
                parseAccessorBlock(parseGetter: parsesBody(since: m))
            }
            finish(bm, .patternBinding)
            if !eat(.comma) { break }
            if pos == before { break }
        }
        finish(m, .variableDecl, flags: isLet ? .isLet : [])
    }

    /// `@attr mutating get async throws { … }`, `set(newValue) { … }`: false (nothing consumed)
    /// when the cursor is not at an accessor.
    mutating func parseAccessor() -> Bool {
        let m = mark()
        let start = pos
        while at(.atSign) { parseAttribute() }
        parseModifiers()
        guard Parser.isAccessorKeyword(tok) else {
            stack.removeLast(stack.count - m.stack)
            pos = start
            split = 0
            return false
        }
        let kw = tok.sub
        bump()
        if at(.leftParen) {
            let pm = mark()
            bump()
            if kind == .identifier || kind == .wildcard { leaf(.name) }
            expect(.rightParen, "')'")
            finish(pm, .parameterClause)
        }
        if at(.async) || at(.throws) || at(.rethrows) { parseEffects() }
        if at(.leftBrace) { parseCodeBlock(body: true) }
        finish(m, .accessorDecl, aux: UInt16(kw))
        return true
    }

    /// `{ get set }`, `{ get { } set { } }`, `{ willSet { } }`, or an implicit getter `{ stmts }`.
    /// `parseGetter`: an implicit getter is parsed even when bodies are skimmed
    /// (`SwiftParser.parse(_:skimBodies:parsingBodiesMarked:)`).
    mutating func parseAccessorBlock(parseGetter: Bool = false) {
        let m = mark()
        if atAccessorBlockStart() {
            bump()  // {
            while !at(.rightBrace) && !atEOF {
                let before = pos
                if at(.poundIf) {
                    parseIfConfig(.accessors)
                    continue
                }
                if !parseAccessor() {
                    let um = mark()
                    skipBalanced()
                    finish(um, .unexpected)
                    error(.expected, "an accessor")
                }
                if pos == before { break }
            }
            expect(.rightBrace, "'}'")
            finish(m, .accessorBlock)
        } else {
            parseCodeBlock(body: !parseGetter)
            finish(m, .accessorBlock, flags: .implicitGetter)
        }
    }

    mutating func parseFunction(_ m: Mark) {
        bump()  // func
        parseFunctionName()
        if atOperatorPrefix(UInt8(ascii: "<")) { parseGenericParameterClause() }
        parseParameterClause(closure: false)
        parseFunctionTail()
        if at(.leftBrace) { parseCodeBlock(body: !parsesBody(since: m)) }
        finish(m, .functionDecl)
    }

    /// A function name: identifier or operator (`==`, `+`, `<*>`); an operator immediately followed
    /// by a generic clause (`==<T>`) is split.
    mutating func parseFunctionName() {
        if kind.isOperator || kind == .exclamationMark || kind == .postfixQuestionMark || kind == .infixQuestionMark
            || kind == .prefixAmpersand || kind == .equal || kind == .arrow || kind == .period {
            let t = tok
            var k = 1
            while k < Int(t.length) && src[Int(t.start) + k] != UInt8(ascii: "<") { k += 1 }
            if k < Int(t.length) && k > 0 && src[Int(t.start) + k] == UInt8(ascii: "<") && t.length > 1 {
                // `==<T>`: the name is the part before `<`.
                let nm = mark()
                split = k
                finish(nm, .name, aux: UInt16(k))
                return
            }
            leaf(.name)
        } else {
            parseDeclName()
        }
    }

    /// effects, `-> Type`, `where …`.
    mutating func parseFunctionTail() {
        if at(.async) || at(.throws) || at(.rethrows) || at(.reasync) { parseEffects() }
        if at(.arrow) {
            let rm = mark()
            bump()
            parseType()
            finish(rm, .returnClause)
        }
        if at(.where) { parseGenericWhereClause() }
    }

    mutating func parseInit(_ m: Mark) {
        bump()  // init
        var flags: NodeFlags = []
        if split == 0 && at(.postfixQuestionMark) { flags.insert(.optional); bump() }
        else if split == 0 && at(.exclamationMark) { flags.insert(.forced); bump() }
        if atOperatorPrefix(UInt8(ascii: "<")) { parseGenericParameterClause() }
        parseParameterClause(closure: false)
        parseFunctionTail()
        if at(.leftBrace) { parseCodeBlock(body: true) }
        finish(m, .initializerDecl, flags: flags)
    }

    mutating func parseSubscript(_ m: Mark) {
        bump()  // subscript
        if atOperatorPrefix(UInt8(ascii: "<")) { parseGenericParameterClause() }
        parseParameterClause(closure: false)
        parseFunctionTail()
        if at(.leftBrace) { parseAccessorBlock() }
        finish(m, .subscriptDecl)
    }

    mutating func parseTypeAlias(_ m: Mark) {
        bump()
        parseDeclName()
        if atOperatorPrefix(UInt8(ascii: "<")) { parseGenericParameterClause() }
        if at(.equal) {
            let im = mark()
            bump()
            parseType()
            finish(im, .initializer)
        } else {
            error(.expected, "'=' in typealias")
        }
        if at(.where) { parseGenericWhereClause() }
        finish(m, .typeAliasDecl)
    }

    mutating func parseAssociatedType(_ m: Mark) {
        bump()
        parseDeclName()
        if at(.colon) { parseInheritanceClause() }
        if at(.equal) {
            let im = mark()
            bump()
            parseType()
            finish(im, .initializer)
        }
        if at(.where) { parseGenericWhereClause() }
        finish(m, .associatedTypeDecl)
    }

    /// struct/class/actor/enum/protocol.
    mutating func parseNominal(_ m: Mark, _ kind: NodeKind) {
        bump()
        parseDeclName()
        if atOperatorPrefix(UInt8(ascii: "<")) {
            if kind == .protocolDecl {
                let pm = mark()
                bumpByte()
                while !atEOF && !atOperatorPrefix(UInt8(ascii: ">")) {
                    let before = pos
                    parseDeclName()
                    if !eat(.comma) { break }
                    if pos == before { break }
                }
                if atOperatorPrefix(UInt8(ascii: ">")) { bumpByte() } else { error(.expected, "'>'") }
                finish(pm, .primaryAssociatedTypeClause)
            } else {
                parseGenericParameterClause()
            }
        }
        if at(.colon) { parseInheritanceClause() }
        if at(.where) { parseGenericWhereClause() }
        parseMemberBlock()
        finish(m, kind)
    }

    mutating func parseExtension(_ m: Mark) {
        bump()
        parseType()
        if at(.colon) { parseInheritanceClause() }
        if at(.where) { parseGenericWhereClause() }
        parseMemberBlock()
        finish(m, .extensionDecl)
    }

    /// `{ members }`
    mutating func parseMemberBlock() {
        let m = mark()
        guard eat(.leftBrace) else {
            missing(.memberBlock, "'{'")
            return
        }
        parseMembers(until: .rightBrace)
        expect(.rightBrace, "'}' to end the declaration")
        finish(m, .memberBlock)
    }

    mutating func parseMembers(until closer: TokenKind) {
        while !at(closer) && !atEOF {
            if eat(.semicolon) { continue }
            let before = pos
            if at(.poundIf) && !atAttributeIfConfig() {
                parseIfConfig(.members)
            } else if at(.poundSourceLocation) {
                let m = mark()
                bump()
                if at(.leftParen) { skipBalanced() }
                finish(m, .poundSourceLocation)
            } else {
                var la = lookahead()
                if la.isStartOfDeclaration(allowCase: true) || at(.pound) || at(.poundIf) {
                    parseDeclaration(inMembers: true)
                } else {
                    // Not a member: keep the tokens up to the next plausible member start.
                    let m = mark()
                    let start = offset
                    skipBalanced()
                    while !at(closer) && !atEOF && !tok.isAtStartOfLine { skipBalanced() }
                    finish(m, .unexpected)
                    error(.unexpectedTokens, "expected a member declaration", at: start)
                }
            }
            if pos == before {
                let m = mark()
                bump()
                finish(m, .unexpected)
            }
        }
    }

    mutating func parseEnumCase(_ m: Mark) {
        bump()  // case
        while !atEOF {
            let before = pos
            let em = mark()
            parseDeclName()
            if at(.leftParen) { parseParameterClause(closure: false) }
            parseInitializerIfPresent()
            finish(em, .enumCaseElement)
            if !eat(.comma) { break }
            if pos == before { break }
        }
        finish(m, .enumCaseDecl)
    }

    mutating func parseOperatorDecl(_ m: Mark) {
        bump()  // operator
        if kind.isOperator || kind == .exclamationMark || kind == .postfixQuestionMark || kind == .infixQuestionMark
            || kind == .prefixAmpersand || kind == .equal || kind == .arrow || kind == .period || kind == .identifier {
            leaf(.name)
        } else {
            missing(.name, "an operator")
        }
        if at(.colon) {
            bump()
            while kind == .identifier && !tok.isAtStartOfLine {
                bump()
                if !eat(.comma) { break }
            }
        }
        finish(m, .operatorDecl)
    }

    mutating func parsePrecedenceGroup(_ m: Mark) {
        bump()
        parseDeclName()
        if at(.leftBrace) {
            let bm = mark()
            skipBalanced()
            finish(bm, .unexpected)
        }
        finish(m, .precedenceGroupDecl)
    }

    mutating func parseMacroDecl(_ m: Mark) {
        bump()  // macro
        parseDeclName()
        if atOperatorPrefix(UInt8(ascii: "<")) { parseGenericParameterClause() }
        if at(.leftParen) { parseParameterClause(closure: false) }
        if at(.arrow) {
            let rm = mark()
            bump()
            parseType()
            finish(rm, .returnClause)
        }
        parseInitializerIfPresent()
        if at(.where) { parseGenericWhereClause() }
        finish(m, .macroDecl)
    }

    // MARK: - Parameters and generics

    /// `(a: Int, _ b: String = "", c: Int...)` — also closure parameters, which may omit types.
    mutating func parseParameterClause(closure: Bool) {
        let m = mark()
        guard eat(.leftParen) else {
            missing(.parameterClause, "'('")
            return
        }
        while !at(.rightParen) && !atEOF {
            if atStatementBoundary() || at(.leftBrace) { break }
            let before = pos
            let pm = mark()
            while at(.atSign) { parseAttribute() }
            // Specifiers that precede the name (`isolated`, `_const`…) are rare; they usually follow the colon.
            // Names only where a colon shows them (`a b: T`, `a: T`); enum payloads may be bare types.
            let t0 = tok, t1 = peek(), t2 = peek(2)
            var names = 0
            if isParameterName(t0) && t1.kind == .colon {
                names = 1
            } else if isParameterName(t0) && isParameterName(t1) && t2.kind == .colon {
                names = 2
            } else if closure && isParameterName(t0) && (t1.kind == .comma || t1.kind == .rightParen) {
                names = 1
            }
            for _ in 0..<names { leaf(.name) }
            if eat(.colon) || (names == 0 && !at(.rightParen)) {
                // Unlabelled enum payloads and function-type-like parameters are bare types.
                let tm = mark()
                parseType()
                finish(tm, .typeAnnotation)
            }
            var flags: NodeFlags = []
            if atOperator("...") { bump(); flags.insert(.variadic) }
            parseInitializerIfPresent()
            finish(pm, .parameter, flags: flags)
            if !eat(.comma) {
                if !at(.rightParen) {
                    let um = mark()
                    let start = offset
                    while !at(.rightParen) && !at(.comma) && !atEOF && !at(.leftBrace) && !at(.rightBrace)
                            && !atStatementBoundary() { skipBalanced() }
                    finish(um, .unexpected)
                    error(.unexpectedTokens, "in parameter list", at: start)
                    if !eat(.comma) { break }
                }
            }
            if pos == before { break }
        }
        expect(.rightParen, "')' to end the parameters")
        finish(m, .parameterClause)
    }

    /// Identifiers, `_`, and keywords used as argument labels (`func f(in x: Int)`).
    func isParameterName(_ t: Token) -> Bool {
        t.kind == .identifier || t.kind == .wildcard || t.kind == .dollarIdentifier
            || (t.kind == .keyword && !Parser.isKeyword(t, .inout))
    }

    mutating func parseGenericParameterClause() {
        let m = mark()
        bumpByte()  // <
        while !atEOF && !atOperatorPrefix(UInt8(ascii: ">")) {
            let before = pos
            let pm = mark()
            while at(.atSign) { parseAttribute() }
            var flags: NodeFlags = []
            if at(.each) && peek().kind == .identifier { bump(); flags.insert(.each) }
            if at(.let) { bump() }  // value generics `let N: Int`
            parseDeclName()
            if eat(.colon) { parseType() }
            finish(pm, .genericParameter, flags: flags)
            if !eat(.comma) { break }
            if pos == before { break }
        }
        if at(.where) { parseGenericWhereClause() }
        if atOperatorPrefix(UInt8(ascii: ">")) { bumpByte() } else { error(.expected, "'>'") }
        finish(m, .genericParameterClause)
    }

    mutating func parseGenericWhereClause() {
        let m = mark()
        bump()  // where
        while !atEOF {
            let before = pos
            let rm = mark()
            parseType()
            var aux: UInt16 = 2
            if eat(.colon) {
                aux = 0
                parseType()
            } else if atOperator("==") {
                aux = 1
                bump()
                parseType()
            }
            finish(rm, .genericRequirement, aux: aux)
            if !eat(.comma) { break }
            if pos == before { break }
        }
        finish(m, .genericWhereClause)
    }

    mutating func parseInheritanceClause() {
        let m = mark()
        bump()  // :
        while !atEOF {
            let before = pos
            parseType()
            if !eat(.comma) { break }
            if pos == before { break }
        }
        finish(m, .inheritanceClause)
    }
}
