import Foundation

final class APIClient {
    init(baseURL: URL) {}
}

struct Endpoints {
    var base = URL(string: "https://api.example.com")!
}

enum Live {
    static let client = APIClient(baseURL: Endpoints().base)
    static var freshClient: APIClient { APIClient(baseURL: Endpoints().base) }
}

typealias Client = APIClient
