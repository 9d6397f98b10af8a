// Stored ids are created once per value; computed ids derived from stored data are deterministic.
import Foundation
import SwiftUI

struct Photo: Identifiable {
    let id = UUID()
    var url: URL
}

struct Draft: Identifiable {
    var id = UUID()
    var text: String
}

struct Ticket: Identifiable {
    let id: UUID
    var title: String
}

struct Country: Identifiable {
    var code: String
    var id: String { code }
}

struct Seat: Identifiable {
    var row: Int
    var number: Int
    var id: String { "\(row)-\(number)" }
}

enum Tab: String, Identifiable, CaseIterable {
    case home, search
    var id: Self { self }
}

enum Filter: String, Identifiable {
    case all, unread
    var id: String { rawValue }
}

struct Track: Identifiable {
    let storedID: UUID
    var id: UUID { storedID }
}

struct Fixed: Identifiable {
    var key: String
    var id: UUID { UUID(uuidString: key) ?? UUID(uuidString: "00000000-0000-0000-0000-000000000000")! }
}

// Not Identifiable: a computed `id` here is nobody's identity (decision: not reported).
struct CorrelationContext {
    var id: UUID { UUID() }
}

// A fresh UUID created in a method, not in `id`, is fine.
struct Upload: Identifiable {
    let id: UUID
    func retryToken() -> UUID { UUID() }
}
