// Excluded from the MacApp target (a membership exception of its synchronized folder): an old
// copy of DraftEditor.swift that no target compiles, so its findings are only the audit
// profile's, however it is scanned.
import SwiftUI

final class ScratchModel: ObservableObject {
    @Published var text = ""
    func clear() { text = "" }
}

struct ScratchEditor: View {
    @ObservedObject var model = ScratchModel() //~ observed_object_inline_init

    var body: some View {
        TextField("Draft", text: $model.text)
    }
}
