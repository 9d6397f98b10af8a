// '.environment(\.key) { … }': the trailing closure is the injected value, new on every evaluation.
import SwiftUI

extension EnvironmentValues {
    @Entry var onDismissSheet: (() -> Void)? = nil
}

struct Sheet: View {
    @State private var shown = true
    let dismissAction: () -> Void
    var body: some View {
        Text("sheet")
            .environment(\.onDismissSheet) { shown = false } //~ environment_fresh_injection
        Text("kept")
            .environment(\.onDismissSheet, dismissAction)
    }
}
