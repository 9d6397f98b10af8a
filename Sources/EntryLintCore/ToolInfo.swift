/// Name, version and home of the tool. `version` is the one version of EntryLint: `--version`,
/// the help text, SARIF's `tool.driver.version` and (when it exists) the cache key all read it,
/// and the first entry of CHANGELOG.md must name it (PackagingTests checks both).
public enum ToolInfo {
    public static let name = "EntryLint"
    public static let command = "entrylint"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/entrylint/entrylint"
    /// A rule's page (docs/rules/RULE.md, generated from its documentation).
    public static func ruleDocumentationURI(_ id: String) -> String { informationURI + "/blob/main/docs/rules/\(id).md" }
}
