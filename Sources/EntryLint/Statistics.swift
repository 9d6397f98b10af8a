import EntryLintCore

/// `--statistics`: one line per rule, severity and impact, most frequent first (ruff's
/// `--statistics`), so a team sees where the findings are before reading them.
///
/// ```
///    41  body_closure_argument  note     low
///     7  body_closure_argument  warning  high
/// ```
enum Statistics {
    struct Key: Hashable {
        var rule: String
        var severity: Severity
        var impact: Impact?
    }

    static func render(_ findings: [Finding]) -> String {
        var counts: [Key: Int] = [:]
        for f in findings { counts[Key(rule: f.ruleID, severity: f.severity, impact: f.impact), default: 0] += 1 }
        let rows = counts.sorted { a, b in
            if a.value != b.value { return a.value > b.value }
            if a.key.rule != b.key.rule { return a.key.rule < b.key.rule }
            if a.key.severity != b.key.severity { return a.key.severity > b.key.severity }
            return (a.key.impact?.rawValue ?? "") < (b.key.impact?.rawValue ?? "")
        }
        let width = rows.map { Summary.grouped($0.value).count }.max() ?? 1
        let ruleWidth = rows.map { $0.key.rule.count }.max() ?? 0
        var out = ""
        for (key, n) in rows {
            let count = Summary.grouped(n)
            var line = String(repeating: " ", count: width - count.count) + count + "  "
            line += key.rule + String(repeating: " ", count: ruleWidth - key.rule.count) + "  "
            line += key.severity.rawValue + String(repeating: " ", count: 7 - key.severity.rawValue.count) + "  "
            line += key.impact?.rawValue ?? "-"
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
