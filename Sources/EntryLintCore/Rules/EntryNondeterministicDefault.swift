/// `entry_nondeterministic_default`: an `@Entry` default whose value differs on every read.
/// Documentation: `info.documentation` (`entrylint explain entry_nondeterministic_default`).
public enum EntryNondeterministicDefault: LintRule {
    public static let info = RuleInfo(
        id: "entry_nondeterministic_default",
        defaultSeverity: .warning,
        category: .correctness,
        isFixable: true,
        summary: "An @Entry default produces a different value on every read (UUID(), Date(), .now, random).",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports an `@Entry` default whose value is a value type but differs per evaluation: \
            `UUID()`, `Date()`, `.now`, `Date(timeIntervalSinceNow:)`, `Int.random(in:)`, \
            `shuffled()`, `UUID().uuidString`, or a struct built from one of them.
            """,
            whyIsThisBad: """
            `@Entry` evaluates the default on every read. A new identifier or timestamp each time means \
            SwiftUI never sees the same environment twice: every view that reads the key is \
            re-evaluated on unrelated changes, and the value is not a meaningful default anyway.
            """,
            example: """
            extension EnvironmentValues {
                @Entry var requestID = UUID()
                @Entry var loadedAt = Date()
            }
            """,
            useInstead: """
            private let launchID = UUID()

            extension EnvironmentValues {
                @Entry var requestID = launchID
                @Entry var loadedAt: Date?   // injected by the owner that knows the time
            }
            """,
            fixSafety: """
            The fix stores the value once in a `private let` global and is unsafe: every read then \
            sees the value computed at first use, which changes what the program means. Swift 6 language mode rejects a global `let` of a non-`Sendable` type, so the global is \
            written `nonisolated(unsafe) private let` unless its type is known to be `Sendable` (a \
            standard value type; a project actor; a class or value declared `Sendable` or \
            `@MainActor`; a non-public struct or enum made only of known-`Sendable` parts). The \
            unsafe marker is used rather than `@MainActor` because `EnvironmentValues` is read \
            from nonisolated code; keeping the shared instance thread-safe is then the code's \
            job, one more reason the fix is unsafe.
            """),
        triggeringExamples: [
            """
            extension EnvironmentValues {
                @Entry var requestID = ↓UUID()
            }
            """,
            """
            extension EnvironmentValues {
                @Entry var loadedAt: Date = ↓.now
            }
            """,
            """
            extension EnvironmentValues {
                @Entry var seed = ↓Int.random(in: 0..<100)
            }
            """,
            """
            extension Transaction {
                @Entry var token = ↓UUID().uuidString
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            extension EnvironmentValues {
                @Entry var limit = 20
                @Entry var epoch = Date(timeIntervalSince1970: 0)
                @Entry var title = "Trails"
            }
            """,
            """
            let launchID = UUID()
            extension EnvironmentValues {
                @Entry var requestID = launchID
            }
            """,
        ])

    enum Message {
        case nondeterministic(expression: String, consequence: String, reason: String?)

        var text: String {
            switch self {
            case let .nondeterministic(expression, consequence, _):
                return "'@Entry' default '\(expression)' differs on every read: \(consequence)"
            }
        }

        /// Why the value differs, for a note.
        var detail: Note? {
            switch self {
            case let .nondeterministic(_, _, reason): return reason.map { Note(message: $0) }
            }
        }
    }

    /// A finding sits on an `@Entry` property.
    public static let triggers = ["@Entry"]

    public static let summaryFacts: SummaryFacts = [.observation]

    public static func check(_ context: RuleContext) {
        for entry in context.entries where entry.verdict.kind == .nondeterministic {
            let message = Message.nondeterministic(expression: context.shortQuote(entry.value, limit: 30),
                                                   consequence: entry.consequence(entry.coverage(context), context),
                                                   reason: entry.verdict.reasons.first?.sentence)
            let fix = entry.hoistFix(context, title: "compute the value once: hoist '\(context.quote(entry.value))' into 'private let \(entry.hoistedName(context))', or make '\(entry.name)' optional and inject the real value")
            context.report(info, entry.value, message.text, notes: (message.detail.map { [$0] } ?? []) + entry.readersNotes(context),
                           fix: fix)
        }
    }
}
