import SwiftLexer

/// `state_not_private` (opt-in): `@State`/`@StateObject` properties that are not private.
/// Documentation: `info.documentation` (`entrylint explain state_not_private`).
public enum StateNotPrivate: LintRule {
    public static let info = RuleInfo(
        id: "state_not_private",
        defaultSeverity: .note,
        category: .style,
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
            The fix inserts `private`. It is unsafe: it changes who may set the state. It is not \
            offered when the project index knows a use it would break: the type is created with \
            arguments anywhere in the project (a private stored property makes the memberwise \
            initializer private), the property's name is read through another value (`child.count`), \
            or the type is extended in another file. Uses are counted generously, so the fix is \
            sometimes withheld when it would have compiled; a note on the finding says why.
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

    /// Why the fix is not offered: a known use would stop compiling.
    enum FixBlocker: Equatable {
        case unknownOwner
        case calledWithArguments(type: String)
        case accessedThroughABase(property: String)
        case extendedElsewhere(type: String, file: String)

        var text: String {
            switch self {
            case .unknownOwner:
                return "no fix offered: the type holding it is not known to the project index"
            case let .calledWithArguments(type):
                return "no fix offered: '\(type)' is created with arguments in the project, and a private stored property makes its memberwise initializer private"
            case let .accessedThroughABase(property):
                return "no fix offered: '.\(property)' is read through another value in the project, which 'private' would break"
            case let .extendedElsewhere(type, file):
                return "no fix offered: '\(type)' is extended in \(file), which cannot see a private property"
            }
        }
    }

    /// The fix is withheld when the index knows a use it would break (the index over-counts
    /// uses, so some safe fixes are withheld too: never the reverse).
    static func fixBlocker(_ decl: NodeID, property: String, _ context: RuleContext) -> FixBlocker? {
        let tree = context.tree
        var cur = context.views.parent(decl)
        while let c = cur, !tree.kind(c).isNominalType { cur = context.views.parent(c) }
        guard let owner = cur, let name = tree.declName(owner), let info = context.resolver(at: owner).type([name]),
              info.declaredIn == context.path else { return .unknownOwner }
        let uses = context.index.index.uses
        if !info.hasExplicitInit && uses.callsWithArguments(name) { return .calledWithArguments(type: name) }
        if uses.accessesThroughABase(property) { return .accessedThroughABase(property: property) }
        if let other = info.extendedIn.sorted().first(where: { $0 != context.path }) {
            return .extendedElsewhere(type: name, file: other)
        }
        return nil
    }

    enum Message {
        case notPrivate(wrapper: String, property: String)

        var text: String {
            switch self {
            case let .notPrivate(wrapper, property):
                return "'@\(wrapper) var \(property)' is not private: callers can set it through the memberwise initializer, and SwiftUI ignores their later values; mark it 'private'"
            }
        }
    }

    /// A finding sits on a `@State`/`@StateObject` property.
    public static let triggers = ["State", "StateObject"]

    /// Whether another file reads the property or calls the memberwise initializer (the fix).
    public static let summaryFacts: SummaryFacts = [.memberUses]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.variableDecl]) { node in
            guard tree.kind(node) == .variableDecl else { return }
            let attributes = tree.attributeNames(node)
            guard let wrapper = attributes.first(where: { $0 == "State" || $0 == "StateObject" }) else { return }
            guard !tree.isPrivate(node), !attributes.contains("Previewable") else { return }
            for binding in tree.children(node, .patternBinding) {
                guard let name = tree.bindingName(binding), let pattern = PatternBinding(unchecked: tree, binding).pattern else { continue }
                let blocker = fixBlocker(node, property: name, context)
                context.report(info, pattern, Message.notPrivate(wrapper: wrapper, property: name).text,
                               notes: blocker.map { [Note(message: $0.text)] } ?? [],
                               fix: blocker == nil ? privateFix(node, context) : nil)
            }
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
