import SwiftUI

final class Repository {}

// A `get { return … }` that is nothing but its value is stored once.
struct PlainKey: EnvironmentKey {
    static let defaultValue: Repository = Repository()
}

// A getter that also logs is reported but left as it is: storing the value would drop the `print`.
struct LoggingKey: EnvironmentKey {
    static var defaultValue: Repository {
        print("x")
        return Repository()
    }
}
