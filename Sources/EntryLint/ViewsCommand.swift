import EntryLintCore

/// `entrylint views [PATH...] [--format text|json]`: the library's `ViewFrequencies` for the
/// projects of the paths, as the lint loads them.
enum ViewsCommand {
    static func run(_ args: [String], _ env: CLIEnvironment, _ o: inout CLIOutput) throws(UsageError) {
        var json = false
        var paths: [String] = []
        var k = 0
        while k < args.count {
            let arg = args[k]
            var value: String?
            if arg == "--format" {
                guard k + 1 < args.count else { throw UsageError("--format needs a value (text or json)") }
                value = args[k + 1]
                k += 1
            } else if arg.hasPrefix("--format=") {
                value = String(arg.dropFirst("--format=".count))
            } else if arg.hasPrefix("-") {
                throw UsageError.unknownOption(arg, among: ["--format", "--help"])
            } else {
                paths.append(arg)
            }
            if let value {
                guard value == "text" || value == "json" else { throw UsageError("unknown format '\(value)' for 'views' (text, json)") }
                json = value == "json"
            }
            k += 1
        }
        let resolver = ConfigResolver(explicitPath: nil, cwd: env.workingDirectory, knownRules: CLI.knownRules(env).map(\.id))
        var loader = ProjectLoader(cwd: env.workingDirectory, resolver: resolver, respectIgnores: true)
        let loaded = loader.load(paths: paths.isEmpty ? ["."] : paths)
        for e in resolver.errors { o.err("\(e)\n") }
        for e in loaded.errors { o.err("\(e.path): error: \(e.message)\n") }
        var entries: [ViewFrequencies.Entry] = []
        for p in loaded.projects { entries += ViewFrequencies.report(p) }
        if loaded.projects.count > 1 {
            entries.sort { a, b in a.frequency != b.frequency ? a.frequency > b.frequency : (a.path, a.line) < (b.path, b.line) }
        }
        o.out(json ? ViewFrequencies.renderJSON(entries) : ViewFrequencies.renderText(entries))
        o.exitCode = loaded.errors.isEmpty && resolver.errors.isEmpty ? ExitStatus.clean : ExitStatus.error
    }
}
