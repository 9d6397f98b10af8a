import EntryLintCore

/// `textDocument/publishDiagnostics`: the dirty open documents are linted together (one engine
/// run per project) and each gets its findings; configuration errors are published on the
/// configuration file they are in.
extension LanguageServer {
    var encoder: DiagnosticEncoder {
        DiagnosticEncoder(documentationURL: options.documentationURL) { [weak self] path in
            if let doc = self?.documents.document(path: path) { return TextLines(doc.bytes) }
            return self?.workspace?.contents(of: path).map(TextLines.init)
        }
    }

    /// Lints what changed, so requests and the end of a batch see current findings.
    func publishDiagnostics() {
        guard let workspace, !dirty.isEmpty else { return }
        let targets = dirty.sorted().filter { documents.document(path: $0) != nil }
        dirty.removeAll()
        let results = workspace.lint(targets)
        let encoder = self.encoder
        for path in targets {
            guard let doc = documents.document(path: path) else { continue }
            let text = TextLines(doc.bytes)
            let findings = results[path] ?? []
            linted[path] = (text, findings)
            publish(uri: doc.uri, version: doc.version, diagnostics: findings.map { encoder.encode($0, uri: doc.uri, in: text) })
        }
        publishConfigurationErrors(workspace.configurationErrors)
    }

    /// A document whose text changed always gets its diagnostics (clients wait for them); one
    /// linted again because another file changed gets them only when they differ.
    func publish(uri: String, version: Int?, diagnostics: [JSON]) {
        let list = JSON.array(diagnostics).rendered(pretty: false)
        let key = (version.map { "\($0)" } ?? "-") + " " + list
        if published[uri] == key { return }
        if diagnostics.isEmpty && published[uri] == nil && version == nil { return }
        published[uri] = key
        var params: [(String, JSON)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(diagnostics)))
        send(RPC.notification("textDocument/publishDiagnostics", .object(params)))
    }

    func publishConfigurationErrors(_ errors: [ConfigError]) {
        var byFile: [String: [ConfigError]] = [:]
        for e in errors { byFile[e.path, default: []].append(e) }
        for path in configErrorFiles.subtracting(byFile.keys) {
            publish(uri: DocumentURI.uri(path), version: nil, diagnostics: [])
        }
        configErrorFiles = Set(byFile.keys)
        for (path, errors) in byFile {
            let text = TextLines(DiskFile.read(path) ?? [])
            let diagnostics: [JSON] = errors.map { e in
                let line = max(1, e.line ?? 1)
                let offset = text.index.startOfLine(line) + max(0, (e.column ?? 1) - 1)
                let p = text.position(of: min(offset, text.contentEnd(ofLine: min(line, text.index.lineCount) - 1)))
                return .object([
                    ("range", .object([("start", p.json), ("end", p.json)])),
                    ("severity", .int(1)),
                    ("source", .string("entrylint")),
                    ("message", .string(e.message)),
                ])
            }
            publish(uri: DocumentURI.uri(path), version: nil, diagnostics: diagnostics)
        }
    }
}
