import EntryLintCore

/// `textDocument/hover` on a finding: its message, then the rule's documentation as
/// `entrylint explain` prints it (what it does, why, example, use instead, fix safety).
enum HoverText {
    static func markdown(for findings: [Finding]) -> String? {
        guard !findings.isEmpty else { return nil }
        let rules = Dictionary(Linter.rules.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var parts: [String] = []
        var documented = Set<String>()
        for f in findings {
            var part = "**\(f.ruleID)** (\(f.severity.rawValue)): \(f.message)"
            if documented.insert(f.ruleID).inserted, let info = rules[f.ruleID] {
                part += "\n\n" + info.documentation.rendered(id: info.id, summary: info.summary)
            }
            parts.append(part)
        }
        return parts.joined(separator: "\n\n---\n\n")
    }
}
