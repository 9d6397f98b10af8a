// Nothing in this project injects a Cart or a Wishlist.
import Combine
import Observation

final class Cart: ObservableObject {
    @Published var count = 0
}

@Observable
final class Wishlist {
    var items: [String] = []
}

// Injected below (by type), so not reported.
final class Catalog: ObservableObject {
    @Published var products: [String] = []
}
