// A view that only previews build never runs in the app: its binding is not reported (it is
// with `"previews": true`). The same view built by the app is.
import Observation
import SwiftUI

@Observable
final class Game {
    var title = ""
}

struct DownloadCard: View {
    @Binding var game: Game
    var body: some View { Text(game.title) }
}

struct PlayCard: View {
    @Binding var game: Game //~ binding_holds_observable_object
    var body: some View { Text(game.title) }
}

struct Library: View {
    @State private var game = Game()
    var body: some View { PlayCard(game: $game) }
}

#Preview {
    DownloadCard(game: .constant(Game()))
}
