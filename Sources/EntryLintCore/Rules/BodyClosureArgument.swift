/// `body_closure_argument` (in progress).
public enum BodyClosureArgument: LintRule {
    public static let info = RuleInfo(
        id: "body_closure_argument", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
