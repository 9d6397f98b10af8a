/// `body_closure_argument`: a closure created in view-building code and stored by a child view.
/// Documentation: `info.documentation` (`entrylint explain body_closure_argument`).
public enum BodyClosureArgument: ViewBuildingRule {
    public static let info = RuleInfo(
        id: "body_closure_argument",
        defaultSeverity: .warning,
        summary: "A closure literal or method reference is passed in body to a project view that stores it.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports a closure literal, or an unapplied method reference (`onTap: refresh`), passed in \
            view-building code to a view declared in the project whose matching stored property is a \
            function type that is not `@ViewBuilder` content.
            """,
            whyIsThisBad: """
            Each evaluation of the body creates a new closure. Closures cannot be compared, so SwiftUI \
            sees the child's stored closure as changed every time and re-evaluates the child's body \
            whenever the parent's runs, however little changed.
            """,
            example: """
            ForEach(items) { item in
                ItemRow(item: item, onTap: { selected = item })
            }
            """,
            useInstead: """
            // pass a value the child acts on, e.g. a binding:
            ForEach(items) { item in
                ItemRow(item: item, selection: $selected)
            }
            """,
            fixSafety: "No automatic fix: the child's interface has to change."),
        triggeringExamples: [
            """
            struct Row: View {
                let onTap: () -> Void
                var body: some View { Text("") }
            }
            struct V: View {
                @State private var n = 0
                var body: some View {
                    Row(onTap: ↓{ n += 1 })
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Card<C: View>: View {
                @ViewBuilder let content: () -> C
                var body: some View { content() }
            }
            struct V: View {
                let onTap: () -> Void
                var body: some View {
                    Card { Text("a") }
                    Button("Go") { }
                    Row(onTap: onTap)
                }
            }
            """,
        ])

    enum Message {
        case closure(view: String, property: String, isReference: Bool)

        var text: String {
            switch self {
            case let .closure(view, property, isReference):
                let what = isReference ? "method reference" : "closure"
                return "\(what) passed to '\(view)' is created anew on every evaluation of the body: '\(view)' stores it in '\(property)', and closures cannot be compared, so SwiftUI always sees a changed input and re-evaluates '\(view)'; pass a value or binding the child acts on instead"
            }
        }
    }

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        context.visit([.callExpr]) { node in
            guard tree.kind(node) == .callExpr, views.isViewBuilding(node),
                  let name = BodyFreshObject.viewTypeName(node, context),
                  let info = context.resolver(at: node).type([name]), info.kind == .struct || info.kind == .class else { return true }
            let args = tree.arguments(node)
            let shape = args.map { (label: $0.label, trailing: $0.trailing) }
            for (k, arg) in args.enumerated() {
                let value = arg.value
                let isClosure = tree.kind(value) == .closureExpr
                let isReference = !isClosure && isMethodReference(value, context)
                guard isClosure || isReference else { continue }
                guard let property = storedClosureProperty(info, arguments: shape, at: k) else { continue }
                context.report(Self.info, value, Message.closure(view: name, property: property, isReference: isReference).text)
            }
            return true
        }
    }

    /// The stored function-typed property a closure argument ends up in, when every initializer the
    /// call can select stores it as a plain closure (not view content).
    static func storedClosureProperty(_ info: TypeInfo, arguments: [(label: String?, trailing: Bool)], at k: Int) -> String? {
        let candidates = ViewParameter.match(info, arguments: arguments, at: k)
        var names = Set<String>()
        for p in candidates {
            if p.isViewBuilder || p.isAutoclosure || p.returnsView || !p.isFunctionType { return nil }
            guard let stored = p.storedProperty, stored.isFunctionType, !stored.attributes.contains("ViewBuilder") else { return nil }
            names.insert(stored.name)
        }
        return names.count == 1 ? names.first : nil
    }

    /// `refresh` or `self.refresh` naming a method of the view being built.
    static func isMethodReference(_ value: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var name: String? = nil
        switch tree.kind(value) {
        case .identifierExpr:
            name = tree.child(value, .name).map { tree.identifier($0) }
        case .memberAccessExpr:
            if let base = tree.child(value, at: 0), tree.kind(base) == .identifierExpr, tree.name(base, is: "self") {
                name = tree.child(value, .name).map { tree.identifier($0) }
            }
        default:
            return false
        }
        guard let name, let owner = enclosingTypeName(value, context), let info = context.resolver(at: value).type([owner]) else { return false }
        let members = info.members(named: name)
        return !members.isEmpty && members.allSatisfy { $0.kind == .function && !$0.isStatic }
    }

    static func enclosingTypeName(_ node: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        var cur: NodeID? = node
        while let c = cur {
            if tree.kind(c).isNominalType { return tree.declName(c) }
            if tree.kind(c) == .extensionDecl { return tree.extendedType(c).map { tree.lastName(ofType: $0) } }
            cur = context.views.parent(c)
        }
        return nil
    }
}
