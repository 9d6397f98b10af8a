/// Which files' source one lint read through the index: `ProjectIndex.snippet(_:)` notes the
/// file of every snippet it hands out, and values memoized from snippets (`memo`) carry the
/// files they were computed from, so a later reader of the cached value depends on them too.
///
/// Together with a summary's facts (`SummaryCodec.facts`) this says exactly when another file's
/// findings may change: when a file it depends on changes at all, or when any file's facts do.
/// The incremental linter and the persistent cache lint only those files again.
public final class DependencyRecorder: @unchecked Sendable {
    // One recorder belongs to one file's lint, which runs on one thread.
    public private(set) var files: Set<Int32> = []

    public init() {}

    @TaskLocal static var current: DependencyRecorder?

    /// Runs `body` with reads recorded into this recorder (nested recorders all see them).
    public func recording<T>(_ body: () throws -> T) rethrows -> T {
        let outer = DependencyRecorder.current
        return try DependencyRecorder.$current.withValue(self) {
            defer { if let outer { outer.files.formUnion(files) } }
            return try body()
        }
    }

    /// Stands for every file's positional facts (lines, names used; `SummaryCodec.Facts`): a
    /// lint that read any of them depends on all of them.
    public static let positionalFacts: Int32 = -2

    static func note(_ file: Int32) { current?.files.insert(file) }

    static func notePositionalFacts() { current?.files.insert(positionalFacts) }

    static func note(_ files: Set<Int32>) { current?.files.formUnion(files) }
}
