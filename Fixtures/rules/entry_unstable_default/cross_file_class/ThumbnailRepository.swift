import Foundation

final class ThumbnailRepository {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }
}
