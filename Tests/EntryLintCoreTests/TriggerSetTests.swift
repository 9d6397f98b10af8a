@testable import EntryLintCore
import XCTest

final class TriggerSetTests: XCTestCase {
    func matches(_ triggers: [String], _ text: String) -> Bool { TriggerSet(triggers).matches(Array(text.utf8)) }

    func testWordsMatchOnlyWhole() {
        XCTAssertTrue(matches(["View"], "var body: some View {"))
        XCTAssertTrue(matches(["View"], "SwiftUI.View"))
        XCTAssertTrue(matches(["View"], "View"))
        XCTAssertTrue(matches(["View"], "<View>"))
        XCTAssertFalse(matches(["View"], "final class Cell: UIView {}"))
        XCTAssertFalse(matches(["View"], "let c = ViewController()"))
        XCTAssertFalse(matches(["View"], "View_1 Views _View"))
        XCTAssertFalse(matches(["View"], "Vie"))
        XCTAssertFalse(matches(["View"], ""))
        // Non-ASCII letters are identifier characters.
        XCTAssertFalse(matches(["View"], "Viewé éView"))
        XCTAssertTrue(matches(["View"], "é View"))
    }

    func testManyWordsOfDifferentLengths() {
        let names = (0..<3000).map { "Screen\($0)" } + ["A", "ForEach"]
        XCTAssertTrue(matches(names, "x.Screen2999 y"))
        XCTAssertTrue(matches(names, "Screen0"))
        XCTAssertTrue(matches(names, "(A)"))
        XCTAssertTrue(matches(names, "ForEach(items)"))
        XCTAssertFalse(matches(names, "Screen3000 Screen AB ForEachItem"))
    }

    func testPhrasesRespectTheirWordEdges() {
        XCTAssertTrue(matches(["@Entry"], "    @Entry var x = 1"))
        XCTAssertFalse(matches(["@Entry"], "@EntryPoint struct M {}"))
        XCTAssertTrue(matches(["var id"], "var id: UUID"))
        XCTAssertFalse(matches(["var id"], "var identifier: UUID"))
        XCTAssertFalse(matches(["var id"], "private var idle = 1"))
        XCTAssertTrue(matches(["var id"], "private var id = 1"))
        XCTAssertFalse(matches(["var id"], "ovar id = 1"))
        XCTAssertTrue(matches([".if"], "Text(\"a\").if(flag) { $0 }"))
        XCTAssertFalse(matches([".if"], "if flag { } .iffy"))
        // A phrase not starting with a letter may begin inside a word.
        XCTAssertTrue(matches(["entrylint:"], "//entrylint:disable"))
        XCTAssertTrue(matches(["@Entry", "Scene"], "x@Entry"))
    }

    func testEmptyTriggerMatchesEverything() {
        XCTAssertTrue(matches(["View", ""], ""))
        XCTAssertFalse(matches([], "anything at all"))
    }
}
