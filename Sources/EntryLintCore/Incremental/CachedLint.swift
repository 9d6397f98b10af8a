import Dispatch

/// `Linter.lint` with the persistent cache (`LintCache`): the same findings, byte for byte, with
/// as little work as what changed allows.
///
/// A file's cached findings are used when all of these are what they were:
/// - its contents (hash) and its settings (rules, severities, options, impact, previews);
/// - the project key: the tool version, the run's options, the modules, and every file's path,
///   modules and *structural facts* but its declarations (`SummaryCodec.facts`: `rest` —
///   imports, environment reads and injections, conditional modifiers, observation facts);
/// - the declarations of each name its lint looked up, found or not (`DependencyRecorder.names`,
///   compared as one digest: `ProjectIndex.declarationsDigest`): a view's members, a class's
///   conformances, a global, a typealias, what extensions add to an SDK type;
/// - the contents of each other file whose source its lint read (`DependencyRecorder`), and,
///   when it read lines or names used (an `@Entry`'s readers, environment-object reads), every
///   file's positional facts;
/// - the value of each project fact its lint consulted (`ProjectFact`: the preview-only
///   declarations, a conditional modifier's callers, the protocols refining one, the view
///   types that are trigger words…), compared by hash: from the last run's table when their
///   inputs are the same (`factsKey`, `LintCache.ProjectFacts`), else from the index.
/// An edit inside a body therefore re-lints that file, the files that read it and those whose
/// consulted project facts it changed; a declaration edit (a stored property, a conformance, a
/// type added) re-lints the files that looked up its name; an edit of other structural facts (a
/// file added or removed, an import, an injection) re-lints every file, from cached summaries.
/// Summaries are reused when the contents are; contents are taken from the cache without
/// reading the file when its stamp is the one stored (`FileStamp`).
enum CachedLint {
    struct Scanned: Sendable {
        var hash: ContentHash
        /// `SummaryCodec.Facts`: positional facts, structure but declarations, declarations.
        var positional: ContentHash
        var rest: ContentHash
        var declarations: ContentHash
        /// What only the project facts are computed from (`SummaryCodec.Facts.projectInputs`).
        var projectInputs: ContentHash
        /// The file's stamp when it had settled (`FileStamp`), to be stored with its entry.
        var stamp: FileStamp?
        /// A summary made in this run (its encoding is in `encoded`); nil when the cache had it.
        var summary: FileSummary?
        var encoded: [UInt8]?
        var read = true
        /// The facts the summary was made with (`FileSummary.computedFacts`).
        var summaryFacts: SummaryFacts
    }

    /// A file linted in this run, with what its lint read (`DependencyRecorder`).
    struct LintedFile {
        var findings: [Finding]
        var dependencies: Set<Int32>
        var facts: Set<ProjectFact>
        var names: Set<String> = []
        var error: FileError?
    }

    /// What a run took from the cache (tests).
    struct Stats {
        var rejection: LintCache.Rejection?
        var summarized = 0
        var reused = 0
        var linted = 0
        /// Whether the run built the project's index (a file to lint, or a record whose project
        /// facts or looked-up declarations only the index can check).
        var builtIndex = false
        /// Files read and hashed (the others' stamps matched the cache's).
        var read = 0
        /// The paths of the files linted, in input order.
        var lintedPaths: [String] = []
    }

    static func run(_ project: Project, options: LintOptions, cache: LintCache) -> LintResult {
        var stats = Stats()
        return run(project, options: options, cache: cache, stats: &stats)
    }

    static func run(_ project: Project, options: LintOptions, cache: LintCache, stats: inout Stats) -> LintResult {
        var shared = SharedSummaries.none
        return run(project, options: options, cache: cache, stats: &stats, shared: &shared)
    }

    /// `shared`: as for `Linter.lint(_:options:shared:)`.
    static func run(_ project: Project, options: LintOptions, cache: LintCache, stats: inout Stats,
                    shared: inout SharedSummaries) -> LintResult {
        // Freeing the index, the decoded summaries and the old cache's entries takes a tenth of
        // a changed-file run on one thread while the others are idle: done off this thread (a
        // command-line run exits meanwhile). Handed over only once `lint` has returned: released
        // from its `defer`, the thread freeing them finished before `lint` dropped its own
        // references, so this thread freed them after all (8% of the run on 1.5 M lines).
        let leftovers = Leftovers()
        let result = lint(project, options: options, cache: cache, stats: &stats, shared: &shared, leftovers: leftovers)
        leftovers.releaseInBackground()
        return result
    }

    /// What a run leaves to free (`run`): owned here alone once `lint` has returned.
    final class Leftovers: @unchecked Sendable {
        var values: Any?

        func releaseInBackground() {
            DispatchQueue.global(qos: .utility).async { self.values = nil }
        }
    }

    private static func lint(_ project: Project, options: LintOptions, cache: LintCache, stats: inout Stats,
                             shared: inout SharedSummaries, leftovers: Leftovers) -> LintResult {
        let clock = PhaseClock(enabled: options.collectTimings)
        let inputs = project.inputs
        let (old, rejection) = cache.load(root: project.root)
        clock.mark("cache: read \(old.entries.count) entries\(rejection.map { " (\($0))" } ?? "")")
        // Pass 1: every file's contents hashed, unless its stamp is the one the cache stored
        // (`FileStamp`); summaries from the cache when the contents match and the summary has
        // the facts this run's rules read (a run with fewer rules made it without the others).
        let runStart = FileStamp.now()
        let needed = Linter.summaryFacts(inputs: inputs, options: options)
        let known = shared
        let scanned = ParallelMap.run(count: inputs.count, jobs: options.jobs) { k -> Result<Scanned, FileError> in
            let input = inputs[k]
            let previous = old.entries[input.diskPath].flatMap { $0.isDependency == input.isDependency ? $0 : nil }
            let stamp = input.contents == nil ? FileStamp.of(input.diskPath) : nil
            if let stamp, let e = previous, e.stamp == stamp, e.summaryFacts.isSuperset(of: needed) {
                return .success(Scanned(hash: e.contentHash, positional: e.facts, rest: e.rest, declarations: e.declarations,
                                        projectInputs: e.projectInputs, stamp: stamp, summary: nil, encoded: nil, read: false, summaryFacts: e.summaryFacts))
            }
            let settled = stamp.flatMap { $0.isSettled(at: runStart) ? $0 : nil }
            return SourceLoader.load(input).map { bytes in
                let hash = ContentHash.of(bytes)
                if let e = previous, e.contentHash == hash, e.summaryFacts.isSuperset(of: needed) {
                    return Scanned(hash: hash, positional: e.facts, rest: e.rest, declarations: e.declarations,
                                   projectInputs: e.projectInputs, stamp: settled,
                                   summary: nil, encoded: nil, summaryFacts: e.summaryFacts)
                }
                let made = known.summary(of: input, file: Int32(k), facts: needed, contentHash: hash)
                let summary = made?.summary ?? Linter.summary(input, file: Int32(k), bytes: bytes, facts: needed)
                let facts = SummaryCodec.facts(summary)
                return Scanned(hash: hash, positional: facts.positional, rest: facts.rest, declarations: facts.declarations,
                               projectInputs: facts.projectInputs, stamp: settled, summary: summary, encoded: made?.encoded ?? SummaryCodec.encode(summary), summaryFacts: needed)
            }
        }
        shared.finished(project, facts: needed) { k in
            guard case .success(let s) = scanned[k], let encoded = s.encoded else { return nil }
            return (s.hash, encoded)
        }
        clock.mark("pass 1: stat, read, hash, summarize \(scanned.lazy.filter { (try? $0.get())?.summary != nil }.count) changed files")
        var hashes: [String: ContentHash] = [:]
        hashes.reserveCapacity(inputs.count + 1)
        for (k, s) in scanned.enumerated() {
            if case .success(let s) = s { hashes[inputs[k].diskPath] = s.hash }
        }
        // The keys below walk the files in path order: sorted once.
        let order = inputs.indices.sorted { inputs[$0].diskPath < inputs[$1].diskPath }
        let projectKey = self.projectKey(project, options: options, facts: needed, scanned: scanned, order: order)
        // Lines and names used of every file: only the files whose lint read some depend on them.
        hashes[""] = positionalKey(project, scanned: scanned, order: order)
        // Every file's declarations: a record whose looked-up names' declarations were checked
        // against this key needs no index to be trusted again.
        let declarationsKey = self.declarationsKey(project, scanned: scanned, order: order)

        // The project facts' hashes (`ProjectFact`): the last run's when this run has the same
        // inputs of them, else the index's once it is built.
        let factsKey = self.factsKey(projectKey, declarationsKey, project, scanned: scanned, order: order)
        let lastFacts = old.projectFacts.flatMap { $0.factsKey == factsKey ? $0.hashes : nil }
        var index: ProjectIndex?
        var decoded: [FileSummary?] = []
        defer { leftovers.values = (index, decoded, old, scanned) }
        // Each fact is hashed once (every file's record names the preview-only set).
        var indexFacts: [String: ContentHash] = [:]
        func factHash(_ key: String) -> ContentHash? {
            guard let index else { return lastFacts?[key] }
            if let h = indexFacts[key] { return h }
            let h = ProjectFact(key: key).map { index.hash(of: $0, declarations: declarationsKey) }
            indexFacts[key] = h
            return h
        }
        /// Whether a record's project facts have the values it was linted with; nil when that
        /// cannot be told without the index.
        func factsHold(_ record: LintCache.FindingsRecord) -> Bool? {
            for f in record.facts {
                guard let h = factHash(f.key) else { return nil }
                if h != f.hash { return false }
            }
            return true
        }
        /// Whether the declarations of the names a record's lint looked up are what they were;
        /// nil when that cannot be told without the index.
        func namesHold(_ record: LintCache.FindingsRecord) -> Bool? {
            if record.namesKey == declarationsKey { return true }
            guard let index else { return nil }
            guard let names = decodedNames(record.names) else { return false }
            return index.declarationsDigest(names) == record.namesDigest
        }
        func decodedNames(_ blob: LintCache.Blob) -> [UInt32]? {
            switch blob {
            case .bytes(let b): return Self.decodeNames(b[...])
            case .range(let r): return r.upperBound <= old.bytes.count ? Self.decodeNames(old.bytes[r]) : nil
            }
        }
        /// Both checks: false when either fails, nil when one needs the index.
        func stillGood(_ record: LintCache.FindingsRecord) -> Bool? {
            let facts = factsHold(record)
            if facts == false { return false }
            let names = namesHold(record)
            if names == false { return false }
            return facts == nil || names == nil ? nil : true
        }
        func decodedFindings(_ record: LintCache.FindingsRecord) -> [Finding]? {
            guard case .range(let range) = record.findings else { return nil }
            var r = ByteReader(old.bytes, from: range.lowerBound, to: range.upperBound)
            guard let findings = FindingCodec.decode(&r), r.atEnd else { return nil }
            return findings
        }

        // Which reported files' findings are still good.
        var cached: [Int: [Finding]] = [:]
        var toLint: [Int] = []
        /// Files whose findings are good but for project facts that only the index can tell.
        var pending: [Int] = []
        var keys: [Int: ContentHash] = [:]
        // Most files share one configuration: its encoding is made once.
        var lastSettings: FileSettings?? = .none
        var lastPart: [UInt8] = []
        for (k, input) in inputs.enumerated() where !input.indexOnly {
            guard case .success(let s) = scanned[k] else { continue }
            if lastSettings != .some(input.settings) {
                lastSettings = .some(input.settings)
                lastPart = settingsPart(input.settings, options: options)
            }
            let key = findingsKey(projectKey, settingsPart: lastPart, content: s.hash)
            keys[k] = key
            if let record = old.entries[input.diskPath]?.findings, record.key == key,
               record.dependencies.allSatisfy({ hashes[$0.path] == $0.contentHash }) {
                switch stillGood(record) {
                case .some(true):
                    if let findings = decodedFindings(record) {
                        cached[k] = findings
                        continue
                    }
                case .some(false): break
                case .none:
                    pending.append(k)
                    continue
                }
            }
            toLint.append(k)
        }
        clock.mark("cache: \(cached.count) files' findings reused, \(toLint.count) to lint, \(pending.count) to check")

        var linted: [Int: LintedFile] = [:]
        var summaryBroken = false
        if !toLint.isEmpty || !pending.isEmpty {
            // Every summary, decoded from the cache or made in pass 1, for the index.
            let summaries = ParallelMap.run(count: inputs.count, jobs: options.jobs) { k -> FileSummary? in
                guard case .success(let s) = scanned[k] else { return nil }
                if let summary = s.summary { return summary }
                guard let e = old.entries[inputs[k].diskPath], case .range(let range) = e.summary else { return nil }
                return SummaryCodec.decode(old.bytes, range: range, path: inputs[k].path, file: Int32(k))
            }
            // A cached summary that no longer decodes (cannot happen past the checksum, unless
            // this version wrote it wrongly): lint without the cache.
            for k in inputs.indices where summaries[k] == nil {
                if case .success = scanned[k] { summaryBroken = true }
            }
            if summaryBroken {
                // The plain lint's timings, then this run's so far (the order they were printed in).
                var plain = Linter.lint(project, options: options)
                plain.timings += clock.result
                return plain
            }
            clock.mark("cache: decode summaries")
            let built = Linter.makeIndex(project, summaries.compactMap { $0 }) { file, range in
                SourceLoader.loadRange(inputs[Int(file)], range)
            }
            decoded = consume summaries
            index = built
            stats.builtIndex = true
            clock.mark("index")
            // The trigger words, and the hashes of the project facts the last run's records
            // consulted (`LintCache.ProjectFacts`: the checks below and the new table ask for
            // them all), made on every core at once: one after the other on this thread, as
            // the checks asked, they were a tenth of a changed-file run on 1.5 M lines (the
            // environment flow's and the sorted sets' hashes are the costly ones).
            let triggerWords = BackgroundResult { Linter.triggerSet(built, inputs: inputs, options: options) }
            let lastKeys = (old.projectFacts?.hashes.keys).map { $0.sorted() } ?? []
            let lastHashes = ParallelMap.run(count: lastKeys.count, jobs: options.jobs) { m in
                ProjectFact(key: lastKeys[m]).map { built.hash(of: $0, declarations: declarationsKey) }
            }
            for (m, key) in lastKeys.enumerated() where lastHashes[m] != nil { indexFacts[key] = lastHashes[m] }
            for k in pending {
                if let record = old.entries[inputs[k].diskPath]?.findings, stillGood(record) == true,
                   let findings = decodedFindings(record) {
                    cached[k] = findings
                } else {
                    toLint.append(k)
                }
            }
            let triggers = triggerWords.value()
            let toLint = toLint
            let results = ParallelMap.run(count: toLint.count, jobs: options.jobs) { m -> LintedFile in
                let k = toLint[m]
                switch SourceLoader.load(inputs[k]) {
                case .failure(let error):
                    return LintedFile(findings: [], dependencies: [], facts: [], error: error)
                case .success(let bytes):
                    // Holding none of the trigger words, the file is not linted: that depends on
                    // the project's view types, the trigger words a declaration can add.
                    guard triggers.matches(bytes) else { return LintedFile(findings: [], dependencies: [], facts: [.viewTypes], error: nil) }
                    let recorder = DependencyRecorder()
                    let findings = recorder.recording {
                        Linter.lintFile(inputs[k], file: Int32(k), bytes: bytes, index: built, options: options)
                    }
                    return LintedFile(findings: findings, dependencies: recorder.files.subtracting([Int32(k)]),
                                      facts: recorder.facts, names: recorder.names, error: nil)
                }
            }
            for (m, k) in toLint.enumerated() { linted[k] = results[m] }
            clock.mark("pass 2: lint \(toLint.count) files")
        }
        stats.rejection = rejection
        stats.summarized = scanned.lazy.filter { (try? $0.get())?.summary != nil }.count
        stats.reused = cached.count
        stats.linted = linted.count
        stats.read = scanned.lazy.filter { (try? $0.get())?.read ?? true }.count
        stats.lintedPaths = inputs.indices.filter { linted[$0] != nil }.map { inputs[$0].path }

        // The result, as `Linter.lint` builds it.
        var findings: [Finding] = []
        var errors: [FileError] = []
        for (k, input) in inputs.enumerated() where !input.indexOnly {
            if case .failure(let error) = scanned[k] {
                errors.append(error)
            } else if let c = cached[k] {
                findings += c
            } else if let l = linted[k] {
                findings += l.findings
                if let e = l.error { errors.append(e) }
            }
        }
        findings.sort(by: Finding.reportOrder)
        let reported = inputs.lazy.filter { !$0.indexOnly }.count

        // The new cache: this run's files, their findings when computed or still good.
        var entries: [(path: String, entry: LintCache.Entry)] = []
        // Contents given in memory (standard input: an editor's unsaved buffer) are not the
        // project on disk: such a run reads the cache but does not write it (an editor runs
        // once per keystroke; the next run on the files as saved would not match it anyway).
        guard !inputs.contains(where: { $0.contents != nil }) else {
            return LintResult(findings: findings, errors: errors, filesLinted: reported - errors.count, timings: clock.result)
        }
        var changed = false
        // Stamps that settled since they were stored: worth a write only when many did (a
        // fresh checkout); one file read again costs far less than rewriting the cache.
        var restamped = 0
        for (k, input) in inputs.enumerated() {
            let previous = old.entries[input.diskPath]
            guard case .success(let s) = scanned[k] else { continue }
            if s.summary != nil || linted[k] != nil { changed = true }
            if s.stamp != previous?.stamp { restamped += 1 }
            let summary: LintCache.Blob
            if let encoded = s.encoded { summary = .bytes(encoded) } else if let p = previous { summary = p.summary } else { continue }
            var record: LintCache.FindingsRecord?
            if let l = linted[k], l.error == nil, let key = keys[k] {
                var w = ByteWriter()
                FindingCodec.encode(l.findings, into: &w)
                let deps = l.dependencies.sorted().map { d -> (String, ContentHash)? in
                    if d == DependencyRecorder.positionalFacts { return hashes[""].map { ("", $0) } }
                    guard d >= 0, Int(d) < inputs.count else { return nil }
                    let path = inputs[Int(d)].diskPath
                    return hashes[path].map { (path, $0) }
                }
                let facts = l.facts.sorted().map { f in (key: f.key, hash: factHash(f.key)) }
                // A dependency it cannot name (a file that failed to load): not cached.
                if deps.allSatisfy({ $0 != nil }), facts.allSatisfy({ $0.hash != nil }), let index {
                    let names = Set(l.names.map(ProjectIndex.nameHash)).sorted()
                    var n = ByteWriter()
                    for h in names { n.u32(h) }
                    record = LintCache.FindingsRecord(key: key, dependencies: deps.compactMap { $0 },
                                                      facts: facts.map { ($0.key, $0.hash!) }, names: .bytes(n.bytes),
                                                      namesDigest: index.declarationsDigest(names), namesKey: declarationsKey,
                                                      findings: .bytes(w.bytes))
                }
            } else if cached[k] != nil {
                // Still good: kept, its names now checked against this run's declarations.
                record = previous?.findings
                if record?.namesKey != declarationsKey {
                    record?.namesKey = declarationsKey
                    changed = true
                }
            } else if input.indexOnly {
                // Not reported this run: kept; its key decides next time.
                record = previous?.findings
            }
            entries.append((input.diskPath, LintCache.Entry(contentHash: s.hash, isDependency: input.isDependency, stamp: s.stamp,
                                                           summaryFacts: s.summaryFacts, facts: s.positional, rest: s.rest,
                                                           declarations: s.declarations, projectInputs: s.projectInputs,
                                                           summary: summary, findings: record)))
        }
        // The project facts the records consulted, for the next run with the same summaries.
        var factKeys = Set<String>()
        for (_, e) in entries { for f in e.findings?.facts ?? [] { factKeys.insert(f.key) } }
        var factTable: [String: ContentHash]? = [:]
        for key in factKeys {
            guard let h = factHash(key) else { factTable = nil; break }
            factTable?[key] = h
        }
        if restamped > max(16, inputs.count / 64) { changed = true }
        if changed || rejection != nil || entries.count != old.entries.count || old.projectFacts?.factsKey != factsKey {
            let facts = factTable.map { LintCache.ProjectFacts(factsKey: factsKey, hashes: $0) }
            cache.save(LintCache.render(entries, projectFacts: facts, from: old.bytes, root: project.root), root: project.root)
            clock.mark("cache: write")
        }
        return LintResult(findings: findings, errors: errors, filesLinted: reported - errors.count, timings: clock.result)
    }

    /// What every file's findings depend on besides their own file and the files they read.
    static func projectKey(_ project: Project, options: LintOptions, facts: SummaryFacts,
                           scanned: [Result<Scanned, FileError>], order: [Int]) -> ContentHash {
        var w = ByteWriter()
        w.u32(LintCache.formatVersion)
        w.string(ToolInfo.version)
        // The summary facts the run's rules need: the project facts computed from them (and
        // recorded for the next run, `LintCache.ProjectFacts`) are only those runs' values.
        w.u8(facts.rawValue)
        // The run's rule selection applies only to files without settings (`findingsKey`);
        // the trigger words it adds only decide which files are parsed again, never findings.
        w.bool(options.skipUntriggeredFiles)
        w.uint(project.modules.count)
        for m in project.modules {
            w.string(m.name)
            w.u8(m.kind.rawValue)
        }
        // In path order: a run on some files lists them first, a run on the project walks them
        // in folder order, and the project model guarantees the same findings either way
        // (`ProjectFixtureTests`, `scripts/consistency`).
        w.uint(project.inputs.count)
        for k in order {
            let input = project.inputs[k]
            w.string(input.path)
            w.string(input.diskPath)
            w.bool(input.isDependency)
            w.uint(input.modules.count)
            for m in input.modules { w.uint(Int(m)) }
            switch scanned[k] {
            // Declarations are not here: a record depends on those of the names it looked up.
            case .success(let s): w.bool(true); w.hash(s.rest)
            case .failure: w.bool(false)
            }
        }
        return ContentHash.of(w.bytes)
    }

    /// Every file's declarations (`SummaryCodec.Facts.declarations`), in path order.
    static func declarationsKey(_ project: Project, scanned: [Result<Scanned, FileError>], order: [Int]) -> ContentHash {
        var w = ByteWriter()
        for k in order {
            w.string(project.inputs[k].diskPath)
            if case .success(let s) = scanned[k] { w.hash(s.declarations) }
        }
        return ContentHash.of(w.bytes)
    }

    /// A record's looked-up names (`LintCache.FindingsRecord.names`); nil when malformed.
    static func decodeNames(_ bytes: ArraySlice<UInt8>) -> [UInt32]? {
        guard bytes.count % 4 == 0 else { return nil }
        var out: [UInt32] = []
        out.reserveCapacity(bytes.count / 4)
        var k = bytes.startIndex
        while k < bytes.endIndex {
            out.append(UInt32(bytes[k]) | UInt32(bytes[k + 1]) << 8 | UInt32(bytes[k + 2]) << 16 | UInt32(bytes[k + 3]) << 24)
            k += 4
        }
        return out
    }

    /// Everything the project facts are computed from (`ProjectIndex.hash(of:declarations:)`):
    /// the project key (paths, modules, every file's structure but declarations), the
    /// declarations key and every file's project inputs (member calls, the names top-level
    /// declarations use), in path order. Two runs with the same key have the same project facts
    /// (`LintCache.ProjectFacts`): an edit inside a body that keeps them needs no index to check
    /// the other files' records. Keyed by contents instead, every edit voided the table, and
    /// the run that changed one file of the 1.6 M-line corpus built the whole index for it.
    static func factsKey(_ projectKey: ContentHash, _ declarationsKey: ContentHash, _ project: Project,
                         scanned: [Result<Scanned, FileError>], order: [Int]) -> ContentHash {
        var w = ByteWriter()
        w.hash(projectKey)
        w.hash(declarationsKey)
        for k in order {
            w.string(project.inputs[k].diskPath)
            switch scanned[k] {
            case .success(let s): w.bool(true); w.hash(s.projectInputs)
            case .failure: w.bool(false)
            }
        }
        return ContentHash.of(w.bytes)
    }

    /// Every file's positional facts (`SummaryCodec.Facts`), in path order.
    static func positionalKey(_ project: Project, scanned: [Result<Scanned, FileError>], order: [Int]) -> ContentHash {
        var w = ByteWriter()
        for k in order {
            w.string(project.inputs[k].diskPath)
            if case .success(let s) = scanned[k] { w.hash(s.positional) }
        }
        return ContentHash.of(w.bytes)
    }

    static func findingsKey(_ projectKey: ContentHash, settingsPart: [UInt8], content: ContentHash) -> ContentHash {
        var w = ByteWriter()
        w.hash(projectKey)
        w.hash(content)
        w.bytes += settingsPart
        return ContentHash.of(w.bytes)
    }

    /// What of a file's settings (or, without any, of the run's options) its findings depend on.
    static func settingsPart(_ settings: FileSettings?, options: LintOptions) -> [UInt8] {
        var w = ByteWriter()
        w.bool(settings != nil)
        if settings == nil {
            w.strings(options.enabledRules.sorted())
            severities(options.severities, &w)
            w.string(options.profile.rawValue)
            w.bool(options.includePreviews)
        }
        if let s = settings {
            w.strings(s.enabledRules.sorted())
            severities(s.severities, &w)
            w.uint(s.ruleOptions.count)
            for (rule, value) in s.ruleOptions.sorted(by: { $0.key < $1.key }) {
                w.string(rule)
                configValue(value, &w)
            }
            w.string(s.failOn.rawValue)
            w.string(s.profile.rawValue)
            w.bool(s.includePreviews)
        }
        return w.bytes
    }

    static func severities(_ s: [String: Severity], _ w: inout ByteWriter) {
        w.uint(s.count)
        for (rule, severity) in s.sorted(by: { $0.key < $1.key }) {
            w.string(rule)
            w.string(severity.rawValue)
        }
    }

    static func configValue(_ v: ConfigValue, _ w: inout ByteWriter) {
        switch v {
        case .null: w.u8(0)
        case .bool(let b): w.u8(1); w.bool(b)
        case .number(let d): w.u8(2); w.u64(d.bitPattern)
        case .string(let s): w.u8(3); w.string(s)
        case .array(let a):
            w.u8(4)
            w.uint(a.count)
            for x in a { configValue(x, &w) }
        case .object(let o):
            w.u8(5)
            w.uint(o.count)
            for (k, x) in o.sorted(by: { $0.key < $1.key }) {
                w.string(k)
                configValue(x, &w)
            }
        }
    }
}

extension Linter {
    /// `lint(_:options:)` through the persistent cache; without one, or with injected rules
    /// (which no key can describe), the plain lint.
    public static func lint(_ project: Project, options: LintOptions, cache: LintCache?) -> LintResult {
        guard let cache, options.rules.injected == 0 else { return lint(project, options: options) }
        return CachedLint.run(project, options: options, cache: cache)
    }

    /// Several projects, each with its own cache file.
    public static func lint(_ projects: [Project], options: LintOptions, cache: LintCache?) -> LintResult {
        guard let cache, options.rules.injected == 0 else { return lint(projects, options: options) }
        return ProjectSchedule.merged(ProjectSchedule.run(projects, jobs: options.jobs) { project, jobs, shared in
            var options = options
            options.jobs = jobs
            var stats = CachedLint.Stats()
            return CachedLint.run(project, options: options, cache: cache, stats: &stats, shared: &shared)
        })
    }
}
