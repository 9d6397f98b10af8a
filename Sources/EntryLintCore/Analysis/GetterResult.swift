/// What a computed property's getter gives, for rules that judge the value (`defaultValue`, `id`).
enum GetterResult {
    /// The expression the getter returns (single expression or the last `return`).
    static func returnedExpression(_ tree: SyntaxTree, _ body: NodeID) -> NodeID? {
        if let e = tree.finalReturnedExpression(body) { return e }
        for item in tree.items(body).reversed() { if let ret = ReturnStmt(tree, item) { return ret.value } }
        return nil
    }
}
