import EntryLintCore

/// `--fix`, `--unsafe-fixes`, `--diff`: lint, apply the fixes of each file, lint again with the
/// fixed text (the index spans every file, so a fix in one file is seen by the others), until
/// nothing more applies. The last lint is what is reported, so remaining findings are as usual
/// and a second `--fix` changes nothing.
enum FixRun {
    static let maxPasses = 8

    /// A file of one of the run's projects.
    struct Key: Hashable, Comparable {
        var project: Int
        var input: Int
        static func < (a: Key, b: Key) -> Bool { (a.project, a.input) < (b.project, b.input) }
    }

    struct Report {
        var fixedFindings = 0
        /// File → original bytes, for files whose text changed (`run` keys by input index).
        var originals: [Key: [UInt8]] = [:]
        /// Fixes that could not be applied, as `path:line:col: warning: …` lines.
        var rejected: [String] = []
    }

    static func run(_ project: inout Project, options: LintOptions, includeUnsafe: Bool) -> (LintResult, [Int: [UInt8]], Report) {
        var originals: [Int: [UInt8]] = [:]
        var report = Report()
        var inputs = project.inputs
        defer { project.inputs = inputs }
        func lint() -> LintResult { Linter.lint(Project(root: project.root, modules: project.modules, inputs: inputs), options: options) }
        for k in inputs.indices where inputs[k].contents == nil && !inputs[k].indexOnly {
            if let data = Files.read(inputs[k].diskPath) { inputs[k].contents = data }
        }
        var indexByPath: [String: Int] = [:]
        for (k, i) in inputs.enumerated() where !i.indexOnly { indexByPath[i.path] = k }
        var rejectedKeys = Set<String>()
        var result = lint()
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
                if originals[k] == nil { originals[k] = bytes }
                inputs[k].contents = outcome.bytes
                report.fixedFindings += outcome.applied.count
                changed = true
            }
            if !changed { break }
            result = lint()
        }
        // A file whose fixes cancelled out is unchanged.
        for (k, original) in originals where inputs[k].contents == original { originals[k] = nil }
        return (result, originals, report)
    }
}
