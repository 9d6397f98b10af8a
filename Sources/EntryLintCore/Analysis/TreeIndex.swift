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
        let count = tree.nodes.count
        var parents = [NodeID](repeating: -1, count: count)
        var order: [NodeID] = []
        order.reserveCapacity(count)
        var grouped: [NodeID] = []
        var starts = [Int32](repeating: 0, count: 257)
        // Through buffer pointers: this walk visits every node of every file pass 2 parses, and
        // array accesses through the tree cost a reference count and a bounds check each.
        tree.nodes.withUnsafeBufferPointer { nodes in
            parents.withUnsafeMutableBufferPointer { parents in
                // Pre-order in source order, except that a variable declaration lists its
                // bindings right after itself, before its attributes: the order every rule has
                // been written against. The stack holds a node and, pushed under it, its next
                // sibling, so no child list is reversed.
                var stack: [NodeID] = [tree.root]
                stack.reserveCapacity(64)
                var atRoot = true
                while let n = stack.popLast() {
                    let node = nodes[Int(n)]
                    let parent = parents[Int(n)]
                    if !atRoot, node.nextSibling >= 0 {
                        parents[Int(node.nextSibling)] = parent
                        stack.append(node.nextSibling)
                    }
                    atRoot = false
                    if !(node.kind == .patternBinding && parent >= 0 && nodes[Int(parent)].kind == .variableDecl) {
                        order.append(n)
                    }
                    if node.kind == .variableDecl {
                        var c = node.firstChild
                        while c >= 0 {
                            if nodes[Int(c)].kind == .patternBinding { order.append(c) }
                            c = nodes[Int(c)].nextSibling
                        }
                    }
                    if node.firstChild >= 0 {
                        parents[Int(node.firstChild)] = n
                        stack.append(node.firstChild)
                    }
                }
            }
            // A counting sort of the walk order by kind keeps each kind's nodes in walk order.
            for n in order { starts[Int(nodes[Int(n)].kind.rawValue) + 1] += 1 }
            for k in 1..<257 { starts[k] += starts[k - 1] }
            var next = starts
            grouped = [NodeID](repeating: 0, count: order.count)
            grouped.withUnsafeMutableBufferPointer { grouped in
                for n in order {
                    let kind = Int(nodes[Int(n)].kind.rawValue)
                    grouped[Int(next[kind])] = n
                    next[kind] += 1
                }
            }
        }
        self.parents = parents
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
