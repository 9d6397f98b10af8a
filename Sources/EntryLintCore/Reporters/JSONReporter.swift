/// A JSON array with one object per finding: positions (1-based line, UTF-8 column, byte
/// offsets), rule, severity, message, notes and the fix with its edits and applicability.
public enum JSONReporter {
    public static func render(_ findings: [Finding], context: ReportContext) -> String {
        JSON.array(findings.map(object)).rendered(pretty: true) + "\n"
    }

    static func object(_ f: Finding) -> JSON {
        var fix = JSON.null
        if let x = f.fix {
            fix = .object([
                ("title", .string(x.title)),
                ("applicability", .string(x.applicability.rawValue)),
                ("edits", .array(x.edits.map { e in
                    .object([("startOffset", .int(e.range.lowerBound)), ("endOffset", .int(e.range.upperBound)),
                             ("replacement", .string(e.replacement))])
                })),
            ])
        }
        return .object([
            ("path", .string(f.path)),
            ("line", .int(f.start.line)),
            ("column", .int(f.start.column)),
            ("endLine", .int(f.end.line)),
            ("endColumn", .int(f.end.column)),
            ("startOffset", .int(f.range.lowerBound)),
            ("endOffset", .int(f.range.upperBound)),
            ("rule", .string(f.ruleID)),
            ("severity", .string(f.severity.rawValue)),
            ("impact", f.impact.map { .string($0.rawValue) } ?? .null),
            ("profile", .string(f.profile.rawValue)),
            ("message", .string(f.message)),
            ("notes", .array(f.notes.map(note))),
            ("fix", fix),
        ])
    }

    static func note(_ n: Note) -> JSON {
        var members: [(String, JSON)] = [("message", .string(n.message))]
        if let p = n.path { members.append(("path", .string(p))) }
        if let l = n.location { members += [("line", .int(l.line)), ("column", .int(l.column))] }
        return .object(members)
    }
}
