import XCTest
@testable import EntryLintCore

/// Which `@ViewBuilder` helpers are conditional modifiers: an `if` whose branches both use
/// `self`, on a condition that can change while the app runs.
final class ConditionalModifierShapeTests: XCTestCase {
    /// Whether the one `View` extension method in `condition`'s helper matches.
    private func helperMatches(condition: String) -> Bool {
        let source = """
        import SwiftUI
        extension View {
            @ViewBuilder func styled(_ on: Bool) -> some View {
                if \(condition) { self.bold() } else { self }
            }
        }
        """
        let tree = SwiftParser.parse(Array(source.utf8))
        let ext = tree.items(tree.root).first { tree.kind($0) == .extensionDecl }!
        let helper = tree.members(ext).first { tree.kind($0) == .functionDecl }!
        return ConditionalModifierShape.matches(tree, helper)
    }

    func testAPlatformCheckIsFixedForTheRun() {
        XCTAssertFalse(helperMatches(condition: "UIDevice.current.userInterfaceIdiom == .pad"))
        XCTAssertFalse(helperMatches(condition: "ProcessInfo.processInfo.isiOSAppOnMac"))
        XCTAssertFalse(helperMatches(condition: "true"))
    }

    func testParametersAndStoresThatChangeAreNot() {
        XCTAssertTrue(helperMatches(condition: "on"))
        XCTAssertTrue(helperMatches(condition: "!on && UIDevice.current.userInterfaceIdiom == .pad"))
        XCTAssertTrue(helperMatches(condition: "UserDefaults.standard.bool(forKey: \"compact\")"))
        XCTAssertTrue(helperMatches(condition: "Defaults[.showMirror]"))
    }
}
