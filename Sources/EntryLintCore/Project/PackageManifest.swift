/// The source targets a `Package.swift` declares, read with EntryLint's own parser (the manifest
/// is never run): `.target`, `.executableTarget`, `.testTarget` and `.macro` calls with a literal
/// `name:`, and their `path:`, `exclude:` and `sources:` when those are literals too. A target
/// without `path:` lives in SwiftPM's default folder (`Sources/NAME`, `Source/NAME`, `src/NAME`,
/// `srcs/NAME`; `Tests/NAME` for tests).
public struct PackageManifest: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var isTest: Bool
        /// The target's folder, absolute.
        public var directory: String
        /// Absolute paths below `directory` that are not part of the target.
        public var excluded: [String]
        /// When given, only these (absolute files or folders) are the target's sources.
        public var sources: [String]?
    }

    /// The folder holding `Package.swift`.
    public var directory: String
    public var targets: [Target]
    /// `.package(path: "../Kit")` dependencies, absolute.
    public var localDependencies: [String] = []

    /// `exists` tells whether a folder exists (default target folders are looked up).
    public static func read(_ bytes: [UInt8], directory: String, exists: (String) -> Bool) -> PackageManifest {
        let tree = SwiftParser.parse(bytes)
        var targets: [Target] = []
        var local: [String] = []
        tree.walk(tree.root) { node in
            if tree.kind(node) == .callExpr, tree.calleeName(node) == "package",
               let path = tree.arguments(node).first(where: { $0.label == "path" }).flatMap({ tree.stringLiteralValue($0.value) }) {
                local.append(Paths.absolute(path, base: directory))
                return false
            }
            guard tree.kind(node) == .callExpr, let kind = tree.calleeName(node),
                  ["target", "executableTarget", "testTarget", "macro"].contains(kind) else { return true }
            var name: String?
            var path: String?
            var exclude: [String] = []
            var sources: [String]?
            for arg in tree.arguments(node) {
                switch arg.label {
                case "name": name = tree.stringLiteralValue(arg.value)
                case "path": path = tree.stringLiteralValue(arg.value)
                case "exclude": exclude = tree.stringArrayValue(arg.value) ?? []
                case "sources": sources = tree.stringArrayValue(arg.value)
                default: break
                }
            }
            guard let name, !name.isEmpty else { return true }
            let isTest = kind == "testTarget"
            let folder: String
            if let path {
                folder = Paths.absolute(path, base: directory)
            } else {
                let roots = isTest ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
                let candidates = roots.map { directory + "/" + $0 + "/" + name }
                folder = candidates.first(where: exists) ?? candidates[0]
            }
            targets.append(Target(name: name, isTest: isTest, directory: folder,
                                  excluded: exclude.map { Paths.absolute($0, base: folder) },
                                  sources: sources.map { $0.map { Paths.absolute($0, base: folder) } }))
            return false
        }
        return PackageManifest(directory: directory, targets: targets, localDependencies: local)
    }

    /// The target a file belongs to: the one whose folder holds it most closely.
    public func target(of file: String) -> Target? {
        var best: Target?
        for t in targets where Paths.isInside(file, t.directory) {
            if t.excluded.contains(where: { Paths.isInside(file, $0) }) { continue }
            if let sources = t.sources, !sources.contains(where: { Paths.isInside(file, $0) }) { continue }
            if best == nil || t.directory.count > best!.directory.count { best = t }
        }
        return best
    }
}

extension SyntaxTree {
    /// The value of a plain string literal (`"Sources/App"`), without interpolation or escapes;
    /// nil for anything else.
    func stringLiteralValue(_ e: NodeID) -> String? {
        let e = unwrapped(e)
        guard kind(e) == .stringLiteral, self[e].endToken - self[e].firstToken == 1 else { return nil }
        let t = text(e)
        guard t.count >= 2, t.hasPrefix("\""), t.hasSuffix("\""), !t.hasPrefix("\"\"\""), !t.contains("\\") else { return nil }
        return String(t.dropFirst().dropLast())
    }

    /// `["a", "b"]`: the strings of an array literal of plain string literals.
    func stringArrayValue(_ e: NodeID) -> [String]? {
        let e = unwrapped(e)
        guard kind(e) == .arrayExpr else { return nil }
        var out: [String] = []
        for c in children(e) {
            let value = Argument(self, c).map { $0.value } ?? c
            guard let value, kind(value).isExpression || kind(value) == .stringLiteral else { continue }
            guard let s = stringLiteralValue(value) else { return nil }
            out.append(s)
        }
        return out
    }
}

extension Paths {
    /// Whether `path` is `folder` or below it (both absolute and normalised).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        if path == folder { return true }
        if folder == "/" { return path.hasPrefix("/") }
        return path.hasPrefix(folder) && path.utf8.count > folder.utf8.count
            && path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/")
    }
}
