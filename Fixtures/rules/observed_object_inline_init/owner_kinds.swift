// `@ObservedObject` in a class that is not a view (an `ObservableObject` holding another): no
// view re-creates the class, so its default runs once per instance, as a stored `let` would. A
// view nested in that class, and a view whose model class is declared in this same file, are
// still re-created by their parents: reported.
import Combine
import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
    func updateIsPlaying() { isPlaying = isPlaying }
}

final class LibraryModel: ObservableObject {
    @ObservedObject var player = PlayerModel()
    @Published var titles: [String] = []
    func updateTitles() { titles = titles }

    struct NowPlayingBadge: View {
        @ObservedObject var player = PlayerModel() //~ observed_object_inline_init

        var body: some View { Image(systemName: player.isPlaying ? "pause" : "play") }
    }
}

actor DownloadQueue {
    @ObservedObject var progress = PlayerModel()
}

final class CounterModel: ObservableObject {
    @Published var count = 0
    func updateCount() { count = count }
}

struct CounterView: View {
    @ObservedObject var model = CounterModel() //~ observed_object_inline_init

    var body: some View {
        Button("\(model.count)") { model.count += 1 }
    }
}

struct CounterScreen: View {
    @State private var title = "Counter"

    var body: some View {
        VStack {
            Text(title)
            CounterView()
        }
    }
}
