import SwiftUI

// Each flip of 'isEditing' replaces every tile: the wobble's state, set by the same flip, is
// lost with it (a default-profile finding). Tiles passed only through a restyling helper hold
// nothing a flip resets (the audit profile's).
struct Board: View {
    @State private var isEditing = false
    let tiles = ["a", "b", "c"]

    var body: some View {
        VStack {
            Button("Edit") { isEditing.toggle() }
            ForEach(tiles, id: \.self) { tile in
                Text(tile)
                    .editableTile(isEditing: isEditing)
                    .tileDraggable(editing: isEditing) //~ conditional_modifier
            }
            ForEach(tiles, id: \.self) { tile in
                Text(tile)
                    .dimmedTile(isDimmed: isEditing)
                    .tileDraggable(editing: isEditing) //~ conditional_modifier
            }
        }
    }
}
