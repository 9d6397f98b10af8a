/// What a name read inside a function, accessor or closure is bound to there, before any
/// property of the same name: a local shadows the type's member, so `viewModel` in
/// `let viewModel = Model(); Host(rootView: Screen(viewModel: viewModel))` is that local, not a
/// property `viewModel` some other code assigns.
enum LocalBinding: Equatable {
    /// `let name = value` (or the value a `guard let`/`if let name = value` unwraps).
    case value(NodeID)
    /// A `var`, a parameter, a pattern or a loop variable: bound here, to what the code does not
    /// tell in one step.
    case other

    /// The innermost local binding of `name` visible at `e`, or nil when the name is not local
    /// (a property, a global). Stops at the declaration of a type.
    static func find(_ name: String, at e: NodeID, _ tree: SyntaxTree, _ parents: [NodeID]) -> LocalBinding? {
        var child = e
        var cur = parents[Int(e)]
        while cur >= 0 {
            switch tree.kind(cur) {
            case .codeBlock, .accessorBlock, .closureExpr:
                let statements = tree.kind(cur) == .closureExpr ? ClosureExpr(unchecked: tree, cur).statements : Array(tree.children(cur))
                var found: LocalBinding?
                for statement in statements {
                    if statement == child { break }
                    if tree.kind(statement) == .guardStmt, let bound = ChangingCollection.unwrapped(name, in: statement, tree) {
                        // `guard let name else …` unwraps the outer `name`: look further out.
                        if let value = bound.value { found = .value(value) }
                        continue
                    }
                    guard tree.kind(statement) == .variableDecl else { continue }
                    for binding in tree.children(statement, .patternBinding) where ChangingCollection.binds(binding, name, tree) {
                        if tree[statement].flags.contains(.isLet), tree.bindingName(binding) == name, let value = tree.initializerValue(binding) {
                            found = .value(value)
                        } else {
                            found = .other
                        }
                    }
                }
                if let found { return found }
                if tree.kind(cur) == .closureExpr, ClosureExpr(unchecked: tree, cur).parameters.contains(where: { $0.localName == name }) {
                    return .other
                }
            case .ifExpr, .whileStmt:
                if tree.children(cur, .codeBlock).first == child, let bound = ChangingCollection.unwrapped(name, in: cur, tree) {
                    if let value = bound.value { return .value(value) }
                }
            case .switchCase where tree.kind(child) != .caseItem:
                // `switch result.body { case .heatmap(let h): … }`: `h` is a part of the subject.
                let parent = parents[Int(cur)]
                if let subject = ChangingCollection.switchSubject(binding: name, in: cur, tree, parent: parent >= 0 ? parent : nil) {
                    return .value(subject)
                }
            case .forStmt:
                if tree.children(cur, .codeBlock).first == child { return binds(name, in: cur, tree) ? .other : nil }
            case .functionDecl, .initializerDecl, .subscriptDecl:
                if let clause = tree.child(cur, .parameterClause),
                   tree.children(clause, .parameter).contains(where: { Parameter(unchecked: tree, $0).localName == name }) {
                    return .other
                }
                return nil
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl, .protocolDecl:
                return nil
            default:
                break
            }
            child = cur
            cur = parents[Int(cur)]
        }
        return nil
    }

    /// `for name in …`, `for (a, name) in …`: a loop variable, or nil when the loop binds
    /// something else.
    private static func binds(_ name: String, in loop: NodeID, _ tree: SyntaxTree) -> Bool {
        guard let pattern = tree.child(loop, at: 0) else { return false }
        var found = false
        tree.walk(pattern) { n in
            if tree.kind(n) == .identifierPattern, tree[n].endToken > tree[n].firstToken, tree.identifier(n) == name { found = true }
            return !found && tree.kind(n) != .codeBlock
        }
        return found
    }
}
