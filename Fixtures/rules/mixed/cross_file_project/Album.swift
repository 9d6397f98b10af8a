import Foundation

struct Album {
    var title: String
    var photos: [String]
}

extension Album: Identifiable {
    var id: String { title }
}

struct Photo: Identifiable {
    var name: String
    var id: UUID { UUID() } //~ identifiable_fresh_id
}
