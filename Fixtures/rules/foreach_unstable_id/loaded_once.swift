// A collection written only when it loads ('.task', 'onAppear', a completion) changes while
// shown, but its rows appear with it or are replaced together with it: no user sees one row take
// another's place, even rows holding state. The audit profile lists it with a note. Edited by
// the user (a delete), the same rows hand their state to another element: the default profile.
import SwiftUI

struct Station: Identifiable {
    let id: Int
    var name: String
}

struct StationRow: View {
    let station: Station
    @State private var isExpanded = false

    var body: some View {
        DisclosureGroup(station.name, isExpanded: $isExpanded) { Text("Schedule") }
    }
}

struct RadioScreen: View {
    @State private var stations: [Station] = []

    var body: some View {
        ScrollView {
            ForEach(Array(stations.enumerated()), id: \.offset) { _, station in //~ foreach_unstable_id
                StationRow(station: station)
            }
        }
        .task { stations = await load() }
    }

    func load() async -> [Station] { [Station(id: 1, name: "Jazz")] }
}

struct EditableRadio: View {
    @State private var stations: [Station] = []

    var body: some View {
        List {
            ForEach(Array(stations.enumerated()), id: \.offset) { _, station in //~ foreach_unstable_id
                StationRow(station: station)
            }
            .onDelete { stations.remove(atOffsets: $0) }
        }
        .task { stations = [Station(id: 1, name: "Jazz")] }
    }
}
