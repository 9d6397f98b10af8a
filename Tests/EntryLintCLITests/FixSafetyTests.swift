@testable import EntryLint
import EntryLintCore
import Foundation
import XCTest

/// Fixes never lose an edit: a file saved by someone else while a run is going is not
/// overwritten; an editor filter always gets a complete source back.
final class FixSafetyTests: XCTestCase {
    /// A rule that, the first time it lints a file, saves `edited` into it — an editor's autosave
    /// in the middle of a `--fix` run, after the file was read and before the fixes are written.
    static func autosave(_ absolutePath: String, _ edited: String) -> AnyLintRule {
        let done = Flag()
        return AnyLintRule(info: TestRules.info("test_autosave", .warning)) { _ in
            if done.set() { try! Data(edited.utf8).write(to: URL(fileURLWithPath: absolutePath)) }
        }
    }

    func testFileEditedDuringTheRunIsNotOverwritten() {
        let d = TempDir()
        let a = d.write("A.swift", "let a = BAD\n")
        d.write("B.swift", "let b = BAD\n")
        let rules = TestRules.all + [Self.autosave(a, "let a = BAD // typed in the editor\n")]
        let r = entrylint(["--fix", "--enable", "test_autosave"], in: d.path, rules: rules)
        XCTAssertEqual(d.read("A.swift"), "let a = BAD // typed in the editor\n", "the edit is kept")
        XCTAssertEqual(d.read("B.swift"), "let b = GOOD\n", "other files are still fixed")
        XCTAssertTrue(r.stderrText.contains("A.swift: warning: changed on disk since it was linted; its fixes were not written (run again)"), r.stderrText)
        XCTAssertTrue(r.stderrText.contains("Fixed 1 finding in 1 file."), r.stderrText)
        XCTAssertEqual(r.exitCode, 1)
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: d.path))?.filter { $0.contains(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testWriterComparesRightBeforeTheRename() throws {
        let d = TempDir()
        let path = d.write("A.swift", "original\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        XCTAssertEqual(FixWriter.write(Array("fixed\n".utf8), to: path, ifStill: Array("something else\n".utf8)), .changedSinceLint)
        XCTAssertEqual(d.read("A.swift"), "original\n")
        XCTAssertEqual(FixWriter.write(Array("fixed\n".utf8), to: path, ifStill: Array("original\n".utf8)), .written)
        XCTAssertEqual(d.read("A.swift"), "fixed\n")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o600)
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(FixWriter.write(Array("fixed\n".utf8), to: path, ifStill: Array("fixed\n".utf8)), .changedSinceLint,
                       "a file removed since is not recreated")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: d.path), [])
    }

    func testStdinFixEchoesTheInputOnABrokenConfiguration() {
        let d = TempDir()
        d.write(".entrylint.json", "{ \"select\": [\"test_bad\"],, }")
        let source = "let a = BAD\n"
        let r = entrylint(["--fix", "--quiet", "--stdin-path", "A.swift"], in: d.path, stdin: source)
        XCTAssertEqual(r.stdoutText, source, "the buffer is given back unchanged")
        XCTAssertEqual(r.exitCode, 2)
        XCTAssertTrue(r.stderrText.contains(".entrylint.json:1:"), r.stderrText)
    }

    func testStdinFixEchoesTheInputOnBadArguments() {
        let d = TempDir()
        let source = "let a = BAD\n"
        for args in [["--fix", "--stdin-path", "A.swift", "--no-such-option"],
                     ["--fix", "--stdin-path", "A.swift", "--select", "no_such_rule"],
                     ["--unsafe-fixes", "--stdin-path=A.swift", "--jobs", "zero"]] {
            let r = entrylint(args, in: d.path, stdin: source)
            XCTAssertEqual(r.stdoutText, source, "\(args)")
            XCTAssertEqual(r.exitCode, 2)
            XCTAssertTrue(r.stderrText.contains("error:"), r.stderrText)
        }
        // Not a filter: nothing is echoed.
        let diff = entrylint(["--diff", "--stdin-path", "A.swift", "--bogus"], in: d.path, stdin: source)
        XCTAssertEqual(diff.stdoutText, "")
    }

    func testStdinFixEchoesABinaryInput() {
        let d = TempDir()
        let source = "let a = BAD\0\n"
        let r = entrylint(["--fix", "--stdin-path", "A.swift"], in: d.path, stdin: source)
        XCTAssertEqual(r.stdoutText, source)
        XCTAssertEqual(r.exitCode, 2)
        XCTAssertTrue(r.stderrText.contains("A.swift: error: binary file"), r.stderrText)
    }
}

/// `--diff` reports what the fixes leave, not "no findings".
final class DiffSummaryTests: XCTestCase {
    func testDiffSummaryCountsTheFindingsThatRemain() {
        let d = TempDir()
        d.write("A.swift", "let a = BAD\nlet b = ERR\nlet c = ERR\n")
        let r = entrylint(["--diff"], in: d.path)
        XCTAssertEqual(r.exitCode, 1)
        XCTAssertTrue(r.stderrText.contains("Would fix 1 finding in 1 file.\n"), r.stderrText)
        XCTAssertTrue(r.stderrText.contains(": 2 errors left after these fixes"), r.stderrText)
        XCTAssertFalse(r.stderrText.contains("no findings"), r.stderrText)
        d.write("A.swift", "let a = BAD\n")
        XCTAssertTrue(entrylint(["--diff"], in: d.path).stderrText.contains(": no findings left after these fixes"))
    }
}

/// Set once, from any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    /// True for the first caller only.
    func set() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if value { return false }
        value = true
        return true
    }
}
