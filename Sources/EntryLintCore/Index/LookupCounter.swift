/// Counts the work of name lookups: the declarations (or groups of them) `ProjectIndex`'s
/// candidate lookup weighs. Off (nothing counted) unless a test runs code inside `counting`;
/// tests assert with it that a lookup's work does not grow with the number of declarations of
/// the name beyond the ones it must visit, which a clock cannot show reliably.
final class LookupCounter: @unchecked Sendable {
    // One counter belongs to one test's thread, like `DependencyRecorder`.
    private(set) var visits = 0

    init() {}

    @TaskLocal static var current: LookupCounter?
    /// Set once some counter ran: until then a lookup does not read the task-local (a lookup
    /// is frequent enough for that read to show in a run's instruction count).
    nonisolated(unsafe) private static var used = false

    /// Runs `body` with the lookups it makes counted into this counter.
    func counting<T>(_ body: () throws -> T) rethrows -> T {
        LookupCounter.used = true
        return try LookupCounter.$current.withValue(self) { try body() }
    }

    @inline(__always) static func add(_ n: Int) {
        guard used, n > 0, let c = current else { return }
        c.visits += n
    }
}
