// An App's scene body is evaluated again when the app's own state changes (here `launchCount`,
// `appModel`): an object it creates for an injection is new each time, on the content or on the
// scene itself. The app's stored state and shared instances are injected as they are.
import Combine
import SwiftUI

final class AppModel: ObservableObject {
    @Published var isReady = false
}

final class SessionStore: ObservableObject {
    static let shared = SessionStore(model: AppModel())
    @Published var user: String?
    init(model: AppModel) {}
    func signIn(as name: String) { user = name }
}

@Observable
final class Router {
    var path: [Int] = []
}

@main
struct ShopApp: App {
    @State private var launchCount = 0
    @State private var router = Router()
    @StateObject private var appModel = AppModel()

    var body: some Scene {
        WindowGroup {
            ShopRoot()
                .environmentObject(SessionStore(model: appModel)) //~ environment_fresh_injection
                .environment(Router.init()) //~ environment_fresh_injection
                .environmentObject(appModel)
                .environment(router)
                .environmentObject(SessionStore.shared)
        }
        .environment(Router()) //~ environment_fresh_injection

        Settings {
            ShopSettings()
                .environmentObject(AppModel()) //~ environment_fresh_injection
        }
    }
}

struct ShopRoot: View {
    @EnvironmentObject var session: SessionStore

    var body: some View { Text("Shop") }
}

struct ShopSettings: View {
    @EnvironmentObject var model: AppModel

    var body: some View { Toggle("Ready", isOn: $model.isReady) }
}

// An App that holds no state has nothing that evaluates its body again after launch: the
// object is made once in practice, and the finding is the audit profile's.
struct UpdaterApp: App {
    var body: some Scene {
        WindowGroup {
            ShopRoot()
                .environmentObject(SessionStore(model: AppModel())) //~ environment_fresh_injection
        }
    }
}

// The views that read the injected objects: a new one loses their state.
struct RouterReader: View {
    @Environment(Router.self) private var router

    var body: some View {
        Text(String(describing: router))
    }
}

struct SessionStoreReader: View {
    @EnvironmentObject private var sessionStore: SessionStore

    var body: some View {
        Text(String(describing: sessionStore))
    }
}

struct AppModelReader: View {
    @EnvironmentObject private var appModel: AppModel

    var body: some View {
        Text(String(describing: appModel))
    }
}
