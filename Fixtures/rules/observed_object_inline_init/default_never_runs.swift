// The inline object is made only when a construction leaves the property to its default: when
// every construction passes it, when the view is only a hosting controller's root (made once,
// with the controller), or when only previews build the view, the default never runs per parent
// evaluation.
import SwiftUI
import UIKit

final class FeedModel: ObservableObject {
    @Published var items: [String] = []
    func updateItems() { items = items }
}

// Every construction passes `model`, with or without the other labels.
struct FeedScreen: View {
    var title = "Feed"
    @ObservedObject var model = FeedModel()

    var body: some View { Text(title) }
}

struct FeedHost: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        FeedScreen(model: model)
        FeedScreen(title: "Other", model: model)
    }
}

// Only ever the root of a hosting controller.
struct DebugMenu: View {
    @ObservedObject var model = FeedModel()

    var body: some View { Text("\(model.items.count)") }
}

final class DebugController: UIViewController {
    func showMenu() {
        present(UIHostingController(rootView: DebugMenu()), animated: true)
    }
}

// Built only by its preview.
struct SwatchPicker: View {
    @ObservedObject var model = FeedModel()

    var body: some View { Text("Swatches") }
}

#Preview {
    SwatchPicker()
}

// Counter-examples: one construction leaves the default to run.
struct BadgeView: View {
    @ObservedObject var model = FeedModel() //~ observed_object_inline_init

    var body: some View { Text("\(model.items.count)") }
}

struct BadgeRow: View {
    let shared: FeedModel

    var body: some View {
        BadgeView(model: shared)
        BadgeView()
    }
}

// A hosting root that a body also builds.
struct StatusView: View {
    @ObservedObject var model = FeedModel() //~ observed_object_inline_init

    var body: some View { Text("Status") }
}

struct StatusBar: View {
    var body: some View {
        StatusView()
    }
}

final class StatusController: UIViewController {
    let host = UIHostingController(rootView: StatusView())
}

// A view with an initializer of its own, made only as a hosting view's root (with a trailing
// closure): no body makes it again.
struct PureColorScreen: View {
    @ObservedObject var model = FeedModel()
    let onExit: () -> Void

    init(onExit: @escaping () -> Void = {}) {
        self.onExit = onExit
        model = FeedModel()
    }

    var body: some View { Color.black.onTapGesture(perform: onExit) }
}

final class ScreenTest {
    var view: Any?

    func start() {
        view = UIHostingController(rootView: PureColorScreen { self.view = nil })
    }
}

// Counter-example: the same shape, also built by a body.
struct FlashScreen: View {
    @ObservedObject var model = FeedModel() //~ observed_object_inline_init
    let onExit: () -> Void

    init(onExit: @escaping () -> Void = {}) {
        self.onExit = onExit
    }

    var body: some View { Color.white.onTapGesture(perform: onExit) }
}

struct FlashHost: View {
    var body: some View {
        FlashScreen(onExit: {})
    }
}

final class FlashController {
    let host = UIHostingController(rootView: FlashScreen { })
}
