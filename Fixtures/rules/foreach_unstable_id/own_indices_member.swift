import SwiftUI

// 'manager.indices' is a property the project's type declares (the ids of saved themes), not a
// collection's positions: not reported. 'themes.indices' of an array is, where the array changes.

struct ThemeIndex {
    var indices: [Int] = []
    var selected = 0

    static func load() -> ThemeIndex { ThemeIndex(indices: [0, 1, 2]) }
    mutating func remove(_ id: Int) { indices.removeAll { $0 == id } }
}

struct ThemeRow: View {
    let id: Int
    @State private var renaming = false

    var body: some View {
        Button("Theme \(id)") { renaming.toggle() }
    }
}

struct ThemeList: View {
    @State private var manager = ThemeIndex.load()
    @State private var themes: [String] = ["Light", "Dark"]

    var body: some View {
        List {
            ForEach(manager.indices.reversed(), id: \.self) { id in
                ThemeRow(id: id)
                    .swipeActions { Button("Delete") { manager.remove(id) } }
            }
            ForEach(themes.indices, id: \.self) { i in //~ foreach_unstable_id
                ThemeRow(id: i)
                    .swipeActions { Button("Delete") { themes.remove(at: i) } }
            }
        }
    }
}
