/// `anyview_in_body`: `AnyView(…)` or an `.eraseToAnyView()` helper in view-building code.
/// Documentation: `info.documentation` (`entrylint explain anyview_in_body`).
public enum AnyViewInBody: ViewBuildingRule {
    public static let info = RuleInfo(
        id: "anyview_in_body",
        defaultSeverity: .warning,
        category: .performance,
        summary: "AnyView in view-building code erases the structure SwiftUI uses for identity and diffing.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports `AnyView(…)` in view-building code (`body`, `@ViewBuilder` code, content \
            closures), and calls of the project's `View` extension helpers that return `AnyView` \
            (`.eraseToAnyView()`). Functions that are not view-building, previews, and code outside \
            views (a router's or model's `var view: AnyView`, file-scope helpers) are not reported, \
            nor is erasure the code requires: a value (or an erasing helper's result) for a parameter \
            the project declares with `AnyView` in its type (or of a dependency's type the project \
            cannot see), the value of an environment key declared `AnyView` \
            (`.environment(\\.header, AnyView(…))`), the fallback of a property declared `AnyView?`, the result of a stored \
            closure declared to return `any View`, a `reduce` accumulator, what a protocol requirement returns, `ForEach` rows over `[any P]`, the \
            branches of `if #available` (and the returns of a function that branches on nothing \
            else), and an erasing helper's own `AnyView(self)`. Nor is an erasure whose wrapped type \
            cannot change, which loses nothing: every branch of an `if`/`switch`/ternary (or every \
            `return`) erasing the same spelled-out type, modifiers included, or an `AnyView` that \
            fills a fixed slot (a call's argument, a `ForEach` row, a `TabView` page, a \
            property's only value) around a view the code spells out. Branches erasing different \
            types, an erased value assigned in branches, and a wrapped value of unknown type \
            (a variable, a function's result) stay reported. The erasures of one view are one \
            finding, at the first `AnyView(…)` (or the first call of each helper), with a note for \
            every other site. All findings are in the audit profile.
            """,
            whyIsThisBad: """
            SwiftUI identifies views by their position in the static type of `body`: an `if`/`else` \
            becomes a `_ConditionalContent` with two stable slots, so each branch keeps its state. \
            `AnyView` hides that type. When the wrapped view's type changes between evaluations, \
            SwiftUI cannot match old and new: it destroys the subtree and builds it again, dropping \
            state and animations, and it has to compare erased views dynamically on every update.
            """,
            example: """
            var body: some View {
                if isCompact { AnyView(CompactRow(item: item)) } else { AnyView(WideRow(item: item)) }
            }
            """,
            useInstead: """
            @ViewBuilder var body: some View {
                if isCompact { CompactRow(item: item) } else { WideRow(item: item) }
            }
            // or `Group { … }`, or a function returning `some View`
            """,
            fixSafety: "No automatic fix: the surrounding code may rely on the erased type (arrays of views, stored properties)."),
        triggeringExamples: [
            """
            struct V: View {
                let compact: Bool
                var body: some View {
                    if compact { ↓AnyView(Text("a")) } else { AnyView(Image("b")) }
                }
            }
            """,
            """
            extension View { func eraseToAnyView() -> AnyView { AnyView(self) } }
            struct V: View {
                let compact: Bool
                var body: some View {
                    compact ? Text("a").↓eraseToAnyView() : Image("b").eraseToAnyView()
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct V: View {
                let compact: Bool
                @ViewBuilder var body: some View {
                    if compact { Text("a") } else { Image("b") }
                }
                func erased() -> AnyView { AnyView(Text("c")) }
            }
            """,
            """
            struct V: View {
                let compact: Bool
                var body: some View {
                    if compact { AnyView(Text("a").bold()) } else { AnyView(Text("b").bold()) }
                }
            }
            """,
        ])

    enum Message {
        case initializer
        case helper(name: String)

        var text: String {
            switch self {
            case .initializer:
                return "'AnyView' erases the view's type in view-building code: a change of the wrapped type rebuilds the subtree and drops its state; use '@ViewBuilder', 'Group', or a 'some View' return instead"
            case let .helper(name):
                return "'.\(name)()' wraps the view in 'AnyView' in view-building code: a change of the wrapped type rebuilds the subtree and drops its state; use '@ViewBuilder', 'Group', or a 'some View' return instead"
            }
        }
    }

    /// `View` extensions returning `AnyView`, from every file.
    public static let summaryFacts: SummaryFacts = [.observation]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        let helpers = context.project.observation.anyViewHelpers
        var returnGroups: [NodeID: Bool] = [:]
        // One finding per cause: the same erasure in one view (a helper applied nine times) is
        // one finding at the first site, with a note per other site.
        var pending: [(range: Range<Int>, message: String, others: [Int])] = []
        var groups: [String: Int] = [:]
        func add(_ key: String, _ range: Range<Int>, _ message: String) {
            if let g = groups[key] { pending[g].others.append(range.lowerBound); return }
            groups[key] = pending.count
            pending.append((range, message, []))
        }
        context.visit([.callExpr]) { node in
            guard views.isViewBuilding(node), let callee = tree.callee(node) else { return }
            // The cheap test first: most calls are neither `AnyView(…)` nor a helper.
            let name = tree.calleeName(node)
            let isInitializer = tree.kind(callee) == .identifierExpr && name == "AnyView"
            let isHelper = tree.kind(callee) == .memberAccessExpr && name.map(helpers.contains) == true
            guard isInitializer || isHelper else { return }
            // Only views' code: a model's or router's `var view: AnyView` erases by design.
            guard let owner = EnclosingType.of(node, context), EnclosingType.isView(owner, context) else { return }
            // `ImageRenderer(content: AnyView(v))` renders an image: the erased view is not in the tree.
            if isImageRendererContent(node, context) { return }
            switch tree.kind(callee) {
            case .identifierExpr where tree.calleeName(node) == "AnyView":
                // A project type named `AnyView` is not SwiftUI's.
                guard context.index.type(["AnyView"]) == nil else { return }
                // A parameter declared `AnyView`, a `reduce` accumulator, an existential's view…
                if RequiredErasure.isRequired(node, context) { return }
                // Always the same wrapped type in the same place: nothing to lose.
                if let wrapped = tree.arguments(node).first?.value, tree.arguments(node).count == 1,
                   ErasedSlot.isFixed(site: node, wrapped: wrapped, tree: tree, parents: views.parents, helpers: helpers,
                                      returnGroups: &returnGroups) { return }
                add("\(owner)|AnyView", tree.range(node), Message.initializer.text)
            case .memberAccessExpr:
                guard let name = tree.calleeName(node), helpers.contains(name), tree.arguments(node).isEmpty,
                      let base = tree.memberBase(callee),
                      let nameNode = tree.child(callee, .name) else { return }
                if RequiredErasure.isRequiredForHelper(base: base, node, context) { return }
                if ErasedSlot.isFixed(site: node, wrapped: base, tree: tree, parents: views.parents, helpers: helpers,
                                      returnGroups: &returnGroups) { return }
                // At the helper's name: the call's range starts at the whole modifier chain.
                add("\(owner)|.\(name)", tree.range(nameNode).lowerBound..<tree.range(node).upperBound, Message.helper(name: name).text)
            default:
                break
            }
        }
        for p in pending {
            let notes = p.others.map { offset -> Note in
                let at = tree.location(offset)
                return Note(message: "the same erasure again here", path: context.path, location: SourceLocation(line: at.line, column: at.column))
            }
            context.report(info, range: p.range, p.message, notes: notes)
        }
    }

    /// The `content:` argument of an `ImageRenderer(…)` call.
    static func isImageRendererContent(_ node: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let argument = context.views.parent(node), tree.kind(argument) == .argument,
              let call = context.views.parent(argument), tree.kind(call) == .callExpr else { return false }
        return tree.calleeName(call) == "ImageRenderer"
    }
}
