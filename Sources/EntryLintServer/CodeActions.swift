import EntryLintCore

/// `textDocument/codeAction` answers: each finding's fix as a quick fix (preferred when safe,
/// titled as unsafe when it may change behaviour; display-only fixes are never offered as
/// edits), then "suppress on this line" and "suppress in this file".
struct CodeActions {
    var encoder: DiagnosticEncoder

    /// Actions for the findings overlapping `range` and those the client names in
    /// `context.diagnostics`, matched by rule and start line (a cursor before a finding still
    /// gets its fix; some clients send the diagnostic's columns back in their own units).
    func actions(for findings: [Finding], overlapping range: Range<Int>, named: [JSONNode], uri: String, text: TextLines) -> [JSON] {
        let starts = Set(named.compactMap { d -> String? in
            guard let code = d["code"]?.string, let start = TextPosition(d["range"]?["start"]) else { return nil }
            return "\(code)@\(start.line)"
        })
        var out: [JSON] = []
        var suppressions: [JSON] = []
        var suppressedInFile = Set<String>()
        for f in findings {
            let overlaps = f.range.lowerBound <= range.upperBound && f.range.upperBound >= range.lowerBound
            let p = text.position(of: f.range.lowerBound)
            guard overlaps || starts.contains("\(f.ruleID)@\(p.line)") else { continue }
            let diagnostic = encoder.encode(f, uri: uri, in: text)
            if let fix = f.fix, fix.applicability != .displayOnly, !fix.edits.isEmpty,
               fix.edits.allSatisfy({ $0.range.upperBound <= text.bytes.count }) {
                let title = fix.applicability == .safe ? "Fix: \(fix.title)" : "Unsafe fix: \(fix.title)"
                out.append(action(title, diagnostic, preferred: fix.applicability == .safe, uri: uri,
                                  edits: fix.edits.map { edit($0, text) }))
            }
            // A suppression comment cannot silence a complaint about a suppression comment.
            guard f.ruleID != UnusedSuppression.id else { continue }
            if let e = SuppressionEdit.line(rule: f.ruleID, at: f.range.lowerBound, in: text) {
                suppressions.append(action("Suppress \(f.ruleID) on this line", diagnostic, preferred: false, uri: uri, edits: [edit(e, text)]))
            }
            if suppressedInFile.insert(f.ruleID).inserted {
                let e = SuppressionEdit.file(rule: f.ruleID, in: text)
                suppressions.append(action("Suppress \(f.ruleID) in this file", diagnostic, preferred: false, uri: uri, edits: [edit(e, text)]))
            }
        }
        return out + suppressions
    }

    func edit(_ e: Edit, _ text: TextLines) -> JSON {
        .object([("range", text.range(e.range)), ("newText", .string(e.replacement))])
    }

    func action(_ title: String, _ diagnostic: JSON, preferred: Bool, uri: String, edits: [JSON]) -> JSON {
        var members: [(String, JSON)] = [
            ("title", .string(title)),
            ("kind", .string("quickfix")),
            ("diagnostics", .array([diagnostic])),
        ]
        if preferred { members.append(("isPreferred", .bool(true))) }
        members.append(("edit", .object([("changes", .object([(uri, .array(edits))]))])))
        return .object(members)
    }
}
