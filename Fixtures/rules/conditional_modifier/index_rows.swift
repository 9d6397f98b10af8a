// A 'ForEach' over indices or a range identifies each row by its index: a condition built only
// from the index (and constants) is fixed for that row, directly or through a helper method that
// only such rows call. Rows of 'enumerated()' identified by their element, conditions that also
// read the collection, and helpers called with other values are still reported.
import SwiftUI

extension View {
    @ViewBuilder func `if`<C: View>(_ condition: Bool, transform: (Self) -> C) -> some View { //~ conditional_modifier
        if condition { transform(self) } else { self }
    }
}

struct Item: Identifiable {
    let id: Int
    let name: String
}

struct Rankings: View {
    let items: [Item]
    @State private var selected = 0

    var body: some View {
        VStack {
            ForEach(items.indices, id: \.self) { i in
                Text(items[i].name).if(i == 0) { $0.bold() }
            }
            ForEach(0..<items.count, id: \.self) {
                Text("\($0)").if($0 % 2 == 1) { $0.italic() }
            }
            ForEach(0...4, id: \.self) {
                rank($0)
            }
            ForEach(Array(items.enumerated()), id: \.element.id) { offset, item in
                Text(item.name).if(offset == 0) { $0.bold() } //~ conditional_modifier
            }
            ForEach(items.indices, id: \.self) { i in
                Text(items[i].name).if(i == items.count - 1) { $0.underline() } //~ conditional_modifier
            }
            ForEach(0..<3) { i in
                badge(i)
            }
            badge(selected)
        }
    }

    func rank(_ index: Int) -> some View {
        Text("\(index + 1)").if(index < 3) { $0.font(.title) }
    }

    func badge(_ index: Int) -> some View {
        Text("#\(index)").if(index == 0) { $0.foregroundStyle(.red) } //~ conditional_modifier
    }
}
