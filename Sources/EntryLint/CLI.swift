import EntryLintCore
import Foundation

/// Everything the command line touches outside its arguments, so a whole run can happen in
/// process (tests) with a chosen working directory, environment, standard input and rules.
struct CLIEnvironment {
    /// Absolute working directory: relative paths resolve against it.
    var workingDirectory: String
    var variables: [String: String] = [:]
    var readStandardInput: () -> [UInt8] = { [] }
    var stdoutIsTerminal = false
    var stderrIsTerminal = false
    /// Rules injected beside the registry's (the end-to-end tests; see `AnyLintRule`).
    var injectedRules: [AnyLintRule] = []

    /// The rules a run knows: the registry's and the injected ones.
    var rules: RuleSet { RuleSet.standard.adding(injectedRules) }
    /// `ENTRYLINT_NO_SKIP`, `ENTRYLINT_TIMINGS`, read here once for the library.
    var lintEnvironment: LintEnvironment { LintEnvironment(variables: variables) }

    /// `--color auto` (the default): colour on a terminal, with `NO_COLOR` unset or empty and
    /// `TERM` not `dumb`; `FORCE_COLOR` set to anything but empty or `0` forces it (CI logs).
    /// `--color always|never` decide alone.
    func colorAllowed(terminal: Bool, choice: ColorChoice = .auto) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let force = variables["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            return terminal && (variables["NO_COLOR"] ?? "").isEmpty && variables["TERM"] != "dumb"
        }
    }

    static func process() -> CLIEnvironment {
        let cwd = FileManager.default.currentDirectoryPath
        return CLIEnvironment(
            workingDirectory: Paths.normalize(cwd),
            variables: ProcessInfo.processInfo.environment,
            readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            stdoutIsTerminal: isatty(1) == 1,
            stderrIsTerminal: isatty(2) == 1)
    }
}

enum ColorChoice: String, CaseIterable { case auto, always, never }

/// Reads standard input on first use and keeps it.
final class StandardInputOnce: @unchecked Sendable {
    private let read: () -> [UInt8]
    private var cached: [UInt8]?
    init(_ read: @escaping () -> [UInt8]) { self.read = read }
    func bytes() -> [UInt8] {
        if let cached { return cached }
        let b = read()
        cached = b
        return b
    }
}

/// What a run printed and its exit status.
struct CLIOutput {
    var exitCode: Int32 = 0
    var stdout: [UInt8] = []
    var stderr: [UInt8] = []

    mutating func out(_ s: String) { stdout += s.utf8 }
    mutating func err(_ s: String) { stderr += s.utf8 }
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

/// Exit statuses (the issue's contract).
enum ExitStatus {
    static let clean: Int32 = 0
    static let findings: Int32 = 1
    static let error: Int32 = 2
}

enum CLI {
    static let commands = ["lint", "rules", "explain", "dump", "project", "server", "help"]

    static func run(_ arguments: [String], environment: CLIEnvironment) -> CLIOutput {
        var o = CLIOutput()
        var env = environment
        // Standard input is read at most once, so the fallback below can still echo it.
        let stdin = StandardInputOnce(environment.readStandardInput)
        env.readStandardInput = stdin.bytes
        do {
            try dispatch(arguments, env, &o)
        } catch {
            o.err("\(ToolInfo.command): error: \(error.message)\nRun '\(ToolInfo.command) --help' for usage.\n")
            o.exitCode = ExitStatus.error
        }
        // An editor filter (`:%!entrylint --fix --stdin-path %`) replaces the buffer with standard
        // output: whatever went wrong (bad arguments, a broken configuration), it gets the source
        // back unchanged, and the error goes to standard error only.
        if o.stdout.isEmpty && o.exitCode == ExitStatus.error && writesFixedSource(arguments) {
            o.stdout = stdin.bytes()
        }
        return o
    }

    /// Whether these arguments ask for the fixed standard input on standard output, judged from
    /// the raw words so that it holds even when they do not parse.
    static func writesFixedSource(_ args: [String]) -> Bool {
        let words = args.prefix { $0 != "--" }
        let stdinPath = words.contains { $0 == "--stdin-path" || $0.hasPrefix("--stdin-path=") }
        let fix = words.contains("--fix") || words.contains("--unsafe-fixes")
        return stdinPath && fix && !words.contains("--diff")
    }

    static func dispatch(_ args: [String], _ env: CLIEnvironment, _ o: inout CLIOutput) throws(UsageError) {
        guard let first = args.first else {
            try LintCommand.run(try LintArguments.parse([]), env, &o)
            return
        }
        let rest = Array(args.dropFirst())
        switch first {
        case "--version", "-V", "version":
            o.out("\(ToolInfo.command) \(ToolInfo.version)\n")
        case "--help", "-h":
            o.out(HelpText.main)
        case "help":
            switch rest.first {
            case nil: o.out(HelpText.main)
            case "lint": o.out(HelpText.lint)
            case "rules": o.out(HelpText.rules)
            case "explain": o.out(HelpText.explain)
            case "dump": o.out(HelpText.dump)
            case "project": o.out(HelpText.project)
            case "views": o.out(HelpText.views)
            case "server": o.out(HelpText.server)
            case let c?: throw unknownCommand(c)
            }
        case "lint":
            let a = try LintArguments.parse(rest)
            if a.help { o.out(HelpText.lint); return }
            try LintCommand.run(a, env, &o)
        case "rules":
            if rest.contains("--help") || rest.contains("-h") { o.out(HelpText.rules); return }
            try InfoCommands.rules(rest, env, &o)
        case "explain":
            if rest.contains("--help") || rest.contains("-h") { o.out(HelpText.explain); return }
            try InfoCommands.explain(rest, env, &o)
        case "dump":
            if rest.contains("--help") || rest.contains("-h") { o.out(HelpText.dump); return }
            try DumpCommand.run(rest, env, &o)
        case "project":
            if rest.contains("--help") || rest.contains("-h") { o.out(HelpText.project); return }
            ProjectCommand.run(rest, env, &o)
        case "views":
            if rest.contains("--help") || rest.contains("-h") { o.out(HelpText.views); return }
            try ViewsCommand.run(rest, env, &o)
        case "server":
            let a = try ServerCommand.parse(rest)
            if a.help { o.out(HelpText.server); return }
            o.exitCode = ServerCommand.run(a, env)
        default:
            let a = try LintArguments.parse(args)
            if a.help { o.out(HelpText.lint); return }
            try LintCommand.run(a, env, &o)
        }
    }

    static func unknownCommand(_ c: String) -> UsageError {
        guard let s = Suggestion.near(c, in: commands) else {
            return UsageError("unknown command '\(c)' (commands: \(commands.joined(separator: ", ")))")
        }
        return UsageError("unknown command '\(c)'; did you mean '\(s)'?")
    }

    /// Every rule the run knows: the registry, `unused_suppression` and injected rules.
    static func knownRules(_ env: CLIEnvironment) -> [RuleInfo] { env.rules.infos }
}

extension Error {
    var message: String {
        if let u = self as? UsageError { return u.message }
        return String(describing: self)
    }
}
