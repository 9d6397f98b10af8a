/// `state_not_private` (in progress).
public enum StateNotPrivate: LintRule {
    public static let info = RuleInfo(
        id: "state_not_private", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
