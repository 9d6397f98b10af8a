/// `--fix`, `--unsafe-fixes`, `--diff` and the editor server: lint a project, apply the fixes of
/// each file, lint again with the fixed text (the index spans every file, so a fix in one file
/// is seen by the others), until nothing more applies. The last lint is what is reported, so
/// remaining findings are as usual and a second `--fix` changes nothing.
///
/// Nothing is written here: `FixWriter` writes a fixed file only when the file on disk still
/// holds the bytes this run read (`Report.originals`).
public enum FixRun {
    public static let maxPasses = 8

    public struct Report: Sendable {
        public var fixedFindings = 0
        /// Input index → how many findings its fixes resolved.
        public var fixedByFile: [Int: Int] = [:]
        /// Input index → the bytes that were read and linted, for files whose text changed.
        public var originals: [Int: [UInt8]] = [:]
        /// Fixes that could not be applied, as `path:line:col: warning: …` lines.
        public var rejected: [String] = []
        public init() {}
    }

    /// Fills `contents` of every input that is not index-only (so the bytes linted are the
    /// bytes later compared before writing), then fixes them in memory.
    public static func run(_ project: inout Project, options: LintOptions, includeUnsafe: Bool) -> (LintResult, Report) {
        var report = Report()
        var inputs = project.inputs
        defer { project.inputs = inputs }
        func lint() -> LintResult { Linter.lint(Project(root: project.root, modules: project.modules, inputs: inputs), options: options) }
        for k in inputs.indices where inputs[k].contents == nil && !inputs[k].indexOnly {
            if let data = SourceLoader.readFile(inputs[k].diskPath) { inputs[k].contents = data }
        }
        var indexByPath: [String: Int] = [:]
        for (k, i) in inputs.enumerated() where !i.indexOnly { indexByPath[i.path] = k }
        var rejectedKeys = Set<String>()
        var result = lint()
        // Every pass's timings, in order: each lint is one engine run.
        var timings = result.timings
        for _ in 0..<maxPasses {
            var byFile: [Int: [Finding]] = [:]
            for f in result.findings {
                guard let fix = f.fix, FixApplier.isApplicable(fix, includeUnsafe: includeUnsafe), let k = indexByPath[f.path] else { continue }
                byFile[k, default: []].append(f)
            }
            var changed = false
            for k in byFile.keys.sorted() {
                guard let bytes = inputs[k].contents else { continue }
                let base = FixValidity.syntaxErrorCount(bytes)
                let outcome = FixApplier.apply(byFile[k]!, to: bytes, includeUnsafe: includeUnsafe) {
                    FixValidity.syntaxErrorCount($0) <= base
                }
                for (f, reason) in outcome.rejected where reason != .overlapsAnotherFix {
                    let key = "\(f.path)\u{0}\(f.ruleID)\u{0}\(f.snippet.normalizedText)"
                    if rejectedKeys.insert(key).inserted {
                        report.rejected.append("\(f.path):\(f.start.line):\(f.start.column): warning: fix for [\(f.ruleID)] not applied: it \(reason.rawValue)")
                    }
                }
                guard outcome.changed else { continue }
                if report.originals[k] == nil { report.originals[k] = bytes }
                inputs[k].contents = outcome.bytes
                report.fixedFindings += outcome.applied.count
                report.fixedByFile[k, default: 0] += outcome.applied.count
                changed = true
            }
            if !changed { break }
            result = lint()
            timings += result.timings
        }
        result.timings = timings
        // A file whose fixes cancelled out is unchanged.
        for (k, original) in report.originals where inputs[k].contents == original {
            report.originals[k] = nil
            report.fixedFindings -= report.fixedByFile[k] ?? 0
            report.fixedByFile[k] = nil
        }
        return (result, report)
    }

    /// `run` over inputs with no project model (one module): tests, the fuzz target.
    public static func run(_ inputs: inout [SourceInput], options: LintOptions, includeUnsafe: Bool) -> (LintResult, Report) {
        var project = Project(root: "", inputs: inputs)
        defer { inputs = project.inputs }
        return run(&project, options: options, includeUnsafe: includeUnsafe)
    }
}
