// Wrapped references behind one level of project indirection.
import SwiftUI

final class Cache {}

struct Dependencies {
    var cache: Cache
    var retries: Int

    static var live: Dependencies { Dependencies(cache: Cache(), retries: 3) }
    static let shared = Dependencies(cache: Cache(), retries: 3)
    static func preview() -> Dependencies { Dependencies(cache: Cache(), retries: 0) }
}

extension EnvironmentValues {
    @Entry var live = Dependencies.live //~ entry_wrapped_reference
    @Entry var implicitLive: Dependencies = .live //~ entry_wrapped_reference
    @Entry var preview: Dependencies = .preview() //~ entry_wrapped_reference
    @Entry var wrappedInClosure = { Dependencies(cache: Cache(), retries: 1) }() //~ entry_wrapped_reference
    @Entry var shared = Dependencies.shared
}
