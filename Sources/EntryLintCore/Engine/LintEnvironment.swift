/// The environment variables the engine honours, read once by whoever starts it (the command
/// line, the editor server) and handed over as values: the library itself never reads the
/// process environment, so a test or a tool decides what a run does.
public struct LintEnvironment: Sendable, Equatable {
    /// `ENTRYLINT_NO_SKIP=1`: parse every file again in pass 2, to check that the trigger words
    /// lose nothing (`LintOptions.skipUntriggeredFiles`).
    public var skipUntriggeredFiles = true
    /// `ENTRYLINT_TIMINGS=1`: time each phase of a run (`LintResult.timings`), for the caller to
    /// print.
    public var collectTimings = false

    public init(skipUntriggeredFiles: Bool = true, collectTimings: Bool = false) {
        self.skipUntriggeredFiles = skipUntriggeredFiles
        self.collectTimings = collectTimings
    }

    public init(variables: [String: String]) {
        skipUntriggeredFiles = variables["ENTRYLINT_NO_SKIP"] != "1"
        collectTimings = variables["ENTRYLINT_TIMINGS"] == "1"
    }
}
