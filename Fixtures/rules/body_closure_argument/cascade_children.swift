import Combine
import SwiftUI

// What a stable closure saves is the child's body and the bodies of the views that child hands
// new closures to: they re-evaluate with it. 'InputBar' is small, but its new closure for
// 'History' (which builds rows) re-evaluates the rows on every tick too: a warning, with the
// chain in a note. 'PlainBar' passes its stored closure down unchanged, so 'History' does not
// re-evaluate with it: the small-child note, audit profile.
struct Composer: View {
    @State private var elapsed = 0.0
    @State private var sent: [String] = []
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("\(elapsed)")
            InputBar(onSend: { sent.append($0) }) //~ body_closure_argument
            PlainBar(onSend: { sent.append($0) }) //~ body_closure_argument
        }
        .onReceive(timer) { _ in elapsed += 0.1 }
    }
}

struct InputBar: View {
    let onSend: (String) -> Void
    @State private var draft = ""

    var body: some View {
        HStack {
            TextField("Message", text: $draft)
            History(onPick: { draft = $0 }) //~ body_closure_argument
        }
    }
}

struct PlainBar: View {
    let onSend: (String) -> Void

    var body: some View {
        History(onPick: onSend)
    }
}

struct History: View {
    let onPick: (String) -> Void
    @State private var entries: [String] = []

    var body: some View {
        List {
            ForEach(entries, id: \.self) { entry in
                Button(entry) { onPick(entry) }
            }
        }
    }
}
