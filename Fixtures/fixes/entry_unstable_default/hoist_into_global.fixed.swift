import SwiftUI

final class ThumbnailRepository {
    var cache: [URL: Data] = [:]
}

final class Clock: Sendable {
    let start = 0
}

let defaultStore = 1

final class Store {}

// The hoisted global gets the property's name; an existing global of that name is kept.
nonisolated(unsafe) private let defaultThumbnailRepository = ThumbnailRepository()

private let defaultClock: Clock = .init()

nonisolated(unsafe) private let defaultStore2: Store = Store()

extension EnvironmentValues {
    @Entry var thumbnailRepository = defaultThumbnailRepository
    @Entry var clock: Clock = defaultClock
    @Entry var store: Store = defaultStore2
}

// The global goes before the `#if` that holds the extension, at its indentation.
nonisolated(unsafe) private let defaultSharedRepository: ThumbnailRepository = ThumbnailRepository()

#if os(iOS)
extension EnvironmentValues {
    @Entry var sharedRepository: ThumbnailRepository = defaultSharedRepository
}
#endif

struct Gallery: View {
    @Environment(\.thumbnailRepository) private var repository
    @Environment(\.clock) private var clock

    var body: some View {
        Text("\(repository.cache.count) \(clock.start)")
    }
}
