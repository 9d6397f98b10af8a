// 'stored ?? UUID()': whenever the stored id is nil, every read gives a new identity.
import Foundation

struct Attachment: Identifiable {
    var serverID: UUID?
    var id: UUID { serverID ?? UUID() } //~ identifiable_fresh_id
}

struct Draft: Identifiable {
    var serverID: UUID?
    let localID = UUID()
    var id: UUID { serverID ?? localID }
}
