/// The targets of an `.xcodeproj` and the Swift files each compiles, read from `project.pbxproj`:
/// a target's Sources build phase names build files, whose file references get their paths from
/// the group tree; the folder-synchronized groups of recent Xcode versions contribute every file
/// below their folder, less the target's membership exceptions.
public struct XcodeProject: Sendable {
    public struct Target: Sendable {
        public var name: String
        /// The name `import` uses: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the target
        /// name, made a valid identifier.
        public var moduleName: String
        public var isTest: Bool
        /// Absolute paths of files in its Sources build phase.
        public var files: [String]
        /// Folder-synchronized groups: every file below `folder` except `exceptions` (absolute).
        public var folders: [(folder: String, exceptions: Set<String>)]
    }

    public var path: String
    public var targets: [Target]
    /// Local Swift packages the project references (`XCLocalSwiftPackageReference`), absolute.
    public var localPackages: [String] = []

    /// Reads `<bundle>/project.pbxproj`; nil when it is missing or not a property list.
    public static func load(bundle: String, read: (String) -> [UInt8]?) -> XcodeProject? {
        guard let bytes = read(bundle + "/project.pbxproj"), let plist = PropertyList.parse(bytes) else { return nil }
        return XcodeProject(bundle: bundle, plist: plist)
    }

    init?(bundle: String, plist: PropertyList) {
        path = bundle
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
              let root = objects[rootID] else { return nil }
        var sourceRoot = Paths.parent(bundle)
        if let dir = root["projectDirPath"]?.string, !dir.isEmpty { sourceRoot = Paths.absolute(dir, base: sourceRoot) }

        // Every group and file reference's absolute path, from the main group down.
        var paths: [String: String] = [:]
        func place(_ id: String, parent: String, depth: Int) {
            guard depth < 64, let object = objects[id], paths[id] == nil else { return }
            let own = object["path"]?.string
            let base: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": base = parent
            case "SOURCE_ROOT": base = sourceRoot
            case "<absolute>": base = "/"
            default: base = nil  // SDKROOT, BUILT_PRODUCTS_DIR…: nothing to lint there
            }
            guard let base else { return }
            let full = own.map { Paths.absolute($0, base: base) } ?? base
            paths[id] = full
            for child in object["children"]?.array ?? [] {
                if let c = child.string { place(c, parent: full, depth: depth + 1) }
            }
        }
        if let main = root["mainGroup"]?.string { place(main, parent: sourceRoot, depth: 0) }

        func buildSetting(_ target: PropertyList.Value, _ key: String) -> String? {
            guard let listID = target["buildConfigurationList"]?.string,
                  let configs = objects[listID]?["buildConfigurations"]?.array else { return nil }
            for c in configs {
                if let id = c.string, let value = objects[id]?["buildSettings"]?[key]?.string { return value }
            }
            return nil
        }

        // Synchronized folders: a target that lists the group has every file below it except its
        // exception set's; a target that does not list it has only the files its exception set
        // names (Xcode's "target membership" checkboxes).
        var owned: [String: Set<String>] = [:]
        for t in root["targets"]?.array ?? [] {
            guard let tid = t.string else { continue }
            owned[tid] = Set((objects[tid]?["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
        }
        var excluded: [String: [String: Set<String>]] = [:]   // target → group → files
        var included: [String: [String]] = [:]                 // target → files or folders
        for (gid, group) in objects where group["isa"]?.isString("PBXFileSystemSynchronizedRootGroup") == true {
            guard let folder = paths[gid] ?? group["path"]?.string.map({ Paths.absolute($0, base: sourceRoot) }) else { continue }
            for e in group["exceptions"]?.array ?? [] {
                guard let eid = e.string, let set = objects[eid], let tid = set["target"]?.string else { continue }
                let listed = (set["membershipExceptions"]?.array ?? []).compactMap(\.string).map { Paths.absolute($0, base: folder) }
                if owned[tid]?.contains(gid) == true {
                    excluded[tid, default: [:]][gid, default: []].formUnion(listed)
                } else {
                    included[tid, default: []] += listed
                }
            }
        }

        var targets: [Target] = []
        for t in root["targets"]?.array ?? [] {
            guard let tid = t.string, let target = objects[tid], target["isa"]?.isString("PBXNativeTarget") == true,
                  let name = target["name"]?.string else { continue }
            var files: [String] = []
            for phaseID in target["buildPhases"]?.array ?? [] {
                guard let pid = phaseID.string, let phase = objects[pid],
                      phase["isa"]?.isString("PBXSourcesBuildPhase") == true else { continue }
                for f in phase["files"]?.array ?? [] {
                    guard let fid = f.string, let ref = objects[fid]?["fileRef"]?.string, let p = paths[ref] else { continue }
                    files.append(p)
                }
            }
            var folders: [(String, Set<String>)] = []
            for g in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let gid = g.string, let group = objects[gid] else { continue }
                let folder = paths[gid] ?? group["path"]?.string.map { Paths.absolute($0, base: sourceRoot) }
                guard let folder else { continue }
                folders.append((folder, excluded[tid]?[gid] ?? []))
            }
            for path in included[tid] ?? [] {
                if path.hasSuffix(".swift") { files.append(path) } else { folders.append((path, [])) }
            }
            let product = target["productType"]?.string ?? ""
            let written = [buildSetting(target, "PRODUCT_MODULE_NAME"), buildSetting(target, "PRODUCT_NAME")]
                .compactMap { $0 }.first { !$0.contains("$") && !$0.isEmpty }
            targets.append(Target(name: name, moduleName: XcodeProject.identifier(written ?? name),
                                  isTest: product.contains("unit-test") || product.contains("ui-testing"),
                                  files: files, folders: folders))
        }
        self.targets = targets
        for object in objects.values where object["isa"]?.isString("XCLocalSwiftPackageReference") == true {
            if let rel = object["relativePath"]?.string { localPackages.append(Paths.absolute(rel, base: Paths.parent(bundle))) }
        }
        localPackages.sort()
    }

    /// A module name as Xcode derives it: characters that cannot be in an identifier become `_`.
    static func identifier(_ name: String) -> String {
        var out = ""
        for (k, c) in name.enumerated() {
            let ok = c == "_" || (c.isASCII && (c.isLetter || (c.isNumber && k > 0)))
            out.append(ok ? c : "_")
        }
        return out.isEmpty ? "_" : out
    }
}
