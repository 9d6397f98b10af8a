@testable import EntryLint
import EntryLintCore
import XCTest

final class FixApplierTests: XCTestCase {
    func finding(_ rule: String, _ edits: [Edit], _ applicability: Applicability = .safe) -> Finding {
        Finding(ruleID: rule, severity: .warning, message: "m", path: "p", range: edits.first?.range ?? 0..<0,
                fix: Fix(title: "t", edits: edits, applicability: applicability))
    }

    let text = Array("let a = BAD; let b = BAD\n".utf8)

    func testAppliesNonOverlappingEditsInOnePass() {
        let o = FixApplier.apply([finding("x", [Edit(range: 8..<11, replacement: "GOOD")]), finding("x", [Edit(range: 21..<24, replacement: "OK")])],
                                 to: text, includeUnsafe: false) { _ in true }
        XCTAssertEqual(String(decoding: o.bytes, as: UTF8.self), "let a = GOOD; let b = OK\n")
        XCTAssertEqual(o.applied.count, 2)
    }

    func testOverlapsWaitAndIdenticalFixesShare() {
        let wide = finding("a", [Edit(range: 4..<11, replacement: "z = 1")])
        let narrow = finding("b", [Edit(range: 8..<11, replacement: "GOOD")])
        let same = finding("c", [Edit(range: 4..<11, replacement: "z = 1")])
        let insertA = finding("d", [Edit(range: 0..<0, replacement: "A")])
        let insertB = finding("e", [Edit(range: 0..<0, replacement: "B")])
        let o = FixApplier.apply([narrow, wide, same, insertA, insertB], to: text, includeUnsafe: false) { _ in true }
        XCTAssertEqual(String(decoding: o.bytes, as: UTF8.self), "Alet z = 1; let b = BAD\n")
        XCTAssertEqual(Set(o.applied.map(\.ruleID)), ["a", "c", "d"])
        XCTAssertEqual(Set(o.rejected.map(\.finding.ruleID)), ["b", "e"])
        XCTAssertTrue(o.rejected.allSatisfy { $0.reason == .overlapsAnotherFix })
    }

    func testApplicabilityAndInvalidEdits() {
        let unsafe = finding("u", [Edit(range: 8..<11, replacement: "X")], .unsafe)
        let display = finding("d", [Edit(range: 0..<3, replacement: "var")], .displayOnly)
        let outside = finding("o", [Edit(range: 20..<99, replacement: "")])
        let selfOverlap = finding("s", [Edit(range: 0..<5, replacement: ""), Edit(range: 3..<6, replacement: "")])
        let safeOnly = FixApplier.apply([unsafe, display, outside, selfOverlap], to: text, includeUnsafe: false) { _ in true }
        XCTAssertFalse(safeOnly.changed)
        XCTAssertEqual(Set(safeOnly.rejected.map(\.finding.ruleID)), ["o", "s"])
        XCTAssertTrue(safeOnly.rejected.allSatisfy { $0.reason == .invalidEdits })
        let withUnsafe = FixApplier.apply([unsafe, display], to: text, includeUnsafe: true) { _ in true }
        XCTAssertEqual(String(decoding: withUnsafe.bytes, as: UTF8.self), "let a = X; let b = BAD\n")
    }

    func testFixThatBreaksTheFileIsDroppedOthersKept() {
        let good = finding("g", [Edit(range: 8..<11, replacement: "GOOD")])
        let bad = finding("b", [Edit(range: 21..<24, replacement: "\"")])
        let base = FixValidity.syntaxErrorCount(text)
        let o = FixApplier.apply([good, bad], to: text, includeUnsafe: false) { FixValidity.syntaxErrorCount($0) <= base }
        XCTAssertEqual(String(decoding: o.bytes, as: UTF8.self), "let a = GOOD; let b = BAD\n")
        XCTAssertEqual(o.applied.map(\.ruleID), ["g"])
        XCTAssertEqual(o.rejected.map(\.reason), [.introducesSyntaxError])
    }

    func testMultiEditFixIsAllOrNothing() {
        let f = finding("m", [Edit(range: 21..<24, replacement: "b2"), Edit(range: 8..<11, replacement: "a2")])
        let o = FixApplier.apply([f], to: text, includeUnsafe: false) { _ in true }
        XCTAssertEqual(String(decoding: o.bytes, as: UTF8.self), "let a = a2; let b = b2\n")
    }
}

final class CLIFixTests: XCTestCase {
    func testFixWritesAtomicallyKeepsPermissionsAndIsIdempotent() throws {
        let d = TempDir()
        let path = d.write("A.swift", "let a = BAD\nlet b = ERR\nlet c = UNSAFE\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let r = entrylint(["--fix"], in: d.path)
        XCTAssertEqual(d.read("A.swift"), "let a = GOOD\nlet b = ERR\nlet c = UNSAFE\n")
        XCTAssertEqual(r.exitCode, 1, "remaining findings fail the run")
        XCTAssertTrue(r.stderrText.hasPrefix("Fixed 1 finding in 1 file.\n"), r.stderrText)
        XCTAssertFalse(r.stdoutText.contains("[test_bad]"), "fixed findings are not reported")
        XCTAssertTrue(r.stdoutText.contains("A.swift:2:9: error: 'ERR' found [test_error]"))
        XCTAssertTrue(r.stdoutText.contains("A.swift:3:9: warning: 'UNSAFE' found [test_unsafe]"))
        let perms = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(perms, 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: d.path).filter { $0.contains(".tmp") }
        XCTAssertEqual(leftovers, [])
        // A second run changes nothing.
        let again = entrylint(["--fix"], in: d.path)
        XCTAssertEqual(d.read("A.swift"), "let a = GOOD\nlet b = ERR\nlet c = UNSAFE\n")
        XCTAssertFalse(again.stderrText.contains("Fixed"), again.stderrText)
    }

    func testUnsafeFixesAndDisplayOnly() {
        let d = TempDir()
        d.write("A.swift", "let a = BAD\nlet c = UNSAFE\nlet s = SHOW\n")
        let r = entrylint(["--unsafe-fixes"], in: d.path)
        XCTAssertEqual(d.read("A.swift"), "let a = GOOD\nlet c = SAFE\nlet s = SHOW\n")
        XCTAssertTrue(r.stdoutText.contains("note: suggested fix: Replace 'SHOW' with 'SHOWN'"), r.stdoutText)
        XCTAssertEqual(r.exitCode, 1)
    }

    func testFixesReachAFixpointAcrossPasses() {
        let d = TempDir()
        d.write("A.swift", "let a = STEP2\nlet b = WIDE BAD\n")
        let r = entrylint(["--fix"], in: d.path)
        XCTAssertEqual(d.read("A.swift"), "let a = DONE\nlet b = NARROW\n")
        XCTAssertEqual(r.exitCode, 0)
        XCTAssertTrue(r.stderrText.hasPrefix("Fixed 3 findings in 1 file."), r.stderrText)
    }

    func testFixThatWouldBreakParsingIsDroppedAndReported() {
        let d = TempDir()
        d.write("A.swift", "let a = BREAK\nlet b = BAD\n")
        let r = entrylint(["--fix"], in: d.path)
        XCTAssertEqual(d.read("A.swift"), "let a = BREAK\nlet b = GOOD\n")
        XCTAssertTrue(r.stderrText.contains("A.swift:1:9: warning: fix for [test_breaker] not applied: it would introduce a syntax error"), r.stderrText)
        XCTAssertTrue(r.stdoutText.contains("A.swift:1:9: warning: 'BREAK' found [test_breaker]"))
        XCTAssertEqual(r.exitCode, 1)
    }

    func testDiffWritesNothingAndExitsOneWhenThereAreFixes() {
        let d = TempDir()
        let body = (1...10).map { "let l\($0) = \($0 == 2 || $0 == 9 ? "BAD" : "1")" }.joined(separator: "\n") + "\n"
        d.write("Sources/A.swift", body)
        d.write("Sources/B.swift", "let clean = 1\n")
        let r = entrylint(["--diff"], in: d.path)
        XCTAssertEqual(d.read("Sources/A.swift"), body, "--diff writes nothing")
        XCTAssertEqual(r.exitCode, 1)
        assertGolden(r.stdoutText, "fix/diff.patch")
        XCTAssertTrue(r.stderrText.hasPrefix("Would fix 2 findings in 1 file."), r.stderrText)
        d.write("Sources/A.swift", "let a = 1\n")
        let none = entrylint(["--diff"], in: d.path)
        XCTAssertEqual(none.exitCode, 0)
        XCTAssertEqual(none.stdoutText, "")
    }

    func testStdinFixPrintsTheFixedSource() {
        let d = TempDir()
        let r = entrylint(["--fix", "--stdin-path", "A.swift"], in: d.path, stdin: "let a = BAD\nlet b = ERR\n")
        XCTAssertEqual(r.stdoutText, "let a = GOOD\nlet b = ERR\n")
        XCTAssertTrue(r.stderrText.contains("A.swift:2:9: error: 'ERR' found [test_error]"), r.stderrText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: d.path + "/A.swift"))
        let diff = entrylint(["--diff", "--stdin-path", "A.swift"], in: d.path, stdin: "let a = BAD\n")
        XCTAssertEqual(diff.stdoutText, "--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n-let a = BAD\n+let a = GOOD\n")
    }

    func testFixThroughSymlinkKeepsTheLink() throws {
        let d = TempDir()
        d.write("real/A.swift", "let a = BAD\n")
        try FileManager.default.createSymbolicLink(atPath: d.path + "/Link.swift", withDestinationPath: d.path + "/real/A.swift")
        _ = entrylint(["--fix", "Link.swift"], in: d.path)
        XCTAssertEqual(d.read("real/A.swift"), "let a = GOOD\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: d.path + "/Link.swift"), d.path + "/real/A.swift")
    }
}

final class UnifiedDiffTests: XCTestCase {
    func diff(_ a: String, _ b: String) -> String { UnifiedDiff.render(old: Array(a.utf8), new: Array(b.utf8), path: "f") }

    func testHunksAndContext() {
        XCTAssertEqual(diff("a\nb\n", "a\nb\n"), "")
        XCTAssertEqual(diff("", "x\n"), "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+x\n")
        XCTAssertEqual(diff("x\n", ""), "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-x\n")
        XCTAssertEqual(diff("a\nb", "a\nc"), "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
        let old = (1...20).map { "l\($0)\n" }.joined()
        var new = old.replacingOccurrences(of: "l2\n", with: "L2\n")
        new = new.replacingOccurrences(of: "l18\n", with: "L18\nextra\n")
        XCTAssertEqual(diff(old, new), """
        --- a/f
        +++ b/f
        @@ -1,5 +1,5 @@
         l1
        -l2
        +L2
         l3
         l4
         l5
        @@ -15,6 +15,7 @@
         l15
         l16
         l17
        -l18
        +L18
        +extra
         l19
         l20

        """)
    }

    func testRandomEditsRoundTrip() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let a = (0..<Int.random(in: 0...15, using: &rng)).map { _ in "v\(Int.random(in: 0...4, using: &rng))\n" }
            let b = (0..<Int.random(in: 0...15, using: &rng)).map { _ in "v\(Int.random(in: 0...4, using: &rng))\n" }
            let ops = UnifiedDiff.script(UnifiedDiff.lines(Array(a.joined().utf8)), UnifiedDiff.lines(Array(b.joined().utf8)))
            XCTAssertEqual(ops.filter { $0.kind != .insert }.count, a.count)
            XCTAssertEqual(ops.filter { $0.kind != .delete }.count, b.count)
            let rebuilt = ops.compactMap { $0.kind == .delete ? nil : ($0.kind == .insert ? b[$0.newIndex] : a[$0.oldIndex]) }
            XCTAssertEqual(rebuilt, b)
        }
    }
}

final class FixValidityTests: XCTestCase {
    func testParserErrorsCount() {
        let ok = FixValidity.syntaxErrorCount(Array("struct A { var x = 1 }\n".utf8))
        XCTAssertEqual(ok, 0)
        XCTAssertGreaterThan(FixValidity.syntaxErrorCount(Array("struct A { var x = }\n".utf8)), 0)
        XCTAssertGreaterThan(FixValidity.syntaxErrorCount(Array("let s = \"open\n".utf8)), 0)
    }

    func testFixThatBreaksTheGrammarIsDropped() {
        // A replacement that lexes fine but does not parse: an unclosed parenthesis.
        let rule = TestRules.word("test_gap", "GAP", .warning, fix: ("(", .safe))
        let d = TempDir()
        d.write("A.swift", "let a = GAP\nlet b = BAD\n")
        let r = entrylint(["--fix"], in: d.path, rules: [rule, TestRules.all[0]])
        XCTAssertEqual(d.read("A.swift"), "let a = GAP\nlet b = GOOD\n")
        XCTAssertTrue(r.stderrText.contains("fix for [test_gap] not applied: it would introduce a syntax error"), r.stderrText)
    }
}
