// A row's press flag ('onLongPressGesture(…, pressing: { isPressed = $0 })') is false again when
// the finger lifts: a new identity only moves it for a moment, not the user's state (the audit
// profile). A row whose flag the user sets with a tap stays set: the default profile.
import SwiftUI

struct PressableSongRow: View {
    let title: String
    @State private var isPressed = false

    var body: some View {
        Text(title)
            .scaleEffect(isPressed ? 0.98 : 1)
            .onLongPressGesture(minimumDuration: 0, maximumDistance: .infinity, pressing: { pressing in
                isPressed = pressing
            }, perform: {})
    }
}

struct PickableSongRow: View {
    let title: String
    @State private var isPicked = false

    var body: some View {
        Text(title)
            .background(isPicked ? Color.gray : Color.clear)
            .onTapGesture { isPicked.toggle() }
    }
}

struct PressableSongs: View {
    @State private var songs: [String] = ["One", "Two"]

    var body: some View {
        List {
            ForEach(songs.indices, id: \.self) { index in //~ foreach_unstable_id
                PressableSongRow(title: songs[index])
            }
            ForEach(songs.indices, id: \.self) { index in //~ foreach_unstable_id
                PickableSongRow(title: songs[index])
            }
            Button("Drop first") { songs.removeFirst() }
        }
    }
}
