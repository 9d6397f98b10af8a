import SwiftUI

final class ResultCache {}

struct SearchDependencies {
    var cache: ResultCache
    var limit = 20
}

struct Pair {
    var first = ResultCache()
}

// A value holding a fresh class instance is built once, into a stored global.
nonisolated(unsafe) private let defaultSearch = SearchDependencies(cache: ResultCache())

nonisolated(unsafe) private let defaultPair: Pair = Pair()

nonisolated(unsafe) private let defaultCaches: [ResultCache] = [ResultCache()]

extension EnvironmentValues {
    @Entry var search = defaultSearch
    @Entry var pair: Pair = defaultPair
    @Entry var caches: [ResultCache] = defaultCaches
}

struct SearchField: View {
    @Environment(\.search) private var search

    var body: some View {
        Text("\(search.limit)")
    }
}
