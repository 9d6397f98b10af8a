/// GitLab code-quality JSON (`artifacts:reports:codequality`), the subset of the Code Climate
/// issue format that GitLab reads, so Code Climate reads it too: an array of issues with
/// `description`, `check_name`, `fingerprint`, `severity` and `location.path` +
/// `location.lines.begin`, plus the Code Climate members `type` and `categories`.
/// GitLab matches issues between the base and the head of a merge request by fingerprint, so
/// it must not change when unrelated lines move: it hashes the repository-relative path, the
/// rule and the normalised offending text (the baseline's identity), never a line number.
public enum GitLabReporter {
    public static func render(_ findings: [Finding], context: ReportContext) -> String {
        let keys = Fingerprint.occurrenceKeys(findings) { context.repositoryPath($0.path) }
        var issues: [JSON] = []
        for (f, k) in zip(findings, keys) {
            let lines = JSON.object([("begin", .int(max(1, f.start.line))), ("end", .int(max(1, f.start.line, f.end.line)))])
            issues.append(.object([
                ("type", .string("issue")),
                ("check_name", .string(f.ruleID)),
                ("description", .string(XcodeReporter.oneLine(f.message))),
                ("categories", .array([.string(category)])),
                ("severity", .string(severity(f.severity))),
                ("fingerprint", .string(fingerprint(k.key, k.occurrence))),
                ("location", .object([("path", .string(context.repositoryPath(f.path))), ("lines", lines)])),
            ]))
        }
        return JSON.array(issues).rendered(pretty: true) + "\n"
    }

    /// Every rule reports work SwiftUI repeats or identity it loses: Code Climate's category for
    /// that is `Performance`.
    static let category = "Performance"

    /// GitLab's scale is info < minor < major < critical < blocker. A warning is `minor`, an
    /// error (what fails the build by default) `major`; `critical` and `blocker` are left for
    /// tools that find crashes and vulnerabilities.
    static func severity(_ s: Severity) -> String {
        switch s {
        case .note: "info"
        case .warning: "minor"
        case .error: "major"
        }
    }

    /// 32 hex digits (the length of the MD5 fingerprints GitLab's examples show), from two
    /// differently salted FNV-1a hashes: deterministic across runs, machines and platforms.
    static func fingerprint(_ key: String, _ occurrence: Int) -> String {
        let k = key + "\u{0}" + String(occurrence)
        return Fingerprint.hex(Fingerprint.fnv1a64("gitlab\u{0}" + k)) + Fingerprint.hex(Fingerprint.fnv1a64(k))
    }
}
