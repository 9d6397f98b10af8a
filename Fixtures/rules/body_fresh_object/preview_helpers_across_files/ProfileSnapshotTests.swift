import SwiftUI
import XCTest

final class ProfileSnapshotTests: XCTestCase {
    func testHost() {
        _ = SnapshotHost()
    }
}
