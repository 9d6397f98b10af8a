import EntryLintCore
import Foundation
import XCTest

/// Every `Fixtures/lexer/**/*.swift` dumps exactly its committed `.swift.tokens` file: the `tok` and
/// `str` records of `entrylint dump FILE` (the lexer's part; `decl`/`call` records belong to the
/// parser's fixtures), checked against the toolchain's parser by `scripts/update-lexer-fixtures`
/// when it was written. Lives here because `Dump` is in
/// EntryLintCore. To accept an intended change: `swift build -c release && scripts/update-lexer-fixtures`.
final class LexerSnapshotTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lexer")

    func testEveryLexerFixtureMatchesItsTokenDump() throws {
        let walker = FileManager.default.enumerator(at: Self.directory, includingPropertiesForKeys: nil)
        var checked = 0
        while let url = walker?.nextObject() as? URL {
            let name = String(url.path.dropFirst(Self.directory.path.count + 1))
            if url.pathExtension == "tokens" {
                let source = url.deletingPathExtension()
                XCTAssertTrue(FileManager.default.fileExists(atPath: source.path), "\(name) has no .swift file")
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let expectedURL = url.appendingPathExtension("tokens")
            guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
                XCTFail("\(name) has no .tokens file; run scripts/update-lexer-fixtures")
                continue
            }
            let bytes = [UInt8](try Data(contentsOf: url))
            let records = Dump.records(bytes).filter { $0.hasPrefix("tok ") || $0.hasPrefix("str ") }
            let actual = records.joined(separator: "\n") + "\n"
            if actual != expected {
                let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
                let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let line = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
                XCTFail("\(name): dump differs at record \(line + 1): got \(line < got.count ? String(got[line]) : "<end>"), expected \(line < want.count ? String(want[line]) : "<end>")")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 30, "fixtures not found under \(Self.directory.path)")
    }
}
