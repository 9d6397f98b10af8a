import Foundation

/// The command line's persistent cache: one file per project root, holding every file's
/// summary (keyed by its content hash) and each linted file's findings with what they were
/// computed from (`CachedLint`).
///
/// The file is `magic, format, tool version, root, payload length, payload checksum, payload`.
/// Anything that does not match — another format or tool version, another root, a short file,
/// a wrong checksum, an entry that does not decode — makes the cache empty: it is rebuilt and
/// never trusted. Writes go to a temporary file in the same folder, renamed over the old one, so
/// a concurrent or interrupted run leaves either the old cache or the new one, never a mix.
public struct LintCache: Sendable {
    /// The folder holding the cache files (one per project root).
    public var directory: String

    public init(directory: String) { self.directory = directory }

    static let magic = Array("ENTRYLINT-CACHE\n".utf8)
    /// The cache file's layout; `SummaryCodec.version` is part of it.
    static let formatVersion: UInt32 = 8 &* 1000 &+ SummaryCodec.version

    /// `$XDG_CACHE_HOME/entrylint`, else `~/.cache/entrylint` (`~/Library/Caches/entrylint` on
    /// macOS); nil when neither variable is set (then nothing is cached).
    public static func defaultDirectory(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/entrylint" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if os(macOS)
        return home + "/Library/Caches/entrylint"
        #else
        return home + "/.cache/entrylint"
        #endif
    }

    /// The project's cache file: the root's last component (for people looking) and a hash of
    /// the whole root path.
    public func file(forRoot root: String) -> String {
        let name = String((root as NSString).lastPathComponent.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(40))
        return directory + "/" + (name.isEmpty ? "root" : name) + "-" + String(ContentHash.of(root).description.prefix(16)) + ".cache"
    }

    /// One file as the cache knows it.
    struct Entry {
        var contentHash: ContentHash
        var isDependency: Bool
        /// The file's `stat` when it was read, if it had settled (`FileStamp`): a later run
        /// that finds the same stamp takes `contentHash` without reading the file.
        var stamp: FileStamp?
        /// The facts the summary was made with (`FileSummary.computedFacts`): read without
        /// decoding it, to tell whether a run may reuse it.
        var summaryFacts: SummaryFacts
        /// `SummaryCodec.Facts`: positional facts, the structural facts but declarations, and
        /// the declarations.
        var facts: ContentHash
        var rest: ContentHash
        var declarations: ContentHash
        /// `SummaryCodec.Facts.projectInputs`, for the project facts' key (`CachedLint.factsKey`).
        var projectInputs: ContentHash
        /// The encoded summary: a range of `Contents.bytes` (loaded) or its own bytes (new).
        var summary: Blob
        var findings: FindingsRecord?
    }

    enum Blob {
        case range(Range<Int>)
        case bytes([UInt8])
    }

    /// A file's findings and what they depend on: the project's facts and the run's options
    /// (`key`), the contents of the other files whose source the lint read (the path ""
    /// stands for every file's positional facts, with `CachedLint.positionalKey` as its hash),
    /// and the project facts it consulted with the hash of their value (`ProjectFact.key`,
    /// `ProjectIndex.hash(of:)`).
    struct FindingsRecord {
        var key: ContentHash
        var dependencies: [(path: String, contentHash: ContentHash)]
        var facts: [(key: String, hash: ContentHash)] = []
        /// The names whose declarations the lint looked up (`ProjectIndex.nameHash` of each,
        /// sorted, as u32s), decoded only when the declarations changed; the digest of their
        /// declarations (`ProjectIndex.declarationsDigest`); and the project's declarations key
        /// (`CachedLint.declarationsKey`) of the last run that found the digest the same.
        var names: Blob = .bytes([])
        var namesDigest = ContentHash(high: 0, low: 0)
        var namesKey = ContentHash(high: 0, low: 0)
        /// Encoded findings (`FindingCodec`), decoded only when used.
        var findings: Blob
    }

    struct Contents {
        var bytes: [UInt8] = []
        /// By absolute path.
        var entries: [String: Entry] = [:]
        var projectFacts: ProjectFacts?
    }

    /// The hashes of the project facts' values in the run that wrote the cache, valid for a
    /// later run whose `factsKey` is the same (the same inputs of the facts: `CachedLint.factsKey`),
    /// which then needs no index to check its findings' facts.
    struct ProjectFacts {
        var factsKey: ContentHash
        var hashes: [String: ContentHash]
    }

    /// Why a cache file was not used, for tests and `ENTRYLINT_TIMINGS`.
    enum Rejection: Equatable {
        case missing, notACache, otherVersion, otherRoot, truncated, checksum, malformed
    }

    /// The cache of a root, or an empty one with the reason.
    func load(root: String) -> (Contents, Rejection?) {
        guard let bytes = SourceLoader.readFile(file(forRoot: root)) else { return (Contents(), .missing) }
        return Self.parse(bytes, root: root)
    }

    static func parse(_ bytes: [UInt8], root: String) -> (Contents, Rejection?) {
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else { return (Contents(), .notACache) }
        var r = ByteReader(bytes, from: magic.count)
        let format = r.u32()
        let tool = r.string()
        guard !r.failed else { return (Contents(), .truncated) }
        guard format == formatVersion, tool == ToolInfo.version else { return (Contents(), .otherVersion) }
        guard r.string() == root, !r.failed else { return (Contents(), .otherRoot) }
        let length = Int(truncatingIfNeeded: r.u64())
        let checksum = r.hash()
        guard !r.failed, length >= 0, bytes.count - r.position == length else { return (Contents(), .truncated) }
        let start = r.position
        let actual = bytes.withUnsafeBytes { ContentHash.of(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        guard actual == checksum else { return (Contents(), .checksum) }
        var contents = Contents(bytes: bytes)
        let n = r.count(minSize: 74)
        for _ in 0..<n {
            let path = r.string()
            let hash = r.hash()
            let dependency = r.bool()
            let stamp = r.bool() ? FileStamp.read(&r) : nil
            let summaryFacts = SummaryFacts(rawValue: r.u8())
            let facts = r.hash()
            let rest = r.hash()
            let declarations = r.hash()
            let projectInputs = r.hash()
            let summary = r.blobRange()
            var record: FindingsRecord?
            if r.bool() {
                let key = r.hash()
                // Of the record's element types: an unlabeled tuple array was converted element by
                // element into the labeled one (a sixth of reading the cache on 1.5 M lines).
                var deps: [(path: String, contentHash: ContentHash)] = []
                for _ in 0..<r.count(minSize: 17) where !r.failed { deps.append((r.string(), r.hash())) }
                var factDeps: [(key: String, hash: ContentHash)] = []
                for _ in 0..<r.count(minSize: 17) where !r.failed { factDeps.append((r.string(), r.hash())) }
                let names = r.blobRange()
                let digest = r.hash()
                let namesKey = r.hash()
                record = FindingsRecord(key: key, dependencies: deps, facts: factDeps, names: .range(names), namesDigest: digest,
                                        namesKey: namesKey, findings: .range(r.blobRange()))
            }
            if r.failed { return (Contents(), .malformed) }
            contents.entries[path] = Entry(contentHash: hash, isDependency: dependency, stamp: stamp, summaryFacts: summaryFacts,
                                           facts: facts, rest: rest, declarations: declarations, projectInputs: projectInputs,
                                           summary: .range(summary),
                                           findings: record)
        }
        if r.bool() {
            let key = r.hash()
            var hashes: [String: ContentHash] = [:]
            for _ in 0..<r.count(minSize: 17) where !r.failed { hashes[r.string()] = r.hash() }
            contents.projectFacts = ProjectFacts(factsKey: key, hashes: hashes)
        }
        guard r.atEnd, !r.failed else { return (Contents(), .malformed) }
        return (contents, nil)
    }

    static func render(_ entries: [(path: String, entry: Entry)], projectFacts: ProjectFacts?, from old: [UInt8],
                       root: String) -> [UInt8] {
        func bytes(_ b: Blob) -> ArraySlice<UInt8> {
            switch b {
            case .range(let r): return r.upperBound <= old.count ? old[r] : []
            case .bytes(let b): return b[...]
            }
        }
        // The header first, with room for the payload's length and checksum, which are filled
        // in at the end: the payload (mostly the old cache's summaries again) is copied once.
        var p = ByteWriter()
        p.bytes = magic
        p.bytes.reserveCapacity(old.count + 4096)
        p.u32(formatVersion)
        p.string(ToolInfo.version)
        p.string(root)
        let lengthAt = p.bytes.count
        p.bytes += [UInt8](repeating: 0, count: 8 + 16)
        let payloadAt = p.bytes.count
        p.uint(entries.count)
        for (path, e) in entries {
            p.string(path)
            p.hash(e.contentHash)
            p.bool(e.isDependency)
            p.bool(e.stamp != nil)
            e.stamp?.write(&p)
            p.u8(e.summaryFacts.rawValue)
            p.hash(e.facts)
            p.hash(e.rest)
            p.hash(e.declarations)
            p.hash(e.projectInputs)
            let s = bytes(e.summary)
            p.uint(s.count)
            p.bytes.append(contentsOf: s)
            p.bool(e.findings != nil)
            if let f = e.findings {
                p.hash(f.key)
                p.uint(f.dependencies.count)
                for d in f.dependencies {
                    p.string(d.path)
                    p.hash(d.contentHash)
                }
                p.uint(f.facts.count)
                for d in f.facts {
                    p.string(d.key)
                    p.hash(d.hash)
                }
                let n = bytes(f.names)
                p.uint(n.count)
                p.bytes.append(contentsOf: n)
                p.hash(f.namesDigest)
                p.hash(f.namesKey)
                let b = bytes(f.findings)
                p.uint(b.count)
                p.bytes.append(contentsOf: b)
            }
        }
        p.bool(projectFacts != nil)
        if let f = projectFacts {
            p.hash(f.factsKey)
            p.uint(f.hashes.count)
            for (key, hash) in f.hashes.sorted(by: { $0.key < $1.key }) {
                p.string(key)
                p.hash(hash)
            }
        }
        var header = ByteWriter()
        header.u64(UInt64(p.bytes.count - payloadAt))
        header.hash(p.bytes.withUnsafeBytes { ContentHash.of(UnsafeRawBufferPointer(rebasing: $0[payloadAt...])) })
        p.bytes.replaceSubrange(lengthAt..<payloadAt, with: header.bytes)
        return p.bytes
    }

    /// Writes the cache file through a temporary file and a rename. Failing to write (a
    /// read-only folder) only costs the next run its speed; it returns the reason.
    @discardableResult
    func save(_ bytes: [UInt8], root: String) -> String? {
        let target = file(forRoot: root)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot create the cache folder \(directory): \(error.localizedDescription)"
        }
        let temporary = target + ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { return "cannot write \(temporary): \(String(cString: strerror(errno)))" }
        var done = 0
        let ok: Bool = bytes.withUnsafeBytes { raw in
            while done < raw.count {
                let n = write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        close(fd)
        guard ok, rename(temporary, target) == 0 else {
            unlink(temporary)
            return "cannot write \(target): \(String(cString: strerror(errno)))"
        }
        return nil
    }
}
