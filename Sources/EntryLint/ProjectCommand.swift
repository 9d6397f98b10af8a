import EntryLintCore

/// `entrylint project [PATH...]`: what the project model made of the paths — each project's
/// root, its modules with their files, the files no target claims and the dependencies indexed.
/// For bug reports about cross-file findings.
enum ProjectCommand {
    static func run(_ paths: [String], _ env: CLIEnvironment, _ o: inout CLIOutput) {
        let resolver = ConfigResolver(explicitPath: nil, cwd: env.workingDirectory, knownRules: CLI.knownRules(env).map(\.id))
        var loader = ProjectLoader(cwd: env.workingDirectory, resolver: resolver, respectIgnores: true)
        let loaded = loader.load(paths: paths.isEmpty ? ["."] : paths)
        for e in resolver.errors { o.err("\(e)\n") }
        for e in loaded.errors { o.err("\(e.path): error: \(e.message)\n") }
        for p in loaded.projects {
            let reported = p.reported.count
            o.out("project \(p.root)\n")
            o.out("  files: \(p.inputs.count) indexed, \(reported) asked for\n")
            var counts = [Int](repeating: 0, count: p.modules.count)
            var unassigned = 0
            for input in p.inputs {
                if input.modules.isEmpty { unassigned += 1 }
                for m in input.modules where Int(m) < counts.count { counts[Int(m)] += 1 }
            }
            for (k, m) in p.modules.enumerated() {
                o.out("  module \(m.name) (\(m.kind)): \(counts[k]) files\n")
            }
            o.out("  no target: \(unassigned) files\n")
        }
        o.exitCode = loaded.errors.isEmpty && resolver.errors.isEmpty ? ExitStatus.clean : ExitStatus.error
    }
}
