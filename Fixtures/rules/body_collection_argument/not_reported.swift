// Not reported: elements SwiftUI compares with == (String, an Equatable or Hashable model, an
// enum without associated values, a Set), literals of constants, a collection the model keeps,
// SDK views' data, an Equatable child, `Array(x)` of a plain name, `Optional.map`, a child that
// keeps the value in @State, element types the project does not declare.
import SwiftUI
import CoreLocation

struct Tag: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct Note: Equatable {
    let text: String
}

enum Filter {
    case all, open, done
}

struct Swatch {
    let hex: String
    static let red = Swatch(hex: "f00")
    static let blue = Swatch(hex: "00f")
}

struct Sample {
    let value: Double
}

final class ChartModel: ObservableObject {
    @Published var raw: [Double] = [] { didSet { points = raw.map { Sample(value: $0) } } }
    @Published private(set) var points: [Sample] = []
}

struct Labels: View {
    let names: [String]
    var body: some View { VStack { ForEach(names, id: \.self) { Text($0) } } }
}

struct TagList: View {
    let tags: [Tag]
    var body: some View { VStack { ForEach(tags) { Text($0.name) } } }
}

struct NoteList: View {
    let notes: [Note]
    let filters: [Filter]
    let picked: Set<Tag>
    var body: some View { VStack { ForEach(notes, id: \.text) { Text($0.text) } } }
}

struct Palette: View {
    let swatches: [Swatch]
    var body: some View { HStack { ForEach(swatches, id: \.hex) { Text($0.hex) } } }
}

// Its parents pass points built from changing state: positions identify its rows.
struct Chart: View {
    let points: [Sample]
    var body: some View { VStack { ForEach(points.indices, id: \.self) { Text("\(points[$0].value)") } } } //~ foreach_unstable_id
}

struct EquatableChart: View, Equatable {
    let points: [Sample]
    let version: Int
    static func == (a: Self, b: Self) -> Bool { a.version == b.version }
    var body: some View { VStack { ForEach(points.indices, id: \.self) { Text("\(points[$0].value)") } } }
}

struct Seeded: View {
    @State var points: [Sample]
    var body: some View { VStack { ForEach(points.indices, id: \.self) { Text("\(points[$0].value)") } } }
}

struct Avatar: View {
    let url: URL?
    var body: some View { AsyncImage(url: url) }
}

struct Route: View {
    let stops: [CLLocation]
    var body: some View { VStack { ForEach(stops.indices, id: \.self) { Text("\(stops[$0].altitude)") } } }
}

struct Screen: View {
    @StateObject private var model = ChartModel()
    @State private var tags: [Tag] = []
    @State private var notes: [Note] = []
    @State private var samples: [Sample] = []
    @State private var path: String? = nil
    @State private var locations: [CLLocation] = []
    @State private var version = 0

    var body: some View {
        VStack {
            Labels(names: tags.map(\.name))
            Labels(names: ["a", "b"])
            TagList(tags: tags.filter { $0.name.count > 2 })
            NoteList(notes: notes.sorted { $0.text < $1.text }, filters: [.all, .done], picked: Set(tags))
            Palette(swatches: [.red, .blue])
            Palette(swatches: [Swatch.red, Swatch.blue])
            Palette(swatches: [])
            Chart(points: model.points)
            Chart(points: Array(samples))
            EquatableChart(points: samples.filter { $0.value > 0 }, version: version)
            Seeded(points: samples.filter { $0.value > 0 })
            Avatar(url: path.map { URL(fileURLWithPath: $0) })
            Route(stops: locations.filter { $0.altitude > 0 })
            ForEach(samples.map { Sample(value: $0.value * 2) }.indices, id: \.self) { Text("\($0)") }
            List(samples.filter { $0.value > 0 }.indices, id: \.self) { Text("\($0)") }
        }
    }
}
