/// `body_fresh_object`: a class instance created while building views.
/// Documentation: `info.documentation` (`entrylint explain body_fresh_object`).
public enum BodyFreshObject: ViewBuildingRule {
    public static let info = RuleInfo(
        id: "body_fresh_object",
        defaultSeverity: .warning,
        category: .performance,
        summary: "A class instance is created in view-building code (a local or a child view's argument).",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports a class or actor instance created in view-building code (`body`, `@ViewBuilder` \
            code, content closures): a local such as `let formatter = DateFormatter()`, or an argument \
            to a child view such as `Detail(model: DetailModel())`. Objects created in actions and \
            callbacks (`Button` actions, `.task`, `.onAppear`…), arguments a child keeps through a \
            memberwise `@StateObject` parameter (an autoclosure, evaluated once per view identity) \
            or any `@autoclosure` parameter (the child decides when to build it), Foundation's \
            immutable value boxes (`NSNumber(value:)` for `Text(_:formatter:)`), project classes that \
            are immutable snapshots (only `let` stored properties, not observable, an initializer \
            that does no work: a new one is a new value, with no state to lose), views of a widget extension (archived snapshots of a timeline entry), and preview and \
            test code are not reported. When the child keeps the object in \
            `@State`/`@StateObject` through an initializer that does not defer it, or only hands it \
            to a view that does (`NavigationStack { Scene(model: model) }`), the message says so and \
            names that view: the first object stays and every later one is built and thrown away. \
            An `@Observable` class with only `let` stored properties holds no state to lose. Profiles: a \
            finding is in the default profile where the child uses the new observable object it is \
            handed and the object holds state (a `@Published` property written after it is made, or \
            work its initializer starts): that state is replaced; an object whose properties are set \
            only when it is made, from what it is given, holds nothing a new one would not. Only the \
            child can reach an object made for it inline: when neither the child nor a view it hands \
            the object to changes it (assigns a property, hands out a binding to one, calls a method \
            that writes or awaits), a new one shows the same. Nor is \
            a child that is `Equatable` and holds it as a plain property its own `==` decides \
            about, nor an object made in the body of a view with no stored property that reads no \
            shared object through a type or a global (a sample app's root), or of an `App` that holds \
            no state (no `@State`, `@StateObject`, observed object, `@Environment`…): SwiftUI evaluates \
            that body once per identity, or once at launch, so the object is made once. A costly object the child keeps the first of, made more often than once a second, \
            is in the default profile too, and so is a new object for an SDK view that keeps its \
            state in it (`VideoPlayer(player: AVPlayer(url: url))`: playback starts again) in a view \
            whose own state changes on the user's actions or more often; the rest is the audit profile's.
            """,
            whyIsThisBad: """
            The body runs whenever a dependency changes, often many times per second while scrolling or \
            animating. Each run allocates the object again; formatters, decoders and regular \
            expressions are expensive to build. A model passed to a child this way is a new object on \
            every evaluation: the child loses its state and always looks changed.
            """,
            example: """
            var body: some View {
                let formatter = DateFormatter()
                Text(formatter.string(from: date))
                Detail(model: DetailModel())
            }
            """,
            useInstead: """
            private static let formatter: DateFormatter = { … }()
            @State private var model = DetailModel()

            var body: some View {
                Text(date, format: .dateTime)
                Detail(model: model)
            }
            """,
            fixSafety: "No automatic fix: where the object should live depends on its lifetime."),
        defaultProfileEvidence: "a project view uses the new observable object it is handed and the object holds state a new one would not (work its initializer starts, or a property the child, or a view it hands the object to, changes): that state is replaced on every evaluation; or the child keeps the first one while a costly new one is made more often than once a second",
        triggeringExamples: [
            """
            struct V: View {
                let date: Date
                var body: some View {
                    let cache = ↓NSCache<NSString, NSString>()
                    Text(cache.object(forKey: "d") as String? ?? "")
                }
            }
            """,
            """
            final class DetailModel {}
            struct Detail: View { let model: DetailModel; var body: some View { Text("") } }
            struct V: View {
                var body: some View {
                    Detail(model: ↓DetailModel())
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class DetailModel { static let shared = DetailModel() }
            struct Detail: View { let model: DetailModel; var body: some View { Text("") } }
            struct V: View {
                @StateObject private var store = Store()
                var body: some View {
                    Detail(model: .shared)
                    Button("Go") { _ = DateFormatter() }
                }
            }
            """,
        ])

    enum Message {
        /// `let formatter = DateFormatter()` in view-building code.
        case local(name: String, expression: String, typeName: String, place: String, reason: BodyImpact.Reason?)
        /// A child keeps a plain or `@ObservedObject` property: a new object each time.
        /// `losesState`: the object holds state the child shows and changes (else it only looks changed).
        case argument(view: String, expression: String, typeName: String, place: String, reason: BodyImpact.Reason?, losesState: Bool)
        /// A SwiftUI view's argument (`TextField(…, formatter: NumberFormatter())`): an allocation
        /// on every evaluation.
        case frameworkArgument(view: String, expression: String, typeName: String, place: String, reason: BodyImpact.Reason?)
        /// An SDK view that keeps its state in the object (`VideoPlayer(player:)`).
        case frameworkState(view: String, expression: String, typeName: String, place: String, holds: String)
        /// A child keeps it in `@State`/`@StateObject` (no autoclosure): the first object stays,
        /// every later one is built and thrown away.
        case ignoredArgument(view: String, expression: String, typeName: String, wrapper: String, property: String,
                             place: String, reason: BodyImpact.Reason?)

        var text: String {
            switch self {
            case let .local(name, expression, typeName, place, reason):
                return MessageLine.fit("'\(expression)' in \(place) creates a new '\(typeName)' (local '\(name)') on every evaluation",
                                       reason.map { "; \($0.phrase)" })
            case let .argument(view, expression, typeName, place, reason, losesState):
                let consequence = losesState ? "it loses its state and always looks changed" : "it always looks changed"
                return MessageLine.fit("'\(expression)' in \(place) gives '\(view)' \(MessageLine.newInstance(of: typeName, expression: expression)) on every evaluation: \(consequence)",
                                       reason.map { "; \($0.phrase)" })
            case let .frameworkArgument(view, expression, typeName, place, reason):
                return MessageLine.fit("'\(expression)' in \(place) allocates a new '\(typeName)' for '\(view)' on every evaluation",
                                       reason.map { "; \($0.phrase)" })
            case let .frameworkState(view, expression, typeName, place, holds):
                return MessageLine.fit("'\(expression)' in \(place) gives '\(view)' a new '\(typeName)' on every evaluation, which starts \(holds) again",
                                       nil)
            case let .ignoredArgument(view, expression, typeName, wrapper, property, place, reason):
                return MessageLine.fit("'\(expression)' in \(place) builds \(MessageLine.article(before: typeName)) '\(typeName)' on every evaluation that '\(view)' ignores: @\(wrapper) '\(property)' keeps the first",
                                       reason.map { "; \($0.phrase)" })
            }
        }
    }

    enum Advice {
        case formatter(typeName: String)
        case own(typeName: String)
        case ownInOwner(typeName: String, view: String)
        /// A local nothing reads: the object is made for nothing.
        case delete(local: String)

        var text: String {
            switch self {
            case let .formatter(typeName):
                return "create the '\(typeName)' once in a 'static let', or use a FormatStyle ('Text(date, format: .dateTime)')"
            case let .own(typeName):
                return "own the '\(typeName)' once: '@State'/'@StateObject' in this view, a shared instance, or a value type"
            case let .delete(local):
                return "nothing reads '\(local)': delete it"
            case let .ownInOwner(typeName, view):
                return "own the '\(typeName)' once: '@State'/'@StateObject' in this view passed down to '\(view)', a shared instance, or let '\(view)' create it"
            }
        }
    }

    static let formatterSuffixes = ["Formatter"]

    static func isFormatter(_ typeName: String) -> Bool { typeName.hasSuffix("Formatter") || typeName == "NSRegularExpression" }

    /// Preview-only declarations of other files are left alone (`PreviewCode`); a class's
    /// declarations tell whether it is an immutable snapshot (`ImmutableSnapshot`); the change
    /// model tells whether an observable object holds state a new one would not.
    public static let summaryFacts: SummaryFacts = SummaryFacts([.previewUses, .observation]).union(ChangeModel.summaryFacts)

    /// SDK views that keep their state in the object they are given, by `View.label`, with what
    /// a new object starts again.
    static let sdkStateHolders: [String: String] = [
        "VideoPlayer.player": "its playback",
    ]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        // Candidates first: an immediately-invoked closure and the constructor inside it are one
        // cause, reported once, at the outermost.
        var found: [Candidate] = []
        // Widget views are archived snapshots: no state to lose, no re-evaluation to save.
        if context.project.isInWidgetExtension(file: context.file) { return }
        context.visit([.variableDecl, .callExpr]) { node in
            guard !context.isPreviewOrTest(node) else { return }
            switch tree.kind(node) {
            case .variableDecl where views.isViewBuilding(node):
                for binding in tree.children(node, .patternBinding) {
                    guard let value = tree.initializerValue(binding), views.isViewBuilding(binding) || views.isViewBuilding(value) else { continue }
                    let type = tree.annotatedType(binding).map { tree.compactText($0) }
                    let verdict = context.evaluator.evaluate(tree, value, expectedType: type)
                    guard verdict.kind == .freshReference, isConstruction(tree, value), !isFrameworkValue(verdict.typeName),
                          !isSnapshot(verdict.typeName, context) else { continue }
                    // A formatter created and used in place is `body_expensive_work`'s.
                    if ExpensiveWork.claims(context, value) { continue }
                    let at = tree.unwrapped(value)
                    let typeName = verdict.typeName ?? "?"
                    let reason = BodyImpact.container(around: node, context) ?? costly(typeName, context)
                    let message = Message.local(name: tree.bindingName(binding) ?? "_", expression: context.shortQuote(at), typeName: typeName,
                                                place: ViewBuildingPlace.describe(node, context), reason: reason)
                    let advice: Advice = UnreadLocal.name(initializedBy: value, context).map { .delete(local: $0) }
                        ?? (isFormatter(typeName) ? .formatter(typeName: typeName) : .own(typeName: typeName))
                    found.append(Candidate(node: at, message: message.text, advice: advice, reason: reason, keepsState: false, evidence: nil, typeName: typeName))
                }
            case .callExpr where views.isViewBuilding(node):
                found += viewArguments(node, context)
            default:
                break
            }
        }
        let ranges = found.map { tree.range($0.node) }
        // One finding per cause (`SiteGroups`): the same object made for the same child at
        // several sites of one view (a sheet in each branch of an `if #available`) is one
        // change to make, reported at its first site.
        var groups = SiteGroups()
        for (k, f) in found.enumerated() {
            let r = ranges[k]
            let nested = ranges.indices.contains { j in j != k && ranges[j] != r && ranges[j].contains(r.lowerBound) && ranges[j].upperBound >= r.upperBound }
            let duplicate = ranges[..<k].contains(r)
            if nested || duplicate { continue }
            var notes = [Note(message: f.advice.text)]
            if let reason = f.reason, !f.message.hasSuffix(reason.phrase) { notes.insert(reason.note, at: 0) }
            if let evidence = f.evidence { notes.append(Note(message: evidence)) }
            // The message names the child, the expression, the place and the impact: sites that
            // read the same are the same cause when one view holds them.
            let key = "\(enclosingView(f.node, context)?.name ?? "")|\(f.message)|\(f.keepsState)"
            groups.add(key: key, at: f.node, message: f.message, notes: notes, impact: f.reason == nil ? .low : .high,
                       profile: f.keepsState ? .standard : .audit, again: "the same new '\(f.typeName)' again here")
        }
        groups.report(info, context)
    }

    /// An object made in view-building code, before it is reported.
    struct Candidate {
        var node: NodeID
        var message: String
        var advice: Advice
        var reason: BodyImpact.Reason?
        var keepsState: Bool
        var evidence: String?
        var typeName: String
    }

    /// `Image`, `Text`, `Color`: SwiftUI's value types. A class of the same name elsewhere in the
    /// project (a private test helper, another target) does not make them objects. Nor do
    /// Foundation's immutable boxes (`NSNumber`), which hold a value and nothing a view keeps.
    static func isFrameworkValue(_ typeName: String?) -> Bool {
        guard let typeName else { return false }
        return SDKCatalog.frameworkViews.contains(typeName) || SDKCatalog.valueTypes.contains(typeName)
            || SDKCatalog.immutableValueBoxes.contains(typeName)
    }

    /// A project class holding only values fixed when it is made (`ImmutableSnapshot`).
    static func isSnapshot(_ typeName: String?, _ context: RuleContext) -> Bool {
        guard let typeName, let info = context.index.type([typeName]) else { return false }
        return ImmutableSnapshot.isSnapshot(info, context.index)
    }

    /// An object whose creation itself is costly: an SDK formatter or decoder, or a project class
    /// whose initializer does work.
    static func costly(_ typeName: String, _ context: RuleContext) -> BodyImpact.Reason? {
        if SDKCatalog.expensiveTypes.contains(typeName) { return .costlyObject(type: typeName) }
        if let info = context.index.type([typeName]), info.initializerDoesWork { return .costlyObject(type: typeName) }
        return nil
    }

    /// Arguments of a child view's initializer that create an object.
    static func viewArguments(_ call: NodeID, _ context: RuleContext) -> [Candidate] {
        let tree = context.tree
        // Only an argument that is a call (or a ternary of one) can be reported: calls without
        // one, most of them, need no lookup of the callee.
        // Checked on the argument nodes, before their labels are spelled: most calls of a body
        // pass no call.
        guard hasCallArgument(call, tree) else { return [] }
        let arguments = tree.arguments(call)
        guard let viewName = ViewConstruction.viewTypeName(call, context) else { return [] }
        let project = context.resolver(at: call).type([viewName])
        var out: [Candidate] = []
        for (position, arg) in arguments.enumerated() where !arg.trailing {
            for value in argumentValues(arg.value, tree) {
                guard let verdict = ChangedArgument.newObject(value, project, label: arg.label, position: position, context) else { continue }
                let typeName = verdict.typeName ?? "?"
                let reason = BodyImpact.reason(at: call, child: project == nil ? nil : viewName, context) ?? costly(typeName, context)
                let place = ViewBuildingPlace.describe(call, context)
                let advice: Advice = isFormatter(typeName) ? .formatter(typeName: typeName) : .ownInOwner(typeName: typeName, view: viewName)
                var keepsState = false
                var evidence: String?
                let resolver = context.resolver(at: value)
                if let project {
                    if keepingWrapper(project, label: arg.label, position: position, resolver) == nil {
                        // The child uses the object it is given: a new observable object each
                        // time replaces the state the child shows and changes (state loss). A
                        // plain class holding values is only an allocation.
                        let object = resolver.type([typeName])
                        keepsState = object.map { resolver.isObservableObject($0) || resolver.isObservationClass($0) } ?? false
                        // An object whose properties are only set when it is made, from what it is
                        // given, holds nothing a new one would not: no state is lost, the cost is
                        // an allocation (judged not worth a change: 9 of 9 on unseen apps).
                        if keepsState, let object {
                            if ChangeModel.heldState(of: object, context.project, resolver) == nil {
                                keepsState = false
                                evidence = "'\(typeName)' holds nothing a new one would not: its properties are set only when it is made"
                            } else if !ChangeModel.changes(object, handedTo: project, label: arg.label, position: position, context.project, resolver) {
                                // Only the child can reach an object made inline for it: when
                                // nothing the child builds changes it, a new one shows the same.
                                keepsState = false
                                evidence = "'\(viewName)' only reads the '\(typeName)' it is given and it starts no work when made: a new one shows the same"
                            }
                        }
                        // An Equatable child that holds the object as a plain property is
                        // compared with its own '==': the new object neither makes it look
                        // changed nor replaces what it observes.
                        if keepsState, project.conforms(to: "Equatable"), let label = arg.label,
                           let stored = project.storedProperties.first(where: { $0.name == label }),
                           stored.attributes.isEmpty { keepsState = false }
                        // A view with nothing that changes evaluates its body once per identity:
                        // the object is made once, and nothing replaces it.
                        if keepsState, StatelessView.encloses(call, context) {
                            keepsState = false
                            if let app = StatelessView.statelessApp(around: call, context) {
                                evidence = "'\(app)' holds no state and reads no shared object: its body is evaluated about once, at launch, so the '\(typeName)' is made once (per window)"
                            } else {
                                evidence = "'\(enclosingView(call, context)?.name ?? "this view")' has no stored property and reads no shared object: SwiftUI evaluates its body once, so the '\(typeName)' is made once"
                            }
                        }
                    } else if reason != nil, let hot = ChangeModel.frequentEvaluation(at: call, of: enclosingView(call, context), context) {
                        // The child keeps the first one: each new one is made and thrown away,
                        // worth a change where its initializer does work more often than once a
                        // second. (Rows of a changing list alone were judged not worth it: 1 of 5.)
                        keepsState = true
                        evidence = hot.note
                    }
                }
                let message: Message
                if let project, let (wrapper, property) = keepingWrapper(project, label: arg.label, position: position, resolver) {
                    message = .ignoredArgument(view: viewName, expression: context.shortQuote(value, limit: 32), typeName: typeName, wrapper: wrapper,
                                               property: property, place: place, reason: reason)
                } else if project == nil, let holds = sdkStateHolders[viewName + "." + (arg.label ?? "_")], !StatelessView.encloses(call, context),
                          let view = enclosingView(call, context),
                          let own = ChangeModel.estimated(view, context, context.resolver(at: call)).sureOnly().because
                            .first(where: { $0.owner == view.name && $0.frequency >= .action }) {
                    // An SDK view that keeps what it shows in the object it is given (a player's
                    // playback), in a view whose own state changes while it is shown: each change
                    // starts it again (judged RIGHT on an unseen app: a video that starts over when
                    // a tap re-evaluates its view). A view re-evaluated only by what it is given, or
                    // by an object it reads, may never be while the video plays: the audit profile's.
                    keepsState = true
                    evidence = ChangeModel.note(view: view.name, own)
                    message = .frameworkState(view: viewName, expression: context.shortQuote(value, limit: 32), typeName: typeName, place: place, holds: holds)
                } else if project == nil {
                    message = .frameworkArgument(view: viewName, expression: context.shortQuote(value, limit: 32), typeName: typeName, place: place, reason: reason)
                } else {
                    message = .argument(view: viewName, expression: context.shortQuote(value, limit: 32), typeName: typeName, place: place, reason: reason,
                                       losesState: keepsState)
                }
                out.append(Candidate(node: value, message: message.text, advice: advice, reason: reason, keepsState: keepsState, evidence: evidence, typeName: typeName))
            }
        }
        return out
    }

    /// The project view (or modifier) whose code holds `node`.
    static func enclosingView(_ node: NodeID, _ context: RuleContext) -> TypeInfo? {
        EnclosingType.info(around: node, context)
    }

    /// Whether an argument (not a trailing closure) of `call` is a call, or a ternary of one.
    static func hasCallArgument(_ call: NodeID, _ tree: SyntaxTree) -> Bool {
        for c in tree.children(call) where tree.kind(c) == .argument {
            var value: NodeID?
            for v in tree.children(c) where tree.kind(v) != .name { value = v }
            guard let value else { continue }
            let v = tree.unwrapped(value)
            if tree.kind(v) == .callExpr { return true }
            if tree.kind(v) == .ternaryExpr, tree.children(v).dropFirst().contains(where: { tree.kind(tree.unwrapped($0)) == .callExpr }) { return true }
        }
        return false
    }

    /// An argument's value, or both branches of a ternary (`flag ? Model() : nil`).
    static func argumentValues(_ value: NodeID, _ tree: SyntaxTree) -> [NodeID] {
        let v = tree.unwrapped(value)
        guard tree.kind(v) == .ternaryExpr else { return [v] }
        return tree.children(v).dropFirst().map { tree.unwrapped($0) }
    }

    /// The `@State`/`@StateObject` property that keeps the argument for `label`, when the child
    /// keeps the first value it receives.
    /// An unlabeled argument is matched by `position` to an explicit initializer's parameter.
    static func keepingWrapper(_ info: TypeInfo, label: String?, position: Int) -> (String, String)? {
        guard let stored = storedProperty(info, label: label, position: position) else { return nil }
        for wrapper in ["StateObject", "State"] where stored.attributes.contains(wrapper) { return (wrapper, stored.name) }
        return nil
    }

    /// The stored property an argument for `label` (or at `position`) ends up in.
    static func storedProperty(_ info: TypeInfo, label: String?, position: Int) -> MemberSummary? {
        ViewParameter.storedProperty(info, label: label, position: position)
    }

    /// `keepingWrapper`, or, for a plain `let` the child only hands on (`NavigationStack {
    /// Scene(model: model) }`), the `@State`/`@StateObject` of the view it hands it to, as the
    /// child's body shows: the first object is kept there, and later ones are dropped.
    static func keepingWrapper(_ info: TypeInfo, label: String?, position: Int, _ resolver: Resolver, depth: Int = 0) -> (String, String)? {
        if let kept = keepingWrapper(info, label: label, position: position) { return kept }
        guard depth < 3, let stored = storedProperty(info, label: label, position: position), stored.attributes.isEmpty,
              let body = info.members.first(where: { $0.name == "body" && $0.kind == .computed && !$0.isStatic }), let ref = body.value else { return nil }
        let name = stored.name
        let tree = resolver.snippet(ref).tree
        var kept: (String, String)?
        var uses = 0
        tree.walk(tree.root) { n in
            guard tree.kind(n) == .identifierExpr, tree.child(n, .name).map({ tree.identifier($0) }) == name else { return true }
            uses += 1
            return false
        }
        tree.walk(tree.root) { n in
            guard tree.kind(n) == .callExpr, let callee = tree.calleeName(n), callee.first?.isUppercase == true else { return true }
            for (k, argument) in tree.arguments(n).enumerated() where !argument.trailing {
                let value = tree.unwrapped(argument.value)
                guard tree.kind(value) == .identifierExpr, tree.child(value, .name).map({ tree.identifier($0) }) == name,
                      let next = resolver.type([callee]), next !== info,
                      let found = keepingWrapper(next, label: argument.label, position: k, resolver, depth: depth + 1) else { continue }
                // Named with the view that keeps it: "@State 'model' of 'PriceScene' keeps the first".
                kept = found.1.contains("' of '") ? found : (found.0, found.1 + "' of '" + next.name)
            }
            return true
        }
        // Every use of it is the hand-off: the child reads nothing of the object itself.
        return uses == 1 ? kept : nil
    }

    /// An initializer call, not a value read (`.shared`) or a factory method.
    static func isConstruction(_ tree: SyntaxTree, _ e: NodeID) -> Bool {
        tree.kind(tree.unwrapped(e)) == .callExpr
    }

    /// The type a child view expects for an argument: its init parameter, else its stored property.
    static func expectedType(_ info: TypeInfo, label: String?) -> String? {
        guard let label else { return nil }
        for initializer in info.initializers {
            if let p = initializer.params.first(where: { $0.label == label }) { return p.typeText }
        }
        guard let stored = info.storedProperties.first(where: { $0.name == label }) else { return nil }
        // A property wrapper changes the memberwise parameter's type: `@Binding var x: T` takes a
        // `Binding<T>`. Only wrappers whose parameter is the wrapped value keep `T`.
        let wrappedValueWrappers: Set<String> = ["State", "ObservedObject", "Bindable", "StateObject"]
        let nonWrappers: Set<String> = ["ViewBuilder", "MainActor", "objc", "available", "preconcurrency", "Sendable"]
        for attribute in stored.attributes where !nonWrappers.contains(attribute) && !wrappedValueWrappers.contains(attribute) {
            return attribute == "Binding" ? "Binding" : nil
        }
        return stored.typeText
    }

    /// The child's parameter for the argument (by label; an unlabeled one by position) defers
    /// it: the child decides when, and how often, the object is built (`UIKitController(VC())`
    /// stored as `@autoclosure () -> UIViewController` and called in `makeUIViewController`).
    static func isAutoclosure(_ info: TypeInfo, label: String?, position: Int) -> Bool {
        // The memberwise initializer copies `StateObject.init(wrappedValue:)`'s `@autoclosure`:
        // the object is built once per view identity.
        if let label, !info.hasExplicitInit, let stored = info.storedProperties.first(where: { $0.name == label }),
           stored.attributes.contains("StateObject") { return true }
        for initializer in info.initializers
        where parameter(in: initializer, label: label, position: position)?.attributes.contains("autoclosure") == true {
            return true
        }
        return false
    }

    static func parameter(in initializer: MemberSummary, label: String?, position: Int) -> ParamSummary? {
        ViewParameter.parameter(in: initializer, label: label, position: position)
    }
}
