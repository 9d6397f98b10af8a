import SwiftUI

// Every construction makes the object it passes (`TransfersView(router: Router())`): the kept
// object is the first, as '@StateObject' means, but each evaluation of the caller makes another
// and drops it. The advice is '@autoclosure', not '@ObservedObject' (which would lose the
// navigation the object holds whenever the caller re-evaluates). A caller passing an object it
// holds keeps the usual advice.
final class Router: ObservableObject {
    @Published var path: [String] = []
}

struct TransfersView: View {
    @StateObject private var router: Router

    init(router: Router) {
        _router = StateObject(wrappedValue: router) //~ state_object_from_parameter
    }

    var body: some View { Text("\(router.path.count)") }
}

struct GroupHome: View {
    @State private var showsTransfers = false

    var body: some View {
        VStack {
            if showsTransfers {
                TransfersView(router: Router()) //~ body_fresh_object
            } else {
                TransfersView(router: .init()) //~ body_fresh_object
            }
            Toggle("Transfers", isOn: $showsTransfers)
        }
    }
}

struct PaymentsView: View {
    @StateObject private var router: Router

    init(router: Router) {
        _router = StateObject(wrappedValue: router) //~ state_object_from_parameter
    }

    var body: some View { Text("\(router.path.count)") }
}

struct Wallet: View {
    @StateObject private var router = Router()

    var body: some View {
        PaymentsView(router: router)
        PaymentsView(router: Router()) //~ body_fresh_object
    }
}
