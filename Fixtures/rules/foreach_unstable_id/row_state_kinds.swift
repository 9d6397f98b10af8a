// Index identity over a changing collection misplaces what rows hold. Rows that hold nothing
// (bars, keycaps, swatches, text made of the element) only update at the wrong place: the audit
// profile's. Rows reported by default hold state: a binding to an element by position, a view
// that keeps state (directly or a few views down), a dependency's view, a transition.
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
