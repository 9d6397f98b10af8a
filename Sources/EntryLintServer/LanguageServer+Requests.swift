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

    func hover(id: JSON, _ params: JSONNode?) -> JSON {
        guard params?["textDocument"]?["uri"]?.string != nil, let position = TextPosition(params?["position"]) else {
            return RPC.error(id: id, .invalidParams, "hover needs textDocument.uri and position")
        }
        guard let doc = lintedDocument(params) else { return RPC.response(id: id, result: .null) }
        let offset = doc.text.offset(of: position)
        let here = doc.findings.filter { $0.range.contains(offset) || $0.range.lowerBound == offset }
        guard let markdown = HoverText.markdown(for: here) else { return RPC.response(id: id, result: .null) }
        let lower = here.map(\.range.lowerBound).min()!, upper = here.map(\.range.upperBound).max()!
        return RPC.response(id: id, result: .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(markdown))])),
            ("range", doc.text.range(lower..<upper)),
        ]))
    }
}
