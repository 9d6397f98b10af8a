import SwiftUI

// A model whose initializer starts a task that adds an order every few seconds: the loop waits
// in its body, so its writes are a stream, not the initial value the initializer sets.
final class OrderFeed: ObservableObject {
    @Published var orders: [String] = []
    @Published var isOpen = true
    @Published var city = "Cupertino"
    @Published var rating = 4.5

    init() {
        Task(priority: .background) {
            for number in 0..<20 {
                try? await Task.sleep(nanoseconds: 5_000_000_000)
                Task { @MainActor in
                    self.orders.append("Order #\(number)")
                }
            }
        }
    }
}

// Never uses the feed and lists rows: each new order re-evaluates them for nothing.
struct SignUpForm: View {
    @ObservedObject var feed: OrderFeed //~ observable_object_wide_dependency
    let fields: [String]

    var body: some View {
        List {
            ForEach(fields, id: \.self) { field in
                Text(field)
            }
        }
    }
}

// The same loop without a wait writes its batch at once, when the task runs: once, not a
// stream, so the unused object is the audit profile's.
final class Catalog: ObservableObject {
    @Published var names: [String] = []
    @Published var isLoaded = false
    @Published var filter = ""
    @Published var sort = 0

    init(seed: [String]) {
        Task {
            for name in seed {
                names.append(name)
            }
            isLoaded = true
        }
    }
}

struct CatalogSections: View {
    @ObservedObject var catalog: Catalog //~ observable_object_wide_dependency
    let sections: [String]

    var body: some View {
        List {
            ForEach(sections, id: \.self) { section in
                Text(section)
            }
        }
    }
}
