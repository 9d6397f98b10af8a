import SwiftLexer

/// The last step of linting one file, after its rules ran: keep the rules enabled for the file,
/// apply severity overrides, locate findings, record their source snippet (baseline, SARIF) and
/// apply the suppression mask, adding `unused_suppression` findings. One place, so the engine
/// calls it once per file.
public enum FindingFinisher {
    public static func finish(_ raw: [Finding], input: SourceInput, bytes: UnsafeBufferPointer<UInt8>,
                              stream: TokenStream, options: LintOptions) -> [Finding] {
        if input.indexOnly { return [] }
        // Most files have no findings and no suppression comments: skip the line table.
        if raw.isEmpty && options.adHocRules.isEmpty
            && !stream.comments.contains(where: { SuppressionDirective.parse(bytes, comment: $0) != nil }) {
            return []
        }
        let enabled = input.settings?.enabledRules ?? options.enabledRules
        let severities = input.settings?.severities ?? options.severities
        let minimumImpact = input.settings?.minimumImpact ?? options.minimumImpact
        var findings = raw
        for rule in options.adHocRules where enabled.contains(rule.info.id) {
            findings += rule.check(input.path, Array(bytes))
        }
        let lines = LineIndex(bytes)
        var mask = SuppressionMask(bytes: bytes, stream: stream, lines: lines)
        var out: [Finding] = []
        out.reserveCapacity(findings.count)
        for var f in findings where enabled.contains(f.ruleID) {
            f.path = input.path
            if let s = severities[f.ruleID] { f.severity = s }
            // A cheap cause is worth knowing, not worth failing a build for.
            if let impact = f.impact, (impact < minimumImpact), f.severity > .note { f.severity = .note }
            f.locate(lines)
            if !mask.isEmpty && mask.suppresses(rule: f.ruleID, line: f.start.line) { continue }
            f.snippet = SourceSnippet(bytes: bytes, lines: lines, range: f.range)
            out.append(f)
        }
        if !mask.isEmpty && enabled.contains(UnusedSuppression.id) {
            let known = Set(Linter.rules.map(\.id) + options.adHocRules.map(\.info.id))
            let severity = severities[UnusedSuppression.id] ?? UnusedSuppression.info.defaultSeverity
            for var f in mask.unusedFindings(path: input.path, bytes: bytes, knownRules: known, enabledRules: enabled, severity: severity) {
                f.locate(lines)
                if mask.suppresses(rule: f.ruleID, line: f.start.line) { continue }
                f.snippet = SourceSnippet(bytes: bytes, lines: lines, range: f.range)
                out.append(f)
            }
        }
        return out
    }
}
