// Position identity over collections reached through a method of the view (what the method
// reads), a part of a tuple ('let (screen, apps) = element') and a row closure with two
// parameters: each is as changing as what it is taken from.
import SwiftData
import SwiftUI

struct SenderStrip: View {
    @State private var messages: [String] = []

    var body: some View {
        HStack {
            ForEach(Array(uniqueSenders().prefix(2).enumerated()), id: \.offset) { _, name in //~ foreach_unstable_id
                Text(name)
            }
            // Reads only a constant: fixed.
            ForEach(Array(placeholders().enumerated()), id: \.offset) { _, name in
                Text(name)
            }
        }
        .task {
            for await message in incoming() { messages.insert(message, at: 0) }
        }
    }

    func uniqueSenders() -> [String] { Array(Set(messages)).sorted() }
    func placeholders() -> [String] { ["a", "b"] }
    func incoming() -> AsyncStream<String> { AsyncStream { _ in } }
}

struct ScreenGrid: View {
    @State private var appsByScreen: [Int: [String]] = [:]

    var body: some View {
        let all = appsByScreen.sorted { $0.key < $1.key }
        ForEach(all, id: \.key) { element in
            let (screen, apps) = element
            ForEach(0..<apps.count / 5 + 1, id: \.self) { row in //~ foreach_unstable_id
                Text("\(screen) \(apps[(row * 5)...].first ?? "")")
            }
        }
        ForEach(Array(all.enumerated()), id: \.element.key) { index, pair in
            ForEach(pair.value.indices, id: \.self) { i in //~ foreach_unstable_id
                Text("\(index) \(pair.value[i])")
            }
        }
        Button("Refresh") { appsByScreen = [0: ["Mail", "Notes"]] }
    }
}

// Only an element is replaced ('windowsByDisplay[0] = …'): the outer rows keep their keys, but
// the inner rows are a part of the element and change with it.
struct DisplayGrid: View {
    @State private var windowsByDisplay: [Int: [String]] = [:]

    var body: some View {
        let displays = windowsByDisplay.sorted { $0.key < $1.key }
        ForEach(displays, id: \.key) { element in
            let (display, windows) = element
            ForEach(0..<windows.count / 4 + 1, id: \.self) { row in //~ foreach_unstable_id
                Text("\(display) \(windows[(row * 4)...].first ?? "")")
            }
        }
        .task { windowsByDisplay[0] = ["Finder", "Mail"] }
    }
}

// A store query read through a computed property changes with the store, as the query does.
struct TrainingDay: View {
    @Query private var trainings: [Training]

    var body: some View {
        ForEach(Array(snapshots.enumerated()), id: \.offset) { _, training in //~ foreach_unstable_id
            Text(training.name)
        }
    }

    var snapshots: [Training] { trainings.filter { !$0.name.isEmpty } }
}

// A property of the query's results, declared in an extension of the collection.
struct TrainingList: View {
    @Query private var trainings: [Training]

    var body: some View {
        ForEach(Array(trainings.namedFirst.enumerated()), id: \.offset) { _, training in //~ foreach_unstable_id
            Text(training.name)
        }
    }
}

extension Array where Element == Training {
    var namedFirst: [Training] { filter { !$0.name.isEmpty } + filter { $0.name.isEmpty } }
}

final class Training {
    var name = ""
}

// A parameter of a view method: what the view's calls of it pass. Favourites are reloaded while
// shown; the other call passes a literal list, which alone would be fixed.
final class TopicsModel: ObservableObject {
    @Published var favourites: [String] = []
    func refresh() { favourites = ["a", "b"] }
}

struct TopicsWidget: View {
    @ObservedObject var model: TopicsModel
    @State private var showsAll = false

    var body: some View {
        if showsAll {
            list(topics: ["News", "Sport"])
        } else {
            list(topics: model.favourites)
        }
        Button("Refresh") { model.refresh() }
    }

    func list(topics: [String]) -> some View {
        ForEach(Array(topics.enumerated()), id: \.offset) { _, topic in //~ foreach_unstable_id
            Text(topic)
        }
    }
}

struct Legend: View {
    var body: some View {
        row(labels: ["min", "max"])
    }

    func row(labels: [String]) -> some View {
        ForEach(labels.indices, id: \.self) { index in
            Text(labels[index])
        }
    }
}

// A part of a computed property of the view changes with what it reads: the question shown
// moves with the index the Next button advances.
struct PollQuestions: View {
    let questions: [[String]]
    @State private var current = 0

    private var question: [String] { questions[current] }

    var body: some View {
        ForEach(Array(question.enumerated()), id: \.offset) { _, answer in //~ foreach_unstable_id
            Text(answer)
        }
        Button("Next") { current += 1 }
    }
}

// A typed conversion ('.init(…)') of a local is what it converts.
struct ScoreRows: View {
    @State private var scores: [Int] = []

    var body: some View {
        let shown: [Int] = .init(scores.prefix(5))
        ForEach(shown.indices, id: \.self) { index in //~ foreach_unstable_id
            Text("\(shown[index])")
        }
        Button("Add") { scores.insert(1, at: 0) }
    }
}
