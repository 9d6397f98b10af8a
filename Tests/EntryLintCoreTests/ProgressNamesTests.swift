@testable import EntryLintCore
import XCTest

/// The names that make a closure a progress report (`WriteFrequencies.namesProgressParameter`),
/// read from the bytes with ASCII letters folded to lowercase.
final class ProgressNamesTests: XCTestCase {
    func names(_ text: String) -> Bool {
        let bytes = Array(("let " + text + " = 0").utf8)
        return WriteFrequencies.namesProgressParameter(4..<(4 + text.utf8.count), bytes)
    }

    func testProgressFractionsAndBytesMoved() {
        XCTAssertTrue(names("progress"))
        XCTAssertTrue(names("downloadProgress"))
        XCTAssertTrue(names("fractionCompleted"))
        XCTAssertTrue(names("percentDone"))
        XCTAssertTrue(names("bytesTransferred"))
        XCTAssertTrue(names("totalBytesWritten"))
        XCTAssertTrue(names("BytesReceived"))
    }

    func testOtherNames() {
        XCTAssertFalse(names("names"))
        XCTAssertFalse(names("result"))
        XCTAssertFalse(names("bytes"))
        XCTAssertFalse(names("bytesTotal"))
        XCTAssertFalse(names("sentences"))
        XCTAssertFalse(names("fractio"))
    }
}
