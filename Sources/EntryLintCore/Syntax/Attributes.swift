import SwiftLexer

extension Parser {
    /// Attributes whose arguments are not expressions (`@available(iOS 17, *)`, `@objc(a:b:)`…):
    /// their argument tokens are kept as one raw node.
    static let rawArgumentAttributes: Set<String> = [
        "available", "_spi_available", "backDeployed", "_backDeploy", "_originallyDefinedIn", "_specialize",
        "specialized", "objc", "_dynamicReplacement", "differentiable", "derivative", "transpose", "_implements",
        "_effects", "_documentation", "convention", "inline", "_optimize", "exclusivity", "_nonSendable", "_private",
        "_unavailableFromAsync", "_objcRuntimeName", "_swift_native_objc_runtime_base", "_alignment",
        "storageRestrictions", "lifetime", "_lifetime", "abi", "_expose", "_extern", "_typeEraser", "_spi",
        "_projectedValueProperty", "_opaqueReturnTypeOf", "_clangImporterSynthesizedType", "_rawLayout",
        "_nonEphemeral", "_unsafeNonEscapableResult", "_noMetadata", "_preInverseGenerics", "_cdecl", "_silgen_name",
        "_semantics", "_section", "c", "export", "_alwaysEmitIntoClient", "isolated", "execution", "_inheritActorContext",
    ]

    /// `@Name`, `@Name(args)`, `@Module.Name<T>(args)`.
    mutating func parseAttribute() {
        let m = mark()
        bump()  // @
        let nameToken = pos
        if at(.identifier) || at(.keyword) || at(.wildcard) {
            let tm = mark()
            leaf(.name)
            if atOperatorPrefix(UInt8(ascii: "<")) && !tok.flags.contains(.leadingTrivia), lookaheadGenericArguments() {
                parseGenericArgumentClause()
            }
            finish(tm, .identifierType)
            while at(.period) && !tok.flags.contains(.leadingTrivia) && peek().kind == .identifier {
                let mm = markBeforeLast()
                bump()
                leaf(.name)
                if atOperatorPrefix(UInt8(ascii: "<")) && !tok.flags.contains(.leadingTrivia), lookaheadGenericArguments() {
                    parseGenericArgumentClause()
                }
                finish(mm, .memberType)
            }
        } else {
            missing(.missingType, "an attribute name")
        }
        if at(.leftParen) && !tok.flags.contains(.leadingTrivia) {
            let name = nameToken < toks.count ? tokenString(nameToken) : ""
            if Parser.rawArgumentAttributes.contains(name) {
                let rm = mark()
                bump()
                while !atEOF {
                    if at(.rightParen) { bump(); break }
                    // Unclosed: stop where the declaration starts, as the lookahead did.
                    if at(.rightBrace) || at(.rightSquare) || lookahead().atDeclarationInsideArguments() {
                        error(.expected, "')'")
                        break
                    }
                    skipBalanced()
                }
                finish(rm, .unexpected)
            } else {
                bump()
                parseArgumentList(until: .rightParen)
                expect(.rightParen, "')'")
            }
        }
        finish(m, .attribute)
    }

    func lookaheadGenericArguments() -> Bool {
        var la = lookahead()
        return la.consumeGenericArguments()
    }

    func tokenString(_ t: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: src[toks[t].range]), as: UTF8.self)
    }

    /// Whether `t` is a word that can modify a declaration.
    static func isModifierKeyword(_ t: Token) -> Bool {
        guard let kw = t.keyword else { return false }
        switch kw {
        case .static, .class, .public, .private, .fileprivate, .internal, .package, .open, .final, .override, .required,
             .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .indirect, .prefix,
             .postfix, .infix, .nonisolated, .distributed, .consuming, .borrowing, .__consuming, ._const, ._local,
             .isolated, .__owned, .__shared, .sending:
            return true
        default:
            return false
        }
    }

    /// Modifiers before a declaration; each with its `(set)`/`(unsafe)` detail.
    mutating func parseModifiers() {
        while Parser.isModifierKeyword(tok) {
            var la = lookahead()
            guard la.skipModifier() else { return }
            // `class` before a type declaration's name is the declaration keyword itself.
            if at(.class) && !(la.at(.func) || la.at(.var) || la.at(.let) || la.at(.subscript) || la.at(.`init`)
                               || la.at(.typealias) || Parser.isModifierKeyword(la.tok) || la.at(.atSign)) { return }
            let m = mark()
            let kw = tok.sub
            bump()
            if at(.leftParen) && !tok.isAtStartOfLine { skipBalanced() }
            finish(m, .modifier, aux: UInt16(kw))
        }
    }
}

extension Lookahead {
    /// Skips one modifier with its detail; false if the detail is not a modifier detail.
    mutating func skipModifier() -> Bool {
        guard Parser.isModifierKeyword(tok) else { return false }
        bump()
        if at(.leftParen) && !atStartOfLine {
            let detail = peek()
            guard peek(2).kind == .rightParen, detail.kind == .identifier || detail.kind == .keyword else { return false }
            bump(); bump(); bump()
        }
        return true
    }

    /// Skips `@attr(…)` sequences.
    mutating func skipAttributes() {
        while at(.atSign) && budget > 0 {
            bump()
            if at(.identifier) || at(.keyword) { bump() } else { return }
            while at(.period) && peek().kind == .identifier { bump(); bump() }
            if atOperatorPrefix(UInt8(ascii: "<")) {
                var copy = self
                if copy.consumeGenericArguments() { self = copy }
            }
            if at(.leftParen) && !tok.flags.contains(.leadingTrivia) { skipAttributeArguments() }
        }
    }

    /// `(…)` of an attribute. An unclosed one ends before a declaration keyword at its own level
    /// (`@Wrapper(.init(a: 1) private var x`), as the parser's argument list does, instead of
    /// swallowing the rest of the type.
    mutating func skipAttributeArguments() {
        bump()
        while !at(.eof) && budget > 0 {
            if at(.rightParen) { bump(); return }
            if at(.rightBrace) || at(.rightSquare) || atDeclarationInsideArguments() { return }
            skipSingle()
        }
    }

    /// Inside an unclosed list (call or attribute arguments), a declaration starts here:
    /// `private var x`, `func f`, `@State var y`, `final class C` — no expression goes on with one,
    /// so the list ends, as in the toolchain's parser. Not a label (`class:`), a member (`.init`)
    /// or a name an argument may reference (`for: init(x:)`, `subscript(_:)`).
    func atDeclarationInsideArguments() -> Bool {
        guard tok.kind == .keyword || at(.atSign), peek().kind != .colon, pos == 0 || toks[pos - 1].kind != .period,
              !at(.`init`), !at(.subscript), !at(.deinit) else { return false }
        var copy = self
        return copy.isStartOfDeclaration(allowCase: false)
    }

    /// After attributes and modifiers, is this a declaration? `inMembers` allows `case` (enum cases)
    /// and macro expansions.
    mutating func isStartOfDeclaration(allowCase: Bool) -> Bool {
        let start = pos
        skipAttributes()
        var sawModifier = false
        while Parser.isModifierKeyword(tok) && budget > 0 {
            // A modifier word followed by something that cannot follow a modifier is a name (`open(url)`).
            var copy = self
            guard copy.skipModifier() else { break }
            if copy.at(.equal) || copy.at(.period) || copy.at(.colon) { return false }
            if copy.tok.isAtStartOfLine && !(copy.isDeclKeyword(allowCase: allowCase) || Parser.isModifierKeyword(copy.tok) || copy.at(.atSign)) {
                return false
            }
            if at(.class) && copy.at(.identifier) && !Parser.isModifierKeyword(copy.tok) && !copy.at(.actor)
                && !copy.at(.macro) { return true }
            self = copy
            sawModifier = true
            skipAttributes()
        }
        if isDeclKeyword(allowCase: allowCase) { return true }
        // `@available(…) #Preview { }`: an attributed macro expansion declaration.
        if at(.pound) && (pos > start) && (peek().kind == .identifier || peek().kind == .keyword) { return true }
        return sawModifier && (at(.identifier) && (at(.actor) || at(.macro)))
    }

    func isDeclKeyword(allowCase: Bool) -> Bool {
        let t = tok
        if t.kind == .keyword {
            switch t.keyword {
            case .var?, .let?, .func?, .`init`?, .deinit?, .subscript?, .typealias?, .associatedtype?, .struct?,
                 .class?, .enum?, .protocol?, .extension?, .import?, .operator?, .precedencegroup?:
                return true
            case .case?:
                return allowCase
            default:
                return false
            }
        }
        if t.kind == .identifier && !t.flags.contains(.backticked) {
            // `actor Name`, `macro name`: contextual keywords introduce declarations when a name follows.
            if (t.keyword == .actor || t.keyword == .macro) && peek().kind == .identifier && !peek().isAtStartOfLine {
                return true
            }
        }
        return false
    }
}
