// An object read through an environment key ('@Environment(\.player) var player'), whose type the
// key declares: its collections change as the object's own code changes them.
import SwiftUI
import Observation

struct Song: Hashable { let title: String }

final class PlayQueue {
    let songs: [Song]
    init(songs: [Song]) { self.songs = songs }
    var upcoming: [Song] { Array(songs.dropFirst()) }
    func removing(_ i: Int) -> PlayQueue {
        var s = songs
        s.remove(at: i)
        return PlayQueue(songs: s)
    }
}

@Observable
final class SongPlayer {
    private(set) var queue: PlayQueue?
    let presets: [Song] = [Song(title: "a"), Song(title: "b")]
    func remove(_ i: Int) { queue = queue?.removing(i) }
}

struct SongPlayerKey: EnvironmentKey {
    static let defaultValue = SongPlayer()
}

extension EnvironmentValues {
    var songPlayer: SongPlayer {
        get { self[SongPlayerKey.self] }
        set { self[SongPlayerKey.self] = newValue }
    }
}

struct SongRow: View {
    let song: Song
    @State private var expanded = false
    var body: some View { Text(song.title).lineLimit(expanded ? nil : 1).onTapGesture { expanded.toggle() } }
}

struct UpNextList: View {
    @Environment(\.songPlayer) private var player
    var body: some View {
        if let queue = player.queue {
            ForEach(queue.upcoming.indices, id: \.self) { index in //~ foreach_unstable_id
                SongRow(song: queue.upcoming[index])
            }
        }
    }
}

// Counter-example: a collection of the same object that nothing writes.
struct PresetList: View {
    @Environment(\.songPlayer) private var player
    var body: some View {
        ForEach(player.presets.indices, id: \.self) { index in
            SongRow(song: player.presets[index])
        }
    }
}
