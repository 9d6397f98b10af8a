import SwiftUI

// A view that shows an object it keeps in '@State' only through controls bound to it, which
// nothing else writes, has no stale screen: each control shows what the user enters, and an
// '.onChange(of:)' with an empty action reacts to nothing (the audit profile's). The
// counter-examples go stale: a reset button of the view's own writes the object, a method of the
// object writes it, a view that also shows the value in a 'Text', and an '.onChange(of:)' whose
// action saves the value never runs. The object is made in the view's initializer, so the advice
// is '@StateObject', not "it is handed in".

final class DigitsField: ObservableObject {
    @Published var value = "" {
        didSet {
            let digits = value.filter(\.isNumber)
            if digits != value { value = digits }
        }
    }

    init(initial: Double) { value = String(initial) }
}

final class ClearingField: ObservableObject {
    @Published var value = ""

    func clear() { value = "" }
}

struct AccuracySettings: View {
    @State private var horizontal: DigitsField //~ state_holds_observable_object
    @State private var vertical: DigitsField //~ state_holds_observable_object
    @State private var weight: DigitsField //~ state_holds_observable_object
    @State private var note: ClearingField //~ state_holds_observable_object
    @State private var height = DigitsField(initial: 1) //~ state_holds_observable_object
    @State private var saved = DigitsField(initial: 2) //~ state_holds_observable_object

    init(stored: Double) {
        self.horizontal = DigitsField(initial: stored)
        _vertical = State(initialValue: DigitsField(initial: stored))
        self.weight = DigitsField(initial: stored)
        self.note = ClearingField()
    }

    var body: some View {
        Form {
            TextField("Horizontal", text: self.$horizontal.value)
                .onChange(of: self.horizontal.value) {
                }
            TextField("Vertical", text: $vertical.value)
            TextField("Weight", text: $weight.value)
            Button("Reset") { weight.value = "" }
            TextField("Note", text: $note.value)
            TextField("Height", text: $height.value)
            Text("Height: \(height.value)")
            TextField("Saved", text: $saved.value)
                .onChange(of: saved.value) { store(saved.value) }
        }
    }

    func store(_ value: String) {}
}
