// Structs, classes, actors, enums and typealiases, nested at several levels.
// @cover decl.typealias
typealias Identifier = String
typealias Callback = (Result<Int, any Error>) -> Void
typealias Pair<T> = (T, T)
typealias StringDictionary<Value> = Dictionary<String, Value>
typealias Constrained<T: Hashable> = Set<T>
typealias Mapper<In, Out> = (In) async throws -> Out where In: Sendable
public typealias Handler = @MainActor @Sendable () -> Void
typealias Both = Codable & Hashable

// @cover decl.struct
struct Point: Hashable, Sendable {
    var x = 0.0
    var y = 0.0
    struct Delta { let dx: Double; let dy: Double }
    typealias Coordinate = Double
}
struct Box<Wrapped> { var value: Wrapped }
struct Keyed<Key: Hashable, Value>: Sequence where Value: Equatable {
    var storage: [Key: Value] = [:]
    func makeIterator() -> Dictionary<Key, Value>.Iterator { storage.makeIterator() }
}
public struct Token: ~Copyable {}
@frozen public struct Fixed { public var raw: UInt8 }
struct Empty {}

// @cover decl.class
class Animal {
    var name: String
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
    class func create() -> Animal { Animal(name: "generic") }
}
final class Dog: Animal, Identifiable {
    let id = UUID()
    override func speak() -> String { "Woof" }
    override class func create() -> Animal { Dog(name: "rex") }
}
open class Base<T>: NSObject where T: Codable {
    open var payload: T?
    open func handle() {}
    public final class Inner { class Deeper { struct Deepest {} } }
}
class Node<Value> {
    var children: [Node<Value>] = []
    weak var parent: Node?
}

// @cover decl.actor
actor Cache<Key: Hashable & Sendable, Value: Sendable> {
    private var entries: [Key: Value] = [:]
    func value(for key: Key) -> Value? { entries[key] }
    func insert(_ value: Value, for key: Key) { entries[key] = value }
    nonisolated func describe() -> String { "Cache" }
}
@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}
distributed actor Player {
    typealias ActorSystem = LocalTestingDistributedActorSystem
    distributed func move(to square: Int) {}
    distributed var score: Int { 0 }
}

// @cover decl.enum
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth
    case mars = 4
}
enum Escape: Character {
    case tab = "\t"
    case newline = "\n"
}
enum Mode: String, Codable {
    case light, dark = "DARK", automatic = "auto"
}
enum Ratio: Double { case half = 0.5, negative = -1.0 }
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case polygon(points: [Point], closed: Bool = true)
    case labelled(_ name: String, Int)
    case empty
    case generic(Box<Int>)
}
indirect enum Expression {
    case number(Int)
    case sum(Expression, Expression)
    case negate(Expression)
}
enum Tree<T> {
    case leaf
    indirect case node(left: Tree, value: T, right: Tree)
}
enum Outcome<Success, Failure: Error> {
    case success(Success), failure(Failure)
    enum Nested { case a; enum Deeper: Int { case b = 2 } }
    var isSuccess: Bool { if case .success = self { true } else { false } }
    static var all: [String] { ["success", "failure"] }
}
@frozen public enum Level: UInt8, Sendable { case low = 0x00, high = 0xFF }
enum Never2 {}
enum `Type` { case `default`, `case`, `self` }
