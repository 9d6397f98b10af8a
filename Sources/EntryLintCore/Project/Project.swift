import Foundation
/// A module of the project: a SwiftPM target, an Xcode target, or a checked-out dependency's
/// library target. Names are what `import` spells; two targets of one name are one module.
public struct ModuleInfo: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case source, test, dependency
    }
    public var name: String
    public var kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// What one run knows of a project: its root, its modules, and every file it indexes — the files
/// asked for (reported), the rest of the project (index only) and its checked-out dependencies
/// (types only). Every entry point builds its project this way, so a file's findings do not
/// depend on how it was reached.
public struct Project: Sendable {
    public var root: String
    public var modules: [ModuleInfo]
    public var inputs: [SourceInput]

    public init(root: String, modules: [ModuleInfo] = [], inputs: [SourceInput]) {
        self.root = root
        self.modules = modules
        self.inputs = inputs
    }

    /// The files findings are reported for.
    public var reported: [SourceInput] { inputs.filter { !$0.indexOnly && !$0.isDependency } }
}

/// Assigns files to modules: the innermost package's target whose folder holds the file, and
/// every Xcode target whose Sources phase or synchronized folder lists it.
struct ModuleAssigner {
    private(set) var modules: [ModuleInfo] = []
    private var idByName: [String: Int32] = [:]
    private var packages: [PackageManifest] = []
    private var xcodeFiles: [String: [Int32]] = [:]
    private var xcodeFolders: [(folder: String, exceptions: Set<String>, module: Int32)] = []
    /// Local packages the manifests and Xcode projects point at (`.package(path:)`,
    /// `XCLocalSwiftPackageReference`): outside the root, they are indexed like dependencies.
    private(set) var localPackages: [String] = []

    /// Manifests and Xcode projects read once per run: a root above nested project roots reads
    /// the nested projects' too (`ProjectLoader`).
    /// Shared by the projects of one load, which may be assigned on several threads: each
    /// file is parsed outside the lock (twice at worst, to equal results).
    final class ParsedFiles: @unchecked Sendable {
        private var manifests: [String: PackageManifest?] = [:]
        private var xcodeProjects: [String: XcodeProject?] = [:]
        private let lock = NSLock()

        func manifest(_ path: String, _ make: () -> PackageManifest?) -> PackageManifest? { cached(path, \.manifests, make) }

        func xcodeProject(_ bundle: String, _ make: () -> XcodeProject?) -> XcodeProject? { cached(bundle, \.xcodeProjects, make) }

        private func cached<T>(_ key: String, _ table: ReferenceWritableKeyPath<ParsedFiles, [String: T?]>, _ make: () -> T?) -> T? {
            lock.lock()
            if let known = self[keyPath: table][key] {
                lock.unlock()
                return known
            }
            lock.unlock()
            let made = make()
            lock.lock()
            self[keyPath: table][key] = .some(made)
            lock.unlock()
            return made
        }
    }

    init(manifests: [String], xcodeProjects: [String], read: (String) -> [UInt8]?, exists: (String) -> Bool,
         parsed: ParsedFiles = ParsedFiles()) {
        for path in manifests.sorted() {
            guard let manifest = parsed.manifest(path, { read(path).map { PackageManifest.read($0, directory: Paths.parent(path), exists: exists) } }) else {
                continue
            }
            for t in manifest.targets { _ = module(t.name, t.isTest ? .test : .source) }
            localPackages += manifest.localDependencies
            packages.append(manifest)
        }
        // Deepest package first, so that a nested package claims its own files.
        packages.sort { $0.directory.utf8.count > $1.directory.utf8.count }
        for bundle in xcodeProjects.sorted() {
            guard let project = parsed.xcodeProject(bundle, { XcodeProject.load(bundle: bundle, read: read) }) else { continue }
            localPackages += project.localPackages
            for t in project.targets {
                let id = module(t.moduleName, t.isTest ? .test : .source)
                for f in t.files { xcodeFiles[f, default: []].append(id) }
                for f in t.folders { xcodeFolders.append((f.folder, f.exceptions, id)) }
            }
        }
    }

    mutating func module(_ name: String, _ kind: ModuleInfo.Kind) -> Int32 {
        if let id = idByName[name] {
            // A test target and a source target of one name: the source one wins.
            if kind == .source, modules[Int(id)].kind == .test { modules[Int(id)].kind = .source }
            return id
        }
        let id = Int32(modules.count)
        modules.append(ModuleInfo(name: name, kind: kind))
        idByName[name] = id
        return id
    }

    /// The modules a file (absolute path) is compiled into; empty when no target claims it.
    /// Which package and which synchronized folders hold a file depends only on its folder: those
    /// are looked up once per folder.
    func modules(of file: String) -> [Int32] {
        let dir = Paths.parent(file)
        let place: FolderPlace
        if let cached = folderCache.places[dir] {
            place = cached
        } else {
            let package = packages.firstIndex { Paths.isInside(dir, $0.directory) }
            let folders = xcodeFolders.indices.filter { Paths.isInside(dir, xcodeFolders[$0].folder) }
            place = FolderPlace(package: package, folders: folders)
            folderCache.places[dir] = place
        }
        var out: [Int32] = []
        if let p = place.package, let t = packages[p].target(of: file), let id = idByName[t.name] { out.append(id) }
        out += xcodeFiles[file] ?? []
        for k in place.folders {
            let f = xcodeFolders[k]
            if !f.exceptions.isEmpty && Self.isListed(file, orAnAncestorIn: f.exceptions) { continue }
            if !out.contains(f.module) { out.append(f.module) }
        }
        return out
    }

    /// Whether the file or a folder above it is in `set` (what `Paths.isInside(file, e)` for some
    /// `e` of the set says), by a lookup per ancestor instead of a scan of the set: exception sets
    /// of synchronized folders can list hundreds of files.
    static func isListed(_ file: String, orAnAncestorIn set: Set<String>) -> Bool {
        var p = file
        while true {
            if set.contains(p) { return true }
            let parent = Paths.parent(p)
            if parent == p || parent == "." { return false }
            p = parent
        }
    }

    struct FolderPlace {
        var package: Int?
        var folders: [Int]
    }

    final class FolderCache { var places: [String: FolderPlace] = [:] }
    private let folderCache = FolderCache()

    var packageDirectories: [String] { packages.map(\.directory) }
}
