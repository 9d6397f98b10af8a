/// JUnit XML for CI systems that show test reports: one `<testsuite>` per file, one failing
/// `<testcase>` per finding; a run without findings is one passing test case.
public enum JUnitReporter {
    public static func render(_ findings: [Finding], context: ReportContext) -> String {
        var byFile: [(String, [Finding])] = []
        for f in findings {
            if byFile.last?.0 == f.path { byFile[byFile.count - 1].1.append(f) } else { byFile.append((f.path, [f])) }
        }
        let total = max(findings.count, 1)
        var out = XMLEscaping.header
        out += "<testsuites name=\"\(ToolInfo.command)\" tests=\"\(total)\" failures=\"\(findings.count)\" errors=\"0\">\n"
        if findings.isEmpty {
            out += "<testsuite name=\"\(ToolInfo.command)\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            out += "<testcase classname=\"\(ToolInfo.command)\" name=\"no findings\"/>\n</testsuite>\n"
        }
        for (path, items) in byFile {
            let p = XMLEscaping.escape(path)
            out += "<testsuite name=\"\(p)\" tests=\"\(items.count)\" failures=\"\(items.count)\" errors=\"0\">\n"
            for f in items {
                let name = XMLEscaping.escape("\(f.ruleID) at \(f.start.line):\(f.start.column)")
                var body = "\(f.path):\(f.start.line):\(f.start.column): \(f.severity.rawValue): \(f.message) [\(f.ruleID)]"
                for n in f.notes { body += "\nnote: " + n.message }
                if let fix = f.fix { body += "\nnote: " + fix.noteText }
                out += "<testcase classname=\"\(p)\" name=\"\(name)\">\n"
                out += "<failure type=\"\(f.severity.rawValue)\" message=\"\(XMLEscaping.escape(f.message))\">"
                out += XMLEscaping.escape(body, attribute: false) + "</failure>\n</testcase>\n"
            }
            out += "</testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}
