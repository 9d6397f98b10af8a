/// `body_fresh_object` (in progress).
public enum BodyFreshObject: LintRule {
    public static let info = RuleInfo(
        id: "body_fresh_object", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
