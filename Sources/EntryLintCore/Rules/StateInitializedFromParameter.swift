/// `state_initialized_from_parameter` (in progress).
public enum StateInitializedFromParameter: LintRule {
    public static let info = RuleInfo(
        id: "state_initialized_from_parameter", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
