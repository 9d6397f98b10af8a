import SwiftUI
import UIKit

// Roots of hosting controllers, each made once with the object it keeps: a local of the
// coordinator's method is that object, whatever assigns some other `viewModel` elsewhere
// (`Settings`, below), and a snapshot test that builds the view is no parent at run time.
final class UpdateModel: ObservableObject {
    @Published var title = ""
}

struct UpdateScreen: View {
    @StateObject private var viewModel: UpdateModel

    init(viewModel: UpdateModel) {
        _viewModel = StateObject(wrappedValue: viewModel) //~ state_object_from_parameter
    }

    var body: some View { Text(viewModel.title) }
}

final class UpdateCoordinator {
    func start() -> UIViewController {
        let viewModel = UpdateModel()
        let screen = UpdateScreen(viewModel: viewModel)
        return UIHostingController(rootView: screen)
    }
}

// A controller's private model is assigned in its initializer only: the object it hands the
// screen is the same for the controller's life.
final class HomeModel: ObservableObject {
    @Published var items: [String] = []
}

struct HomeScreen: View {
    @StateObject private var viewModel: HomeModel

    init(viewModel: HomeModel) {
        _viewModel = StateObject(wrappedValue: viewModel) //~ state_object_from_parameter
    }

    var body: some View { Text("\(viewModel.items.count)") }
}

final class HomeController: UIViewController {
    private var viewModel: HomeModel

    init(viewModel: HomeModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        let host = UIHostingController(rootView: HomeScreen(viewModel: viewModel))
        addChild(host)
    }
}

// A screen handed its parent's own state object: one object for the parent's life.
final class ChatModel: ObservableObject {
    @Published var draft = ""
}

struct ComposerView: View {
    @StateObject private var viewModel: ChatModel

    init(viewModel: ChatModel) {
        _viewModel = StateObject(wrappedValue: viewModel) //~ state_object_from_parameter
    }

    var body: some View { Text(viewModel.draft) }
}

struct ChatScreen: View {
    @StateObject private var viewModel = ChatModel()

    var body: some View {
        ComposerView(viewModel: viewModel)
            .onChange(of: viewModel.draft) { _, _ in }
    }
}

// Counter-example, still a default warning: a parent whose own property is assigned anew
// passes each new object to a view that keeps the first.
final class Settings {
    var viewModel = UpdateModel()
    func reset() { viewModel = UpdateModel() }
    static func restore(_ all: [Settings]) {
        for settings in all { settings.viewModel = UpdateModel() }
    }
}

final class PlayerModel: ObservableObject {
    @Published var track = ""
}

struct PlayerScreen: View {
    @StateObject private var model: PlayerModel

    init(model: PlayerModel) {
        _model = StateObject(wrappedValue: model) //~ state_object_from_parameter
    }

    var body: some View { Text(model.track) }
}

final class Queue: ObservableObject {
    @Published var current = PlayerModel()
    func skip() { current = PlayerModel() }
}

struct PlayerHost: View {
    @ObservedObject var queue: Queue

    var body: some View {
        PlayerScreen(model: queue.current)
        Button("Skip") { queue.skip() }
    }
}

// A parent's '@State' object, whose member it watches with '.onChange': the object itself is
// never replaced, so the child keeps the one it is always given.
@Observable final class PickerModel {
    var selection = 0
}

struct PickerScene: View {
    @State private var model: PickerModel

    init(model: PickerModel) {
        _model = State(initialValue: model) //~ state_object_from_parameter
    }

    var body: some View { Text("\(model.selection)") }
}

struct PickerStack: View {
    @State private var model = PickerModel()

    var body: some View {
        PickerScene(model: model)
            .onChange(of: model.selection) { _, _ in }
    }
}
