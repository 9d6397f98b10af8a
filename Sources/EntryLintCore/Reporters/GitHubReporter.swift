/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
/// Escaping as the runner documents it: in data `%`, CR and LF; in properties also `:` and `,`.
/// Annotations need paths relative to the repository root, whatever the working directory.
public enum GitHubReporter {
    public static func render(_ findings: [Finding], context: ReportContext) -> String {
        var out = ""
        for f in findings {
            let command = f.severity == .note ? "notice" : f.severity.rawValue
            let props = [
                "file=" + escapeProperty(context.repositoryPath(f.path)),
                "line=\(f.start.line)", "col=\(f.start.column)",
                "endLine=\(f.end.line)", "endColumn=\(f.end.column)",
                "title=" + escapeProperty("\(ToolInfo.command) (\(f.ruleID))"),
            ]
            var message = "\(f.message) [\(f.ruleID)]"
            for n in f.notes { message += "\nnote: " + n.message }
            if let fix = f.fix { message += "\nnote: " + fix.noteText }
            out += "::\(command) \(props.joined(separator: ","))::\(escapeData(message))\n"
        }
        return out
    }

    public static func escapeData(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    public static func escapeProperty(_ s: String) -> String {
        var out = ""
        for c in escapeData(s).unicodeScalars {
            switch c {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
