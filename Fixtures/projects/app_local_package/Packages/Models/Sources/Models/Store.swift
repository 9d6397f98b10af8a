import Foundation

public final class Store {
    public private(set) var items: [String] = []
    public init() {}
}

public struct Filter {
    public var text = ""
    public init() {}
}
