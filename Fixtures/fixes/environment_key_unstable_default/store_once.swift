import SwiftUI

final class Repository {}

// A computed `defaultValue` with one returned expression becomes a stored `static let`.
struct RepositoryKey: EnvironmentKey {
    static var defaultValue: Repository { Repository() }
}

struct ExplicitReturnKey: EnvironmentKey {
    static var defaultValue: Repository {
        return Repository()
    }
}

extension EnvironmentValues {
    var repository: Repository {
        get { self[RepositoryKey.self] }
        set { self[RepositoryKey.self] = newValue }
    }
}
