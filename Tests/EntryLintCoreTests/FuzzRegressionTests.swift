import EntryLintCore
import Foundation
import XCTest

/// Every input the libFuzzer campaign found (Fixtures/fuzz: crashes, hangs) goes through the
/// same whole pipeline as the fuzz target, and must finish quickly.
final class FuzzRegressionTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz")

    func testEveryFoundInputRunsThroughThePipelineQuickly() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(files.isEmpty)
        for name in files {
            let bytes = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent(name)))
            let start = Date()
            WholePipeline.exercise(bytes)
            // The hang took minutes; a debug build runs these in well under a second each.
            XCTAssertLessThan(Date().timeIntervalSince(start), 10, name)
        }
    }

    /// The hang's shape, reduced: a struct whose stored defaults construct itself several times
    /// is followed once, and a real fresh instance next to it is still found.
    func testSelfConstructingStructIsFollowedOnce() {
        let source = """
        import SwiftUI
        final class Store {}
        struct Theme {
            var a = Theme()
            var b = [Theme(), Theme()]
            var c = ["x": Theme()]
            var store = Store()
        }
        extension EnvironmentValues {
            @Entry var theme = Theme()
        }

        """
        let start = Date()
        WholePipeline.exercise(Array(source.utf8))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        let findings = Linter.lint([SourceInput(path: "First.swift", contents: Array(source.utf8))]).findings
        XCTAssertTrue(findings.contains { $0.ruleID == "entry_wrapped_reference" && $0.path.hasSuffix("First.swift") },
                      findings.map { "\($0.ruleID) \($0.message)" }.joined(separator: "\n"))
    }
}
