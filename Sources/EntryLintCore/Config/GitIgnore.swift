import Foundation

/// The patterns of one `.gitignore` file (gitignore(5)): `#` comments, `!` negation, a trailing
/// `/` for folders only, a `/` at the start or in the middle anchors the pattern to the file's
/// folder, otherwise it matches a name at any depth; `**`, `*`, `?`, `[…]`, `\` escapes.
public struct GitIgnoreFile: Sendable {
    struct Pattern: Sendable {
        var glob: Glob
        var negated: Bool
        var directoryOnly: Bool
        /// A line without a slash (`**/name`, nearly every line) tests the path's last name only:
        /// how, worked out once.
        var lastName: LastName?
        /// Other lines (`fastlane/report.xml`, `Carthage/Build`): the number of names a path
        /// must have when the line has no `**`, and its first name when that is a literal;
        /// most paths fail one of them without being split.
        var exactCount: Int?
        var firstLiteral: [UInt8]?

        init(glob: Glob, negated: Bool, directoryOnly: Bool) {
            self.glob = glob
            self.negated = negated
            self.directoryOnly = directoryOnly
            lastName = LastName(glob)
            if !glob.segments.contains(.anyDepth) { exactCount = glob.segments.count }
            if case .name(let p)? = glob.segments.first, LastName.isPlain(p[...]) { firstLiteral = p }
        }
    }

    /// How a `**/name` pattern tests the last name: equal to a literal (`DerivedData`), ending
    /// with one (`*.xcuserstate`), or a wildcard match. Matching every line's glob against the
    /// path's split names was two thirds of walking a 5,000-file tree.
    enum LastName: Sendable {
        case literal([UInt8])
        case suffix([UInt8])
        case wildcard([UInt8])

        init?(_ glob: Glob) {
            guard glob.segments.count == 2, glob.segments[0] == .anyDepth, case .name(let p) = glob.segments[1] else { return nil }
            if Self.isPlain(p[...]) {
                self = .literal(p)
            } else if p.first == UInt8(ascii: "*"), Self.isPlain(p.dropFirst()) {
                self = .suffix(Array(p.dropFirst()))
            } else {
                self = .wildcard(p)
            }
        }

        /// No wildcard and no escape: the bytes are the name.
        static func isPlain(_ bytes: ArraySlice<UInt8>) -> Bool {
            !bytes.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "\\") }
        }

        func matches(_ name: ArraySlice<UInt8>) -> Bool {
            switch self {
            case .literal(let l): return name.elementsEqual(l)
            case .suffix(let s): return name.count >= s.count && name.suffix(s.count).elementsEqual(s)
            case .wildcard(let p): return Glob.matchName(p, Array(name))
            }
        }
    }

    /// Folder holding the file, absolute and normalised.
    public let baseDirectory: String
    let patterns: [Pattern]

    public init(baseDirectory: String, text: String) {
        self.baseDirectory = baseDirectory
        var patterns: [Pattern] = []
        for raw in GitIgnoreFile.lines(text) {
            var line = raw
            if line.hasSuffix("\r") { line = line.dropLast() }
            line = GitIgnoreFile.trimTrailingSpaces(line)
            if line.isEmpty || line.hasPrefix("#") { continue }
            var negated = false
            if line.hasPrefix("!") { negated = true; line = line.dropFirst() }
            else if line.hasPrefix("\\!") || line.hasPrefix("\\#") { line = line.dropFirst() }
            var directoryOnly = false
            if line.hasSuffix("/") { directoryOnly = true; line = line.dropLast() }
            if line.isEmpty { continue }
            var anchored = line.contains("/")
            if line.hasPrefix("/") { line = line.dropFirst(); anchored = true }
            let pattern = anchored ? String(line) : "**/" + line
            patterns.append(Pattern(glob: Glob(pattern), negated: negated, directoryOnly: directoryOnly))
        }
        self.patterns = patterns
    }

    /// Loads `directory/.gitignore` (or another file name, e.g. `.git/info/exclude` with the
    /// repository as base); nil when there is none.
    public static func load(directory: String, fileName: String = ".gitignore", base: String? = nil) -> GitIgnoreFile? {
        guard let data = FileManager.default.contents(atPath: directory + "/" + fileName) else { return nil }
        return GitIgnoreFile(baseDirectory: base ?? directory, text: String(decoding: data, as: UTF8.self))
    }

    /// The lines of `text`, split at `\n` bytes, without a `\r` before it: splitting by
    /// `Character` cost a third of loading a project's ignore files. Each line ends before
    /// `\r\n`, a character boundary, so no line ends inside a character.
    static func lines(_ text: String) -> [Substring] {
        var out: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var i = start
        var previous: UInt8 = 0
        while i != utf8.endIndex {
            let byte = utf8[i]
            if byte == UInt8(ascii: "\n") {
                let end = previous == UInt8(ascii: "\r") ? utf8.index(before: i) : i
                out.append(text[start..<max(start, end)])
                start = utf8.index(after: i)
            }
            previous = byte
            i = utf8.index(after: i)
        }
        out.append(text[start...])
        return out
    }

    /// Trailing spaces are ignored unless escaped with a backslash.
    static func trimTrailingSpaces(_ s: Substring) -> Substring {
        var end = s.endIndex
        while end > s.startIndex {
            let before = s.index(before: end)
            guard s[before] == " " else { break }
            if before > s.startIndex && s[s.index(before: before)] == "\\" { break }
            end = before
        }
        return s[s.startIndex..<end]
    }

    /// The decision of the last matching pattern for a path relative to `baseDirectory`:
    /// true = ignored, false = re-included by `!`, nil = no pattern matches.
    func decision(relativePath: String, isDirectory: Bool) -> Bool? {
        let bytes = Array(relativePath.utf8)
        let last = Glob.lastComponent(bytes)
        var comps: [[UInt8]]?
        var shape: (count: Int, first: ArraySlice<UInt8>?)?
        // By position, reading fields in place: copying each pattern retained its arrays.
        for i in patterns.indices.reversed() {
            if patterns[i].directoryOnly && !isDirectory { continue }
            if patterns[i].lastName != nil {
                if let last, patterns[i].lastName!.matches(last) { return !patterns[i].negated }
                continue
            }
            if shape == nil { shape = Glob.countAndFirst(bytes) }
            if let exact = patterns[i].exactCount, exact != shape!.count { continue }
            if patterns[i].firstLiteral != nil, !(shape!.first?.elementsEqual(patterns[i].firstLiteral!) ?? false) { continue }
            if comps == nil { comps = Glob.components(relativePath) }
            if patterns[i].glob.matches(components: comps!) { return !patterns[i].negated }
        }
        return nil
    }
}

/// The `.gitignore` files in force for one folder during a walk: the deepest file decides
/// first. Files of ignored folders are never looked at, so, as in git, a file cannot be
/// re-included when a parent folder is excluded.
public struct GitIgnoreStack: Sendable {
    public private(set) var files: [GitIgnoreFile] = []

    public init(files: [GitIgnoreFile] = []) { self.files = files }

    public func pushing(_ file: GitIgnoreFile?) -> GitIgnoreStack {
        guard let file else { return self }
        var copy = self
        copy.files.append(file)
        return copy
    }

    /// `absolutePath` must be normalised.
    public func isIgnored(absolutePath: String, isDirectory: Bool) -> Bool {
        for file in files.reversed() {
            // Only paths below the file's folder can match; the relative path is a suffix then.
            let base = file.baseDirectory
            let rel: String
            if base == "/" {
                guard absolutePath.hasPrefix("/") else { continue }
                rel = String(absolutePath.dropFirst())
            } else {
                guard absolutePath.utf8.count > base.utf8.count, absolutePath.hasPrefix(base),
                      absolutePath.utf8[absolutePath.utf8.index(absolutePath.utf8.startIndex, offsetBy: base.utf8.count)] == UInt8(ascii: "/")
                else { continue }
                rel = String(absolutePath.utf8.dropFirst(base.utf8.count + 1))!
            }
            if let d = file.decision(relativePath: rel, isDirectory: isDirectory) { return d }
        }
        return false
    }

    /// The files that apply to `directory` before the walk starts: `.gitignore` files of its
    /// parent folders up to the repository root (the folder holding `.git`) and
    /// `.git/info/exclude`. Outside a repository there are none.
    public static func ancestors(of directory: String) -> GitIgnoreStack {
        guard let root = Paths.repositoryRoot(from: directory) else { return GitIgnoreStack() }
        var stack = GitIgnoreStack()
        stack = stack.pushing(GitIgnoreFile.load(directory: root, fileName: ".git/info/exclude", base: root))
        // Shallowest first; `directory`'s own file is pushed by the walk.
        var chain: [String] = []
        var dir = directory
        while dir != root {
            dir = Paths.parent(dir)
            chain.append(dir)
        }
        for d in chain.reversed() {
            stack = stack.pushing(GitIgnoreFile.load(directory: d))
        }
        return stack
    }
}
