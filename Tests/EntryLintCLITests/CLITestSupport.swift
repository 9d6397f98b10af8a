@testable import EntryLint
import EntryLintCore
import Foundation
import XCTest

/// A scratch folder for one test, removed afterwards.
final class TempDir {
    let path: String

    init() {
        let base = Paths.normalize(NSTemporaryDirectory())
        path = base + "/entrylint-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        let abs = path + "/" + relative
        try! FileManager.default.createDirectory(atPath: Paths.parent(abs), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: abs))
        return abs
    }

    func read(_ relative: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path + "/" + relative) ?? Data(), as: UTF8.self)
    }

    func mkdir(_ relative: String) {
        try! FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }
}

/// Synthetic rules that find marker words, so the command line can be tested end to end
/// before (and independently of) the real rules.
enum TestRules {
    static func info(_ id: String, _ severity: Severity, optIn: Bool = false, fixable: Bool = false) -> RuleInfo {
        RuleInfo(id: id, defaultSeverity: severity, category: .correctness, isOptIn: optIn, isFixable: fixable,
                 summary: "Reports the word \(id.uppercased()) (test rule)",
                 documentation: RuleDocumentation(whatItDoes: "Finds a marker word.", whyIsThisBad: "It is a test.",
                                                  example: "let x = BAD", useInstead: "let x = GOOD", fixSafety: "Safe."),
                 triggeringExamples: [], nonTriggeringExamples: [])
    }

    /// Each occurrence of `word` (as a whole identifier) becomes a finding, with an optional fix
    /// replacing `fixRange` (relative to the word) by `replacement`.
    static func word(_ id: String, _ word: String, _ severity: Severity, optIn: Bool = false,
                     fix: (replacement: String, applicability: Applicability)? = nil,
                     extend: Int = 0) -> AnyLintRule {
        AnyLintRule(info: info(id, severity, optIn: optIn, fixable: fix != nil)) { context in
            let path = context.path
            for start in occurrences(of: word, in: context.tree.source) {
                let range = start..<(start + word.utf8.count + extend)
                let f = fix.map { Fix(title: "Replace '\(word)' with '\($0.replacement)'", edits: [Edit(range: range, replacement: $0.replacement)],
                                      applicability: $0.applicability) }
                context.emit(Finding(ruleID: id, severity: severity, message: "'\(word)' found", path: path, range: range,
                                     notes: [Note(message: "marker words are for tests")], fix: f))
            }
        }
    }

    static func occurrences(of word: String, in bytes: [UInt8]) -> [Int] {
        let w = Array(word.utf8)
        func isIdent(_ b: UInt8) -> Bool { b == 0x5F || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) }
        var out: [Int] = []
        var i = 0
        while i + w.count <= bytes.count {
            if Array(bytes[i..<(i + w.count)]) == w && (i == 0 || !isIdent(bytes[i - 1]))
                && (i + w.count == bytes.count || !isIdent(bytes[i + w.count])) {
                out.append(i)
                i += w.count
            } else {
                i += 1
            }
        }
        return out
    }

    static let all: [AnyLintRule] = [
        word("test_bad", "BAD", .warning, fix: ("GOOD", .safe)),
        word("test_error", "ERR", .error),
        word("test_note", "NOTE", .note),
        word("test_optin", "OPT", .note, optIn: true),
        word("test_unsafe", "UNSAFE", .warning, fix: ("SAFE", .unsafe)),
        word("test_breaker", "BREAK", .warning, fix: ("\"", .safe)),
        word("test_step_two", "STEP2", .warning, fix: ("STEP1", .safe)),
        word("test_step_one", "STEP1", .warning, fix: ("DONE", .safe)),
        word("test_wide", "WIDE", .warning, fix: ("NARROW", .safe), extend: 4),
        word("test_display", "SHOW", .warning, fix: ("SHOWN", .displayOnly)),
    ]
}

/// Runs the command line in process.
func entrylint(_ args: [String], in dir: String, stdin: String = "", rules: [AnyLintRule] = TestRules.all,
               variables: [String: String] = [:], terminal: Bool = false) -> CLIOutput {
    let env = CLIEnvironment(workingDirectory: dir, variables: variables, readStandardInput: { Array(stdin.utf8) },
                             stdoutIsTerminal: terminal, stderrIsTerminal: terminal, injectedRules: rules)
    return CLI.run(args, environment: env)
}

/// Golden files live in Fixtures/cli; `ENTRYLINT_UPDATE_GOLDEN=1 swift test` rewrites them.
func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let root = Paths.parent(Paths.parent(Paths.parent("\(file)")))
    let path = root + "/Fixtures/cli/" + name
    if ProcessInfo.processInfo.environment["ENTRYLINT_UPDATE_GOLDEN"] == "1" {
        try? FileManager.default.createDirectory(atPath: Paths.parent(path), withIntermediateDirectories: true)
        try! Data(actual.utf8).write(to: URL(fileURLWithPath: path))
        return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        XCTFail("missing golden file \(name); run with ENTRYLINT_UPDATE_GOLDEN=1", file: file, line: line)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
        XCTFail("output differs from golden \(name):\n--- expected\n\(expected)\n--- actual\n\(actual)", file: file, line: line)
    }
}
