import EntryLintCore

/// The buffers the editor has open: their text as the editor sees it (which may differ from
/// the file on disk) and version. Changes arrive whole or as ranges (incremental sync).
struct DocumentStore {
    struct Document {
        var uri: String
        var path: String
        var version: Int
        var bytes: [UInt8]
    }

    enum ChangeError: Error, CustomStringConvertible {
        case notOpen(String)
        case badChange(String)
        var description: String {
            switch self {
            case .notOpen(let uri): "didChange for a document that is not open: \(uri)"
            case .badChange(let why): "invalid content change: \(why)"
            }
        }
    }

    private(set) var documents: [String: Document] = [:] // by path

    func document(path: String) -> Document? { documents[path] }
    var paths: [String] { documents.keys.sorted() }

    mutating func open(uri: String, path: String, version: Int, text: String) {
        documents[path] = Document(uri: uri, path: path, version: version, bytes: Array(text.utf8))
    }

    mutating func close(path: String) { documents[path] = nil }

    /// Applies `contentChanges` in order: each range is read against the text as the previous
    /// changes left it, as the protocol specifies.
    mutating func change(path: String, uri: String, version: Int?, changes: [JSONNode]) throws(ChangeError) {
        guard var doc = documents[path] else { throw .notOpen(uri) }
        for change in changes {
            guard let text = change["text"]?.string else { throw .badChange("no 'text'") }
            if let range = change["range"] {
                guard let s = TextPosition(range["start"]), let e = TextPosition(range["end"]) else {
                    throw .badChange("malformed 'range'")
                }
                let lines = TextLines(doc.bytes)
                let a = lines.offset(of: s), b = lines.offset(of: e)
                guard a <= b else { throw .badChange("range ends before it starts") }
                doc.bytes.replaceSubrange(a..<b, with: Array(text.utf8))
            } else {
                doc.bytes = Array(text.utf8)
            }
        }
        if let version { doc.version = version }
        documents[path] = doc
    }
}
