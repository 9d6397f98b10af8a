/// The nesting among a file's type paths (`FileSummary.types`, in the summarizer's order: a
/// nested declaration comes before the one holding it), so that each path's `pathHash` is
/// computed from its parent's in one step instead of from all its components: hashing every
/// path whole was quadratic in the depth of nested types.
struct ScopeLinks {
    /// Per path, the index of the path it is nested in (the same path less its last
    /// component), or -1 when that is not among them (top level, an extension).
    private(set) var parents: [Int]
    /// Per path, `ProjectIndex.pathHash` of the whole path.
    private(set) var hashes: [Int]
    /// Per path, `pathHash` of the path less its last component (0 at top level).
    private(set) var parentHashes: [Int]

    init(_ paths: [[String]]) {
        let n = paths.count
        parents = [Int](repeating: -1, count: n)
        hashes = [Int](repeating: 0, count: n)
        parentHashes = [Int](repeating: 0, count: n)
        // Backwards, a holder comes before what it holds: the innermost open holders are a
        // stack, and a path's parent can only be the top one after the deeper ones are popped.
        var open: [Int] = []
        for i in stride(from: n - 1, through: 0, by: -1) {
            let path = paths[i]
            while let top = open.last, paths[top].count >= path.count { open.removeLast() }
            if path.count > 1, let top = open.last, paths[top].count == path.count - 1,
               paths[top].elementsEqual(path.dropLast()) {
                // Compared, not assumed: an extension of a nested type can follow another
                // type's members. Components shared with the parent compare by identity.
                parents[i] = top
                parentHashes[i] = hashes[top]
            } else {
                parentHashes[i] = path.dropLast().reduce(0, ProjectIndex.pathHash)
            }
            hashes[i] = ProjectIndex.pathHash(parentHashes[i], path.last ?? "")
            open.append(i)
        }
    }

    func parentHash(_ i: Int) -> Int { parentHashes[i] }
}
