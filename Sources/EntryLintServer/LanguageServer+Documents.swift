import EntryLintCore

/// Document and workspace notifications: they update the buffers and the workspace, and mark
/// what must be linted again; linting waits for the end of the batch.
extension LanguageServer {
    static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }
    static func isConfiguration(_ path: String) -> Bool { Paths.fileName(path) == Configuration.fileName }

    func documentPath(_ params: JSONNode?, _ method: String) -> (uri: String, path: String)? {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            log("\(method): missing textDocument.uri")
            return nil
        }
        guard let path = DocumentURI.path(uri) else { return nil } // not a file: not ours
        return (uri, path)
    }

    func didOpen(_ params: JSONNode?) {
        guard let (uri, path) = documentPath(params, "didOpen") else { return }
        guard let text = params?["textDocument"]?["text"]?.string else {
            log("didOpen: missing textDocument.text for \(uri)")
            return
        }
        // Swift by name or by the editor's language id; other files (the configuration) are
        // read from disk when saved.
        guard LanguageServer.isSwift(path) || params?["textDocument"]?["languageId"]?.string == "swift" else { return }
        documents.open(uri: uri, path: path, version: params?["textDocument"]?["version"]?.int ?? 0, text: text)
        workspace?.update(file: path, contents: documents.document(path: path)!.bytes)
        markOpenDocumentsDirty(near: path)
    }

    func didChange(_ params: JSONNode?) {
        guard let (uri, path) = documentPath(params, "didChange") else { return }
        guard LanguageServer.isSwift(path) || documents.document(path: path) != nil else { return }
        guard let changes = params?["contentChanges"]?.array else {
            log("didChange: missing contentChanges for \(uri)")
            return
        }
        do {
            try documents.change(path: path, uri: uri, version: params?["textDocument"]?["version"]?.int, changes: changes)
        } catch {
            log("didChange: \(error)")
            return
        }
        workspace?.update(file: path, contents: documents.document(path: path)!.bytes)
        markOpenDocumentsDirty(near: path)
    }

    func didSave(_ params: JSONNode?) {
        guard let (_, path) = documentPath(params, "didSave") else { return }
        if LanguageServer.isConfiguration(path) {
            configurationChanged()
        } else if LanguageServer.isSwift(path) {
            workspace?.fileChangedOnDisk(path)
        }
    }

    func didClose(_ params: JSONNode?) {
        guard let (uri, path) = documentPath(params, "didClose"), documents.document(path: path) != nil else { return }
        documents.close(path: path)
        workspace?.close(file: path)
        workspace?.fileChangedOnDisk(path) // an unsaved buffer was thrown away: disk counts again
        linted[path] = nil
        dirty.remove(path)
        publish(uri: uri, version: nil, diagnostics: [])
        markOpenDocumentsDirty(near: path)
    }

    func didChangeWatchedFiles(_ params: JSONNode?) {
        var touched: [String] = []
        var configuration = false
        for change in params?["changes"]?.array ?? [] {
            guard let uri = change["uri"]?.string, let path = DocumentURI.path(uri) else { continue }
            if LanguageServer.isConfiguration(path) {
                configuration = true
            } else if LanguageServer.isSwift(path) {
                if change["type"]?.int == 3 { workspace?.remove(file: path) } else { workspace?.fileChangedOnDisk(path) }
                touched.append(path)
            }
        }
        if configuration { configurationChanged() }
        for path in touched { markOpenDocumentsDirty(near: path) }
    }

    func didChangeConfiguration(_ params: JSONNode?) {
        readSettings(params?["settings"])
        published.removeAll() // the documentation link may have changed: send everything again
        configurationChanged()
    }

    /// `.entrylint.json` changed (or settings did): re-read it and lint every open document.
    func configurationChanged() {
        workspace?.reloadConfiguration()
        dirty.formUnion(documents.paths)
    }

    /// Another file changed: the open documents of its project may read what it declares.
    func markOpenDocumentsDirty(near path: String) {
        let root = workspace?.root(of: path)
        for open in documents.paths where root == nil ? open == path : workspace?.root(of: open) == root {
            dirty.insert(open)
        }
    }
}
