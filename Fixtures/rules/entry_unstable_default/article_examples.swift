// The examples of the @Entry article: a class instance as the default is reported;
// the three fixes (stored global, static let on the type, optional without default) are not.
import Foundation
import SwiftUI

final class ThumbnailRepository: Sendable {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func data(for url: URL) async throws -> Data {
        let (data, _) = try await session.data(from: url)
        return data
    }
}

extension EnvironmentValues {
    @Entry var thumbnailRepository = ThumbnailRepository() //~ entry_unstable_default
}

// Fix 1: one instance, created once, in stable storage.
private let defaultThumbnailRepository = ThumbnailRepository()

extension EnvironmentValues {
    @Entry var hoistedThumbnailRepository = defaultThumbnailRepository
}

// Fix 2: a stored static property on the type itself.
extension ThumbnailRepository {
    static let defaultValue = ThumbnailRepository()
}

extension EnvironmentValues {
    @Entry var staticThumbnailRepository = ThumbnailRepository.defaultValue
}

// Fix 3: no default at all; the app root injects the one instance it owns.
extension EnvironmentValues {
    @Entry var optionalThumbnailRepository: ThumbnailRepository?
}

enum MapDetail: Equatable {
    case reduced
    case complete
}

extension EnvironmentValues {
    @Entry var mapDetail = MapDetail.complete
}

struct Trail: Identifiable {
    let id: Int
    let name: String
}

struct TrailRow: View {
    let trail: Trail

    @Environment(\.thumbnailRepository)
    private var thumbnailRepository

    var body: some View {
        Label(trail.name, systemImage: "mountain.2")
    }
}

struct TrailList: View {
    let trails: [Trail]

    @State private var detail = MapDetail.complete

    var body: some View {
        List(trails) { trail in
            TrailRow(trail: trail)
        }
        .environment(\.mapDetail, detail)
        .toolbar {
            Button("Toggle detail") {
                detail = detail == .complete ? .reduced : .complete
            }
        }
    }
}

@main
struct HikingApp: App {
    private let thumbnailRepository = ThumbnailRepository()

    var body: some Scene {
        WindowGroup {
            TrailList(trails: [])
                .environment(
                    \.optionalThumbnailRepository,
                    thumbnailRepository
                )
        }
    }
}
