// A UIViewController's view property builds the hosting controller's root view once, when the
// controller loads; SwiftUI does not re-evaluate it.
import SwiftUI
import UIKit

final class PlayerModel: ObservableObject {}

struct PlayerView: View {
    @ObservedObject var model: PlayerModel
    var body: some View { Text("player") }
}

final class PlayerViewController: UIViewController {
    var rootView: some View {
        PlayerView(model: PlayerModel())
    }

    @ViewBuilder var secondaryView: some View {
        PlayerView(model: PlayerModel())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: rootView)
        addChild(host)
    }
}
