import SwiftUI
import XCTest
@testable import Demo_iOS

// The test target imports the iOS app module (`PRODUCT_NAME = "Demo iOS"`): its `Theme` is the class.
extension EnvironmentValues {
    @Entry var testTheme = Theme() //~ entry_unstable_default
}

final class ThemeTests: XCTestCase {}
