import Foundation

/// Builds the projects for the paths a run was given: finds each file's project root, indexes
/// the whole project (with its ignore rules), groups its files into modules, adds its checked-out
/// dependencies for their types, and marks as reported only the files asked for.
///
/// The root of a file is the nearest folder at or above it holding `.git`, an `*.xcodeproj` or
/// `*.xcworkspace`, Tuist's root manifests (`Tuist.swift`, or `Tuist/` beside `Project.swift`),
/// or a `.entrylint.json` that says `"root": true`; failing that the outermost
/// folder holding `Package.swift`; failing that the path that was given.
public struct ProjectLoader {
    public let cwd: String
    public let resolver: ConfigResolver
    public let respectIgnores: Bool
    private var rootCache: [String: String?] = [:]
    private var packageCache: [String: String?] = [:]
    /// The listings of the folders the files asked for were found in (`FileDiscovery.listedMarkers`).
    private var listedMarkers: [String: FolderMarkers] = [:]
    /// Manifests and Xcode projects parsed by an earlier project of the same `load` (each load
    /// starts afresh: an editor's loader lives on while those files change).
    private var parsed = ModuleAssigner.ParsedFiles()

    /// Threads that build the projects of one load (each walks its root again when the walk of
    /// the paths did not cover it, reads its manifests and assigns its files to modules).
    public var jobs = ProcessInfo.processInfo.activeProcessorCount

    public init(cwd: String, resolver: ConfigResolver, respectIgnores: Bool) {
        self.cwd = cwd
        self.resolver = resolver
        self.respectIgnores = respectIgnores
    }

    public struct Result {
        /// In the order their first file was given.
        public var projects: [Project]
        /// Paths that could not be read or walked (only for the paths asked for).
        public var errors: [FileError]
    }

    /// `stdin`: an unsaved buffer linted as the file at `path` (it replaces that file, if any);
    /// `paths` then add their files to the index only.
    public mutating func load(paths: [String], stdin: (path: String, bytes: [UInt8])? = nil) -> Result {
        parsed = ModuleAssigner.ParsedFiles()
        var asked = FileDiscovery(cwd: cwd, resolver: resolver, respectIgnores: respectIgnores)
        if let stdin {
            let abs = Paths.absolute(stdin.path, base: cwd)
            if resolver.configuration(forDirectory: Paths.parent(abs))?.excludes(absolutePath: abs) == true {
                return Result(projects: [], errors: [])
            }
            for p in paths { asked.add(p) }
            listedMarkers = asked.listedMarkers
            let extra = asked.inputs.filter { $0.diskPath != abs }
            let input = SourceInput(path: Paths.normalize(stdin.path), contents: stdin.bytes, diskPath: abs)
            let root = rootOf(directory: Paths.parent(abs), given: abs)
            return Result(projects: [project(root: root, reported: [input], extra: extra)], errors: [])
        }
        // The files asked for, grouped by project root in the order they were found.
        var groups: [(root: String, files: [SourceInput])] = []
        var groupOfRoot: [String: Int] = [:]
        for p in paths {
            let before = asked.inputs.count
            asked.add(p)
            listedMarkers = asked.listedMarkers
            let givenAbs = Paths.absolute(p, base: cwd)
            for input in asked.inputs[before...] {
                let root = rootOf(directory: Paths.parent(input.diskPath), given: givenAbs)
                if let g = groupOfRoot[root] {
                    groups[g].files.append(input)
                } else {
                    groupOfRoot[root] = groups.count
                    groups.append((root, [input]))
                }
            }
        }
        // A root that was itself given as a folder has been walked already: every file of it is
        // asked for, and its manifests were seen on the way. So has a nested project's root
        // that the walk entered with the ignore rules of its own (`FileDiscovery.walkedAsRoot`),
        // unless a link made the walk list some file of it at a path outside it first: walking
        // it again was a fifth of a warm cached run on the 1.6 M-line corpus of twelve
        // checkouts. Only such a root is walked again: one framework's `Versions/Current` link
        // in one checkout made every root of a 14-app tree walk again (a quarter of loading it).
        var walkedRoots = Set<String>()
        for p in paths where FileStatus.of(Paths.absolute(p, base: cwd)).kind == .directory {
            walkedRoots.insert(Paths.absolute(p, base: cwd))
        }
        // The files below each root that was walked already, found from each file's folders up:
        // filtering every file against every root took a twelfth of a 121-app run.
        var below: [String: [Int]] = [:]
        if !walkedRoots.isEmpty {
            for group in groups where ProjectLoader.isCovered(group.root, asked: asked, walkedRoots: walkedRoots) {
                below[group.root] = []
            }
            if !below.isEmpty {
                for (k, input) in asked.inputs.enumerated() {
                    var folder = input.diskPath
                    while true {
                        if below[folder] != nil { below[folder]!.append(k) }
                        let up = Paths.parent(folder)
                        if up == folder || up == "." { break }
                        folder = up
                    }
                }
            }
        }
        let errorsBefore = resolver.errors.count
        // What the threads read and never write; the resolver and the parsed files they share
        // take locks.
        struct Shared: @unchecked Sendable {
            let loader: ProjectLoader
            let asked: FileDiscovery
            let groups: [(root: String, files: [SourceInput])]
            let below: [String: [Int]]
        }
        let shared = Shared(loader: self, asked: asked, groups: groups, below: below)
        let projects = ParallelMap.run(count: groups.count, jobs: jobs) { k -> Project in
            let (this, asked, group) = (shared.loader, shared.asked, shared.groups[k])
            guard let inside = shared.below[group.root] else { return this.project(root: group.root, reported: group.files, extra: []) }
            // Files of nested projects below this root are still part of its index.
            let own = Set(group.files.map(\.diskPath))
            let nested = inside.map { asked.inputs[$0] }.filter { !own.contains($0.diskPath) }
            return this.project(root: group.root, reported: group.files, extra: nested,
                                walked: (asked.packageManifests.filter { Paths.isInside($0, group.root) },
                                         asked.xcodeProjects.filter { Paths.isInside($0, group.root) }))
        }
        // Configurations first read while the projects were built on several threads.
        resolver.sortErrors(from: errorsBefore)
        return Result(projects: projects, errors: asked.errors)
    }

    /// Whether the walk of a folder asked for already listed every file of `root`.
    static func isCovered(_ root: String, asked: FileDiscovery, walkedRoots: Set<String>) -> Bool {
        walkedRoots.contains(root)
            || (asked.walkedAsRoot.contains(root) && walkedRoots.contains(where: { Paths.isInside(root, $0) })
                && !asked.aliases.contains(where: { !Paths.isInside($0.first, root) && Paths.isInside($0.second, root) }))
    }

    /// The project of `root` with `reported` as the files asked for.
    /// `walked`: the manifests and Xcode projects of a root that the files asked for already
    /// cover (it is not walked again).
    func project(root: String, reported: [SourceInput], extra: [SourceInput],
                 walked: (manifests: [String], xcodeProjects: [String])? = nil) -> Project {
        var walk = FileDiscovery(cwd: cwd, resolver: resolver, respectIgnores: respectIgnores)
        let reportedPaths = Set(reported.map(\.diskPath))
        // The files asked for, however they were reached, are not listed a second time.
        if walked == nil { for input in reported { walk.skip(absolutePath: input.diskPath) } }
        var inputs = reported
        if walked == nil, FileStatus.of(root).kind == .directory {
            walk.add(root, display: displayPath(root))
            for var input in walk.inputs where !reportedPaths.contains(input.diskPath) {
                input.indexOnly = true
                inputs.append(input)
            }
        }
        for var input in extra where !reportedPaths.contains(input.diskPath) && !walk.contains(absolutePath: input.diskPath) {
            input.indexOnly = true
            inputs.append(input)
        }
        // Manifests of the files asked for are found by their folders too (a file given alone
        // whose root is only its own path).
        var manifests = Set(walk.packageManifests + (walked?.manifests ?? []))
        for input in reported where Paths.fileName(input.diskPath) == "Package.swift" { manifests.insert(input.diskPath) }
        let assigner = ModuleAssigner(manifests: Array(manifests), xcodeProjects: walk.xcodeProjects + (walked?.xcodeProjects ?? []),
                                      read: { SourceLoader.readFile($0) }, exists: { FileStatus.of($0).kind == .directory },
                                      parsed: parsed)
        var modules = assigner.modules
        for k in inputs.indices { inputs[k].modules = assigner.modules(of: inputs[k].diskPath) }
        let outside = assigner.localPackages.filter { !Paths.isInside($0, root) }
        inputs += dependencyInputs(root: root, extra: outside, modules: &modules, known: Set(inputs.map(\.diskPath)))
        return Project(root: root, modules: modules, inputs: inputs)
    }

    /// How a file outside the paths asked for is named in notes: relative to the working
    /// directory when it is below it, else absolute.
    func displayPath(_ absolute: String) -> String {
        if let rel = Paths.relative(absolute, to: cwd), !rel.hasPrefix("..") { return rel }
        return absolute
    }

    // MARK: - Roots

    /// The project root for the files of a folder (absolute); `given` is the path they were
    /// reached through.
    mutating func rootOf(directory dir: String, given: String) -> String {
        if let found = markerRoot(dir) { return found }
        if let package = outermostPackage(dir) { return package }
        return given
    }

    /// The nearest folder at or above `dir` holding a root marker.
    mutating func markerRoot(_ dir: String) -> String? {
        if let cached = rootCache[dir] { return cached }
        var result: String?
        if ProjectLoader.holdsRootMarker(dir, resolver: resolver, listed: listedMarkers[dir]) {
            result = dir
        } else {
            let parent = Paths.parent(dir)
            result = parent == dir ? nil : markerRoot(parent)
        }
        rootCache[dir] = result
        return result
    }

    /// `listed`: what the walk saw of the folder, when it listed it (then it is not listed again).
    static func holdsRootMarker(_ dir: String, resolver: ConfigResolver, listed: FolderMarkers? = nil) -> Bool {
        if let listed {
            if listed.git && (listed.gitKindKnown || FileStatus.of(dir + "/.git").kind != .missing) { return true }
            if listed.xcodeBundle || listed.tuist { return true }
            guard listed.configuration else { return false }
        } else if FileStatus.of(dir + "/.git").kind != .missing {
            return true
        } else if let entries = DirectoryListing.entries(dir),
           entries.contains(where: { $0.name.hasSuffix(".xcodeproj") || $0.name.hasSuffix(".xcworkspace") })
            || FolderMarkers.isTuistRoot(dir, entries.map(\.name)) {
            return true
        }
        let config = dir == "/" ? "/" + Configuration.fileName : dir + "/" + Configuration.fileName
        if FileStatus.of(config).kind == .file, let c = resolver.load(config) { return c.isProjectRoot }
        return false
    }

    /// The outermost folder at or above `dir` holding `Package.swift`.
    mutating func outermostPackage(_ dir: String) -> String? {
        if let cached = packageCache[dir] { return cached }
        let parent = Paths.parent(dir)
        let above = parent == dir ? nil : outermostPackage(parent)
        let result = above ?? (FileStatus.of(dir + "/Package.swift").kind == .file ? dir : nil)
        packageCache[dir] = result
        return result
    }

    // MARK: - Dependencies

    /// Checked-out packages (`.build/checkouts/*`, `SourcePackages/checkouts/*`, the
    /// configuration's `dependencies`, and local packages outside the root that a manifest or an
    /// Xcode project points at): their library targets' files, indexed for types only.
    func dependencyInputs(root: String, extra: [String], modules: inout [ModuleInfo], known: Set<String>) -> [SourceInput] {
        guard FileStatus.of(root).kind == .directory else { return [] }
        var checkoutFolders = [root + "/.build/checkouts", root + "/SourcePackages/checkouts"] + extra
        if let config = resolver.configuration(forDirectory: root) {
            checkoutFolders += config.dependencies.map { Paths.absolute($0, base: config.directory) }
        }
        var packages: [String] = []
        for folder in Set(checkoutFolders).sorted() {
            if FileStatus.of(folder + "/Package.swift").kind == .file { packages.append(folder); continue }
            for entry in DirectoryListing.entries(folder) ?? [] where !entry.name.hasPrefix(".") {
                let dir = folder + "/" + entry.name
                if FileStatus.of(dir + "/Package.swift").kind == .file { packages.append(dir) }
            }
        }
        var out: [SourceInput] = []
        var seen = known
        for dir in packages {
            guard let bytes = SourceLoader.readFile(dir + "/Package.swift") else { continue }
            let manifest = PackageManifest.read(bytes, directory: dir, exists: { FileStatus.of($0).kind == .directory })
            for target in manifest.targets where !target.isTest {
                let id: Int32
                if let existing = modules.firstIndex(where: { $0.name == target.name }) {
                    id = Int32(existing)
                } else {
                    id = Int32(modules.count)
                    modules.append(ModuleInfo(name: target.name, kind: .dependency))
                }
                for file in DependencyWalk.swiftFiles(target.directory) where seen.insert(file).inserted {
                    guard manifest.target(of: file)?.name == target.name else { continue }
                    var input = SourceInput(path: displayPath(file), diskPath: file)
                    input.isDependency = true
                    input.indexOnly = true
                    input.modules = [id]
                    out.append(input)
                }
            }
        }
        return out
    }
}

/// A dependency's sources: every `.swift` file below a folder, hidden folders skipped, folders
/// reached twice walked once, at most 64 levels deep.
enum DependencyWalk {
    static func swiftFiles(_ dir: String) -> [String] {
        var out: [String] = []
        var visited = Set<String>()
        func walk(_ d: String, depth: Int) {
            guard depth < 64, visited.insert(d).inserted, let entries = DirectoryListing.entries(d) else { return }
            for e in entries where !e.name.hasPrefix(".") {
                let path = d + "/" + e.name
                switch e.kind {
                case .file: if e.name.hasSuffix(".swift") { out.append(path) }
                case .directory: walk(path, depth: depth + 1)
                case .symlinkOrUnknown:
                    let s = FileStatus.of(path)
                    if s.kind == .directory { walk(path, depth: depth + 1) } else if s.kind == .file && e.name.hasSuffix(".swift") { out.append(path) }
                case .other: continue
                }
            }
        }
        walk(dir, depth: 0)
        return out
    }
}
