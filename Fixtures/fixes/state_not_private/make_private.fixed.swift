//! enable: state_not_private
import SwiftUI

final class Model: ObservableObject {}

// `private` goes before the `var`, after the attribute and any other modifier.
struct Editor: View {
    @State private var draft = ""
    @State
    private var isEditing = false
    @StateObject private var model = Model()
    @State fileprivate var kept = 0
    @State private(set) var count = 0

    var body: some View {
        TextField("Draft", text: $draft)
    }
}
