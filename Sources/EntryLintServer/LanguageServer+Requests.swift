import EntryLintCore

/// Requests that read findings: they first lint whatever changed, so they never answer from
/// stale results.
extension LanguageServer {
    func lintedDocument(_ params: JSONNode?) -> (uri: String, path: String, text: TextLines, findings: [Finding])? {
        guard let uri = params?["textDocument"]?["uri"]?.string, let path = DocumentURI.path(uri) else { return nil }
        publishDiagnostics()
        guard let entry = linted[path] else { return nil }
        return (uri, path, entry.text, entry.findings)
    }

    func codeAction(id: JSON, _ params: JSONNode?) -> JSON {
        guard params?["textDocument"]?["uri"]?.string != nil,
              let start = TextPosition(params?["range"]?["start"]), let end = TextPosition(params?["range"]?["end"]) else {
            return RPC.error(id: id, .invalidParams, "codeAction needs textDocument.uri and range")
        }
        if let only = params?["context"]?["only"]?.array?.compactMap(\.string),
           !only.contains(where: { "quickfix".hasPrefix($0) || $0.isEmpty }) {
            return RPC.response(id: id, result: .array([]))
        }
        guard let doc = lintedDocument(params) else { return RPC.response(id: id, result: .array([])) }
        let a = doc.text.offset(of: start), b = doc.text.offset(of: end)
        let actions = CodeActions(encoder: encoder).actions(for: doc.findings, overlapping: min(a, b)..<max(a, b),
                                                           named: params?["context"]?["diagnostics"]?.array ?? [],
                                                           uri: doc.uri, text: doc.text)
        return RPC.response(id: id, result: .array(actions))
    }

    /// On a view's declared name: what `entrylint views` says of it (`HoverText.markdown(for:)`
    /// of an entry); on a finding: the finding and its rule's documentation; both when both.
    /// Null elsewhere, and for a position outside the text.
    func hover(id: JSON, _ params: JSONNode?) -> JSON {
        guard params?["textDocument"]?["uri"]?.string != nil, let position = TextPosition(params?["position"]) else {
            return RPC.error(id: id, .invalidParams, "hover needs textDocument.uri and position")
        }
        guard let doc = lintedDocument(params) else { return RPC.response(id: id, result: .null) }
        let offset = doc.text.offset(of: position)
        // `offset(of:)` clamps a line or column past the end: such a position is on nothing.
        guard doc.text.position(of: offset) == position else { return RPC.response(id: id, result: .null) }
        var parts: [String] = []
        var ranges: [Range<Int>] = []
        if let view = workspace?.view(at: offset, in: doc.path) {
            parts.append(HoverText.markdown(for: view.entry))
            ranges.append(view.name)
        }
        let here = doc.findings.filter { $0.range.contains(offset) || $0.range.lowerBound == offset }
        if let markdown = HoverText.markdown(for: here) {
            parts.append(markdown)
            ranges += here.map(\.range)
        }
        guard !parts.isEmpty else { return RPC.response(id: id, result: .null) }
        let lower = ranges.map(\.lowerBound).min()!, upper = ranges.map(\.upperBound).max()!
        return RPC.response(id: id, result: .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(parts.joined(separator: "\n\n---\n\n")))])),
            ("range", doc.text.range(lower..<upper)),
        ]))
    }
}
