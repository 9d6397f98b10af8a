import SwiftUI

// Project environment keys: 'isWidget' is only ever set to literals, 'isDense' to a value that
// changes, 'isSidebar' never (its literal default), 'prefersLarge' has a default that can change.
extension EnvironmentValues {
    @Entry var isWidget = false
    @Entry var isDense = false
    var isSidebar: Bool {
        get { self[SidebarKey.self] }
        set { self[SidebarKey.self] = newValue }
    }
    @Entry var prefersLarge = UserDefaults.standard.bool(forKey: "large")

    private struct SidebarKey: EnvironmentKey {
        static let defaultValue: Bool = false
    }
}
