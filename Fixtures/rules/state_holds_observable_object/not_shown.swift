import SwiftUI

// '@State' holding an ObservableObject does not observe it. A view that shows nothing of it
// (it fills it in actions and hands it to the next screen, which observes it) has no stale
// screen (the audit profile's); one whose body reads it does.
final class SignUpDraft: ObservableObject {
    @Published var email = ""
    @Published var name = ""
}

struct SignUpStart: View {
    @State private var draft = SignUpDraft() //~ state_holds_observable_object
    @State private var typed = ""

    var body: some View {
        VStack {
            TextField("Email", text: $typed)
            Button("Next") { draft.email = typed }
            SignUpFinish()
                .environmentObject(draft)
        }
    }
}

struct SignUpFinish: View {
    @EnvironmentObject var draft: SignUpDraft
    var body: some View { Text(draft.email) }
}

struct SignUpSummary: View {
    @State private var draft = SignUpDraft() //~ state_holds_observable_object
    var body: some View {
        Text(draft.name)
    }
}
