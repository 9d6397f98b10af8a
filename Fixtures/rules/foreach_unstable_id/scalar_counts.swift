// A range up to a count that is no collection's ('1...icons', '0..<(columns * rows)'): a write of
// what the count is computed from adds or removes rows while they are shown.
import SwiftUI

struct IconMenu: View {
    @State private var icons = 3
    var body: some View {
        VStack {
            Stepper("Icons", value: $icons, in: 1...8)
            ForEach(1...icons, id: \.self) { i in //~ foreach_unstable_id
                Button("Icon \(i)") {}
            }
        }
    }
}

struct CellGrid: View {
    @State private var columns = 4
    @State private var rows = 7
    @State private var picked: Set<Int> = []
    var body: some View {
        VStack {
            Picker("Columns", selection: $columns) { Text("4").tag(4); Text("8").tag(8) }
            ForEach(0..<(columns * rows), id: \.self) { i in //~ foreach_unstable_id
                CellView(index: i, picked: picked.contains(i))
            }
        }
    }
}

struct CellView: View {
    let index: Int
    let picked: Bool
    @State private var pressed = false
    var body: some View {
        Rectangle().fill(picked || pressed ? .blue : .gray)
            .onLongPressGesture { pressed.toggle() }
    }
}

// Counter-examples: a count handed in and never written here, and a constant one.
struct Dots: View {
    let total: Int
    private let slots = 5
    var body: some View {
        HStack {
            ForEach(0..<total, id: \.self) { _ in Circle() }
            ForEach(0..<slots, id: \.self) { _ in Rectangle() }
        }
    }
}
