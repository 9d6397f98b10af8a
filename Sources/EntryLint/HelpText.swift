import EntryLintCore

/// `--help` for each command, with examples.
enum HelpText {
    static let main = """
    EntryLint \(ToolInfo.version): finds SwiftUI code that makes views re-evaluate or lose state.

    USAGE
      entrylint [lint] [OPTIONS] [PATH...]   Lint Swift files (default: the current folder)
      entrylint rules                        List every rule: id, default severity, on/off, fixable
      entrylint explain RULE                 Show a rule's documentation
      entrylint dump FILE...                 Show what the lexer saw (for bug reports)
      entrylint project [PATH...]            Show the project model: roots, modules, files
      entrylint views [PATH...]              Rank the views by how often they re-evaluate, and why
      entrylint server                       Language server for editors (LSP on stdin/stdout)
      entrylint --version                    Print the version
      entrylint COMMAND --help               Help for one command

    EXAMPLES
      entrylint                              Lint the current folder
      entrylint Sources --format sarif -o entrylint.sarif
      entrylint explain entry_unstable_default

    Exit status: 0 no findings, 1 findings at or above --fail-on, 2 usage, configuration or I/O error.

    """

    static let server = """
    USAGE: entrylint server [OPTIONS]

    Runs the Language Server Protocol on standard input and output (JSON-RPC 2.0 with
    Content-Length framing) for editors: diagnostics as you type (full and incremental sync),
    quick fixes and suppression comments as code actions, rule documentation on hover.
    Each workspace folder is indexed once, as 'entrylint lint FOLDER' would find its files;
    .entrylint.json changes apply when the file is saved. Logs go to standard error.

    OPTIONS
      --stdio                         Accepted and ignored: standard input/output is the transport
      -j, --jobs N                    Worker threads (default: all cores)
      --documentation-url URL         Link each diagnostic to URL, '{rule}' replaced by the rule id
                                      (also 'documentationURL' in initializationOptions or settings;
                                      default: the rule's page, docs/rules/RULE.md on GitHub)
      -h, --help                      Show this help

    EXAMPLES
      entrylint server
      entrylint server --documentation-url 'https://example.com/rules/{rule}'

    """

    static var lint: String {
        var s = """
        USAGE: entrylint [lint] [OPTIONS] [PATH...]

        Lints every .swift file under the given files and folders (default: .). Settings come
        from the nearest .entrylint.json above each file (or --config FILE); options override it.

        OPTIONS

        """
        for o in LintArguments.options {
            var left = "  " + (o.short.map { $0 + ", " } ?? "") + o.name
            if let v = o.valueName { left += " " + v }
            s += left.padding(32) + o.help + "\n"
        }
        s += """

        EXAMPLES
          entrylint Sources Tests
          entrylint --select entry_unstable_default,entry_closure_default
          entrylint --enable state_not_private --strict
          entrylint --format github                      (GitHub Actions annotations)
          entrylint --format sarif --output entrylint.sarif
          entrylint --write-baseline .entrylint-baseline.json
          entrylint --baseline .entrylint-baseline.json
          entrylint --fix                                (apply safe fixes)
          entrylint --unsafe-fixes --diff                (show every fix, write nothing)
          cat View.swift | entrylint --stdin-path Sources/View.swift

        Exit status: 0 no findings, 1 findings at or above --fail-on, 2 usage, configuration or I/O error.

        """
        return s
    }

    static let rules = """
    USAGE: entrylint rules [--format text|json]

    Lists every rule by category: id, category (correctness, performance, style), profile
    (default, audit, or both: a performance rule whose findings with evidence are in the
    default), default severity, whether it runs by default (opt-in rules are 'off' until
    enabled with --enable or "enable" in .entrylint.json), whether it has fixes, and a
    one-line summary. '--format json' prints an array of objects for tools: id, category,
    profiles, severity, enabled (by default), fixable, summary and documentation (the sections
    of 'entrylint explain' and their Markdown rendering).

    EXAMPLES
      entrylint rules
      entrylint rules --format json

    """

    static let explain = """
    USAGE: entrylint explain RULE [--format text|markdown]

    Prints a rule's documentation: what it does, why it is bad, an example, what to write
    instead, and whether its fix is safe. '--format markdown' prints the rule's page as in
    docs/rules/RULE.md: the same, plus the examples it reports and leaves alone and how to
    turn it on or off.

    EXAMPLES
      entrylint explain body_fresh_object
      entrylint explain body_fresh_object --format markdown

    """

    static let dump = """
    USAGE: entrylint dump FILE...

    Prints what the lexer and parser saw in each file, one record per line: first the
    declarations and calls (in source order), then the tokens. With several files, each file's
    records follow a 'file PATH' line. Attach this to bug reports about wrong findings; the
    differential check against the toolchain's parser compares these records.

    RECORDS
      decl LINE:COL KIND NAME   a declaration: KIND is import, class, actor, struct, enum,
                                protocol, extension, func, init, deinit, subscript, typealias,
                                associatedtype, macro, operator, precedencegroup, case, let or
                                var; LINE:COL is where its name starts (1-based, byte columns);
                                an extension's NAME is the extended type, an import's the module
      call LINE:COL NAME (LABELS)
                                a call: NAME is the called name (for 'a.b(…)' the member 'b',
                                '?' for a callee that is not a name), LINE:COL where it starts;
                                LABELS lists each argument as 'label:' or '_:', and each trailing
                                closure as '{}' or 'label{}'
      tok START END             a token outside string and regex literals (byte offsets,
                                END exclusive)
      str START END             a whole outermost string or regex literal (byte offsets)
      file PATH                 (several files only) the records after it are for PATH

    EXAMPLE
      entrylint dump Sources/App/Environment.swift

    """

    static let views = """
    USAGE: entrylint views [PATH...] [--format text|json]

    Ranks the views the paths declare (default .) by how often they re-evaluate, as the change
    model sees it: frame (a gesture, scroll or geometry change), tick (a timer), stream (events,
    notifications, loops), action (user actions), once (appearing, loading) or fixed. Under each
    view, the sources behind it: its own state and the properties of the objects it observes,
    with where each is declared and where it is written from. A '?' after the frequency marks
    a write seen only by a bare property name. The first thing to run on a slow screen.

    OPTIONS
      --format text|json              json: an array of {view, path, line, frequency, unknown,
                                      because: [{source, path, line, frequency, why}]}

    EXAMPLE
      entrylint views Sources/Player

    """

    static let project = """
    USAGE: entrylint project [PATH...]

    Prints the project model of the paths (default .): each project's root, how many files it
    indexes and how many were asked for, its modules (SwiftPM targets, Xcode targets, checked-out
    dependencies) with their files, and the files no target claims. Attach this to bug reports
    about cross-file findings.

    EXAMPLE
      entrylint project Sources/App/ContentView.swift

    """
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
