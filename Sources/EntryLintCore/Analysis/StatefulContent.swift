/// Whether view content holds state that a change of identity throws away: what makes a
/// conditional modifier's flip cost more than a restyle. Content holds state when it builds a
/// scroll position (`ScrollView`, `List`, `Form`, `Table`, lazy stacks), text input (`TextField`,
/// `SecureField`, `TextEditor`), navigation or tab selection, rows that hold any of these, a video
/// or web view, a transition or matched-geometry effect, or a project
/// view that keeps `@State`, `@StateObject`, `@FocusState` or `@GestureState`. Leaf content of
/// plain SDK views (text, images, shapes, buttons) merely restyles when it flips.
///
/// `ForEach` alone is not state: its rows are walked like any content, so a `Menu` of buttons
/// repeated over its items holds none, and rows with a `TextField` do.
enum StatefulContent {
    static let statefulViews: Set<String> = [
        "ScrollView", "List", "Form", "Table", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "TextField", "SecureField", "TextEditor", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView",
        "VideoPlayer", "WebView", "Map", "ScrollViewReader", "DisclosureGroup", "OutlineGroup",
    ]
    // `.animation` is not among them: it animates changes of the content, which a flip replaces
    // with a fade, and judged the note calling it state misleading.
    static let statefulModifiers: Set<String> = ["transition", "matchedGeometryEffect", "focused", "searchable"]
    static let stateWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState"]

    /// The first stateful thing under `node`, named for a finding's note ("'ScrollView'"), or nil.
    static func stateHeld(in node: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        let resolver = context.resolver(at: node)
        var found: String?
        tree.walk(node) { n in
            guard found == nil else { return false }
            guard tree.kind(n) == .callExpr, let name = tree.calleeName(n) else { return true }
            let isMember = tree.callee(n).map { tree.kind($0) == .memberAccessExpr } ?? false
            if isMember {
                if statefulModifiers.contains(name) { found = "." + name }
            } else if statefulViews.contains(name) {
                found = name
            } else if let info = resolver.type([name]), info.conforms(to: "View"),
                      info.storedProperties.contains(where: { !Set($0.attributes).isDisjoint(with: stateWrappers) }) {
                found = name
            }
            return found == nil
        }
        return found
    }
}
