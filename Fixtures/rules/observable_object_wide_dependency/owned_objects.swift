// A view that owns its object in @StateObject cannot be handed the value instead: the advice is to
// read the property in a child that observes the object, or to make the class @Observable.
import SwiftUI

final class Player: ObservableObject {
    @Published var title = ""
    @Published var position = 0.0
    @Published var volume = 1.0
    @Published var isPlaying = false
}

struct TitleBar: View {
    @StateObject private var player = Player() //~ observable_object_wide_dependency

    var body: some View {
        Text(player.title)
    }
}

struct Launcher: View {
    @StateObject private var player = Player() //~ observable_object_wide_dependency

    var body: some View {
        Button("Play") { player.isPlaying = true }
    }
}
