import SwiftLexer

/// What applies to one linted file, worked out once before its rules run and handed to them
/// and to the finisher: the rules enabled for it (its configuration's, else the run's), the
/// severity overrides, the profile that decides which findings are reported, and the rule ids
/// a suppression comment may name.
struct FileRun {
    var path: String
    var enabled: Set<String>
    var severities: [String: Severity]
    var profile: Profile
    var knownRules: Set<String>

    init(_ input: SourceInput, options: LintOptions) {
        path = input.path
        enabled = input.settings?.enabledRules ?? options.enabledRules
        severities = input.settings?.severities ?? options.severities
        profile = input.settings?.profile ?? options.profile
        knownRules = options.rules.knownIDs
    }
}

/// The last step of linting one file, after its enabled rules ran: apply severity overrides,
/// locate findings, record their source snippet (baseline, SARIF) and apply the suppression
/// mask, adding `unused_suppression` findings. One place, so the engine calls it once per file;
/// it uses the tree's line table (built once per file, on the first finding or suppression)
/// and needs nothing from the engine but the file's `FileRun`.
enum FindingFinisher {
    static func finish(_ raw: [Finding], tree: SyntaxTree, run: FileRun) -> [Finding] {
        let stream = TokenStream(tokens: tree.tokens, comments: tree.comments, diagnostics: [])
        return tree.source.withUnsafeBufferPointer { bytes in
            finish(raw, bytes: bytes, stream: stream, lines: { tree.lines }, run: run)
        }
    }

    static func finish(_ raw: [Finding], bytes: UnsafeBufferPointer<UInt8>, stream: TokenStream,
                       lines lineTable: () -> LineIndex, run: FileRun) -> [Finding] {
        // Most files have no findings and no suppression comments: skip the line table.
        if raw.isEmpty && !stream.comments.contains(where: { SuppressionDirective.parse(bytes, comment: $0) != nil }) {
            return []
        }
        let lines = lineTable()
        var mask = SuppressionMask(bytes: bytes, stream: stream, lines: lines)
        var out: [Finding] = []
        out.reserveCapacity(raw.count)
        // Only the enabled rules ran (`Linter.lintFile`): nothing to filter here.
        for var f in raw {
            f.path = run.path
            if let s = run.severities[f.ruleID] { f.severity = s }
            f.locate(lines)
            if !mask.isEmpty && mask.suppresses(rule: f.ruleID, line: f.start.line) { continue }
            // Kept, marked, for `--statistics` to count what the profile left out: a suppressed
            // finding is not counted, so the check above comes first.
            f.isLeftOut = f.profile > run.profile
            f.snippet = SourceSnippet(bytes: bytes, lines: lines, range: f.range)
            out.append(f)
        }
        if !mask.isEmpty && run.enabled.contains(UnusedSuppression.id) {
            let severity = run.severities[UnusedSuppression.id] ?? UnusedSuppression.info.defaultSeverity
            for var f in mask.unusedFindings(path: run.path, bytes: bytes, knownRules: run.knownRules, enabledRules: run.enabled, severity: severity) {
                f.locate(lines)
                if mask.suppresses(rule: f.ruleID, line: f.start.line) { continue }
                f.snippet = SourceSnippet(bytes: bytes, lines: lines, range: f.range)
                out.append(f)
            }
        }
        return out
    }
}
