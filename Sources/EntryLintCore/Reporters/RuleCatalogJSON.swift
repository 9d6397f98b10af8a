/// `entrylint rules --format json`: every rule as an object, in id order, for tools that build
/// on EntryLint (editor extensions, documentation sites, dashboards). Key order is fixed and
/// the output is stable byte for byte.
public enum RuleCatalogJSON {
    public static func render(_ rules: [RuleInfo]) -> String {
        JSON.array(rules.sorted { $0.id < $1.id }.map(object)).rendered(pretty: true) + "\n"
    }

    static func object(_ r: RuleInfo) -> JSON {
        let d = r.documentation
        return .object([
            ("id", .string(r.id)),
            ("category", .string(r.category.rawValue)),
            ("profiles", .string(r.profiles)),
            ("severity", .string(r.defaultSeverity.rawValue)),
            ("enabled", .bool(!r.isOptIn)),
            ("fixable", .bool(r.isFixable)),
            ("summary", .string(r.summary)),
            ("documentation", .object([
                ("whatItDoes", .string(d.whatItDoes)),
                ("whyIsThisBad", .string(d.whyIsThisBad)),
                ("example", .string(d.example)),
                ("useInstead", .string(d.useInstead)),
                ("fixSafety", .string(d.fixSafety)),
                ("markdown", .string(r.renderedDocumentation)),
            ])),
        ])
    }
}
