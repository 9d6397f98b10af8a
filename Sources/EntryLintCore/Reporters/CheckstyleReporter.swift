/// Checkstyle XML (Jenkins warnings-ng, GitLab, reviewdog…): one `<file>` per path in report
/// order, one `<error>` per finding; note severity is `info`.
public enum CheckstyleReporter {
    public static func render(_ findings: [Finding], context: ReportContext) -> String {
        var out = XMLEscaping.header + "<checkstyle version=\"4.3\">\n"
        var current: String?
        for f in findings {
            if f.path != current {
                if current != nil { out += "</file>\n" }
                out += "<file name=\"\(XMLEscaping.escape(f.path))\">\n"
                current = f.path
            }
            let severity = f.severity == .note ? "info" : f.severity.rawValue
            var message = f.message
            for n in f.notes { message += "\nnote: " + n.message }
            if let fix = f.fix { message += "\nnote: " + fix.noteText }
            out += "<error line=\"\(f.start.line)\" column=\"\(f.start.column)\" severity=\"\(severity)\" "
            out += "message=\"\(XMLEscaping.escape(message))\" source=\"\(ToolInfo.command).\(XMLEscaping.escape(f.ruleID))\"/>\n"
        }
        if current != nil { out += "</file>\n" }
        return out + "</checkstyle>\n"
    }
}
