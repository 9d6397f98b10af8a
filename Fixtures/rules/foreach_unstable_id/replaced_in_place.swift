import SwiftUI

// A value replaced one for one (`replaceSubrange(i...i, with: [x])`) keeps the collection's
// count and order: each knob keeps its position, which is its identity. Replacing a range with
// another count of elements (`replaceSubrange(i..<j, with: [x, y])`) moves later elements to
// other positions, and rows identified by position take another element's state.

struct KnobSlider: View {
    @State private var values: [Double] = [0.2, 0.5, 0.8]

    var body: some View {
        ZStack {
            ForEach(values.indices, id: \.self) { index in
                Knob(value: values[index])
                    .gesture(DragGesture().onChanged { drag in
                        values.replaceSubrange(index...index, with: [drag.location.x / 300])
                    })
            }
        }
    }
}

struct SpanEditor: View {
    @State private var spans: [String] = ["a", "b", "c"]

    var body: some View {
        VStack {
            ForEach(spans.indices, id: \.self) { index in //~ foreach_unstable_id
                SpanRow(title: spans[index])
            }
            Button("Split") { spans.replaceSubrange(0..<1, with: ["a1", "a2"]) }
        }
    }
}

struct Knob: View {
    let value: Double
    @State private var pressed = false
    var body: some View {
        Circle().frame(width: 18).offset(x: value * 300).scaleEffect(pressed ? 1.2 : 1)
            .onTapGesture { pressed.toggle() }
    }
}

struct SpanRow: View {
    let title: String
    @State private var expanded = false
    var body: some View {
        Button(title) { expanded.toggle() }
    }
}
