/// `observed_object_inline_init`: `@ObservedObject var x = X()`.
/// Documentation: `info.documentation` (`entrylint explain observed_object_inline_init`).
public enum ObservedObjectInlineInit: LintRule {
    public static let info = RuleInfo(
        id: "observed_object_inline_init",
        defaultSeverity: .warning,
        isFixable: true,
        summary: "@ObservedObject is initialized inline, so the object is recreated with the view.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports an `@ObservedObject` property with an inline initializer that creates the object \
            (`X()`, `.init()`, or a computed static property returning a new instance).
            """,
            whyIsThisBad: """
            `@ObservedObject` does not own its object. The initializer runs every time the parent \
            re-creates this view value — on each of the parent's body evaluations — so the object and \
            all its state are replaced by a new one, and subscriptions start over.
            """,
            example: """
            struct TurnipsView: View {
                @ObservedObject var viewModel = TurnipsViewModel()
            }
            """,
            useInstead: """
            struct TurnipsView: View {
                @StateObject private var viewModel = TurnipsViewModel()   // owned, created once
            }

            // or, with an @Observable class:
            struct TurnipsView: View {
                @State private var viewModel = TurnipsViewModel()
            }
            """,
            fixSafety: """
            The fix replaces `@ObservedObject` with `@StateObject`. It is unsafe: the object becomes \
            owned by the view and lives as long as the view's identity, which changes when and how \
            often it is created.
            """),
        triggeringExamples: [
            """
            final class Model: ObservableObject {}
            struct V: View {
                @ObservedObject var model = ↓Model()
                var body: some View { Text("") }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class Model: ObservableObject { static let shared = Model() }
            struct V: View {
                @StateObject private var owned = Model()
                @ObservedObject var injected: Model
                @ObservedObject var shared = Model.shared
                var body: some View { Text("") }
            }
            """,
        ])

    enum Message {
        case inline(property: String, expression: String)

        var text: String {
            switch self {
            case let .inline(property, expression):
                return "'@ObservedObject var \(MessageLine.name(property, limit: 24))' does not own '\(expression)': it is made again when the parent re-creates the view, losing its state; use '@StateObject' (or '@State' with an @Observable class) to own it, or inject it from its owner"
            }
        }
    }

    /// A finding sits on an `@ObservedObject` property.
    public static let triggers = ["ObservedObject"]

    public static let summaryFacts: SummaryFacts = []

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.variableDecl]) { node in
            guard tree.kind(node) == .variableDecl else { return true }
            guard let attribute = tree.attribute(node, named: "ObservedObject") else { return false }
            // Previews create their objects once per render.
            if tree.hasAttribute(node, "Previewable") { return false }
            for binding in tree.children(node, .patternBinding) {
                guard let name = tree.bindingName(binding), let value = tree.initializerValue(binding) else { continue }
                let type = tree.annotatedType(binding).map { tree.compactText($0) }
                let verdict = context.evaluator.evaluate(tree, value, expectedType: type)
                guard verdict.kind == .freshReference || (verdict.kind == .unknown && looksLikeInitializer(tree, value)) else { continue }
                let fix = Fix(title: "own the object: replace '@ObservedObject' with '@StateObject'", edits: [
                    Edit(range: tree.range(attribute), replacement: "@StateObject"),
                ], applicability: .unsafe)
                context.reportSplittingAdvice(info, value, Message.inline(property: name, expression: context.shortQuote(value, limit: 30)).text, fix: fix)
            }
            return false
        }
    }

    /// `X()`, `X<T>()`, `Module.X()`, `.init()`, `X.init()`: an initializer call, which for
    /// `@ObservedObject` always creates a class instance.
    static func looksLikeInitializer(_ tree: SyntaxTree, _ e: NodeID) -> Bool {
        let e = tree.unwrapped(e)
        guard tree.kind(e) == .callExpr, var callee = tree.callee(e) else { return false }
        if tree.kind(callee) == .genericSpecializationExpr, let inner = tree.child(callee, at: 0) { callee = inner }
        guard let n = tree.child(callee, .name) else { return false }
        let name = tree.identifier(n)
        if name == "init" { return true }
        guard let first = name.unicodeScalars.first else { return false }
        return CharacterSetASCII.isUppercase(first)
    }
}
