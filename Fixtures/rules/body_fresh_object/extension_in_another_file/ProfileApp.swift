import SwiftUI

// The app shows the profile: its body and the parts in its extension run.
@main
struct ProfileApp: App {
    var body: some Scene {
        WindowGroup {
            ProfileScreen(joined: .distantPast)
        }
    }
}
