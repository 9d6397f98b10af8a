// Rows fixed in the code (a literal array held in a `let`, `allCases`, a literal range) are no
// more work than writing them out: no "once per row". Rows of data that can change are.
import SwiftUI

struct Chip: View {
    let title: String
    let onTap: () -> Void
    var body: some View {
        HStack {
            Tag()
            Button(title, action: onTap)
        }
    }
}

struct Tag: View {
    var body: some View { Image(systemName: "tag") }
}

struct Filters: View {
    private let conditions = ["New", "Used", "Refurbished"]
    @State private var names: [String] = []
    @State private var picked = ""

    var body: some View {
        ForEach(conditions, id: \.self) { condition in
            Chip(title: condition, onTap: { picked = condition }) //~ body_closure_argument
        }
        ForEach(names, id: \.self) { name in
            Chip(title: name, onTap: { picked = name }) //~ body_closure_argument
        }
        Button("Add") { names.append("x") }
    }
}
