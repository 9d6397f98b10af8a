/// `entry_closure_default`: an `@Entry` default that is a closure literal.
/// Documentation: `info.documentation` (`entrylint explain entry_closure_default`).
public enum EntryClosureDefault: LintRule {
    public static let info = RuleInfo(
        id: "entry_closure_default",
        defaultSeverity: .warning,
        category: .correctness,
        isFixable: true,
        summary: "An @Entry default is a closure literal; closures cannot be compared.",
        documentation: RuleDocumentation(
            whatItDoes: "Reports an `@Entry` whose default value is a closure literal (`{ }`, `{ _ in }`).",
            whyIsThisBad: """
            Closures have no equality. The default is evaluated on every read, producing a new closure \
            value, so SwiftUI cannot tell that nothing changed and every view reading the key looks \
            invalidated.
            """,
            example: """
            extension EnvironmentValues {
                @Entry var onShare: (URL) -> Void = { _ in }
            }
            """,
            useInstead: """
            extension EnvironmentValues {
                @Entry var onShare: ((URL) -> Void)? = nil
            }

            // or a stable value with `callAsFunction`
            struct ShareAction { func callAsFunction(_ url: URL) {} }
            extension EnvironmentValues {
                @Entry var share = ShareAction()
            }
            """,
            fixSafety: """
            When the type is written, the fix makes it optional with a `nil` default. It is unsafe: \
            every reader must now handle `nil`, and code calling the closure stops compiling until it does.
            """),
        auditCases: "the project injects the key above every reader it shows: only previews (or views outside those subtrees) reach the default, and a closure holds no state to lose",
        triggeringExamples: [
            """
            extension EnvironmentValues {
                @Entry var onTap: () -> Void = ↓{}
            }
            """,
            """
            extension EnvironmentValues {
                @Entry var formatter = ↓{ (value: Double) in "\\(value)" }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            extension EnvironmentValues {
                @Entry var onTap: (() -> Void)? = nil
            }
            """,
            """
            struct ShareAction { func callAsFunction() {} }
            extension EnvironmentValues {
                @Entry var share = ShareAction()
            }
            """,
        ])

    enum Message {
        case closure(property: String)

        var text: String {
            switch self {
            case let .closure(property):
                return "'@Entry' default of '\(property)' is a closure literal: closures cannot be compared, so every read looks changed and re-evaluates its readers"
            }
        }
    }

    /// A finding sits on an `@Entry` property.
    public static let triggers = ["@Entry"]

    public static let summaryFacts: SummaryFacts = [.observation]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        for entry in context.entries where entry.verdict.kind == .closure {
            var fix: Fix? = nil
            var notes: [Note] = []
            if let type = entry.type, tree.kind(type) == .functionType || tree.kind(type) == .attributedType {
                let f = Fix(title: "make '\(entry.name)' optional with a nil default: '(\(tree.text(type)))? = nil'", edits: [
                    Edit(range: tree.range(type), replacement: "(\(tree.text(type)))?"),
                    Edit(range: tree.range(entry.value), replacement: "nil"),
                ], applicability: .unsafe)
                fix = f
            } else {
                notes.append(Note(message: "make '\(entry.name)' an optional closure with a nil default, or a stable value with 'callAsFunction'"))
            }
            notes += entry.readersNotes(context)
            // Injected above every reader the project shows: the app's views read the injected
            // closure, which is as new on each evaluation of the injecting body as the default.
            let covered = entry.coverage(context)?.uncovered.isEmpty ?? false
            context.report(info, entry.value, Message.closure(property: entry.name).text, notes: notes, fix: fix,
                           profile: covered ? .audit : nil)
        }
    }
}
