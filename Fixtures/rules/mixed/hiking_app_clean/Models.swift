import Combine
import Foundation
import Observation

struct Trail: Identifiable, Hashable {
    let id: UUID
    var name: String
    var distance: Measurement<UnitLength>
    var updatedAt: Date
}

@Observable
final class TrailLibrary {
    var trails: [Trail] = []
    var favorites: Set<Trail.ID> = []

    func refresh() async {}
}

final class SessionStore: ObservableObject {
    @Published var userName: String?
}

final class ThumbnailRepository: Sendable {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    static let placeholder = ThumbnailRepository(session: .shared)
}
