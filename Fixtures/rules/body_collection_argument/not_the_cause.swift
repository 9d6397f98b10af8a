// The child re-evaluates with its parent anyway, or only when its data is new: not reported.
// - another argument is new on every evaluation (a capturing closure it stores, a
//   Binding(get:set:), a new object), or the child's initializer stores a new object;
// - the parent's only inputs are constant values: it re-evaluates only when they change, and the
//   collection is new exactly then;
// - a leaf child lays out only SDK views: re-evaluating it costs what its content inline would.
import SwiftUI

struct Sample {
    let value: Double
}

final class Selection {
    var picked: Int = 0
}

struct Item {
    let name: String
    let samples: [Sample]
}

struct Sparkline: View {
    let points: [Sample]
    let onTap: () -> Void
    var body: some View {
        VStack { ForEach(points.indices, id: \.self) { Text("\(points[$0].value)") } }.onTapGesture(perform: onTap)
    }
}

struct Picked: View {
    let points: [Sample]
    @Binding var isOn: Bool
    var body: some View { VStack { Toggle("", isOn: $isOn); ForEach(points.indices, id: \.self) { Text("\(points[$0].value)") } } }
}

struct Selected: View {
    let points: [Sample]
    let selection: Selection
    var body: some View { VStack { ForEach(points.indices, id: \.self) { Text("\(points[$0].value)") } } }
}

// Its initializer stores a new object: every construction looks changed, whatever the array.
struct Grid: View {
    let points: [Sample]
    let selection: Selection
    init(points: [Sample]) {
        self.points = points
        self.selection = Selection()
    }
    var body: some View { VStack { ForEach(points.indices, id: \.self) { Text("\(points[$0].value)") } } }
}

struct Count: View {
    let points: [Sample]
    var body: some View { Text("\(points.count)") }
}

struct Panel: View {
    @State private var samples: [Sample] = []
    @State private var taps = 0
    @State private var flags: Set<Int> = []

    var body: some View {
        VStack {
            // The closure is reported (body_closure_argument), not the collection.
            Sparkline(points: samples.filter { $0.value > 0 }, onTap: { taps += 1 }) //~ body_closure_argument
            Picked(points: samples.filter { $0.value > 0 }, isOn: Binding(get: { flags.contains(1) }, set: { _ in flags.insert(1) }))
            Selected(points: samples.filter { $0.value > 0 }, selection: Selection()) //~ body_fresh_object
            Count(points: samples.filter { $0.value > 0 })
            Grid(points: samples.filter { $0.value > 0 })
        }
    }
}

// Input-only: ItemRow re-evaluates only when its item changes.
struct ItemRow: View {
    let item: Item
    var body: some View {
        Sparkline(points: item.samples.filter { $0.value > 0 }, onTap: {})
    }
}
