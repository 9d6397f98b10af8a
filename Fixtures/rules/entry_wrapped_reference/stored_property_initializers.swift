// A struct built with its memberwise or default init runs the initializers of the stored properties
// it does not receive: `Holder()` creates a Cache. Computed properties run nothing at construction,
// and properties passed explicitly skip their initializer.
import SwiftUI

final class Cache {}

let sharedCache = Cache()

struct Holder {
    var cache = Cache()
    var limit = 10
}

struct Lazyish {
    var limit = 10
    var cache: Cache { Cache() }
}

struct Outer {
    var inner = Holder()
}

struct Settings {
    var cache: Cache = sharedCache
}

extension EnvironmentValues {
    @Entry var holder = Holder() //~ entry_wrapped_reference
    @Entry var holderWithLimit = Holder(limit: 20) //~ entry_wrapped_reference
    @Entry var implicitHolder: Holder = .init() //~ entry_wrapped_reference
    @Entry var outer = Outer() //~ entry_wrapped_reference
}

extension EnvironmentValues {
    @Entry var computedOnly = Lazyish()
    @Entry var explicitCache = Holder(cache: sharedCache, limit: 3)
    @Entry var settings = Settings()
}
