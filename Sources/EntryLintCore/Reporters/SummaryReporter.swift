/// Counts for a CI log or a dashboard: the total, then findings per rule and per file, most
/// first (ties in name order), each with its severities. Paths are printed as the findings
/// carry them.
public enum SummaryReporter {
    public static func render(_ findings: [Finding], context: ReportContext) -> String {
        guard !findings.isEmpty else { return "No findings.\n" }
        let byRule = groups(findings, \.ruleID)
        let byFile = groups(findings, \.path)
        var out = "\(tally(findings)) in \(count(byFile.count, "file"))\n"
        out += section("By rule", byRule) + section("By file", byFile)
        return out
    }

    /// `3 findings (1 error, 1 warning, 1 note)`.
    public static func tally(_ findings: [Finding]) -> String {
        count(findings.count, "finding") + " (" + severities(findings) + ")"
    }

    static func severities(_ findings: [Finding]) -> String {
        var n: [Severity: Int] = [:]
        for f in findings { n[f.severity, default: 0] += 1 }
        return [Severity.error, .warning, .note].compactMap { s in n[s].map { count($0, s.rawValue) } }.joined(separator: ", ")
    }

    static func groups(_ findings: [Finding], _ key: KeyPath<Finding, String>) -> [(name: String, findings: [Finding])] {
        var order: [String] = []
        var members: [String: [Finding]] = [:]
        for f in findings {
            let k = f[keyPath: key]
            if members[k] == nil { order.append(k) }
            members[k, default: []].append(f)
        }
        return order.map { ($0, members[$0]!) }.sorted {
            $0.findings.count != $1.findings.count ? $0.findings.count > $1.findings.count : $0.name < $1.name
        }
    }

    static func section(_ title: String, _ rows: [(name: String, findings: [Finding])]) -> String {
        let countWidth = String(rows.map(\.findings.count).max() ?? 0).count
        let nameWidth = rows.map(\.name.count).max() ?? 0
        var out = "\n\(title):\n"
        for row in rows {
            let n = String(row.findings.count)
            out += "  " + String(repeating: " ", count: countWidth - n.count) + n + "  " + row.name
            out += String(repeating: " ", count: nameWidth - row.name.count) + "  (" + severities(row.findings) + ")\n"
        }
        return out
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
