// What the advice says the elements are: optionals and pairs from `zip` are plain values with no
// 'id' (never "'id: \.element.id'"), and elements of a type not known here are told to use an
// identifier only where they have one; cases of an enum can repeat (a `.none` filler), and so
// can an `id` made from them. Rows that are arrays are identified by their place, which is
// right (array_elements.swift): not reported.
import SwiftUI

enum Slot: String, Identifiable {
    case play, next, none
    var id: String { rawValue }
}

final class TimetableModel: ObservableObject {
    @Published var slots: [Slot] = [.play, .none, .none]
    @Published var stopNames: [String] = []
    @Published var departures: [Date] = []
    @Published var rows: [[Date?]] = []
    @Published var lastSeen: [Date?] = []

    func reload(_ names: [String], _ times: [Date], _ table: [[Date?]]) {
        stopNames = names
        departures = times
        rows = table
        lastSeen = times
        slots = [.play, .next, .none]
    }
}

struct Timetable: View {
    @ObservedObject var model: TimetableModel

    var body: some View {
        VStack {
            // Rows of a table: each element is an array of optional dates (the audit profile's:
            // a position is their only identity).
            ForEach(Array(model.rows.enumerated()), id: \.offset) { _, row in //~ foreach_unstable_id
                HStack {
                    // Cells of a row: the row's type is not known here.
                    ForEach(Array(row.enumerated()), id: \.offset) { _, time in //~ foreach_unstable_id
                        Text(time.map { "\($0)" } ?? "-")
                    }
                }
            }
            // Optional dates.
            ForEach(Array(model.lastSeen.enumerated()), id: \.offset) { _, time in //~ foreach_unstable_id
                Text(time.map { "\($0)" } ?? "never")
            }
            // Toolbar slots padded with a filler case.
            ForEach(Array(model.slots.enumerated()), id: \.offset) { _, slot in //~ foreach_unstable_id
                Text(slot.rawValue)
            }
            // Stop names beside their times: pairs.
            ForEach(Array(zip(model.stopNames, model.departures).enumerated()), id: \.offset) { _, pair in //~ foreach_unstable_id
                Text(pair.0 + " \(pair.1)")
            }
        }
    }
}
