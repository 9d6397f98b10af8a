// A row view given the collection beside its index reads its element by that index: when a stop
// is removed, the handle at a position takes another stop's drag state. A row view given only
// the index shows a position (a page dot), which index identity describes exactly.
import SwiftUI

struct Stop: Hashable {
    var location: Double
}

struct Stops: Hashable {
    var stops: [Stop] = []
}

struct StopHandle: View {
    @Binding var gradient: Stops
    let index: Int
    @State private var isDragging = false

    var body: some View {
        Circle()
            .frame(width: isDragging ? 12 : 8)
            .onTapGesture { gradient.stops.remove(at: index) }
    }
}

struct PageDot: View {
    let index: Int
    let current: Int

    var body: some View {
        Circle().opacity(index == current ? 1 : 0.3)
    }
}

struct StopsEditor: View {
    @Binding var gradient: Stops
    @State private var pages: [String] = []
    @State private var current = 0

    var body: some View {
        VStack {
            ForEach(gradient.stops.indices, id: \.self) { index in //~ foreach_unstable_id
                StopHandle(gradient: $gradient, index: index)
            }
            HStack {
                ForEach(pages.indices, id: \.self) { index in //~ foreach_unstable_id
                    PageDot(index: index, current: current)
                }
            }
            Button("Drop a page") { pages.removeLast() }
            Button("Reload") { pages = ["a", "b"] }
        }
    }
}

struct Appearance {
    var tint = Stops(stops: [Stop(location: 0)])
}

struct StopsScreen: View {
    @Binding var appearance: Appearance

    var body: some View {
        StopsEditor(gradient: $appearance.tint)
    }
}
