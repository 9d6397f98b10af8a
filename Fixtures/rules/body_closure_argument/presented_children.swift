import SwiftUI

// Playback re-evaluates the player every tick. A child built in a sheet's content is rebuilt with
// it only while the sheet is up, and a sheet takes the user away from what drives the player
// (the app pauses playback, or the button that opens it is disabled while it runs): a new
// closure there saves little (the audit profile's). The same child in the player's own content
// re-evaluates on every tick (the default profile's). A subtitle written only when it differs
// from the current one (`if subtitle != line`) changes as its lines do, not with every tick that
// tests it: a view that reads only the subtitle is not re-evaluated by the ticks.

final class PlaybackModel: ObservableObject {
    @Published var elapsed = 0.0
    private var timer: Timer?

    func play() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            self?.elapsed += 0.1
        }
    }
}

final class SubtitleModel: ObservableObject {
    @Published var subtitle: String?
    private var timer: Timer?
    private let lines: [Double: String] = [:]

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] _ in
            self?.update(at: 0)
        }
    }

    private func update(at time: Double) {
        let line = lines[time.rounded()]
        if subtitle != line {
            subtitle = line
        }
    }
}

struct ChapterList: View {
    let chapters: [String]
    let onPick: (String) -> Void

    var body: some View {
        List(chapters, id: \.self) { chapter in
            HStack {
                Image(systemName: "bookmark")
                Text(chapter)
                Spacer()
                Button("Play") { onPick(chapter) }
            }
            .contextMenu { Button("Play from here") { onPick(chapter) } }
        }
    }
}

struct PlayerScreen: View {
    @StateObject private var model = PlaybackModel()
    @State private var picked = ""
    let chapters: [String]

    var body: some View {
        VStack {
            Text(model.elapsed, format: .number)
            ChapterList(chapters: chapters, onPick: { picked = $0 }) //~ body_closure_argument
        }
    }
}

struct PlayerWithSheet: View {
    @StateObject private var model = PlaybackModel()
    @State private var showsChapters = false
    @State private var picked = ""
    let chapters: [String]

    var body: some View {
        VStack {
            Text(model.elapsed, format: .number)
            Button("Chapters") { showsChapters = true }
        }
        .sheet(isPresented: $showsChapters) {
            ChapterList(chapters: chapters, onPick: { picked = $0 }) //~ body_closure_argument
        }
    }
}

struct SubtitleScreen: View {
    @StateObject private var model = SubtitleModel()
    @State private var picked = ""
    let chapters: [String]

    var body: some View {
        VStack {
            Text(model.subtitle ?? "")
            ChapterList(chapters: chapters, onPick: { picked = $0 }) //~ body_closure_argument
        }
        .onAppear { model.start() }
    }
}
