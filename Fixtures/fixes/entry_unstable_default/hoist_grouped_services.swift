import SwiftUI

final class LibraryService {}
final class AccountService {}

// Both keys are injected above every reader: one finding, one fix hoisting both defaults.
extension EnvironmentValues {
    @Entry var libraryService = LibraryService()
    @Entry var accountService = AccountService()
}

@main
struct ServicesApp: App {
    @State private var library = LibraryService()
    @State private var account = AccountService()

    var body: some Scene {
        WindowGroup {
            HomeView()
                .environment(\.libraryService, library)
                .environment(\.accountService, account)
        }
    }
}

struct HomeView: View {
    @Environment(\.libraryService) private var library
    @Environment(\.accountService) private var account
    var body: some View { Text("Home") }
}
