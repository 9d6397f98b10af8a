// A view that injects what its child reads: previews of the parent need nothing.
import Combine
import SwiftUI

final class Player: ObservableObject {
    @Published var isPlaying = false
}

struct PlayButton: View {
    @EnvironmentObject var player: Player

    var body: some View {
        Image(systemName: player.isPlaying ? "pause" : "play")
    }
}

struct PlayerScreen: View {
    @StateObject private var player = Player()

    var body: some View {
        VStack {
            PlayButton()
        }
        .environmentObject(player)
    }
}

#Preview {
    PlayerScreen()
}

#Preview("Button") {
    let player = Player()
    return PlayButton()
        .environmentObject(player)
}

// The child is built in a helper property; the body injects around the helper's use.
struct TabsScreen: View {
    @StateObject private var player = Player()

    var body: some View {
        VStack {
            playerTab
        }
        .environmentObject(player)
    }

    var playerTab: some View {
        PlayButton()
            .padding()
    }
}

// The same without the injection: the helper is rendered by body, so the preview crashes.
struct BareTabsScreen: View {
    var body: some View {
        playerTab
    }

    var playerTab: some View {
        PlayButton()
    }
}

#Preview("Tabs") {
    TabsScreen()
}

#Preview("Bare tabs") {
    BareTabsScreen() //~ preview_missing_environment_object
}
