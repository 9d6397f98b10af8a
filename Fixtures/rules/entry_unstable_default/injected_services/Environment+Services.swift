import SwiftUI

final class LibraryService {}
final class AccountService {}
final class SyncService {}
final class PasskeyService {}
final class ThemeStore {}

// The app injects each of these services above every reader (ServicesApp): only previews reach
// the defaults, the same cause for all three. One finding, with a note on each other key.
extension EnvironmentValues {
    @Entry var libraryService = LibraryService() //~ entry_unstable_default
    @Entry var accountService = AccountService()
    @Entry var syncService = SyncService()
    // Never injected: every reader builds a new one. Its own finding.
    @Entry var passkeyService = PasskeyService() //~ entry_unstable_default
}

// Alone in its extension: reported as before.
extension EnvironmentValues {
    @Entry var themeStore = ThemeStore() //~ entry_unstable_default
}
