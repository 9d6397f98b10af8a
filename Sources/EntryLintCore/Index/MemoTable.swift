import Foundation

/// Facts the rules compute once per project from files other than the one being linted (the
/// injections of every site, a view's rendered children, the flipping calls of a caller file),
/// in one table for the whole index so that the dependency bookkeeping is in one place.
///
/// A value keeps what it was computed from (`DependencyRecorder`: files read, positional facts,
/// project facts): a caller served from the table depends on them as the first one did, and an
/// edit drops exactly the values computed from what it changed (`forget`).
final class MemoTable: @unchecked Sendable {
    private struct Value {
        var value: Any
        var files: Set<Int32>
        var facts: Set<ProjectFact>
        var names: Set<String>
    }

    private let lock = NSLock()
    private var values: [String: Value] = [:]
    /// The keys of the values computed from each file and each project fact, so that an edit
    /// drops them without visiting (and copying) the whole table: the server forgets once per
    /// keystroke. A key listed for a value since replaced is only forgotten early; sets, so that
    /// recomputing a value does not list it again.
    private var keysByFile: [Int32: Set<String>] = [:]
    private var keysByFact: [ProjectFact: Set<String>] = [:]

    /// The value under `key`, computed on first use (thread-safe: concurrent callers may both
    /// compute it, with equal results).
    func value<T>(_ key: String, _ compute: () -> T) -> T {
        lock.lock()
        if let known = values[key], let value = known.value as? T {
            lock.unlock()
            DependencyRecorder.note(known.files, known.facts, known.names)
            return value
        }
        lock.unlock()
        let recorder = DependencyRecorder()
        let value = recorder.recording(compute)
        lock.lock()
        values[key] = Value(value: value, files: recorder.files, facts: recorder.facts, names: recorder.names)
        for f in recorder.files { keysByFile[f, default: []].insert(key) }
        for f in recorder.facts { keysByFact[f, default: []].insert(key) }
        lock.unlock()
        return value
    }

    /// Drops the values computed from a file's source (or, for
    /// `DependencyRecorder.positionalFacts`, from any file's lines or names used).
    func forget(file: Int32) {
        lock.lock()
        for key in keysByFile.removeValue(forKey: file) ?? [] { values[key] = nil }
        lock.unlock()
    }

    /// Drops the values computed from project facts that changed.
    func forget(facts: Set<ProjectFact>) {
        guard !facts.isEmpty else { return }
        lock.lock()
        for fact in facts {
            for key in keysByFact.removeValue(forKey: fact) ?? [] { values[key] = nil }
        }
        lock.unlock()
    }
}
