import EntryLintCore
import XCTest

final class EngineSmokeTests: XCTestCase {
    func testBinaryInputIsAnError() {
        let result = Linter.lint([SourceInput(path: "a.swift", contents: [0x61, 0, 0x62])], options: LintOptions(jobs: 1))
        XCTAssertEqual(result.errors.count, 1)
    }
}

/// Test code without a project model: a `Tests`/`…Tests` folder, or an XCTest/Testing import.
final class TestFileTests: XCTestCase {
    func testFoldersAndImportsMakeTestFiles() {
        let plain = SwiftParser.parse(Array("import SwiftUI\nstruct A {}".utf8))
        let xctest = SwiftParser.parse(Array("import SwiftUI\n@testable import App\nimport XCTest\n".utf8))
        let testing = SwiftParser.parse(Array("import Testing\n".utf8))
        XCTAssertFalse(PreviewCode.isTestFile(path: "Sources/App/A.swift", tree: plain))
        XCTAssertFalse(PreviewCode.isTestFile(path: "Sources/Contest/A.swift", tree: plain))
        XCTAssertTrue(PreviewCode.isTestFile(path: "Tests/AppTests/A.swift", tree: plain))
        XCTAssertTrue(PreviewCode.isTestFile(path: "App/UnitTests/A.swift", tree: plain))
        XCTAssertFalse(PreviewCode.isTestFile(path: "Sources/Tests.swift", tree: plain))
        XCTAssertTrue(PreviewCode.isTestFile(path: "Sources/A.swift", tree: xctest))
        XCTAssertTrue(PreviewCode.isTestFile(path: "Sources/A.swift", tree: testing))
    }
}
