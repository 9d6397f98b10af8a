/// `environment_fresh_injection`: a new object or closure injected into the environment while
/// building views. Documentation: `info.documentation` (`entrylint explain environment_fresh_injection`).
public enum EnvironmentFreshInjection: ViewBuildingRule {
    public static let info = RuleInfo(
        id: "environment_fresh_injection",
        defaultSeverity: .warning,
        category: .correctness,
        summary: "A new object or closure is injected with .environment/.environmentObject on every evaluation.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports `.environment(\\.key, value)`, `.environment(object)` and `.environmentObject(object)` \
            in view-building code when the injected value is created right there: a new class instance, \
            a value holding one, or a closure literal. View-building code includes the content closures \
            of containers from dependencies or unknown modules (`NavigationStackStore(…) { … }`, \
            `WithViewStore(store) { … }`) inside a body, which build their views like SwiftUI's own. \
            Preview and test code is not reported (set `"previews": true` to include it). A closure \
            literal holds no state to lose: it is in the default profile only when the change model \
            shows the injecting body re-evaluating more than once a second (a timer, a progress \
            callback, a drag) and some view of the project reads the key (notes name both), and in \
            the audit profile otherwise. The audit profile also holds an object made in \
            the body of an `App` that holds no state (no `@State`, `@StateObject`, observed object, \
            environment value or delegate adaptor): nothing evaluates that body again after launch; \
            and one made in the body of a view that stores nothing (no inputs, no state), which \
            SwiftUI evaluates about once per appearance, and an object that holds only what it is \
            given when it is made (`let`s, no `@Published` property written later, an initializer \
            that starts nothing): a new one loses no state; and an object of a project type no view \
            of the project reads from the environment (no `@EnvironmentObject` or `@Environment(T.self)` \
            of it): a new one loses nothing anyone reads.
            """,
            whyIsThisBad: """
            The expression runs on every evaluation of the body. Each time, a new object replaces the \
            previous one: its state is lost, and every view that reads it is invalidated because the \
            environment changed. A closure literal is a new, incomparable value each time.
            """,
            example: """
            var body: some View {
                ContentView()
                    .environment(LibraryModel())
                    .environmentObject(SessionStore())
            }
            """,
            useInstead: """
            @State private var library = LibraryModel()
            @StateObject private var session = SessionStore()

            var body: some View {
                ContentView()
                    .environment(library)
                    .environmentObject(session)
            }
            """,
            fixSafety: "No automatic fix: the owner of the object has to be chosen."),
        auditCases: "the injected value is a closure literal where the injecting body does not re-evaluate more than once a second or no view reads the key, an object that holds only what it is given when it is made (no stored `var` written later, nothing its initializer starts), an object made in the body of an `App` that holds no state or of a view that stores nothing, or an object every view reading its type below gets from a closer injection of its own (the outer one is dead code)",
        triggeringExamples: [
            """
            final class Store: ObservableObject {}
            struct V: View {
                var body: some View {
                    Text("a").environmentObject(↓Store())
                }
            }
            """,
            """
            @Observable final class Model {}
            struct V: View {
                var body: some View {
                    Text("a").environment(↓Model())
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @Observable final class Model {}
            struct V: View {
                @State private var model = Model()
                var body: some View {
                    Text("a").environment(model)
                        .environment(\\.colorScheme, .dark)
                        .onAppear { _ = Text("b").environment(Model()) }
                }
            }
            """,
        ])

    enum Message {
        /// `what`: `MessageLine.newInstance`.
        case object(call: String, value: String, what: String)
        case closure(call: String)
        /// An object that holds no state: only its readers' work is at stake.
        case stateless(call: String, value: String, what: String)
        /// An object no view of the project reads from the environment.
        case unread(call: String, value: String, what: String)
        /// An object every reader below gets from a closer injection (`ShadowedInjection`).
        case shadowed(call: String, value: String, what: String)

        var text: String {
            switch self {
            case let .object(call, value, what):
                return "'.\(call)' injects '\(value)', \(what), on every evaluation: its state is lost and its readers are invalidated; create it once in an owner ('@State private var', '@StateObject private var' or a stored property) and inject that"
            case let .stateless(call, value, what):
                return "'.\(call)' injects '\(value)', \(what), on every evaluation: its readers are invalidated each time; create it once in an owner ('@State private var' or a stored property) and inject that"
            case let .unread(call, value, what):
                return "'.\(call)' injects '\(value)', \(what), on every evaluation, and no view of the project reads it: delete the injection, or create it once in an owner when a view reads it"
            case let .shadowed(call, value, what):
                return "'.\(call)' injects '\(value)', \(what), on every evaluation, but no view below reads this one; delete the injection"
            case let .closure(call):
                return "'.\(call)' injects a closure literal on every evaluation of the body: closures cannot be compared, so every view that reads it is invalidated each time; inject a stored closure or a value type with 'callAsFunction'"
            }
        }
    }

    /// Preview code is left alone, as by the body rules (`"previews": true` includes it):
    /// preview-only declarations of other files come from `previewUses`.
    public static let summaryFacts: SummaryFacts = SummaryFacts([.previewUses, .observation]).union(ChangeModel.summaryFacts)

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        context.visit([.callExpr]) { node in
            guard tree.kind(node) == .callExpr,
                  // `.environment(…)`, or `environment(…)` on self inside a View extension.
                  let callee = tree.callee(node), tree.kind(callee) == .memberAccessExpr || tree.kind(callee) == .identifierExpr,
                  let name = tree.calleeName(node), name == "environment" || name == "environmentObject",
                  views.isViewBuilding(node) || ThirdPartyContent.contains(node, context),
                  // A preview is built a handful of times by the canvas, not re-evaluated while an app runs.
                  !context.isPreviewOrTest(node) else { return }
            let all = tree.arguments(node)
            let args = all.filter { !$0.trailing }
            // `.environment(\.onClose) { … }`: the trailing closure is the value.
            if name == "environment", args.count == 1, tree.kind(tree.unwrapped(args[0].value)) == .keyPathExpr,
               let closure = all.first(where: { $0.trailing })?.value, tree.kind(closure) == .closureExpr {
                let (profile, notes) = closureEvidence(at: node, key: KeyPaths.dottedText(tree, args[0].value), context)
                context.reportSplittingAdvice(info, closure, Message.closure(call: name + "(…)").text, notes: notes, profile: profile)
                return
            }
            let value: NodeID
            var expected: String? = nil
            if name == "environment" && args.count == 2 {
                value = args[1].value
                if let key = KeyPaths.dottedText(tree, args[0].value),
                   let entry = context.resolver(at: node).members(of: ["EnvironmentValues"])?.instanceMember(key) {
                    expected = entry.typeText
                }
            } else if args.count == 1 && args[0].label == nil {
                value = args[0].value
            } else {
                return
            }
            let verdict = context.evaluator.evaluate(tree, value, expectedType: expected)
            let call = name + "(…)"
            switch verdict.kind {
            case .freshReference, .wrappedReference:
                let message = Message.object(call: call, value: context.shortQuote(value, limit: 30),
                                             what: MessageLine.newInstance(of: verdict.typeName ?? "?", expression: context.quote(value))).text
                if let view = StatelessView.inputlessView(around: node, context) {
                    // A view with nothing stored compares equal to its last value: SwiftUI
                    // evaluates its body when it appears, not when its parent re-evaluates.
                    context.reportSplittingAdvice(info, value, message, notes: [Note(message: "'\(view)' stores nothing (no inputs, no state), so SwiftUI evaluates its body about once per appearance; the object is replaced whenever an input or state added to it later changes")],
                                                  profile: .audit)
                } else if let app = StatelessView.statelessApp(around: node, context) {
                    // An `App` holding no state has nothing that re-evaluates its body after
                    // launch: the object is made once, in practice.
                    context.reportSplittingAdvice(info, value, message, notes: [Note(message: "'\(app)' holds no state, so its body is evaluated about once, at launch; the object is replaced whenever state added to it later changes")],
                                                  profile: .audit)
                } else if let type = verdict.typeName, let held = context.resolver(at: node).type([type]),
                          ChangeModel.holdsNoState(held, context.project, context.resolver(at: node)) {
                    // An object holding only what it is given when made (a navigator of two
                    // closures) loses nothing when replaced: its readers re-evaluate, a cost.
                    let stateless = Message.stateless(call: call, value: context.shortQuote(value, limit: 30),
                                                      what: MessageLine.newInstance(of: type, expression: context.quote(value))).text
                    context.reportSplittingAdvice(info, value, stateless, notes: [Note(message: "'\(type)' holds only what it is given when it is made (no stored 'var' written later, nothing its initializer starts), so a new one loses no state")],
                                                  profile: .audit)
                } else if let type = verdict.typeName, name == "environmentObject" || args.count == 1,
                          let held = context.resolver(at: node).type([type]), held.kind != nil,
                          !isRead(held, context.project) {
                    // No view of the project reads the type from the environment: replacing
                    // it loses no reader's state and invalidates nothing (judged NOISE on an
                    // unseen app: a GPU monitor injected and never read).
                    let unread = Message.unread(call: call, value: context.shortQuote(value, limit: 30),
                                                what: MessageLine.newInstance(of: type, expression: context.quote(value))).text
                    context.reportSplittingAdvice(info, value, unread, notes: [Note(message: "no '@EnvironmentObject' or '@Environment(\(type).self)' of '\(type)' is declared in the project: a new one each time loses nothing anyone reads")],
                                                  profile: .audit)
                } else if let type = verdict.typeName, name == "environmentObject" || args.count == 1,
                          let roots = EnvironmentInjections.receiverCalls(tree, node, parents: context.views.parents),
                          let closer = ShadowedInjection.closerInjectors(of: type, below: roots, context.project) {
                    // Every reader below gets another instance, injected closer to it: this one
                    // is dead code, and a new one each time loses nothing anyone reads.
                    let injectors = closer.map { "'\($0)'" }.joined(separator: ", ")
                    let shadowed = Message.shadowed(call: call, value: context.shortQuote(value, limit: 30),
                                                    what: MessageLine.newInstance(of: type, expression: context.quote(value))).text
                    context.reportSplittingAdvice(info, value, shadowed, notes: [Note(message: "every view of the project that reads '\(type)' below it gets the one \(injectors) injects closer to it: a new one each time loses nothing anyone reads")],
                                                  profile: .audit)
                } else {
                    context.reportSplittingAdvice(info, value, message)
                }
            case .closure where tree.kind(tree.unwrapped(value)) == .closureExpr:
                let key = args.count == 2 ? KeyPaths.dottedText(tree, args[0].value) : nil
                let (profile, notes) = closureEvidence(at: node, key: key, context)
                context.reportSplittingAdvice(info, value, Message.closure(call: call).text, notes: notes, profile: profile)
            default:
                break
            }
        }
    }

    /// A closure invalidates its readers but holds no state to lose: a cost, worth a change only
    /// where the injecting body re-evaluates often (`ChangeModel.frequentEvaluation`: a refresh's
    /// progress re-injecting a navigation closure into every article row, judged RIGHT twice) and
    /// some view reads the key. Otherwise the audit profile's, with nothing to add.
    static func closureEvidence(at node: NodeID, key: String?, _ context: RuleContext) -> (Profile, [Note]) {
        guard let key = key.map({ String($0.split(separator: ".").last ?? Substring($0)) }),
              case let readers = context.project.readers(of: key), let first = readers.first,
              let hot = ChangeModel.frequentEvaluation(at: node, of: EnclosingType.info(around: node, context), context)
        else { return (.audit, []) }
        let more = readers.count > 1 ? " and \(readers.count - 1) more" : ""
        return (.standard, [Note(message: hot.note),
                           Note(message: "'\(key)' is read by '\(first.reader)' (\(first.path):\(first.line))\(more): each is invalidated as often")])
    }

    /// Whether some view of the project reads objects of `type` from the environment:
    /// `@EnvironmentObject var x: T` or `@Environment(T.self) var x`. The environment keys them
    /// by the type they are injected as: a reader of a superclass does not read a subclass.
    static func isRead(_ type: TypeInfo, _ project: ProjectIndex) -> Bool {
        let read = project.memo("environment-fresh-injection:read-types") { () -> ReadTypes in
            ReadTypes(names: Set(project.observation.reads.map(\.type)))
        }.names
        return read.contains(type.name)
    }

    struct ReadTypes: Sendable {
        var names: Set<String>
    }
}
