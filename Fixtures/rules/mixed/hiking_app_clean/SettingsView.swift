import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var session: SessionStore
    @State private var draftName = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $draftName)
                    .focused($isFocused)
                    .onSubmit {
                        session.userName = draftName
                    }
                ForEach(0..<3) { index in
                    Text("Slot \(index + 1)")
                }
            }
        }
        .onAppear {
            draftName = session.userName ?? ""
        }
    }
}
