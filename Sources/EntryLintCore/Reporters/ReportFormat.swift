/// The output formats of `--format`. Reporters only format: findings arrive sorted, located
/// and filtered.
public enum ReportFormat: String, CaseIterable, Sendable {
    case xcode, json, sarif, github, checkstyle, junit, gitlab, sonarqube, markdown, summary

    public func render(_ findings: [Finding], context: ReportContext) -> String {
        switch self {
        case .xcode: XcodeReporter.render(findings, context: context)
        case .json: JSONReporter.render(findings, context: context)
        case .sarif: SARIFReporter.render(findings, context: context)
        case .github: GitHubReporter.render(findings, context: context)
        case .checkstyle: CheckstyleReporter.render(findings, context: context)
        case .junit: JUnitReporter.render(findings, context: context)
        case .gitlab: GitLabReporter.render(findings, context: context)
        case .sonarqube: SonarQubeReporter.render(findings, context: context)
        case .markdown: MarkdownReporter.render(findings, context: context)
        case .summary: SummaryReporter.render(findings, context: context)
        }
    }
}

/// What reporters may need besides the findings.
public struct ReportContext: Sendable {
    /// Every rule known to the run (SARIF `tool.driver.rules`).
    public var rules: [RuleInfo]
    /// Absolute working directory: display paths are relative to it.
    public var workingDirectory: String
    /// Absolute repository root: SARIF URIs are relative to it.
    public var repositoryRoot: String
    /// ANSI colours (xcode format on a terminal only).
    public var color: Bool

    public init(rules: [RuleInfo], workingDirectory: String, repositoryRoot: String? = nil, color: Bool = false) {
        self.rules = rules
        self.workingDirectory = workingDirectory
        self.repositoryRoot = repositoryRoot ?? workingDirectory
        self.color = color
    }

    /// The path relative to the repository root, which CI systems (GitHub annotations, GitLab,
    /// SonarQube) resolve paths against whatever the working directory was; a path outside
    /// the repository stays as given.
    public func repositoryPath(_ path: String) -> String {
        let abs = Paths.absolute(path, base: workingDirectory)
        if let rel = Paths.relative(abs, to: repositoryRoot), !rel.hasPrefix("..") { return rel }
        return path
    }
}

/// How a fix is described to people (xcode notes, checkstyle/junit text).
extension Fix {
    public var noteText: String {
        switch applicability {
        case .safe: "fix available (--fix): \(title)"
        case .unsafe: "unsafe fix available (--unsafe-fixes): \(title)"
        case .displayOnly: "suggested fix: \(title)"
        }
    }
}
