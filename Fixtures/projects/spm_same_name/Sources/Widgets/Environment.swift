import SwiftUI
import Network

// Network's `Cache` is a struct: equal values compare equal, nothing to report.
extension EnvironmentValues {
    @Entry var widgetCache = Cache()
}
