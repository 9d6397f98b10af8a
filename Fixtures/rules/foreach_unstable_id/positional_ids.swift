// `Identifiable` values whose `id` their constructions make a position identify rows by position,
// as `indices` do: a running count (`Run(id: made.count, …)`), or an offset of `enumerated()` kept
// in `index` beside a computed `id`. An `id` made once for each element (`UUID()`) is stable.
import SwiftUI

struct Run: Identifiable {
    let id: Int
    var value: Double
}

struct Entry: Identifiable {
    let index: Int
    var name: String
    var id: Int { index }
}

struct Memo: Identifiable {
    let id: UUID
    var text: String
}

struct RunRow: View {
    let value: Double
    @State private var expanded = false

    var body: some View {
        Text("\(value)").onTapGesture { expanded.toggle() }
    }
}

final class Chart: ObservableObject {
    @Published var runs: [Run] = []
    @Published var entries: [Entry] = []
    @Published var memos: [Memo] = []

    func reload(_ values: [Double], names: [String]) {
        var made: [Run] = []
        for v in values { made.append(Run(id: made.count, value: v)) }
        runs = made
        entries = names.enumerated().map { Entry(index: $0.offset, name: $0.element) }
        memos = names.map { Memo(id: UUID(), text: $0) }
    }
}

struct ChartView: View {
    @ObservedObject var chart: Chart

    var body: some View {
        List {
            ForEach(chart.runs) { run in //~ foreach_unstable_id
                RunRow(value: run.value)
            }
            ForEach(chart.entries) { entry in //~ foreach_unstable_id
                RunRow(value: Double(entry.index))
            }
            ForEach(chart.memos) { memo in
                RunRow(value: Double(memo.text.count))
            }
        }
        .refreshable { chart.reload([1, 2], names: ["a"]) }
    }
}

// An id spelled from the offset `enumerated()` binds (`(i, title)` of a closure, `(i, stop)` of a
// `for` loop) is a position too. An id spelled from the element beside it is not.
struct Departure: Identifiable {
    let id: String
    let title: String
}

struct Platform: Identifiable {
    let id: String
    let name: String
}

struct Track: Identifiable {
    let id: Int
    let name: String
}

@Observable
final class DepartureBoard {
    var departures: [Departure] = []
    var platforms: [Platform] = []
    var tracks: [Track] = []

    func load(_ titles: [String], train: String) {
        departures = titles.enumerated().map { (i, title) in
            Departure(id: "\(train)_\(i)", title: title)
        }
        var made: [Platform] = []
        for (i, name) in titles.enumerated() {
            made.append(Platform(id: name, name: "\(i). \(name)"))
        }
        platforms = made
        var laid: [Track] = []
        for (i, name) in titles.enumerated() {
            laid.append(Track(id: i, name: name))
        }
        tracks = laid
    }
}

struct DepartureBoardView: View {
    var board: DepartureBoard

    var body: some View {
        List {
            ForEach(board.departures) { departure in //~ foreach_unstable_id
                Text(departure.title)
            }
            ForEach(board.platforms) { platform in
                Text(platform.name)
            }
            ForEach(board.tracks) { track in //~ foreach_unstable_id
                Text(track.name)
            }
        }
    }
}
