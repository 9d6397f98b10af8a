import SwiftUI

@main
struct ServicesApp: App {
    @State private var library = LibraryService()
    @State private var account = AccountService()
    @State private var sync = SyncService()
    @State private var theme = ThemeStore()

    var body: some Scene {
        WindowGroup {
            HomeView()
                .environment(\.libraryService, library)
                .environment(\.accountService, account)
                .environment(\.syncService, sync)
                .environment(\.themeStore, theme)
        }
    }
}

struct HomeView: View {
    @Environment(\.libraryService) private var library
    @Environment(\.accountService) private var account
    @Environment(\.syncService) private var sync
    @Environment(\.passkeyService) private var passkeys
    @Environment(\.themeStore) private var theme
    var body: some View { Text("Home") }
}

#Preview {
    HomeView()
}
