// Collections built in view-building code and handed to a project view that stores them, whose
// elements are not Equatable: SwiftUI compares such an array by its buffer, new on every
// evaluation, so the child re-evaluates with its parent. One finding per call.
import SwiftUI

struct Sample {
    let time: Double
    let value: Double
}

struct Tag: Identifiable {
    let id: Int
    let name: String
    var isHidden: Bool
}

final class Contact {
    let name: String
    init(name: String) { self.name = name }
}

struct Legend {
    let title: String
    let color: Color
}

struct Chart: View {
    let points: [Sample]
    var body: some View {
        HStack(alignment: .bottom) {
            ForEach(points.indices, id: \.self) { i in Rectangle().frame(width: 2, height: points[i].value) }
        }
    }
}

struct TagList: View {
    let tags: [Tag]
    var body: some View {
        VStack { ForEach(tags) { Text($0.name) } }
    }
}

struct ContactGrid: View {
    let sections: [String: [Contact]]
    var body: some View {
        VStack { ForEach(sections.keys.sorted(), id: \.self) { Text($0) } }
    }
}

struct LegendBar: View {
    let entries: [Legend]
    let actions: [() -> Void]
    var body: some View {
        HStack { ForEach(entries.indices, id: \.self) { Text(entries[$0].title).foregroundStyle(entries[$0].color) } }
    }
}

struct Dashboard: View {
    @State private var samples: [Double] = []
    @State private var tags: [Tag] = []
    @State private var contacts: [Contact] = []
    @State private var tint = Color.red
    @State private var count = 0

    var body: some View {
        VStack {
            Chart(points: samples.enumerated().map { Sample(time: Double($0.offset), value: $0.element) }) //~ body_collection_argument
            TagList(tags: tags.filter { !$0.isHidden }) //~ body_collection_argument
            TagList(tags: tags.sorted { $0.name < $1.name }) //~ body_collection_argument
            TagList(tags: tags.reversed()) //~ body_collection_argument
            TagList(tags: contacts.compactMap { c in c.name.isEmpty ? nil : Tag(id: 0, name: c.name, isHidden: false) }) //~ body_collection_argument
            ContactGrid(sections: Dictionary(grouping: contacts, by: { String($0.name.prefix(1)) })) //~ body_collection_argument
            TagList(tags: tags + [Tag(id: count, name: "new", isHidden: false)]) //~ body_collection_argument
            // Two collections of one call: one finding, a note per collection.
            LegendBar(entries: [Legend(title: "a", color: tint)], actions: [{ count += 1 }]) //~ body_collection_argument
        }
    }
}

protocol Widget {
    var title: String { get }
}

struct WidgetShelf: View {
    let widgets: [any Widget]
    let counts: [String: (Int, Int)]
    var body: some View { VStack { ForEach(widgets.indices, id: \.self) { Text(widgets[$0].title) } } }
}

struct Home: View {
    @State private var widgets: [any Widget] = []
    @State private var pinned: Set<String> = []
    @State private var counts: [String: Int] = [:]

    var body: some View {
        // An existential is never Equatable; neither is a tuple.
        WidgetShelf(widgets: widgets.filter { pinned.contains($0.title) }, counts: [:]) //~ body_collection_argument
        WidgetShelf(widgets: [], counts: counts.mapValues { ($0, $0 * 2) }) //~ body_collection_argument
    }
}
