// Where the walk cannot be sure it stops, without a report.
import Combine
import SwiftUI

final class Store: ObservableObject {
    @Published var items: [String] = []
}

struct ItemList: View {
    @EnvironmentObject var store: Store

    var body: some View {
        Text("\(store.items.count)")
    }
}

extension View {
    // A View extension returning 'some View' is view code: the injection is reported.
    func withSharedEnvironment() -> some View {
        environmentObject(Store()) //~ environment_fresh_injection
    }
}

struct Container<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View { content }
}

struct Gate: View {
    @State private var isOpen = false

    var body: some View {
        // Only rendered when open, in a sheet or after navigation.
        if isOpen {
            ItemList()
        }
        Text("Gate")
            .sheet(isPresented: $isOpen) { ItemList() }
        NavigationLink("Items") { ItemList() }
    }
}

struct Routed: View {
    let destination: AnyView
    var body: some View { destination }
}

#Preview("Helper modifier") {
    ItemList()
        .withSharedEnvironment()
}

#Preview("Content of a project container") {
    Container {
        ItemList()
    }
    .environmentObject(Store())
}

#Preview("Conditional and presented") {
    Gate()
}

#Preview("Type-erased") {
    Routed(destination: AnyView(ItemList()))
}

#Preview("Injected value of unknown type") {
    ItemList()
        .environmentObject(PreviewData.store)
}

enum PreviewData {
    static var store: Store { fatalError() }
}

// The store is read only in a branch the preview may never show.
struct MaybeCount: View {
    @EnvironmentObject var store: Store
    let showsCount: Bool

    var body: some View {
        if showsCount {
            Text("\(store.items.count)")
        } else {
            Text("Hidden")
        }
    }
}

#Preview("Conditional read") {
    MaybeCount(showsCount: false)
}
