import EntryLintCore

/// `entrylint rules` and `entrylint explain RULE`.
enum InfoCommands {
    enum RulesFormat: String, CaseIterable { case text, json }

    static func rules(_ args: [String], _ env: CLIEnvironment, _ o: inout CLIOutput) throws(UsageError) {
        var format = RulesFormat.text
        var k = 0
        while k < args.count {
            let arg = args[k]
            let value: String
            if arg == "--format" {
                guard k + 1 < args.count else { throw UsageError("--format needs a value (text or json)") }
                value = args[k + 1]
                k += 2
            } else if arg.hasPrefix("--format=") {
                value = String(arg.dropFirst("--format=".count))
                k += 1
            } else {
                throw UsageError("'rules' takes only --format text|json (got '\(arg)')")
            }
            guard let f = RulesFormat(rawValue: value) else {
                let names = RulesFormat.allCases.map(\.rawValue)
                throw UsageError("unknown format '\(value)' for 'rules'; did you mean '\(Suggestion.closest(to: value, in: names)!)'? (text, json)")
            }
            format = f
        }
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
            let profile = r.category != .performance ? "default" : r.defaultProfileEvidence == nil ? "audit" : "both"
            o.out(r.id.padding(width) + r.category.rawValue.padding(13) + profile.padding(9) + r.defaultSeverity.rawValue.padding(9)
                  + (r.isOptIn ? "off" : "on").padding(8) + fix.padding(8) + r.summary + "\n")
        }
    }

    static func explain(_ args: [String], _ env: CLIEnvironment, _ o: inout CLIOutput) throws(UsageError) {
        guard args.count == 1, let id = args.first else {
            throw UsageError(args.isEmpty ? "'explain' needs a rule id (see 'entrylint rules')" : "'explain' takes one rule id")
        }
        let rules = CLI.knownRules(env)
        guard let info = rules.first(where: { $0.id == id }) else {
            throw UsageError(RuleSelectionError.unknownRuleMessage(id, known: rules.map(\.id)))
        }
        var text = info.renderedDocumentation
        if !text.hasSuffix("\n") { text += "\n" }
        o.out(text)
    }
}
