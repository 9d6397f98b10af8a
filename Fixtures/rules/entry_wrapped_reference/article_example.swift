// A struct copies by value, but the ResultCache inside it is a new reference on every read.
import SwiftUI

class ResultCache {
    var entries: [String: String] = [:]
}

struct SearchDependencies {
    let cache: ResultCache
}

extension EnvironmentValues {
    @Entry var searchDependencies = SearchDependencies( //~ entry_wrapped_reference
        cache: ResultCache()
    )
}

// The fix from the article: build the whole value once.
private let defaultSearchDependencies = SearchDependencies(
    cache: ResultCache()
)

extension EnvironmentValues {
    @Entry var hoistedSearchDependencies = defaultSearchDependencies
}
