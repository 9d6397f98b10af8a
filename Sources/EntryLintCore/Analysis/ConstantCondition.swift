/// Conditions that cannot change while an app runs: a `conditional_modifier` call with one never
/// flips between its branches, so the view's identity is stable.
enum ConstantCondition {
    /// Words of the device, platform and process that are fixed for a run.
    static let fixedWords: Set<String> = [
        "userInterfaceIdiom", "isiOSAppOnMac", "isMacCatalystApp", "operatingSystemVersion", "isOperatingSystemAtLeast",
        "idiom", "isPad", "isPhone", "isMac", "isTV", "isWatch", "isVision", "isCatalyst", "isIPad", "isIPhone",
        "isSimulator", "isPreview", "isRunningTests", "isDebug", "isTestFlight",
    ]

    /// `leaf` decides the names the expression alone cannot (`RunFixedInputs`): a bare name or
    /// `self.name`.
    static func isConstant(_ e: NodeID, _ tree: SyntaxTree, _ index: Resolver, depth: Int = 0,
                           leaf: ((NodeID) -> Bool)? = nil) -> Bool {
        guard depth < 8 else { return false }
        let e = tree.unwrapped(e)
        switch tree.kind(e) {
        case .booleanLiteral, .integerLiteral, .stringLiteral, .nilLiteral:
            return true
        case .macroExpansionExpr, .availabilityCondition:
            // `#available(iOS 17, *)`, `#if`-style compile-time checks.
            return true
        case .prefixOperatorExpr:
            return tree.children(e).contains { tree.kind($0) != .op && isConstant($0, tree, index, depth: depth + 1, leaf: leaf) }
        case .infixOperatorExpr:
            let parts = Array(tree.children(e)).filter { tree.kind($0) != .op }
            // `idiom == .pad`: an enum case compared with a fixed fact.
            if parts.allSatisfy({ isConstant($0, tree, index, depth: depth + 1, leaf: leaf) || isImplicitMember($0, tree) }),
               parts.contains(where: { !isImplicitMember($0, tree) }) { return true }
            // `Body.self != EmptyView.self`: a type test.
            return parts.allSatisfy { isTypeExpression($0, tree) }
        case .castExpr:
            // `content is EmptyView`: a type test, fixed by the generic parameter.
            return CastExpr(unchecked: tree, e).operator == .is
        case .identifierExpr, .memberAccessExpr:
            return mentionsFixedWord(e, tree) || isStaticLet(e, tree, index) || leaf?(e) == true
        case .callExpr:
            return mentionsFixedWord(e, tree) || isAvailabilityCheck(e, tree)
        default:
            return false
        }
    }

    /// `iOS26Available()`, `isAvailable()`: a call without arguments named for an OS version or an
    /// availability test, the shape of a helper wrapping `#available`, fixed for the run.
    static func isAvailabilityCheck(_ e: NodeID, _ tree: SyntaxTree) -> Bool {
        guard tree.arguments(e).isEmpty, let name = tree.calleeName(e) else { return false }
        if name.hasSuffix("Available") { return true }
        let lower = name.lowercased()
        return ["ios", "macos", "watchos", "tvos", "visionos"].contains { os in
            guard let r = lower.range(of: os) else { return false }
            return lower[r.upperBound...].first?.isNumber == true
        }
    }

    /// `.pad`: an enum case or static value named without its type.
    static func isImplicitMember(_ e: NodeID, _ tree: SyntaxTree) -> Bool {
        let e = tree.unwrapped(e)
        return tree.isBaselessMember(e)
    }

    /// `X.self`, `Self.self`, `type(of: x)`.
    static func isTypeExpression(_ e: NodeID, _ tree: SyntaxTree) -> Bool {
        let e = tree.unwrapped(e)
        if tree.kind(e) == .memberAccessExpr, let n = tree.child(e, .name), tree.identifier(n) == "self" { return true }
        return tree.kind(e) == .callExpr && tree.calleeName(e) == "type"
    }

    /// The last name of a member chain is one of the fixed device or platform facts.
    static func mentionsFixedWord(_ e: NodeID, _ tree: SyntaxTree) -> Bool {
        for t in Int(tree[e].firstToken)..<Int(tree[e].endToken) where t < tree.tokens.count && tree.tokens[t].kind == .identifier {
            if fixedWords.contains(tree.identifierText(t)) { return true }
        }
        return false
    }

    /// `Flags.compact`, `Self.isEnabled`, a global `let`: stored once, never reassigned.
    static func isStaticLet(_ e: NodeID, _ tree: SyntaxTree, _ index: Resolver) -> Bool {
        switch tree.kind(e) {
        case .identifierExpr:
            guard let n = tree.child(e, .name) else { return false }
            let name = tree.identifier(n)
            guard let g = index.global(name), g.kind == .storedLet else { return false }
            // A member of the enclosing type shadows the global of its name (`@State var
            // customFields` beside a file's `private let customFields` of preview data).
            if let scope = index.site.scope, !scope.isEmpty, let owner = index.members(of: scope),
               owner.instanceMember(name) != nil || owner.staticMember(name) != nil { return false }
            return true
        case .memberAccessExpr:
            guard let n = tree.child(e, .name) else { return false }
            let name = tree.identifier(n)
            let owner: String
            if let base = tree.memberBase(e) {
                guard tree.kind(base) == .identifierExpr, let b = tree.child(base, .name) else { return false }
                owner = tree.identifier(b)
            } else {
                // `.tahoe`: a static member of `Bool`, the condition's type.
                owner = "Bool"
            }
            guard let first = owner.unicodeScalars.first, first.value >= 65 && first.value <= 90, owner != "Self" else { return false }
            guard let member = index.members(of: [owner])?.staticMember(name) else { return false }
            if member.kind == .storedLet { return true }
            // `static var isNewOS: Bool { if #available(macOS 26, *) { true } else { false } }`.
            guard member.kind == .computed, let body = member.value else { return false }
            let snippet = index.snippet(body).tree
            return snippet.tokens.indices.contains { t in
                let text = snippet.tokenText(t)
                return text == "#available" || text == "#unavailable" || fixedWords.contains(text)
            }
        default:
            return false
        }
    }

    /// A getter that only chooses between literals by availability and compile-time checks
    /// (`#if compiler(>=6.2)` around `if #available(iOS 26, *) { false } else { true }`): one
    /// value for the whole run.
    static func isCompileTimeGetter(_ body: NodeID, _ tree: SyntaxTree) -> Bool {
        var ok = true
        var sawLiteral = false
        func check(_ n: NodeID) {
            guard ok else { return }
            switch tree.kind(n) {
            case .availabilityCondition:
                return
            case .booleanLiteral, .integerLiteral, .floatLiteral, .stringLiteral, .nilLiteral:
                sawLiteral = true
            case .ifConfigClause:
                for item in IfConfigClause(unchecked: tree, n).items { check(item) }
            case .codeBlock, .ifExpr, .conditionList, .returnStmt, .ifConfigDecl:
                for c in tree.children(n) { check(c) }
            default:
                ok = false
            }
        }
        check(body)
        return ok && sawLiteral
    }
}
