/// SonarQube's generic issue import format (`sonar.externalIssuesReportPaths`), in the form
/// SonarQube 10.3 and later expect: a `rules` array (id, name, description, engineId,
/// cleanCodeAttribute, impacts) and an `issues` array whose `ruleId` names one of them, with
/// a `primaryLocation` (message, filePath, textRange) and `secondaryLocations` for notes that
/// point somewhere. Issues carry no `severity` or `type`: that form is the deprecated one and
/// the importer rejects a report mixing the two.
/// Paths are relative to the repository root (run the scanner from there, the usual
/// `sonar.projectBaseDir`); text ranges are 1-based lines and 0-based code-point columns.
public enum SonarQubeReporter {
    public static let engineID = ToolInfo.command

    public static func render(_ findings: [Finding], context: ReportContext) -> String {
        // Only the rules that have issues: the importer creates an external rule for each entry.
        var highest: [String: Severity] = [:]
        for f in findings { highest[f.ruleID] = max(highest[f.ruleID] ?? f.severity, f.severity) }
        var rules: [JSON] = []
        for r in context.rules.sorted(by: { $0.id < $1.id }) {
            guard let severity = highest.removeValue(forKey: r.id) else { continue }
            rules.append(rule(id: r.id, description: r.summary, defaultSeverity: r.defaultSeverity, reported: severity))
        }
        // A finding of a rule the context does not list still needs its rule entry.
        for (id, severity) in highest.sorted(by: { $0.key < $1.key }) {
            rules.append(rule(id: id, description: id, defaultSeverity: severity, reported: severity))
        }
        let issues = findings.map { issue($0, context) }
        return JSON.object([("rules", .array(rules)), ("issues", .array(issues))]).rendered(pretty: true) + "\n"
    }

    /// Opt-in and note-level rules are about conventions (`CONVENTIONAL`, maintainability);
    /// the others report work SwiftUI repeats or state it loses (`EFFICIENT`, reliability).
    /// Impacts are per rule in this format, so the severity is the highest this run reported.
    static func rule(id: String, description: String, defaultSeverity: Severity, reported: Severity) -> JSON {
        let convention = defaultSeverity == .note
        return .object([
            ("id", .string(id)),
            ("name", .string(id)),
            ("description", .string(description)),
            ("engineId", .string(engineID)),
            ("cleanCodeAttribute", .string(convention ? "CONVENTIONAL" : "EFFICIENT")),
            ("impacts", .array([.object([
                ("softwareQuality", .string(convention ? "MAINTAINABILITY" : "RELIABILITY")),
                ("severity", .string(impactSeverity(reported))),
            ])])),
        ])
    }

    /// HIGH, MEDIUM and LOW are the impact severities every SonarQube version since 10.3 accepts.
    static func impactSeverity(_ s: Severity) -> String {
        switch s {
        case .note: "LOW"
        case .warning: "MEDIUM"
        case .error: "HIGH"
        }
    }

    static func issue(_ f: Finding, _ context: ReportContext) -> JSON {
        var members: [(String, JSON)] = [
            ("ruleId", .string(f.ruleID)),
            ("primaryLocation", .object([
                ("message", .string(XcodeReporter.oneLine(f.message))),
                ("filePath", .string(context.repositoryPath(f.path))),
                ("textRange", textRange(f)),
            ])),
        ]
        let secondary = f.notes.compactMap { n -> JSON? in
            guard let l = n.location else { return nil }
            return .object([
                ("message", .string(XcodeReporter.oneLine(n.message))),
                ("filePath", .string(context.repositoryPath(n.path ?? f.path))),
                ("textRange", .object([("startLine", .int(max(1, l.line)))])),
            ])
        }
        if !secondary.isEmpty { members.append(("secondaryLocations", .array(secondary))) }
        return .object(members)
    }

    /// SonarQube rejects a range whose end is not after its start, so an empty or unknown
    /// column range falls back to the whole start line.
    static func textRange(_ f: Finding) -> JSON {
        let startLine = max(1, f.start.line)
        let endLine = max(startLine, f.end.line)
        let startColumn = (f.snippet.startCodePointColumn > 0 ? f.snippet.startCodePointColumn : f.start.column) - 1
        let endColumn = (f.snippet.endCodePointColumn > 0 ? f.snippet.endCodePointColumn : f.end.column) - 1
        guard startColumn >= 0, endColumn >= 0, endLine > startLine || endColumn > startColumn else {
            return .object([("startLine", .int(startLine))])
        }
        return .object([
            ("startLine", .int(startLine)), ("startColumn", .int(startColumn)),
            ("endLine", .int(endLine)), ("endColumn", .int(endColumn)),
        ])
    }
}
