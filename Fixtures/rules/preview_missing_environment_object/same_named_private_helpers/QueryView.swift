// A private preview helper of this file injects the store around the content it is given. A
// private type of the same name in another file is not visible here and must not be taken for
// it: the preview is covered. The preview that skips the helper still crashes.
import Observation
import SwiftUI

@Observable final class DocumentStore {
    var count = 0
    static func preview() -> DocumentStore { DocumentStore() }
}

struct QueryView: View {
    @Environment(DocumentStore.self) private var store
    let query: String

    var body: some View { Text("\(store.count) \(query)") }
}

private struct PreviewHelper<C: View>: View {
    @State var store = DocumentStore.preview()
    @ViewBuilder var content: () -> C

    var body: some View {
        NavigationStack {
            Form { content() }
        }
        .environment(store)
    }
}

#Preview("Helper") {
    PreviewHelper {
        QueryView(query: "a")
    }
}

#Preview("Alone") {
    QueryView(query: "b") //~ preview_missing_environment_object
}
