// The finding starts at the default expression, not at the attribute: when the expression is on
// the next line, so is the finding.
import SwiftUI

final class SyncEngine {
    init(interval: Double) {}
}

extension EnvironmentValues {
    @Entry
    var syncEngine = SyncEngine(interval: 30) //~ entry_unstable_default

    @Entry var lateEngine: SyncEngine =
        SyncEngine(interval: 60) //~ entry_unstable_default
}
