// A closure that captures nothing is a constant function: SwiftUI sees the same value each time.
// A child that stores a closure is not plain data, so when its type is Equatable SwiftUI compares
// it with its own '==' whether or not the call site applies '.equatable()': an '==' that ignores
// the closure keeps the child from re-evaluating. The conformance may come from an extension.
import SwiftUI

enum Router {
    static func open(_ path: String) {}
}

func logTap() {}

struct Tile: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Glyph(); Text(title) }
}

struct Pick: View {
    let onPick: (Int) -> Void
    var body: some View { Text("pick") }
}

struct Badge: View, Equatable {
    let count: Int
    let onTap: () -> Void
    static func == (a: Badge, b: Badge) -> Bool { a.count == b.count }
    var body: some View { Text("\(count)") }
}

struct Chip: View {
    let label: String
    let onTap: () -> Void
    var body: some View { Text(label) }
}

extension Chip: Equatable {
    static func == (a: Chip, b: Chip) -> Bool { a.label == b.label }
}

struct Home: View {
    @State private var count = 0
    var body: some View {
        Tile(title: "a", onTap: { })
        Tile(title: "b") { Router.open("/settings") }
        Tile(title: "c") { logTap() }
        Pick { _ in }
        Badge(count: count, onTap: { count += 1 }).equatable()
        EquatableView(content: Badge(count: count, onTap: { count += 1 }))
        // Not '.equatable()'-ed, still compared with Badge's '==' (it is not plain data).
        Badge(count: count, onTap: { count += 1 })
        Chip(label: "\(count)", onTap: { count += 1 })
        // Counter-example: the same closure to a child that is not Equatable is reported.
        Tile(title: "\(count)", onTap: { count += 1 }) //~ body_closure_argument
    }
}

// A project view: a child that renders it is not a leaf of SDK views only.
struct Glyph: View {
    var body: some View { Image(systemName: "star") }
}
