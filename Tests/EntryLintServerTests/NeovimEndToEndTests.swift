import Foundation
import XCTest

/// `scripts/test-neovim`: headless Neovim's own LSP client against the built server. Skipped
/// when `nvim` is not installed (`.ci/run` installs it, so CI always runs it).
final class NeovimEndToEndTests: XCTestCase {
    func testNeovimReceivesDiagnosticsAndAppliesCodeActions() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/nvim") }
        try XCTSkipUnless(found, "nvim is not installed")
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: repo + "/scripts/test-neovim")
        process.arguments = [LSPClient.executable]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("PASS: Neovim received diagnostics"), text)
    }
}
