// Containers from dependencies (here: The Composable Architecture's, and an unknown module's)
// build the views their content closures return, like SwiftUI's own: an object injected there is
// new on every evaluation of the body. Closures that are actions, tasks or SwiftUI callbacks,
// and content that is not in view-building code, are not reported.
import ComposableArchitecture
import SwiftUI
import UIKit

final class Router: ObservableObject {
    @Published var path: [String] = []
    func open(_ item: String) { path.append(item) }
}

@Observable
final class Theme {
    var accent = "blue"
}

struct Root: View {
    var body: some View { Text("root") }
}

struct AppView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        NavigationStackStore(store.scope(state: \.path, action: \.path)) {
            Root()
                .environmentObject(Router()) //~ environment_fresh_injection
        } destination: { _ in
            Root().environment(Theme()) //~ environment_fresh_injection
        }
    }
}

struct CounterView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Root()
                    .environmentObject(Router()) //~ environment_fresh_injection
            }
        }
        .onAppear {
            _ = Root().environmentObject(Router())
        }
    }
}

struct Actions: View {
    var body: some View {
        // 'action:' is a callback, whatever the callee; 'Task' runs later.
        AsyncButton(action: {
            _ = Root().environmentObject(Router())
        }) {
            Text("Go")
        }
        .task {
            Task { _ = Root().environment(Theme()) }
        }
    }
}

// Built once by a controller, not by SwiftUI's body evaluation.
final class Host: UIViewController {
    func makeRoot() -> UIViewController {
        UIHostingController(rootView: WithPerceptionTracking {
            Root().environmentObject(Router())
        })
    }
}

// The views that read the injected objects: a new one loses their state.
struct RouterReader: View {
    @EnvironmentObject private var router: Router

    var body: some View {
        Text(String(describing: router))
    }
}

struct ThemeReader: View {
    @Environment(Theme.self) private var theme

    var body: some View {
        Text(String(describing: theme))
    }
}
