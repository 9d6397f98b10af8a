import EntryLintCore

/// The server's one door into the engine: the projects of the workspace folders, as the
/// command line builds them (`ProjectLoader`: project roots, modules, dependencies, ignore
/// rules, the configuration's `include`/`exclude`), with every file's contents kept in memory
/// (the editor's unsaved buffers over the files as last read) and the configuration that
/// applies. Linting goes through `Linter.lint(_: Project)`, the command line's path.
///
/// Each project is kept as an `IncrementalProject` (summaries, index and findings in memory),
/// built on its first lint; a changed file is handed to it, which re-summarizes that file and
/// lints again only what may have changed.
public final class WorkspaceLinter {
    /// One workspace folder: its loader (with its configuration resolver, display paths relative
    /// to the folder) and the projects its files belong to.
    struct Folder {
        var root: String
        var loader: ProjectLoader

        init(root: String) {
            self.root = root
            loader = ProjectLoader(cwd: root, resolver: ConfigResolver(explicitPath: nil, cwd: root, knownRules: Linter.rules.map(\.id)),
                                   respectIgnores: true)
        }
    }

    private let jobs: Int?
    /// The client's `profile` setting (`"default"`/`"audit"`), over the configuration's; set
    /// through `reloadConfiguration(profile:)`.
    public private(set) var profile: Profile?
    /// `ENTRYLINT_NO_SKIP`, `ENTRYLINT_TIMINGS`, as the server read them at start.
    private let environment: LintEnvironment
    private var folders: [Folder]
    private var projects: [Project] = []
    /// Where each project file is: (project, input), by absolute path.
    private var members: [String: (project: Int, input: Int)] = [:]
    /// Projects of open files no folder's projects hold (outside every folder, or new), by file.
    private var loose: [String: Project?] = [:]
    /// Files as last read from disk, by absolute path; read once, again only after a change.
    private var disk: [String: [UInt8]] = [:]
    /// The editor's buffers, by absolute path.
    private var overlays: [String: [UInt8]] = [:]
    /// The in-memory models of the projects linted so far, by position in `projects`.
    private var live: [Int: LiveProject] = [:]

    /// A project's incremental model, where its files are, and which of them changed since it
    /// last saw them.
    final class LiveProject {
        let model: IncrementalProject
        let positions: [String: Int]
        /// Display path → absolute path, for the findings.
        let absoluteOf: [String: String]
        var changed = Set<Int>()

        init(_ model: IncrementalProject) {
            self.model = model
            var positions: [String: Int] = [:]
            var absoluteOf: [String: String] = [:]
            for (k, input) in model.project.inputs.enumerated() {
                if positions[input.diskPath] == nil { positions[input.diskPath] = k }
                absoluteOf[input.path] = input.diskPath
            }
            self.positions = positions
            self.absoluteOf = absoluteOf
        }
    }

    /// Phase timings of each engine run, when the environment asks for them (the server logs them).
    public var timings: ((PhaseTimings) -> Void)?

    public init(roots: [String], jobs: Int? = nil, environment: LintEnvironment = LintEnvironment()) {
        self.jobs = jobs
        self.environment = environment
        var seen = Set<String>()
        folders = roots.map(Paths.normalize).filter { seen.insert($0).inserted }.map(Folder.init)
    }

    public var roots: [String] { folders.map(\.root) }

    /// Builds every folder's projects and reads their files: the initial index.
    public func indexAll() {
        projects = []
        live = [:]
        members = [:]
        loose = [:]
        for k in folders.indices {
            // "." so that display paths are relative to the folder, as `entrylint` run there shows them.
            let result = folders[k].loader.load(paths: ["."])
            for p in result.projects {
                let index = projects.count
                projects.append(p)
                for (i, input) in p.inputs.enumerated() where members[input.diskPath] == nil && !input.isDependency {
                    members[input.diskPath] = (index, i)
                }
            }
        }
        let wanted = Set(projects.flatMap { $0.inputs.map(\.diskPath) })
        for path in disk.keys where !wanted.contains(path) { disk[path] = nil }
        for path in wanted where disk[path] == nil { disk[path] = DiskFile.read(path) }
    }

    /// A buffer's text as the editor has it (open or changed, saved or not).
    public func update(file path: String, contents: [UInt8]) {
        overlays[path] = contents
        changed(path)
    }

    /// The buffer was closed: the file on disk counts again.
    public func close(file path: String) {
        overlays[path] = nil
        loose[path] = nil
        changed(path)
    }

    /// The live projects holding the file read it again before their next lint.
    private func changed(_ path: String) {
        for p in live.values {
            if let k = p.positions[path] { p.changed.insert(k) }
        }
    }

    /// The file changed on disk (saved, or changed by another program): it is read again when
    /// next needed; a new Swift file joins its project.
    public func fileChangedOnDisk(_ path: String) {
        disk[path] = nil
        changed(path)
        if members[path] == nil && path.hasSuffix(".swift") && folder(of: path) != nil { indexAll() }
    }

    /// The file was deleted.
    public func remove(file path: String) {
        disk[path] = nil
        if members[path] != nil { indexAll() }
    }

    /// `.entrylint.json` changed: configurations are read again and the projects rebuilt
    /// (`include`, `exclude`, `root`, `dependencies` may have changed). Contents already read
    /// are kept.
    /// The client's profile setting changed: every file's settings with it.
    public func setProfile(_ profile: Profile?) {
        guard profile != self.profile else { return }
        self.profile = profile
        reloadConfiguration()
    }

    public func reloadConfiguration() {
        folders = folders.map { Folder(root: $0.root) }
        indexAll()
    }

    /// Problems in the configuration files read so far, with absolute paths.
    public var configurationErrors: [ConfigError] {
        var seen = Set<String>()
        return folders.flatMap { f in
            f.loader.resolver.errors.compactMap { e -> ConfigError? in
                var e = e
                e.path = Paths.absolute(e.path, base: f.root)
                return seen.insert(e.description).inserted ? e : nil
            }
        }
    }

    /// The root of the project a file belongs to, if any.
    public func root(of path: String) -> String? {
        if let m = members[path] { return projects[m.project].root }
        return folder(of: path).map { folders[$0].root }
    }

    /// The text a file was linted from: the buffer, else the file as read.
    public func contents(of path: String) -> [UInt8]? {
        if let b = overlays[path] { return b }
        if let b = disk[path] { return b }
        let b = DiskFile.read(path)
        if members[path] != nil { disk[path] = b }
        return b
    }

    /// Findings for one file (absolute paths in findings and notes).
    public func diagnostics(for path: String) -> [Finding] { lint([path])[path] ?? [] }

    /// Findings for each of `paths`, one engine run per project. A file the configuration
    /// excludes has none. Finding and note paths are absolute.
    public func lint(_ paths: [String]) -> [String: [Finding]] {
        var out: [String: [Finding]] = [:]
        var byProject: [Int: Set<String>] = [:]
        for p in paths {
            out[p] = []
            if let m = members[p] { byProject[m.project, default: []].insert(p) }
        }
        for (k, targets) in byProject.sorted(by: { $0.key < $1.key }) {
            for (path, findings) in lintLive(targets, project: k) { out[path] = findings }
        }
        for path in paths where members[path] == nil {
            guard let project = looseProject(path) else { continue }
            out[path] = lint([path], in: project)[path] ?? []
        }
        return out
    }

    /// A file no project holds (a new buffer, a file the walk skips) joins the innermost loaded
    /// project around it; outside them all it is linted as `--stdin-path` lints a buffer, with
    /// the rest of its project (found from the file) in the index. Nil when the configuration
    /// excludes it.
    private func looseProject(_ path: String) -> Project? {
        if let cached = loose[path] { return cached }
        let around = projects.indices.filter { Paths.isInside(path, projects[$0].root) && projects[$0].root != path }
        if let k = around.max(by: { projects[$0].root.count < projects[$1].root.count }) {
            let resolver = folder(of: path).map { folders[$0].loader.resolver }
            if resolver?.configuration(forDirectory: Paths.parent(path))?.excludes(absolutePath: path) == true {
                loose[path] = .some(nil)
                return nil
            }
            var project = projects[k]
            let display = folder(of: path).flatMap { Paths.relative(path, to: folders[$0].root) } ?? path
            project.inputs.append(SourceInput(path: display, diskPath: path))
            loose[path] = project
            return project
        }
        let cwd = folder(of: path).map { folders[$0].root } ?? Paths.parent(path)
        var loader = folder(of: path).map { folders[$0].loader }
            ?? ProjectLoader(cwd: cwd, resolver: ConfigResolver(explicitPath: nil, cwd: cwd, knownRules: Linter.rules.map(\.id)), respectIgnores: true)
        let project = LintJob.load(paths: [], buffer: (path, contents(of: path) ?? []), loader: &loader).projects.first
        loose[path] = .some(project)
        return project
    }

    /// A folder project's files through its incremental model: every file with its contents
    /// and its configuration's settings, whether asked for or not, so that the model serves
    /// every later lint.
    private func lintLive(_ targets: Set<String>, project k: Int) -> [String: [Finding]] {
        let p = current(k)
        let wanted = targets.compactMap { p.positions[$0] }.filter {
            let input = p.model.input($0)
            return !input.isDependency && !(input.settings?.enabledRules.isEmpty ?? true)
        }
        let results = p.model.lint(wanted)
        return absolutePaths(results.values.flatMap(\.findings), absoluteOf: p.absoluteOf, root: p.model.project.root)
    }

    /// A folder project's incremental model, with the files changed since it last saw them.
    private func current(_ k: Int) -> LiveProject {
        let p = live[k] ?? makeLive(k)
        for i in p.changed.sorted() { p.model.update(i, contents: contents(of: p.model.input(i).diskPath)) }
        p.changed = []
        return p
    }

    /// What `entrylint views` reports for the view whose declared name holds byte `offset` of
    /// the file, as its project is now (the editor's buffers included); nil elsewhere. A folder
    /// project's file is read from its incremental model; any other file from its project as
    /// `lint` builds it. Paths in the entry are display paths, as `entrylint views` run in the
    /// workspace folder shows them.
    public func view(at offset: Int, in path: String) -> (entry: ViewFrequencies.Entry, name: Range<Int>)? {
        if let m = members[path] {
            let p = current(m.project)
            guard let k = p.positions[path] else { return nil }
            return p.model.view(at: offset, inFile: k)
        }
        guard var project = looseProject(path) else { return nil }
        for k in project.inputs.indices {
            let abs = project.inputs[k].diskPath
            if let bytes = contents(of: abs) { project.inputs[k].contents = bytes }
            project.inputs[k].indexOnly = abs != path || project.inputs[k].isDependency
        }
        guard let k = project.inputs.firstIndex(where: { $0.diskPath == path }) else { return nil }
        return ViewFrequencies.view(at: offset, inFile: k, of: project, jobs: jobs)
    }

    private func makeLive(_ k: Int) -> LiveProject {
        var project = projects[k]
        var configurator = self.configurator(for: project)
        for i in project.inputs.indices {
            if let bytes = contents(of: project.inputs[i].diskPath) { project.inputs[i].contents = bytes }
            project.inputs[i].indexOnly = project.inputs[i].isDependency
        }
        project.configure(&configurator)
        let p = LiveProject(IncrementalProject(project, options: options(project.enabledRules)))
        live[k] = p
        return p
    }

    /// The settings of the project's files: its folder's configurations, no command-line selection.
    private func configurator(for project: Project) -> FileConfigurator {
        let rules = Linter.rules
        let resolver = folder(of: project.root).map { folders[$0].loader.resolver }
            ?? ConfigResolver(explicitPath: nil, cwd: project.root, knownRules: rules.map(\.id))
        return FileConfigurator(resolver: resolver, selection: RuleSelection(profile: profile), rules: rules)
    }

    private func options(_ enabled: Set<String>) -> LintOptions {
        LintOptions(enabledRules: enabled, jobs: jobs, environment: environment)
    }

    /// Findings with absolute paths, by file.
    private func absolutePaths(_ findings: [Finding], absoluteOf: [String: String], root: String) -> [String: [Finding]] {
        func absolute(_ display: String) -> String { absoluteOf[display] ?? Paths.absolute(display, base: root) }
        var out: [String: [Finding]] = [:]
        for var f in findings {
            f.path = absolute(f.path)
            for n in f.notes.indices {
                if let p = f.notes[n].path { f.notes[n].path = absolute(p) }
                for k in f.notes[n].places.indices { f.notes[n].places[k].path = absolute(f.notes[n].places[k].path) }
            }
            out[f.path, default: []].append(f)
        }
        return out
    }

    private func lint(_ targets: Set<String>, in base: Project) -> [String: [Finding]] {
        var project = base
        var configurator = self.configurator(for: project)
        var absoluteOf: [String: String] = [:]
        for k in project.inputs.indices {
            let abs = project.inputs[k].diskPath
            absoluteOf[project.inputs[k].path] = abs
            if let bytes = contents(of: abs) { project.inputs[k].contents = bytes }
            project.inputs[k].indexOnly = !(targets.contains(abs) && !project.inputs[k].isDependency)
        }
        project.configure(&configurator) { !$0.indexOnly }
        let enabled = project.enabledRules
        guard !enabled.isEmpty else { return [:] }
        let result = Linter.lint(project, options: options(enabled))
        for t in result.timings { timings?(t) }
        return absolutePaths(result.findings, absoluteOf: absoluteOf, root: project.root)
    }

    private func folder(of path: String) -> Int? {
        // The innermost folder holding the path.
        folders.indices.filter { Paths.isInside(path, folders[$0].root) }.max { folders[$0].root.count < folders[$1].root.count }
    }
}
