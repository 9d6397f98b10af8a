// Index identity over a changing collection misplaces what rows hold. Rows that hold nothing
// (bars, keycaps, swatches, text made of the element) only update at the wrong place, and rows
// whose state is incidental (state views further down, a cache a row fills when it appears, a
// dependency's view, a transition, a control bound elsewhere) reload or animate there: the
// audit profile's. Rows reported by default hold the user's state: a binding to an element by
// position, a text field, or a row view whose own state the user changes, or whose focus it is.
import SwiftUI

struct Waveform: View {
    @State private var samples: [Float] = []

    var body: some View {
        HStack {
            // Bars: shapes only.
            ForEach(samples.indices, id: \.self) { index in //~ foreach_unstable_id
                Capsule().frame(height: CGFloat(samples[index]))
            }
            // Keycaps: a project view laying out text, and text made of the element.
            ForEach(Array(samples.enumerated()), id: \.offset) { _, sample in //~ foreach_unstable_id
                KeyCap(title: String(sample))
            }
        }
        .onAppear { samples = [0.1, 0.4] }
    }
}

struct KeyCap: View {
    let title: String

    var body: some View {
        Text(title).padding(4).background(RoundedRectangle(cornerRadius: 4).stroke())
    }
}

struct HeaderEditor: View {
    @Binding var headers: [String]

    var body: some View {
        List {
            // A text field bound to an element by its position, with deletion.
            ForEach(headers.indices, id: \.self) { index in //~ foreach_unstable_id
                TextField("Header", text: $headers[index])
            }
            .onDelete { headers.remove(atOffsets: $0) }
            // A row whose state is two views down.
            ForEach(headers.indices, id: \.self) { index in //~ foreach_unstable_id
                HeaderCard(title: headers[index])
            }
            // A dependency's image view, which loads and keeps what it loaded.
            ForEach(headers.indices, id: \.self) { index in //~ foreach_unstable_id
                RemoteImage(url: headers[index])
            }
            // Rows that slide in and out follow identity.
            ForEach(headers.indices, id: \.self) { index in //~ foreach_unstable_id
                Text(headers[index]).transition(.slide)
            }
            // A row view the user expands: its expansion moves to the next header on a delete.
            ForEach(headers.indices, id: \.self) { index in //~ foreach_unstable_id
                Expander().help(headers[index])
            }
            // A row view with focus of its own.
            ForEach(headers.indices, id: \.self) { index in //~ foreach_unstable_id
                FocusedHeader(title: headers[index])
            }
            // A row view that fills a cache when it appears: a new identity only reloads it.
            ForEach(headers.indices, id: \.self) { index in //~ foreach_unstable_id
                HeaderIcon(name: headers[index])
            }
            // A toggle bound to something outside the row holds no state of the row's.
            ForEach(headers.indices, id: \.self) { index in //~ foreach_unstable_id
                Toggle(headers[index], isOn: .constant(true))
            }
        }
    }
}

struct HeaderCard: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
            Expander()
        }
    }
}

struct Expander: View {
    @State private var expanded = false

    var body: some View {
        Button(expanded ? "Less" : "More") { expanded.toggle() }
    }
}

struct FocusedHeader: View {
    let title: String
    @FocusState private var focused: Bool

    var body: some View {
        Text(title).focused($focused)
    }
}

struct HeaderIcon: View {
    let name: String
    @State private var image: Image?

    var body: some View {
        (image ?? Image(systemName: "doc"))
            .task(id: name) { image = Image(systemName: name) }
    }
}

// A row that is a platform view keeps that view's own state (text, selection): the user's.
struct NoteEditor: UIViewRepresentable {
    let text: String
    func makeUIView(context: Context) -> UITextView { UITextView() }
    func updateUIView(_ view: UITextView, context: Context) { view.text = text }
}

struct Notes: View {
    @State private var notes: [String] = []

    var body: some View {
        List {
            ForEach(notes.indices, id: \.self) { index in //~ foreach_unstable_id
                NoteEditor(text: notes[index])
            }
            .onDelete { notes.remove(atOffsets: $0) }
        }
    }
}
