import EntryLintCore

/// `--statistics`: counts per category, then per rule and severity, most frequent first (ruff's
/// `--statistics`), so a team sees where the findings are before reading them; and one line
/// saying how many findings the profile left out, with the flag that shows them.
///
/// ```
///     9  correctness
///     5    foreach_unstable_id    warning
///     4    entry_unstable_default warning
///     2  performance
///     2    body_fresh_object      warning
/// 41 more findings in the audit profile (body_closure_argument 33, anyview_in_body 8): --profile audit shows them
/// ```
enum Statistics {
    struct Key: Hashable {
        var rule: String
        var severity: Severity
    }

    static func render(_ findings: [Finding], leftOut: [Finding] = [], rules: [RuleInfo]) -> String {
        let categoryOf = Dictionary(rules.map { ($0.id, $0.category) }, uniquingKeysWith: { a, _ in a })
        var counts: [Key: Int] = [:]
        for f in findings { counts[Key(rule: f.ruleID, severity: f.severity), default: 0] += 1 }
        var byCategory: [RuleCategory?: [(key: Key, value: Int)]] = [:]
        for entry in counts { byCategory[categoryOf[entry.key.rule], default: []].append(entry) }
        let width = max(1, Summary.grouped(findings.count).count)
        let ruleWidth = counts.keys.map(\.rule.count).max() ?? 0
        func pad(_ n: Int) -> String {
            let text = Summary.grouped(n)
            return String(repeating: " ", count: width - text.count) + text
        }
        var out = ""
        let categories: [RuleCategory?] = RuleCategory.allCases.map { Optional($0) } + [nil]
        for category in categories {
            guard let rows = byCategory[category] else { continue }
            out += pad(rows.reduce(0) { $0 + $1.value }) + "  " + (category?.rawValue ?? "other") + "\n"
            let sorted = rows.sorted { a, b in
                if a.value != b.value { return a.value > b.value }
                if a.key.rule != b.key.rule { return a.key.rule < b.key.rule }
                return a.key.severity > b.key.severity
            }
            for (key, n) in sorted {
                out += pad(n) + "    " + key.rule + String(repeating: " ", count: ruleWidth - key.rule.count) + "  " + key.severity.rawValue + "\n"
            }
        }
        if !leftOut.isEmpty {
            var perRule: [String: Int] = [:]
            for f in leftOut { perRule[f.ruleID, default: 0] += 1 }
            let parts = perRule.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key) \(Summary.grouped($0.value))" }
            let noun = leftOut.count == 1 ? "finding" : "findings"
            out += "\(Summary.grouped(leftOut.count)) more \(noun) in the audit profile (\(parts.joined(separator: ", "))): --profile audit shows them\n"
        }
        return out
    }
}
