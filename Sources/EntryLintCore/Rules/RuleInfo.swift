/// What a rule is, independent of how it checks: the public face used by `entrylint rules`,
/// `entrylint explain`, configuration, SARIF `tool.driver.rules`, and the example tests.
public struct RuleInfo: Sendable {
    /// Stable public identifier, e.g. `entry_unstable_default`.
    public var id: String
    public var defaultSeverity: Severity
    /// What kind of problem it finds (`entrylint rules`, `--select performance`, profiles).
    public var category: RuleCategory
    /// Off unless enabled (`--enable`, `enable` in the configuration).
    public var isOptIn: Bool
    /// Whether findings carry a fix.
    public var isFixable: Bool
    /// One line, for `entrylint rules` and SARIF `shortDescription`.
    public var summary: String
    /// The doc comment's sections: What it does / Why is this bad / Example / Use instead / Fix safety.
    public var documentation: RuleDocumentation
    /// For a performance rule, the evidence that puts a finding in the default profile ("the
    /// child keeps its state in the object"); nil when all its findings are the audit profile's.
    public var defaultProfileEvidence: String?
    /// For a correctness rule, the cases it leaves to the audit profile ("the rows hold no
    /// state"); nil when every finding is the default profile's.
    public var auditCases: String?
    /// A correctness rule whose every finding is the audit profile's: the claim is true, but
    /// judged on real apps the code works as it is and the change is a clean-up.
    public var isAuditOnly: Bool
    /// Code that must trigger the rule: each example marks the expected finding positions with `↓`.
    public var triggeringExamples: [String]
    /// Code that must not trigger the rule.
    public var nonTriggeringExamples: [String]

    public init(id: String, defaultSeverity: Severity, category: RuleCategory, isOptIn: Bool = false, isFixable: Bool = false,
                summary: String, documentation: RuleDocumentation, defaultProfileEvidence: String? = nil,
                auditCases: String? = nil, isAuditOnly: Bool = false, triggeringExamples: [String], nonTriggeringExamples: [String]) {
        self.defaultProfileEvidence = defaultProfileEvidence
        self.isAuditOnly = isAuditOnly || (category == .performance && defaultProfileEvidence == nil)
        self.auditCases = auditCases
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.category = category
        self.isOptIn = isOptIn
        self.isFixable = isFixable
        self.summary = summary
        self.documentation = documentation
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

extension RuleInfo {
    /// Which profiles report its findings, in words: "default", "audit", "default when …;
    /// audit otherwise", or "default; audit when …".
    public var profiles: String {
        if isAuditOnly { return "audit" }
        guard category == .performance else {
            if isOptIn { return "default (opt-in)" }
            return auditCases.map { "default; audit when \($0)" } ?? "default"
        }
        return "default when \(defaultProfileEvidence ?? ""); audit otherwise"
    }

    /// The text `entrylint explain RULE` prints (Markdown): the documentation with the rule's
    /// category, profile, severity and whether it has a fix.
    public var renderedDocumentation: String {
        let fix = isFixable ? "yes" : "no"
        let facts = "**Category:** \(category.rawValue) · **Profile:** \(profiles) · **Severity:** \(defaultSeverity.rawValue) · **Fix:** \(fix)"
        return documentation.rendered(id: id, summary: summary, facts: facts)
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
    public func rendered(id: String, summary: String, facts: String? = nil) -> String {
        """
        # \(id)

        \(summary)\(facts.map { "\n\n" + $0 } ?? "")

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
