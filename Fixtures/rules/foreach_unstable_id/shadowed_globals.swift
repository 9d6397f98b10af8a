// A view's own property shadows a global of its name: `customFields` in the editor's code is its
// `@State` array, which a delete button edits, not the file's constant of sample fields. The view
// that has no such property reads the constant: fixed, not reported.
import SwiftUI

struct Field: Hashable {
    var name: String
}

struct FieldsEditor: View {
    @State private var customFields: [Field] = []

    var body: some View {
        Form {
            ForEach(0..<customFields.count, id: \.self) { index in //~ foreach_unstable_id
                TextField("Name", text: $customFields[index].name)
                    .swipeActions {
                        Button("Delete") { customFields.remove(at: index) }
                    }
            }
        }
    }
}

struct SampleFields: View {
    var body: some View {
        VStack {
            ForEach(0..<customFields.count, id: \.self) { index in
                Text(customFields[index].name)
            }
        }
    }
}

private let customFields = [Field(name: "a"), Field(name: "b")]
