import EntryLintCore
import Foundation

/// A copy of `Fixtures/server/project` in a scratch folder (tests change files on disk), with
/// the paths and texts the tests use.
final class ServerFixture {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/server/project").standardized.path

    let root: String

    init() throws {
        let base = Paths.normalize(NSTemporaryDirectory())
        // A space and a non-ASCII letter in the path: URIs must be percent-encoded both ways.
        root = base + "/entrylint server-ü-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: ServerFixture.source, toPath: root)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }
    func uri(_ relative: String) -> String { LSPClient.uri(path(relative)) }
    func text(_ relative: String) -> String { (try? String(contentsOfFile: path(relative), encoding: .utf8)) ?? "" }

    func write(_ relative: String, _ text: String) throws {
        let p = path(relative)
        try FileManager.default.createDirectory(atPath: Paths.parent(p), withIntermediateDirectories: true)
        try text.write(toFile: p, atomically: true, encoding: .utf8)
    }
}

extension Array where Element == JSONNode {
    /// Rule ids of diagnostics, in order.
    var codes: [String] { map { $0["code"]?.string ?? "?" } }
    func first(_ code: String) -> JSONNode? { first { $0["code"]?.string == code } }
}
