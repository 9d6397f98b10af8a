// A view whose only inputs are constant values (and environment actions such as 'dismiss')
// re-evaluates only when those values change: a closure made in its body is new exactly when the
// view has new data anyway. Views with state, observed objects, closures or unknown inputs are
// still reported.
import SwiftUI

struct ActionTile: View {
    let title: String
    let action: () -> Void

    var body: some View { Glyph();
        Button(title, action: action)
    }
}

enum Destination {
    case home, settings
}

struct ArticleActions: View {
    @Environment(\.dismiss) private var dismiss
    let articleID: UUID
    let destination: Destination?
    var titles: [String] = []

    var body: some View {
        HStack {
            ActionTile(title: "Close", action: { dismiss() })
            ActionTile(title: "Share", action: { share(articleID) })
        }
    }

    func share(_ id: UUID) {}
}

struct CounterTiles: View {
    @State private var count = 0

    var body: some View {
        ActionTile(title: "Add", action: { count += 1 }) //~ body_closure_argument
    }
}

struct ForwardingTiles: View {
    let onDone: () -> Void

    var body: some View {
        // A closure input never compares equal: this view re-evaluates whenever its parent does.
        ActionTile(title: "Done", action: { onDone() }) //~ body_closure_argument
    }
}

struct LocaleTiles: View {
    @Environment(\.locale) private var locale

    var body: some View {
        ActionTile(title: "Locale", action: { print(locale) }) //~ body_closure_argument
    }
}

// A project view: a child that renders it is not a leaf of SDK views only.
struct Glyph: View {
    var body: some View { Image(systemName: "star") }
}
