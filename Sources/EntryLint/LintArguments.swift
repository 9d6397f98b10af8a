import EntryLintCore

/// The options of `entrylint [lint]`, parsed.
struct LintArguments {
    var paths: [String] = []
    var select: [String]?
    var extendSelect: [String] = []
    var profile: Profile?
    var ignore: [String] = []
    var enable: [String] = []
    var failOn: Severity?
    var exitZero = false
    var strict = false
    var jobs: Int?
    var quiet = false
    var config: String?
    var noIgnore = false
    var format: ReportFormat = .xcode
    var output: String?
    var baseline: String?
    var writeBaseline: String?
    var stdinPath: String?
    var fix = false
    var unsafeFixes = false
    var diff = false
    var help = false
    var color: ColorChoice = .auto
    var statistics = false
    var cachePath: String?
    var noCache = false

    /// Every option, for parsing, `--help` and "did you mean".
    static let options: [OptionSpec] = [
        OptionSpec("--profile", value: "PROFILE", help: "default (findings worth a change) or audit (every performance finding too)"),
        OptionSpec("--select", value: "RULE,...", help: "Run only these rules or categories (correctness, performance, style; 'all' = every rule)"),
        OptionSpec("--extend-select", value: "RULE,...", help: "Also run these rules or categories"),
        OptionSpec("--ignore", value: "RULE,...", help: "Do not run these rules or categories"),
        OptionSpec("--enable", value: "RULE,...", help: "Also run these opt-in rules"),
        OptionSpec("--fail-on", value: "SEVERITY", help: "Exit 1 for findings at or above error|warning|note (default: warning)"),
        OptionSpec("--exit-zero", help: "Exit 0 even when there are findings (errors still exit 2)"),
        OptionSpec("--strict", help: "Report warnings as errors"),
        OptionSpec("--jobs", short: "-j", value: "N", help: "Worker threads (default: all cores); output order does not change"),
        OptionSpec("--quiet", short: "-q", help: "Print findings only, no summary line"),
        OptionSpec("--config", value: "FILE", help: "Use this configuration for every file instead of the nearest .entrylint.json"),
        OptionSpec("--no-ignore", help: "Also lint hidden, build, Pods, Carthage, generated and .gitignore'd files"),
        OptionSpec("--format", value: "FORMAT", help: "xcode (default), json, sarif, github, checkstyle, junit, gitlab, sonarqube, markdown or summary"),
        OptionSpec("--output", short: "-o", value: "FILE", help: "Write the report to FILE instead of standard output"),
        OptionSpec("--baseline", value: "FILE", help: "Report only findings that are not in this baseline"),
        OptionSpec("--write-baseline", value: "FILE", help: "Record the current findings in FILE (they are then not reported)"),
        OptionSpec("--stdin-path", value: "PATH", help: "Lint standard input as the file PATH (for editors)"),
        OptionSpec("--fix", help: "Apply safe fixes, then report what remains"),
        OptionSpec("--unsafe-fixes", help: "Also apply unsafe fixes (implies --fix unless --diff)"),
        OptionSpec("--diff", help: "Print the fixes as a unified diff instead of writing them; exit 1 if there are any"),
        OptionSpec("--color", value: "WHEN", help: "Colour: auto (default: terminals; FORCE_COLOR/NO_COLOR respected), always or never"),
        OptionSpec("--cache-path", value: "DIR", help: "Keep the cache in DIR (default: $XDG_CACHE_HOME/entrylint, else ~/.cache/entrylint; ~/Library/Caches/entrylint on macOS)"),
        OptionSpec("--no-cache", help: "Neither read nor write the cache of summaries and findings"),
        OptionSpec("--statistics", help: "Print counts per category and rule instead of the findings, and what the profile left out"),
        OptionSpec("--help", short: "-h", help: "Show this help"),
    ]

    /// POSIX-style short options: `-qj2` is `-q -j 2`, `-j4` is `-j 4`, `-oreport.txt` is
    /// `-o report.txt`. A value-taking option ends the group (the rest is its value). Words after
    /// `--` are paths and stay as they are.
    static func expandShortOptions(_ args: [String]) throws(UsageError) -> [String] {
        var out: [String] = []
        var onlyPaths = false
        for arg in args {
            guard !onlyPaths, arg.hasPrefix("-"), !arg.hasPrefix("--"), arg.utf8.count > 2 else {
                if arg == "--" { onlyPaths = true }
                out.append(arg)
                continue
            }
            var rest = Substring(arg.dropFirst())
            while let c = rest.first {
                rest = rest.dropFirst()
                guard let spec = options.first(where: { $0.short == "-\(c)" }) else {
                    let shorts = options.compactMap(\.short).joined(separator: ", ")
                    throw UsageError("unknown option '-\(c)' in '\(arg)' (short options: \(shorts))")
                }
                out.append("-\(c)")
                if spec.takesValue {
                    if !rest.isEmpty { out.append(String(rest)) }
                    break
                }
            }
        }
        return out
    }

    /// One of an option's named values (`--profile audit`, `--format sarif`), or an error that
    /// lists them and suggests the nearest.
    static func choice<F: RawRepresentable & CaseIterable>(_ v: String, _ what: String) throws(UsageError) -> F where F.RawValue == String {
        if let f = F(rawValue: v) { return f }
        let names = F.allCases.map(\.rawValue)
        let hint = Suggestion.near(v, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("unknown \(what) '\(v)'\(hint) (\(what)s: \(names.joined(separator: ", ")))")
    }

    static func parse(_ given: [String]) throws(UsageError) -> LintArguments {
        let args = try expandShortOptions(given)
        var a = LintArguments()
        var k = 0
        var onlyPaths = false
        func value(_ name: String, _ inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            k += 1
            guard k < args.count else { throw UsageError("option '\(name)' needs a value") }
            return args[k]
        }
        func list(_ s: String) -> [String] {
            s.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        }
        while k < args.count {
            let arg = args[k]
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                a.paths.append(arg)
                k += 1
                continue
            }
            if arg == "--" { onlyPaths = true; k += 1; continue }
            var name = arg
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            guard let spec = options.first(where: { $0.name == name || $0.short == name }) else {
                throw UsageError.unknownOption(name, among: options.map(\.name))
            }
            if !spec.takesValue && inline != nil { throw UsageError("option '\(spec.name)' takes no value") }
            switch spec.name {
            case "--select": a.select = (a.select ?? []) + list(try value(name, inline))
            case "--extend-select": a.extendSelect += list(try value(name, inline))
            case "--profile": a.profile = try choice(try value(name, inline), "profile")
            case "--ignore": a.ignore += list(try value(name, inline))
            case "--enable": a.enable += list(try value(name, inline))
            case "--fail-on":
                let v = try value(name, inline)
                guard let s = Severity(rawValue: v) else { throw UsageError("--fail-on must be error, warning or note, not '\(v)'") }
                a.failOn = s
            case "--exit-zero": a.exitZero = true
            case "--strict": a.strict = true
            case "--jobs":
                let v = try value(name, inline)
                guard let n = Int(v), n >= 1 else { throw UsageError("--jobs must be a positive whole number, not '\(v)'") }
                a.jobs = n
            case "--quiet": a.quiet = true
            case "--config": a.config = try value(name, inline)
            case "--no-ignore": a.noIgnore = true
            case "--no-cache": a.noCache = true
            case "--cache-path": a.cachePath = try value(name, inline)
            case "--format": a.format = try choice(try value(name, inline), "format")
            case "--output": a.output = try value(name, inline)
            case "--baseline": a.baseline = try value(name, inline)
            case "--write-baseline": a.writeBaseline = try value(name, inline)
            case "--stdin-path": a.stdinPath = try value(name, inline)
            case "--fix": a.fix = true
            case "--unsafe-fixes": a.unsafeFixes = true
            case "--diff": a.diff = true
            case "--statistics": a.statistics = true
            case "--help": a.help = true
            case "--color":
                let v = try value(name, inline)
                guard let c = ColorChoice(rawValue: v) else { throw UsageError("--color must be auto, always or never, not '\(v)'") }
                a.color = c
            default: break
            }
            k += 1
        }
        if a.select?.isEmpty == true { throw UsageError("--select needs at least one rule id") }
        if a.unsafeFixes && !a.diff { a.fix = true }
        if a.diff && a.writeBaseline != nil { throw UsageError("--diff cannot be combined with --write-baseline") }
        if a.paths.contains("-") && a.stdinPath == nil {
            throw UsageError("to lint standard input, give --stdin-path PATH (the path it is reported as)")
        }
        a.paths.removeAll { $0 == "-" }
        if a.paths.isEmpty && a.stdinPath == nil { a.paths = ["."] }
        return a
    }
}

struct OptionSpec {
    var name: String
    var short: String?
    var valueName: String?
    var help: String
    var takesValue: Bool { valueName != nil }

    init(_ name: String, short: String? = nil, value: String? = nil, help: String) {
        self.name = name
        self.short = short
        self.valueName = value
        self.help = help
    }
}

/// A mistake in how the tool was invoked: message on stderr, exit status 2.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }

    static func unknownOption(_ name: String, among names: [String]) -> UsageError {
        var m = "unknown option '\(name)'"
        if let s = Suggestion.near(name, in: names) { m += "; did you mean '\(s)'?" }
        return UsageError(m)
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
