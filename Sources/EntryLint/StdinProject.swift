import EntryLintCore

/// `--stdin-path PATH`: the buffer is linted as PATH, with the rest of PATH's project (the
/// paths given, or the nearest folder above PATH holding `.entrylint.json`, `Package.swift` or
/// `.git`) read for the cross-file index only.
enum StdinProject {
    static let projectMarkers = [Configuration.fileName, "Package.swift", ".git"]

    static func inputs(stdinPath: String, bytes: [UInt8], explicitPaths: [String], cwd: String,
                       resolver: ConfigResolver, discovery: inout FileDiscovery) -> [SourceInput] {
        let abs = Paths.absolute(stdinPath, base: cwd)
        if resolver.configuration(forDirectory: Paths.parent(abs))?.excludes(absolutePath: abs) == true { return [] }
        if !explicitPaths.isEmpty {
            for p in explicitPaths { discovery.add(p) }
        } else if let root = projectRoot(of: Paths.parent(abs)) {
            let rel = Paths.relative(root, to: cwd) ?? root
            discovery.add(rel.hasPrefix("..") ? root : rel)
        }
        var inputs = discovery.inputs.filter { $0.diskPath != abs }
        for k in inputs.indices { inputs[k].indexOnly = true }
        inputs.append(SourceInput(path: Paths.normalize(stdinPath), contents: bytes, diskPath: abs))
        return inputs
    }

    static func projectRoot(of directory: String) -> String? {
        var dir = directory
        while true {
            for marker in projectMarkers where FileStatus.of(dir + "/" + marker).kind != .missing { return dir }
            let parent = Paths.parent(dir)
            if parent == dir { return nil }
            dir = parent
        }
    }
}
