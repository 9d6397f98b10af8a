// A small app written the right way: every object has one owner and is injected from it.
import SwiftUI

@main
struct HikingApp: App {
    @State private var library = TrailLibrary()
    @StateObject private var session = SessionStore()
    private let thumbnails = ThumbnailRepository(session: .shared)

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(library)
                .environmentObject(session)
                .environment(\.thumbnailRepository, thumbnails)
        }
        Settings {
            SettingsView()
                .environmentObject(session)
        }
    }
}
