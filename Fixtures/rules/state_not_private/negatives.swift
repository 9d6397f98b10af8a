//! enable: state_not_private
// Private (and fileprivate: decision, also file-scoped) state; other wrappers; previews.
import Combine
import SwiftUI

final class Model: ObservableObject {}

struct Settings: View {
    @State private var count = 0
    @State fileprivate var name = ""
    @StateObject private var model = Model()
    @Binding var isOn: Bool
    @Environment(\.colorScheme) var colorScheme
    @ObservedObject var shared: Model
    var title = "Settings"

    var body: some View {
        Text("\(count)")
    }
}

#Preview {
    @Previewable @State var isOn = true
    Settings(isOn: $isOn, shared: Model())
}
