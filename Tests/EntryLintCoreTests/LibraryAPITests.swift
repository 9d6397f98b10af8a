@testable import EntryLintCore
import Foundation
import XCTest

/// The library without the command line: a `LintJob` loads, configures, lints and fixes a
/// folder; rules, the environment and timings go in and out as values.
final class LibraryAPITests: XCTestCase {
    /// A scratch project (a `.git` folder makes it the root), removed afterwards.
    final class Scratch {
        let path: String
        init() {
            path = Paths.normalize(NSTemporaryDirectory()) + "/entrylint-library-" + UUID().uuidString
            try! FileManager.default.createDirectory(atPath: path + "/.git", withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func write(_ relative: String, _ text: String) {
            let abs = path + "/" + relative
            try! FileManager.default.createDirectory(atPath: Paths.parent(abs), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: URL(fileURLWithPath: abs))
        }
        func read(_ relative: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path + "/" + relative) ?? Data(), as: UTF8.self)
        }
    }

    /// A job over the folder as `entrylint` run there builds it: display paths relative to it.
    func job(_ s: Scratch, rules: RuleSet = .standard, selection: RuleSelection = RuleSelection()) -> LintJob {
        let resolver = ConfigResolver(explicitPath: nil, cwd: s.path, knownRules: rules.infos.map(\.id))
        var loader = ProjectLoader(cwd: s.path, resolver: resolver, respectIgnores: true)
        var job = LintJob.load(paths: ["."], loader: &loader)
        var configurator = FileConfigurator(resolver: resolver, selection: selection, rules: rules.infos)
        job.configure(&configurator)
        XCTAssertEqual(resolver.errors.map(\.description), [])
        return job
    }

    /// A rule injected as a closure: each `BAD` is a finding whose safe fix writes `GOOD`.
    static let bad = AnyLintRule(info: RuleInfo(
        id: "test_bad", defaultSeverity: .warning, category: .correctness, isFixable: true, summary: "Reports BAD (test rule)",
        documentation: RuleDocumentation(whatItDoes: "", whyIsThisBad: "", example: "", useInstead: "", fixSafety: ""),
        triggeringExamples: [], nonTriggeringExamples: [])) { context in
        let source = context.tree.source
        let word = Array("BAD".utf8)
        var k = 0
        while k + word.count <= source.count {
            if Array(source[k..<(k + word.count)]) == word {
                let range = k..<(k + word.count)
                context.emit(Finding(ruleID: "test_bad", severity: .warning, message: "BAD found", path: context.path, range: range,
                                     fix: Fix(title: "Write GOOD", edits: [Edit(range: range, replacement: "GOOD")], applicability: .safe)))
                k += word.count
            } else {
                k += 1
            }
        }
    }

    func testFixLoopFromTheLibraryMatchesTheFixFixture() throws {
        let fixtures = Golden.repository.appendingPathComponent("Fixtures/fixes/print_changes_leftover")
        let before = try String(contentsOf: fixtures.appendingPathComponent("guard_with_debug.swift"), encoding: .utf8)
        let after = try String(contentsOf: fixtures.appendingPathComponent("guard_with_debug.fixed.swift"), encoding: .utf8)
        let s = Scratch()
        s.write("Sources/Counter.swift", before)
        var job = job(s)
        XCTAssertEqual(job.reported.map(\.path), ["Sources/Counter.swift"])
        let (result, fixes) = job.fix(options: job.options(jobs: 1), includeUnsafe: false)
        XCTAssertFalse(result.findings.contains { $0.ruleID == "print_changes_leftover" }, "what remains is linted after the fixes")
        let changes = fixes.changes(in: job.projects)
        XCTAssertEqual(changes.map(\.path), ["Sources/Counter.swift"])
        XCTAssertEqual(String(decoding: changes[0].fixed, as: UTF8.self), after)
        XCTAssertEqual(s.read("Sources/Counter.swift"), before, "fixing writes nothing")
        let writes = fixes.write(job.projects)
        XCTAssertEqual(writes.changedSinceLint, [])
        XCTAssertEqual(writes.failures.count, 0)
        XCTAssertEqual(s.read("Sources/Counter.swift"), after)
        XCTAssertEqual(fixes.fixed(in: job.projects).files, 1)
        XCTAssertEqual(fixes.fixed(in: job.projects).findings, 2)
    }

    func testAFileSavedDuringTheRunIsNotWritten() {
        let s = Scratch()
        s.write("A.swift", "let a = BAD\n")
        var job = job(s, rules: RuleSet.standard.adding([Self.bad]), selection: RuleSelection(select: ["test_bad"]))
        let (_, fixes) = job.fix(options: job.options(jobs: 1, rules: RuleSet.standard.adding([Self.bad])), includeUnsafe: false)
        s.write("A.swift", "let a = BAD // typed meanwhile\n")
        XCTAssertEqual(fixes.write(job.projects).changedSinceLint, ["A.swift"])
        XCTAssertEqual(s.read("A.swift"), "let a = BAD // typed meanwhile\n")
        XCTAssertEqual(fixes.fixed(in: job.projects, skipping: ["A.swift"]).files, 0)
    }

    func testABufferIsFixedInMemory() {
        let s = Scratch()
        s.write("A.swift", "let a = 1\n")
        let rules = RuleSet.standard.adding([Self.bad])
        let resolver = ConfigResolver(explicitPath: nil, cwd: s.path, knownRules: rules.infos.map(\.id))
        var loader = ProjectLoader(cwd: s.path, resolver: resolver, respectIgnores: true)
        var job = LintJob.load(paths: [], buffer: ("A.swift", Array("let a = BAD\n".utf8)), loader: &loader)
        var configurator = FileConfigurator(resolver: resolver, selection: RuleSelection(select: ["test_bad"]), rules: rules.infos)
        job.configure(&configurator)
        XCTAssertEqual(job.enabledRules, ["test_bad"])
        XCTAssertEqual(job.failOn, ["A.swift": .warning])
        XCTAssertEqual(job.fixedBuffer.map { String(decoding: $0, as: UTF8.self) }, "let a = BAD\n")
        _ = job.fix(options: job.options(jobs: 1, rules: rules), includeUnsafe: false)
        XCTAssertEqual(job.fixedBuffer.map { String(decoding: $0, as: UTF8.self) }, "let a = GOOD\n")
        XCTAssertEqual(s.read("A.swift"), "let a = 1\n")
    }

    /// An injected rule runs like a registered one: located by the engine, its id known to
    /// suppression comments; without it, the same comment names an unknown rule.
    func testInjectedRuleIsDispatchedAndKnownToSuppressions() {
        let text = "let a = BAD\n// entrylint:disable:next test_bad\nlet b = BAD\n"
        let input = SourceInput(path: "A.swift", contents: Array(text.utf8))
        let injected = RuleSet.standard.adding([Self.bad])
        XCTAssertEqual(injected.injected, 1)
        XCTAssertTrue(injected.knownIDs.contains("test_bad"))
        XCTAssertTrue(injected.knownIDs.contains("unused_suppression"))
        let with = Linter.lint([input], options: LintOptions(enabledRules: ["test_bad", "unused_suppression"], jobs: 1, rules: injected))
        XCTAssertEqual(with.findings.map { "\($0.start.line):\($0.start.column) \($0.ruleID)" }, ["1:9 test_bad"])
        XCTAssertEqual(with.findings.first?.snippet.normalizedText, "let a = BAD")
        let without = Linter.lint([input], options: LintOptions(enabledRules: ["test_bad", "unused_suppression"], jobs: 1))
        XCTAssertEqual(without.findings.map(\.ruleID), ["unused_suppression"])
    }

    /// `rules.<id>.options` of a file's configuration reach the rule through `RuleContext`.
    func testRuleOptionsReachTheRule() {
        let seen = Box()
        let rule = AnyLintRule(info: Self.bad.info) { context in seen.set(context.options(for: Self.bad.info)) }
        var input = SourceInput(path: "A.swift", contents: Array("let a = 1\n".utf8))
        input.settings = FileSettings(enabledRules: ["test_bad"], ruleOptions: ["test_bad": .object(["limit": .number(3)])])
        _ = Linter.lint([input], options: LintOptions(enabledRules: ["test_bad"], jobs: 1, rules: RuleSet.standard.adding([rule])))
        XCTAssertEqual(seen.value, .object(["limit": .number(3)]))
    }

    func testTimingsAreReturnedAsData() {
        let input = SourceInput(path: "A.swift", contents: Array("import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n".utf8))
        let quiet = Linter.lint([input], options: LintOptions(jobs: 1))
        XCTAssertTrue(quiet.timings.isEmpty)
        let timed = Linter.lint([input], options: LintOptions(jobs: 1, environment: LintEnvironment(variables: ["ENTRYLINT_TIMINGS": "1"])))
        XCTAssertEqual(timed.timings.count, 1)
        XCTAssertEqual(timed.timings[0].phases.map { $0.name.prefix(6) }, ["pass 1", "index", "pass 2"])
        XCTAssertTrue(timed.timings[0].rendered.hasPrefix("entrylint timings:\n"))
        XCTAssertEqual(timed.findings.map(\.ruleID), quiet.findings.map(\.ruleID))
        // A fix run is several engine runs: one block each.
        var inputs = [SourceInput(path: "A.swift", contents: Array("let a = BAD\n".utf8))]
        let options = LintOptions(enabledRules: ["test_bad"], jobs: 1, rules: RuleSet.standard.adding([Self.bad]),
                                  environment: LintEnvironment(collectTimings: true))
        let (fixed, report) = FixRun.run(&inputs, options: options, includeUnsafe: false)
        XCTAssertEqual(report.fixedFindings, 1)
        XCTAssertEqual(fixed.timings.count, 2)
    }

    func testEnvironmentIsReadFromTheVariablesGiven() {
        XCTAssertEqual(LintEnvironment(variables: [:]), LintEnvironment(skipUntriggeredFiles: true, collectTimings: false))
        XCTAssertEqual(LintEnvironment(variables: ["ENTRYLINT_NO_SKIP": "1", "ENTRYLINT_TIMINGS": "1"]),
                       LintEnvironment(skipUntriggeredFiles: false, collectTimings: true))
        XCTAssertFalse(LintOptions(environment: LintEnvironment(variables: ["ENTRYLINT_NO_SKIP": "1"])).skipUntriggeredFiles)
    }
}

/// A value set from a rule's closure (rules run on worker threads).
final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: ConfigValue?
    var value: ConfigValue? { lock.lock(); defer { lock.unlock() }; return stored }
    func set(_ v: ConfigValue?) { lock.lock(); stored = v; lock.unlock() }
}
