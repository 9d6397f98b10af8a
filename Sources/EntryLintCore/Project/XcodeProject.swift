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

        func buildSetting(_ target: PropertyList, _ key: String) -> String? {
            guard let listID = target["buildConfigurationList"]?.string,
                  let configs = objects[listID]?["buildConfigurations"]?.array else { return nil }
            for c in configs {
                if let id = c.string, let value = objects[id]?["buildSettings"]?[key]?.string { return value }
            }
            return nil
        }

        var targets: [Target] = []
        for t in root["targets"]?.array ?? [] {
            guard let tid = t.string, let target = objects[tid], target["isa"]?.string == "PBXNativeTarget",
                  let name = target["name"]?.string else { continue }
            var files: [String] = []
            for phaseID in target["buildPhases"]?.array ?? [] {
                guard let pid = phaseID.string, let phase = objects[pid],
                      phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
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
                var exceptions = Set<String>()
                for e in group["exceptions"]?.array ?? [] {
                    guard let eid = e.string, let set = objects[eid], set["target"]?.string == tid else { continue }
                    for m in set["membershipExceptions"]?.array ?? [] {
                        if let rel = m.string { exceptions.insert(Paths.absolute(rel, base: folder)) }
                    }
                }
                folders.append((folder, exceptions))
            }
            let product = target["productType"]?.string ?? ""
            let written = [buildSetting(target, "PRODUCT_MODULE_NAME"), buildSetting(target, "PRODUCT_NAME")]
                .compactMap { $0 }.first { !$0.contains("$") && !$0.isEmpty }
            targets.append(Target(name: name, moduleName: XcodeProject.identifier(written ?? name),
                                  isTest: product.contains("unit-test") || product.contains("ui-testing"),
                                  files: files, folders: folders))
        }
        self.targets = targets
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
