import Foundation
import SwiftLexer

/// One file to lint: a display path (as given or relative to the working directory) and where
/// its bytes come from.
public struct SourceInput: Sendable {
    public var path: String
    /// Bytes already in memory (standard input, tests); `nil` reads `diskPath` when needed.
    public var contents: [UInt8]?
    public var diskPath: String
    /// Per-file rule selection, severities and options from the configuration
    /// (`FileConfigurator`); nil uses `LintOptions`. Rules read their options through
    /// `RuleContext.options(for:)`.
    public var settings: FileSettings?
    /// Part of the cross-file index only: no findings are reported for it (the rest of the
    /// project of the paths asked for).
    public var indexOnly = false
    /// A checked-out dependency's file: indexed for its types only, never linted.
    public var isDependency = false
    /// The modules (positions in `Project.modules`) the file is compiled into; empty for the
    /// project's files that no target claims.
    public var modules: [Int32] = []

    public init(path: String, contents: [UInt8]? = nil, diskPath: String? = nil) {
        self.path = path
        self.contents = contents
        self.diskPath = diskPath ?? path
    }
}

public struct LintOptions: Sendable {
    /// Rule ids to run. Defaults to every rule that is not opt-in.
    public var enabledRules: Set<String>
    /// Per-rule severity overrides.
    public var severities: [String: Severity]
    /// Worker threads; defaults to the number of cores.
    public var jobs: Int
    /// The rules the run knows: the registry's, plus any injected (the CLI's end-to-end tests).
    public var rules: RuleSet
    /// Which findings are reported (`Profile`); files' settings override it.
    public var profile: Profile = .standard
    /// Body rules report in preview and test code too; files' settings override it.
    public var includePreviews = false
    /// Skip pass 2 for files holding none of the enabled rules' trigger words. Off only to check
    /// that the triggers lose nothing (tests, `ENTRYLINT_NO_SKIP=1` through `LintEnvironment`).
    public var skipUntriggeredFiles = true
    /// Time each phase into `LintResult.timings` (`ENTRYLINT_TIMINGS=1` through `LintEnvironment`).
    public var collectTimings = false
    /// Bytes of pass 1's token streams kept for pass 2 at most (`KeptTokens`); 0 lexes every
    /// file pass 2 parses again.
    public var keptTokenBytes = KeptTokens.defaultLimit

    public init(enabledRules: Set<String>? = nil, severities: [String: Severity] = [:], jobs: Int? = nil,
                rules: RuleSet = .standard, environment: LintEnvironment = LintEnvironment()) {
        self.enabledRules = enabledRules ?? Set(rules.infos.filter { !$0.isOptIn }.map(\.id))
        self.severities = severities
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.rules = rules
        skipUntriggeredFiles = environment.skipUntriggeredFiles
        collectTimings = environment.collectTimings
    }
}

/// A file that could not be linted (unreadable, not UTF-8 text…). Reported on stderr, exit 2.
public struct FileError: Sendable, Error {
    public var path: String
    public var message: String
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

public struct LintResult: Sendable {
    /// Sorted by path, line, column, rule.
    public var findings: [Finding]
    /// Findings the files' profiles do not report (`Finding.isLeftOut`), in the same order:
    /// counted by `--statistics`, never shown or fixed.
    public var leftOut: [Finding] = []
    public var errors: [FileError]
    public var filesLinted: Int
    /// One block per engine run (a project, a fix pass) when `LintOptions.collectTimings`.
    public var timings: [PhaseTimings] = []

    /// `findings` may hold left-out ones: they move to `leftOut`.
    public init(findings: [Finding] = [], errors: [FileError] = [], filesLinted: Int = 0, timings: [PhaseTimings] = []) {
        self.findings = findings.filter { !$0.isLeftOut }
        leftOut = findings.filter(\.isLeftOut)
        self.errors = errors
        self.filesLinted = filesLinted
        self.timings = timings
    }
}

/// The pipeline: files → lexer → parser → per-file summaries → cross-file index → rules →
/// findings. Files are processed in parallel; output order does not depend on `jobs`.
public enum Linter {
    /// Every rule of the registry and `unused_suppression`, in id order.
    public static var rules: [RuleInfo] { RuleSet.standard.infos }

    /// Lints files as one project of one module (tests, tools): every file sees every other.
    public static func lint(_ inputs: [SourceInput], options: LintOptions = LintOptions()) -> LintResult {
        lint(Project(root: "", inputs: inputs), options: options)
    }

    /// Lints several projects, each indexed on its own; findings of all, in report order.
    public static func lint(_ projects: [Project], options: LintOptions = LintOptions()) -> LintResult {
        ProjectSchedule.merged(ProjectSchedule.run(projects, jobs: options.jobs) { project, jobs, shared in
            var options = options
            options.jobs = jobs
            return lint(project, options: options, shared: &shared)
        })
    }

    /// Lints a project's reported files against the index of all of its files.
    public static func lint(_ project: Project, options: LintOptions = LintOptions()) -> LintResult {
        var shared = SharedSummaries.none
        return lint(project, options: options, shared: &shared)
    }

    /// `shared`: the summaries of files earlier projects of the run also held, and those this
    /// one makes for later ones.
    static func lint(_ project: Project, options: LintOptions, shared: inout SharedSummaries) -> LintResult {
        passTwo(passOne(project, options: options, shared: &shared), options: options)
    }

    /// What pass 1 of a project leaves for the rest of its lint.
    struct PassOne: @unchecked Sendable {
        var project: Project
        var summaries: [Result<FileSummary, FileError>]
        var kept: KeptTokens
        var clock: PhaseClock
    }

    /// Pass 1: every file's declarations, so that rules in one file know types of another.
    static func passOne(_ project: Project, options: LintOptions, shared: inout SharedSummaries) -> PassOne {
        let inputs = project.inputs
        let clock = PhaseClock(enabled: options.collectTimings)
        // Pass 1: every file's declarations, so that rules in one file know types of another.
        let facts = summaryFacts(inputs: inputs, options: options)
        let known = shared
        // The files pass 2 may parse again keep their tokens, as memory allows (`KeptTokens`).
        let kept = KeptTokens(limit: options.keptTokenBytes)
        // Summaries a later project of this run holds are encoded for it on the thread that made
        // them: encoded after pass 1, on one thread, they were a fiftieth of a 17-project run.
        let encodedForLater = EncodedSummaries(count: inputs.count)
        let summaries = ParallelMap.run(count: inputs.count, jobs: options.jobs) { k -> Result<FileSummary, FileError> in
            let input = inputs[k]
            if let made = known.summary(of: input, file: Int32(k), facts: facts) { return .success(made.summary) }
            let keep = input.indexOnly || input.isDependency ? nil : kept
            let made = SourceLoader.load(input).map { summary(input, file: Int32(k), bytes: $0, facts: facts, keep: keep) }
            if known.isWantedLater(input), case .success(let s) = made { encodedForLater.set(k, SummaryCodec.encode(s)) }
            return made
        }
        shared.finished(project, facts: facts) { k in
            guard known.isWantedLater(inputs[k]), let encoded = encodedForLater.take(k) else { return nil }
            return (nil, encoded)
        }
        clock.mark("pass 1: read, lex, skim-parse, summarize" + (known.isEmpty ? "" : " (\(inputs.lazy.filter { known.holds($0, facts: facts) }.count) files' summaries from an earlier project)"))
        return PassOne(project: project, summaries: summaries, kept: kept, clock: clock)
    }

    /// The index, then pass 2: the rules, file by file.
    static func passTwo(_ first: PassOne, options: LintOptions) -> LintResult {
        let project = first.project
        let inputs = project.inputs
        let summaries = first.summaries
        let kept = first.kept
        let clock = first.clock
        let loaded = summaries.compactMap { try? $0.get() }
        var sizes = [Int](repeating: 0, count: inputs.count)
        for k in loaded.indices where Int(loaded[k].file) < sizes.count { sizes[Int(loaded[k].file)] = loaded[k].byteCount }
        let index = makeIndex(project, loaded) { file, range in
            SourceLoader.loadRange(inputs[Int(file)], range)
        }
        // Only the failures are needed from here on; the summaries' facts now live in the index.
        let failures = summaries.map { result -> FileError? in
            if case .failure(let error) = result { return error }
            return nil
        }
        // Freeing every summary's arrays took about 3% of a whole-project run on this thread, with
        // the other cores idle: it overlaps pass 2 instead.
        let released = (consume summaries, consume loaded)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(released) {} }
        clock.mark("index")
        // Files where no enabled rule can report (and no suppression comment needs checking)
        // are not parsed again.
        let triggers = triggerSet(index, inputs: inputs, options: options)
        // Pass 2: the rules, file by file; trees are rebuilt rather than kept, so memory follows
        // the largest file (and the tokens kept, up to their limit), not the tree.
        // The largest files first: in input order, a large file taken last kept one thread busy
        // while the other waited.
        let order = inputs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        let results = ParallelMap.run(count: inputs.count, jobs: options.jobs, order: order) { k -> (findings: [Finding], error: FileError?, parsed: Bool) in
            let input = inputs[k]
            if input.indexOnly { return ([], nil, false) }
            if let error = failures[k] { return ([], error, false) }
            if let (bytes, stream) = kept.take(Int32(k)) {
                guard triggers.matches(bytes) else { return ([], nil, false) }
                return (lintFile(input, file: Int32(k), bytes: bytes, stream: stream, index: index, options: options), nil, true)
            }
            switch SourceLoader.load(input) {
            case .failure(let error):
                return ([], error, false)
            case .success(let bytes):
                guard triggers.matches(bytes) else { return ([], nil, false) }
                return (lintFile(input, file: Int32(k), bytes: bytes, index: index, options: options), nil, true)
            }
        }
        clock.mark("pass 2: read, lex, parse, rules, finish (\(results.lazy.filter(\.parsed).count) of \(inputs.count) files parsed again)")
        withExtendedLifetime(kept) {}
        var findings: [Finding] = []
        var errors: [FileError] = []
        for r in results {
            findings += r.findings
            if let e = r.error { errors.append(e) }
        }
        findings.sort(by: Finding.reportOrder)
        let reported = inputs.lazy.filter { !$0.indexOnly }.count
        // The index is freed off this thread too (a command-line run exits meanwhile).
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(index) {} }
        return LintResult(findings: findings, errors: errors, filesLinted: reported - errors.count, timings: clock.result)
    }

    /// Pass 1 for one file: its declarations, from a skimming parse, and the `facts` rules read.
    /// `keep`: where to leave the file's tokens for pass 2.
    static func summary(_ input: SourceInput, file: Int32, bytes: [UInt8], facts: SummaryFacts = .all, keep: KeptTokens? = nil) -> FileSummary {
        let stream = bytes.withUnsafeBufferPointer { Lexer.lex($0) }
        var summary = Summarizer.summarize(Summarizer.skimmingParse(bytes, stream: stream), path: input.path, file: file, facts: facts)
        keep?.offer(stream, bytes: bytes, file: file)
        if input.isDependency {
            // A dependency contributes its types only; its views are never linted.
            summary.environmentReads = []
            summary.conditionalModifiers = []
            summary.calledMembers = []
            // A dependency cannot construct the project's views or set its environment keys.
            summary.varyingInputs = []
            summary.writeFrequencies = []
            summary.varyingForwards = []
            summary.previewUses = PreviewUses()
        }
        return summary
    }

    /// The cross-file index of a project's summaries (`FileSummary.file` = input position).
    static func makeIndex(_ project: Project, _ summaries: [FileSummary],
                          readSource: @escaping @Sendable (Int32, Range<Int>) -> [UInt8]?) -> ProjectIndex {
        ProjectIndex(summaries, modules: project.modules, fileModules: project.inputs.map(\.modules), readSource: readSource)
    }

    /// The summary facts pass 1 computes: those of every rule enabled for some file (a project
    /// fact is made of every file's), all of them when rules were injected. Per file, not from
    /// the union of the files' rule sets: a string set merged per file cost 1% of a run, and the
    /// default rules need every fact, which ends the loop at the first file.
    static func summaryFacts(inputs: [SourceInput], options: LintOptions) -> SummaryFacts {
        var facts = options.rules.summaryFacts(enabled: options.enabledRules)
        for input in inputs where facts != .all {
            if let rules = input.settings?.enabledRules { facts.formUnion(options.rules.summaryFacts(enabled: rules)) }
        }
        // Where the project model knows the targets, findings in views nothing builds move to the
        // audit profile (`UnbuiltView`), whatever rules run: that needs the constructions.
        if !facts.contains(.varyingInputs), inputs.contains(where: { !$0.modules.isEmpty }) { facts.insert(.varyingInputs) }
        return facts
    }

    /// The words one of which a file must hold for pass 2 to parse it again.
    static func triggerSet(_ index: ProjectIndex, inputs: [SourceInput], options: LintOptions) -> TriggerSet {
        var triggerStrings = ["entrylint:"]
        // The rules no file enables yet: each file's settings can only take some away. Merging
        // every file's rule set instead was 2% of a changed-file run's work on 1.5 M lines.
        var enabledNowhere = Set(options.rules.rules.map(\.info.id)).subtracting(options.enabledRules)
        for input in inputs where !enabledNowhere.isEmpty {
            if let rules = input.settings?.enabledRules, !enabledNowhere.isDisjoint(with: rules) { enabledNowhere.subtract(rules) }
        }
        for rule in options.rules.rules where !enabledNowhere.contains(rule.info.id) {
            triggerStrings += rule.triggers + rule.projectTriggers(index)
        }
        if !options.skipUntriggeredFiles { triggerStrings.append("") }
        return TriggerSet(triggerStrings)
    }

    /// Pass 2 for one file: its enabled rules, then the finisher. What applies to the file
    /// (`FileRun`) is worked out once here and handed on.
    /// `stream`: the tokens pass 1 kept for these bytes, if any.
    static func lintFile(_ input: SourceInput, file: Int32, bytes: [UInt8], stream: TokenStream? = nil, index: ProjectIndex, options: LintOptions) -> [Finding] {
        if input.indexOnly { return [] }
        let tree = SwiftParser.parse(bytes, stream: stream)
        let run = FileRun(input, options: options)
        let context = RuleContext(tree: tree, path: input.path, index: index, file: file)
        context.includePreviews = input.settings?.includePreviews ?? options.includePreviews
        context.ruleOptions = input.settings?.ruleOptions ?? [:]
        for rule in options.rules.rules where run.enabled.contains(rule.info.id) {
            rule.check(context)
        }
        UnbuiltView.demote(context)
        if UncompiledCopy.isCopy(input, file: file, tree, index) { UncompiledCopy.demote(context) }
        return FindingFinisher.finish(context.findings, tree: tree, run: run)
    }

    /// How many syntax errors the parser finds in `bytes` (a fix that raises it is dropped).
    public static func syntaxErrorCount(_ bytes: [UInt8]) -> Int { SwiftParser.parse(bytes).errors.count }
}

/// Pass 1's encodings of the summaries later projects hold, one slot per input, filled from
/// the worker threads.
final class EncodedSummaries: @unchecked Sendable {
    private var slots: [[UInt8]?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ k: Int, _ encoded: [UInt8]) {
        lock.lock()
        slots[k] = encoded
        lock.unlock()
    }

    func take(_ k: Int) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        let e = slots[k]
        slots[k] = nil
        return e
    }
}
