/// `entry_unstable_default`: an `@Entry` default that creates a class or actor instance.
/// The full documentation (what, why, example, use instead, fix safety) is `info.documentation`,
/// printed by `entrylint explain entry_unstable_default`.
public enum EntryUnstableDefault: LintRule {
    public static let info = RuleInfo(
        id: "entry_unstable_default",
        defaultSeverity: .warning,
        category: .correctness,
        isFixable: true,
        summary: "An @Entry default creates a new class or actor instance on every read.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports an `@Entry` property (in an extension of `EnvironmentValues`, `Transaction`, \
            `ContainerValues` or `FocusedValues`) whose default value creates a class or actor instance, \
            directly (`Repository()`, `.init()`), through an immediately-invoked closure, or through a \
            project computed property or function that returns a new instance. When the project \
            injects the key (`.environment(\\.key, value)`), the finding stays (a reader outside the \
            injected views, or a preview, still builds a new instance on every read) and says which \
            readers still reach the default.
            """,
            whyIsThisBad: """
            The `@Entry` macro turns the default into a computed getter: SwiftUI evaluates it every \
            time a view reads the key and nothing was injected above it. Each evaluation builds an \
            object with a new identity, so SwiftUI sees a changed environment and re-evaluates every \
            view that reads the key, even on unrelated changes.
            """,
            example: """
            extension EnvironmentValues {
                @Entry var thumbnailRepository = ThumbnailRepository()
            }
            """,
            useInstead: """
            private let defaultThumbnailRepository = ThumbnailRepository()

            extension EnvironmentValues {
                @Entry var thumbnailRepository = defaultThumbnailRepository
            }

            // or: an optional without a default, injected by an owner with a clear lifetime
            extension EnvironmentValues {
                @Entry var thumbnailRepository: ThumbnailRepository?
            }
            """,
            fixSafety: """
            The fix moves the default into a stored `private let` global and is unsafe: the instance \
            is now created once, lazily, and shared. Swift 6 language mode rejects a global `let` of a non-`Sendable` type, so the global is \
            written `nonisolated(unsafe) private let` unless its type is known to be `Sendable` (a \
            standard value type; a project actor; a class or value declared `Sendable` or \
            `@MainActor`; a non-public struct or enum made only of known-`Sendable` parts). The \
            unsafe marker is used rather than `@MainActor` because `EnvironmentValues` is read \
            from nonisolated code; keeping the shared instance thread-safe is then the code's \
            job, one more reason the fix is unsafe.
            """),
        triggeringExamples: [
            """
            final class Repo {}
            extension EnvironmentValues {
                @Entry var repo = ↓Repo()
            }
            """,
            """
            actor Store {}
            extension EnvironmentValues {
                @Entry var store: Store = ↓.init()
            }
            """,
            """
            extension EnvironmentValues {
                @Entry var decoder = ↓JSONDecoder()
            }
            """,
            """
            final class Cache { static var fresh: Cache { Cache() } }
            extension EnvironmentValues {
                @Entry var cache = ↓Cache.fresh
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class Repo {}
            private let defaultRepo = Repo()
            extension EnvironmentValues {
                @Entry var repo = defaultRepo
            }
            """,
            """
            final class Repo { static let shared = Repo() }
            extension EnvironmentValues {
                @Entry var repo = Repo.shared
                @Entry var optionalRepo: Repo?
            }
            """,
            """
            extension EnvironmentValues {
                @Entry var client = UnknownClient()
            }
            """,
        ])

    enum Message {
        /// `expression` is quoted short; `what` says what it creates (`MessageLine.newInstance`).
        case fresh(expression: String, consequence: String, what: String, via: String?)

        var text: String {
            switch self {
            case let .fresh(expression, consequence, what, _):
                return "'@Entry' default '\(expression)' creates \(what) on every read: \(consequence)"
            }
        }

        /// How the expression creates it, for a note.
        var detail: Note? {
            switch self {
            case let .fresh(_, _, _, via): return via.map { Note(message: $0) }
            }
        }
    }

    /// A finding sits on an `@Entry` property.
    public static let triggers = ["@Entry"]

    public static let summaryFacts: SummaryFacts = [.observation]

    public static func check(_ context: RuleContext) {
        for entry in context.entries where entry.verdict.kind == .freshReference {
            let v = entry.verdict
            let via = v.reasons.count > 1 ? v.reasons.first?.sentence : nil
            let message = Message.fresh(expression: context.shortQuote(entry.value, limit: 30),
                                        consequence: entry.consequence(entry.coverage(context), context),
                                        what: MessageLine.newInstance(of: v.typeName ?? "?", expression: context.quote(entry.value),
                                                                      kind: v.typeKind ?? "class"),
                                        via: via)
            let fix = entry.hoistFix(context, title: "store the instance once: hoist '\(context.quote(entry.value))' into 'private let \(entry.hoistedName(context))', or make '\(entry.name)' optional without a default and inject it from its owner")
            context.report(info, entry.value, message.text, notes: (message.detail.map { [$0] } ?? []) + entry.readersNotes(context),
                           fix: fix)
        }
    }
}
