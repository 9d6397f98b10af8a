import SwiftUI

struct Document {
    var isLocked: Bool
}

/// Flips in front of the user: default profile.
struct Feed: View {
    @State private var isLoading = true
    @ObservedObject var connection: Connection
    @Binding var isSearching: Bool

    var body: some View {
        ScrollView { Text("feed") }
            .dimmed(isLoading) //~ conditional_modifier
            .task { isLoading = false }
        ScrollView { Text("status") }
            .dimmed(connection.isOffline) //~ conditional_modifier
        ScrollView { Text("results") }
            .dimmed(isSearching) //~ conditional_modifier
        ScrollView { Text("through a computed property") }
            .dimmed(isBusy) //~ conditional_modifier
    }

    var isBusy: Bool { isLoading || connection.isOffline }
}

/// No evidence that the condition changes while this view is shown: audit profile.
struct Viewer: View {
    let document: Document
    @AppStorage("compactFeed") private var compact = false
    @Environment(\.isEnabled) private var isEnabled
    @ObservedObject var connection: Connection

    var body: some View {
        ScrollView { Text("a plain input, fixed for the view's life") }
            .dimmed(document.isLocked) //~ conditional_modifier
        ScrollView { Text("a preference another screen sets") }
            .dimmed(compact) //~ conditional_modifier
        ScrollView { Text("an environment value") }
            .dimmed(!isEnabled) //~ conditional_modifier
        ScrollView { Text("a property set only when the object is made") }
            .dimmed(connection.serverName.isEmpty) //~ conditional_modifier
    }
}

struct Settings: View {
    @AppStorage("compactFeed") private var compact = false
    var body: some View { Toggle("Compact", isOn: $compact) }
}

struct Root: View {
    @State private var searching = false
    let documents: [Document]
    @StateObject private var connection = Connection(serverName: "main")

    var body: some View {
        Feed(connection: connection, isSearching: $searching)
        ForEach(documents.indices, id: \.self) { i in Viewer(document: documents[i], connection: connection) }
        Settings()
    }
}

/// A plain input its parent passes from state the parent changes: default profile.
struct Banner: View {
    let busy: Bool
    var body: some View {
        ScrollView { Text("banner") }
            .dimmed(busy) //~ conditional_modifier
    }
}

struct BannerHost: View {
    @State private var busy = false
    var body: some View {
        Banner(busy: busy)
        Button("Work") { busy = true }
    }
}
