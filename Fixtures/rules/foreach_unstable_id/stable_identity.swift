// Stable identity: identifiable data, key paths to stored identifiers, constant ranges, and
// element-based identity over enumerated sequences.
import SwiftUI

struct Tag: Hashable {
    var label: String
}

struct Trail: Identifiable {
    let id: UUID
    var name: String
}

enum Tab: CaseIterable, Hashable {
    case map, list, settings
}

struct StableView: View {
    let trails: [Trail]
    let tags: [Tag]
    let labels: [String]
    @State private var editable: [Trail] = []
    let pageCount: Int
    let columns = 4

    var body: some View {
        VStack {
            ForEach(trails) { trail in
                Text(trail.name)
            }
            ForEach(trails, id: \.id) { trail in
                Text(trail.name)
            }
            ForEach(trails, id: \.self.id) { trail in
                Text(trail.name)
            }
            ForEach(tags, id: \.self) { tag in
                Text(tag.label)
            }
            ForEach(labels, id: \.self) { label in
                Text(label)
            }
            ForEach(Tab.allCases, id: \.self) { tab in
                Text("\(tab)")
            }
            ForEach(Array(trails.enumerated()), id: \.element.id) { index, trail in
                Text("\(index + 1). \(trail.name)")
            }
            ForEach(Array(tags.enumerated()), id: \.element) { index, tag in
                Text(tag.label)
            }
            ForEach(Array(zip(trails.indices, trails)), id: \.1.id) { index, trail in
                Text(trail.name)
            }
            ForEach(0..<5) { index in
                Text("\(index)")
            }
            ForEach(0..<5, id: \.self) { index in
                Text("\(index)")
            }
            ForEach(1...3, id: \.self) { index in
                Text("\(index)")
            }
            ForEach(2 ..< 9) { index in
                Text("\(index)")
            }
            // Decision: a range bounded by a plain integer (not `.count` of a collection) is not an
            // index over a collection and is not reported.
            ForEach(0..<pageCount, id: \.self) { page in
                Text("Page \(page)")
            }
            ForEach(0..<columns, id: \.self) { column in
                Text("\(column)")
            }
            ForEach($editable) { $trail in
                TextField("Name", text: $trail.name)
            }
        }
    }
}
