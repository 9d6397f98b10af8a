/// `body_fresh_object`: a class instance created while building views.
/// Documentation: `info.documentation` (`entrylint explain body_fresh_object`).
public enum BodyFreshObject: ViewBuildingRule {
    public static let info = RuleInfo(
        id: "body_fresh_object",
        defaultSeverity: .warning,
        summary: "A class instance is created in view-building code (a local or a child view's argument).",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports a class or actor instance created in view-building code (`body`, `@ViewBuilder` \
            code, content closures): a local such as `let formatter = DateFormatter()`, or an argument \
            to a child view such as `Detail(model: DetailModel())`. Objects created in actions and \
            callbacks (`Button` actions, `.task`, `.onAppear`…) are not reported.
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
        case local(name: String, expression: String, typeName: String, expensive: Bool)
        case argument(view: String, expression: String, typeName: String, expensive: Bool)

        var text: String {
            switch self {
            case let .local(name, expression, typeName, expensive):
                let cost = expensive ? " ('\(typeName)' is expensive to create)" : ""
                return "'\(expression)' creates a new '\(typeName)' every time the view is evaluated\(cost); local '\(name)' is rebuilt on each body evaluation — hoist it into a static or stored property, or use a value-type format style"
            case let .argument(view, expression, typeName, expensive):
                let cost = expensive ? " ('\(typeName)' is expensive to create)" : ""
                return "'\(expression)' creates a new '\(typeName)' for '\(view)' on every evaluation of the body\(cost): the child receives a new object each time, loses its state and always looks changed; own the object in '@State'/'@StateObject' or pass an existing instance"
            }
        }
    }

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        context.visit([.variableDecl, .callExpr]) { node in
            switch tree.kind(node) {
            case .variableDecl where views.isViewBuilding(node):
                for binding in tree.children(node, .patternBinding) {
                    guard let value = tree.initializerValue(binding), views.isViewBuilding(binding) || views.isViewBuilding(value) else { continue }
                    let type = tree.annotatedType(binding).map { tree.compactText($0) }
                    let verdict = context.evaluator.evaluate(tree, value, expectedType: type)
                    guard verdict.kind == .freshReference, isConstruction(tree, value) else { continue }
                    // A formatter created and used in place is `body_expensive_work`'s.
                    if BodyExpensiveWork.claims(context, value) { continue }
                    let at = tree.unwrapped(value)
                    let typeName = verdict.typeName ?? "?"
                    context.report(info, at, Message.local(
                        name: tree.bindingName(binding) ?? "_", expression: context.quote(at), typeName: typeName,
                        expensive: SDKCatalog.expensiveTypes.contains(typeName)).text)
                }
            case .callExpr where views.isViewBuilding(node):
                checkViewArguments(node, context)
            default:
                break
            }
            return true
        }
    }

    /// Arguments of a child view's initializer that create an object.
    static func checkViewArguments(_ call: NodeID, _ context: RuleContext) {
        let tree = context.tree
        guard let viewName = viewTypeName(call, context) else { return }
        let project = context.resolver(at: call).type([viewName])
        for arg in tree.arguments(call) where !arg.trailing {
            let value = tree.unwrapped(arg.value)
            guard tree.kind(value) == .callExpr else { continue }
            if let project, isAutoclosure(project, label: arg.label) { continue }
            if BodyExpensiveWork.claims(context, value) { continue }
            let expected = project.flatMap { expectedType($0, label: arg.label) }
            let verdict = context.evaluator.evaluate(tree, value, expectedType: expected)
            guard verdict.kind == .freshReference else { continue }
            let typeName = verdict.typeName ?? "?"
            context.report(info, value, Message.argument(
                view: viewName, expression: context.quote(value), typeName: typeName,
                expensive: SDKCatalog.expensiveTypes.contains(typeName)).text)
        }
    }

    /// The view a call constructs: a project `View` or one of SwiftUI's.
    static func viewTypeName(_ call: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        guard var callee = tree.callee(call) else { return nil }
        if tree.kind(callee) == .genericSpecializationExpr, let inner = tree.child(callee, at: 0) { callee = inner }
        guard tree.kind(callee) == .identifierExpr, let n = tree.child(callee, .name) else { return nil }
        let name = tree.identifier(n)
        if let info = context.resolver(at: call).type([name]) { return info.conforms(to: "View") ? name : nil }
        return SDKCatalog.frameworkViews.contains(name) ? name : nil
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

    static func isAutoclosure(_ info: TypeInfo, label: String?) -> Bool {
        guard let label else { return false }
        for initializer in info.initializers {
            if let p = initializer.params.first(where: { $0.label == label }), p.attributes.contains("autoclosure") { return true }
        }
        return false
    }
}
