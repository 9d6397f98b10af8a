/// The fixes of every project of a `LintJob`: which files changed, from which bytes, how many
/// findings each resolved, and the fixes that could not be applied. Writing is separate
/// (`write`), so that a caller may show a diff instead or print a fixed buffer.
public struct FixSummary: Sendable {
    /// A file of one of the job's projects.
    public struct Key: Hashable, Comparable, Sendable {
        public var project: Int
        public var input: Int
        public init(project: Int, input: Int) {
            self.project = project
            self.input = input
        }
        public static func < (a: Key, b: Key) -> Bool { (a.project, a.input) < (b.project, b.input) }
    }

    /// A file whose text the fixes changed.
    public struct Change: Sendable {
        public var key: Key
        public var path: String
        public var diskPath: String
        /// The bytes that were read and linted.
        public var original: [UInt8]
        public var fixed: [UInt8]
    }

    /// What writing the changes did.
    public struct Writes: Sendable {
        /// Files saved by someone else since they were read: not written (display paths).
        public var changedSinceLint: [String] = []
        /// Files that could not be written.
        public var failures: [FileError] = []
    }

    /// File → the bytes that were linted, for files whose text changed.
    public var originals: [Key: [UInt8]] = [:]
    /// File → how many findings its fixes resolved.
    public var fixedByFile: [Key: Int] = [:]
    /// Fixes that could not be applied, as `path:line:col: warning: …` lines.
    public var rejected: [String] = []

    public init() {}

    /// The changed files in project and input order, with their fixed text from `projects`.
    public func changes(in projects: [Project]) -> [Change] {
        originals.keys.sorted().compactMap { key in
            let input = projects[key.project].inputs[key.input]
            guard let original = originals[key], let fixed = input.contents else { return nil }
            return Change(key: key, path: input.path, diskPath: input.diskPath, original: original, fixed: fixed)
        }
    }

    /// Writes each changed file unless it changed on disk since it was read (`FixWriter`).
    public func write(_ projects: [Project]) -> Writes {
        var w = Writes()
        for change in changes(in: projects) {
            switch FixWriter.write(change.fixed, to: change.diskPath, ifStill: change.original) {
            case .written: break
            case .changedSinceLint: w.changedSinceLint.append(change.path)
            case .failed(let message): w.failures.append(FileError(path: change.path, message: message))
            }
        }
        return w
    }

    /// How many findings were fixed in how many files, leaving out files not written (display
    /// paths in `skipping`).
    public func fixed(in projects: [Project], skipping: Set<String> = []) -> (findings: Int, files: Int) {
        let written = originals.keys.filter { !skipping.contains(projects[$0.project].inputs[$0.input].path) }
        return (written.reduce(0) { $0 + (fixedByFile[$1] ?? 0) }, written.count)
    }
}
