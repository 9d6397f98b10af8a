// Key paths that start with '\.self.' name the same property as without it; hashing the element
// identifies rows by content, which changes whenever a field changes.
import SwiftUI

struct Scores: View {
    @State private var scores: [Int] = []
    var body: some View {
        Button("New game") { scores = [] }
        ForEach(Array(scores.enumerated()), id: \.element.hashValue) { _, s in Text("\(s)") } //~ foreach_unstable_id
        ForEach(Array(scores.enumerated()), id: \.self.element.hashValue) { _, s in Text("\(s)") } //~ foreach_unstable_id
        ForEach(Array(scores.enumerated()), id: \.self.offset) { _, s in Text("\(s)") } //~ foreach_unstable_id
        ForEach(Array(scores.enumerated()), id: \.element) { _, s in Text("\(s)") }
    }
}
