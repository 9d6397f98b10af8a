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
