/// Which files' source one lint read through the index, and which project-wide facts it
/// consulted: `ProjectIndex.snippet(_:)` notes the file of every snippet it hands out, the
/// accessors of facts computed from every file's summary (`ProjectFact`) note the fact, and
/// values memoized from either (`MemoTable`) carry what they were computed from, so a later
/// reader of the cached value depends on it too.
///
/// Together with a summary's facts (`SummaryCodec.facts`) this says exactly when another file's
/// findings may change: when a file it depends on changes at all, when a project fact it
/// consulted has another value, or when any file's structural facts change. The incremental
/// linter and the persistent cache lint only those files again.
public final class DependencyRecorder: @unchecked Sendable {
    // One recorder belongs to one file's lint, which runs on one thread.
    public private(set) var files: Set<Int32> = []
    public private(set) var facts: Set<ProjectFact> = []
    /// The simple names whose declarations the lint looked up (types, typealiases, globals,
    /// extensions of SDK types), found or not: a declaration edit re-lints only the files that
    /// looked up a name whose declarations changed (`ProjectIndex.declarationsDigest`).
    public private(set) var names: Set<String> = []

    public init() {}

    @TaskLocal static var current: DependencyRecorder?

    /// Runs `body` with reads recorded into this recorder (nested recorders all see them).
    public func recording<T>(_ body: () throws -> T) rethrows -> T {
        let outer = DependencyRecorder.current
        return try DependencyRecorder.$current.withValue(self) {
            defer {
                if let outer {
                    outer.files.formUnion(files)
                    outer.facts.formUnion(facts)
                    outer.names.formUnion(names)
                }
            }
            return try body()
        }
    }

    /// Stands for every file's positional facts (lines, names used; `SummaryCodec.Facts`): a
    /// lint that read any of them depends on all of them.
    public static let positionalFacts: Int32 = -2

    static func note(_ file: Int32) { current?.files.insert(file) }

    static func notePositionalFacts() { current?.files.insert(positionalFacts) }

    static func note(_ fact: ProjectFact) { current?.facts.insert(fact) }

    static func note(name: String) { current?.names.insert(name) }

    static func note(_ files: Set<Int32>, _ facts: Set<ProjectFact>, _ names: Set<String>) {
        guard let current else { return }
        current.files.formUnion(files)
        current.facts.formUnion(facts)
        current.names.formUnion(names)
    }
}

/// A value the index computes from every file's summary, which a lint consults as a whole:
/// whether one file's declaration is preview-only depends on the uses in every other file, and
/// which files call a conditional modifier on every file's member calls. A lint depends on the
/// *value* it read, not on the per-file lists it is computed from, so an edit that brings a new
/// name into a body re-lints only the files whose consulted values it changes
/// (`ProjectIndex.hash(of:)`, `ProjectIndex.updateProjectFacts`).
public enum ProjectFact: Hashable, Sendable, Comparable {
    /// `ProjectIndex.previewOnlyNames`.
    case previewOnlyNames
    /// `ProjectIndex.callers(of:)` for one conditional-modifier name.
    case callers(String)
    /// `ProjectIndex.varyingInputs`: the view inputs some file may change.
    case varyingInputs
    /// `ProjectIndex.writeFrequencies`: the change model's write sites.
    case writeFrequencies
    /// `ProjectIndex.environmentFlow`: which declarations inject which environment keys, and
    /// which names each declaration's code calls.
    case environmentFlow
    /// `ProjectIndex.protocolsRefining(_:)` for one protocol name.
    case refining(String)
    /// `ProjectIndex.isInWidgetExtension(file:)`: the modules holding a widget.
    case widgetModules
    /// Every typealias, or every type, of the project (a rule that looks through all of them).
    case allAliases, allTypes
    /// `ProjectIndex.viewConformingTypeNames`: trigger words. A file that holds none of the
    /// trigger words was not linted and depends on them alone.
    case viewTypes

    /// Its name in the persistent cache.
    var key: String {
        switch self {
        case .previewOnlyNames: return "preview-only"
        case .callers(let name): return "callers " + name
        case .varyingInputs: return "varying-inputs"
        case .writeFrequencies: return "write-frequencies"
        case .environmentFlow: return "environment-flow"
        case .refining(let name): return "refining " + name
        case .widgetModules: return "widget-modules"
        case .allAliases: return "all-aliases"
        case .allTypes: return "all-types"
        case .viewTypes: return "view-types"
        }
    }

    init?(key: String) {
        if key == "preview-only" {
            self = .previewOnlyNames
        } else if key == "varying-inputs" {
            self = .varyingInputs
        } else if key == "write-frequencies" {
            self = .writeFrequencies
        } else if key == "environment-flow" {
            self = .environmentFlow
        } else if key == "widget-modules" {
            self = .widgetModules
        } else if key == "all-aliases" {
            self = .allAliases
        } else if key == "all-types" {
            self = .allTypes
        } else if key == "view-types" {
            self = .viewTypes
        } else if key.hasPrefix("callers ") {
            self = .callers(String(key.dropFirst(8)))
        } else if key.hasPrefix("refining ") {
            self = .refining(String(key.dropFirst(9)))
        } else {
            return nil
        }
    }
}
