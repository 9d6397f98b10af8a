// Value types whose default differs on every evaluation.
import Foundation
import SwiftUI

enum Accent: CaseIterable {
    case red, green, blue
}

extension EnvironmentValues {
    @Entry var requestID = UUID() //~ entry_nondeterministic_default
    @Entry var loadedAt = Date() //~ entry_nondeterministic_default
    @Entry var now: Date = .now //~ entry_nondeterministic_default
    @Entry var qualifiedNow = Date.now //~ entry_nondeterministic_default
    @Entry var deadline = Date(timeIntervalSinceNow: 60) //~ entry_nondeterministic_default
    @Entry var implicitDeadline: Date = .init(timeIntervalSinceNow: 3600) //~ entry_nondeterministic_default
    @Entry var idString = UUID().uuidString //~ entry_nondeterministic_default
    @Entry var annotatedID: UUID = .init() //~ entry_nondeterministic_default
    @Entry var dice = Int.random(in: 1...6) //~ entry_nondeterministic_default
    @Entry var coin = Bool.random() //~ entry_nondeterministic_default
    @Entry var jitter: Double = .random(in: 0..<1) //~ entry_nondeterministic_default
    @Entry var order = [1, 2, 3].shuffled() //~ entry_nondeterministic_default
    @Entry var accent = Accent.allCases.randomElement() //~ entry_nondeterministic_default
    @Entry var timestamp = Date().timeIntervalSince1970 //~ entry_nondeterministic_default
    @Entry var uptime = ProcessInfo.processInfo.systemUptime //~ entry_nondeterministic_default
    @Entry var absoluteTime = CFAbsoluteTimeGetCurrent() //~ entry_nondeterministic_default
}
