import EntryLintCore
import Foundation

/// `entrylint rules` and `entrylint explain RULE`.
enum InfoCommands {
    enum RulesFormat: String, CaseIterable { case text, json }

    static func rules(_ args: [String], _ env: CLIEnvironment, _ o: inout CLIOutput) throws(UsageError) {
        let (format, rest) = try FormatOption.split(args, command: "rules", default: RulesFormat.text)
        if let extra = rest.first { throw UsageError("'rules' takes only --format text|json (got '\(extra)')") }
        let rules = CLI.knownRules(env)
        if format == .json {
            o.out(RuleCatalogJSON.render(rules))
            return
        }
        let width = max(4, rules.map(\.id.count).max() ?? 0) + 2
        o.out("RULE".padding(width) + "CATEGORY".padding(13) + "PROFILE".padding(9) + "SEVERITY".padding(9) + "DEFAULT".padding(8)
              + "FIX".padding(8) + "SUMMARY\n")
        for r in rules.sorted(by: { ($0.category, $0.id) < ($1.category, $1.id) }) {
            let fix = r.isFixable ? "fixable" : "-"
            let profile = r.isAuditOnly ? "audit" : r.category != .performance ? (r.auditCases == nil ? "default" : "both") : "both"
            o.out(r.id.padding(width) + r.category.rawValue.padding(13) + profile.padding(9) + r.defaultSeverity.rawValue.padding(9)
                  + (r.isOptIn ? "off" : "on").padding(8) + fix.padding(8) + r.summary + "\n")
        }
    }

    enum ExplainFormat: String, CaseIterable { case text, markdown }

    static func explain(_ args: [String], _ env: CLIEnvironment, _ o: inout CLIOutput) throws(UsageError) {
        let (format, ids) = try FormatOption.split(args, command: "explain", default: ExplainFormat.text)
        guard ids.count == 1, let id = ids.first else {
            throw UsageError(ids.isEmpty ? "'explain' needs a rule id (see 'entrylint rules')" : "'explain' takes one rule id")
        }
        let rules = CLI.knownRules(env)
        guard let info = rules.first(where: { $0.id == id }) else {
            throw UsageError(RuleSelectionError.unknownRuleMessage(id, known: rules.map(\.id)))
        }
        var text = format == .markdown ? page(info) : info.renderedDocumentation
        if !text.hasSuffix("\n") { text += "\n" }
        o.out(text)
    }

    /// A rule's page, docs/rules/RULE.md: the documentation `explain` prints, then the rule's
    /// own test examples (they run in `RuleExampleTests`, so a page never shows an example the
    /// rule does not treat as shown) and how to turn the rule on or off. The page is generated
    /// from this text and checked against it (`DocumentationTests`), so it cannot drift from the
    /// rule; edit the rule's `RuleInfo`, never the page.
    static func page(_ info: RuleInfo) -> String {
        var text = info.renderedDocumentation
        if !text.hasSuffix("\n") { text += "\n" }
        let reported = info.triggeringExamples.map { $0.trimmingCharacters(in: .newlines) }.filter { !$0.isEmpty }
        if !reported.isEmpty {
            text += "\n## Examples it reports\n\nEach `↓` marks where a finding starts.\n"
            for example in reported { text += "\n```swift\n" + example + "\n```\n" }
        }
        let leftAlone = info.nonTriggeringExamples.map { $0.trimmingCharacters(in: .newlines) }.filter { !$0.isEmpty }
        if !leftAlone.isEmpty {
            text += "\n## Examples it leaves alone\n"
            for example in leftAlone { text += "\n```swift\n" + example + "\n```\n" }
        }
        text += "\n## Turning it on or off\n\n"
        if info.isOptIn {
            text += "Off unless enabled: `--enable \(info.id)`, or `\"enable\": [\"\(info.id)\"]` in `.entrylint.json`.\n"
        } else if info.isAuditOnly {
            text += "Reported only in the audit profile: `--profile audit`, or `\"profile\": \"audit\"` in `.entrylint.json`.\n"
        } else if let evidence = info.defaultProfileEvidence {
            text += "The default profile reports a finding when \(evidence); the audit profile reports every finding (`--profile audit`, or `\"profile\": \"audit\"` in `.entrylint.json`).\n"
        } else if let cases = info.auditCases {
            text += "On by default; the default profile reports every finding except when \(cases), which the audit profile reports (`--profile audit`, or `\"profile\": \"audit\"` in `.entrylint.json`).\n"
        } else {
            text += "On by default; every finding is in the default profile.\n"
        }
        text += """

        - Turn it off: `--ignore \(info.id)`, or `"ignore": ["\(info.id)"]` in `.entrylint.json`.
        - Run only this rule: `--select \(info.id)`; its whole category: `--select \(info.category.rawValue)`.
        - Silence one finding: `// entrylint:disable:next \(info.id) -- why` on the line above it.

        This page is the output of `entrylint explain \(info.id) --format markdown` (see
        [the rules](README.md) and [configuration](../configuration.md)).

        """
        return text
    }
}
