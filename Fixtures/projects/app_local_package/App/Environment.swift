import SwiftUI
import Models

extension EnvironmentValues {
    @Entry var store = Store() //~ entry_unstable_default
    @Entry var filter = Filter()
}
