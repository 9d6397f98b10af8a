import SwiftLexer

/// Whether the rows of a `ForEach`/`List` hold state that a change of identity hands to another
/// element: what makes index identity over a changing collection a bug rather than a misplaced
/// update. Positive evidence only; a row of text, shapes, chart marks or a project view that
/// lays those out holds none (judged NOISE in every held-out app: waveform bars, keycaps,
/// progress segments, swatches). A row holds state when it builds
/// - an editing control or an SDK view with state of its own (`TextField`, `DisclosureGroup`,
///   `ScrollView`, `Menu`, `VideoPlayer`, …);
/// - a binding to an element by position (`$items[i].name`): after a removal it edits another
///   element, or traps;
/// - a transition or a matched-geometry effect, which follow identity;
/// - a view of a dependency (`KFImage`, `LazyImage`, `…View`), which may load and keep anything;
/// - a project view that declares `@State`, `@StateObject`, `@FocusState` or `@GestureState`, or
///   builds any of the above, looked for three views deep through the views it constructs.
enum RowState {
    static let stateWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState", "SceneStorage", "AccessibilityFocusState"]
    /// SDK views that keep state of their own (editing, expansion, scroll position, playback).
    static let statefulSDKViews: Set<String> = [
        "TextField", "TextEditor", "SecureField", "DisclosureGroup", "ScrollView", "TabView", "Menu", "VideoPlayer",
        "Map", "WebView", "NavigationStack", "NavigationView", "OutlineGroup", "DatePicker", "ColorPicker", "List",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Toggle", "Slider", "Stepper", "Picker",
    ]
    static let identityModifiers: Set<String> = ["transition", "matchedGeometryEffect"]
    /// How many project views deep a row's state is looked for.
    static let maxDepth = 3

    /// What in the rows holds state, for a finding's note (`'TextField'`, `'$items[i]'`), or nil.
    static func held(in call: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        let closures = tree.arguments(call).filter { tree.kind($0.value) == .closureExpr }
        let resolver = context.resolver(at: call)
        for argument in closures {
            if let found = held(under: argument.value, tree, resolver, depth: 0) { return found }
        }
        return nil
    }

    static func held(under root: NodeID, _ tree: SyntaxTree, _ resolver: Resolver, depth: Int) -> String? {
        var found: String?
        tree.walk(root) { n in
            guard found == nil else { return false }
            switch tree.kind(n) {
            case .subscriptExpr:
                // `$items[i]`, `$model.items[i]`: a binding to an element by its position.
                if let base = SubscriptExpr(tree, n)?.base, startsWithBinding(base, tree) { found = "'" + tree.compactText(base) + "[…]'" }
            case .callExpr:
                guard let callee = tree.callee(n), let name = tree.calleeName(n) else { return true }
                if tree.kind(callee) == .memberAccessExpr {
                    if identityModifiers.contains(name), tree.memberBase(callee) != nil { found = "'." + name + "'" }
                    return found == nil
                }
                guard tree.kind(tree.unspecialized(callee)) == .identifierExpr, let first = name.unicodeScalars.first,
                      CharacterSetASCII.isUppercase(first) else { return true }
                if let info = resolver.type([name]), info.kind != nil {
                    if info.conforms(to: "View"), let inner = state(of: info, resolver, depth: depth + 1) {
                        found = inner.isEmpty ? "'" + name + "'" : "'" + name + "' → " + inner
                    }
                } else if statefulSDKViews.contains(name) {
                    found = "'" + name + "'"
                } else if !SDKCatalog.frameworkViews.contains(name), isDependencyView(name) {
                    found = "'" + name + "'"
                }
            default:
                break
            }
            return found == nil
        }
        return found
    }

    /// What a project view holds: its own state (`"@State var expanded"`), what it builds that
    /// holds some (`"'Toggle'"`), or nil (memoized per type). Empty for a representable, which
    /// keeps its platform view.
    static func state(of info: TypeInfo, _ resolver: Resolver, depth: Int) -> String? {
        if let p = info.storedProperties.first(where: { !stateWrappers.isDisjoint(with: $0.attributes) }) {
            return "@" + (p.attributes.first { stateWrappers.contains($0) } ?? "State") + " var " + p.name
        }
        if !info.inherits.isDisjoint(with: RepresentableUpdate.protocols) { return "" }
        guard depth < maxDepth else { return nil }
        return resolver.index.observation.memo("row-state:\(info.qualifiedName)@\(depth)") { () -> String? in
            for member in LeafView.renderingMembers(of: info, resolver) {
                if let found = held(under: member.node, member.tree, member.resolver(resolver), depth: depth) { return found }
            }
            return nil
        }
    }

    /// `$items`, `$model.items`: the expression starts with a projected value.
    static func startsWithBinding(_ e: NodeID, _ tree: SyntaxTree) -> Bool {
        var e = tree.unwrapped(e)
        while tree.kind(e) == .memberAccessExpr, let base = tree.memberBase(e) { e = tree.unwrapped(base) }
        guard tree.kind(e) == .identifierExpr, let n = tree.child(e, .name) else { return false }
        return tree.identifier(n).hasPrefix("$")
    }

    /// A view of a dependency, by the names such views go by (`KFImage`, `LazyImage`,
    /// `WebImage`, `MarkdownView`): value types of the SDK or of a dependency (`String(…)`,
    /// `URL(…)`, `Color(…)`) are not rows' state.
    static func isDependencyView(_ name: String) -> Bool {
        name.hasSuffix("View") || name.hasSuffix("Image") || name.hasSuffix("Player")
    }
}
