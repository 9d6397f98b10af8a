/// Finished findings (locations, snippets, notes, fixes) to bytes and back, for the persistent
/// cache: a cached file's findings are printed as they were computed.
enum FindingCodec {
    static func encode(_ findings: [Finding], into w: inout ByteWriter) {
        w.uint(findings.count)
        for f in findings {
            w.string(f.ruleID)
            w.string(f.severity.rawValue)
            w.string(f.message)
            w.string(f.path)
            w.uint(f.range.lowerBound)
            w.uint(f.range.upperBound)
            location(f.start, &w)
            location(f.end, &w)
            w.uint(f.notes.count)
            for n in f.notes {
                w.string(n.message)
                w.optionalString(n.path)
                w.bool(n.location != nil)
                if let l = n.location { location(l, &w) }
                w.uint(n.places.count)
                for p in n.places {
                    w.string(p.label)
                    w.string(p.path)
                    location(p.location, &w)
                }
            }
            w.bool(f.fix != nil)
            if let fix = f.fix {
                w.string(fix.title)
                w.string(fix.applicability.rawValue)
                w.uint(fix.edits.count)
                for e in fix.edits {
                    w.uint(e.range.lowerBound)
                    w.uint(e.range.upperBound)
                    w.string(e.replacement)
                }
            }
            w.optionalString(f.impact?.rawValue)
            w.string(f.profile.rawValue)
            w.bool(f.isLeftOut)
            w.string(f.snippet.normalizedText)
            w.uint(f.snippet.startCodePointColumn)
            w.uint(f.snippet.endCodePointColumn)
        }
    }

    private static func location(_ l: SourceLocation, _ w: inout ByteWriter) {
        w.uint(l.line)
        w.uint(l.column)
    }

    /// Nil when the bytes are not findings this version wrote.
    static func decode(_ r: inout ByteReader) -> [Finding]? {
        let n = r.count(minSize: 12)
        var out: [Finding] = []
        out.reserveCapacity(n)
        for _ in 0..<n where !r.failed {
            let rule = r.string()
            guard let severity = Severity(rawValue: r.string()) else { return nil }
            let message = r.string()
            let path = r.string()
            let lower = r.uint(), upper = r.uint()
            guard upper >= lower else { return nil }
            let start = location(&r)
            let end = location(&r)
            var f = Finding(ruleID: rule, severity: severity, message: message, path: path, range: lower..<upper,
                            start: start, end: end)
            for _ in 0..<r.count(minSize: 4) where !r.failed {
                var note = Note(message: r.string(), path: r.optionalString())
                if r.bool() { note.location = location(&r) }
                for _ in 0..<r.count(minSize: 4) where !r.failed {
                    let label = r.string(), placePath = r.string()
                    note.places.append(Note.Place(label: label, path: placePath, location: location(&r)))
                }
                f.notes.append(note)
            }
            if r.bool() {
                let title = r.string()
                guard let applicability = Applicability(rawValue: r.string()) else { return nil }
                var edits: [Edit] = []
                for _ in 0..<r.count(minSize: 3) where !r.failed {
                    let lo = r.uint(), hi = r.uint()
                    guard hi >= lo else { return nil }
                    edits.append(Edit(range: lo..<hi, replacement: r.string()))
                }
                f.fix = Fix(title: title, edits: edits, applicability: applicability)
            }
            if let impact = r.optionalString() {
                guard let i = Impact(rawValue: impact) else { return nil }
                f.impact = i
            }
            guard let profile = Profile(rawValue: r.string()) else { return nil }
            f.profile = profile
            f.isLeftOut = r.bool()
            f.snippet = SourceSnippet(normalizedText: r.string(), startCodePointColumn: r.uint(), endCodePointColumn: r.uint())
            out.append(f)
        }
        return r.failed ? nil : out
    }

    private static func location(_ r: inout ByteReader) -> SourceLocation {
        SourceLocation(line: r.uint(), column: r.uint())
    }
}
