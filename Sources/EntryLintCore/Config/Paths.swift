import Foundation

/// `/`-separated path arithmetic on strings, without touching the file system.
public enum Paths {
    /// Removes `.` and empty components and resolves `..` where possible. Keeps a leading `/`.
    public static func normalize(_ path: String) -> String {
        // Most paths a walk builds are normal already: one pass over the bytes instead of a split.
        if isNormal(path) { return path }
        let absolute = path.hasPrefix("/")
        var out: [Substring] = []
        for c in path.split(separator: "/", omittingEmptySubsequences: true) {
            if c == "." { continue }
            if c == "..", let last = out.last, last != ".." { out.removeLast(); continue }
            if c == ".." && absolute { continue }
            out.append(c)
        }
        let joined = out.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `normalize` would return `path` unchanged: no empty, `.` or `..` component and no
    /// trailing slash (`/` alone aside).
    static func isNormal(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var count = 0
        var length = 0
        var onlyDots = true
        for b in path.utf8 {
            if b == slash {
                if count > 0 && (length == 0 || (onlyDots && length <= 2)) { return false }
                length = 0
                onlyDots = true
            } else {
                length += 1
                if b != dot { onlyDots = false }
            }
            count += 1
        }
        if length == 0 { return count == 1 }
        return !(onlyDots && length <= 2)
    }

    /// `path` made absolute against `base` (itself absolute), normalised.
    public static func absolute(_ path: String, base: String) -> String {
        normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    public static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty || a == "." { return b }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }

    /// Paths are split at the last `/` byte: `String.lastIndex(of: Character)` walks grapheme
    /// clusters backwards and was 15% of loading a project's file list. A `/` byte is always a
    /// character boundary, so its UTF-8 index is a valid `String` index.
    public static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Whether `part`'s bytes occur in `path`. `String.contains(String)` is Foundation's
    /// `range(of:)` here (Foundation is imported in the module): locale-aware and many times
    /// slower than comparing bytes, which is all a path test needs.
    static func contains(_ path: String, _ part: String) -> Bool {
        let n = Array(part.utf8)
        guard let first = n.first else { return true }
        var h = path
        return h.withUTF8 { bytes in
            guard bytes.count >= n.count else { return false }
            for i in 0...(bytes.count - n.count) where bytes[i] == first {
                var j = 1
                while j < n.count && bytes[i + j] == n[j] { j += 1 }
                if j == n.count { return true }
            }
            return false
        }
    }

    public static func fileName(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `path` relative to `base` (both absolute and normalised), with `..` when it is outside;
    /// "." when equal. Nil when either is not absolute.
    public static func relative(_ path: String, to base: String) -> String? {
        guard path.hasPrefix("/"), base.hasPrefix("/") else { return nil }
        // A normal path below a normal base: the rest of its bytes, without splitting either.
        if isNormal(path), isNormal(base) {
            if path == base { return "." }
            let prefix = base == "/" ? 1 : base.utf8.count + 1
            let bytes = path.utf8
            if bytes.count > prefix, path.hasPrefix(base),
               bytes[bytes.index(bytes.startIndex, offsetBy: prefix - 1)] == UInt8(ascii: "/") {
                return String(path.utf8.dropFirst(prefix))!
            }
        }
        let p = path.split(separator: "/"), b = base.split(separator: "/")
        var k = 0
        while k < p.count && k < b.count && p[k] == b[k] { k += 1 }
        let ups = Array(repeating: "..", count: b.count - k)
        let rest = p[k...].map(String.init)
        let all = ups + rest
        return all.isEmpty ? "." : all.joined(separator: "/")
    }

    /// The nearest folder at or above `directory` that holds `.git` (a folder, or a file in a
    /// worktree); nil outside a repository.
    public static func repositoryRoot(from directory: String) -> String? {
        var dir = directory
        while true {
            if FileManager.default.fileExists(atPath: dir + "/.git") { return dir }
            let parent = Paths.parent(dir)
            if parent == dir { return nil }
            dir = parent
        }
    }
}
