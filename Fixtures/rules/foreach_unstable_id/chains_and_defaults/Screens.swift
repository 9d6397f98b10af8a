import SwiftUI

struct SeasonScreen: View {
    @State var viewModel = SeasonModel()

    var body: some View {
        EpisodeList(episodes: viewModel.season.episodes)
            .task { viewModel.load() }
    }
}

struct EpisodeList: View {
    private let stored: [String]

    init(episodes: [String]) {
        stored = episodes
    }

    var body: some View {
        ForEach(Array(stored.enumerated()), id: \.offset) { _, episode in //~ foreach_unstable_id
            Text(episode)
        }
    }
}

struct BoardScreen: View {
    @Environment(Board.self) private var board

    var body: some View {
        ForEach(board.cards.indices, id: \.self) { index in //~ foreach_unstable_id
            Text(board.cards[index])
        }
        Button("Shuffle") { board.shuffle() }
    }
}

struct Agenda: View {
    @Binding var schedules: [Int: [String]]

    var body: some View {
        DayColumn(items: schedules[1] ?? [])
    }
}

struct DayColumn: View {
    let items: [String]

    var body: some View {
        ForEach(items.indices, id: \.self) { index in //~ foreach_unstable_id
            Text(items[index])
        }
    }
}

struct Deck: View {
    @Environment(Board.self) private var board
    @State private var loaded = false

    private var shown: [String] { CardSection.resolve(loaded: loaded, cards: board.cards) }

    var body: some View {
        ForEach(Array(shown.enumerated()), id: \.offset) { _, card in //~ foreach_unstable_id
            Text(card)
        }
    }
}

// Counter-example: a default that is a literal, with a fixed key, over a fixed table.
struct Legend: View {
    private let table: [Int: [String]] = [1: ["a", "b"]]

    var body: some View {
        DayColumnLabels(items: table[1] ?? [])
    }
}

struct DayColumnLabels: View {
    let items: [String]

    var body: some View {
        ForEach(items.indices, id: \.self) { index in
            Text(items[index])
        }
    }
}

@main
struct BoardApp: App {
    @State private var board = Board()

    var body: some Scene {
        WindowGroup {
            BoardScreen()
            Deck()
            SeasonScreen()
        }
        .environment(board)
    }
}

// A collection a static function computes from a picker's selection: another result on each pick.
enum SampleKind: CaseIterable, Hashable { case steps, sleep }

enum Samples {
    static func make(for kind: SampleKind) -> [Double] { kind == .steps ? [1, 2, 3] : [4] }
}

struct SamplePreview: View {
    @State private var kind: SampleKind = .steps

    private var samples: [Double] { Samples.make(for: kind) }

    var body: some View {
        Picker("Kind", selection: $kind) {
            ForEach(SampleKind.allCases, id: \.self) { Text("\($0)").tag($0) }
        }
        ForEach(Array(samples.enumerated()), id: \.offset) { _, value in //~ foreach_unstable_id
            Text("\(value)")
        }
    }
}
