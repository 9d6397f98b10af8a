/// Where a name is used: the file (whose modules and imports decide what it can see), the types
/// the use is nested in (outermost first; `nil` when the position is not known, which makes
/// lookups conservative), and the `#if` condition it is compiled under.
public struct UseSite: Sendable, Hashable {
    /// `FileSummary.file` of the using file; -1 sees every module.
    public var file: Int32
    public var scope: [String]? {
        get { scopeStorage }
        set {
            scopeStorage = newValue
            scopeHashes = newValue?.isEmpty ?? true ? [0] : []
        }
    }
    public var condition: PlatformCondition
    private var scopeStorage: [String]?
    /// `ProjectIndex.pathHash` of every prefix of `scope`, the empty one first (0), when known:
    /// `SiteLocator` extends its sites' one level at a time, so that a lookup of a nested name
    /// does not hash the whole scope again (each lookup was linear, a project's quadratic in the
    /// depth of nested types). Other sites leave it empty (hashing every site's scope when it
    /// is made cost more than it saved): `prefixHashes` hashes it at the lookup.
    private(set) var scopeHashes: [Int]

    public init(file: Int32, scope: [String]? = nil, condition: PlatformCondition = .always) {
        self.file = file
        scopeStorage = scope
        scopeHashes = scope?.isEmpty ?? true ? [0] : []
        self.condition = condition
    }

    /// `scopeHashes`, hashed now if the site does not keep them.
    var prefixHashes: [Int] {
        let count = (scopeStorage?.count ?? 0) + 1
        return scopeHashes.count == count ? scopeHashes : Self.prefixHashes(scopeStorage)
    }

    static func prefixHashes(_ scope: [String]?) -> [Int] {
        var out = [0]
        guard let scope, !scope.isEmpty else { return out }
        out.reserveCapacity(scope.count + 1)
        for component in scope { out.append(ProjectIndex.pathHash(out[out.count - 1], component)) }
        return out
    }

    /// The site inside a type named `name` declared here: one more level of scope, hashed from
    /// the ones before.
    mutating func enterType(_ name: String) {
        let known = scopeHashes.count == (scopeStorage?.count ?? 0) + 1
        scopeStorage = (scopeStorage ?? []) + [name]
        if known {
            scopeHashes.append(ProjectIndex.pathHash(scopeHashes[scopeHashes.count - 1], name))
        } else {
            scopeHashes = []
        }
    }

    /// A site that sees the whole project (tests, tools).
    public static let anywhere = UseSite(file: -1, scope: [], condition: .always)
}

/// A set of module ids as a bit set.
struct ModuleSet: Hashable, Sendable {
    var words: [UInt64]

    init(count: Int) { words = [UInt64](repeating: 0, count: max(1, (count + 63) / 64)) }

    mutating func insert(_ id: Int32) {
        let k = Int(id)
        while words.count <= k / 64 { words.append(0) }
        words[k / 64] |= 1 << UInt64(k % 64)
    }

    func contains(_ id: Int32) -> Bool {
        let k = Int(id)
        return k / 64 < words.count && words[k / 64] & (1 << UInt64(k % 64)) != 0
    }

    /// Adds every member of `other`, a word at a time.
    mutating func formUnion(_ other: ModuleSet) {
        while words.count < other.words.count { words.append(0) }
        for k in other.words.indices { words[k] |= other.words[k] }
    }

    func intersects(_ other: ModuleSet) -> Bool {
        for k in 0..<min(words.count, other.words.count) where words[k] & other.words[k] != 0 { return true }
        return false
    }

    var members: [Int32] {
        var out: [Int32] = []
        for (w, word) in words.enumerated() where word != 0 {
            for b in 0..<64 where word & (1 << UInt64(b)) != 0 { out.append(Int32(w * 64 + b)) }
        }
        return out
    }
}
