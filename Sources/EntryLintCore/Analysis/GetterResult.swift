/// What a computed property's getter gives, for rules that judge the value (`defaultValue`, `id`).
enum GetterResult {
    /// The expression the getter returns (single expression or the last `return`).
    static func returnedExpression(_ tree: SyntaxTree, _ body: NodeID) -> NodeID? {
        if let e = tree.finalReturnedExpression(body) { return e }
        for item in tree.items(body).reversed() { if let ret = ReturnStmt(tree, item) { return ret.value } }
        return nil
    }

    /// Every value the getter can give besides `returnedExpression`: the other `return`s (a
    /// `guard … else { return UUID() }`, an early `if let`), and each branch of an `if`/`switch`
    /// expression the getter ends with. Not inside nested closures or functions.
    static func otherResults(_ tree: SyntaxTree, _ body: NodeID) -> [NodeID] {
        let final = returnedExpression(tree, body)
        var out: [NodeID] = []
        tree.walk(body) { n in
            switch tree.kind(n) {
            case .closureExpr, .functionDecl:
                return n == body
            case .returnStmt:
                if let v = ReturnStmt(unchecked: tree, n).value, v != final { out.append(v) }
            default:
                break
            }
            return true
        }
        if let final { out += branchResults(tree, final) }
        return out
    }

    /// The single results of each branch of an `if`/`switch` expression, nested ones followed.
    static func branchResults(_ tree: SyntaxTree, _ e: NodeID) -> [NodeID] {
        let e = tree.unwrapped(e)
        var out: [NodeID] = []
        switch tree.kind(e) {
        case .ifExpr:
            for c in tree.children(e) {
                if tree.kind(c) == .ifExpr { out += branchResults(tree, c) }
                if tree.kind(c) == .codeBlock, let r = tree.finalReturnedExpression(c) { out.append(r); out += branchResults(tree, r) }
            }
        case .switchExpr:
            for c in tree.children(e, .switchCase) {
                let items = tree.children(c).filter { tree.kind($0) != .caseItem && tree.kind($0) != .attribute }
                if items.count == 1, tree.kind(items[0]).isExpression { out.append(items[0]); out += branchResults(tree, items[0]) }
            }
        default:
            break
        }
        return out
    }
}
