/// `fresh_id_modifier`: `.id(…)` with a value that is new on every evaluation.
/// Documentation: `info.documentation` (`entrylint explain fresh_id_modifier`).
public enum FreshIDModifier: ViewBuildingRule {
    public static let info = RuleInfo(
        id: "fresh_id_modifier",
        defaultSeverity: .warning,
        category: .correctness,
        summary: ".id(…) in view-building code is given a value that is new on every evaluation.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports the `.id(_:)` modifier in view-building code (`body`, `@ViewBuilder` code, content \
            closures) when its argument is new on every evaluation: `UUID()`, `Date()`, `.now`, random \
            values, strings made from them, or a new object. Not reported in the fallback branch of \
            `if #available(…)` (its `else`) or under `if #unavailable(…)`: code only older systems run is \
            where a fresh identity is used on purpose, to work around their bugs. Nor on SwiftUI's \
            indeterminate `ProgressView`: a new spinner is how one restarts a spinner that stopped \
            animating, and it holds no state. Content built here that holds no state (text, images, \
            a menu label, a project view without `@State` or a scroll position) loses nothing but its \
            animations: a new identity there is usually a deliberate refresh, and the finding is the \
            audit profile's.
            """,
            whyIsThisBad: """
            `.id` sets the view's identity. A new identity on every evaluation of the body means SwiftUI \
            treats the view as a different one each time: it destroys its state, restarts its \
            animations and rebuilds the subtree, even when nothing relevant changed.
            """,
            example: """
            TextField("Title", text: $title)
                .id(UUID())
            """,
            useInstead: """
            TextField("Title", text: $title)
                .id(item.id)          // a stable identifier

            // to reset a view on purpose, change the id from an action:
            @State private var resetToken = UUID()
            Form { … }.id(resetToken)
            Button("Reset") { resetToken = UUID() }
            """,
            fixSafety: "No automatic fix: the right identifier depends on the data."),
        auditCases: "the content given the identity is built in place and holds no state (no scroll position, text input, stateful project view, transition or matched-geometry effect)",
        triggeringExamples: [
            """
            struct V: View {
                @State private var query = ""
                var body: some View {
                    TextField("Search", text: $query).id(↓UUID())
                }
            }
            """,
            """
            struct V: View {
                var body: some View {
                    Text("a").id(↓UUID()).transition(.slide)
                }
            }
            """,
            """
            struct V: View {
                var body: some View {
                    Text("a").id(↓Date().timeIntervalSince1970)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            extension View {
                @ViewBuilder func redrawnOnOldSystems() -> some View {
                    if #available(iOS 15, *) { self } else { self.id(UUID()) }
                }
            }
            """,
            """
            struct V: View {
                let item: Item
                @State private var token = UUID()
                var body: some View {
                    Text("a").id(item.id)
                    Text("b").id(token)
                    Button("Reset") { token = UUID() }
                }
            }
            """,
        ])

    enum Message {
        case fresh(argument: String, what: String)
        case freshStateless(argument: String, what: String)

        var text: String {
            switch self {
            case let .fresh(argument, what):
                return "'.id(\(argument))' gives the view \(what) on every evaluation: SwiftUI discards its state and restarts its animations; pass a stable identifier, or change the id from an action when the view must be reset"
            case let .freshStateless(argument, what):
                return "'.id(\(argument))' gives the view \(what) on every evaluation: SwiftUI rebuilds it and restarts its animations; it holds no state to lose, so this is a cost, not a reset: pass a stable identifier, or change the id from an action"
            }
        }
    }

    /// The declarations of the views it builds, to see which state they use, and the change
    /// model's writes, to see whether anything changes that state (`StatefulContent`).
    public static let summaryFacts: SummaryFacts = SummaryFacts([.observation]).union(ChangeModel.summaryFacts)

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        context.visit([.callExpr]) { node in
            guard tree.kind(node) == .callExpr else { return }
            guard views.isViewBuilding(node), tree.calleeName(node) == "id",
                  let callee = tree.callee(node), tree.kind(callee) == .memberAccessExpr else { return }
            let args = tree.arguments(node)
            guard args.count == 1, args[0].label == nil, !args[0].trailing else { return }
            if isOldSystemFallback(node, context) || isSpinnerRestart(callee, context) { return }
            let verdict = context.evaluator.evaluate(tree, args[0].value)
            let what: String
            switch verdict.kind {
            case .freshReference: what = "a new object identity"
            case .wrappedReference: what = "a value holding a new object"
            case .nondeterministic: what = "a new identity"
            default: return
            }
            let argument = context.shortQuote(args[0].value, limit: 34)
            if holdsNoState(node, callee, context) {
                context.reportSplittingAdvice(info, args[0].value, Message.freshStateless(argument: argument, what: what).text,
                                              profile: .audit)
            } else {
                context.reportSplittingAdvice(info, args[0].value, Message.fresh(argument: argument, what: what).text)
            }
        }
    }

    /// The content given the new identity is built right here, as a chain of calls rooted at a
    /// view's construction (`Menu { … } label: { … }.id(UUID())`), nothing in it holds state
    /// (`StatefulContent`), and no transition or animation applied after the `.id` replays on
    /// every evaluation: judged a deliberate refresh every time it was seen. Content that is
    /// `self`, a modifier's `content` or a variable is not seen, and may hold anything.
    static func holdsNoState(_ call: NodeID, _ callee: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let base = tree.memberBase(callee).map({ tree.unwrapped($0) }) else { return false }
        var outer = call
        while let access = context.views.parent(outer), tree.kind(access) == .memberAccessExpr,
              tree.memberBase(access) == outer, let applied = context.views.parent(access), tree.kind(applied) == .callExpr {
            if let name = tree.calleeName(applied), StatefulContent.statefulModifiers.contains(name) { return false }
            outer = applied
        }
        var root = base
        while tree.kind(root) == .callExpr, let inner = tree.callee(root) {
            if tree.kind(inner) == .identifierExpr { return StatefulContent.stateHeld(in: base, context) == nil }
            guard tree.kind(inner) == .memberAccessExpr, let b = tree.memberBase(inner) else { return false }
            root = tree.unwrapped(b)
        }
        return false
    }

    /// `.id(UUID())` on SwiftUI's indeterminate `ProgressView` (modifiers between allowed): the
    /// known way to restart a spinner that stops animating when its row is reused. A spinner
    /// holds no state to lose, and a new one is the point.
    static func isSpinnerRestart(_ callee: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var base = tree.memberBase(callee)
        while let b = base.map({ tree.unwrapped($0) }), tree.kind(b) == .callExpr, let inner = tree.callee(b) {
            if tree.kind(inner) == .identifierExpr {
                return tree.calleeName(b) == "ProgressView" && !context.resolver(at: b).declares(["ProgressView"])
                    && !tree.arguments(b).contains { $0.label == "value" || $0.label == "timerInterval" }
            }
            guard tree.kind(inner) == .memberAccessExpr else { return false }
            base = tree.memberBase(inner)
        }
        return false
    }

    /// In the `else` of `if #available(…)` or the body of `if #unavailable(…)`, at any depth.
    static func isOldSystemFallback(_ node: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var child = node
        var steps = 0
        while let p = context.views.parent(child), steps < 400 {
            steps += 1
            defer { child = p }
            guard let ifExpr = IfExpr(tree, p), let conditions = ifExpr.conditions else { continue }
            var availability: NodeID?
            tree.walk(conditions) { n in
                if tree.kind(n) == .availabilityCondition { availability = n }
                return availability == nil && tree.kind(n) != .closureExpr
            }
            guard let a = availability else { continue }
            let unavailable = tree[a].flags.contains(.negated)
            if unavailable ? ifExpr.thenBlock == child : ifExpr.elseBranch == child { return true }
        }
        return false
    }
}
