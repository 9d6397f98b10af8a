/// `binding_holds_observable_object`: `@Binding var model: Model` where `Model` is an `@Observable` class.
/// Documentation: `info.documentation` (`entrylint explain binding_holds_observable_object`).
public enum BindingHoldsObservableObject: LintRule {
    public static let info = RuleInfo(
        id: "binding_holds_observable_object",
        defaultSeverity: .warning,
        category: .correctness,
        summary: "@Binding holds an @Observable object: pass the object and use @Bindable for bindings to its properties.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports an `@Binding` property whose type is a project class marked `@Observable` (or \
            SwiftData's `@Model`, which is observable the same way). Optional types are not reported: \
            a `Binding<Model?>` is how a child changes which object is selected. Nor is a view that \
            replaces the object through the binding (assigns it, or hands `$model` itself to a \
            `Picker(selection:)` or another view). Nor is preview and \
            test code, views only previews and tests build among them (`"previews": true` includes it).
            """,
            whyIsThisBad: """
            A binding is for values the child writes back. An `@Observable` object is a reference: \
            the child observes every property it reads anyway (Observation tracks reads in `body`), \
            and writing through `$model.name` needs `@Bindable`, not a binding to the reference. \
            `Binding` makes the parent create a binding to its storage and the child depend on the \
            reference, which only changes when the whole object is replaced; it is the wrong tool \
            from the decision tree: `Binding` for values, `Bindable` for observable objects. \
            The code still works: Observation tracks the reads made through the binding, and \
            `$model.name` writes through the reference. So every finding is the audit profile's: \
            a clean-up to make when touching the view, not a bug to fix now.
            """,
            example: """
            @Observable final class Profile { var name = "" }

            struct ProfileEditor: View {
                @Binding var profile: Profile
                var body: some View { TextField("Name", text: $profile.name) }
            }
            """,
            useInstead: """
            struct ProfileEditor: View {
                @Bindable var profile: Profile
                var body: some View { TextField("Name", text: $profile.name) }
            }
            // callers pass `ProfileEditor(profile: profile)` instead of `$profile`
            """,
            fixSafety: "No automatic fix: every caller passes `$object` and has to pass the object instead."),
        isAuditOnly: true,
        triggeringExamples: [
            """
            @Observable final class Profile { var name = "" }
            struct Editor: View {
                @Binding var ↓profile: Profile
                var body: some View { TextField("Name", text: $profile.name) }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @Observable final class Profile { var name = "" }
            struct Editor: View {
                @Bindable var profile: Profile
                @Binding var selection: Profile?
                @Binding var name: String
                var body: some View { TextField("Name", text: $profile.name) }
            }
            """,
        ])

    enum Message {
        case binding(property: String, type: String)

        var text: String {
            switch self {
            case let .binding(property, type):
                return "'@Binding var \(property)' holds '\(type)', an @Observable object: it is observed without a binding, and '@Bindable' gives bindings to its properties; use '@Bindable var \(property): \(type)' (or a plain 'let') and pass the object instead of '$\(property)'"
            }
        }
    }

    /// A finding sits on an `@Binding` property.
    public static let triggers = ["Binding"]

    /// Which declarations only previews and tests use.
    public static let summaryFacts: SummaryFacts = [.previewUses]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.variableDecl]) { node in
            // A view only previews and tests build never runs in the app (`"previews": true` includes it).
            guard tree.attribute(node, named: "Binding") != nil, !context.isPreviewOrTest(node) else { return }
            for binding in tree.children(node, .patternBinding) {
                guard let name = tree.bindingName(binding), let typeNode = tree.annotatedType(binding),
                      let type = PropertyType.resolve(tree, type: typeNode, index: context.index), !type.isOptional,
                      context.index.isObservationClass(type.info) else { continue }
                // A view that replaces the object through its binding (`account = other`, or
                // `$account` handed to a `Picker(selection:)`) needs the binding.
                if let owner = EnclosingType.of(node, context), replacesReference(name, in: owner, tree) { continue }
                context.report(info, binding, Message.binding(property: name, type: type.info.name).text)
            }
        }
    }

    /// Whether the type's code assigns the property itself (`name = …`, `self.name = …`) or hands
    /// out the binding whole (`$name` not followed by a member): the reference is what changes.
    static func replacesReference(_ name: String, in decl: NodeID, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        let first = Int(tree[decl].firstToken), end = Int(tree[decl].endToken)
        var k = first
        while k < end {
            defer { k += 1 }
            guard tokens[k].kind == .identifier else { continue }
            let text = tree.identifierText(k)
            let next = k + 1 < end ? tokens[k + 1].kind : nil
            if text == "$" + name, next != .period { return true }
            if text == name, next == .equal {
                // Not a declaration (`var name = …`) nor another value's member (`x.name = …`).
                if k > 0, let kw = tokens[k - 1].keyword, kw == .`var` || kw == .`let` { continue }
                if k >= 2, tokens[k - 1].kind == .period, tokens[k - 2].keyword != .`self` { continue }
                return true
            }
        }
        return false
    }
}
