// The conformance is added in an extension in its own file; the class is declared in a third one.
import SwiftUI

extension RepositoryKey: EnvironmentKey {
    static var defaultValue: Repository { Repository() } //~ environment_key_unstable_default
}

extension EnvironmentValues {
    var repository: Repository {
        get { self[RepositoryKey.self] }
        set { self[RepositoryKey.self] = newValue }
    }
}
