import EntryLintCore

/// `entrylint views [PATH...] [--format text|json]`: the library's `ViewFrequencies` for the
/// projects of the paths, as the lint loads them.
enum ViewsCommand {
    enum Format: String, CaseIterable { case text, json }

    static func run(_ args: [String], _ env: CLIEnvironment, _ o: inout CLIOutput) throws(UsageError) {
        let (format, paths) = try FormatOption.split(args, command: "views", default: Format.text)
        if let option = paths.first(where: { $0.hasPrefix("-") }) { throw UsageError.unknownOption(option, among: ["--format", "--help"]) }
        let json = format == .json
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
