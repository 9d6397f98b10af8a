import SwiftUI

@main
struct CatalogApp: App {
    @State private var catalog = Catalog()
    @State private var clock = Clock()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(\.catalog, catalog)
                .environment(\.clock, clock)
        }
        Settings {
            SettingsView()
                .environment(\.clock, clock)
        }
    }
}
