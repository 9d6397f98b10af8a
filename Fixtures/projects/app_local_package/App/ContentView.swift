import SwiftUI
import Models

// `Store` is a class of the local package the app imports: a new one on every evaluation.
struct ContentView: View {
    var body: some View {
        DetailView(store: Store(), filter: Filter()) //~ body_fresh_object
    }
}
