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
