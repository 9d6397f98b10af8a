import SwiftUI
import Kit

// `Session` comes from a local package outside the app's root, indexed for its types.
extension EnvironmentValues {
    @Entry var session = Session() //~ entry_unstable_default
}
