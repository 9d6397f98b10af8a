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
extension EnvironmentValues {
    @Entry var thumbnailRepository = ThumbnailRepository()
    @Entry var clock: Clock = .init()
    @Entry var store: Store = Store()
}

// The global goes before the `#if` that holds the extension, at its indentation.
#if os(iOS)
extension EnvironmentValues {
    @Entry var sharedRepository: ThumbnailRepository = ThumbnailRepository()
}
#endif

struct Gallery: View {
    @Environment(\.thumbnailRepository) private var repository
    @Environment(\.clock) private var clock

    var body: some View {
        Text("\(repository.cache.count) \(clock.start)")
    }
}
