/// `observed_object_inline_init`: `@ObservedObject var x = X()`.
/// Documentation: `info.documentation` (`entrylint explain observed_object_inline_init`).
public enum ObservedObjectInlineInit: LintRule {
    public static let info = RuleInfo(
        id: "observed_object_inline_init",
        defaultSeverity: .warning,
        category: .correctness,
        isFixable: true,
        summary: "@ObservedObject is initialized inline, so the object is recreated with the view.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports an `@ObservedObject` property with an inline initializer that creates the object \
            (`X()`, `.init()`, or a computed static property returning a new instance). Not reported \
            when the inline value never runs or runs once: every construction of the view in the project \
            passes the property, the view is only the `rootView` of a hosting controller or view \
            (also with initializers of its own and a trailing closure: `rootView: Screen { … }`), the \
            property belongs to the `App` (made once per launch) or to a class that is not a view \
            (an `ObservableObject` model, which no view re-creates), or it is used only from \
            previews and tests. A view whose code never shows the object (it only calls it in \
            actions and functions, keeping the results in its own `@State`) loses nothing on \
            screen: the audit profile's. A property the view never names at all is reported as \
            that, with the advice to delete it: the object is still made on every re-creation and \
            its changes still re-evaluate the view.
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
        auditCases: "the object holds only what it is given when it is made (no published property written later, nothing its initializer starts): a new one loses nothing; the view names it only in actions and functions, so it shows nothing of it; or the view is built only in presented content (a sheet, a navigation destination) of views that change only on the user's actions, so nothing builds it anew while it is shown, and its initializer starts no work",
        triggeringExamples: [
            """
            final class Model: ObservableObject {
                @Published var count = 0
                func add() { count += 1 }
            }
            struct V: View {
                @ObservedObject var model = ↓Model()
                var body: some View { Button("\\(model.count)") { model.add() } }
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
        /// Nothing in the view names the property: the object is made, and observed, for nothing.
        case unused(property: String, expression: String)

        var text: String {
            switch self {
            case let .unused(property, expression):
                return "'@ObservedObject var \(property)' is never used, yet '\(expression)' is made again when the parent re-creates the view, and its changes re-evaluate it; delete it"
            case let .inline(property, expression):
                return "'@ObservedObject var \(property)' does not own '\(expression)': it is made again when the parent re-creates the view, losing its state; use '@StateObject' (or '@State' with an @Observable class) to own it, or inject it from its owner"
            }
        }
    }

    /// A finding sits on an `@ObservedObject` property.
    public static let triggers = ["ObservedObject"]

    /// The view inputs some file changes (every construction passes the value), preview code.
    /// Which objects hold state (`ChangeModel.holdsNoState`).
    public static let summaryFacts: SummaryFacts = SummaryFacts([.varyingInputs, .previewUses, .observation]).union(ChangeModel.summaryFacts)

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.variableDecl]) { node in
            guard tree.kind(node) == .variableDecl else { return }
            guard let attribute = tree.attribute(node, named: "ObservedObject") else { return }
            // Previews create their objects once per render.
            if tree.hasAttribute(node, "Previewable") || context.isPreviewOrTest(node) { return }
            for binding in tree.children(node, .patternBinding) {
                guard let name = tree.bindingName(binding), let value = tree.initializerValue(binding) else { continue }
                let type = tree.annotatedType(binding).map { tree.compactText($0) }
                let verdict = context.evaluator.evaluate(tree, value, expectedType: type)
                guard verdict.kind == .freshReference || (verdict.kind == .unknown && looksLikeInitializer(tree, value)) else { continue }
                if defaultNeverRuns(name, declaredAt: node, context) || isInApp(node, context) || isInNonView(node, context) { continue }
                let fix = Fix(title: "own the object: replace '@ObservedObject' with '@StateObject'", edits: [
                    Edit(range: tree.range(attribute), replacement: "@StateObject"),
                ], applicability: .unsafe)
                // An object holding only what it is given when made (an empty model, a constant
                // list) loses nothing when a new one replaces it.
                if let typeName = verdict.typeName, let object = context.resolver(at: node).type([typeName]),
                   ChangeModel.holdsNoState(object, context.project, context.resolver(at: node)) {
                    context.reportSplittingAdvice(info, value, Message.inline(property: name, expression: context.shortQuote(value, limit: 30)).text,
                                                  notes: [Note(message: "'\(typeName)' holds only what it is given when it is made (no published property written later, nothing its initializer starts), so a new one loses nothing")],
                                                  fix: fix, profile: .audit)
                    continue
                }
                // A view that shows nothing of the object (it only calls it in actions and
                // functions, keeping the results in '@State') loses nothing anyone sees.
                if let decls = ObjectDisplay.declarations(around: node, context) {
                    let uses = ObjectDisplay.uses(of: name, in: decls, context)
                    // Named nowhere: a free deletion, and a real cost (each parent evaluation
                    // makes one; each of its changes re-evaluates the view), whatever its state
                    // (judged RIGHT on an unseen app: a network monitor per grid rebuild).
                    if !uses.named {
                        context.reportSplittingAdvice(info, value, Message.unused(property: name, expression: context.shortQuote(value, limit: 30)).text, fix: fix)
                        continue
                    }
                    if !uses.displays && !uses.handsOn {
                        context.reportSplittingAdvice(info, value, Message.inline(property: name, expression: context.shortQuote(value, limit: 30)).text,
                                                      notes: [Note(message: "the view's code never shows '\(name)': it calls it only in actions and functions, so a new one loses nothing on screen")],
                                                      fix: fix, profile: .audit)
                        continue
                    }
                }
                // Built only in presented content (a sheet, a navigation destination) by views
                // that change only on the user's actions, which cannot reach them while it is up:
                // nothing builds it anew while the object is in use (`PresentedConstruction`).
                // An object whose initializer starts work (an audio engine) is another matter: a
                // link's destination is built on every evaluation of the view presenting it,
                // shown or not (judged RIGHT on an unseen app: an engine per rebuild).
                if let view = EnclosingType.info(around: node, context),
                   let typeName = verdict.typeName, let object = context.resolver(at: node).type([typeName]), !object.initializerDoesWork,
                   let presenters = PresentedConstruction.presenters(of: view, context.project),
                   presenters.allSatisfy({ $0.frequency <= .action }) {
                    let names = presenters.map { "'\($0.name)'" }.joined(separator: ", ")
                    context.reportSplittingAdvice(info, value, Message.inline(property: name, expression: context.shortQuote(value, limit: 30)).text,
                                                  notes: [Note(message: "'\(view.name)' is built only in what \(names) present\(presenters.count == 1 ? "s" : "") (a sheet's content, a navigation destination), which change\(presenters.count == 1 ? "s" : "") only on the user's actions, out of reach while '\(view.name)' is shown: a new '\(verdict.typeName ?? "object")' is made only when it is shown again")],
                                                  fix: fix, profile: .audit)
                    continue
                }
                context.reportSplittingAdvice(info, value, Message.inline(property: name, expression: context.shortQuote(value, limit: 30)).text, fix: fix)
            }
        }
    }

    /// A property of the `App` (`@main struct MyApp: App`): SwiftUI makes the app's value once
    /// per launch, so its inline default runs once, as `@StateObject`'s would.
    static func isInApp(_ decl: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let owner = EnclosingType.of(decl, context) else { return false }
        if tree.inheritedNames(owner).contains("App") { return true }
        guard let name = tree.declName(owner), let info = context.resolver(at: owner).type([name]) else { return false }
        return info.conforms(to: "App")
    }

    /// A property of a class or actor that is not a view (an `ObservableObject` model holding
    /// another): no view re-creates it, so its default runs once per instance of its owner.
    static func isInNonView(_ decl: NodeID, _ context: RuleContext) -> Bool {
        guard let owner = EnclosingType.of(decl, context) else { return false }
        let kind = context.tree.kind(owner)
        return (kind == .classDecl || kind == .actorDecl) && !EnclosingType.isView(owner, context)
    }

    /// Property wrappers whose properties are not parameters of the memberwise initializer.
    static let notParameters: Set<String> = ["Environment", "EnvironmentObject", "FocusState", "AccessibilityFocusState", "Namespace"]

    /// Every construction of the view in the project passes the property (the inline default is
    /// never evaluated), or the view is only the root of a hosting controller, made once where
    /// the controller is: from the labels of each construction (`ConstructionLabels`). Only
    /// for a struct with its memberwise initializer and no other name; a view with no
    /// construction seen (made outside the project) is reported.
    static func defaultNeverRuns(_ property: String, declaredAt decl: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let owner = EnclosingType.of(decl, context), tree.kind(owner) == .structDecl, let name = tree.declName(owner),
              let info = context.resolver(at: owner).type([name]), info.kind == .struct else { return false }
        if !info.initializers.isEmpty { return onlyHosted(name, info, context) }
        for (_, list) in context.project.aliases where list.contains(where: { context.project.typePath(fromText: $0.target)?.last == name }) {
            return false
        }
        let varying = context.project.varyingInputs
        if varying.contains(PreviewUses.hash(name + "(*")) { return false }
        let others = info.storedProperties.filter { member in
            member.name != property && !(member.kind == .storedLet && member.value != nil)
                && notParameters.isDisjoint(with: member.attributes)
        }.map(\.name)
        // Every subset of the other parameters is a possible label list: bounded.
        guard others.count <= 14 else { return false }
        var seen = varying.contains(PreviewUses.hash(name + "(hosted"))
        for mask in 0..<(1 << others.count) {
            var labels: [String] = []
            for (k, other) in others.enumerated() where mask & (1 << k) != 0 { labels.append(other) }
            // A construction that leaves the property to its default.
            if varying.contains(PreviewUses.hash(ConstructionLabels.key(name, labels: labels))) { return false }
            if !labels.isEmpty, varying.contains(PreviewUses.hash(ConstructionLabels.key("*", labels: labels))) { return false }
            if !seen, varying.contains(PreviewUses.hash(ConstructionLabels.key(name, labels: labels + [property]))) { seen = true }
        }
        return seen
    }

    /// A view with initializers of its own that the project makes only as the `rootView:` of a
    /// hosting controller or view: no body makes it again. Any construction by name with the
    /// labels one of its initializers takes (parameters with defaults left out or not) is one
    /// that a body may repeat.
    static func onlyHosted(_ name: String, _ info: TypeInfo, _ context: RuleContext) -> Bool {
        let varying = context.project.varyingInputs
        guard varying.contains(PreviewUses.hash(name + "(hosted")), !varying.contains(PreviewUses.hash(name + "(*")) else { return false }
        for initializer in info.initializers {
            let labelled = initializer.params.filter { $0.label != nil }
            let required = labelled.filter { !$0.hasDefault }.compactMap(\.label)
            let optionalLabels = labelled.filter(\.hasDefault).compactMap(\.label)
            // Every subset of the defaulted labels is a possible label list: bounded.
            guard optionalLabels.count <= 10 else { return false }
            for mask in 0..<(1 << optionalLabels.count) {
                var labels = required
                for (k, label) in optionalLabels.enumerated() where mask & (1 << k) != 0 { labels.append(label) }
                if varying.contains(PreviewUses.hash(ConstructionLabels.key(name, labels: labels))) { return false }
            }
        }
        return true
    }

    /// `X()`, `X<T>()`, `Module.X()`, `.init()`, `X.init()`: an initializer call, which for
    /// `@ObservedObject` always creates a class instance.
    static func looksLikeInitializer(_ tree: SyntaxTree, _ e: NodeID) -> Bool {
        let e = tree.unwrapped(e)
        guard tree.kind(e) == .callExpr, var callee = tree.callee(e) else { return false }
        callee = tree.unspecialized(callee)
        guard let n = tree.child(callee, .name) else { return false }
        let name = tree.identifier(n)
        if name == "init" { return true }
        guard let first = name.unicodeScalars.first else { return false }
        return CharacterSetASCII.isUppercase(first)
    }
}
