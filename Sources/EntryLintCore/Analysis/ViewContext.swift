/// What rules ask of a file's tree beyond its syntax: its shape (`TreeIndex`: parents, nodes by
/// kind) and which code builds views (`ViewRegions`). Both are made once per file, on first use.
public final class ViewContext: Sendable {
    public let shape: TreeIndex
    public let regions: ViewRegions

    public init(tree: SyntaxTree, resolver: Resolver, locator: SiteLocator, previewsBuildViews: Bool = false) {
        shape = TreeIndex(tree: tree)
        regions = ViewRegions(tree: tree, resolver: resolver, locator: locator, previewsBuildViews: previewsBuildViews)
    }

    public var parents: [NodeID] { shape.parents }
    public func nodes(ofKind kind: NodeKind) -> ArraySlice<NodeID> { shape.nodes(ofKind: kind) }
    public func parent(_ id: NodeID) -> NodeID? { shape.parent(id) }
    public var viewBuilding: [Bool] { regions.viewBuilding }
    public var debugOnly: [Bool] { regions.debugOnly }
    public func isViewBuilding(_ id: NodeID) -> Bool { regions.isViewBuilding(id) }
    public func isDebugOnly(_ id: NodeID) -> Bool { regions.isDebugOnly(id) }

    static var viewProtocols: Set<String> { ViewRegions.viewProtocols }
    public static var triggers: [String] { ViewRegions.triggers }
    public static func projectTriggers(_ index: ProjectIndex) -> [String] { ViewRegions.projectTriggers(index) }
}
