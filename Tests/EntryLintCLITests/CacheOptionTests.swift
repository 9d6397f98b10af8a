@testable import EntryLint
import EntryLintCore
import XCTest

/// `--cache-path`, `--no-cache` and the default cache folder, through the command line.
final class CacheOptionTests: XCTestCase {
    let view = """
        import SwiftUI

        struct Rows: View {
            var body: some View {
                List { Text("a").id(UUID()).transition(.slide) }
            }
        }

        """

    func cacheFiles(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".cache") }
    }

    func testCachedRunsPrintWhatUncachedRunsPrint() {
        let d = TempDir()
        d.mkdir(".git")
        d.write("Sources/Rows.swift", view)
        d.write("Sources/Model.swift", "final class Model {}\n")
        let uncached = entrylint(["--no-cache"], in: d.path, rules: [])
        XCTAssertTrue(uncached.stdoutText.contains("fresh_id_modifier"), uncached.stdoutText)
        let cache = d.path + "/../cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        for run in ["cold", "warm", "warm again"] {
            let cached = entrylint(["--cache-path", cache], in: d.path, rules: [])
            XCTAssertEqual(cached.stdoutText, uncached.stdoutText, run)
            XCTAssertEqual(cached.exitCode, uncached.exitCode, run)
            XCTAssertEqual(cacheFiles(cache).count, 1, run)
        }
        d.write("Sources/Rows.swift", view.replacingOccurrences(of: "UUID()", with: "\"fixed\""))
        XCTAssertEqual(entrylint(["--cache-path", cache], in: d.path, rules: []).stdoutText,
                       entrylint(["--no-cache"], in: d.path, rules: []).stdoutText)
    }

    func testDefaultFolderAndNoCache() {
        let d = TempDir()
        d.mkdir(".git")
        d.write("Rows.swift", view)
        let xdg = d.path + "/../xdg-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: xdg) }
        _ = entrylint(["--no-cache"], in: d.path, rules: [], variables: ["XDG_CACHE_HOME": xdg])
        XCTAssertEqual(cacheFiles(xdg + "/entrylint"), [], "--no-cache writes nothing")
        _ = entrylint([], in: d.path, rules: [], variables: ["XDG_CACHE_HOME": xdg])
        XCTAssertEqual(cacheFiles(xdg + "/entrylint").count, 1, "one cache for the project root")
        XCTAssertEqual(cacheFiles(d.path), [], "nothing in the source tree")
    }

    func testHelpNamesTheOptions() {
        let help = entrylint(["lint", "--help"], in: TempDir().path).stdoutText
        XCTAssertTrue(help.contains("--cache-path DIR"), help)
        XCTAssertTrue(help.contains("--no-cache"), help)
    }
}
