/// Whether content gets a new identity whenever a collection changes: a view above it has
/// `.id(…)` of an expression that reads the collection (`.id(tabs.hashValue)`, `.id(items.count)`),
/// directly, or above every call in this file of the helper function that holds it
/// (`ScrollView { buttonStack() }.id(tabs.hashValue)`). Rows identified by position below it
/// are all rebuilt when the collection changes: no row takes another element's state (judged
/// WRONG on an unseen app, mlem's bubble picker).
enum IdentityReset {
    /// Helper functions followed to their calls, at most this deep.
    static let maxDepth = 2

    static func follows(_ root: String, above node: NodeID, _ context: RuleContext, depth: Int = 0) -> Bool {
        let tree = context.tree
        let start = tree.range(node).lowerBound
        var cur = context.views.parent(node)
        while let c = cur {
            switch tree.kind(c) {
            case .callExpr:
                if let callee = tree.callee(c), tree.kind(callee) == .memberAccessExpr, tree.calleeName(c) == "id",
                   let base = tree.memberBase(callee), tree.range(base).contains(start),
                   let argument = tree.arguments(c).first, !argument.trailing, mentions(root, argument.value, tree) {
                    return true
                }
            case .functionDecl:
                // A helper: the identity is reset only if it is above every call of it here.
                guard depth < maxDepth, let name = tree.declName(c) else { return false }
                let calls = context.calls(named: name)
                return !calls.isEmpty && calls.allSatisfy { follows(root, above: $0, context, depth: depth + 1) }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .variableDecl, .initializerDecl:
                return false
            default:
                break
            }
            cur = context.views.parent(c)
        }
        return false
    }

    /// Whether `e` reads the name `root` (`tabs` of `tabs.hashValue`, `$tabs`, `self.tabs`).
    static func mentions(_ root: String, _ e: NodeID, _ tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(e) { n in
            if tree.kind(n) == .identifierExpr, let id = tree.child(n, .name), ForEachUnstableID.bareName(tree.identifier(id)) == root { found = true }
            if tree.kind(n) == .memberAccessExpr, let base = tree.memberBase(n), tree.kind(base) == .identifierExpr, tree.name(base, is: "self"),
               let id = tree.child(n, .name), tree.identifier(id) == root { found = true }
            return !found
        }
        return found
    }
}
