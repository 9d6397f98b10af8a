/// Content a project helper hosts in a window of its own: an `.alert`-like modifier
/// (`.toast(isPresented:) { ToastCard(onClose: { … }) }`) or presenter view
/// (`AlertPresenter(isPresented:) { … }`) whose code puts the content in a
/// `UIHostingController`, a `UIWindow` or their AppKit twins. That content is built when the
/// window is, once per presentation, not on each evaluation of the body that applies the
/// modifier: a closure made in it is not new on every evaluation.
enum SeparateWindow {
    /// Types whose construction hosts SwiftUI content outside the view tree.
    static let hostingTypes: Set<String> = [
        "UIHostingController", "UIWindow", "NSHostingController", "NSHostingView", "NSWindow", "NSPanel",
    ]

    /// Whether `node` sits in a closure passed to a project `View` extension member or a project
    /// view that hosts its content in a window (`hostsWindow`).
    static func isHosted(_ node: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var child = node
        var p = context.views.parent(node)
        while let q = p {
            switch tree.kind(q) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .functionDecl, .variableDecl:
                return false
            case .callExpr where tree.kind(child) == .closureExpr || tree.kind(child) == .argument || tree.kind(child) == .trailingClosure:
                guard tree.callee(q) != child, let callee = tree.callee(q), let name = tree.calleeName(q) else { break }
                if tree.kind(callee) == .memberAccessExpr, ViewHierarchy.isViewExtensionMember(name, index: context.index),
                   hostsWindow(name, context.index) { return true }
                // `AlertPresenter(isPresented: $shown) { … }`: a project view hosting its content.
                if tree.kind(tree.unspecialized(callee)) == .identifierExpr, let info = context.resolver(at: q).type([name]),
                   hostsWindow(info, context.index) { return true }
            default:
                break
            }
            child = q
            p = context.views.parent(q)
        }
        return false
    }

    /// Whether the project's `View` extension members named `name`, or the project types their
    /// code constructs (one level: the modifier a helper applies), construct a hosting type.
    static func hostsWindow(_ name: String, _ index: Resolver) -> Bool {
        index.index.observation.memo("hostsWindow:" + name) {
            guard let view = index.members(of: ["View"]) else { return false }
            var constructed: Set<String> = []
            for member in LeafView.renderingMembers(of: view, index) where member.name == name {
                if mentionsHosting(member.tree, member.node, constructed: &constructed) { return true }
            }
            for typeName in constructed.sorted() {
                guard let info = index.type([typeName]) else { continue }
                var ignored: Set<String> = []
                for member in LeafView.renderingMembers(of: info, index) where mentionsHosting(member.tree, member.node, constructed: &ignored) {
                    return true
                }
            }
            return false
        }
    }

    /// Whether a project type's declarations, or the project types they construct (one level),
    /// construct a hosting type: a presenter view holding the content it is given.
    static func hostsWindow(_ info: TypeInfo, _ index: Resolver) -> Bool {
        index.index.observation.memo("hostsWindow:type:" + info.memoKey) {
            var constructed: Set<String> = []
            for member in LeafView.renderingMembers(of: info, index) {
                if mentionsHosting(member.tree, member.node, constructed: &constructed) { return true }
            }
            constructed.remove(info.name)
            for typeName in constructed.sorted() {
                guard let other = index.type([typeName]) else { continue }
                var ignored: Set<String> = []
                for member in LeafView.renderingMembers(of: other, index) where mentionsHosting(member.tree, member.node, constructed: &ignored) {
                    return true
                }
            }
            return false
        }
    }

    /// The tokens of `node` name a hosting type; the uppercase names called there are collected.
    static func mentionsHosting(_ tree: SyntaxTree, _ node: NodeID, constructed: inout Set<String>) -> Bool {
        let tokens = tree.tokens
        let end = min(Int(tree[node].endToken), tokens.count)
        var t = Int(tree[node].firstToken)
        while t < end {
            if tokens[t].kind == .identifier {
                let text = tree.identifierText(t)
                if hostingTypes.contains(text) { return true }
                if t + 1 < end, tokens[t + 1].kind == .leftParen || tokens[t + 1].kind == .leftBrace,
                   let first = text.unicodeScalars.first, CharacterSetASCII.isUppercase(first) {
                    constructed.insert(text)
                }
            }
            t += 1
        }
        return false
    }
}
