// Decision: a computed defaultValue that returns a function (a closure literal or an unapplied
// initializer like `Date.init`) is not a fresh reference or a nondeterministic value: the rule does
// not report it. (entry_closure_default covers closure literals written as @Entry defaults.)
import Foundation
import SwiftUI

private struct NowKey: EnvironmentKey {
    static var defaultValue: () -> Date {
        Date.init
    }
}

private struct LogKey: EnvironmentKey {
    static var defaultValue: (String) -> Void { { _ in } }
}
