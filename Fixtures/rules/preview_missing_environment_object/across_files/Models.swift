import Combine
import Observation
import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0
}

@Observable
final class Session {
    var user = ""
}

@main
struct ShopApp: App {
    @StateObject private var cart = Cart()
    @State private var session = Session()

    var body: some Scene {
        WindowGroup {
            HomeScreen()
                .environmentObject(cart)
                .environment(session)
        }
    }
}
