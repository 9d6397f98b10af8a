/// `entry_wrapped_reference`: an `@Entry` default that is a value holding a new class instance.
/// Documentation: `info.documentation` (`entrylint explain entry_wrapped_reference`).
public enum EntryWrappedReference: LintRule {
    public static let info = RuleInfo(
        id: "entry_wrapped_reference",
        defaultSeverity: .warning,
        category: .correctness,
        isFixable: true,
        summary: "An @Entry default is a value that wraps a new class instance created on every read.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports an `@Entry` default that is a value — a struct, tuple, array, dictionary, optional, \
            enum payload or constant `Binding` — containing a class or actor instance created by the \
            same expression: `Dependencies(cache: Cache())`, `[Logger()]`, `.constant(Provider())`, \
            or a struct whose memberwise or default \
            initializer runs a stored-property initializer such as `var cache = Cache()`.
            """,
            whyIsThisBad: """
            The value is copied, but the object inside has a new identity on every evaluation of the \
            default, which `@Entry` performs on every read. SwiftUI sees a different environment value \
            and re-evaluates the views that read the key.
            """,
            example: """
            struct SearchDependencies { let cache: ResultCache }

            extension EnvironmentValues {
                @Entry var searchDependencies = SearchDependencies(cache: ResultCache())
            }
            """,
            useInstead: """
            private let defaultSearchDependencies = SearchDependencies(cache: ResultCache())

            extension EnvironmentValues {
                @Entry var searchDependencies = defaultSearchDependencies
            }
            """,
            fixSafety: """
            The fix hoists the whole default into a stored `private let` global and is unsafe: the \
            wrapped object is created once and shared. Swift 6 language mode rejects a global `let` of a non-`Sendable` type, so the global is \
            written `nonisolated(unsafe) private let` unless its type is known to be `Sendable` (a \
            standard value type; a project actor; a class or value declared `Sendable` or \
            `@MainActor`; a non-public struct or enum made only of known-`Sendable` parts). The \
            unsafe marker is used rather than `@MainActor` because `EnvironmentValues` is read \
            from nonisolated code; keeping the shared instance thread-safe is then the code's \
            job, one more reason the fix is unsafe.
            """),
        triggeringExamples: [
            """
            final class ResultCache {}
            struct SearchDependencies { let cache: ResultCache }
            extension EnvironmentValues {
                @Entry var searchDependencies = ↓SearchDependencies(cache: ResultCache())
            }
            """,
            """
            final class Cache {}
            struct Holder { var cache = Cache() }
            extension EnvironmentValues {
                @Entry var holder = ↓Holder()
            }
            """,
            """
            final class Logger {}
            extension EnvironmentValues {
                @Entry var loggers = ↓[Logger()]
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Settings { var limit = 10 }
            extension EnvironmentValues {
                @Entry var settings = Settings()
            }
            """,
            """
            final class ResultCache {}
            struct SearchDependencies { let cache: ResultCache }
            private let defaultSearchDependencies = SearchDependencies(cache: ResultCache())
            extension EnvironmentValues {
                @Entry var searchDependencies = defaultSearchDependencies
            }
            """,
        ])

    enum Message {
        case wrapped(expression: String, consequence: String, inner: String, typeName: String, reason: String?)

        var text: String {
            switch self {
            case let .wrapped(expression, consequence, inner, typeName, reason):
                _ = (inner, reason)
                return "'@Entry' default '\(expression)' holds a new '\(typeName)' created on every read: \(consequence)"
            }
        }

        /// What creates the instance, and why, for a note.
        var detail: Note {
            switch self {
            case let .wrapped(_, _, inner, _, reason):
                return Note(message: "'\(inner)' creates it" + (reason.map { " (\($0))" } ?? ""))
            }
        }
    }

    /// A finding sits on an `@Entry` property.
    public static let triggers = ["@Entry"]

    public static let summaryFacts: SummaryFacts = [.observation]

    public static func check(_ context: RuleContext) {
        for entry in context.entries where entry.verdict.kind == .wrappedReference {
            let v = entry.verdict
            let message = Message.wrapped(expression: context.shortQuote(entry.value, limit: 30),
                                          consequence: entry.consequence(entry.coverage(context), context),
                                          inner: v.culprit.map { FreshnessEvaluator.shortText($0) } ?? "?", typeName: v.typeName ?? "?", reason: v.reasons.first?.sentence)
            let fix = entry.hoistFix(context, title: "store the value once: hoist '\(context.quote(entry.value))' into 'private let \(entry.hoistedName(context))'")
            context.report(info, entry.value, message.text, notes: [message.detail] + entry.readersNotes(context), fix: fix)
        }
    }
}
