import Combine

final class Store: ObservableObject {
    @Published var count = 0
    static let shared = Store()
}

final class Router: ObservableObject {
    @Published var path: [Int] = []
}
