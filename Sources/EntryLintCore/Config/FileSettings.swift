/// What applies to one linted file once its configuration and the command line are merged:
/// which rules run, at which severity, with which options, and from which severity the run fails.
public struct FileSettings: Sendable, Equatable {
    public var enabledRules: Set<String>
    public var severities: [String: Severity]
    public var ruleOptions: [String: ConfigValue]
    public var failOn: Severity
    /// Which findings are reported (`"profile"`, `--profile`; default `default`).
    public var profile: Profile = .standard
    /// Body rules also report in preview and test code (`"previews": true`).
    public var includePreviews = false

    public init(enabledRules: Set<String>, severities: [String: Severity] = [:],
                ruleOptions: [String: ConfigValue] = [:], failOn: Severity = .warning,
                profile: Profile = .standard, includePreviews: Bool = false) {
        self.profile = profile
        self.includePreviews = includePreviews
        self.enabledRules = enabledRules
        self.severities = severities
        self.ruleOptions = ruleOptions
        self.failOn = failOn
    }
}

/// Rule selection given on the command line; it overrides the configuration file as ruff's
/// does: `--select` replaces the file's `select`, `--extend-select`, `--ignore` and `--enable`
/// add to the file's lists, `--profile` replaces its `profile`. Each list holds rule ids,
/// category names (`performance`) or `all` (`RuleSelector`).
public struct RuleSelection: Sendable, Equatable {
    public var select: [String]?
    public var extendSelect: [String] = []
    public var ignore: [String] = []
    public var enable: [String] = []
    public var failOn: Severity?
    public var profile: Profile?

    public init(select: [String]? = nil, extendSelect: [String] = [], ignore: [String] = [], enable: [String] = [],
                failOn: Severity? = nil, profile: Profile? = nil) {
        self.select = select
        self.extendSelect = extendSelect
        self.ignore = ignore
        self.enable = enable
        self.failOn = failOn
        self.profile = profile
    }

    /// Merges a configuration (or none) with these command-line choices. `all` and a category
    /// named take their opt-in rules too (`--select style` asks for them); without a `select`,
    /// opt-in rules need `enable` or `extendSelect`.
    public func settings(config: Configuration?, rules: [RuleInfo]) -> FileSettings {
        let select = self.select ?? config?.select
        var enabled: Set<String>
        if let select {
            enabled = RuleSelector.expand(select, rules: rules)
        } else {
            enabled = Set(rules.filter { !$0.isOptIn }.map(\.id))
        }
        enabled.formUnion(RuleSelector.expand(config?.extendSelect ?? [], rules: rules))
        enabled.formUnion(RuleSelector.expand(extendSelect, rules: rules))
        enabled.formUnion(config?.enable ?? [])
        enabled.formUnion(enable)
        enabled.subtract(RuleSelector.expand(config?.ignore ?? [], rules: rules))
        enabled.subtract(RuleSelector.expand(ignore, rules: rules))
        return FileSettings(enabledRules: enabled, severities: config?.severities ?? [:],
                            ruleOptions: config?.ruleOptions ?? [:],
                            failOn: failOn ?? config?.failOn ?? .warning,
                            profile: profile ?? config?.profile ?? .standard, includePreviews: config?.previews ?? false)
    }
}

/// What a `select`/`ignore` entry names: a rule id, a category (`correctness`, `performance`,
/// `style`) or `all`.
public enum RuleSelector {
    /// The words a selection accepts besides rule ids.
    public static let words = ["all"] + RuleCategory.allCases.map(\.rawValue)

    public static func isValid(_ word: String, knownRules: [String]) -> Bool {
        knownRules.contains(word) || words.contains(word)
    }

    /// The rule ids `selectors` name. `all` is every rule; a category is its rules, opt-in ones
    /// included.
    public static func expand(_ selectors: [String], rules: [RuleInfo]) -> Set<String> {
        var out = Set<String>()
        for s in selectors {
            if s == "all" {
                out.formUnion(rules.map(\.id))
            } else if let category = RuleCategory(rawValue: s) {
                out.formUnion(rules.filter { $0.category == category }.map(\.id))
            } else {
                out.insert(s)
            }
        }
        return out
    }
}
