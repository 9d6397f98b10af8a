import SwiftUI
import Analytics

extension EnvironmentValues {
    @Entry var tracker = Tracker() //~ entry_unstable_default
}
