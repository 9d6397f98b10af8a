// Every kind of value wrapper around a fresh reference.
import Foundation
import SwiftUI

final class Cache {}

enum DataSource {
    case offline
    case remote(Cache)
}

struct Pair {
    var first: Cache
    var second: Int
}

extension EnvironmentValues {
    @Entry var pair = Pair(first: Cache(), second: 1) //~ entry_wrapped_reference
    @Entry var implicitPair: Pair = .init(first: Cache(), second: 2) //~ entry_wrapped_reference
    @Entry var tuple = (Cache(), 1) //~ entry_wrapped_reference
    @Entry var labelledTuple: (cache: Cache, limit: Int) = (cache: Cache(), limit: 5) //~ entry_wrapped_reference
    @Entry var array = [Cache()] //~ entry_wrapped_reference
    @Entry var annotatedArray: [Cache] = [Cache(), Cache()] //~ entry_wrapped_reference
    @Entry var dictionary = ["thumbnails": Cache()] //~ entry_wrapped_reference
    @Entry var enumPayload = DataSource.remote(Cache()) //~ entry_wrapped_reference
    @Entry var implicitEnumPayload: DataSource = .remote(Cache()) //~ entry_wrapped_reference
    @Entry var sdkInside = [JSONDecoder()] //~ entry_wrapped_reference
}

// The same wrappers around stable or value content.
private let sharedCache = Cache()

extension EnvironmentValues {
    @Entry var stablePair = Pair(first: sharedCache, second: 1)
    @Entry var stableTuple = (sharedCache, 1)
    @Entry var stableArray = [sharedCache]
    @Entry var stablePayload = DataSource.remote(sharedCache)
    @Entry var offline = DataSource.offline
    @Entry var emptyCaches: [Cache] = []
}
