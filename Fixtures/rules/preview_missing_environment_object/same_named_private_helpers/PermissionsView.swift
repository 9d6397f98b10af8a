// A third private helper of the same name reads the store itself, and its own preview injects
// it. That read is this helper's alone: the other files' helpers, which inject the store or read
// nothing, are not taken to read it. Its preview without the store still crashes.
import SwiftUI

struct PermissionsView: View {
    var body: some View { Text("Permissions") }
}

private struct PreviewHelper: View {
    @Environment(DocumentStore.self) private var store
    var body: some View { Text("\(store.count)") }
}

#Preview {
    PreviewHelper()
        .environment(DocumentStore())
}

#Preview("No store") {
    PreviewHelper() //~ preview_missing_environment_object
}
