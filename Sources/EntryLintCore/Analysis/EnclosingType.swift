/// The type declaration around a node, for rules that count only code of views: view-building
/// code at file scope (`var gallery: AnyView { … }` in a test helper) is not a body SwiftUI
/// re-evaluates.
enum EnclosingType {
    /// The nearest type or extension declaration around `node`.
    static func of(_ node: NodeID, _ context: RuleContext) -> NodeID? {
        var n = node
        while let p = context.views.parent(n) {
            switch context.tree.kind(p) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                return p
            default:
                n = p
            }
        }
        return nil
    }

    /// The project type whose declaration or extension holds `node`, resolved from there.
    static func info(around node: NodeID, _ context: RuleContext) -> TypeInfo? {
        let tree = context.tree
        guard let decl = of(node, context) else { return nil }
        let path = tree.kind(decl) == .extensionDecl ? tree.extendedType(decl).flatMap { tree.typePath($0) } : tree.declName(decl).map { [$0] }
        return path.flatMap { context.resolver(at: node).type($0) }
    }

    /// A View, ViewModifier, App or Scene (declared here or in the index), or an extension of
    /// `View` or of such a type.
    static func isView(_ decl: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        let protocols: Set<String> = ["View", "ViewModifier", "App", "Scene"]
        if !protocols.isDisjoint(with: tree.inheritedNames(decl)) { return true }
        let path: [String]?
        if tree.kind(decl) == .extensionDecl {
            path = tree.extendedType(decl).flatMap { tree.typePath($0) }
            if path == ["View"] || path == ["Scene"] { return true }
        } else {
            path = tree.declName(decl).map { [$0] }
        }
        guard let path, let info = context.index.type(path) else { return false }
        return !protocols.isDisjoint(with: info.inherits)
    }
}
