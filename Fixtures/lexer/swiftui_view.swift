// A realistic SwiftUI file: the code EntryLint reads.
import SwiftUI
import Observation

extension EnvironmentValues {
    @Entry var formatter: NumberFormatter = NumberFormatter()
    @Entry var theme = Theme(accent: .orange)
    @Entry var onSelect: (Item.ID) -> Void = { _ in }
}

struct Theme: Equatable { var accent: Color }

struct Item: Identifiable, Hashable {
    let id: UUID
    var title: String
    var price: Decimal
}

@Observable
final class CartModel {
    var items: [Item] = []
    var total: Decimal { items.reduce(0) { $0 + $1.price } }
}

struct CartView: View {
    @State private var model = CartModel()
    @State private var query = ""
    @Environment(\.formatter) private var formatter
    @Namespace private var namespace

    var body: some View {
        NavigationStack {
            List {
                ForEach(model.items.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }, id: \.id) { item in
                    HStack(alignment: .firstTextBaseline, spacing: 8) {
                        Text(item.title)
                            .font(.headline)
                        Spacer()
                        Text(item.price, format: .currency(code: "EUR"))
                            .foregroundStyle(.secondary)
                    }
                    .matchedGeometryEffect(id: item.id, in: namespace)
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            model.items.removeAll { $0.id == item.id }
                        }
                    }
                }
                ForEach(0..<3) { index in
                    Text("Row \(index + 1) of \(model.items.count)")
                }
                ForEach(model.items.indices, id: \.self) { i in
                    Text(verbatim: "#\(i): \(model.items[i].title)")
                }
            }
            .searchable(text: $query)
            .navigationTitle("Cart (\(model.items.count))")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { model.items.append(Item(id: UUID(), title: "New", price: 9.99)) } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
            }
            .overlay(alignment: .bottom) {
                if model.items.isEmpty {
                    ContentUnavailableView("Empty", systemImage: "cart", description: Text("Add an item."))
                } else {
                    Text("Total: \(model.total.formatted(.currency(code: "EUR")))")
                        .padding()
                        .background(.thinMaterial, in: .capsule)
                }
            }
        }
        .environment(\.theme, Theme(accent: .pink))
        .task { await load() }
    }

    private func load() async {
        try? await Task.sleep(for: .milliseconds(100))
        model.items = (1...3).map { Item(id: UUID(), title: "Item \($0)", price: Decimal($0) * 2.5) }
    }
}

#Preview {
    CartView()
        .environment(\.formatter, NumberFormatter())
}
