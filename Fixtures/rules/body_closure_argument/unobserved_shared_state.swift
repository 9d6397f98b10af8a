// A child that reads shared state it does not observe (a plain 'let' of a class, or an environment
// key holding one) stays fresh only because it re-evaluates with its parent: an '==' that ignores
// the closure would freeze it, so the advice is an existing closure, not Equatable. A child
// holding only values keeps the Equatable advice.
import SwiftUI

final class PlaybackQueue {
    var upcoming: [String] = []
}

struct Ornament: View {
    var body: some View { Image(systemName: "music.note") }
}

struct QueueRow: View {
    let queue: PlaybackQueue
    let onSkip: () -> Void
    var body: some View { Ornament(); Text(queue.upcoming.first ?? "") }
}

extension EnvironmentValues {
    @Entry var playbackQueue: PlaybackQueue? = nil
}

struct QueueFooter: View {
    @Environment(\.playbackQueue) private var queue
    let onSkip: () -> Void
    var body: some View { Ornament(); Text(queue?.upcoming.last ?? "") }
}

struct TitleRow: View {
    let title: String
    let onSkip: () -> Void
    var body: some View { Ornament(); Text(title) }
}

struct NowPlaying: View {
    let queue: PlaybackQueue
    @State private var skipped = 0

    var body: some View {
        QueueRow(queue: queue, onSkip: { skipped += 1 }) //~ body_closure_argument
        QueueFooter(onSkip: { skipped += 1 }) //~ body_closure_argument
        TitleRow(title: "Next", onSkip: { skipped += 1 }) //~ body_closure_argument
    }
}
