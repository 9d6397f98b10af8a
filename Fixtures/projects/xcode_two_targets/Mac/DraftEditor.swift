// Compiled by the Mac target (its synchronized folder); Scratch.swift beside it is an old copy.
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

struct ScratchHost: View {
    var body: some View { ScratchEditor() }
}
