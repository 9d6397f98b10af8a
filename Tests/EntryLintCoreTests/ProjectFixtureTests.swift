import EntryLintCore
import Foundation
import XCTest

/// The fixture projects under Fixtures/projects (SwiftPM targets, Xcode targets, local packages,
/// `#if` platform variants, nested names, SDK extensions, checked-out dependencies): each is
/// linted as its whole project, by folder, file by file and through standard input, and every
/// file must get the same findings each way — the ones its `//~ rule_id` annotations expect.
final class ProjectFixtureTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/projects").path

    func projects() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.root).sorted()
            .map { Self.root + "/" + $0 }
            .filter { var d: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &d) && d.boolValue }
    }

    /// Findings per file (relative path → rendered lines with notes), for one way of scanning.
    func lint(_ project: String, paths: [String], stdin: String? = nil) -> [String: [String]] {
        let resolver = ConfigResolver(explicitPath: nil, cwd: project, knownRules: Linter.rules.map(\.id))
        var loader = ProjectLoader(cwd: project, resolver: resolver, respectIgnores: true)
        let loaded: ProjectLoader.Result
        if let stdin {
            let bytes = [UInt8](FileManager.default.contents(atPath: project + "/" + stdin) ?? Data())
            loaded = loader.load(paths: paths, stdin: (stdin, bytes))
        } else {
            loaded = loader.load(paths: paths)
        }
        XCTAssert(loaded.errors.isEmpty, "\(loaded.errors)")
        let result = Linter.lint(loaded.projects, options: LintOptions(jobs: 1).auditing)
        var out: [String: [String]] = [:]
        for f in result.findings {
            let notes = f.notes.map { " | \($0.message)" }.joined()
            out[f.path, default: []].append("\(f.start.line):\(f.start.column) \(f.ruleID) \(f.message)\(notes)")
        }
        return out
    }

    /// The project's own Swift files (not its checked-out dependencies), relative.
    func sourceFiles(_ project: String) -> [String] {
        let e = FileManager.default.enumerator(atPath: project)
        var out: [String] = []
        while let p = e?.nextObject() as? String {
            if p.hasPrefix(".build") || p.hasPrefix("SourcePackages") { continue }
            if p.hasSuffix(".swift") { out.append(p) }
        }
        return out.sorted()
    }

    func testAnnotationsHoldForTheWholeProject() throws {
        var failures: [String] = []
        let all = try projects()
        XCTAssertGreaterThanOrEqual(all.count, 6)
        for project in all {
            let name = (project as NSString).lastPathComponent
            let found = lint(project, paths: ["."])
            for file in sourceFiles(project) {
                let text = (try? String(contentsOfFile: project + "/" + file, encoding: .utf8)) ?? ""
                var expected: [String] = []
                for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    guard let marker = line.range(of: "//~ ") else { continue }
                    for id in line[marker.upperBound...].split(separator: ",") {
                        expected.append("\(k + 1) \(id.trimmingCharacters(in: .whitespaces))")
                    }
                }
                let actual = (found[file] ?? []).map { line -> String in
                    let parts = line.split(separator: " ")
                    return "\(parts[0].split(separator: ":")[0]) \(parts[1])"
                }
                if expected.sorted() != actual.sorted() {
                    failures.append("\(name)/\(file): expected \(expected.sorted()), got \(found[file] ?? [])")
                }
            }
            // Nothing is reported for a checked-out dependency.
            for path in found.keys where path.hasPrefix(".build") || path.hasPrefix("SourcePackages") {
                failures.append("\(name)/\(path): a dependency's file was reported")
            }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    func testEveryWayOfScanningGivesTheSameFindings() throws {
        var failures: [String] = []
        for project in try projects() {
            let name = (project as NSString).lastPathComponent
            let whole = lint(project, paths: ["."])
            let files = sourceFiles(project)
            var folders = Set(files.map { ($0 as NSString).deletingLastPathComponent }.filter { !$0.isEmpty })
            folders.insert(".")
            var byFolder: [String: [String]] = [:]
            for folder in folders.sorted() {
                let found = lint(project, paths: [folder])
                for file in files where folder == "." || file.hasPrefix(folder + "/") {
                    if let previous = byFolder[file], previous != (found[file] ?? []) {
                        failures.append("\(name)/\(file): scanning \(folder) gives \(found[file] ?? []), another folder \(previous)")
                    }
                    byFolder[file] = found[file] ?? []
                }
            }
            for file in files {
                let want = whole[file] ?? []
                let alone = lint(project, paths: [file])[file] ?? []
                let stdin = lint(project, paths: [], stdin: file)[file] ?? []
                if alone != want { failures.append("\(name)/\(file) alone: \(alone), whole project: \(want)") }
                if stdin != want { failures.append("\(name)/\(file) through stdin: \(stdin), whole project: \(want)") }
                if byFolder[file] != want { failures.append("\(name)/\(file) by folder: \(byFolder[file] ?? []), whole project: \(want)") }
            }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// A copy left beside the sources that no target compiles (a membership exception whose
    /// types a compiled file declares too) is not part of the app: its findings are the audit
    /// profile's alone, with a note saying why, whichever way it is scanned. The compiled
    /// original keeps its own.
    func testFilesNoTargetCompilesAreOnlyInTheAuditProfile() throws {
        let project = Self.root + "/xcode_two_targets"
        let resolver = ConfigResolver(explicitPath: nil, cwd: project, knownRules: Linter.rules.map(\.id))
        for paths in [["."], ["Mac/Scratch.swift"], ["Mac"]] {
            var loader = ProjectLoader(cwd: project, resolver: resolver, respectIgnores: true)
            let loaded = loader.load(paths: paths)
            let standard = Linter.lint(loaded.projects, options: LintOptions(jobs: 1)).findings
            XCTAssertFalse(standard.contains { $0.path.hasSuffix("Scratch.swift") }, "\(paths): \(standard.map(\.path))")
            let audit = Linter.lint(loaded.projects, options: LintOptions(jobs: 1).auditing).findings.filter { $0.path.hasSuffix("Scratch.swift") }
            XCTAssertEqual(audit.map(\.ruleID), ["observed_object_inline_init"], "\(paths)")
            XCTAssertTrue(audit.first?.notes.contains { $0.message.hasPrefix("no target of the project compiles this file") } ?? false, "\(paths)")
        }
        var loader = ProjectLoader(cwd: project, resolver: resolver, respectIgnores: true)
        let compiled = Linter.lint(loader.load(paths: ["."]).projects, options: LintOptions(jobs: 1)).findings
        XCTAssertTrue(compiled.contains { $0.path.hasSuffix("DraftEditor.swift") && $0.ruleID == "observed_object_inline_init" },
                      "the compiled original keeps its finding in the default profile: \(compiled.map(\.path))")
    }

    /// A file given twice, or through a symbolic link to its folder, is linted once.
    func testAFileIsLintedOnce() throws {
        let project = Self.root + "/sdk_extensions"
        let link = NSTemporaryDirectory() + "entrylint-link-\(getpid())"
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: project)
        defer { try? FileManager.default.removeItem(atPath: link) }
        let resolver = ConfigResolver(explicitPath: nil, cwd: project, knownRules: Linter.rules.map(\.id))
        var loader = ProjectLoader(cwd: project, resolver: resolver, respectIgnores: true)
        let loaded = loader.load(paths: [".", link, "Row.swift", "./Row.swift"])
        let reported = loaded.projects.flatMap(\.reported)
        XCTAssertEqual(reported.count, 3, "\(reported.map(\.path))")
        let result = Linter.lint(loaded.projects, options: LintOptions(jobs: 1).auditing)
        XCTAssertEqual(result.findings.filter { $0.ruleID == "fresh_id_modifier" }.count, 1)
    }

    /// Paths in different projects are different projects, each indexed on its own: the same
    /// findings as when each is linted alone.
    func testSeveralProjectsAreIndexedApart() throws {
        let resolver = ConfigResolver(explicitPath: nil, cwd: Self.root, knownRules: Linter.rules.map(\.id))
        var loader = ProjectLoader(cwd: Self.root, resolver: resolver, respectIgnores: true)
        let loaded = loader.load(paths: ["spm_same_name", "xcode_two_targets"])
        XCTAssertEqual(loaded.projects.map { ($0.root as NSString).lastPathComponent }, ["spm_same_name", "xcode_two_targets"])
        let together = Linter.lint(loaded.projects, options: LintOptions(jobs: 1).auditing).findings.map { "\($0.path):\($0.start.line) \($0.ruleID)" }
        var apart: [String] = []
        for name in ["spm_same_name", "xcode_two_targets"] {
            var one = ProjectLoader(cwd: Self.root, resolver: resolver, respectIgnores: true)
            apart += Linter.lint(one.load(paths: [name]).projects, options: LintOptions(jobs: 1).auditing).findings.map { "\($0.path):\($0.start.line) \($0.ruleID)" }
        }
        XCTAssertEqual(together, apart.sorted())
        XCTAssertEqual(together.count, 6)
    }
}
