import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
}

// A view that creates its object owns it: `@StateObject` keeps one instance across updates.
struct PlayerView: View {
    @StateObject var model = PlayerModel()
    @StateObject private var second: PlayerModel = .init()
    @ObservedObject var passedIn: PlayerModel

    var body: some View {
        Toggle("Playing", isOn: $model.isPlaying)
    }
}
