// A preview provider's `@State static` sample and a preview wrapper's `@State` are not view state
// the app runs with; the same property in an app view is reported.
import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
}

struct PlayerControls: View {
    @ObservedObject var model: PlayerModel

    var body: some View {
        Button(model.isPlaying ? "Pause" : "Play") { model.isPlaying.toggle() }
    }
}

struct PlayerScreen: View {
    @State var model = PlayerModel() //~ state_holds_observable_object

    var body: some View {
        PlayerControls(model: model)
    }
}

struct PlayerControls_Previews: PreviewProvider {
    @State static var model = PlayerModel()

    static var previews: some View {
        PlayerControls(model: model)
    }
}

#Preview {
    @Previewable @State var model = PlayerModel()
    PlayerControls(model: model)
}
