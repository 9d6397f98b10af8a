// 'stored ?? UUID()': whenever the stored id is nil, every read gives a new identity. The same
// fallback written with `guard let … else { return UUID() }` or `if let … { } else { UUID() }`.
import Foundation
import SwiftUI

struct Attachment: Identifiable {
    var serverID: UUID?
    var id: UUID { serverID ?? UUID() } //~ identifiable_fresh_id
}

struct Draft: Identifiable {
    var serverID: UUID?
    let localID = UUID()
    var id: UUID { serverID ?? localID }
}

struct Upload: Identifiable {
    var serverID: UUID?
    var id: UUID {
        guard let serverID else { return UUID() } //~ identifiable_fresh_id
        return serverID
    }
}

struct Reply: Identifiable {
    var serverID: UUID?
    var id: UUID { if let serverID { serverID } else { UUID() } } //~ identifiable_fresh_id
}

struct Mention: Identifiable {
    var serverID: UUID?
    let localID = UUID()
    var id: UUID {
        guard let serverID else { return localID }
        return serverID
    }
}

struct Inbox: View {
    let attachments: [Attachment]
    let uploads: [Upload]

    var body: some View {
        List {
            ForEach(attachments) { attachment in
                Text(attachment.id.uuidString)
            }
            ForEach(uploads, id: \.id) { upload in
                Text(upload.id.uuidString)
            }
        }
    }
}

// The fallback after an `if let … { return … }`: new only when the link is missing.
struct Article: Identifiable {
    var torrentURL: String?
    var link: String?
    var title: String?
    var id: String {
        let base = torrentURL ?? link
        if let base = base { return base + (title ?? "") }
        return UUID().uuidString //~ identifiable_fresh_id
    }
}

struct Feed: View {
    let articles: [Article]
    var body: some View {
        List(articles) { article in Text(article.title ?? "") }
    }
}
