import SwiftUI

// A closure default the app's views never reach: every reader sits below an injection, so only
// previews read the default (the audit profile's). A key some reader reaches without an
// injection stays a default warning.
extension EnvironmentValues {
    @Entry var sendAction: (String) -> Void = { _ in } //~ entry_closure_default
    @Entry var shareAction: (URL) -> Void = { _ in } //~ entry_closure_default
}
