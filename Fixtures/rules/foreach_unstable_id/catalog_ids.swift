// A catalog whose values carry literal ids keeps them through every sort and filter. The one
// value made from the catalog's size (`Flavor.all.count`, a new placeholder's id) takes no
// position either: it is the size of a type's static collection, not a running count of the
// values being built. A running count of a collection the code builds stays positional.
import SwiftUI

struct Flavor: Identifiable {
    let id: Int
    var name: String

    static let vanilla = Flavor(id: 0, name: "Vanilla")
    static let cocoa = Flavor(id: 1, name: "Cocoa")
    static let all = [vanilla, cocoa]
}

struct Scoop: Identifiable {
    let id: Int
    var flavor: String
}

struct FlavorRow: View {
    let name: String
    @State private var isFavorite = false

    var body: some View {
        Text(name).onTapGesture { isFavorite.toggle() }
    }
}

final class Shop: ObservableObject {
    @Published var flavors: [Flavor] = Flavor.all
    @Published var draft: Flavor
    @Published var scoops: [Scoop] = []
    @Published var ascending = true

    init() {
        draft = Flavor(id: Flavor.all.count, name: "New flavor")
    }

    func sort() {
        ascending.toggle()
        flavors.sort { ascending ? $0.name < $1.name : $0.name > $1.name }
    }

    func add(_ name: String) {
        scoops.append(Scoop(id: scoops.count, flavor: name))
    }

    func removeFirst() {
        scoops.removeFirst()
    }
}

struct ShopView: View {
    @ObservedObject var shop: Shop

    var body: some View {
        List {
            ForEach(shop.flavors) { flavor in
                FlavorRow(name: flavor.name)
            }
            ForEach(shop.scoops) { scoop in //~ foreach_unstable_id
                FlavorRow(name: scoop.flavor)
            }
        }
        .toolbar {
            Button("Sort") { shop.sort() }
            Button("Add") { shop.add("Cocoa") }
            Button("Remove") { shop.removeFirst() }
        }
    }
}
