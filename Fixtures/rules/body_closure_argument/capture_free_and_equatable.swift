// A closure that captures nothing is a constant function: SwiftUI sees the same value each time.
// An Equatable child applied with '.equatable()' is compared with its own '==', which can ignore
// the closure.
import SwiftUI

enum Router {
    static func open(_ path: String) {}
}

func logTap() {}

struct Tile: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Text(title) }
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

struct Home: View {
    @State private var count = 0
    var body: some View {
        Tile(title: "a", onTap: { })
        Tile(title: "b") { Router.open("/settings") }
        Tile(title: "c") { logTap() }
        Pick { _ in }
        Badge(count: count, onTap: { count += 1 }).equatable()
        EquatableView(content: Badge(count: count, onTap: { count += 1 }))
        Badge(count: count, onTap: { count += 1 }) //~ body_closure_argument
    }
}
