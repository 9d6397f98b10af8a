import SwiftUI

// A value that differs per read is evaluated once, into a stored global.
private let defaultSessionID = UUID()

private let defaultLaunchedAt: Date = .now

private let defaultSeed: Int = Int.random(in: 0..<100)

extension EnvironmentValues {
    @Entry var sessionID = defaultSessionID
    @Entry var launchedAt: Date = defaultLaunchedAt
    @Entry var seed: Int = defaultSeed
}

struct SessionBadge: View {
    @Environment(\.sessionID) private var sessionID

    var body: some View {
        Text(sessionID.uuidString)
    }
}
