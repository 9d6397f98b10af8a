import Foundation

/// Finds the configuration that applies to each folder: `--config FILE` for all, or the nearest
/// `.entrylint.json` at or above the folder. Results are cached per folder; a file is read
/// once. Errors are collected, not thrown, so all of them can be reported together.
public final class ConfigResolver {
    let explicit: Configuration?
    let knownRules: [String]
    let cwd: String
    var byDirectory: [String: Configuration?] = [:]
    var byFile: [String: Configuration?] = [:]
    public private(set) var errors: [ConfigError] {
        get { lock.lock(); defer { lock.unlock() }; return storedErrors }
        set { lock.lock(); defer { lock.unlock() }; storedErrors = newValue }
    }
    private var storedErrors: [ConfigError] = []
    /// The project loader asks from several threads (`ProjectLoader.jobs`); lookups recurse
    /// into parent folders and `extends`, so the lock is recursive.
    private let lock = NSRecursiveLock()

    /// `explicitPath` is `--config FILE` (loaded now; a failure is in `errors`).
    public init(explicitPath: String?, cwd: String, knownRules: [String]) {
        self.cwd = cwd
        self.knownRules = knownRules
        if let explicitPath {
            do {
                explicit = try Configuration.load(path: Paths.absolute(explicitPath, base: cwd), displayPath: explicitPath, knownRules: knownRules)
            } catch {
                explicit = nil
                storedErrors.append(error)
            }
        } else {
            explicit = nil
        }
    }

    public var usesExplicitFile: Bool { explicit != nil }

    /// The configuration for files in `directory` (absolute, normalised).
    public func configuration(forDirectory directory: String) -> Configuration? {
        if let explicit { return explicit }
        lock.lock()
        defer { lock.unlock() }
        if let cached = byDirectory[directory] { return cached }
        let candidate = directory == "/" ? "/" + Configuration.fileName : directory + "/" + Configuration.fileName
        var result: Configuration?
        if FileManager.default.fileExists(atPath: candidate) {
            result = load(candidate)
        } else {
            let parent = Paths.parent(directory)
            result = parent == directory ? nil : configuration(forDirectory: parent)
        }
        byDirectory[directory] = result
        return result
    }

    func load(_ absolutePath: String, extending chain: [String] = []) -> Configuration? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = byFile[absolutePath] { return cached }
        let display = displayPath(absolutePath)
        var result: Configuration?
        do {
            result = try Configuration.load(path: absolutePath, displayPath: display, knownRules: knownRules)
        } catch {
            storedErrors.append(error)
        }
        if let config = result, let parent = config.extends {
            let target = Paths.normalize(parent.absolutePath)
            if chain.contains(target) || target == absolutePath {
                storedErrors.append(ConfigError(path: display, line: parent.line, column: parent.column,
                                          message: "'extends' makes a cycle: \((chain + [absolutePath, target]).map(displayPath).joined(separator: " -> "))"))
                result = nil
            } else if !FileManager.default.fileExists(atPath: target) {
                storedErrors.append(ConfigError(path: display, line: parent.line, column: parent.column,
                                          message: "'extends' names '\(parent.path)', which does not exist (looked for \(displayPath(target)))"))
                result = nil
            } else if let base = load(target, extending: chain + [absolutePath]) {
                result = config.merged(over: base)
            } else {
                result = nil // the error is already reported for that file
            }
        }
        byFile[absolutePath] = result
        return result
    }

    /// Sorts the errors from `start` on by file and position: those found by threads running
    /// at once (`ProjectLoader.load`) come in the same order on every run.
    func sortErrors(from start: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard start < storedErrors.count else { return }
        storedErrors[start...].sort { ($0.path, $0.line ?? 0, $0.column ?? 0, $0.message) < ($1.path, $1.line ?? 0, $1.column ?? 0, $1.message) }
    }

    func displayPath(_ absolutePath: String) -> String {
        Paths.relative(absolutePath, to: cwd).map { $0.hasPrefix("../../..") ? absolutePath : $0 } ?? absolutePath
    }
}
