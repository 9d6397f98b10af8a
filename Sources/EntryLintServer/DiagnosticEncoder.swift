import Foundation
import EntryLintCore

/// Findings as LSP `Diagnostic`s: UTF-16 ranges from byte offsets, severity, the rule id as
/// `code`, `entrylint` as `source`, a link to the rule's documentation, and notes as
/// `relatedInformation` (a note without a location points at the finding itself).
struct DiagnosticEncoder {
    /// `https://example.com/rules/{rule}`: where `codeDescription.href` points. nil (the client
    /// set none) points at the rule's page in the repository, docs/rules/RULE.md, the page
    /// SARIF's `helpUri` names too: a newcomer clicking a rule id in the editor lands on the
    /// same text wherever they met the finding.
    var documentationURL: String?

    static let defaultDocumentationURL = ToolInfo.ruleDocumentationURI("{rule}")
    /// The text of another file a note points into (UTF-16 columns need its bytes).
    var lines: (String) -> TextLines?

    func encode(_ f: Finding, uri: String, in text: TextLines) -> JSON {
        let range = text.range(f.range)
        var members: [(String, JSON)] = [
            ("range", range),
            ("severity", .int(DiagnosticEncoder.severity(f.severity))),
            ("code", .string(f.ruleID)),
            ("source", .string("entrylint")),
            ("message", .string(f.message)),
        ]
        let url = documentationURL ?? DiagnosticEncoder.defaultDocumentationURL
        members.append(("codeDescription", .object([("href", .string(url.replacingOccurrences(of: "{rule}", with: f.ruleID)))])))
        var related: [JSON] = []
        func relate(_ message: String, _ path: String?, _ loc: SourceLocation?) {
            var location: (uri: String, range: JSON) = (uri, range)
            if let path, let loc, let other = path == f.path ? text : lines(path), loc.line >= 1, loc.line <= other.index.lineCount {
                let offset = min(other.index.startOfLine(loc.line) + max(0, loc.column - 1), other.contentEnd(ofLine: loc.line - 1))
                let p = other.position(of: offset).json
                location = (DocumentURI.uri(path), .object([("start", p), ("end", p)]))
            }
            related.append(.object([
                ("location", .object([("uri", .string(location.uri)), ("range", location.range)])),
                ("message", .string(message)),
            ]))
        }
        for note in f.notes {
            relate(note.message, note.path, note.location)
            for place in note.places { relate(place.label, place.path, place.location) }
        }
        if let fix = f.fix {
            related.append(.object([
                ("location", .object([("uri", .string(uri)), ("range", range)])),
                ("message", .string(fix.noteText)),
            ]))
        }
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        // An unused suppression comment is dead text: editors grey it out.
        if f.ruleID == UnusedSuppression.id { members.append(("tags", .array([.int(1)]))) }
        return .object(members)
    }

    static func severity(_ s: Severity) -> Int {
        switch s {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
