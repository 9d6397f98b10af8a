import SwiftUI

// A value that differs per read is evaluated once, into a stored global.
extension EnvironmentValues {
    @Entry var sessionID = UUID()
    @Entry var launchedAt: Date = .now
    @Entry var seed: Int = Int.random(in: 0..<100)
}

struct SessionBadge: View {
    @Environment(\.sessionID) private var sessionID

    var body: some View {
        Text(sessionID.uuidString)
    }
}
