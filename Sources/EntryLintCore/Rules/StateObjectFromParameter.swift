/// `state_object_from_parameter`: `_model = StateObject(wrappedValue: model)` with `model` an init parameter.
/// Documentation: `info.documentation` (`entrylint explain state_object_from_parameter`).
public enum StateObjectFromParameter: LintRule {
    public static let info = RuleInfo(
        id: "state_object_from_parameter",
        defaultSeverity: .warning,
        category: .correctness,
        summary: "@StateObject/@State is initialized in init from an object the caller passed in.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports `_x = StateObject(wrappedValue: p)` in an initializer when `p` is one of the \
            initializer's parameters, passed as it is; and `State(wrappedValue:/initialValue: p)` \
            when `p`'s type is a project class. Objects built inside the view from values \
            (`StateObject(wrappedValue: Model(id: id))`) and autoclosure parameters \
            (`StateObject(wrappedValue: makeModel())`) are fine and not reported. The default \
            profile reports it when a view constructing this one passes something that changes \
            while it is shown (a property of its own it reassigns, a binding), named in a note: \
            that later object is the one ignored. Only constructions that pass the parameter count: \
            another initializer of the view (`init(host:)` beside `init(runner:)`) makes its own \
            object. A change further up, handed down through other \
            views (a selection switched at the app's root), is one the user cannot make while \
            this view is shown, in practice: the audit profile's. When every construction passes what it was given (a \
            navigation route's payload, an object made once), the kept object is the one passed: \
            the audit profile's.
            """,
            whyIsThisBad: """
            State storage belongs to the view's identity: SwiftUI keeps the first object it was given \
            for as long as the view lives and silently ignores every object later passed in when the \
            parent re-creates the view. The caller believes it controls the object; the view claims \
            to own an object someone else created. The two drift apart: a new object from the parent \
            is dropped, and the view keeps observing the old one.
            """,
            example: """
            struct DetailView: View {
                @StateObject private var model: DetailModel
                init(model: DetailModel) {
                    _model = StateObject(wrappedValue: model)
                }
            }
            """,
            useInstead: """
            struct DetailView: View {
                @ObservedObject var model: DetailModel      // the caller owns it
            }

            struct DetailView: View {
                @StateObject private var model: DetailModel
                init(id: Item.ID) {                          // created here, from values
                    _model = StateObject(wrappedValue: DetailModel(id: id))
                }
            }
            """,
            fixSafety: "No automatic fix: who owns the object has to be decided."),
        auditCases: "no view constructing it is seen passing another object of its own while it lives (each passes what it was given, such as a navigation route's payload, or a change made further up): the kept object is the one passed",
        triggeringExamples: [
            """
            final class DetailModel: ObservableObject {}
            struct DetailView: View {
                @StateObject private var model: DetailModel
                init(model: DetailModel) { _model = ↓StateObject(wrappedValue: model) }
                var body: some View { Text("") }
            }
            """,
            """
            @Observable final class Session {}
            struct Root: View {
                @State private var session: Session
                init(session: Session) { self._session = ↓State(initialValue: session) }
                var body: some View { Text("") }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class DetailModel: ObservableObject { init(id: Int) {} }
            struct DetailView: View {
                @StateObject private var model: DetailModel
                @State private var count: Int
                init(id: Int, count: Int) {
                    _model = StateObject(wrappedValue: DetailModel(id: id))
                    _count = State(initialValue: count)
                }
                var body: some View { Text("") }
            }
            struct Lazy: View {
                @StateObject private var model: DetailModel
                init(make: @autoclosure @escaping () -> DetailModel) { _model = StateObject(wrappedValue: make()) }
                var body: some View { Text("") }
            }
            """,
        ])

    enum Message {
        case stateObject(property: String, parameter: String)
        /// Every construction makes the object it passes: '@ObservedObject' would lose it at
        /// each evaluation of the caller; '@autoclosure' makes only the one that is kept.
        case stateObjectMadeByCallers(property: String, parameter: String, type: String)
        case state(property: String, parameter: String, type: String)
        /// The view assigns the property itself: it is the view's own state, which a plain
        /// property could not hold.
        case writtenState(property: String, parameter: String, type: String)

        var text: String {
            switch self {
            case let .stateObject(property, parameter):
                return "'@StateObject var \(property)' is initialized from parameter '\(parameter)', the caller's object: SwiftUI keeps the first one and ignores every later one; use '@ObservedObject' (the caller owns it), or create the object inside the view from values"
            case let .stateObjectMadeByCallers(property, parameter, type):
                return "'@StateObject var \(property)' is initialized from parameter '\(parameter)', a new '\(type)' each construction makes: SwiftUI keeps the first one and drops the others; take '\(parameter)' as '@autoclosure @escaping () -> \(type)' so that only the one kept is made ('@ObservedObject' would lose it whenever the caller re-evaluates)"
            case let .state(property, parameter, type):
                return "'@State var \(property)' is initialized from parameter '\(parameter)', the caller's '\(type)': SwiftUI keeps the first one and ignores every later one; keep it as a plain property (the caller owns it), or create the object inside the view from values"
            case let .writtenState(property, parameter, type):
                return "'@State var \(property)' is initialized from parameter '\(parameter)', the caller's '\(type)': SwiftUI keeps the first one and ignores every later one; the view assigns it too, so it stays state: if a later '\(parameter)' must replace it, set it in '.onChange(of:)' or give the view '.id(…)' of it where it is built"
            }
        }
    }

    /// A finding is a `StateObject(…)` or `State(…)` call.
    public static let triggers = ["StateObject", "State"]

    /// What constructions pass: the views constructing it and what changes (`CollectionSource`).
    public static let summaryFacts: SummaryFacts = [.varyingInputs, .observation]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.initializerDecl]) { node in
            guard let clause = tree.child(node, .parameterClause), let body = tree.child(node, .codeBlock) else { return }
            var parameters: [String: NodeID?] = [:]
            var labels: [String: String] = [:]
            for p in tree.children(clause, .parameter) {
                let parameter = Parameter(unchecked: tree, p)
                if let name = parameter.localName {
                    parameters[name] = tree.annotatedType(p)
                    labels[name] = parameter.label ?? name
                }
            }
            guard !parameters.isEmpty else { return }
            tree.walk(body) { n in
                if tree.kind(n) == .closureExpr { return false }
                guard let assignment = AssignmentExpr(tree, n), let lhs = assignment.target, let rhs = assignment.value,
                      let property = storageName(tree, lhs) else { return true }
                let call = tree.unwrapped(rhs)
                guard tree.kind(call) == .callExpr, let wrapper = tree.calleeName(call), wrapper == "StateObject" || wrapper == "State",
                      let arg = tree.arguments(call).first(where: { $0.label == "wrappedValue" || $0.label == "initialValue" }) else { return true }
                let value = tree.unwrapped(arg.value)
                guard tree.kind(value) == .identifierExpr, let name = tree.child(value, .name).map({ tree.identifier($0) }),
                      let typeNode = parameters[name] else { return true }
                // The first object is kept and later ones ignored: that matters when a construction
                // passes another object to the same view (a selection, a reload), not when every
                // construction passes the one it was given (a navigation route's payload).
                let passed = passedChange(labels[name] ?? name, at: node, context)
                let note = passed.map { Note(message: "a later construction passes another object: " + $0) }
                    ?? Note(message: "no view constructing it is seen passing another object of its own while the view lives (each passes what it was given, such as a route's payload, or what changes further up, out of the user's reach while this view is shown): the object it keeps is the one passed")
                if wrapper == "StateObject" {
                    // Judged MSG-BAD on an unseen app: '@ObservedObject' advice for a router each
                    // construction makes anew, which the caller does not own.
                    let type = typeNode.flatMap { tree.typePath($0)?.last }
                    let madeByCallers = passed == nil && type != nil
                        && EnclosingType.info(around: node, context).map { CollectionSource.passesNewObject(labels[name] ?? name, to: $0, context.project) } == true
                    let message = madeByCallers ? Message.stateObjectMadeByCallers(property: property, parameter: name, type: type!)
                        : Message.stateObject(property: property, parameter: name)
                    context.report(info, call, message.text, notes: madeByCallers ? [] : [note], profile: passed == nil ? .audit : nil)
                } else if let typeNode, let type = PropertyType.resolve(tree, type: typeNode, index: context.index),
                          type.info.kind == .class {
                    // "A plain property" cannot be assigned in a view: judged MSG-BAD on an unseen
                    // app where the view sets the state back to nil once it is handled.
                    let writes = EnclosingType.info(around: node, context).flatMap { ChangeModel.frequency(of: property, in: $0, context.project) } != nil
                    let message = writes ? Message.writtenState(property: property, parameter: name, type: type.info.name)
                        : Message.state(property: property, parameter: name, type: type.info.name)
                    context.report(info, call, message.text, notes: [note], profile: passed == nil ? .audit : nil)
                }
                return true
            }
        }
    }

    /// What the views constructing the initializer's type pass for `label` when it changes
    /// (`CollectionSource.passed`: a property reassigned after it is made, a binding…), or nil.
    ///
    /// Only constructions that pass `label` count: another initializer of the view
    /// (`init(host:)` beside `init(runner:)`) makes its own object (judged WRONG on an unseen
    /// app, where a banner's `init(host:)` was blamed for a sheet's `init(runner:)`).
    /// Only the views that construct this one directly count: a change further up (a wallet
    /// switched at the app's root, handed down through three views) is one the user cannot make
    /// while this view is shown, as judged on real apps, so the kept object is the one passed.
    static func passedChange(_ label: String, at initializer: NodeID, _ context: RuleContext) -> String? {
        guard let owner = EnclosingType.info(around: initializer, context),
              case .changes(let why) = CollectionSource.passed(label, to: owner, context.project, depth: CollectionSource.maxDepth - 1,
                                                                explicitOnly: true)
        else { return nil }
        return why
    }

    /// `_x` or `self._x` → `x`.
    static func storageName(_ tree: SyntaxTree, _ lhs: NodeID) -> String? {
        var nameNode: NodeID? = nil
        switch tree.kind(lhs) {
        case .identifierExpr:
            nameNode = tree.child(lhs, .name)
        case .memberAccessExpr:
            if let base = tree.memberBase(lhs), tree.kind(base) == .identifierExpr, tree.name(base, is: "self") {
                nameNode = tree.child(lhs, .name)
            }
        default:
            break
        }
        guard let name = nameNode.map({ tree.identifier($0) }), name.hasPrefix("_"), name.count > 1 else { return nil }
        return String(name.dropFirst())
    }
}
