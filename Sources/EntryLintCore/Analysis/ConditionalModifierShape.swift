
/// The `.if(condition) { $0.modifier() }` shape: a `@ViewBuilder` View extension method whose body
/// is `if <Bool> { …self… } else { …self… }`.
enum ConditionalModifierShape {
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
        let blocks = tree.children(ifExpr).filter { tree.kind($0) == .codeBlock }
        guard blocks.count == 2 else { return false }
        return blocks.allSatisfy { usesSelf(tree, $0) }
    }

    /// A branch that is `self`, or applies something to `self` (`transform(self)`, `self.padding()`).
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
