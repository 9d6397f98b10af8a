/// The use site of any node of one parsed file: the types it is nested in and the `#if` branches
/// it is compiled under, found by climbing the node's parents.
public struct SiteLocator: Sendable {
    public let tree: SyntaxTree
    public let file: Int32
    let parents: [NodeID]

    public init(tree: SyntaxTree, file: Int32, parents: [NodeID]? = nil) {
        self.tree = tree
        self.file = file
        self.parents = parents ?? tree.parents()
    }

    public func site(_ node: NodeID) -> UseSite {
        var scope: [String] = []
        var condition = PlatformCondition.always
        var inExtension = false
        var n = node
        var previous: NodeID = -1
        var steps = 0
        while n >= 0 && steps < 100_000 {
            steps += 1
            switch tree.kind(n) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
                if !inExtension, let name = tree.declName(n) {
                    scope.insert(name, at: 0)
                }
            case .extensionDecl:
                if !inExtension, let type = tree.extendedType(n), let path = tree.typePath(type) {
                    scope.insert(contentsOf: path, at: 0)
                    inExtension = true
                }
            case .ifConfigClause:
                // A node in the clause's own condition is not under it.
                let isCondition = tree[n].aux != 2 && tree.child(n, at: 0) == previous
                if !isCondition, Int(n) < parents.count, parents[Int(n)] >= 0 {
                    for (clause, c) in tree.clauseConditions(parents[Int(n)]) where clause == n { condition = condition && c }
                }
            default:
                break
            }
            previous = n
            n = Int(n) < parents.count ? parents[Int(n)] : -1
        }
        return UseSite(file: file, scope: scope, condition: condition)
    }
}
