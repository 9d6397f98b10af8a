@testable import EntryLint
import EntryLintCore
import XCTest

final class CLIDiscoveryTests: XCTestCase {
    func paths(_ r: CLIOutput) -> [String] {
        Array(Set(r.stdoutText.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })).sorted()
    }

    func testDefaultExcludes() {
        let d = TempDir()
        for p in ["A.swift", "Sources/B.swift", ".hidden/C.swift", ".build/D.swift", "Sub/DerivedData/E.swift", "Pods/F.swift",
                  "Carthage/G.swift", "Sources/H.generated.swift", "Sources/readme.txt", "Sources/.I.swift"] {
            d.write(p, "let x = BAD\n")
        }
        XCTAssertEqual(paths(entrylint(["-q"], in: d.path)), [".I.swift", "A.swift", "Sources/B.swift"].map { $0 == ".I.swift" ? "Sources/.I.swift" : $0 }.sorted())
        let all = paths(entrylint(["-q", "--no-ignore"], in: d.path))
        XCTAssertEqual(all.count, 9, "\(all)")
        // Named explicitly, a skipped file or folder is linted.
        XCTAssertEqual(paths(entrylint(["-q", "Pods", "Sources/H.generated.swift"], in: d.path)), ["Pods/F.swift", "Sources/H.generated.swift"])
    }

    func testPathsAsGiven() {
        let d = TempDir(); d.write("Sources/App/A.swift", "let x = BAD\n")
        XCTAssertEqual(paths(entrylint(["-q", "./Sources/"], in: d.path)), ["Sources/App/A.swift"])
        XCTAssertEqual(paths(entrylint(["-q", "Sources/App/../App"], in: d.path)), ["Sources/App/A.swift"])
        XCTAssertEqual(paths(entrylint(["-q", d.path + "/Sources"], in: d.path)), [d.path + "/Sources/App/A.swift"])
        XCTAssertEqual(paths(entrylint(["-q", "../App/A.swift"], in: d.path + "/Sources/App")), ["../App/A.swift"])
        XCTAssertEqual(paths(entrylint(["-q", "Sources", "Sources/App/A.swift"], in: d.path)), ["Sources/App/A.swift"], "no duplicates")
    }

    func testGitIgnoreHonoured() {
        let d = TempDir()
        d.mkdir(".git")
        d.write(".gitignore", "Generated/\n*.g.swift\n/Top.swift\n!Keep.g.swift\nbuild-*/\n")
        d.write("Sources/.gitignore", "Local.swift\n")
        for p in ["Generated/A.swift", "Sources/Generated/B.swift", "Sources/X.g.swift", "Sources/Keep.g.swift", "Top.swift", "Sources/Top.swift",
                  "build-1/C.swift", "Sources/Local.swift", "Local.swift", "Sources/Ok.swift"] {
            d.write(p, "let x = BAD\n")
        }
        XCTAssertEqual(paths(entrylint(["-q"], in: d.path)), ["Local.swift", "Sources/Keep.g.swift", "Sources/Ok.swift", "Sources/Top.swift"])
        // Linting a sub-folder still applies the repository's .gitignore above it.
        XCTAssertEqual(paths(entrylint(["-q", "Sources"], in: d.path)), ["Sources/Keep.g.swift", "Sources/Ok.swift", "Sources/Top.swift"])
        XCTAssertEqual(paths(entrylint(["-q", "--no-ignore"], in: d.path)).count, 10)
    }

    func testSymlinkLoopsAndDanglingLinks() throws {
        let d = TempDir()
        d.write("Sources/A.swift", "let x = BAD\n")
        try FileManager.default.createSymbolicLink(atPath: d.path + "/Sources/Loop", withDestinationPath: d.path + "/Sources")
        try FileManager.default.createSymbolicLink(atPath: d.path + "/Sources/self.swift", withDestinationPath: d.path + "/Sources/self.swift")
        try FileManager.default.createSymbolicLink(atPath: d.path + "/Sources/dangling.swift", withDestinationPath: d.path + "/nowhere.swift")
        let r = entrylint(["-q"], in: d.path)
        XCTAssertEqual(paths(r).filter { !$0.isEmpty && !$0.hasPrefix("Sources/self") }, ["Sources/A.swift"])
        XCTAssertTrue(r.stderrText.contains("Sources/self.swift: error: symbolic link loop"), r.stderrText)
        XCTAssertEqual(r.exitCode, 2)
        let loop = entrylint(["-q", "Sources/self.swift"], in: d.path)
        XCTAssertEqual(loop.exitCode, 2)
    }

    func testDumpCommand() {
        let d = TempDir()
        d.write("a.swift", "let x = 1\n")
        d.write("b.swift", "x\n")
        let one = entrylint(["dump", "a.swift"], in: d.path)
        XCTAssertEqual(one.stdoutText, Dump.records(Array("let x = 1\n".utf8)).joined(separator: "\n") + "\n")
        let two = entrylint(["dump", "a.swift", "b.swift"], in: d.path)
        XCTAssertTrue(two.stdoutText.hasPrefix("file a.swift\n"))
        XCTAssertTrue(two.stdoutText.contains("file b.swift\ntok 0 1\n"))
        d.mkdir("folder")
        let dir = entrylint(["dump", "folder", "a.swift"], in: d.path)
        XCTAssertEqual(dir.exitCode, 2)
        XCTAssertTrue(dir.stderrText.contains("folder: error: is a folder"))
        XCTAssertTrue(dir.stdoutText.contains("file a.swift"))
        XCTAssertEqual(entrylint(["dump", "nope.swift"], in: d.path).exitCode, 2)
    }

    func testStdinPath() {
        let d = TempDir()
        d.write("Package.swift", "// swift-tools-version:6.0\n")
        d.write("Sources/Other.swift", "let o = BAD\n")
        d.write("Sources/View.swift", "let saved = 1\n")
        let r = entrylint(["--stdin-path", "Sources/View.swift"], in: d.path, stdin: "let unsaved = BAD\n")
        XCTAssertEqual(r.exitCode, 1)
        XCTAssertEqual(r.stdoutText.split(separator: "\n").first, "Sources/View.swift:1:15: warning: 'BAD' found [test_bad]")
        XCTAssertFalse(r.stdoutText.contains("Other.swift"), "other files are read for the index only")
        XCTAssertTrue(r.stderrText.contains("Linted 1 file"), r.stderrText)
        // Excluded by configuration: nothing is reported (editors pass every file).
        d.write(".entrylint.json", #"{"exclude": ["Sources/View.swift"]}"#)
        let ex = entrylint(["--stdin-path", "Sources/View.swift"], in: d.path, stdin: "let unsaved = BAD\n")
        XCTAssertEqual(ex.exitCode, 0)
        XCTAssertEqual(ex.stdoutText, "")
        // A path that does not exist on disk yet (new buffer) works too.
        let new = entrylint(["--stdin-path", "New/Thing.swift", "-"], in: d.path, stdin: "ERR\n")
        XCTAssertTrue(new.stdoutText.hasPrefix("New/Thing.swift:1:1: error:"), new.stdoutText)
    }
}

final class CLIEmptyRunTests: XCTestCase {
    func testNoSwiftFilesIsSaidButNotAnError() {
        let d = TempDir()
        d.write("notes.txt", "x")
        let r = entrylint([], in: d.path)
        XCTAssertEqual(r.exitCode, 0)
        XCTAssertTrue(r.stderrText.contains("warning: no Swift files to lint in ."), r.stderrText)
        XCTAssertEqual(entrylint(["-q"], in: d.path).stderrText, "")
    }
}
