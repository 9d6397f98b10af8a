import SwiftUI

// Rows built from the index alone: a project view that reads an element by it
// ('controller.lines?[index]') shows the element at that position, so a changing collection
// moves what each row shows (reported); a view that only shows the position (a page dot) is what
// its index is, and identifying it by the index is right (the audit profile's only, with that
// note: the collection still changes while shown). The collection is read
// through 'self.narrator', whose owner is the view's 'narrator'.

final class Narrator: ObservableObject {
    @Published var lines: [String]?

    func stop() { lines = nil }

    func load(_ text: String) { lines = text.split(separator: ".").map(String.init) }
}

struct LineCard: View {
    @EnvironmentObject var narrator: Narrator
    let index: Int

    var body: some View { Text(narrator.lines?[index] ?? "") }
}

struct PageDot: View {
    let index: Int
    let current: Int

    var body: some View { Circle().opacity(index == current ? 1 : 0.4) }
}

struct NarrationView: View {
    @EnvironmentObject var narrator: Narrator
    @State private var current = 0

    var body: some View {
        let lines = self.narrator.lines ?? []
        VStack {
            List {
                ForEach(0 ..< lines.count, id: \.self) { index in //~ foreach_unstable_id
                    LineCard(index: index).onTapGesture { current = index }
                }
            }
            HStack {
                ForEach(0 ..< lines.count, id: \.self) { index in //~ foreach_unstable_id
                    PageDot(index: index, current: current)
                }
            }
        }
    }
}

struct NarrationRoot: View {
    @StateObject private var narrator = Narrator()

    var body: some View { NarrationView().environmentObject(narrator) }
}
