import EntryLintCore

/// `textDocument/hover` on a finding: its message, then the rule's documentation as
/// `entrylint explain` prints it (what it does, why, example, use instead, fix safety). On a
/// view's name: what `entrylint views` prints for it.
enum HoverText {
    /// A sentence on how often the view re-evaluates, then the view's block of `entrylint views`
    /// (`ViewFrequencies.renderText`): its frequency, place and sources with their places.
    static func markdown(for entry: ViewFrequencies.Entry) -> String {
        var lead = "**\(entry.view)** (`\(entry.frequency.rawValue)\(entry.isUnknown ? "?" : "")`): "
        if entry.frequency == .fixed {
            lead += "nothing it holds or observes is written after it is made; it re-evaluates when its parent passes new inputs."
        } else {
            lead += "re-evaluates \(entry.frequency.phrase), from its own state and the objects it observes (its parent's inputs may add to that)."
        }
        if entry.isUnknown {
            lead += " Some write was seen only by a property's name, its owner unknown: it may be more often."
        }
        return lead + "\n\n```text\n" + ViewFrequencies.renderText([entry]) + "```"
    }

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
