import SwiftLexer

/// `state_not_private` (opt-in): `@State`/`@StateObject` properties that are not private.
/// Documentation: `info.documentation` (`entrylint explain state_not_private`).
public enum StateNotPrivate: LintRule {
    public static let info = RuleInfo(
        id: "state_not_private",
        defaultSeverity: .note,
        isOptIn: true,
        isFixable: true,
        summary: "@State/@StateObject property is not private.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports `@State` and `@StateObject` properties that are not `private` or `fileprivate` \
            (`private(set)` still exposes the property to the memberwise initializer). Opt-in.
            """,
            whyIsThisBad: """
            State belongs to the view that declares it. A non-private `@State` appears in the \
            memberwise initializer, so callers can pass a value that SwiftUI uses only once and then \
            silently ignores, which looks like a bug in the caller.
            """,
            example: """
            struct Settings: View {
                @State var count = 0
            }
            """,
            useInstead: """
            struct Settings: View {
                @State private var count = 0
            }
            """,
            fixSafety: """
            The fix inserts `private`. It is unsafe: callers that passed the property through the \
            memberwise initializer stop compiling.
            """),
        triggeringExamples: [
            """
            struct V: View {
                @State var ↓count = 0
                var body: some View { Text("") }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct V: View {
                @State private var count = 0
                @StateObject fileprivate var model = Model()
                var body: some View { Text("") }
            }
            """,
        ])

    enum Message {
        case notPrivate(wrapper: String, property: String)

        var text: String {
            switch self {
            case let .notPrivate(wrapper, property):
                return "'@\(wrapper) var \(property)' is not private: the view owns its state, but callers can set it through the memberwise initializer, and SwiftUI then ignores later values; mark it 'private'"
            }
        }
    }

    /// A finding sits on a `@State`/`@StateObject` property.
    public static let triggers = ["State", "StateObject"]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.variableDecl]) { node in
            guard tree.kind(node) == .variableDecl else { return true }
            let attributes = tree.attributeNames(node)
            guard let wrapper = attributes.first(where: { $0 == "State" || $0 == "StateObject" }) else { return false }
            guard !tree.isPrivate(node), !attributes.contains("Previewable") else { return false }
            for binding in tree.children(node, .patternBinding) {
                guard let name = tree.bindingName(binding), let pattern = tree.child(binding, at: 0) else { continue }
                context.report(info, pattern, Message.notPrivate(wrapper: wrapper, property: name).text, fix: privateFix(node, context))
            }
            return false
        }
    }

    /// Inserts `private ` before `var` when no access modifier is written.
    static func privateFix(_ decl: NodeID, _ context: RuleContext) -> Fix? {
        let tree = context.tree
        let access: Set<Keyword> = [.public, .internal, .package, .open, .private, .fileprivate]
        guard tree.modifiers(decl).allSatisfy({ !access.contains($0) }) else { return nil }
        let first = Int(tree[decl].firstToken)
        let end = Int(tree[decl].endToken)
        guard let varToken = (first..<end).first(where: { tree.tokens[$0].kind == .keyword && tree.tokens[$0].sub == Keyword.var.rawValue }) else { return nil }
        let at = Int(tree.tokens[varToken].start)
        return Fix(title: "make it 'private'", edits: [Edit(range: at..<at, replacement: "private ")], applicability: .unsafe)
    }
}
