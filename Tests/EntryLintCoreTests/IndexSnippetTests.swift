@testable import EntryLintCore
import Foundation
import XCTest

/// The index keeps bodies and default values as byte ranges of their files and reads them again
/// when a rule evaluates them.
final class IndexSnippetTests: XCTestCase {
    let entryFile = """
        extension EnvironmentValues {
            @Entry var repo = Factory.make()
        }
        """
    let factoryFile = """
        // A comment first, so that the body does not start at offset 0.
        final class Repo {}
        enum Factory {
            static func make() -> Repo { Repo() }
        }
        """

    /// A static function's body in another file, given in memory (as `--stdin-path` does).
    func testBodyFromAnotherInMemoryFileIsEvaluated() {
        let result = Linter.lint([
            SourceInput(path: "Entry.swift", contents: Array(entryFile.utf8)),
            SourceInput(path: "Factory.swift", contents: Array(factoryFile.utf8)),
        ], options: LintOptions(jobs: 1))
        XCTAssertEqual(result.findings.map(\.ruleID), ["entry_unstable_default"])
        XCTAssertEqual(result.findings.first?.start.line, 2)
    }

    /// The same, read back from disk with `pread`, on two threads.
    func testBodyFromAnotherFileOnDiskIsEvaluated() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("entrylint-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("Entry.swift"), b = dir.appendingPathComponent("Factory.swift")
        try entryFile.write(to: a, atomically: true, encoding: .utf8)
        try factoryFile.write(to: b, atomically: true, encoding: .utf8)
        let result = Linter.lint([SourceInput(path: a.path), SourceInput(path: b.path)], options: LintOptions(jobs: 2))
        XCTAssertEqual(result.findings.map(\.ruleID), ["entry_unstable_default"])
        XCTAssertTrue(result.errors.isEmpty)
    }

    func testSnippetsHoldRangesNotText() throws {
        let bytes = Array(factoryFile.utf8)
        let summary = Summarizer.summarize(Summarizer.skimmingParse(bytes), path: "Factory.swift", file: 7)
        let make = try XCTUnwrap(summary.types.first { $0.path == ["Factory"] }?.members.first { $0.name == "make" })
        let ref = try XCTUnwrap(make.value)
        XCTAssertEqual(ref.file, 7)
        XCTAssertEqual(String(decoding: bytes[ref.range], as: UTF8.self), "{ Repo() }")

        let index = ProjectIndex([summary]) { file, range in file == 7 ? Array(bytes[range]) : nil }
        XCTAssertEqual(index.text(ref), "{ Repo() }")
        let parsed = index.snippet(ref)
        XCTAssertEqual(parsed.expression.map { parsed.tree.kind($0) }, .closureExpr)
    }

    /// A file that vanished or shrank after pass 1 gives an empty snippet (unknown), not a crash.
    func testMissingSourceGivesAnEmptySnippet() throws {
        let summary = Summarizer.summarize(Summarizer.skimmingParse(Array(factoryFile.utf8)), path: "F.swift", file: 0)
        let ref = try XCTUnwrap(summary.types.first { $0.path == ["Factory"] }?.members.first { $0.name == "make" }?.value)
        let index = ProjectIndex([summary]) { _, _ in nil }
        XCTAssertNil(index.snippet(ref).expression)
        XCTAssertEqual(index.text(ref), "")

        let short = FileManager.default.temporaryDirectory.appendingPathComponent("entrylint-short-\(UUID().uuidString).swift")
        try "let a = 1".write(to: short, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: short) }
        XCTAssertNil(SourceLoader.loadRange(SourceInput(path: short.path), 4..<400))
        XCTAssertEqual(SourceLoader.loadRange(SourceInput(path: short.path), 4..<9), Array("a = 1".utf8))
        XCTAssertNil(SourceLoader.loadRange(SourceInput(path: short.path + ".gone"), 0..<1))
    }

    /// Instance bodies are never evaluated, so the index does not keep them.
    func testInstanceBodiesAreNotKept() throws {
        let source = """
            struct Box {
                var size: Int { 4 }
                func run() { print(1) }
                static var shared: Box { Box() }
                init(x: Int = 3) {}
            }
            """
        let summary = Summarizer.summarize(Summarizer.skimmingParse(Array(source.utf8)), path: "B.swift", file: 0)
        let members = try XCTUnwrap(summary.types.first?.members)
        XCTAssertNil(members.first { $0.name == "size" }?.value)
        XCTAssertNil(members.first { $0.name == "run" }?.value)
        XCTAssertNotNil(members.first { $0.name == "shared" }?.value)
        let initializer = try XCTUnwrap(members.first { $0.kind == .initializer })
        XCTAssertNotNil(initializer.value)
        XCTAssertEqual(initializer.params.map(\.name), ["x"])
        XCTAssertNotNil(initializer.params.first?.defaultValue)
    }
}
