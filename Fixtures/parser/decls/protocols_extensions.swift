// Protocols (requirements, primary associated types) and extensions.
// @cover decl.protocol
protocol Named {
    var name: String { get }
    var nickname: String? { get set }
    static var defaultName: String { get }
    func greet() -> String
    mutating func rename(to newName: String)
    static func make() -> Self
    init(name: String)
    init?(rawName: String)
    func load() async throws -> Data
    subscript(index: Int) -> Character { get }
}
protocol Store<Item, Key>: AnyObject, Sendable {
    associatedtype Item: Identifiable
    associatedtype Key: Hashable = Item.ID
    associatedtype Batch: Collection where Batch.Element == Item
    associatedtype Index = Int
    func item(for key: Key) -> Item?
}
protocol ClassOnly: AnyObject {}
protocol Refined: Named, Equatable where Self: AnyObject {}
@objc protocol LegacyDelegate {
    @objc optional func didFinish(_ sender: Any)
    @objc(handleEvent:) func handle(_ event: Int)
}
public protocol Renderer<Output> {
    associatedtype Output
    @MainActor func render() -> Output
    nonisolated var id: Int { get }
    var asyncValue: Int { get async throws }
}
protocol MarkerOnly {}
@_marker protocol FastMarker {}
protocol WithTypealias {
    typealias Completion = (Bool) -> Void
    associatedtype Element
}

// @cover decl.extension
extension Named {
    var nickname: String? {
        get { nil }
        set {}
    }
    func greet() -> String { "Hi \(name)" }
}
extension Array where Element: Equatable {
    func allEqual() -> Bool { allSatisfy { $0 == first } }
}
extension Array<Int> {
    var total: Int { reduce(0, +) }
}
extension Dictionary.Keys {
    var sortedDescription: String { "" }
}
extension Result: @retroactive CustomDebugStringConvertible where Success == Int {
    public var debugDescription: String { "" }
}
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
extension Swift.Collection where Self.Element: Hashable, Index == Int {
    struct Grouped {
        let keys: [Element]
        enum Order { case ascending, descending }
    }
    typealias Pairs = [(Index, Element)]
}
public extension String {
    static let empty = ""
    func trimmed() -> String { self }
}
extension Point: @unchecked Sendable {}
extension Int: Named {
    init(name: String) { self = name.count }
    init?(rawName: String) { nil }
    var name: String { "\(self)" }
    static var defaultName: String { "zero" }
    mutating func rename(to newName: String) {}
    static func make() -> Int { 0 }
    func load() async throws -> Data { Data() }
    subscript(index: Int) -> Character { "0" }
}
extension [String] {
    var joinedLines: String { joined(separator: "\n") }
}
extension [String: Int]? {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
extension Outcome.Nested.Deeper: CustomStringConvertible {
    var description: String { "\(rawValue)" }
}
@available(iOS 17, *)
extension Store where Self: Observable, Item: Sendable {
    func warm() async {}
}
