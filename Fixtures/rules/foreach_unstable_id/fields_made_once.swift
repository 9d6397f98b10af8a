import SwiftUI

// Editable rows bound by position (`$fields[index]`) over the view's own state, made once and
// then only edited: each field's `id = UUID()` is made once and kept, so the advice is a
// `ForEach` over bindings to the elements. A collection assigned anew (a reload that maps data
// into new values) gets new ids each time: then the data's own identifier is the advice.
struct EditField: Identifiable {
    let id = UUID()
    // Missing for a field just added: no identifier to advise.
    var backendID: String?
    var remoteID: String
    var name: String
}

struct FieldsForm: View {
    @State private var fields: [EditField]

    init(names: [String]) {
        _fields = State(initialValue: names.map { EditField(backendID: nil, remoteID: $0, name: $0) })
    }

    var body: some View {
        Form {
            ForEach(fields.indices, id: \.self) { index in //~ foreach_unstable_id
                TextField("Name", text: $fields[index].name)
                Button("Delete") { fields.remove(at: index) }
            }
            Button("Add") { fields.append(EditField(backendID: nil, remoteID: "", name: "")) }
        }
    }
}

struct ReloadedFieldsForm: View {
    @State private var fields: [EditField] = []
    let names: [String]

    var body: some View {
        Form {
            ForEach(fields.indices, id: \.self) { index in //~ foreach_unstable_id
                TextField("Name", text: $fields[index].name)
                Button("Delete") { fields.remove(at: index) }
            }
            Button("Reload") { fields = names.map { EditField(backendID: $0, remoteID: $0, name: $0) } }
        }
    }
}
