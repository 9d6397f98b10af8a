@testable import EntryLint
import EntryLintCore
import XCTest

final class ConfigTests: XCTestCase {
    let known = TestRules.all.map(\.info.id) + ["unused_suppression"]

    func parseError(_ text: String) -> ConfigError? {
        do {
            _ = try Configuration.parse(Array(text.utf8), path: "/p/.entrylint.json", displayPath: ".entrylint.json", knownRules: known)
            return nil
        } catch { return error }
    }

    func testParsesEveryKey() throws {
        let text = """
        {
          "$schema": "x",
          "include": ["Sources/**"],
          "exclude": ["Sources/Generated/**"],
          "select": ["test_bad", "test_note"],
          "ignore": ["test_note"],
          "enable": ["test_optin"],
          "rules": { "test_bad": { "severity": "error", "options": { "max": 3, "names": ["a"] } } },
          "failOn": "note"
        }
        """
        let c = try Configuration.parse(Array(text.utf8), path: "/p/.entrylint.json", displayPath: "c", knownRules: known,
                                        ruleOptionKeys: ["test_bad": ["max", "names"]])
        XCTAssertEqual(c.include?.map(\.pattern), ["Sources/**"])
        XCTAssertEqual(c.exclude.map(\.pattern), ["Sources/Generated/**"])
        XCTAssertEqual(c.select, ["test_bad", "test_note"])
        XCTAssertEqual(c.ignore, ["test_note"])
        XCTAssertEqual(c.enable, ["test_optin"])
        XCTAssertEqual(c.severities, ["test_bad": .error])
        XCTAssertEqual(c.ruleOptions["test_bad"], .object(["max": .number(3), "names": .array([.string("a")])]))
        XCTAssertEqual(c.failOn, .note)
        let s = RuleSelection().settings(config: c, rules: TestRules.all.map(\.info))
        XCTAssertEqual(s.enabledRules, ["test_bad", "test_optin"])
        XCTAssertEqual(s.failOn, .note)
    }

    func testErrorsNameLineAndColumn() {
        let cases: [(String, String)] = [
            ("{\n  \"select\": [\"test_bad\",]\n}", ".entrylint.json:2:25: error: invalid JSON: trailing comma before ']'"),
            ("{\n  \"selct\": []\n}", ".entrylint.json:2:3: error: unknown key 'selct'; did you mean 'select'?"),
            ("{\n  \"select\": [\n    \"test_bda\"\n  ]\n}", ".entrylint.json:3:5: error: unknown rule 'test_bda'; did you mean 'test_bad'?"),
            ("{\"rules\": {\n \"nope_rule\": {}}}", ".entrylint.json:2:2: error: unknown rule 'nope_rule'"),
            ("{\"rules\": {\"test_bad\": {\"severty\": \"error\"}}}", ".entrylint.json:1:25: error: unknown key 'severty'; did you mean 'severity'?"),
            ("{\"rules\": {\"test_bad\": {\"severity\": \"fatal\"}}}", ".entrylint.json:1:37: error: 'rules.test_bad.severity' must be"),
            ("{\"rules\": {\"test_bad\": \"error\"}}", ".entrylint.json:1:24: error: 'rules.test_bad' must be an object"),
            ("{\"failOn\": 1}", ".entrylint.json:1:12: error: 'failOn' must be"),
            ("{\"exclude\": \"x\"}", ".entrylint.json:1:13: error: 'exclude' must be a list of strings, found a string"),
            ("{\"include\": [1]}", ".entrylint.json:1:14: error: each item of 'include' must be a string, found a number"),
            ("[]", ".entrylint.json:1:1: error: the configuration must be an object"),
            ("", ".entrylint.json:1:1: error: invalid JSON: unexpected end of file"),
            ("{\"a\": 1} x", ".entrylint.json:1:10: error: invalid JSON: unexpected text after"),
            ("{\n// c\n}", ".entrylint.json:2:1: error: invalid JSON: comments are not allowed"),
            ("{\"select\": [], \"select\": []}", ".entrylint.json:1:16: error: duplicate key 'select'"),
            ("{\"x\": \"a\nb\"}", ".entrylint.json:1:9: error: invalid JSON: control character"),
        ]
        for (text, expected) in cases {
            guard let e = parseError(text) else { XCTFail("no error for \(text)"); continue }
            XCTAssertTrue(e.description.hasPrefix(expected), "\(e.description) ≠ \(expected)")
        }
    }

    func testCLIReportsConfigErrorsWithExitTwo() {
        let d = TempDir()
        d.write("a.swift", "let a = BAD\n")
        d.write("Sub/.entrylint.json", "{\n  \"ignore\": [\"test_bda\"]\n}\n")
        d.write("Sub/b.swift", "let a = BAD\n")
        let r = entrylint([], in: d.path)
        XCTAssertEqual(r.exitCode, 2)
        XCTAssertTrue(r.stderrText.contains("Sub/.entrylint.json:2:14: error: unknown rule 'test_bda'; did you mean 'test_bad'?"), r.stderrText)
        XCTAssertEqual(r.stdoutText, "")
        let missing = entrylint(["--config", "nope.json"], in: d.path)
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.stderrText.contains("nope.json: error: no such configuration file"))
        let folder = entrylint(["--config", "Sub"], in: d.path)
        XCTAssertTrue(folder.stderrText.contains("Sub: error: is a folder"))
    }

    func testNearestConfigurationWinsPerFile() {
        let d = TempDir()
        d.write(".entrylint.json", #"{"rules": {"test_bad": {"severity": "error"}}}"#)
        d.write("Lib/.entrylint.json", #"{"ignore": ["test_bad"], "enable": ["test_optin"]}"#)
        d.write("App/a.swift", "BAD OPT\n")
        d.write("Lib/b.swift", "BAD OPT\n")
        let r = entrylint(["-q"], in: d.path)
        XCTAssertEqual(r.stdoutText.split(separator: "\n").filter { !$0.contains(": note: ") || $0.hasSuffix("]") }, [
            "App/a.swift:1:1: error: 'BAD' found [test_bad]",
            "Lib/b.swift:1:5: note: 'OPT' found [test_optin]",
        ])
        // --config replaces discovery for every file; flags override the file.
        d.write("strict.json", #"{"select": ["test_optin"]}"#)
        let c = entrylint(["-q", "--config", "strict.json"], in: d.path)
        XCTAssertEqual(c.stdoutText.split(separator: "\n").filter { $0.contains("[") }.count, 2)
        let o = entrylint(["-q", "--config", "strict.json", "--select", "test_bad"], in: d.path)
        XCTAssertTrue(o.stdoutText.split(separator: "\n").filter { $0.contains("[") }.allSatisfy { $0.contains("[test_bad]") })
    }

    func testIncludeExcludeAndFailOn() {
        let d = TempDir()
        d.write(".entrylint.json", #"{"include": ["Sources/**", "Extra.swift"], "exclude": ["Sources/Gen", "**/*Mock.swift"], "failOn": "error"}"#)
        for p in ["Sources/A.swift", "Sources/Gen/B.swift", "Sources/Deep/CMock.swift", "Tests/T.swift", "Extra.swift"] { d.write(p, "BAD\n") }
        let r = entrylint(["-q"], in: d.path)
        let files = Set(r.stdoutText.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
        XCTAssertEqual(files, ["Sources/A.swift", "Extra.swift"])
        XCTAssertEqual(r.exitCode, 0, "failOn error: warnings do not fail")
        XCTAssertEqual(entrylint(["-q", "--fail-on", "warning"], in: d.path).exitCode, 1, "the flag overrides the file")
        // Named explicitly but excluded by the configuration: skipped.
        XCTAssertEqual(entrylint(["-q", "Sources/Gen/B.swift"], in: d.path).stdoutText, "")
    }
}

final class GlobTests: XCTestCase {
    func testPatterns() {
        let yes: [(String, String)] = [
            ("*.swift", "A.swift"), ("Sources/*.swift", "Sources/A.swift"), ("Sources/**", "Sources/A/B.swift"),
            ("**/*.swift", "A.swift"), ("**/*.swift", "a/b/c.swift"), ("a/**/b", "a/b"), ("a/**/b", "a/x/y/b"),
            ("?.swift", "A.swift"), ("[AB].swift", "B.swift"), ("[!A].swift", "C.swift"), ("[a-c]x", "bx"),
            ("\\*.swift", "*.swift"), ("é?.swift", "éü.swift"), ("*Mock*", "UserMockData"),
            // The shapes with a fast path: `**/name` and patterns without `**`.
            ("**/build", "build"), ("**/build", "a/b/build"), ("**/*.xcuserstate", "x/y.xcuserstate"), ("a/b", "a/b"),
            ("a/*/c", "a/b/c"),
        ]
        let no: [(String, String)] = [
            ("*.swift", "a/A.swift"), ("Sources/*.swift", "Sources/A/B.swift"), ("Sources/**", "Sources"),
            ("?.swift", "AB.swift"), ("[AB].swift", "C.swift"), ("[!A].swift", "A.swift"), ("a/**/b", "a/c"),
            ("\\*.swift", "a.swift"),
            ("**/build", "build/x"), ("**/build", ""), ("**/build", "rebuild"), ("a/b", "a/b/c"), ("a/b", "a"),
            ("a/*", "a"), ("a/*/c", "a/b/d"),
        ]
        for (p, s) in yes { XCTAssertTrue(Glob(p).matches(s), "\(p) should match \(s)") }
        for (p, s) in no { XCTAssertFalse(Glob(p).matches(s), "\(p) should not match \(s)") }
        XCTAssertTrue(Glob("Sources/Gen").matchesPathOrParent("Sources/Gen/A/B.swift"))
        XCTAssertFalse(Glob("Sources/Gen").matchesPathOrParent("Sources/Generated/A.swift"))
    }

    func testManyStarsStayFast() {
        let p = Glob(String(repeating: "**/", count: 12) + String(repeating: "*a", count: 12) + "b")
        XCTAssertFalse(p.matches(String(repeating: "x/", count: 30) + String(repeating: "a", count: 60)))
    }
}

final class GitIgnoreTests: XCTestCase {
    func ignored(_ text: String, _ path: String, dir: Bool = false) -> Bool {
        GitIgnoreStack(files: [GitIgnoreFile(baseDirectory: "/r", text: text)]).isIgnored(absolutePath: "/r/" + path, isDirectory: dir)
    }

    func testGitignoreSemantics() {
        XCTAssertTrue(ignored("foo", "a/b/foo"))
        XCTAssertTrue(ignored("foo", "foo", dir: true))
        XCTAssertTrue(ignored("/foo", "foo"))
        XCTAssertFalse(ignored("/foo", "a/foo"), "leading slash anchors")
        XCTAssertTrue(ignored("a/foo", "a/foo"))
        XCTAssertFalse(ignored("a/foo", "x/a/foo"), "a middle slash anchors")
        XCTAssertTrue(ignored("build/", "x/build", dir: true))
        XCTAssertFalse(ignored("build/", "x/build"), "directory-only pattern skips files")
        XCTAssertTrue(ignored("*.swift\n!Keep.swift", "A.swift"))
        XCTAssertFalse(ignored("*.swift\n!Keep.swift", "x/Keep.swift"), "negation re-includes")
        XCTAssertTrue(ignored("!Keep.swift\n*.swift", "Keep.swift"), "last match wins")
        XCTAssertTrue(ignored("**/gen/*.swift", "a/b/gen/x.swift"))
        XCTAssertTrue(ignored("**/gen/*.swift", "gen/x.swift"))
        XCTAssertTrue(ignored("out/**", "out/x/y.swift"))
        XCTAssertFalse(ignored("out/**", "out", dir: true), "trailing /** is what is inside")
        XCTAssertTrue(ignored("a/**/z.swift", "a/z.swift"))
        XCTAssertTrue(ignored("# comment\n\n  \nx.swift   ", "x.swift"), "trailing spaces trimmed")
        XCTAssertTrue(ignored("\\#x.swift", "#x.swift"))
        XCTAssertTrue(ignored("\\!x.swift", "!x.swift"))
        XCTAssertTrue(ignored("x\\ ", "x "), "escaped trailing space kept")
        XCTAssertTrue(ignored("[Tt]est?.swift", "test1.swift"))
        XCTAssertTrue(ignored("foo\r\nbar\r\n", "bar"), "CRLF files")
    }

    /// Lines without a slash test the last name by a precomputed shape (a literal, a `*` suffix,
    /// a wildcard): each shape decides as the whole-path glob does.
    func testLastNameShapesDecideAsTheGlob() {
        let lines = ["DerivedData", "*.xcuserstate", "xcuserdata", "*", ".*", "[Bb]uild", "*.sw?", "a\\*b", "*~", "Pods", "**"]
        let paths = ["DerivedData", "x/DerivedData", "DerivedData/y", "a/b.xcuserstate", ".xcuserstate", "xcuserstate",
                     "p/xcuserdata", "Build", "build", "x/.hidden", "q/file.swp", "a*b", "axb", "x/y~", "Pods/x", "./Pods",
                     "a/./b", "a//b", ".", "", "ünïcode/Pods"]
        for line in lines {
            let stack = GitIgnoreStack(files: [GitIgnoreFile(baseDirectory: "/r", text: line)])
            let glob = Glob("**/" + line)
            for path in paths {
                for dir in [false, true] {
                    XCTAssertEqual(stack.isIgnored(absolutePath: "/r/" + path, isDirectory: dir), glob.matches(path), "\(line) on \(path)")
                }
            }
        }
        // Lines with a slash are anchored: a path of another length or another first name fails
        // before it is split, and the rest decide as the glob does.
        let anchored = ["fastlane/report.xml", "/Pods", "Carthage/Build", "fastlane/screenshots/**/*.png", "a/*/c", "[ab]/x", "**/gen/*.swift", "out/**"]
        let deeper = ["fastlane/report.xml", "x/fastlane/report.xml", "fastlane", "Pods", "Pods/x", "Carthage/Build",
                      "Carthage/Build/y", "./Carthage//Build", "fastlane/screenshots/en/a.png", "fastlane/screenshots/a.png",
                      "a/b/c", "a/c", "b/x", "x/gen/y.swift", "gen/y.swift", "out", "out/z", ""]
        for line in anchored {
            let stack = GitIgnoreStack(files: [GitIgnoreFile(baseDirectory: "/r", text: line)])
            let glob = Glob(line.hasPrefix("/") ? String(line.dropFirst()) : line)
            for path in deeper {
                XCTAssertEqual(stack.isIgnored(absolutePath: "/r/" + path, isDirectory: false), glob.matches(path), "\(line) on \(path)")
            }
        }
    }

    func testDeeperFileDecidesFirst() {
        let stack = GitIgnoreStack(files: [GitIgnoreFile(baseDirectory: "/r", text: "*.swift"),
                                           GitIgnoreFile(baseDirectory: "/r/Sub", text: "!Keep.swift")])
        XCTAssertFalse(stack.isIgnored(absolutePath: "/r/Sub/Keep.swift", isDirectory: false))
        XCTAssertTrue(stack.isIgnored(absolutePath: "/r/Keep.swift", isDirectory: false))
        XCTAssertTrue(stack.isIgnored(absolutePath: "/r/Sub/Other.swift", isDirectory: false))
    }
}

final class JSONParserTests: XCTestCase {
    func testValuesAndPositions() throws {
        let n = try JSONParser.parse(Array("{\n \"a\": [1, -2.5e1, true, false, null, \"\\u00e9\\n\\ud83d\\ude00\"]\n}".utf8))
        guard case .object(let m) = n.value, case .array(let items) = m[0].value.value else { return XCTFail() }
        XCTAssertEqual(m[0].keyLine, 2)
        XCTAssertEqual(m[0].keyColumn, 2)
        XCTAssertEqual(items.map(\.plain), [.number(1), .number(-25), .bool(true), .bool(false), .null, .string("é\n😀")])
        XCTAssertEqual(items[1].column, 11)
    }

    func testRejectsDeepNestingWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertThrowsError(try JSONParser.parse(Array(deep.utf8)))
        for bad in ["01x", "-", "1.", "1e", "\"\\x\"", "tru", "{\"a\" 1}", "{1: 2}", "[1 2]", "\"abc", "\u{FEFF}"] {
            XCTAssertThrowsError(try JSONParser.parse(Array(bad.utf8)), bad)
        }
        XCTAssertNoThrow(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)), "BOM")
    }

    func testSuggestion() {
        XCTAssertEqual(Suggestion.editDistance(Array("kitten".utf8), Array("sitting".utf8)), 3)
        XCTAssertEqual(Suggestion.closest(to: "entry_unstable_defualt", in: ["entry_closure_default", "entry_unstable_default"]), "entry_unstable_default")
        XCTAssertNil(Suggestion.near("zzzzzz", in: ["entry_unstable_default"]))
    }
}
