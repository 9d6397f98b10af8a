// Excluded from the MacApp target (a membership exception of its synchronized folder): no
// target compiles it, so its findings are only the audit profile's, however it is scanned.
import SwiftUI

struct Scratch {}

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

struct ScratchHost: View {
    var body: some View { ScratchEditor() }
}
