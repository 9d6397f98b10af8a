// A struct (or other value) built from a nondeterministic value is nondeterministic too, whether the
// value is an argument or a stored-property initializer run by the memberwise/default init.
import Foundation
import SwiftUI

struct Session {
    var id: UUID
    var startedAt: Date
}

struct Stamp {
    var createdAt = Date()
    var label = "draft"
}

struct Seed {
    let value: Int
}

extension EnvironmentValues {
    @Entry var session = Session(id: UUID(), startedAt: .now) //~ entry_nondeterministic_default
    @Entry var stamp = Stamp() //~ entry_nondeterministic_default
    @Entry var labelledStamp = Stamp(label: "final") //~ entry_nondeterministic_default
    @Entry var seed = Seed(value: .random(in: 0...100)) //~ entry_nondeterministic_default
    @Entry var ids = [UUID(), UUID()] //~ entry_nondeterministic_default
    @Entry var pair = (UUID(), "first") //~ entry_nondeterministic_default
    @Entry var interpolated = "request-\(UUID().uuidString)" //~ entry_nondeterministic_default
    @Entry var computedFromNow = Date().addingTimeInterval(86_400) //~ entry_nondeterministic_default
}

// Passing explicit values to the memberwise init skips the default `Date()`.
extension EnvironmentValues {
    @Entry var fixedStamp = Stamp(createdAt: .distantPast, label: "fixed")
}
