/// The use site of any node of one parsed file: the types it is nested in and the `#if` branches
/// it is compiled under. A node's site is its nearest *anchor*'s (a type declaration, an
/// extension or a `#if` clause above it), and each anchor's site is computed once from its own
/// parent anchor's, so rules can ask for every node they look up.
public struct SiteLocator: @unchecked Sendable {
    public let tree: SyntaxTree
    public let file: Int32
    let parents: [NodeID]
    /// Anchor node → its site. One locator serves one file on one thread.
    private let cache = Cache()

    final class Cache { var sites: [NodeID: UseSite] = [:] }

    public init(tree: SyntaxTree, file: Int32, parents: [NodeID]? = nil) {
        self.tree = tree
        self.file = file
        self.parents = parents ?? tree.parents()
    }

    func parent(_ n: NodeID) -> NodeID { Int(n) < parents.count ? parents[Int(n)] : -1 }

    func isAnchor(_ n: NodeID) -> Bool {
        switch tree.kind(n) {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .ifConfigClause: return true
        default: return false
        }
    }

    public func site(_ node: NodeID) -> UseSite {
        var n = node
        var from: NodeID = -1
        var steps = 0
        while n >= 0 && steps < 100_000 {
            if isAnchor(n) {
                // A node in a clause's own condition is not under that clause.
                let inCondition = IfConfigClause(tree, n)?.condition == from
                if !inCondition { return anchorSite(n) }
            }
            from = n
            n = parent(n)
            steps += 1
        }
        return UseSite(file: file, scope: [], condition: .always)
    }

    /// The site inside an anchor: its parent's, plus the type it names or the clause it is.
    func anchorSite(_ a: NodeID) -> UseSite {
        if let cached = cache.sites[a] { return cached }
        var s = parent(a) >= 0 ? site(parent(a)) : UseSite(file: file, scope: [], condition: .always)
        switch tree.kind(a) {
        case .extensionDecl:
            if let type = tree.extendedType(a), let path = tree.typePath(type) { s.scope = path }
        case .ifConfigClause:
            let decl = parent(a)
            if decl >= 0 {
                for (clause, c) in tree.clauseConditions(decl) where clause == a { s.condition = s.condition && c }
            }
        default:
            if let name = tree.declName(a) { s.enterType(name) }
        }
        cache.sites[a] = s
        return s
    }
}
