import SwiftUI

final class ListState: ObservableObject { var isEditing = false }

// Injected at the end of a chain that passes a modifier with a labelled trailing closure
// (`.miniPlayer { … } accessoryContent: { … }`): the readers in the tab are below it.
extension EnvironmentValues {
    @Entry var listState: ListState = .init() //~ entry_unstable_default
}

extension View {
    func miniPlayer<A: View, B: View>(@ViewBuilder content: () -> A, @ViewBuilder accessoryContent: () -> B) -> some View { self }
}

struct Library: View {
    @Environment(\.listState) private var listState
    var body: some View { Text(listState.isEditing ? "a" : "b") }
}

struct MainView: View {
    @State private var listState = ListState()
    @State private var show = false
    var body: some View {
        TabView {
            Tab("library", systemImage: "books") {
                Library()
            }
        }
        .miniPlayer {
            Text("p")
        } accessoryContent: {
            Text("q")
        }
        .sheet(isPresented: $show) { Text("s") }
        .environment(\.listState, listState)
    }
}
