@testable import EntryLint
import EntryLintCore
import Foundation
import XCTest

/// Fixes follow the file: line endings, indentation, final newline; and hoisted globals compile
/// in Swift 6 mode (`nonisolated(unsafe)` unless the type is known to be Sendable).
final class FixStyleTests: XCTestCase {
    func testPrintChangesGuardKeepsCRLFTabsAndNoFinalNewline() {
        let d = TempDir()
        let source = "import SwiftUI\r\n\r\nstruct V: View {\r\n\tvar body: some View {\r\n\t\tlet _ = Self._printChanges()\r\n\t\tText(\"\")\r\n\t}\r\n}"
        d.write("V.swift", source)
        let r = entrylint(["--fix", "--select", "print_changes_leftover"], in: d.path, rules: [])
        let fixed = d.read("V.swift")
        XCTAssertEqual(fixed, "import SwiftUI\r\n\r\nstruct V: View {\r\n\tvar body: some View {\r\n\t\t#if DEBUG\r\n\t\tlet _ = Self._printChanges()\r\n\t\t#endif\r\n\t\tText(\"\")\r\n\t}\r\n}", r.stderrText)
        let bytes = Array(fixed.utf8)
        for (k, b) in bytes.enumerated() where b == 0x0A { XCTAssertEqual(bytes[k - 1], 0x0D, "bare LF at \(k)") }
    }

    func testHoistOnCRLFFileAddsCRLFLinesAndKeepsTheFinalNewline() {
        let d = TempDir()
        d.write("E.swift", "import SwiftUI\r\nfinal class Repo {}\r\nextension EnvironmentValues {\r\n    @Entry var repo = Repo()\r\n}\r\n")
        _ = entrylint(["--unsafe-fixes", "--select", "entry_unstable_default"], in: d.path, rules: [])
        XCTAssertEqual(d.read("E.swift"),
                       "import SwiftUI\r\nfinal class Repo {}\r\nnonisolated(unsafe) private let defaultRepo = Repo()\r\n\r\nextension EnvironmentValues {\r\n    @Entry var repo = defaultRepo\r\n}\r\n")
    }

    func testHoistWritesNonisolatedUnsafeUnlessTheTypeIsKnownSendable() {
        let d = TempDir()
        d.write("E.swift", """
        import SwiftUI
        final class Store {}
        final class SharedStore: Sendable {}
        @MainActor final class MainStore {}
        actor Cache {}
        struct Theme { var store = Store() }
        struct Tagged: Sendable { var store = SharedStore() }
        public struct Exposed { let id: UUID }
        extension EnvironmentValues {
            @Entry var store = Store()
            @Entry var shared = SharedStore()
            @Entry var main = MainStore()
            @Entry var cache = Cache()
            @Entry var theme = Theme()
            @Entry var tagged = Tagged()
            @Entry var exposed: Exposed = Exposed(id: UUID())
            @Entry var id: UUID = UUID()
        }

        """)
        _ = entrylint(["--unsafe-fixes"], in: d.path, rules: [])
        let fixed = d.read("E.swift")
        for line in ["nonisolated(unsafe) private let defaultStore = Store()",
                     "private let defaultShared = SharedStore()",
                     "private let defaultMain = MainStore()",
                     "private let defaultCache = Cache()",
                     "nonisolated(unsafe) private let defaultTheme = Theme()",
                     "private let defaultTagged = Tagged()",
                     "nonisolated(unsafe) private let defaultExposed: Exposed = Exposed(id: UUID())",
                     "private let defaultId: UUID = UUID()"] {
            XCTAssertTrue(fixed.split(separator: "\n").contains(Substring(line)), "missing '\(line)' in:\n\(fixed)")
        }
    }

    func testLineEndingOfAFile() {
        XCTAssertEqual(LineEnding.of(Array("a\r\nb\n".utf8)), .crlf)
        XCTAssertEqual(LineEnding.of(Array("a\nb\r\n".utf8)), .lf)
        XCTAssertEqual(LineEnding.of(Array("a\rb".utf8)), .cr)
        XCTAssertEqual(LineEnding.of(Array("one line".utf8)), .lf)
        XCTAssertEqual(LineEnding.crlf.adapt("x\n\ny\r\nz"), "x\r\n\r\ny\r\nz")
        XCTAssertEqual(LineEnding.lf.adapt("x\r\ny"), "x\r\ny", "LF files keep the rule's text as it is")
    }
}
