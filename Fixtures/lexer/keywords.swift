// Reserved keywords, and contextual keywords used both as keywords and as plain names.
import SwiftUI

public final class Model: @unchecked Sendable {
    nonisolated(unsafe) static var shared = Model()
    lazy var cache: [String: Int] = [:]
    weak var delegate: AnyObject?
    unowned(safe) let owner: AnyObject
    private(set) var state = 0
    fileprivate var hidden = 0
    internal var open = 0
    init(owner: AnyObject) { self.owner = owner }
    deinit {}
    convenience init() { self.init(owner: NSObject()) }
    required init?(coder: Int) { return nil }
    override var description: String { "" }
    dynamic var dyn = 0
}

actor Counter {
    var count = 0
    func increment() async -> Int { count += 1; return count }
    nonisolated func name() -> String { "counter" }
    isolated deinit {}
}

struct Box<each T> {
    var value: (repeat each T)
    mutating func set(_ newValue: consuming Int) {}
    nonmutating func peek(_ value: borrowing Int) {}
    func take(_ value: sending Int) -> some View { EmptyView() }
    func anyView() -> any View { EmptyView() }
    var property: Int {
        get { 0 }
        set { print(newValue) }
    }
    var observed = 0 {
        willSet { print(newValue) }
        didSet { print(oldValue) }
    }
}

// Contextual keywords as ordinary identifiers.
let some = 1, any = 2, async = 3, await = 4, actor = 5
let get = 6, set = 7, willSet = 8, didSet = 9, mutating = 10
let nonisolated = 11, consuming = 12, borrowing = 13, sending = 14, each = 15
let optional = 16, final = 17, lazy = 18, weak = 19, unowned = 20, indirect = 21
let prefix = 22, postfix = 23, infix = 24, macro = 25, package = 26, open = 27
let `repeat` = 28, `Type` = 29, consume = 30, copy = 31, discard = 32, then = 33
let sum = some + any + async + await + actor + get + set + willSet + didSet

func work() async throws -> Int {
    let value = try await fetch()
    async let other = fetch()
    let copied = copy value
    let moved = consume copied
    _ = moved
    return try await value + other
}
func fetch() async throws -> Int { 1 }

enum Direction: CaseIterable {
    case north, south
    indirect case nested(Direction)
}
protocol Shape: AnyObject where Self: Sendable {
    associatedtype Unit
    static func make() -> Self
    subscript(index: Int) -> Unit { get }
}
extension Int { typealias Meters = Double }
precedencegroup Power { associativity: right higherThan: MultiplicationPrecedence }
infix operator **: Power
func loop(values: [Int?]) throws {
    for case let value? in values where value > 0 {
        guard value != 3 else { continue }
        if value == 4 { break } else if value is Int { fallthroughLabel() }
        switch value {
        case 1: fallthrough
        default: break
        }
        do { throw Failure() } catch { print(error) }
        repeat { } while false
        while true { break }
        defer { }
    }
    let cast = values as [Any] as? [Int] ?? []
    _ = (cast, true, false, nil as Int?, self, Self.self, super.self)
}
func fallthroughLabel() {}
struct Failure: Error {}
func inoutFunc(_ value: inout Int) rethrows {}
