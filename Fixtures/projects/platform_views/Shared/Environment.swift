import SwiftUI

// `canImport(AppKit)` holds on macOS only, `canImport(UIKit)` on iOS: each use sees one `Haptics`.
#if os(macOS)
extension EnvironmentValues {
    @Entry var haptics = Haptics() //~ entry_unstable_default
}
#elseif os(iOS)
extension EnvironmentValues {
    @Entry var touchHaptics = Haptics()
}
#endif
