import SwiftUI

struct RootView: View {
    var body: some View {
        NavigationStack {
            ItemList()
                .sheet(isPresented: .constant(false)) { ItemDetail() }
        }
    }
}

struct ItemList: View {
    @Environment(\.catalog) private var catalog
    @Environment(\.clock) private var clock
    var body: some View {
        List(catalog.items, id: \.self) { Text($0) }
    }
}

struct ItemDetail: View {
    @Environment(\.catalog) private var catalog
    var body: some View { Text("\(catalog.items.count)") }
}

#Preview {
    ItemDetail()
}
