// Structs with explicit initializers: the initializer the call selects is followed, with its
// parameters bound to the arguments or their defaults, through `self.init(…)` delegation.
import Combine
import SwiftUI

typealias Subject<Value> = CurrentValueSubject<Value, Never>

struct Settings {
    var limit = 10
}

struct Container {
    let settings: Subject<Settings>
    let retries: Int

    init(settings: Subject<Settings> = .init(Settings()), retries: Int) {
        self.settings = settings
        self.retries = retries
    }

    init(settings: Settings, retries: Int) {
        self.init(settings: Subject<Settings>(settings), retries: retries)
    }
}

final class Cache {}

struct CacheHolder {
    let cache: Cache
    let limit: Int

    init(limit: Int) {
        self.cache = Cache()
        self.limit = limit
    }
}

struct Limits {
    let value: Int
    let label: String

    init(value: Int) {
        self.value = value
        label = "\(value)"
    }
}

private let sharedCache = Cache()

struct SharedHolder {
    let cache: Cache

    init() {
        cache = sharedCache
    }
}

extension EnvironmentValues {
    @Entry var container = Container(settings: Settings(), retries: 1) //~ entry_wrapped_reference
    @Entry var defaultedContainer = Container(retries: 2) //~ entry_wrapped_reference
    @Entry var cacheHolder = CacheHolder(limit: 3) //~ entry_wrapped_reference
    @Entry var limits = Limits(value: 4)
    @Entry var sharedHolder = SharedHolder()
}
