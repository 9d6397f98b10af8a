// A getter that does more than produce its value is still reported at the returned expression,
// but gets no fix: 'static let defaultValue: T = expr' would drop the statements before the
// `return`, the locals the expression reads, or the comments in the getter.
import SwiftUI

final class Repository {}

private struct LoggingKey: EnvironmentKey {
    static var defaultValue: Repository {
        print("reading the default repository")
        return Repository() //~ environment_key_unstable_default
    }
}

private struct LocalKey: EnvironmentKey {
    static var defaultValue: Repository {
        let repository = Repository()
        return repository //~ environment_key_unstable_default
    }
}

private struct CommentedKey: EnvironmentKey {
    static var defaultValue: Repository {
        // A new one per read, on purpose.
        Repository() //~ environment_key_unstable_default
    }
}

private struct BranchingKey: EnvironmentKey {
    static var defaultValue: Repository {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            print("CI")
        }
        return Repository() //~ environment_key_unstable_default
    }
}
