import XCTest
import SwiftUI

final class ScreensSnapshotTests: XCTestCase {
    var viewModel = UpdateModel()

    func testUpdate() {
        viewModel = UpdateModel()
        _ = UpdateScreen(viewModel: viewModel)
    }
}
