@testable import EntryLintCore
import XCTest

final class HashedNamesTests: XCTestCase {
    func testHoldsExactlyItsNames() {
        let names = ["remove", "insert", "move", "sort", "List", "ForEach", "sheet", "x"]
        let set = HashedNames(names)
        for name in names { XCTAssertTrue(set.contains(PreviewUses.hash(name)), name) }
        // Names that are not in it, many of which pass the filter: the search decides.
        var misses = 0
        for k in 0..<5_000 where !set.contains(PreviewUses.hash("name\(k)")) { misses += 1 }
        XCTAssertEqual(misses, 5_000)
        XCTAssertFalse(HashedNames([String]()).contains(PreviewUses.hash("remove")))
    }
}
