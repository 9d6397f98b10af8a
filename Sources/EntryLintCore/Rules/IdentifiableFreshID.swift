/// `identifiable_fresh_id` (in progress).
public enum IdentifiableFreshID: LintRule {
    public static let info = RuleInfo(
        id: "identifiable_fresh_id", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
