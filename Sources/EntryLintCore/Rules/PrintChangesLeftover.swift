/// `print_changes_leftover` (in progress).
public enum PrintChangesLeftover: LintRule {
    public static let info = RuleInfo(
        id: "print_changes_leftover", defaultSeverity: .warning, summary: "",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])
    public static func check(_ context: RuleContext) {}
}
