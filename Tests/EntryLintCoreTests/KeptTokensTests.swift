@testable import EntryLintCore
import SwiftLexer
import XCTest

/// Pass 1's tokens kept for pass 2 (`KeptTokens`) change no finding, and memory stays under
/// the limit.
final class KeptTokensTests: XCTestCase {
    /// Every rule fixture folder as one project, linted with every stream kept, with none, and
    /// with a limit that keeps only some: the same report each time.
    func testKeepingTokensChangesNoFinding() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/rules")
        let folders = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
        var compared = 0
        for folder in folders {
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] else { continue }
            let inputs = files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.map {
                SourceInput(path: $0.lastPathComponent, contents: Array((try? Data(contentsOf: $0)) ?? Data()))
            }
            guard !inputs.isEmpty else { continue }
            func report(_ limit: Int) -> [String] {
                var options = LintOptions(jobs: 2).auditing
                options.keptTokenBytes = limit
                return Linter.lint(inputs, options: options).findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message) \($0.notes.map(\.message))" }
            }
            let none = report(0)
            XCTAssertEqual(report(KeptTokens.defaultLimit), none, folder.lastPathComponent)
            XCTAssertEqual(report(4096), none, folder.lastPathComponent)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 20)
    }

    func testStreamsAreKeptUnderTheLimitAndHandedOverOnce() {
        let bytes = Array("struct A: View { var body: some View { Text(\"a\") } }\n".utf8)
        let stream = bytes.withUnsafeBufferPointer { Lexer.lex($0) }
        let size = KeptTokens.size(of: stream, bytes: bytes)
        let kept = KeptTokens(limit: size * 2)
        kept.offer(stream, bytes: bytes, file: 0)
        kept.offer(stream, bytes: bytes, file: 1)
        kept.offer(stream, bytes: bytes, file: 2)
        XCTAssertEqual(kept.count, 2, "a third stream goes over the limit")
        XCTAssertEqual(kept.take(0)?.bytes, bytes)
        XCTAssertNil(kept.take(0), "handed over once")
        kept.offer(stream, bytes: bytes, file: 2)
        XCTAssertEqual(kept.count, 2, "taking a stream frees its room")
        XCTAssertEqual(kept.take(2)?.stream.tokens.count, stream.tokens.count)
    }
}
