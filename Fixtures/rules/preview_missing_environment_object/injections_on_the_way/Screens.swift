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
