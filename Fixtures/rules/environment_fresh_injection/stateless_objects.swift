// An object that holds only what it is given when it is made (closures, `let`s) loses nothing
// when a new one replaces it: the injection is the audit profile's, and the message does not
// speak of lost state. One holding a `var` the app writes later stays a default warning.
import Observation
import SwiftUI

@Observable
final class ProfileNavigator {
    private let pushRoute: (Int) -> Void
    private let popToRootAction: () -> Void

    init(push: @escaping (Int) -> Void, popToRoot: @escaping () -> Void) {
        pushRoute = push
        popToRootAction = popToRoot
    }

    func push(_ route: Int) { pushRoute(route) }
    func popToRoot() { popToRootAction() }
}

@Observable
final class ProfileRouter {
    var path: [Int] = []
    func push(_ route: Int) { path.append(route) }
}

struct ProfileScreen: View {
    @State private var path: [Int] = []
    let title: String

    var body: some View {
        NavigationStack(path: $path) {
            Text(title)
                .environment(ProfileNavigator(push: { path.append($0) }, popToRoot: { path = [] })) //~ environment_fresh_injection
                .environment(ProfileRouter()) //~ environment_fresh_injection
        }
    }
}

// The views that read the injected objects.
struct ProfileRoutes: View {
    @Environment(ProfileRouter.self) private var router
    @Environment(ProfileNavigator.self) private var navigator

    var body: some View {
        Text("\(router.path.count)")
    }
}
