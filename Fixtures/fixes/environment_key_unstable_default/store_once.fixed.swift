import SwiftUI

final class Repository {}

// A computed `defaultValue` with one returned expression becomes a stored `static let`.
struct RepositoryKey: EnvironmentKey {
    static let defaultValue: Repository = Repository()
}

struct ExplicitReturnKey: EnvironmentKey {
    static let defaultValue: Repository = Repository()
}

extension EnvironmentValues {
    var repository: Repository {
        get { self[RepositoryKey.self] }
        set { self[RepositoryKey.self] = newValue }
    }
}
