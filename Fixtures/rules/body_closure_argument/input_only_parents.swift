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

// A view observing an object that the child observes too re-evaluates on its changes exactly when
// the child does: the closure is new only when the child re-evaluates anyway. A child that does
// not observe it, or a view with state besides, is still reported.
final class WizardState: ObservableObject {
    @Published var step = 0
}

struct WizardPage: View {
    @ObservedObject var state: WizardState
    let onNext: () -> Void
    var body: some View { HStack { Glyph(); Text("\(state.step)") } }
}

struct Wizard: View {
    @ObservedObject var state: WizardState

    var body: some View {
        WizardPage(state: state, onNext: { state.step += 1 })
        ActionTile(title: "Next", action: { state.step += 1 }) //~ body_closure_argument
    }
}

struct BusyWizard: View {
    @ObservedObject var state: WizardState
    @State private var hovering = false

    var body: some View {
        WizardPage(state: state, onNext: { hovering = false }) //~ body_closure_argument
    }
}

// An environment object whose class announces nothing (no @Published, no objectWillChange) never
// makes the view re-evaluate; one that publishes does.
final class Updater: ObservableObject {
    func save(_ text: String) {}
}

final class LiveStore: ObservableObject {
    @Published var text = ""
}

struct SavingPage: View {
    @EnvironmentObject var updater: Updater
    let text: String

    var body: some View {
        ActionTile(title: text, action: { updater.save(text) })
    }
}

struct LivePage: View {
    @EnvironmentObject var store: LiveStore

    var body: some View {
        ActionTile(title: store.text, action: { store.text = "" }) //~ body_closure_argument
    }
}

struct Pages: View {
    @StateObject private var updater = Updater()
    @StateObject private var store = LiveStore()

    var body: some View {
        SavingPage(text: "a")
            .environmentObject(updater)
        LivePage()
            .environmentObject(store)
    }
}
