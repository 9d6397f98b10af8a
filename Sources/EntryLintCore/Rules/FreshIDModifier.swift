/// `fresh_id_modifier` (in progress).
public enum FreshIDModifier: LintRule {
    public static let info = RuleInfo(
        id: "fresh_id_modifier", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
