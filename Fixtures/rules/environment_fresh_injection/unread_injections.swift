// An object injected on every evaluation that no view of the project reads from the
// environment loses nothing anyone reads: the audit profile's, with a message that says so.
// The same injection of a type a view reads stays a default warning.
import Observation
import SwiftUI

@Observable
final class DeviceMonitor {
    var load = 0.0
    private var timer: Timer?

    init() {
        timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] _ in
            self?.load += 1
        }
    }
}

final class CartStore: ObservableObject {
    @Published var items: [String] = []
    func add(_ item: String) { items.append(item) }
}

final class Basket: ObservableObject {
    @Published var count = 0
    func add() { count += 1 }
}

struct ShopScreen: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            CartView()
                .environment(DeviceMonitor()) //~ environment_fresh_injection
                .environmentObject(CartStore()) //~ environment_fresh_injection
                .environmentObject(Basket()) //~ environment_fresh_injection
        }
    }
}

struct CartView: View {
    @EnvironmentObject private var store: CartStore

    var body: some View {
        List(store.items, id: \.self) { Text($0) }
    }
}
