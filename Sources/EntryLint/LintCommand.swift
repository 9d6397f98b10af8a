import Dispatch
import EntryLintCore

/// `entrylint [lint]`: configuration → files → lint (and fixes) → suppressions (engine) →
/// baseline → report → summary → exit status.
enum LintCommand {
    static func run(_ a: LintArguments, _ env: CLIEnvironment, _ o: inout CLIOutput) throws(UsageError) {
        let started = DispatchTime.now()
        let cwd = env.workingDirectory
        let rules = CLI.knownRules(env)
        let ids = rules.map(\.id)
        for id in (a.select ?? []) + a.ignore + a.enable where !ids.contains(id) {
            if id == "all" && a.select?.contains("all") == true { continue }
            throw UsageError(RuleSelectionError.unknownRuleMessage(id, known: ids))
        }
        let selection = RuleSelection(select: a.select, ignore: a.ignore, enable: a.enable, failOn: a.failOn)
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

        // Files.
        var discovery = FileDiscovery(cwd: cwd, resolver: resolver, respectIgnores: !a.noIgnore)
        var inputs: [SourceInput]
        var stdinText: [UInt8]?
        if let stdinPath = a.stdinPath {
            let bytes = env.readStandardInput()
            stdinText = bytes
            inputs = StdinProject.inputs(stdinPath: stdinPath, bytes: bytes, explicitPaths: a.paths, cwd: cwd,
                                         resolver: resolver, discovery: &discovery)
        } else {
            for p in a.paths { discovery.add(p) }
            inputs = discovery.inputs
        }
        if reportConfigErrors(resolver, &o) { return }
        var fileErrors = a.stdinPath == nil ? discovery.errors : []

        // Settings per file; the engine runs the union and narrows per file.
        var settingsByConfig: [String: FileSettings] = [:]
        var failOnByPath: [String: Severity] = [:]
        var enabledUnion = Set<String>()
        for k in inputs.indices {
            let config = resolver.configuration(forDirectory: Paths.parent(inputs[k].diskPath))
            let key = config?.path ?? ""
            let settings = settingsByConfig[key] ?? selection.settings(config: config, rules: rules)
            settingsByConfig[key] = settings
            inputs[k].settings = settings
            failOnByPath[inputs[k].path] = settings.failOn
            enabledUnion.formUnion(settings.enabledRules)
        }
        var options = LintOptions(enabledRules: enabledUnion, jobs: a.jobs)
        options.adHocRules = env.adHocRules

        // Lint, or fix and lint.
        let result: LintResult
        var fixes: FixRun.Report?
        if a.fix || a.diff {
            let (r, report) = FixRun.run(&inputs, options: options, includeUnsafe: a.unsafeFixes)
            result = r
            fixes = report
        } else {
            result = Linter.lint(inputs, options: options)
        }
        let reportedPaths = Set(inputs.filter { !$0.indexOnly }.map(\.path))
        fileErrors += result.errors.filter { reportedPaths.contains($0.path) }
        var findings = result.findings
        if a.strict {
            for k in findings.indices where findings[k].severity == .warning { findings[k].severity = .error }
        }

        // Fixes: write, print the fixed standard input, or print the diff.
        var failed = !fileErrors.isEmpty
        var diffText = ""
        if let fixes {
            for k in fixes.originals.keys.sorted() {
                guard let original = fixes.originals[k], let fixed = inputs[k].contents else { continue }
                if a.diff {
                    diffText += UnifiedDiff.render(old: original, new: fixed, path: inputs[k].path)
                } else if stdinText == nil {
                    do { try AtomicFile.write(fixed, to: inputs[k].diskPath) } catch {
                        fileErrors.append(FileError(path: inputs[k].path, message: error.message))
                        failed = true
                    }
                }
            }
        }
        if let stdinText, a.fix && !a.diff {
            let k = inputs.firstIndex { !$0.indexOnly }
            o.stdout += k.flatMap { inputs[$0].contents } ?? stdinText
        }

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
                parts.append("\(count(filtered.stale, "baseline entry", plural: "baseline entries")) no longer match (update with --write-baseline)")
            }
            if !parts.isEmpty { baselineNote = parts.joined(separator: "; ") }
        }

        // Report.
        if a.diff {
            o.out(diffText)
        } else {
            let fixedSourceOnStdout = stdinText != nil && a.fix
            let color = a.format == .xcode && a.output == nil && !fixedSourceOnStdout
                && env.colorAllowed(terminal: env.stdoutIsTerminal)
            let context = ReportContext(rules: rules, workingDirectory: cwd,
                                        repositoryRoot: Paths.repositoryRoot(from: cwd) ?? cwd, color: color)
            let text = a.statistics ? Statistics.render(findings) : a.format.render(findings, context: context)
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
        for e in fileErrors { o.err("\(e.path): error: \(e.message)\n") }

        if !a.quiet && a.stdinPath == nil && inputs.isEmpty && fileErrors.isEmpty {
            o.err("\(ToolInfo.command): warning: no Swift files to lint in \(a.paths.joined(separator: ", "))\n")
        }
        if !a.quiet {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            let files = inputs.filter { !$0.indexOnly }.count - result.errors.filter { reportedPaths.contains($0.path) }.count
            var lines: [String] = []
            if let fixes {
                let changed = fixes.originals.count
                let verb = a.diff ? "Would fix" : "Fixed"
                if fixes.fixedFindings > 0 || a.diff {
                    lines.append("\(verb) \(count(fixes.fixedFindings, "finding")) in \(count(changed, "file")).")
                }
            }
            lines.append(Summary.line(files: files, seconds: seconds, findings: a.diff ? [] : findings, extra: baselineNote))
            let color = env.colorAllowed(terminal: env.stderrIsTerminal)
            for l in lines { o.err((color ? "\u{1B}[1m" + l + "\u{1B}[0m" : l) + "\n") }
        }

        if failed {
            o.exitCode = ExitStatus.error
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
