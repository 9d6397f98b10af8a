@testable import EntryLint
import EntryLintCore
import Foundation
import XCTest

/// Facts that come from other files — declarations only previews use, whether any call of a
/// conditional modifier can flip — give a file the same findings whether the whole project is
/// linted, the file alone, its folder, or its text through `--stdin-path`.
final class ScanModeConsistencyTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/rules")

    /// Copies a fixture folder into a project (a `Package.swift` marks the root) under `Sources/App`.
    func project(_ fixture: String) throws -> (TempDir, [String]) {
        let d = TempDir()
        d.write("Package.swift", "// swift-tools-version:6.0\n")
        let folder = Self.fixtures.appendingPathComponent(fixture)
        var files: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            files.append("Sources/App/" + name)
            d.write("Sources/App/" + name, text)
        }
        return (d, files)
    }

    /// The report lines of one file (findings and their notes).
    func lines(_ output: String, of file: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix(file + ":") }
    }

    func assertConsistent(_ fixture: String, expectingSomeIn expected: [String]) throws {
        let (d, files) = try project(fixture)
        let whole = entrylint(["-q", "--profile", "audit", "--color", "never", "."], in: d.path, rules: []).stdoutText
        for file in files {
            let own = lines(whole, of: file)
            if expected.contains(where: { file.hasSuffix($0) }) { XCTAssertFalse(own.isEmpty, "\(file) has findings") }
            let alone = entrylint(["-q", "--profile", "audit", "--color", "never", file], in: d.path, rules: []).stdoutText
            XCTAssertEqual(lines(alone, of: file), own, "\(file) alone")
            let folder = entrylint(["-q", "--profile", "audit", "--color", "never", "Sources/App"], in: d.path, rules: []).stdoutText
            XCTAssertEqual(lines(folder, of: file), own, "\(file) in its folder")
            let text = d.read(file)
            let stdin = entrylint(["-q", "--profile", "audit", "--color", "never", "--stdin-path", file], in: d.path, stdin: text, rules: []).stdoutText
            XCTAssertEqual(lines(stdin, of: file), own, "\(file) through --stdin-path")
        }
    }

    func testPreviewHelpersInOtherFiles() throws {
        try assertConsistent("body_fresh_object/preview_helpers_across_files", expectingSomeIn: ["Profile.swift", "PreviewHelpers.swift"])
    }

    func testConditionalModifierCalledFromOtherFiles() throws {
        try assertConsistent("conditional_modifier/fixed_callers_only", expectingSomeIn: ["View+Conditional.swift", "Toolbar.swift"])
    }

    /// The verdicts are about other files: a file that has no finding alone must not gain one
    /// when a preview helper or an app use is added elsewhere, and must lose it when its only app
    /// use goes away.
    func testAnotherFileDecidesWhetherAHelperIsPreviewCode() throws {
        let (d, _) = try project("body_fresh_object/preview_helpers_across_files")
        let helpers = "Sources/App/PreviewHelpers.swift"
        let before = lines(entrylint(["-q", "--profile", "audit", "--color", "never", helpers], in: d.path, rules: []).stdoutText, of: helpers)
        // SharedBanner and BannerBadge: their new stores (the closures passed with them are not the cause).
        XCTAssertEqual(before.filter { $0.contains("[body_") }.count, 2, before.joined(separator: "\n"))
        // `"previews": true` includes preview code, wherever it is declared.
        d.write(".entrylint.json", #"{"previews": true}"#)
        let included = lines(entrylint(["-q", "--profile", "audit", "--color", "never", helpers], in: d.path, rules: []).stdoutText, of: helpers)
        XCTAssertGreaterThan(included.filter { $0.contains("[body_") }.count, 6, included.joined(separator: "\n"))
        try FileManager.default.removeItem(atPath: d.path + "/.entrylint.json")
        // The app starts using the harness: it is app code now, in this file, linted alone.
        d.write("Sources/App/Uses.swift", "import SwiftUI\nstruct Shell: View {\n    var body: some View { ProfileHarness() }\n}\n")
        let after = lines(entrylint(["-q", "--profile", "audit", "--color", "never", helpers], in: d.path, rules: []).stdoutText, of: helpers)
        XCTAssertGreaterThan(after.filter { $0.contains("[body_") }.count, 4, after.joined(separator: "\n"))
    }

    /// A root above a nested project root (a `.git` over a folder with its own root marker)
    /// indexes the nested project's files too. Each is summarized once per run: the nested
    /// project decodes the outer one's summaries, and every file gets the findings it gets alone,
    /// with or without the persistent cache.
    func testNestedProjectRootSharesSummariesAndFindings() throws {
        let d = TempDir()
        try FileManager.default.createDirectory(atPath: d.path + "/.git", withIntermediateDirectories: true)
        d.write("App/.entrylint.json", #"{"root": true}"#)
        d.write("App/Sources/Store.swift", "import SwiftUI\nfinal class Store: ObservableObject {\n    @Published var count = 0\n}\n")
        d.write("App/Sources/Detail.swift", """
            import SwiftUI
            struct Detail: View {
                @ObservedObject var store: Store
                var body: some View { Text("\\(store.count)") }
            }
            """)
        d.write("App/Sources/Home.swift", """
            import SwiftUI
            struct Home: View {
                var body: some View { Detail(store: Store()) }
            }
            """)
        d.write("Tools/Card.swift", """
            import SwiftUI
            struct Card: View {
                var body: some View { Detail(store: Store()) }
            }
            """)
        let files = ["App/Sources/Store.swift", "App/Sources/Detail.swift", "App/Sources/Home.swift", "Tools/Card.swift"]
        let timed = entrylint(["-q", "--profile", "audit", "--color", "never", "--no-cache", "."], in: d.path, rules: [], variables: ["ENTRYLINT_TIMINGS": "1"])
        // The outer project runs second (its first file is found after App's): App's 3 files come from App's pass.
        XCTAssertTrue(timed.stderrText.contains("(3 files' summaries from an earlier project)"), timed.stderrText)
        let whole = timed.stdoutText
        for file in ["App/Sources/Home.swift", "Tools/Card.swift"] {
            XCTAssertTrue(lines(whole, of: file).contains { $0.contains("[body_fresh_object]") }, whole)
        }
        let cacheDir = d.path + "/.cache-test"
        let cold = entrylint(["-q", "--profile", "audit", "--color", "never", "--cache-path", cacheDir, "."], in: d.path, rules: []).stdoutText
        let warm = entrylint(["-q", "--profile", "audit", "--color", "never", "--cache-path", cacheDir, "."], in: d.path, rules: []).stdoutText
        XCTAssertEqual(cold, whole)
        XCTAssertEqual(warm, whole)
        for file in files {
            let own = lines(whole, of: file)
            let alone = entrylint(["-q", "--profile", "audit", "--color", "never", "--no-cache", file], in: d.path, rules: []).stdoutText
            XCTAssertEqual(lines(alone, of: file), own, "\(file) alone")
            let folder = entrylint(["-q", "--profile", "audit", "--color", "never", "--no-cache", Paths.parent(file)], in: d.path, rules: []).stdoutText
            XCTAssertEqual(lines(folder, of: file), own, "\(file) in its folder")
        }
    }
}
