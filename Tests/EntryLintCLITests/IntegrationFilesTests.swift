import Foundation
import XCTest

/// action.yml, .pre-commit-hooks.yaml and their sections of docs/ci.md, checked by
/// scripts/check-integration-files (Python with PyYAML: YAML needs a real parser). `.ci/run`
/// also runs the action's shell steps with the release binary.
final class IntegrationFilesTests: XCTestCase {
    func testActionAndHookManifestsAreValidAndDocumented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/check-integration-files").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw XCTSkip("python3 is not available") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 2 || process.terminationStatus == 127 { throw XCTSkip("python3 with PyYAML is not available: \(output)") }
        XCTAssertEqual(process.terminationStatus, 0, output)
    }
}
