/// The `.if(condition) { $0.modifier() }` shape: a `@ViewBuilder` View extension method whose body
/// is `if <Bool> { …self… } else { …self… }`.
enum ConditionalModifierShape {
    /// The attributes of the declarations whose bodies `matches` reads: a skimming parse must
    /// parse those (`Summarizer.skimmingParse`).
    static let attributes = ["ViewBuilder"]

    static func matches(_ tree: SyntaxTree, _ decl: NodeID) -> Bool {
        guard tree.kind(decl) == .functionDecl, tree.hasAttribute(decl, "ViewBuilder"),
              let body = tree.child(decl, .codeBlock) else { return false }
        let items = tree.items(body)
        guard items.count == 1, tree.kind(items[0]) == .ifExpr else { return false }
        let ifExpr = items[0]
        guard let conditions = tree.child(ifExpr, .conditionList) else { return false }
        // Only Boolean conditions: no `let` bindings, `case` patterns or `#available`.
        for c in tree.children(conditions) where !tree.kind(c).isExpression || tree.kind(c) == .availabilityCondition {
            return false
        }
        // `if UIDevice.current.userInterfaceIdiom == .pad`: the same branch for the whole run.
        if isFixedForTheRun(tree, conditions) { return false }
        let blocks = tree.children(ifExpr).filter { tree.kind($0) == .codeBlock }
        guard blocks.count == 2 else { return false }
        return blocks.allSatisfy { usesSelf(tree, $0) }
    }

    /// A condition that reads nothing but types' members and literals (`UIDevice.current
    /// .userInterfaceIdiom == .pad`, `ProcessInfo.processInfo.isiOSAppOnMac`): a platform check,
    /// the same for the whole run, so the helper never swaps its branches (judged WRONG on an
    /// unseen app, where the call's title argument was taken for the condition). A call or a
    /// subscript reads a store that can change (`UserDefaults.standard.bool(forKey:)`,
    /// `Defaults[.showMirror]`): not fixed.
    static func isFixedForTheRun(_ tree: SyntaxTree, _ conditions: NodeID) -> Bool {
        var readsValue = false
        tree.walk(conditions) { n in
            switch tree.kind(n) {
            case .callExpr, .subscriptExpr:
                readsValue = true
            case .identifierExpr:
                if let name = IdentifierExpr(unchecked: tree, n).name, let first = name.unicodeScalars.first,
                   !CharacterSetASCII.isUppercase(first) { readsValue = true }
            default:
                break
            }
            return !readsValue
        }
        return !readsValue
    }

    /// The name the `if` tests, when its condition is one name (`if enabled`, `if !hidden`).
    static func testedName(_ tree: SyntaxTree, _ decl: NodeID) -> String? {
        guard let body = tree.child(decl, .codeBlock), let ifExpr = tree.items(body).first,
              let conditions = tree.child(ifExpr, .conditionList) else { return nil }
        let list = Array(tree.children(conditions))
        guard list.count == 1 else { return nil }
        var e = tree.unwrapped(list[0])
        if tree.kind(e) == .prefixOperatorExpr, let operand = tree.children(e).first(where: { tree.kind($0) != .op }) {
            e = tree.unwrapped(operand)
        }
        guard tree.kind(e) == .identifierExpr else { return nil }
        return IdentifierExpr(unchecked: tree, e).name
    }

    /// Some branch may render nothing: an `if` without `else` in it (`if !remove { self.hidden() }`)
    /// or an `EmptyView()`. Such a helper shows or removes the view, which an `if` around it
    /// does too: the state lost on removal is what the author asked for.
    static func mayRenderNothing(_ tree: SyntaxTree, _ decl: NodeID) -> Bool {
        guard let body = tree.child(decl, .codeBlock), let ifExpr = tree.items(body).first else { return false }
        var found = false
        for block in tree.children(ifExpr) where tree.kind(block) == .codeBlock {
            tree.walk(block) { n in
                switch tree.kind(n) {
                // No `else`: one block, and no `else if`.
                case .ifExpr where tree.children(n, .codeBlock).count == 1 && tree.children(n, .ifExpr).isEmpty:
                    found = true
                case .callExpr where tree.calleeName(n) == "EmptyView":
                    found = true
                case .closureExpr:
                    return false
                default:
                    break
                }
                return !found
            }
        }
        return found
    }

    /// A branch that is `self`, or applies something to `self` (`transform(self)`, `self.padding()`).
    /// The modifiers each branch applies to `self` when both apply one (`if useInspector {
    /// self.inspector(…) } else { self.sheet(…) }`): the helper picks one of two, rather than
    /// applying one or not. Nil when a branch is `self` alone or the shape does not match.
    static func pickedModifiers(_ tree: SyntaxTree, _ decl: NodeID) -> (String, String)? {
        guard let body = tree.child(decl, .codeBlock), let ifExpr = tree.items(body).first, tree.kind(ifExpr) == .ifExpr else { return nil }
        let blocks = tree.children(ifExpr).filter { tree.kind($0) == .codeBlock }
        guard blocks.count == 2 else { return nil }
        let names = blocks.map { block -> String? in
            let items = tree.items(block)
            guard items.count == 1 else { return nil }
            // The outermost call of the chain that starts at `self`: `self.sheet(…) { … }`.
            var e = tree.unwrapped(items[0])
            var last: String?
            while tree.kind(e) == .callExpr, let callee = tree.callee(e), tree.kind(callee) == .memberAccessExpr,
                  let base = tree.memberBase(callee) {
                last = tree.calleeName(e)
                e = tree.unwrapped(base)
            }
            return tree.kind(e) == .identifierExpr && tree.name(e, is: "self") ? last : nil
        }
        guard let first = names[0], let second = names[1] else { return nil }
        return (first, second)
    }

    static func usesSelf(_ tree: SyntaxTree, _ block: NodeID) -> Bool {
        let items = tree.items(block)
        guard items.count == 1 else { return false }
        var found = false
        tree.walk(items[0]) { n in
            if tree.kind(n) == .identifierExpr, tree.name(n, is: "self") { found = true }
            return !found && tree.kind(n) != .closureExpr
        }
        return found
    }
}
