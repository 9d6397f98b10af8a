@testable import EntryLintCore
import XCTest

/// Quotes and first lines are shortened at syntax and sentence boundaries, never inside a name.
final class MessageLineTests: XCTestCase {
    func testShortQuotesStayWhole() {
        XCTAssertEqual(MessageLine.quote("Session(id: UUID())", limit: 30), "Session(id: UUID())")
        XCTAssertEqual(MessageLine.quote("foo(\n    a: 1,\n    b: [ 2 ]\n)", limit: 80), "foo(a: 1, b: [2])")
    }

    func testLongQuotesElideBracketContents() {
        XCTAssertEqual(MessageLine.quote("Session(id: UUID(), startedAt: Date())", limit: 30), "Session(…)")
        XCTAssertEqual(MessageLine.quote("{\n    let d = JSONDecoder()\n    return d\n}()", limit: 20), "{ … }()")
        XCTAssertEqual(MessageLine.quote("Accent.allCases.randomElement()", limit: 20), "Accent.allCases.randomElement()")
        XCTAssertEqual(MessageLine.quote("Date().addingTimeInterval(86_400 * 7)", limit: 30), "Date().addingTimeInterval(…)")
    }

    func testCommentsAndStringsInQuotes() {
        XCTAssertEqual(MessageLine.quote("Deps( // the cache\n    cache: Cache()\n)", limit: 80), "Deps(cache: Cache())")
        XCTAssertEqual(MessageLine.quote("Label(\"a) // b\", value: (1, 2), more: 3)", limit: 20), "Label(…)")
        XCTAssertEqual(MessageLine.quote("Text(\"a  b\")", limit: 80), "Text(\"a  b\")")
    }

    func testSplitMovesAdviceThenConsequence() {
        let head = "'" + String(repeating: "x", count: 150) + "' does not own it"
        let (first, notes) = MessageLine.split(head + ": it is made again; use '@StateObject'")
        XCTAssertEqual(first, head)
        XCTAssertEqual(notes, ["it is made again", "use '@StateObject'"])
        // Separators inside quoted code do not count.
        let quoted = "'a; b: c' " + String(repeating: "y", count: 160)
        XCTAssertEqual(MessageLine.split(quoted).0, quoted)
        XCTAssertEqual(MessageLine.split("short: text; advice").1, [])
    }

    func testArticleFollowsHowTheNameIsRead() {
        XCTAssertEqual(MessageLine.article(before: "InfoViewModel"), "an")
        XCTAssertEqual(MessageLine.article(before: "ThemeManager"), "a")
        XCTAssertEqual(MessageLine.article(before: "onAppear"), "an")
        XCTAssertEqual(MessageLine.article(before: "UserStore"), "a")
        XCTAssertEqual(MessageLine.article(before: "UndoManager"), "an")
        XCTAssertEqual(MessageLine.article(before: "URLCache"), "a")
        XCTAssertEqual(MessageLine.article(before: "HTTPClient"), "an")
        XCTAssertEqual(MessageLine.article(before: "ISO8601DateFormatter"), "an")
        XCTAssertEqual(MessageLine.article(before: "NSNumberFormatter"), "an")
        XCTAssertEqual(MessageLine.article(before: "DateFormatter"), "a")
        XCTAssertEqual(MessageLine.article(before: ""), "a")
    }
}
