// Typed views of statement nodes; layouts as documented on `NodeKind`.

/// `return` or `return value`: child the value, if any.
public struct ReturnStmt: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .returnStmt }

    public var value: NodeID? { tree.child(id, at: 0) }
}

/// `if conditions { … } else …`: children the `conditionList`, the `codeBlock` taken when they
/// hold, then the `else`: a `codeBlock`, another `ifExpr` (`else if`), or nothing.
public struct IfExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .ifExpr }

    public var conditions: NodeID? { child(.conditionList) }
    public var thenBlock: NodeID? { tree.child(id, at: 1) }
    public var elseBranch: NodeID? { tree.child(id, at: 2) }
}
