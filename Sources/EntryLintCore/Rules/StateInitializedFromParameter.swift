/// `state_initialized_from_parameter` (opt-in): `_x = State(initialValue: parameter)` in an init.
/// Documentation: `info.documentation` (`entrylint explain state_initialized_from_parameter`).
public enum StateInitializedFromParameter: LintRule {
    public static let info = RuleInfo(
        id: "state_initialized_from_parameter",
        defaultSeverity: .note,
        category: .style,
        isOptIn: true,
        summary: "@State is seeded from an init parameter; later changes of the parameter are ignored.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports `_x = State(initialValue: …)` and `State(wrappedValue: …)` in an initializer when \
            the initial value uses one of the initializer's parameters. Opt-in.
            """,
            whyIsThisBad: """
            SwiftUI keeps `@State` storage for the view's identity and uses the initial value only the \
            first time. When the parent later passes a different argument, the view keeps showing the \
            old value: a frequent source of stale UI.
            """,
            example: """
            struct Counter: View {
                @State private var count: Int
                init(count: Int) { _count = State(initialValue: count) }
            }
            """,
            useInstead: """
            struct Counter: View {
                let count: Int            // the parent owns it
            }

            struct Counter: View {
                @Binding var count: Int   // shared with the parent
            }
            """,
            fixSafety: "No automatic fix: ownership of the value has to be decided."),
        triggeringExamples: [
            """
            struct Counter: View {
                @State private var count: Int
                init(count: Int) { _count = ↓State(initialValue: count) }
                var body: some View { Text("") }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Counter: View {
                @State private var count: Int
                init() { _count = State(initialValue: 0) }
                var body: some View { Text("") }
            }
            """,
        ])

    enum Message {
        case seeded(property: String, parameter: String)

        var text: String {
            switch self {
            case let .seeded(property, parameter):
                return "'\(property)' is @State seeded from parameter '\(parameter)': SwiftUI uses it once per view identity and ignores later values of '\(parameter)'; keep it as a plain property or a @Binding owned by the parent"
            }
        }
    }

    /// A finding is a `State(…)` call.
    public static let triggers = ["State", "StateObject"]

    public static let summaryFacts: SummaryFacts = []

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.initializerDecl]) { node in
            guard tree.kind(node) == .initializerDecl else { return }
            let parameters = Set((tree.child(node, .parameterClause).map { tree.children($0, .parameter) } ?? [])
                .compactMap { p in Parameter(unchecked: tree, p).localName })
            guard !parameters.isEmpty, let body = tree.child(node, .codeBlock) else { return }
            tree.walk(body) { n in
                guard let assignment = AssignmentExpr(tree, n), let lhs = assignment.target, let rhs = assignment.value else { return true }
                guard let property = stateStorageName(tree, lhs) else { return true }
                let value = tree.unwrapped(rhs)
                guard tree.kind(value) == .callExpr, tree.calleeName(value) == "State",
                      let arg = tree.arguments(value).first(where: { $0.label == "initialValue" || $0.label == "wrappedValue" }),
                      let used = firstParameter(tree, arg.value, parameters) else { return true }
                context.report(info, value, Message.seeded(property: property, parameter: used).text)
                return true
            }
        }
    }

    /// `_x` or `self._x` → `x`.
    static func stateStorageName(_ tree: SyntaxTree, _ lhs: NodeID) -> String? {
        var name: String? = nil
        switch tree.kind(lhs) {
        case .identifierExpr:
            name = tree.child(lhs, .name).map { tree.identifier($0) }
        case .memberAccessExpr:
            if let base = tree.memberBase(lhs), tree.kind(base) == .identifierExpr, tree.name(base, is: "self") {
                name = tree.child(lhs, .name).map { tree.identifier($0) }
            }
        default:
            break
        }
        guard let name, name.hasPrefix("_"), name.count > 1 else { return nil }
        return String(name.dropFirst())
    }

    /// The first init parameter an expression reads.
    static func firstParameter(_ tree: SyntaxTree, _ e: NodeID, _ parameters: Set<String>) -> String? {
        var found: String? = nil
        tree.walk(e) { n in
            if found != nil { return false }
            if tree.kind(n) == .identifierExpr, let name = tree.child(n, .name).map({ tree.identifier($0) }),
               parameters.contains(name) {
                found = name
            }
            // `x.y`: only the base can be a parameter.
            if tree.kind(n) == .memberAccessExpr, let base = tree.memberBase(n) {
                tree.walk(base) { b in
                    if found == nil, tree.kind(b) == .identifierExpr, let name = tree.child(b, .name).map({ tree.identifier($0) }),
                       parameters.contains(name) { found = name }
                    return found == nil
                }
                return false
            }
            return true
        }
        return found
    }
}
