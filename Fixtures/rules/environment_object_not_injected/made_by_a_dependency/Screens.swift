import SwiftUI

struct VitalsScreen: View {
    @Environment(VitalsManager.self) private var vitals //~ environment_object_not_injected
    @Environment(RewardsManager.self) private var rewards //~ environment_object_not_injected
    // Declared and never used: never looked up, so it cannot crash.
    @Environment(SessionLog.self) private var log

    var body: some View {
        List(vitals.readings, id: \.self) { Text("\($0)") }
        Text("\(rewards.points)")
    }
}

@Observable
final class SessionLog {
    var lines: [String] = []
}
