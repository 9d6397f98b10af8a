// Nondeterminism through a computed static / global property or a function is still nondeterminism;
// a stored static let or global let is evaluated once and is stable.
import Foundation
import SwiftUI

enum Clock {
    static var current: Date { Date() }
    static func token() -> String { UUID().uuidString }
    static let launch = Date()
}

let launchID = UUID()
var freshID: UUID { UUID() }

extension EnvironmentValues {
    @Entry var currentDate = Clock.current //~ entry_nondeterministic_default
    @Entry var token = Clock.token() //~ entry_nondeterministic_default
    @Entry var computedID = freshID //~ entry_nondeterministic_default
    @Entry var immediatelyInvoked = { UUID() }() //~ entry_nondeterministic_default
}

extension EnvironmentValues {
    @Entry var launchDate = Clock.launch
    @Entry var launchIdentifier = launchID
}
