/// Which view a call in view code constructs, for the rules about what views are handed.
enum ViewConstruction {
    /// The view a call constructs: a project `View` or one of SwiftUI's.
    static func viewTypeName(_ call: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        guard var callee = tree.callee(call) else { return nil }
        callee = tree.unspecialized(callee)
        guard tree.kind(callee) == .identifierExpr, let n = tree.child(callee, .name) else { return nil }
        let name = tree.identifier(n)
        if let info = context.resolver(at: call).type([name]) {
            return info.conforms(to: "View") || !info.inherits.isDisjoint(with: SDKCatalog.representableProtocols) ? name : nil
        }
        return SDKCatalog.frameworkViews.contains(name) ? name : nil
    }
}
