//! enable: state_initialized_from_parameter
// State seeded from an init parameter: later changes of the parameter are ignored.
import Observation
import SwiftUI

@Observable
final class EditorStore {
    init(mode: String) {}
}

struct Counter: View {
    @State private var count: Int

    init(count: Int) {
        _count = State(initialValue: count) //~ state_initialized_from_parameter
    }

    var body: some View {
        Text("\(count)")
    }
}

struct NameEditor: View {
    @State private var name: String
    @State private var draft: String
    @State private var isValid: Bool
    @State private var store: EditorStore
    @State private var note: String

    init(initialName: String, color: Binding<String>, mode: String, existing: String?) {
        self._name = State(initialValue: initialName) //~ state_initialized_from_parameter
        _draft = State(wrappedValue: color.wrappedValue) //~ state_initialized_from_parameter
        _isValid = State(initialValue: !initialName.isEmpty) //~ state_initialized_from_parameter
        _store = State(initialValue: EditorStore(mode: mode)) //~ state_initialized_from_parameter
        _note = State(initialValue: existing ?? "") //~ state_initialized_from_parameter
    }

    var body: some View {
        Text(name + draft + note)
    }
}
