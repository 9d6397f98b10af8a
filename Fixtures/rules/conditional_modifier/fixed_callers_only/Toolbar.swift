// The one call of 'hiddenIf' whose condition is state: it can flip, so it and the declaration
// are findings.
import SwiftUI

struct Toolbar: View {
    @State private var isEditing = false

    var body: some View {
        HStack {
            Button("Edit") { isEditing.toggle() }
            Text("Done")
                .hiddenIf(!isEditing) //~ conditional_modifier
                .when(true) { $0.bold() }
        }
    }
}
