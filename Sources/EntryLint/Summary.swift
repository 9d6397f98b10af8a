import EntryLintCore

/// The line on stderr: `Linted 1,204 files in 0.42 s: 3 warnings, 1 error`.
enum Summary {
    /// `afterFixes`: `--diff`, where the findings are those the fixes would leave.
    static func line(files: Int, seconds: Double, findings: [Finding], extra: String?, afterFixes: Bool = false, leftOut: Int = 0) -> String {
        var counts: [Severity: Int] = [:]
        for f in findings { counts[f.severity, default: 0] += 1 }
        var parts: [String] = []
        for (sev, noun) in [(Severity.warning, "warning"), (.error, "error"), (.note, "note")] {
            if let n = counts[sev], n > 0 { parts.append(LintCommand.count(n, noun)) }
        }
        var tally = parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
        if afterFixes { tally += " left after these fixes" }
        var s = "Linted \(LintCommand.count(files, "file")) in \(formatSeconds(seconds)) s: \(tally)"
        var notes = extra.map { [$0] } ?? []
        // Said once, so that nobody takes a quiet default run for a clean audit.
        if leftOut > 0 { notes.append("\(grouped(leftOut)) more in the audit profile: --profile audit") }
        if !notes.isEmpty { s += " (\(notes.joined(separator: "; ")))" }
        return s
    }

    static func formatSeconds(_ s: Double) -> String {
        let hundredths = Int((max(0, s) * 100).rounded())
        let frac = hundredths % 100
        return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
    }

    /// 1204 → "1,204".
    static func grouped(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (k, c) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { out += "," }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}
