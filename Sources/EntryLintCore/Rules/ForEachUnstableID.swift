/// `foreach_unstable_id` (in progress).
public enum ForEachUnstableID: LintRule {
    public static let info = RuleInfo(
        id: "foreach_unstable_id", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
