import Foundation

final class Repository {
    init(session: URLSession) {}
}

let defaultRepository = Repository(session: .shared)

enum Defaults {
    static let repository = Repository(session: .shared)
}
