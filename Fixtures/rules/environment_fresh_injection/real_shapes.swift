// Shapes seen in real apps: a router created in a window's content, in a computed view property,
// and inside the @ViewBuilder content closure of a project container; versus a hosting controller
// built once at launch (not view-building code).
import Combine
import Observation
import SwiftUI
import UIKit

@Observable
final class RouterPath {
    var path: [String] = []
}

final class StoreBox: ObservableObject {
    @Published var store: String
    init(store: String) { self.store = store }
    func replace(with store: String) { self.store = store }
}

final class UserCollection: ObservableObject {
    static let shared = UserCollection()
    @Published var users: [String] = []
    func add(_ user: String) { users.append(user) }
}

extension EnvironmentValues {
    @Entry var isCatalystWindow = false
}

struct Editor: View {
    var body: some View {
        Text("Editor")
    }
}

struct WithStore<Content: View>: View {
    let store: String
    @ViewBuilder let content: (String) -> Content

    var body: some View {
        content(store)
    }
}

struct MultiWindowApp: App {
    var body: some Scene {
        mainScene
        otherScenes
    }

    var mainScene: some Scene {
        WindowGroup {
            Editor()
        }
    }
}

// A computed property of Scene type, in an extension: view-building code like `body`.
extension MultiWindowApp {
    var otherScenes: some Scene {
        WindowGroup(for: String.self) { _ in
            Editor()
                .environment(\.isCatalystWindow, true)
                .environment(RouterPath()) //~ environment_fresh_injection
        }
    }
}

// A View extension method returning 'some View' is view-building code with or without
// @ViewBuilder: it runs inside the body of every view that calls it.
extension View {
    func withSharedEnvironment() -> some View {
        environment(RouterPath()) //~ environment_fresh_injection
            .environmentObject(UserCollection()) //~ environment_fresh_injection
    }
}

struct StatusCard: View {
    let store: String

    var body: some View {
        VStack {
            captureView
            WithStore(store: store) { state in
                Text(state)
                    .environmentObject(StoreBox(store: state)) //~ environment_fresh_injection
            }
        }
    }

    private var captureView: some View {
        Text("Capture")
            .environment(\.isCatalystWindow, false)
            .environment(RouterPath()) //~ environment_fresh_injection
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(
            rootView: Editor()
                .environmentObject(UserCollection())
                .environmentObject(UserCollection.shared)
        )
        self.window = window
        return true
    }
}

// The views that read the injected objects: a new one loses their state.
struct RouterPathReader: View {
    @Environment(RouterPath.self) private var routerPath

    var body: some View {
        Text(String(describing: routerPath))
    }
}

struct UserCollectionReader: View {
    @EnvironmentObject private var userCollection: UserCollection

    var body: some View {
        Text(String(describing: userCollection))
    }
}

struct StoreBoxReader: View {
    @EnvironmentObject private var storeBox: StoreBox

    var body: some View {
        Text(String(describing: storeBox))
    }
}
