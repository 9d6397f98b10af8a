// Preview code is built by Xcode's canvas, not by the running app: PreviewProvider types, types
// conforming to a protocol that refines it, #Preview, and private helpers that only previews use.
import SwiftUI

final class SessionStore: ObservableObject {
    @Published var user = ""
    func signOut() { user = "" }
}

struct Profile: View {
    @ObservedObject var store: SessionStore
    let onEdit: () -> Void
    var body: some View { Glyph(); Text("profile") }
}

struct Profile_Previews: PreviewProvider {
    static var previews: some View {
        Profile(store: SessionStore(), onEdit: { print("edit") })
    }
}

protocol SnapshotPreview: PreviewProvider {}

struct ProfileSnapshots: SnapshotPreview {
    static var previews: some View {
        ProfileHarness()
    }
}

private struct ProfileHarness: View {
    @State private var edits = 0
    var body: some View {
        Profile(store: SessionStore(), onEdit: { edits += 1 })
    }
}

#Preview {
    Profile(store: SessionStore(), onEdit: { print("edit") })
}

// The app's own use is still reported.
struct Screen: View {
    @State private var edits = 0
    var body: some View {
        Profile(store: SessionStore(), onEdit: { edits += 1 }) //~ body_fresh_object
    }
}

// A project view: a child that renders it is not a leaf of SDK views only.
struct Glyph: View {
    var body: some View { Image(systemName: "star") }
}
