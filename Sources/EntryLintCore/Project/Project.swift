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

    init(manifests: [String], xcodeProjects: [String], read: (String) -> [UInt8]?, exists: (String) -> Bool) {
        for path in manifests.sorted() {
            guard let bytes = read(path) else { continue }
            let manifest = PackageManifest.read(bytes, directory: Paths.parent(path), exists: exists)
            for t in manifest.targets { _ = module(t.name, t.isTest ? .test : .source) }
            localPackages += manifest.localDependencies
            packages.append(manifest)
        }
        // Deepest package first, so that a nested package claims its own files.
        packages.sort { $0.directory.utf8.count > $1.directory.utf8.count }
        for bundle in xcodeProjects.sorted() {
            guard let project = XcodeProject.load(bundle: bundle, read: read) else { continue }
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
    func modules(of file: String) -> [Int32] {
        var out: [Int32] = []
        for p in packages where Paths.isInside(file, p.directory) {
            if let t = p.target(of: file), let id = idByName[t.name] { out.append(id) }
            break
        }
        out += xcodeFiles[file] ?? []
        for f in xcodeFolders where Paths.isInside(file, f.folder) && !f.exceptions.contains(where: { Paths.isInside(file, $0) }) {
            if !out.contains(f.module) { out.append(f.module) }
        }
        return out
    }

    var packageDirectories: [String] { packages.map(\.directory) }
}
