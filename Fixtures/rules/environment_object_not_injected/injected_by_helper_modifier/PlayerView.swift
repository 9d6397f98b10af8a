import SwiftUI

struct PlayerView: View {
    @EnvironmentObject var player: Player

    var body: some View {
        Image(systemName: player.isPlaying ? "pause" : "play")
    }
}

struct PlayerScreen: View {
    @StateObject private var player = Player()

    var body: some View {
        PlayerView()
            .withDependencies(player: player)
    }
}
