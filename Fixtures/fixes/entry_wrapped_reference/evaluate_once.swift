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
extension EnvironmentValues {
    @Entry var search = SearchDependencies(cache: ResultCache())
    @Entry var pair: Pair = Pair()
    @Entry var caches: [ResultCache] = [ResultCache()]
}

struct SearchField: View {
    @Environment(\.search) private var search

    var body: some View {
        Text("\(search.limit)")
    }
}
