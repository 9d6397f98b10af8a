// A helper modifier injects the dependencies; the app only calls the helper.
import Combine
import SwiftUI

final class Player: ObservableObject {
    @Published var isPlaying = false
}

struct DependenciesModifier: ViewModifier {
    let player: Player

    func body(content: Content) -> some View {
        content.environmentObject(player)
    }
}

extension View {
    func withDependencies(player: Player) -> some View {
        modifier(DependenciesModifier(player: player))
    }
}
