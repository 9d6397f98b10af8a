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
            readers still reach the default. Keys of one extension that the project injects above \
            every reader are one finding (the same cause: only previews or views outside those \
            subtrees reach the defaults), with a note on each other key and one fix for all.
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
        let tree = context.tree
        var covered: [NodeID: [EntryDefault]] = [:]
        var order: [NodeID] = []
        for entry in context.entries where entry.verdict.kind == .freshReference {
            // Keys the project injects above every reader it shows: only previews (or views
            // outside those subtrees) reach the defaults, the same cause for each key of one
            // extension (a dozen services injected at the root): one finding, a note per key.
            if let coverage = entry.coverage(context), coverage.uncovered.isEmpty {
                var ext = entry.decl
                while let p = context.views.parent(ext), tree.kind(ext) != .extensionDecl { ext = p }
                if covered[ext] == nil { order.append(ext) }
                covered[ext, default: []].append(entry)
                continue
            }
            report(entry, context)
        }
        for ext in order {
            let group = covered[ext] ?? []
            guard group.count > 1, let first = group.first else {
                group.forEach { report($0, context) }
                continue
            }
            var notes = first.readersNotes(context)
            for other in group.dropFirst() {
                let at = tree.location(tree.range(other.value).lowerBound)
                notes.append(Note(message: "the same for '\(other.name)': its default '\(context.shortQuote(other.value, limit: 30))' creates \(what(other, context)) on every read, and it is injected above every reader",
                                  path: context.path, location: SourceLocation(line: at.line, column: at.column)))
            }
            // One fix for the group: each default hoisted into its own global, declared together.
            let fixes = group.map { $0.hoistFix(context, title: "") }
            var edits: [Edit] = []
            for fix in fixes {
                for edit in fix.edits {
                    if edit.range.isEmpty, let k = edits.firstIndex(where: { $0.range == edit.range }) {
                        edits[k].replacement += edit.replacement
                    } else {
                        edits.append(edit)
                    }
                }
            }
            let fix = Fix(title: "store each instance once: hoist the \(group.count) defaults into private globals, or make them optional without a default and inject them from their owner",
                          edits: edits.sorted { $0.range.lowerBound < $1.range.lowerBound }, applicability: fixes[0].applicability)
            let message = Message.fresh(expression: context.shortQuote(first.value, limit: 30),
                                        consequence: "'\(first.name)' and \(group.count - 1) more keys here are injected above every reader the project shows, so only views \(group.contains { !($0.coverage(context)?.inPreviews.isEmpty ?? true) } ? "in previews" : "outside those subtrees") reach their defaults",
                                        what: what(first, context), via: nil)
            context.report(info, first.value, message.text, notes: notes, fix: fix)
        }
    }

    static func what(_ entry: EntryDefault, _ context: RuleContext) -> String {
        MessageLine.newInstance(of: entry.verdict.typeName ?? "?", expression: context.quote(entry.value), kind: entry.verdict.typeKind ?? "class")
    }

    static func report(_ entry: EntryDefault, _ context: RuleContext) {
        let v = entry.verdict
        let via = v.reasons.count > 1 ? v.reasons.first?.sentence : nil
        let message = Message.fresh(expression: context.shortQuote(entry.value, limit: 30),
                                    consequence: entry.consequence(entry.coverage(context), context),
                                    what: what(entry, context), via: via)
        let fix = entry.hoistFix(context, title: "store the instance once: hoist '\(context.quote(entry.value))' into 'private let \(entry.hoistedName(context))', or make '\(entry.name)' optional without a default and inject it from its owner")
        context.report(info, entry.value, message.text, notes: (message.detail.map { [$0] } ?? []) + entry.readersNotes(context),
                       fix: fix)
    }
}
