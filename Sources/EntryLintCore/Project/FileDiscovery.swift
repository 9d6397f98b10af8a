import Foundation

/// Turns the paths of the command line into the files to lint. Folders are walked in name
/// order; inside them hidden folders, `.build`, `DerivedData`, `Pods`, `Carthage`,
/// `*.generated.swift` and `.gitignore`d paths are skipped (unless `--no-ignore`), as are the
/// configuration's `exclude`/`include`. Paths named on the command line are linted even when a
/// default rule would skip them, but the configuration's `exclude` still applies (editors pass
/// every file). Display paths are as given, joined with the names below them.
///
/// A real file is listed once however it is reached (a path given twice, a folder and a symbolic
/// link to it): files and folders are known by device and inode. The walk also notes the
/// manifests it passes (`Package.swift`, `*.xcodeproj`), which the project model reads.
public struct FileDiscovery {
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage"]

    public let cwd: String
    public let resolver: ConfigResolver
    public let respectIgnores: Bool
    public private(set) var inputs: [SourceInput] = []
    public private(set) var errors: [FileError] = []
    /// Absolute paths of the `Package.swift` files and `.xcodeproj` bundles the walk passed.
    public private(set) var packageManifests: [String] = []
    public private(set) var xcodeProjects: [String] = []
    /// For each folder the walk listed, whether its listing holds an `*.xcodeproj` or
    /// `*.xcworkspace`, a `.git` and an `.entrylint.json` entry: the project model's root search
    /// (`ProjectLoader.markerRoot`) asks the same of every folder above each file, and listing
    /// them all a second time was a tenth of a warm cached run on the 1.5 M-line corpus.
    public private(set) var listedMarkers: [String: FolderMarkers] = [:]
    /// The folders the walk entered with the ignore rules a walk that starts there would use
    /// (inside a repository always; outside one only while no `.gitignore` was passed above):
    /// what it listed below them is what that walk would list, so the project model need not
    /// walk a nested project's root again (`ProjectLoader.load`).
    public private(set) var walkedAsRoot: Set<String> = []
    /// Files and folders reached twice by identity (a symbolic link, a hard link): each is listed
    /// at the first path only, which a walk from elsewhere might not reach first. `first` is
    /// where the walk listed it, `second` the path it skipped.
    public private(set) var aliases: [(first: String, second: String)] = []
    /// Whether some file or folder was reached twice.
    public var aliased: Bool { !aliases.isEmpty }
    private var seen = Set<String>()
    /// By identity, the path each file and folder was first reached at.
    private var seenFiles: [FileIdentity: String] = [:]
    private var visitedFolders: [FileIdentity: String] = [:]

    public init(cwd: String, resolver: ConfigResolver, respectIgnores: Bool) {
        self.cwd = cwd
        self.resolver = resolver
        self.respectIgnores = respectIgnores
    }

    /// Whether the file at this absolute path is already listed.
    public func contains(absolutePath: String) -> Bool { seen.contains(absolutePath) }

    /// Leaves a file out of the walk (it is listed elsewhere), by path and by identity.
    public mutating func skip(absolutePath: String) {
        seen.insert(absolutePath)
        if let id = FileStatus.of(absolutePath).identity, seenFiles[id] == nil { seenFiles[id] = absolutePath }
    }

    public mutating func add(_ given: String) {
        add(given, display: Paths.normalize(given))
    }

    /// Walks `given` (absolute or relative to the working directory), naming what it finds
    /// `display/…`.
    public mutating func add(_ given: String, display: String) {
        let abs = Paths.absolute(given, base: cwd)
        let status = FileStatus.of(abs)
        switch status.kind {
        case .missing: errors.append(FileError(path: given, message: "no such file or folder"))
        case .loop: errors.append(FileError(path: given, message: "symbolic link loop"))
        case .denied: errors.append(FileError(path: given, message: "permission denied"))
        case .tooLong: errors.append(FileError(path: given, message: PathLimits.tooLongMessage(abs)))
        case .other: errors.append(FileError(path: given, message: "not a regular file or folder"))
        case .file:
            if resolver.configuration(forDirectory: Paths.parent(abs))?.excludes(absolutePath: abs) == true { return }
            append(display: display, absolute: abs, identity: status.identity)
        case .directory:
            // A folder given twice, or a folder and a link to it, is walked once.
            if let id = status.identity {
                if visitedFolders[id] != nil { return }
                visitedFolders[id] = abs
            }
            let inRepository = respectIgnores && Paths.repositoryRoot(from: abs) != nil
            let stack = inRepository ? GitIgnoreStack.ancestors(of: abs) : GitIgnoreStack()
            walk(absolute: abs, display: display, above: stack, inRepository: inRepository)
        }
    }

    private mutating func append(display: String, absolute: String, identity: FileIdentity?) {
        guard seen.insert(absolute).inserted else { return }
        if let identity {
            if let first = seenFiles[identity] {
                aliases.append((first, absolute))
                return
            }
            seenFiles[identity] = absolute
        }
        if Paths.fileName(absolute) == "Package.swift" { packageManifests.append(absolute) }
        inputs.append(SourceInput(path: display, diskPath: absolute))
    }

    /// `above`: the ignore files of the folders above `dir` that apply to it.
    private mutating func walk(absolute dir: String, display: String, above: GitIgnoreStack, inRepository: Bool) {
        guard let entries = DirectoryListing.entries(dir) else {
            errors.append(FileError(path: display, message: DirectoryListing.unreadableReason(dir)))
            return
        }
        let markers = FolderMarkers(entries, folder: dir)
        listedMarkers[dir] = markers
        var ignores = above
        var inRepository = inRepository
        if respectIgnores {
            // A repository inside the walk has its own rules, as git has them: the ones above
            // it stop there, as they would for a walk that starts at it.
            if markers.git && (markers.gitKindKnown || FileManager.default.fileExists(atPath: dir + "/.git")) {
                ignores = GitIgnoreStack().pushing(GitIgnoreFile.load(directory: dir, fileName: ".git/info/exclude", base: dir))
                inRepository = true
            }
            if inRepository || ignores.files.isEmpty { walkedAsRoot.insert(dir) }
            // Read only where the listing has one: most folders have none.
            if markers.gitignore { ignores = ignores.pushing(GitIgnoreFile.load(directory: dir)) }
        } else {
            walkedAsRoot.insert(dir)
        }
        let config = resolver.configuration(forDirectory: dir)
        let device = DirectoryListing.device(dir)
        for entry in entries {
            let name = entry.name
            // Regular files that are not Swift need no further look.
            if entry.kind == .file && !name.hasSuffix(".swift") { continue }
            if entry.kind == .other { continue }
            let abs = dir == "/" ? "/" + name : dir + "/" + name
            // Xcode bundles hold no sources: noted for the project model, not walked.
            if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
                if name.hasSuffix(".xcodeproj") && entry.kind != .file { xcodeProjects.append(abs) }
                continue
            }
            let shown = Paths.join(display, name)
            let status: FileStatus
            switch entry.kind {
            case .file:
                status = FileStatus(kind: .file, identity: device.map { FileIdentity(device: $0, inode: entry.inode) })
            case .directory:
                status = FileStatus(kind: .directory, identity: device.map { FileIdentity(device: $0, inode: entry.inode) })
            default:
                status = FileStatus.of(abs)
            }
            switch status.kind {
            case .directory:
                if respectIgnores && (name.hasPrefix(".") || FileDiscovery.skippedFolders.contains(name)) { continue }
                if respectIgnores && ignores.isIgnored(absolutePath: abs, isDirectory: true) { continue }
                if config?.excludesDirectory(absolutePath: abs) == true { continue }
                // A folder reached twice (symlink loop or alias) is walked once.
                if let id = status.identity {
                    if let first = visitedFolders[id] {
                        aliases.append((first, abs))
                        continue
                    }
                    visitedFolders[id] = abs
                }
                walk(absolute: abs, display: shown, above: ignores, inRepository: inRepository)
            case .file:
                guard name.hasSuffix(".swift") else { continue }
                if respectIgnores && (name.hasSuffix(".generated.swift") || ignores.isIgnored(absolutePath: abs, isDirectory: false)) { continue }
                if config?.excludes(absolutePath: abs) == true { continue }
                append(display: shown, absolute: abs, identity: status.identity)
            case .loop:
                if name.hasSuffix(".swift") { errors.append(FileError(path: shown, message: "symbolic link loop")) }
            case .denied:
                errors.append(FileError(path: shown, message: "permission denied"))
            case .tooLong:
                errors.append(FileError(path: shown, message: PathLimits.tooLongMessage(abs)))
            case .missing, .other:
                continue // dangling symbolic links, sockets, fifos
            }
        }
    }
}

/// What of a folder's listing decides whether it is a project root (`ProjectLoader.holdsRootMarker`).
public struct FolderMarkers: Sendable {
    /// An `*.xcodeproj` or `*.xcworkspace` entry.
    public var xcodeBundle = false
    /// A `.git` entry, and whether the listing knew its kind (a symbolic link may dangle: it
    /// is then looked at as the root search always did).
    public var git = false
    public var gitKindKnown = true
    public var configuration = false
    /// A `.gitignore` entry (the walk reads only the ones it sees).
    public var gitignore = false
    /// The root of a Tuist project (`FolderMarkers.isTuistRoot`), which generates its Xcode
    /// project: a checkout without one is still one project.
    public var tuist = false

    init(_ entries: [DirectoryListing.Entry], folder: String) {
        tuist = Self.isTuistRoot(folder, entries.map(\.name))
        for e in entries {
            if e.name.hasSuffix(".xcodeproj") || e.name.hasSuffix(".xcworkspace") { xcodeBundle = true }
            if e.name == ".git" {
                git = true
                gitKindKnown = e.kind != .symlinkOrUnknown
            }
            if e.name == Configuration.fileName { configuration = true }
            if e.name == ".gitignore" { gitignore = true }
        }
    }

    /// `Tuist.swift`, or a `Tuist` folder beside `Project.swift` or `Workspace.swift`: Tuist's
    /// manifests at a project's root (its subprojects have a `Project.swift` only). Not the
    /// `Tuist` folder itself, which may hold a `Tuist.swift` of its own.
    static func isTuistRoot(_ folder: String, _ names: [String]) -> Bool {
        guard Paths.fileName(folder) != "Tuist" else { return false }
        return names.contains("Tuist.swift") || (names.contains("Tuist") && (names.contains("Project.swift") || names.contains("Workspace.swift")))
    }
}
