// Debug-only SwiftUI introspection left in shipping code.
import SwiftUI

struct TrailRow: View {
    let name: String

    var body: some View {
        let _ = Self._printChanges() //~ print_changes_leftover
        Text(name)
    }
}

struct LoggingRow: View {
    var body: some View {
        let _ = Self._logChanges() //~ print_changes_leftover
        Text("Row")
    }
}

struct NamedTypeRow: View {
    var body: some View {
        let _ = NamedTypeRow._printChanges() //~ print_changes_leftover
        Text("Row")
    }
}

struct ComputedRow: View {
    var body: some View {
        content
    }

    private var content: some View {
        Self._printChanges() //~ print_changes_leftover
        return Text("Content")
    }
}

// In an appearance modifier's action the call runs once per appearance, not on every evaluation.
struct AppearingRow: View {
    var body: some View {
        Text("Row")
            .onAppear {
                Self._printChanges() //~ print_changes_leftover
            }
            .task {
                Self._printChanges() //~ print_changes_leftover
            }
            .onDisappear { Self._printChanges() } //~ print_changes_leftover
    }
}

// A closure the body runs itself is still the body: every evaluation.
struct InvokedClosureRow: View {
    var body: some View {
        let _ = { Self._printChanges() }() //~ print_changes_leftover
        Text("Row")
    }
}

// In an action, the call runs when the action does.
struct TappableRow: View {
    @State private var count = 0
    var body: some View {
        Button("Tap") {
            Self._printChanges() //~ print_changes_leftover
        }
        .onChange(of: count) {
            Self._printChanges() //~ print_changes_leftover
        }
    }
}
