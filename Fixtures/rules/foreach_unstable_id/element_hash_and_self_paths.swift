// Key paths that start with '\.self.' name the same property as without it; hashing the element
// identifies rows by content, which changes whenever a field changes.
import SwiftUI

struct ScoreRow: View {
    let score: Int
    var body: some View { Text("\(score)") }
}

struct Scores: View {
    @State private var scores: [Int] = []
    var body: some View {
        Button("Bonus") { scores[0] += 10 }
        ForEach(Array(scores.enumerated()), id: \.element.hashValue) { _, s in Text("\(s)") } //~ foreach_unstable_id
        ForEach(Array(scores.enumerated()), id: \.self.element.hashValue) { _, s in Text("\(s)") } //~ foreach_unstable_id
        // Editing an element in place keeps every position: index identity stays right.
        ForEach(Array(scores.enumerated()), id: \.self.offset) { _, s in ScoreRow(score: s) }
        ForEach(Array(scores.enumerated()), id: \.element) { _, s in Text("\(s)") }
    }
}
