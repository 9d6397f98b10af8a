import SwiftUI

// `id: \.hashValue` over elements whose own `hash(into:)` combines only what is set when they
// are made (a stop's code; its coding key's raw value is no write): editing another field in
// place keeps the hash, as an `id` would, so nothing is reported. A hash that combines a field
// the app edits changes with it: reported. The element type is found from an extension of the
// view too.

final class BusStop: Hashable {
    var code: String
    var name: String
    init(code: String, name: String) { self.code = code; self.name = name }
    enum CodingKeys: String, CodingKey {
        case code = "StopCode"
        case name
    }
    static func == (a: BusStop, b: BusStop) -> Bool { a.code == b.code }
    func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

struct Label: Hashable {
    var text: String
    var color: Int
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

struct NearbyStops: View {
    @State private var stops: [BusStop] = []
    @State private var labels: [Label] = []

    var body: some View {
        List {
            stopRows
            ForEach($labels, id: \.hashValue) { $label in //~ foreach_unstable_id
                TextField("Label", text: $label.text)
            }
        }
        .onAppear {
            stops[0].name = "Renamed"
            labels[0].text = "Renamed"
        }
    }
}

extension NearbyStops {
    var stopRows: some View {
        ForEach($stops, id: \.hashValue) { $stop in
            TextField("Name", text: $stop.name)
        }
    }
}
