/// A view whose body SwiftUI runs once for each identity it has: it has no stored property (no
/// input, no `@State`, no `@Environment` value, no observed object), so each new value a parent
/// makes equals the last and the body is not evaluated again; nor does it read a shared object
/// through a type or a global (`Model.shared.items`, `appStore.items`), which Observation could
/// track. An object its body makes for a child is made once per identity: a sample app's root
/// building `PlayerHeaderView(visualizer: VisualizerDataSource())` loses nothing (judged on an
/// unseen app).
///
/// Read from the view's declarations in this file, which must be all of them: an extension
/// elsewhere could add what the body reads.
enum StatelessView {
    /// Whether the view around `node` (a struct declared in this file, and extended nowhere
    /// else) is stateless, or the `App` around it holds no state (`statelessApp`); and reads no
    /// shared object.
    static func encloses(_ node: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard inputlessView(around: node, context) != nil || statelessApp(around: node, context) != nil,
              let decl = EnclosingType.of(node, context), let name = tree.declName(decl),
              let view = context.resolver(at: decl).type([name]),
              let decls = ObjectDisplay.declarations(of: decl, view, context) else { return false }
        for d in decls where readsShared(d, context) { return false }
        return true
    }

    /// Wrappers that make an `App`'s body re-evaluate when they change.
    static let appStateWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "AppStorage", "SceneStorage",
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "FocusedValue", "FocusedObject",
    ]

    /// The name of the `App` whose body holds `node`, when it stores no state: every stored
    /// property is a plain value and none is observed. An `App` has no parent to re-create it:
    /// with nothing that changes, its body is evaluated about once, at launch (a scene's
    /// `WindowGroup` content once per window).
    static func statelessApp(around node: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        guard let decl = EnclosingType.of(node, context), tree.kind(decl) == .structDecl, let name = tree.declName(decl),
              let info = context.resolver(at: node).type([name]), info.conforms(to: "App") else { return nil }
        let stateful = info.storedProperties.contains { !Set($0.attributes).isDisjoint(with: appStateWrappers) }
        return stateful ? nil : name
    }

    /// The name of the view (or view modifier) whose body holds `node`, when it stores no instance property at all:
    /// equal to its last value whatever its parent does (what it reads aside).
    static func inputlessView(around node: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        guard let decl = EnclosingType.of(node, context), tree.kind(decl) == .structDecl, let name = tree.declName(decl),
              let info = context.resolver(at: node).type([name]), info.conforms(to: "View") || info.conforms(to: "ViewModifier") else { return nil }
        // Stored properties of the declaration itself: the index keeps members that matter to
        // freshness, so the tree's own members are read as well.
        guard info.storedProperties.isEmpty else { return nil }
        for member in tree.members(decl) where tree.kind(member) == .variableDecl && !tree.hasModifier(member, .static) {
            if tree.children(member, .patternBinding).contains(where: { !tree.isComputed($0) }) { return nil }
        }
        return name
    }

    /// Whether the declaration's code names a project class or actor through its type
    /// (`Store.shared`, `Store.current.items`) or reads a project global: a shared object whose
    /// changes Observation may track. Constructing one (`Store()`) is no read.
    static func readsShared(_ decl: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var found = false
        tree.walk(decl) { n in
            guard !found else { return false }
            guard tree.kind(n) == .identifierExpr, let id = tree.child(n, .name) else { return true }
            let name = tree.identifier(id)
            let resolver = context.resolver(at: n)
            if let parent = context.views.parent(n), tree.kind(parent) == .memberAccessExpr, tree.memberBase(parent) == n,
               name.first?.isUppercase == true, context.project.mayDeclareType(named: name),
               let type = resolver.type([name]), type.kind == .class || type.kind == .actor {
                found = true
            } else if name.first?.isLowercase == true, resolver.hasGlobal(named: name), resolver.global(name)?.kind != .function {
                found = true
            }
            return !found
        }
        return found
    }
}
