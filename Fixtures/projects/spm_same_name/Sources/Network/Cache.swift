import Foundation

public struct Cache {
    public var limit = 100
    public init() {}
}
