// Helpers that only previews and tests use, declared away from them: a harness view, a mock it
// builds, a factory function and a sample list. Nothing here runs while the app runs, so the
// body rules leave it alone (with '"previews": true' they report it).
import SwiftUI

final class MockSessionStore: SessionStore {}

func makePreviewStore() -> SessionStore { MockSessionStore() }

let sampleTitles = ["One", "Two"]

struct ProfileHarness: View {
    @State private var edits = 0
    var body: some View {
        VStack {
            Profile(store: MockSessionStore(), onEdit: { edits += 1 })
            ForEach(sampleTitles, id: \.self) { title in
                Profile(store: makePreviewStore(), onEdit: { edits += 1 })
            }
            HarnessFooter()
        }
    }
}

// Reached only through the harness: preview code too.
private struct HarnessFooter: View {
    @State private var taps = 0
    var body: some View {
        Profile(store: SessionStore(), onEdit: { taps += 1 })
    }
}

// Used by a test only.
struct SnapshotHost: View {
    @State private var edits = 0
    var body: some View {
        Profile(store: SessionStore(), onEdit: { edits += 1 })
    }
}

// Used by a preview and by the app's 'Screen': app code.
struct SharedBanner: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Profile(store: SessionStore(), onEdit: { taps += 1 }) //~ body_fresh_object
            BannerBadge()
        }
    }
}

// Used only by 'SharedBanner', which the app uses: app code too.
struct BannerBadge: View {
    @State private var taps = 0
    var body: some View {
        Profile(store: SessionStore(), onEdit: { taps += 1 }) //~ body_fresh_object
    }
}

extension ProfileHarness {
    var withPadding: some View {
        Profile(store: SessionStore(), onEdit: { print("edit") }).padding()
    }
}
