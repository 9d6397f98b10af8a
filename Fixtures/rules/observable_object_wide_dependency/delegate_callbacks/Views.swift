import SwiftUI

// Re-evaluated at the observer's rate for nothing, and it builds rows: the default profile's.
struct TickAlbums: View {
    @EnvironmentObject var player: TickPlayer //~ observable_object_wide_dependency
    let albums: [String]

    var body: some View {
        List(albums, id: \.self) { Text($0) }
    }
}

// The listener's method is called through a reference of unknown type: only a guess.
struct HeardAlbums: View {
    @EnvironmentObject var listener: HeardListener //~ observable_object_wide_dependency
    let albums: [String]

    var body: some View {
        List(albums, id: \.self) { Text($0) }
    }
}

struct TickRoot: View {
    @StateObject private var player = TickPlayer()
    @StateObject private var listener = HeardListener()

    var body: some View {
        TabView {
            TickAlbums(albums: ["A"])
            HeardAlbums(albums: ["B"])
        }
        .environmentObject(player)
        .environmentObject(listener)
    }
}

// Never uses the queue, but re-evaluates on every tick of the player it reads anyway (reading one
// value of it is a finding of its own): deleting
// the queue saves little, the audit profile's. Without the player, the queue's stream is the
// default's.
struct TickShell: View {
    @EnvironmentObject var player: TickPlayer //~ observable_object_wide_dependency
    @EnvironmentObject var queue: DownloadQueue //~ observable_object_wide_dependency
    let albums: [String]

    var body: some View {
        VStack {
            Text("\(player.currentTime)")
            List(albums, id: \.self) { Text($0) }
        }
    }
}

struct QueueShell: View {
    @EnvironmentObject var queue: DownloadQueue //~ observable_object_wide_dependency
    let albums: [String]

    var body: some View {
        List(albums, id: \.self) { Text($0) }
    }
}

struct ShellRoot: View {
    @StateObject private var player = TickPlayer()
    @StateObject private var queue = DownloadQueue()

    var body: some View {
        TabView {
            TickShell(albums: ["A"])
            QueueShell(albums: ["B"])
        }
        .environmentObject(player)
        .environmentObject(queue)
    }
}
