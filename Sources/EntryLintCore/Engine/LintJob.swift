/// One lint of what a caller asked for, the way the command line runs it and the editor server
/// can: the projects of the paths (or of an unsaved buffer linted as a file, `--stdin-path`),
/// each file configured, then linted, or fixed and linted. The caller parses its arguments,
/// reports, writes or shows the fixes (`FixSummary`) and decides the exit status.
///
/// Configuration problems are collected by the loader's `ConfigResolver` as files are found and
/// configured; a caller checks `resolver.errors` after `load` and after `configure`.
public struct LintJob: Sendable {
    public var projects: [Project]
    /// Paths asked for that could not be read or walked; none when a buffer is linted.
    public var errors: [FileError]
    /// The buffer linted as a file's contents, if any.
    public let buffer: [UInt8]?

    public init(projects: [Project], errors: [FileError] = [], buffer: [UInt8]? = nil) {
        self.projects = projects
        self.errors = errors
        self.buffer = buffer
    }

    /// The projects of `paths` (files and folders), each file asked for reported and the rest of
    /// its project indexed. With a `buffer`, only that text is reported, as the file at its path
    /// (replacing the file, if any), and `paths` join the index.
    public static func load(paths: [String], buffer: (path: String, bytes: [UInt8])? = nil,
                            loader: inout ProjectLoader) -> LintJob {
        let loaded = loader.load(paths: paths, stdin: buffer)
        return LintJob(projects: loaded.projects, errors: buffer == nil ? loaded.errors : [], buffer: buffer?.bytes)
    }

    /// Gives every file but dependencies (index-only ones too) its settings.
    public mutating func configure(_ configurator: inout FileConfigurator) {
        for p in projects.indices { projects[p].configure(&configurator) }
    }

    /// The files findings are reported for, project by project.
    public var reported: [SourceInput] { projects.flatMap(\.reported) }

    /// The rules enabled for at least one reported file.
    public var enabledRules: Set<String> {
        projects.reduce(into: Set<String>()) { $0.formUnion($1.enabledRules) }
    }

    /// From which severity each reported file fails the run (its configuration's `failOn`).
    public var failOn: [String: Severity] {
        var out: [String: Severity] = [:]
        for input in reported { if let s = input.settings { out[input.path] = s.failOn } }
        return out
    }

    /// Options for this job: its enabled rules, the rules the caller knows and its environment.
    public func options(jobs: Int?, rules: RuleSet = .standard, environment: LintEnvironment = LintEnvironment()) -> LintOptions {
        LintOptions(enabledRules: enabledRules, jobs: jobs, rules: rules, environment: environment)
    }

    /// Findings of every reported file, through the persistent cache when one is given.
    public func lint(options: LintOptions, cache: LintCache? = nil) -> LintResult {
        Linter.lint(projects, options: options, cache: cache)
    }

    /// Fixes every project in memory (`FixRun`) and lints the fixed text; the projects then hold
    /// the fixed contents. Nothing is written: see `FixSummary.write`.
    public mutating func fix(options: LintOptions, includeUnsafe: Bool) -> (LintResult, FixSummary) {
        var result = LintResult()
        var summary = FixSummary()
        for p in projects.indices {
            let (r, report) = FixRun.run(&projects[p], options: options, includeUnsafe: includeUnsafe)
            result.findings += r.findings
            result.leftOut += r.leftOut
            result.errors += r.errors
            result.filesLinted += r.filesLinted
            result.timings += r.timings
            summary.rejected += report.rejected
            for (k, original) in report.originals {
                let key = FixSummary.Key(project: p, input: k)
                summary.originals[key] = original
                summary.fixedByFile[key] = report.fixedByFile[k] ?? 0
            }
        }
        result.findings.sort(by: Finding.reportOrder)
        result.leftOut.sort(by: Finding.reportOrder)
        return (result, summary)
    }

    /// The buffer after `fix` (unchanged when nothing applied); nil when no buffer was linted.
    public var fixedBuffer: [UInt8]? {
        guard let buffer else { return nil }
        return projects.lazy.flatMap(\.reported).first?.contents ?? buffer
    }
}
