import SwiftUI

// Rows whose only state is a '@GestureState' (reset when the drag ends) hold nothing another
// element could take after a reorder: the audit profile's. Rows with '@State' the user sets
// stay a warning.

struct DragTile: View {
    let title: String
    @GestureState private var offset = CGSize.zero

    var body: some View {
        Text(title)
            .offset(offset)
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
    }
}

struct PinnedTile: View {
    let title: String
    @State private var pinned = false

    var body: some View {
        Button(title) { pinned.toggle() }
    }
}

struct TileBoard: View {
    @State private var tiles: [String] = ["A", "B", "C"]

    var body: some View {
        VStack {
            ForEach(tiles.indices, id: \.self) { i in //~ foreach_unstable_id
                DragTile(title: tiles[i])
            }
            ForEach(tiles.indices, id: \.self) { i in //~ foreach_unstable_id
                PinnedTile(title: tiles[i])
            }
            Button("Shuffle") { tiles.shuffle() }
            Button("Drop first") { tiles.remove(at: 0) }
        }
    }
}
