@testable import EntryLint
import EntryLintCore
import XCTest

final class BaselineTests: XCTestCase {
    func testWriteThenOnlyNewFindingsAreReported() {
        let d = TempDir()
        d.write("Sources/A.swift", "let a = BAD\nlet b = BAD\n")
        d.write("Sources/B.swift", "let c = ERR\n")
        let w = entrylint(["--write-baseline", "baseline.json"], in: d.path)
        XCTAssertEqual(w.exitCode, 0, "recorded findings are not reported")
        XCTAssertEqual(w.stdoutText, "")
        XCTAssertTrue(w.stderrText.contains("wrote 3 findings to the baseline baseline.json"), w.stderrText)
        assertGolden(d.read("baseline.json"), "baseline/written.json")

        // Unchanged code: nothing reported, exit 0.
        let same = entrylint(["--baseline", "baseline.json"], in: d.path)
        XCTAssertEqual(same.exitCode, 0)
        XCTAssertTrue(same.stderrText.contains("no findings (3 in the baseline)"), same.stderrText)

        // Lines inserted above, re-indented: still matched (text, not line numbers).
        d.write("Sources/A.swift", "import Foundation\n\n// comment\n    let a   = BAD\nlet b = BAD\n")
        XCTAssertEqual(entrylint(["--baseline", "baseline.json"], in: d.path).exitCode, 0)

        // A new finding, and a third copy of an existing line, are reported.
        d.write("Sources/A.swift", "let a = BAD\nlet b = BAD\nlet b = BAD\nlet z = BAD\n")
        let new = entrylint(["-q", "--baseline", "baseline.json"], in: d.path)
        XCTAssertEqual(new.exitCode, 1)
        XCTAssertEqual(new.stdoutText.split(separator: "\n").filter { $0.contains("warning:") }, [
            "Sources/A.swift:3:9: warning: 'BAD' found [test_bad]",
            "Sources/A.swift:4:9: warning: 'BAD' found [test_bad]",
        ])

        // Fixed findings make entries stale; that is said, not an error.
        d.write("Sources/A.swift", "let a = 1\n")
        let stale = entrylint(["--baseline", "baseline.json"], in: d.path)
        XCTAssertEqual(stale.exitCode, 0)
        XCTAssertTrue(stale.stderrText.contains("1 in the baseline; 2 baseline entries no longer match"), stale.stderrText)
        d.write("Sources/A.swift", "let a = BAD\n")
        let one = entrylint(["--baseline", "baseline.json"], in: d.path)
        XCTAssertTrue(one.stderrText.contains("2 in the baseline; 1 baseline entry no longer matches (update with --write-baseline)"),
                      one.stderrText)
    }

    func testBaselineWorksFromAnotherWorkingDirectory() {
        let d = TempDir()
        d.write("Sources/A.swift", "let a = BAD\n")
        XCTAssertEqual(entrylint(["--write-baseline", "ci/baseline.json"], in: d.path).exitCode, 2, "missing folder")
        d.mkdir("ci")
        XCTAssertEqual(entrylint(["--write-baseline", "ci/baseline.json"], in: d.path).exitCode, 0)
        XCTAssertTrue(d.read("ci/baseline.json").contains("\"path\": \"../Sources/A.swift\""))
        XCTAssertEqual(entrylint(["--baseline", "../ci/baseline.json", "."], in: d.path + "/Sources").exitCode, 0)
        XCTAssertEqual(entrylint(["--baseline", d.path + "/ci/baseline.json", "Sources"], in: d.path).exitCode, 0)
    }

    func testRuleAndFileMustMatch() {
        let d = TempDir()
        d.write("A.swift", "let a = BAD\n")
        _ = entrylint(["--write-baseline", "b.json"], in: d.path)
        d.write("B.swift", "let a = BAD\n")
        let r = entrylint(["-q", "--baseline", "b.json"], in: d.path)
        XCTAssertTrue(r.stdoutText.hasPrefix("B.swift:1:9:"), "same text in another file is new")
        d.write("A.swift", "let a = BAD ERR\n")
        XCTAssertTrue(entrylint(["-q", "--baseline", "b.json", "A.swift"], in: d.path).stdoutText.contains("[test_error]"))
    }

    func testBadBaselineFiles() {
        let d = TempDir()
        d.write("A.swift", "let a = BAD\n")
        let cases: [(String, String)] = [
            ("{", "b.json:1:2: error: invalid JSON"),
            ("{\"version\": 2, \"findings\": []}", "b.json:1:13: error: unsupported baseline version"),
            ("{\"findings\": [{\"path\": \"A.swift\"}]}", "b.json:1:15: error: a finding needs 'path', 'rule' and 'text'"),
            ("{\"findings\": [{\"path\": \"A.swift\", \"rule\": \"x\", \"text\": \"y\", \"colour\": 1}]}", "b.json:1:61: error: unknown key 'colour'"),
            ("{\"version\": 1}", "b.json:1:1: error: a baseline must have a 'findings' list"),
        ]
        for (text, expected) in cases {
            d.write("b.json", text)
            let r = entrylint(["--baseline", "b.json"], in: d.path)
            XCTAssertEqual(r.exitCode, 2, text)
            XCTAssertTrue(r.stderrText.hasPrefix(expected), "\(r.stderrText) ≠ \(expected)")
        }
        XCTAssertTrue(entrylint(["--baseline", "none.json"], in: d.path).stderrText.contains("no such baseline file"))
    }

    func testRenderingIsSortedAndCountsDuplicates() {
        var f = Finding(ruleID: "r", severity: .warning, message: "m", path: "z.swift", range: 0..<1)
        f.snippet.normalizedText = "let a = \"quote\""
        var g = f; g.path = "a.swift"
        let b = Baseline(findings: [f, g, f], directory: "/w", cwd: "/w")
        XCTAssertEqual(b.rendered(), """
        {
          "findings": [
            {
              "path": "a.swift",
              "rule": "r",
              "text": "let a = \\"quote\\""
            },
            {
              "count": 2,
              "path": "z.swift",
              "rule": "r",
              "text": "let a = \\"quote\\""
            }
          ],
          "tool": "entrylint",
          "version": 1
        }

        """)
        let parsed = try? Baseline.parse(Array(b.rendered().utf8), directory: "/w", displayPath: "b")
        XCTAssertEqual(parsed, b)
    }
}
