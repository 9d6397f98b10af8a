/// What applies to one linted file once its configuration and the command line are merged:
/// which rules run, at which severity, with which options, and from which severity the run fails.
public struct FileSettings: Sendable, Equatable {
    public var enabledRules: Set<String>
    public var severities: [String: Severity]
    public var ruleOptions: [String: ConfigValue]
    public var failOn: Severity
    /// Findings below this impact are reported as notes (`"minimumImpact"`, default `high`).
    public var minimumImpact: Impact = .high
    /// Body rules also report in preview and test code (`"previews": true`).
    public var includePreviews = false

    public init(enabledRules: Set<String>, severities: [String: Severity] = [:],
                ruleOptions: [String: ConfigValue] = [:], failOn: Severity = .warning,
                minimumImpact: Impact = .high, includePreviews: Bool = false) {
        self.minimumImpact = minimumImpact
        self.includePreviews = includePreviews
        self.enabledRules = enabledRules
        self.severities = severities
        self.ruleOptions = ruleOptions
        self.failOn = failOn
    }
}

/// Rule selection given on the command line; it overrides the configuration file: `--select`
/// replaces the file's `select`, `--ignore` and `--enable` add to the file's lists.
public struct RuleSelection: Sendable, Equatable {
    public var select: [String]?
    public var ignore: [String] = []
    public var enable: [String] = []
    public var failOn: Severity?

    public init(select: [String]? = nil, ignore: [String] = [], enable: [String] = [], failOn: Severity? = nil) {
        self.select = select
        self.ignore = ignore
        self.enable = enable
        self.failOn = failOn
    }

    /// Merges a configuration (or none) with these command-line choices.
    public func settings(config: Configuration?, rules: [RuleInfo]) -> FileSettings {
        let select = self.select ?? config?.select
        var enabled: Set<String>
        if let select {
            enabled = select.contains("all") ? Set(rules.map(\.id)) : Set(select)
        } else {
            enabled = Set(rules.filter { !$0.isOptIn }.map(\.id))
        }
        enabled.formUnion(config?.enable ?? [])
        enabled.formUnion(enable)
        enabled.subtract(config?.ignore ?? [])
        enabled.subtract(ignore)
        if ignore.contains("all") || config?.ignore.contains("all") == true { enabled = [] }
        return FileSettings(enabledRules: enabled, severities: config?.severities ?? [:],
                            ruleOptions: config?.ruleOptions ?? [:],
                            failOn: failOn ?? config?.failOn ?? .warning,
                            minimumImpact: config?.minimumImpact ?? .high, includePreviews: config?.previews ?? false)
    }
}
