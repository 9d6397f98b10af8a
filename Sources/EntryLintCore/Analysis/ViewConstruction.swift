/// Which view a call in view code constructs, for the rules about what views are handed.
enum ViewConstruction {
    /// The view a call constructs: a project `View` or one of SwiftUI's.
    static func viewTypeName(_ call: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        guard var callee = tree.callee(call) else { return nil }
        callee = tree.unspecialized(callee)
        guard tree.kind(callee) == .identifierExpr, let n = tree.child(callee, .name) else { return nil }
        let name = tree.identifier(n)
        // Most calls in a body build SDK views: no project type has their name, and the
        // use site (a walk up the tree) is not needed to tell.
        if context.project.mayDeclareType(named: name), let info = context.resolver(at: call).type([name]) {
            return info.conforms(to: "View") || !info.inherits.isDisjoint(with: SDKCatalog.representableProtocols) ? name : nil
        }
        return SDKCatalog.frameworkViews.contains(name) ? name : nil
    }

    /// A view or view modifier (or an extension of one) that nothing in the project constructs,
    /// outside previews: no `Row(…)`, `Row { … }`, `Row.init` or `rootView: Row(…)` anywhere. Its
    /// body never runs in the app (dead code, or made elsewhere, where the cost is not this
    /// project's to judge). An `App`, a `Scene` and `View` extensions are not views made by name.
    static func isNeverConstructed(_ owner: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        let name: String
        if tree.kind(owner) == .extensionDecl {
            guard let path = tree.extendedType(owner).flatMap({ tree.typePath($0) }), let last = path.last else { return false }
            name = last
        } else {
            guard let declared = tree.declName(owner) else { return false }
            name = declared
        }
        guard let info = context.resolver(at: owner).type([name]), info.kind == .struct || info.kind == .class,
              info.conforms(to: "View") || info.conforms(to: "ViewModifier"),
              !info.conforms(to: "App"), !info.conforms(to: "Scene") else { return false }
        return isNeverBuilt(named: name, context)
    }

    /// Whether nothing in the project constructs a type of this name outside previews.
    static func isNeverBuilt(named name: String, _ context: RuleContext) -> Bool {
        let constructions = context.project.varyingInputs
        return !constructions.contains(PreviewUses.hash(name + "(+")) && !constructions.contains(PreviewUses.hash(name + "(*"))
    }
}
