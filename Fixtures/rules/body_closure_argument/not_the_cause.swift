// The closure is not what makes the child look changed when the same call passes another input
// new on every evaluation: a new observed model, an array built in place with `.map`. Nor is a
// closure that captures nothing and calls only global functions (`logEvent` comes from a package,
// `exit` from the C library). Counter-examples still reported: the same calls with stored
// inputs, a closure calling a method of the view, a closure reading a property.
import Combine
import SwiftUI

final class DetailModel: ObservableObject {
    @Published var notes = ""
    func clear() { notes = "" }
}

struct Dot: View {
    var body: some View { Circle().frame(width: 4, height: 4) }
}

struct DetailPane: View {
    @ObservedObject var model: DetailModel
    let onClose: () -> Void
    var body: some View { HStack { Dot(); Text(model.notes) } }
}

struct ChipBar: View {
    let labels: [String]
    let onSelect: (String) -> Void
    var body: some View { HStack { Dot(); Text(labels.joined()) } }
}

struct QuitBar: View {
    let onQuit: () -> Void
    var body: some View { HStack { Dot(); Text("Quit") } }
}

struct Inspector: View {
    @State private var selected: String?
    @StateObject private var model = DetailModel()
    let tags: [String]
    let title: String

    var body: some View {
        VStack {
            DetailPane(model: DetailModel(), onClose: { selected = nil }) //~ body_fresh_object
            ChipBar(labels: tags.map { $0.uppercased() }, onSelect: { selected = $0 })
            QuitBar(onQuit: { logEvent("quit"); exit(0) })
            DetailPane(model: model, onClose: { selected = nil }) //~ body_closure_argument
            ChipBar(labels: tags, onSelect: { selected = $0 }) //~ body_closure_argument
            QuitBar(onQuit: { save(); exit(0) }) //~ body_closure_argument
            QuitBar(onQuit: { logEvent(title) })
        }
    }

    func save() {}
}
