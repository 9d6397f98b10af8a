/// `environment_fresh_injection` (in progress).
public enum EnvironmentFreshInjection: LintRule {
    public static let info = RuleInfo(
        id: "environment_fresh_injection", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
