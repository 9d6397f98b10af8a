/// `conditional_modifier` (in progress).
public enum ConditionalModifier: LintRule {
    public static let info = RuleInfo(
        id: "conditional_modifier", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
