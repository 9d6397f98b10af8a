import SwiftUI

// A generic view identifies its items by `id` (`ForEach(options)` over `[Item]`, `Item: Choice`):
// every type conforming to `Choice` is identified there, also a type of another module the project
// extends (`extension Mode: Choice`). A type conforming only to a protocol no identifying view is
// generic over is not: nothing is seen identified by its `id`, the audit profile's.

protocol Choice: Identifiable, Equatable {
    var name: String { get }
}

protocol Labelled: Identifiable {
    var label: String { get }
}

// `Mode` is declared in another module; the project adds the conformance.
extension Mode: Choice {
    var id: UUID {
        UUID() //~ identifiable_fresh_id
    }

    var name: String { rawValue }
}

struct Flavor: Choice {
    let name: String
    var id: UUID { UUID() } //~ identifiable_fresh_id
}

struct Badge: Labelled {
    let label: String
    var id: UUID { UUID() } //~ identifiable_fresh_id
}

struct ChoicePicker<Item: Choice>: View {
    @Binding var selected: Item
    let options: [Item]

    var body: some View {
        List {
            ForEach(options) { item in
                Button(item.name) { selected = item }
            }
        }
    }
}

struct BadgeStrip<Item>: View where Item: Labelled {
    let badges: [Item]

    var body: some View {
        HStack {
            Text("\(badges.count) badges")
        }
    }
}

struct ModeEditor: View {
    @State private var mode = Mode.raw
    @State private var flavor = Flavor(name: "Mint")

    var body: some View {
        ChoicePicker(selected: $mode, options: [.raw, .chart])
        ChoicePicker(selected: $flavor, options: [Flavor(name: "Mint"), Flavor(name: "Lime")])
        BadgeStrip(badges: [Badge(label: "New")])
    }
}
