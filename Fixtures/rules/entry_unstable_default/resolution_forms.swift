// Every way of naming a project class in an initializer call resolves to the class.
import SwiftUI

final class ImageCache {
    init() {}
    init(limit: Int) {}
}

final class Box<Value> {
    var value: Value?
    init() {}
}

enum Services {
    final class Catalog {
        init() {}
    }
}

class BaseStore {}
final class DocumentStore: BaseStore {}

typealias Cache = ImageCache

extension EnvironmentValues {
    @Entry var direct = ImageCache() //~ entry_unstable_default
    @Entry var withArguments = ImageCache(limit: 64) //~ entry_unstable_default
    @Entry var explicitInit = ImageCache.init() //~ entry_unstable_default
    @Entry var implicitInit: ImageCache = .init() //~ entry_unstable_default
    @Entry var implicitInitWithArguments: ImageCache = .init(limit: 8) //~ entry_unstable_default
    @Entry var annotated: ImageCache = ImageCache() //~ entry_unstable_default
    @Entry var generic = Box<Int>() //~ entry_unstable_default
    @Entry var genericImplicit: Box<String> = .init() //~ entry_unstable_default
    @Entry var nested = Services.Catalog() //~ entry_unstable_default
    @Entry var nestedImplicit: Services.Catalog = .init() //~ entry_unstable_default
    @Entry var subclass = DocumentStore() //~ entry_unstable_default
    @Entry var viaTypealias = Cache() //~ entry_unstable_default
    @Entry var optionalPromotion: ImageCache? = ImageCache() //~ entry_unstable_default
    @Entry var implicitlyUnwrappedStyle: ImageCache? = .init() //~ entry_unstable_default
}
