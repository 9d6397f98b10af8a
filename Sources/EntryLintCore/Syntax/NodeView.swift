import SwiftLexer

/// A typed view of one node of the flat array: its children read by role (`CallExpr(tree,
/// id).arguments`, `IfConfigClause(tree, id).isElse`) instead of by position, so the layout of
/// each kind (documented on `NodeKind`) is known in one place, next to the parser. A view is a
/// tree reference and a node id: making one costs nothing and copies nothing.
public protocol NodeView {
    var tree: SyntaxTree { get }
    var id: NodeID { get }
    /// Whether a node of `kind` can be seen through this view.
    static func accepts(_ kind: NodeKind) -> Bool
    /// A view of `id`, whose kind the caller has checked.
    init(unchecked tree: SyntaxTree, _ id: NodeID)
}

extension NodeView {
    /// The view of `id`, or nil when the node is of another kind.
    public init?(_ tree: SyntaxTree, _ id: NodeID) {
        guard Self.accepts(tree.kind(id)) else { return nil }
        self.init(unchecked: tree, id)
    }

    public var kind: NodeKind { tree.kind(id) }
    public var range: Range<Int> { tree.range(id) }
    /// The node's source text, trimmed to its tokens.
    public var text: String { tree.text(id) }
    /// The parser made the node up or could not finish it.
    public var isMissingOrBroken: Bool { tree[id].flags.contains(.error) }

    func child(_ kind: NodeKind) -> NodeID? { tree.child(id, kind) }
    func children(_ kind: NodeKind) -> [NodeID] { tree.children(id, kind) }
    /// The identifier of the first `name` child, if it has a token.
    var firstName: String? {
        guard let n = tree.child(id, .name), tree[n].endToken > tree[n].firstToken else { return nil }
        return tree.identifier(n)
    }
}

/// What declarations share: attributes and modifiers come first, in source order.
public protocol DeclarationView: NodeView {}

extension DeclarationView {
    public var attributes: [Attribute] { children(.attribute).map { Attribute(unchecked: tree, $0) } }
    /// The modifier keywords (`private`, `static`, `nonisolated`…), in source order.
    public var modifiers: [Keyword] { tree.modifiers(id) }
    public func hasModifier(_ keyword: Keyword) -> Bool { tree.hasModifier(id, keyword) }
    /// The attribute named `name` (`State` for `@State`, `Bar` for `@Foo.Bar`).
    public func attribute(named name: String) -> Attribute? { tree.attribute(id, named: name).map { Attribute(unchecked: tree, $0) } }
}
