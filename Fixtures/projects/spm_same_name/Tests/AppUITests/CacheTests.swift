import XCTest
@testable import AppUI
import Storage

final class CacheTests: XCTestCase {
    func testCache() {
        XCTAssertNil(Cache().value(for: "k"))
    }
}
