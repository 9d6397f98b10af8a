import EntryLintCore

/// The server's one door into the engine: which files make up each project, their contents
/// (the editor's unsaved buffers over the files on disk) and the configuration that applies.
/// Linting goes through `Linter.lint`, the command line's path, with the buffers as in-memory
/// `SourceInput`s and the rest of the project in the cross-file index.
///
/// Today every lint rebuilds the project's index from the in-memory contents (no file is read
/// again, but every file is summarised again); the incremental project model replaces the inside
/// of `lint(_:)` without changing this interface.
public final class WorkspaceLinter {
    /// The Swift files of a project root (absolute paths), as the command line would lint them.
    public typealias Discover = (_ root: String, _ resolver: ConfigResolver) -> [String]

    struct Project {
        var root: String
        var files: [String] = []
        var members: Set<String> = []
        var resolver: ConfigResolver

        init(root: String) {
            self.root = root
            resolver = ConfigResolver(explicitPath: nil, cwd: root, knownRules: Linter.rules.map(\.id))
        }

        func contains(_ path: String) -> Bool { path.hasPrefix(root == "/" ? "/" : root + "/") }
    }

    private let discover: Discover
    private let jobs: Int?
    private var projects: [Project] = []
    /// Files as last read from disk, by absolute path; read once, again only when they change.
    private var disk: [String: [UInt8]] = [:]
    /// The editor's buffers, by absolute path.
    private var overlays: [String: [UInt8]] = [:]

    public init(roots: [String], jobs: Int? = nil, discover: @escaping Discover) {
        self.discover = discover
        self.jobs = jobs
        // Nested roots: the innermost wins, so longer roots are tried first.
        projects = Set(roots.map(Paths.normalize)).sorted { $0.count > $1.count }.map { Project(root: $0) }
    }

    public var roots: [String] { projects.map(\.root) }

    /// Finds every project's files and reads them: the initial index.
    public func indexAll() {
        for k in projects.indices { rediscover(k) }
    }

    /// A buffer's text as the editor has it (open or changed, saved or not).
    public func update(file path: String, contents: [UInt8]) {
        overlays[path] = contents
    }

    /// The buffer was closed: the file on disk counts again.
    public func close(file path: String) {
        overlays[path] = nil
    }

    /// The file changed on disk (saved, or changed by another program): read it again, and add
    /// a new file to its project when the project's discovery takes it.
    public func fileChangedOnDisk(_ path: String) {
        disk[path] = nil
        guard let k = projectIndex(of: path) else { return }
        if projects[k].members.contains(path) {
            disk[path] = DiskFile.read(path)
        } else if path.hasSuffix(".swift") {
            rediscover(k)
        }
    }

    /// The file was deleted.
    public func remove(file path: String) {
        disk[path] = nil
        guard let k = projectIndex(of: path), projects[k].members.contains(path) else { return }
        projects[k].members.remove(path)
        projects[k].files.removeAll { $0 == path }
    }

    /// `.entrylint.json` changed: configurations are read again and the file lists rebuilt
    /// (`include`/`exclude` may have changed). Contents already read are kept.
    public func reloadConfiguration() {
        for k in projects.indices {
            projects[k].resolver = ConfigResolver(explicitPath: nil, cwd: projects[k].root, knownRules: Linter.rules.map(\.id))
            rediscover(k)
        }
    }

    /// Problems in the configuration files read so far, with absolute paths.
    public var configurationErrors: [ConfigError] {
        projects.flatMap { p in
            p.resolver.errors.map { e in
                var e = e
                e.path = Paths.absolute(e.path, base: p.root)
                return e
            }
        }
    }

    /// The root of the project a file belongs to, if any.
    public func root(of path: String) -> String? { projectIndex(of: path).map { projects[$0].root } }

    /// The text a file was linted from: the buffer, else the file as read.
    public func contents(of path: String) -> [UInt8]? {
        if let b = overlays[path] { return b }
        if let b = disk[path] { return b }
        let b = DiskFile.read(path)
        if projectIndex(of: path).map({ projects[$0].members.contains(path) }) == true { disk[path] = b }
        return b
    }

    /// Findings for one file (absolute paths in findings and notes).
    public func diagnostics(for path: String) -> [Finding] { lint([path])[path] ?? [] }

    /// Findings for each of `paths`, one engine run per project. A file the configuration
    /// excludes has none. Finding and note paths are absolute.
    public func lint(_ paths: [String]) -> [String: [Finding]] {
        var out: [String: [Finding]] = [:]
        for p in paths { out[p] = [] }
        var byProject: [Int?: [String]] = [:]
        for p in paths { byProject[projectIndex(of: p), default: []].append(p) }
        for (k, targets) in byProject {
            if let k {
                for (path, findings) in lint(targets, in: k) { out[path] = findings }
            } else {
                for path in targets {
                    // A file outside every workspace folder is a project of its own.
                    var lone = Project(root: Paths.parent(path))
                    lone.files = [path]
                    lone.members = [path]
                    projects.append(lone)
                    out[path] = lint([path], in: projects.count - 1)[path] ?? []
                    projects.removeLast()
                }
            }
        }
        return out
    }

    private func lint(_ targets: [String], in k: Int) -> [String: [Finding]] {
        let project = projects[k]
        let rules = Linter.rules
        var settingsByConfig: [String: FileSettings] = [:]
        func settings(_ abs: String) -> (FileSettings, excluded: Bool) {
            let config = project.resolver.configuration(forDirectory: Paths.parent(abs))
            let key = config?.path ?? ""
            let s = settingsByConfig[key] ?? RuleSelection().settings(config: config, rules: rules)
            settingsByConfig[key] = s
            return (s, config?.excludes(absolutePath: abs) == true)
        }
        let wanted = Set(targets)
        var inputs: [SourceInput] = []
        inputs.reserveCapacity(project.files.count + targets.count)
        var enabled = Set<String>()
        func add(_ abs: String, indexOnly: Bool) {
            guard let bytes = contents(of: abs) else { return }
            let (s, _) = settings(abs)
            var input = SourceInput(path: Paths.relative(abs, to: project.root) ?? abs, contents: bytes, diskPath: abs)
            input.settings = s
            input.indexOnly = indexOnly
            if !indexOnly { enabled.formUnion(s.enabledRules) }
            inputs.append(input)
        }
        for abs in project.files { add(abs, indexOnly: !wanted.contains(abs)) }
        // Open files the discovery skipped (generated, ignored) are linted as the command line
        // lints a file it is given, unless the configuration excludes them.
        for abs in targets where !project.members.contains(abs) && !settings(abs).excluded { add(abs, indexOnly: false) }
        guard !enabled.isEmpty else { return [:] }
        var options = LintOptions(enabledRules: enabled, jobs: jobs)
        options.skipUntriggeredFiles = true
        let result = Linter.lint(inputs, options: options)
        var out: [String: [Finding]] = [:]
        for var f in result.findings {
            f.path = Paths.absolute(f.path, base: project.root)
            for n in f.notes.indices {
                if let p = f.notes[n].path { f.notes[n].path = Paths.absolute(p, base: project.root) }
                for k in f.notes[n].places.indices {
                    f.notes[n].places[k].path = Paths.absolute(f.notes[n].places[k].path, base: project.root)
                }
            }
            out[f.path, default: []].append(f)
        }
        return out
    }

    private func projectIndex(of path: String) -> Int? {
        projects.firstIndex { $0.contains(path) }
    }

    private func rediscover(_ k: Int) {
        let files = discover(projects[k].root, projects[k].resolver)
        // Files claimed by a nested project belong to it.
        let inner = projects.indices.filter { $0 != k && projects[$0].root.count > projects[k].root.count && projects[k].contains(projects[$0].root) }
        projects[k].files = files.filter { f in !inner.contains { projects[$0].contains(f) } }
        projects[k].members = Set(projects[k].files)
        for f in projects[k].files where disk[f] == nil { disk[f] = DiskFile.read(f) }
        let members = Set(projects.flatMap(\.files))
        for f in disk.keys where !members.contains(f) { disk[f] = nil }
    }
}
