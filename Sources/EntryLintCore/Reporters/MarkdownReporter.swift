/// A Markdown table for pull-request comments (GitHub, GitLab, Bitbucket): a heading with the
/// counts, then one row per finding with `file:line`, rule, severity and message (notes
/// follow the message on their own lines inside the cell).
/// Cell text is escaped so no finding can break the table or the comment: `|` and Markdown
/// punctuation are backslash-escaped, line breaks become `<br>`, control characters U+FFFD,
/// and `@Name` (attributes such as `@Entry`) is written as code so GitHub does not mention
/// the user of that name.
public enum MarkdownReporter {
    public static func render(_ findings: [Finding], context: ReportContext) -> String {
        guard !findings.isEmpty else { return "### \(ToolInfo.name): no findings\n" }
        var out = "### \(ToolInfo.name): \(SummaryReporter.tally(findings))\n\n"
        out += "| location | rule | severity | message |\n|---|---|---|---|\n"
        for f in findings {
            var message = escape(f.message)
            for n in f.notes { message += "<br>note: " + escape(n.message) }
            if let fix = f.fix { message += "<br>note: " + escape(fix.noteText) }
            let place = escape("\(context.repositoryPath(f.path)):\(f.start.line)")
            out += "| \(place) | `\(f.ruleID)` | \(f.severity.rawValue) | \(message) |\n"
        }
        return out
    }

    /// Characters that start Markdown or HTML syntax inside a table cell. Backslash escapes of
    /// ASCII punctuation are plain text in CommonMark and GitHub's tables.
    static let punctuation: Set<Unicode.Scalar> = ["\\", "|", "`", "*", "_", "[", "]", "<", ">", "#", "~", "&", "!", "$"]

    public static func escape(_ s: String) -> String {
        var out = ""
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "@", i + 1 < scalars.count, isIdentifierStart(scalars[i + 1]) {
                var j = i + 1
                while j < scalars.count, isIdentifierStart(scalars[j]) || ("0"..."9").contains(scalars[j]) { j += 1 }
                out += "`" + String(String.UnicodeScalarView(scalars[i..<j])) + "`"
                i = j
                continue
            }
            if c == "\r" {
                if i + 1 < scalars.count, scalars[i + 1] == "\n" { i += 1 }
                out += "<br>"
            } else if c == "\n" {
                out += "<br>"
            } else if c.value < 0x20 || c.value == 0x7F {
                out += "\u{FFFD}"
            } else {
                if punctuation.contains(c) { out += "\\" }
                out.unicodeScalars.append(c)
            }
            i += 1
        }
        return out
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
    }
}
