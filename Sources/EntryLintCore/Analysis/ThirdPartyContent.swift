/// Content closures of container views from outside the project and the SDK: the view-building
/// code `ViewRegions` cannot see, because it knows only SwiftUI's callees and the project's views.
/// Read by `environment_fresh_injection` (an injection there is new on every evaluation) and
/// `observable_object_wide_dependency` (a read there is a read by the view).
enum ThirdPartyContent {
    /// Inside the content closure of a container view EntryLint does not know, itself in
    /// view-building code (`NavigationStackStore(path) { Root().environmentObject(Model()) }`,
    /// `WithViewStore(store) { … }`): such a closure builds the views it returns on every evaluation
    /// of the body around it, so what it injects is new each time and what it reads is read then. Closures of SwiftUI's own calls and of
    /// project views are already classified by `ViewContext`; an unknown callee is taken as a
    /// container only when it is named like a type, is no SDK type, and the closure's label is no
    /// action's.
    static func contains(_ node: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        let views = context.views
        var sawContainer = false
        var n = node
        while let p = views.parent(n) {
            if views.isViewBuilding(p) { return sawContainer }
            let kind = tree.kind(p)
            if kind == .closureExpr {
                guard let holder = views.parent(p), tree.kind(holder) == .trailingClosure || tree.kind(holder) == .argument,
                      let call = views.parent(holder), tree.kind(call) == .callExpr,
                      tree.callee(call).map({ tree.unwrapped($0) }) != p,
                      let callee = tree.calleeName(call) else { return false }
                let label = tree[holder].flags.contains(.labeled) ? tree.child(holder, .name).map { tree.identifier($0) } : nil
                if SDKCatalog.viewBuildingCallees.contains(callee) && callee != "Button" {
                    // A SwiftUI container inside the unknown one: its content builds when it does.
                } else if isProjectContainer(call, callee: callee, label: label, context) {
                    // So does a project view's content (`AvailableWidthContainer { … }`) there.
                } else if isUnknownContainer(call, callee: callee, label: label, context) {
                    sawContainer = true
                } else {
                    return false
                }
                n = call
                continue
            }
            if kind.isDeclaration { return false }
            n = p
        }
        return false
    }

    /// A project view built with a content closure not labeled as an action.
    static func isProjectContainer(_ call: NodeID, callee: String, label: String?, _ context: RuleContext) -> Bool {
        if let label, SDKCatalog.deferredLabels.contains(label) { return false }
        guard let info = context.resolver(at: call).type(context.tree.calleePath(call) ?? [callee]) else { return false }
        return info.kind == .struct && info.conforms(to: "View")
    }

    /// `NavigationStackStore`, `WithPerceptionTracking`, `IfLetStore`: named like a type, declared
    /// neither in the project nor in the SDK catalog, and the closure is not labeled as an action.
    static func isUnknownContainer(_ call: NodeID, callee: String, label: String?, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let first = callee.unicodeScalars.first, first.value >= 65 && first.value <= 90 else { return false }
        if let label, SDKCatalog.deferredLabels.contains(label) { return false }
        if SDKCatalog.deferredCallees.contains(callee) || SDKCatalog.frameworkViews.contains(callee)
            || SDKCatalog.kind(of: callee) != nil { return false }
        return context.resolver(at: call).type(tree.calleePath(call) ?? [callee]) == nil
    }
}
