/// The shape of one file's tree, for questions the flat node array cannot answer cheaply: each
/// node's parent, and every node of a kind in walk order (rules scan these lists instead of
/// walking the tree again). Built in one pass over the nodes reachable from the root.
public struct TreeIndex: Sendable {
    /// Per node: the parent node (`-1` for the root).
    public let parents: [NodeID]
    /// Nodes grouped by kind (each group in walk order): one array and the start of each kind's
    /// group, rather than 256 arrays grown node by node.
    private let kindNodes: [NodeID]
    private let kindStarts: [Int32]

    public init(tree: SyntaxTree) {
        var parents = [NodeID](repeating: -1, count: tree.nodes.count)
        var order: [NodeID] = []
        order.reserveCapacity(tree.nodes.count)
        // Pre-order in source order, except that a variable declaration lists its bindings right
        // after itself, before its attributes: the order every rule has been written against.
        var stack: [NodeID] = [tree.root]
        var children: [NodeID] = []
        children.reserveCapacity(16)
        while let n = stack.popLast() {
            let isDecl = tree[n].kind == .variableDecl
            if !(tree[n].kind == .patternBinding && parents[Int(n)] >= 0 && tree[parents[Int(n)]].kind == .variableDecl) {
                order.append(n)
            }
            children.removeAll(keepingCapacity: true)
            var c = tree[n].firstChild
            while c >= 0 {
                parents[Int(c)] = n
                if isDecl && tree[c].kind == .patternBinding { order.append(c) }
                children.append(c)
                c = tree[c].nextSibling
            }
            var k = children.count
            while k > 0 { k -= 1; stack.append(children[k]) }
        }
        self.parents = parents
        // A counting sort of the walk order by kind keeps each kind's nodes in walk order.
        var starts = [Int32](repeating: 0, count: 257)
        for n in order { starts[Int(tree[n].kind.rawValue) + 1] += 1 }
        for k in 1..<257 { starts[k] += starts[k - 1] }
        var next = starts
        var grouped = [NodeID](repeating: 0, count: order.count)
        for n in order {
            let k = Int(tree[n].kind.rawValue)
            grouped[Int(next[k])] = n
            next[k] += 1
        }
        kindNodes = grouped
        kindStarts = starts
    }

    /// Nodes reachable from the root of one kind, in walk order.
    public func nodes(ofKind kind: NodeKind) -> ArraySlice<NodeID> {
        let k = Int(kind.rawValue)
        return kindNodes[Int(kindStarts[k])..<Int(kindStarts[k + 1])]
    }

    public func parent(_ id: NodeID) -> NodeID? { let p = parents[Int(id)]; return p >= 0 ? p : nil }
}
