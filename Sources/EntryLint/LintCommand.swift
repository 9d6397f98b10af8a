import Dispatch
import EntryLintCore

/// `entrylint [lint]`: arguments → the library's `LintJob` (configuration, files, lint or fixes,
/// suppressions) → baseline → report → summary → exit status. Only the orchestration and the
/// reporting live here; what an editor server also needs is in EntryLintCore.
enum LintCommand {
    /// The persistent cache: `--cache-path`, else the user's cache folder; none with
    /// `--no-cache` or when no cache folder is known (no `HOME`). Fixes never use it.
    static func cache(_ a: LintArguments, _ env: CLIEnvironment) -> LintCache? {
        if a.noCache { return nil }
        if let path = a.cachePath { return LintCache(directory: Paths.absolute(path, base: env.workingDirectory)) }
        return LintCache.defaultDirectory(environment: env.variables).map(LintCache.init(directory:))
    }

    static func run(_ a: LintArguments, _ env: CLIEnvironment, _ o: inout CLIOutput) throws(UsageError) {
        let started = DispatchTime.now()
        let cwd = env.workingDirectory
        let rules = CLI.knownRules(env)
        let ids = rules.map(\.id)
        for id in (a.select ?? []) + a.extendSelect + a.ignore where !RuleSelector.isValid(id, knownRules: ids) {
            // 'all' and the categories select or ignore groups ('--ignore all --enable x' would
            // still run nothing: ignore is applied last).
            throw UsageError(RuleSelectionError.unknownRuleMessage(id, known: ids + RuleSelector.words))
        }
        for id in a.enable where !ids.contains(id) {
            throw UsageError(RuleSelectionError.unknownRuleMessage(id, known: ids))
        }
        let selection = RuleSelection(select: a.select, extendSelect: a.extendSelect, ignore: a.ignore, enable: a.enable,
                                      failOn: a.failOn, profile: a.profile)
        let resolver = ConfigResolver(explicitPath: a.config, cwd: cwd, knownRules: ids)
        if reportConfigErrors(resolver, &o) { return }

        var baseline: Baseline?
        if let path = a.baseline {
            do { baseline = try Baseline.load(path: Paths.absolute(path, base: cwd), displayPath: path) } catch {
                o.err("\(error)\n")
                o.exitCode = ExitStatus.error
                return
            }
        }

        // Projects: the files asked for (or standard input as one of them), with the rest of
        // their projects indexed; then every file's settings (the engine runs the union and
        // narrows per file).
        var loader = ProjectLoader(cwd: cwd, resolver: resolver, respectIgnores: !a.noIgnore)
        if let jobs = a.jobs { loader.jobs = jobs }
        let buffer = a.stdinPath.map { (path: $0, bytes: env.readStandardInput()) }
        var job = LintJob.load(paths: a.paths, buffer: buffer, loader: &loader)
        if reportConfigErrors(resolver, &o) { return }
        var configurator = FileConfigurator(resolver: resolver, selection: selection, rules: rules)
        job.configure(&configurator)
        if reportConfigErrors(resolver, &o) { return }
        var fileErrors = job.errors
        let failOnByPath = job.failOn
        let options = job.options(jobs: a.jobs, rules: env.rules, environment: env.lintEnvironment)

        // Lint, or fix and lint.
        let result: LintResult
        var fixes: FixSummary?
        if a.fix || a.diff {
            (result, fixes) = job.fix(options: options, includeUnsafe: a.unsafeFixes)
        } else {
            result = job.lint(options: options, cache: cache(a, env))
        }
        for t in result.timings { o.err(t.rendered) }
        let reported = job.reported
        let reportedPaths = Set(reported.map(\.path))
        fileErrors += result.errors.filter { reportedPaths.contains($0.path) }
        var findings = result.findings
        if a.strict {
            for k in findings.indices where findings[k].severity == .warning { findings[k].severity = .error }
        }

        // Fixes: write, print the fixed standard input, or print the diff.
        var failed = !fileErrors.isEmpty
        var diffText = ""
        // Files saved by someone else since they were read: not written, exit 1.
        var changedSinceLint: [String] = []
        if let fixes {
            if a.diff {
                for c in fixes.changes(in: job.projects) { diffText += UnifiedDiff.render(old: c.original, new: c.fixed, path: c.path) }
            } else if job.buffer == nil {
                let writes = fixes.write(job.projects)
                changedSinceLint = writes.changedSinceLint
                fileErrors += writes.failures
                if !writes.failures.isEmpty { failed = true }
            }
        }
        if let fixed = job.fixedBuffer, a.fix && !a.diff { o.stdout += fixed }

        // Baseline.
        var baselineNote: String?
        if let path = a.writeBaseline {
            let abs = Paths.absolute(path, base: cwd)
            let written = Baseline(findings: findings, directory: Paths.parent(abs), cwd: cwd)
            if let problem = Files.writeReport(written.rendered(), to: abs) {
                fileErrors.append(FileError(path: path, message: problem))
                failed = true
            } else {
                baselineNote = "wrote \(count(findings.count, "finding")) to the baseline \(path)"
                findings = []
            }
        } else if let baseline {
            let filtered = baseline.filter(findings, cwd: cwd)
            findings = filtered.findings
            var parts: [String] = []
            if filtered.matched > 0 { parts.append("\(filtered.matched) in the baseline") }
            if filtered.stale > 0 {
                let verb = filtered.stale == 1 ? "matches" : "match"
                parts.append("\(count(filtered.stale, "baseline entry", plural: "baseline entries")) no longer \(verb) (update with --write-baseline)")
            }
            if !parts.isEmpty { baselineNote = parts.joined(separator: "; ") }
        }

        // Report.
        if a.diff {
            o.out(diffText)
        } else {
            let fixedSourceOnStdout = job.buffer != nil && a.fix
            let color = a.format == .xcode && a.output == nil && !fixedSourceOnStdout
                && env.colorAllowed(terminal: env.stdoutIsTerminal, choice: a.color)
            let context = ReportContext(rules: rules, workingDirectory: cwd,
                                        repositoryRoot: Paths.repositoryRoot(from: cwd) ?? cwd, color: color)
            let text = a.statistics ? Statistics.render(findings, leftOut: result.leftOut, rules: rules)
                : a.format.render(findings, context: context)
            if let output = a.output {
                if let problem = Files.writeReport(text, to: Paths.absolute(output, base: cwd)) {
                    fileErrors.append(FileError(path: output, message: problem))
                    failed = true
                }
            } else if fixedSourceOnStdout {
                o.err(text) // standard output carries the fixed source
            } else {
                o.out(text)
            }
        }
        for line in fixes?.rejected ?? [] { o.err(line + "\n") }
        for path in changedSinceLint {
            o.err("\(path): warning: changed on disk since it was linted; its fixes were not written (run again)\n")
        }
        for e in fileErrors { o.err("\(e.path): error: \(e.message)\n") }

        if !a.quiet && a.stdinPath == nil && reported.isEmpty && fileErrors.isEmpty {
            o.err("\(ToolInfo.command): warning: no Swift files to lint in \(a.paths.joined(separator: ", "))\n")
        }
        if !a.quiet {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            let files = reported.count - result.errors.filter { reportedPaths.contains($0.path) }.count
            var lines: [String] = []
            if let fixes {
                let fixed = fixes.fixed(in: job.projects, skipping: Set(changedSinceLint))
                let verb = a.diff ? "Would fix" : "Fixed"
                if fixed.findings > 0 || a.diff {
                    lines.append("\(verb) \(count(fixed.findings, "finding")) in \(count(fixed.files, "file")).")
                }
            }
            lines.append(Summary.line(files: files, seconds: seconds, findings: findings, extra: baselineNote, afterFixes: a.diff,
                                      leftOut: result.leftOut.count))
            let color = env.colorAllowed(terminal: env.stderrIsTerminal, choice: a.color)
            for l in lines { o.err((color ? "\u{1B}[1m" + l + "\u{1B}[0m" : l) + "\n") }
        }

        if failed {
            o.exitCode = ExitStatus.error
        } else if !changedSinceLint.isEmpty {
            o.exitCode = ExitStatus.findings
        } else if a.diff {
            o.exitCode = diffText.isEmpty ? ExitStatus.clean : ExitStatus.findings
        } else if a.exitZero {
            o.exitCode = ExitStatus.clean
        } else {
            let defaultFailOn = a.failOn ?? .warning
            let failing = findings.contains { $0.severity >= (failOnByPath[$0.path] ?? defaultFailOn) }
            o.exitCode = failing ? ExitStatus.findings : ExitStatus.clean
        }
    }

    /// Prints configuration errors; true when there were any (exit 2).
    static func reportConfigErrors(_ resolver: ConfigResolver, _ o: inout CLIOutput) -> Bool {
        guard !resolver.errors.isEmpty else { return false }
        for e in resolver.errors { o.err("\(e)\n") }
        o.exitCode = ExitStatus.error
        return true
    }

    static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(Summary.grouped(n)) \(n == 1 ? noun : plural ?? noun + "s")"
    }
}
