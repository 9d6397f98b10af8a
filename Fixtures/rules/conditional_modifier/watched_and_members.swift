import SwiftUI

// Evidence read from the view itself: a condition the view watches with '.onChange(of:)' flips
// while shown, and an input typed 'Binding<Bool>?' is a binding handed down to be changed. The
// state a flip resets is looked for in the view's own computed views and view methods the
// content renders ('content' → 'rows(for:)' → a 'ScrollView'). The counter-example watches
// nothing and reads a plain input: the audit profile's.
extension View {
    @ViewBuilder func hidden(_ hide: Bool) -> some View { //~ conditional_modifier
        if hide { self.hidden() } else { self }
    }
}

struct Vault: View {
    @Environment(\.isSearching) private var isSearching
    let names: [String]

    var body: some View {
        ZStack {
            content
                .hidden(isSearching) //~ conditional_modifier
        }
        .onChange(of: isSearching) { _ in }
    }

    private var content: some View {
        rows(for: names)
    }

    private func rows(for names: [String]) -> some View {
        ScrollView {
            ForEach(names, id: \.self) { Text($0) }
        }
    }
}

struct SecretField: View {
    let isRevealed: Binding<Bool>?
    @State private var text = ""

    var body: some View {
        TextField("Secret", text: $text)
            .hidden(!(isRevealed?.wrappedValue ?? false)) //~ conditional_modifier
    }
}

struct Archive: View {
    let compact: Bool
    let names: [String]

    var body: some View {
        content
            .hidden(compact) //~ conditional_modifier
    }

    private var content: some View {
        ScrollView {
            ForEach(names, id: \.self) { Text($0) }
        }
    }
}
