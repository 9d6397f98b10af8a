import EntryLintCore
import XCTest

final class EngineSmokeTests: XCTestCase {
    func testBinaryInputIsAnError() {
        let result = Linter.lint([SourceInput(path: "a.swift", contents: [0x61, 0, 0x62])], options: LintOptions(jobs: 1))
        XCTAssertEqual(result.errors.count, 1)
    }
}
