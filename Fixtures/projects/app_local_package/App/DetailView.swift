import SwiftUI
import Models

struct DetailView: View {
    let store: Store
    let filter: Filter

    var body: some View {
        Text("\(store.items.count)")
    }
}
