// A computed `id` that returns a new value on every access: every row is new on every evaluation.
import Foundation
import SwiftUI

struct Photo: Identifiable {
    var url: URL
    var id: UUID { UUID() } //~ identifiable_fresh_id
}

struct Note: Identifiable {
    var text: String
    var id: String { UUID().uuidString } //~ identifiable_fresh_id
}

struct Reading: Identifiable {
    var value: Double
    var id: Date {
        Date() //~ identifiable_fresh_id
    }
}

struct Roll: Identifiable {
    var faces: Int
    var id: Int {
        return Int.random(in: 0...Int.max) //~ identifiable_fresh_id
    }
}

struct Sample: Identifiable {
    var name: String
    var id: UUID {
        get { UUID() } //~ identifiable_fresh_id
    }
}

final class Download: Identifiable {
    var progress = 0.0
    var id: String { "download-\(UUID().uuidString)" } //~ identifiable_fresh_id
}

struct Comment {
    var body: String
}

extension Comment: Identifiable {
    var id: UUID { .init() } //~ identifiable_fresh_id
}

protocol Entity: Identifiable {}

struct Badge: Entity {
    var title: String
    var id: UUID { UUID() } //~ identifiable_fresh_id
}

// Rows identified by `id`: what makes a fresh id lose state.
struct PhotoGrid: View {
    let photos: [Photo]
    @State private var opened: Note?

    var body: some View {
        List(photos) { photo in
            Text(photo.url.lastPathComponent)
        }
        .sheet(item: $opened) { note in
            Text(note.text)
        }
    }
}
