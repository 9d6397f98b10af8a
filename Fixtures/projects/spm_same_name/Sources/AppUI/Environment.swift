import SwiftUI
import Storage

// Storage's `Cache` is a class: a new instance on every read.
extension EnvironmentValues {
    @Entry var cache = Cache() //~ entry_unstable_default
}
