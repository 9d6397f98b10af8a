/// What a rule is, independent of how it checks: the public face used by `entrylint rules`,
/// `entrylint explain`, configuration, SARIF `tool.driver.rules`, and the example tests.
public struct RuleInfo: Sendable {
    /// Stable public identifier, e.g. `entry_unstable_default`.
    public var id: String
    public var defaultSeverity: Severity
    /// Off unless enabled (`--enable`, `enable` in the configuration).
    public var isOptIn: Bool
    /// Whether findings carry a fix.
    public var isFixable: Bool
    /// One line, for `entrylint rules` and SARIF `shortDescription`.
    public var summary: String
    /// The doc comment's sections: What it does / Why is this bad / Example / Use instead / Fix safety.
    public var documentation: RuleDocumentation
    /// Code that must trigger the rule: each example marks the expected finding positions with `↓`.
    public var triggeringExamples: [String]
    /// Code that must not trigger the rule.
    public var nonTriggeringExamples: [String]

    public init(id: String, defaultSeverity: Severity, isOptIn: Bool = false, isFixable: Bool = false,
                summary: String, documentation: RuleDocumentation,
                triggeringExamples: [String], nonTriggeringExamples: [String]) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.isFixable = isFixable
        self.summary = summary
        self.documentation = documentation
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

public struct RuleDocumentation: Sendable {
    public var whatItDoes: String
    public var whyIsThisBad: String
    public var example: String
    public var useInstead: String
    public var fixSafety: String
    public init(whatItDoes: String, whyIsThisBad: String, example: String, useInstead: String, fixSafety: String) {
        self.whatItDoes = whatItDoes
        self.whyIsThisBad = whyIsThisBad
        self.example = example
        self.useInstead = useInstead
        self.fixSafety = fixSafety
    }

    /// The text `entrylint explain RULE` prints (Markdown).
    public func rendered(id: String, summary: String) -> String {
        """
        # \(id)

        \(summary)

        ## What it does
        \(whatItDoes)

        ## Why is this bad?
        \(whyIsThisBad)

        ## Example
        ```swift
        \(example)
        ```

        ## Use instead
        ```swift
        \(useInstead)
        ```

        ## Fix safety
        \(fixSafety)
        """
    }
}
