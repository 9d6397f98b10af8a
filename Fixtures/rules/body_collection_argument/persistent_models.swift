// A SwiftData model (`@Model`) is a PersistentModel, which is Hashable: a new array of the same
// models compares equal, so the child does not look changed. A plain class is not Equatable
// and stays reported.
import SwiftData
import SwiftUI

@Model
final class Generation {
    var prompt: String
    init(prompt: String) { self.prompt = prompt }
}

final class Draft {
    var prompt = ""
}

struct GenerationGallery: View {
    let generations: [Generation]
    var body: some View {
        VStack { ForEach(generations.indices, id: \.self) { Text(generations[$0].prompt) } }
    }
}

struct DraftGallery: View {
    let drafts: [Draft]
    var body: some View {
        VStack { ForEach(drafts.indices, id: \.self) { Text(drafts[$0].prompt) } }
    }
}

struct ImageGrid: View {
    @State private var generations: [Generation] = []
    @State private var drafts: [Draft] = []
    @State private var progress = 0.0

    var body: some View {
        VStack {
            GenerationGallery(generations: generations.reversed())
            DraftGallery(drafts: drafts.reversed()) //~ body_collection_argument
            ProgressView(value: progress)
        }
        .onReceive(Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()) { _ in progress += 0.01 }
    }
}
