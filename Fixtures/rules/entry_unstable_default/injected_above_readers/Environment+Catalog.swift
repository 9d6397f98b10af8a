import SwiftUI

final class Catalog {
    var items: [String] = []
}

final class Clock {}

extension EnvironmentValues {
    // Injected by the app above its readers, but the settings window and a preview still read
    // the default.
    @Entry var catalog = Catalog() //~ entry_unstable_default
    // Injected above every reader the project shows.
    @Entry var clock = Clock() //~ entry_unstable_default
}
