/// A local in view-building code that nothing reads: what initializes it is made for nothing,
/// so the advice is to delete it rather than to make it once.
enum UnreadLocal {
    /// The name of the local `value` initializes (through `try`, `!`, `?`) when nothing in its
    /// scope reads it.
    static func name(initializedBy value: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        var p = context.views.parent(value)
        while let q = p, [.tryExpr, .awaitExpr, .forceUnwrapExpr, .optionalChainingExpr].contains(tree.kind(q)) {
            p = context.views.parent(q)
        }
        guard let initializer = p, tree.kind(initializer) == .initializer,
              let binding = context.views.parent(initializer), tree.kind(binding) == .patternBinding,
              let name = tree.bindingName(binding), name != "_" else { return nil }
        // The innermost block that holds the declaration is the local's scope.
        while let q = p, ![.codeBlock, .closureExpr, .accessorBlock].contains(tree.kind(q)) { p = context.views.parent(q) }
        guard let scope = p else { return nil }
        var read = false
        tree.walk(scope) { n in
            if tree.kind(n) == .identifierExpr, IdentifierExpr(unchecked: tree, n).name == name { read = true }
            return !read
        }
        return read ? nil : name
    }
}
