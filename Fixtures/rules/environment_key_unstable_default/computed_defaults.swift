// A computed `defaultValue` runs on every read of a key that was never set.
import Foundation
import SwiftUI

final class Repository {}

final class ResultCache {}

struct SearchDependencies {
    let cache: ResultCache
}

private struct RepositoryKey: EnvironmentKey {
    static var defaultValue: Repository { Repository() } //~ environment_key_unstable_default
}

private struct ReturnRepositoryKey: EnvironmentKey {
    static var defaultValue: Repository {
        return Repository() //~ environment_key_unstable_default
    }
}

private struct GetterRepositoryKey: EnvironmentKey {
    static var defaultValue: Repository {
        get { Repository() } //~ environment_key_unstable_default
    }
}

private struct DecoderKey: EnvironmentKey {
    static var defaultValue: JSONDecoder { JSONDecoder() } //~ environment_key_unstable_default
}

private struct ImplicitInitKey: EnvironmentKey {
    static var defaultValue: Repository { .init() } //~ environment_key_unstable_default
}

private struct LoadedAtKey: EnvironmentKey {
    static var defaultValue: Date { Date() } //~ environment_key_unstable_default
}

private struct RequestIDKey: EnvironmentKey {
    static var defaultValue: String { UUID().uuidString } //~ environment_key_unstable_default
}

private struct DependenciesKey: EnvironmentKey {
    static var defaultValue: SearchDependencies { SearchDependencies(cache: ResultCache()) } //~ environment_key_unstable_default
}

extension EnvironmentValues {
    var repository: Repository {
        get { self[RepositoryKey.self] }
        set { self[RepositoryKey.self] = newValue }
    }

    var loadedAt: Date {
        get { self[LoadedAtKey.self] }
        set { self[LoadedAtKey.self] = newValue }
    }
}
