// The app's views. 'Screen' is app code: what it builds is reported, even though 'SharedBanner',
// which previews also use, sits in the file of preview helpers.
import SwiftUI

class SessionStore: ObservableObject {
    @Published var user = ""
    func signOut() { user = "" }
}

struct Profile: View {
    @ObservedObject var store: SessionStore
    let onEdit: () -> Void
    var body: some View { Glyph(); Text("profile") }
}

struct Screen: View {
    @State private var edits = 0
    var body: some View {
        VStack {
            Profile(store: SessionStore(), onEdit: { edits += 1 }) //~ body_fresh_object
            SharedBanner()
        }
    }
}

// A project view: a child that renders it is not a leaf of SDK views only.
struct Glyph: View {
    var body: some View { Image(systemName: "star") }
}
