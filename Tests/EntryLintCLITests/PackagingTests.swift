@testable import EntryLint
import EntryLintCore
import Foundation
import XCTest

/// One version: `--version`, SARIF, the help text and the changelog agree.
final class PackagingTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testEveryPlaceNamesTheSameVersion() throws {
        let v = ToolInfo.version
        XCTAssertEqual(entrylint(["--version"], in: "/").stdoutText, "entrylint \(v)\n")
        XCTAssertTrue(entrylint(["--help"], in: "/").stdoutText.contains("EntryLint \(v)"))
        let d = TempDir()
        d.write("A.swift", "let a = BAD\n")
        let sarif = entrylint(["--format", "sarif"], in: d.path).stdoutText
        XCTAssertTrue(sarif.contains("\"version\": \"\(v)\""), sarif)
        XCTAssertTrue(sarif.contains("\"semanticVersion\": \"\(v)\""))
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let firstEntry = changelog.split(separator: "\n").first { $0.hasPrefix("## [") }
        XCTAssertEqual(firstEntry.map { String($0.dropFirst(4).prefix { $0 != "]" }) }, v)
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("LICENSE").path))
    }
}
