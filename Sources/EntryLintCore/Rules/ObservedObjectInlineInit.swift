/// `observed_object_inline_init` (in progress).
public enum ObservedObjectInlineInit: LintRule {
    public static let info = RuleInfo(
        id: "observed_object_inline_init", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
