import SwiftUI

struct ContentView: View {
    @Environment(TrailLibrary.self) private var library
    @State private var detail = MapDetail.complete
    @State private var selection: Trail.ID?
    @State private var resetToken = UUID()

    var body: some View {
        NavigationStack {
            List(library.trails, selection: $selection) { trail in
                TrailRow(trail: trail, isFavorite: library.favorites.contains(trail.id))
            }
            .id(resetToken)
            .environment(\.mapDetail, detail)
            .navigationTitle("Trails")
            .toolbar {
                Button("Detail") {
                    detail = detail == .complete ? .reduced : .complete
                }
                Button("Reset") {
                    resetToken = UUID()
                }
            }
            .refreshable {
                await library.refresh()
            }
        }
    }
}
