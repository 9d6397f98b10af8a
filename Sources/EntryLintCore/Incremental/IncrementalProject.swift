import Foundation

/// A project's model kept in memory between lints, for the language server: every file's
/// contents and summary, the cross-file index, and each linted file's findings with the files
/// its lint read. An edit re-summarizes the edited file only; then
///
/// - if the file's structural facts are unchanged (`SummaryCodec.facts`: an edit inside a body,
///   a changed expression), the index stays and is pointed at the new text
///   (`ProjectIndex.relocate`), its lines and names used and its project facts (`ProjectFact`)
///   are updated in place when they changed, and only the file, the files whose lint read its
///   source (`DependencyRecorder`) and those that consulted a changed line or project fact are
///   linted again;
/// - otherwise the index is rebuilt from the summaries in memory (no file is parsed again) and
///   every file asked for is linted again.
///
/// Findings are exactly those `Linter.lint` gives for the same project and contents
/// (`IncrementalProjectTests` replays random edits and compares).
public final class IncrementalProject {
    public private(set) var project: Project
    public let options: LintOptions
    private let sources: SourceStore
    private var summaries: [FileSummary?]
    private var failures: [FileError?]
    /// Per file, the references of the summary the index now reads (after relocations).
    private var refs: [[SourceRef]]
    private var facts: [SummaryCodec.Facts?]
    /// How many files use each name (`MemberUses`), so that an edit updates the project's union
    /// without visiting every summary.
    private var typeUses: [UInt64: Int] = [:]
    private var memberUses: [UInt64: Int] = [:]
    private var uses = MemberUses()
    private var index: ProjectIndex?
    /// The summary facts every summary has: those of the rules enabled for some file.
    private var summaryFacts: SummaryFacts
    private var triggers: TriggerSet?
    private var results: [Int: FileResult] = [:]
    /// Per file, where its stored properties are declared, its views and the sites where they
    /// pass children something new (`ViewFrequencies`), read on the first `view(at:inFile:)` and
    /// again after the file changes or the index is built again (sites resolve other files' types).
    private var viewScans: [Int: ViewFrequencies.FileScan] = [:]
    /// `counters.indexBuilds` when `viewScans` were made.
    private var viewScansBuild = -1
    /// How much work the last calls did (tests, timings).
    public private(set) var counters = Counters()

    public struct Counters: Sendable {
        public var indexBuilds = 0
        public var filesSummarized = 0
        public var filesLinted = 0
        public var relocations = 0
        /// Edits that moved lines or changed names used: the index updated in place.
        public var positionalUpdates = 0
        /// Edits that changed member calls or the names top-level declarations use: the
        /// project facts brought up to date in place (`ProjectIndex.updateProjectFacts`).
        public var projectFactUpdates = 0
    }

    public struct FileResult: Sendable {
        /// Sorted in report order.
        public var findings: [Finding]
        public var error: FileError?
        /// The other files (input positions) whose source the lint read through the index.
        public var dependencies: Set<Int32>
        /// The project facts the lint consulted.
        public var facts: Set<ProjectFact> = []
    }

    /// Reads every input (its `contents`, else the file) and summarizes it; the index is built on
    /// the first lint.
    public init(_ project: Project, options: LintOptions) {
        self.project = project
        self.options = options
        let inputs = project.inputs
        let needed = Linter.summaryFacts(inputs: inputs, options: options)
        summaryFacts = needed
        let loaded = ParallelMap.run(count: inputs.count, jobs: options.jobs) { k -> (bytes: [UInt8]?, summary: Result<FileSummary, FileError>) in
            switch SourceLoader.load(inputs[k]) {
            case .success(let bytes): return (bytes, .success(Linter.summary(inputs[k], file: Int32(k), bytes: bytes, facts: needed)))
            case .failure(let error): return (nil, .failure(error))
            }
        }
        sources = SourceStore(loaded.map(\.bytes))
        summaries = loaded.map { try? $0.summary.get() }
        failures = loaded.map { r in
            if case .failure(let e) = r.summary { return e }
            return nil
        }
        refs = Array(repeating: [], count: inputs.count)
        facts = Array(repeating: nil, count: inputs.count)
        for k in inputs.indices {
            guard let s = summaries[k] else { continue }
            let f = SummaryCodec.facts(s)
            facts[k] = f
            refs[k] = f.refs
            count(s.uses, by: 1)
        }
        counters.filesSummarized = inputs.count
        // Reads are served from memory from now on: `contents` would be a second copy.
        for k in inputs.indices { self.project.inputs[k].contents = nil }
    }

    public func input(_ k: Int) -> SourceInput { project.inputs[k] }

    /// The contents the project now has for a file.
    public func contents(_ k: Int) -> [UInt8]? { sources.bytes(k) }

    /// A file's contents changed (an editor's buffer, a save): it is summarized again.
    /// `nil` reads the file from disk.
    public func update(_ k: Int, contents: [UInt8]?) {
        var input = project.inputs[k]
        input.contents = contents
        let loaded = SourceLoader.load(input)
        if case .success(let bytes) = loaded, bytes == sources.bytes(k) { return }
        viewScans[k] = nil
        counters.filesSummarized += 1
        switch loaded {
        case .failure(let error):
            sources.set(k, nil)
            if let old = summaries[k] { count(old.uses, by: -1) }
            summaries[k] = nil
            failures[k] = error
            facts[k] = nil
            invalidateIndex()
        case .success(let bytes):
            sources.set(k, bytes)
            failures[k] = nil
            let summary = Linter.summary(input, file: Int32(k), bytes: bytes, facts: summaryFacts)
            let new = SummaryCodec.facts(summary)
            let old = facts[k]
            let previous = summaries[k]
            if let previous { count(previous.uses, by: -1) }
            count(summary.uses, by: 1)
            summaries[k] = summary
            facts[k] = new
            if let old, let previous, old.structure == new.structure, let index, refs[k].count == new.refs.count {
                index.relocate(file: Int32(k), old: refs[k], new: new.refs, byteCount: summary.byteCount)
                refs[k] = new.refs
                counters.relocations += 1
                // Files that read lines or names used (any file's) are linted again too.
                let positionalChanged = old.hash != new.hash
                if positionalChanged {
                    index.updatePositionalFacts(of: summary, uses: uses)
                    counters.positionalUpdates += 1
                }
                // And those that consulted a project fact whose value the edit changed.
                var changedFacts = Set<ProjectFact>()
                if old.projectInputs != new.projectInputs {
                    changedFacts = index.updateProjectFacts(old: previous, new: summary) { self.summaries.compactMap { $0 } }
                    counters.projectFactUpdates += 1
                }
                let file = Int32(k), positional = DependencyRecorder.positionalFacts
                results = results.filter {
                    $0.key != k && !$0.value.dependencies.contains(file)
                        && !(positionalChanged && $0.value.dependencies.contains(positional))
                        && $0.value.facts.isDisjoint(with: changedFacts)
                }
            } else {
                refs[k] = new.refs
                invalidateIndex()
            }
        }
    }

    /// A file's settings (its configuration changed).
    public func update(_ k: Int, settings: FileSettings?) {
        guard project.inputs[k].settings != settings else { return }
        project.inputs[k].settings = settings
        results[k] = nil
        // The trigger words follow the rules enabled anywhere.
        triggers = nil
        // A rule now enabled may read summary facts no summary has: every file is summarized
        // again with them, from the contents in memory.
        let needed = Linter.summaryFacts(inputs: project.inputs, options: options)
        if !summaryFacts.isSuperset(of: needed) { resummarize(with: summaryFacts.union(needed)) }
    }

    /// Every file's summary made again with `facts`, and the index dropped.
    private func resummarize(with facts: SummaryFacts) {
        summaryFacts = facts
        let inputs = project.inputs
        let sources = self.sources
        let made = ParallelMap.run(count: inputs.count, jobs: options.jobs) { k -> FileSummary? in
            sources.bytes(k).map { Linter.summary(inputs[k], file: Int32(k), bytes: $0, facts: facts) }
        }
        typeUses = [:]
        memberUses = [:]
        uses = MemberUses()
        for k in inputs.indices {
            summaries[k] = made[k]
            guard let s = made[k] else { self.facts[k] = nil; continue }
            let f = SummaryCodec.facts(s)
            self.facts[k] = f
            refs[k] = f.refs
            count(s.uses, by: 1)
        }
        counters.filesSummarized += inputs.count
        invalidateIndex()
    }

    /// Adds (`by: 1`) or removes (`by: -1`) a file's names used from the project's union.
    private func count(_ u: MemberUses, by delta: Int) {
        for name in u.typesCalledWithArguments {
            let n = (typeUses[name] ?? 0) + delta
            typeUses[name] = n > 0 ? n : nil
            if n > 0 { uses.typesCalledWithArguments.insert(name) } else { uses.typesCalledWithArguments.remove(name) }
        }
        for name in u.membersAccessedThroughABase {
            let n = (memberUses[name] ?? 0) + delta
            memberUses[name] = n > 0 ? n : nil
            if n > 0 { uses.membersAccessedThroughABase.insert(name) } else { uses.membersAccessedThroughABase.remove(name) }
        }
    }

    private func invalidateIndex() {
        index = nil
        triggers = nil
        results = [:]
    }

    /// Findings of each of `files` (input positions), linted again only when needed.
    public func lint(_ files: [Int]) -> [Int: FileResult] {
        let index = currentIndex()
        if triggers == nil {
            triggers = Linter.triggerSet(index, inputs: project.inputs, options: options)
            results = [:]
        }
        let triggers = self.triggers!
        let missing = Array(Set(files.filter { results[$0] == nil })).sorted()
        let inputs = project.inputs
        let failures = self.failures
        let sources = self.sources
        let options = self.options
        let fresh = ParallelMap.run(count: missing.count, jobs: options.jobs) { m -> FileResult in
            let k = missing[m]
            if let error = failures[k] { return FileResult(findings: [], error: error, dependencies: []) }
            guard let bytes = sources.bytes(k), triggers.matches(bytes) else { return FileResult(findings: [], dependencies: []) }
            let recorder = DependencyRecorder()
            var findings = recorder.recording {
                Linter.lintFile(inputs[k], file: Int32(k), bytes: bytes, index: index, options: options)
            }
            // As in `LintResult.findings`: what the file's profile leaves out is not reported.
            findings.removeAll(where: \.isLeftOut)
            findings.sort(by: Finding.reportOrder)
            return FileResult(findings: findings, dependencies: recorder.files.subtracting([Int32(k)]), facts: recorder.facts)
        }
        counters.filesLinted += missing.count
        for (m, k) in missing.enumerated() { results[k] = fresh[m] }
        var out: [Int: FileResult] = [:]
        for k in files { out[k] = results[k] }
        return out
    }

    /// What `entrylint views` reports for the view whose declared name holds byte `offset` of
    /// file `k` (`ViewFrequencies.view(at:inFile:of:)`), from the contents and index in memory:
    /// the language server's hover. Nil when the offset is not on a view's name.
    public func view(at offset: Int, inFile k: Int) -> (entry: ViewFrequencies.Entry, name: Range<Int>)? {
        guard project.inputs.indices.contains(k), let bytes = sources.bytes(k) else { return nil }
        func declared(_ index: ProjectIndex) -> (ViewFrequencies.FileScan, ViewFrequencies.DeclaredView)? {
            let scan = ViewFrequencies.scan(project.inputs[k], file: k, bytes: bytes, index: index, views: true)
            return scan.views.first { $0.name.contains(offset) }.map { (scan, $0) }
        }
        guard var found = declared(currentIndex()) else { return nil }
        // `entrylint views` summarizes with every fact; rules enabled here may have needed fewer.
        if summaryFacts != .all {
            resummarize(with: .all)
            guard let again = declared(currentIndex()) else { return nil }
            found = again
        }
        let index = currentIndex()
        if viewScansBuild != counters.indexBuilds {
            viewScans = [:]
            viewScansBuild = counters.indexBuilds
        }
        var mine = found.0
        for v in mine.views.indices { mine.views[v].reported = false }
        viewScans[k] = mine
        let inputs = project.inputs, sources = self.sources
        let missing = inputs.indices.filter { viewScans[$0] == nil }
        let made = ParallelMap.run(count: missing.count, jobs: options.jobs) { m -> ViewFrequencies.FileScan in
            guard let b = sources.bytes(missing[m]) else { return ViewFrequencies.FileScan() }
            return ViewFrequencies.scan(inputs[missing[m]], file: missing[m], bytes: b, index: index, views: false)
        }
        for (m, i) in missing.enumerated() { viewScans[i] = made[m] }
        var scans = inputs.indices.map { viewScans[$0] ?? ViewFrequencies.FileScan() }
        scans[k] = found.0
        for v in scans[k].views.indices { scans[k].views[v].reported = scans[k].views[v].name == found.1.name }
        return ViewFrequencies.entries(scans, index: index, jobs: options.jobs).first.map { ($0.entry, found.1.name) }
    }

    private func currentIndex() -> ProjectIndex {
        if let index { return index }
        let sources = self.sources
        let built = Linter.makeIndex(project, summaries.compactMap { $0 }) { file, range in sources.read(file, range) }
        counters.indexBuilds += 1
        index = built
        triggers = nil
        results = [:]
        return built
    }
}

/// Every file's contents as the incremental project has them; the index reads its snippets
/// here.
final class SourceStore: @unchecked Sendable {
    private let lock = NSLock()
    private var contents: [[UInt8]?]

    init(_ contents: [[UInt8]?]) { self.contents = contents }

    func bytes(_ k: Int) -> [UInt8]? {
        lock.lock(); defer { lock.unlock() }
        return k < contents.count ? contents[k] : nil
    }

    func set(_ k: Int, _ bytes: [UInt8]?) {
        lock.lock(); defer { lock.unlock() }
        contents[k] = bytes
    }

    func read(_ file: Int32, _ range: Range<Int>) -> [UInt8]? {
        lock.lock(); defer { lock.unlock() }
        guard file >= 0, Int(file) < contents.count, let b = contents[Int(file)], range.upperBound <= b.count else { return nil }
        return Array(b[range])
    }
}
