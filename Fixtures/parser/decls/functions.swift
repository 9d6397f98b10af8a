// Functions: generics, where clauses, effects, packs, defaults, variadics, inout.
// @cover decl.func-basic
func noArguments() {}
func greet(_ name: String, from city: String = "Paris") -> String {
    "Hello \(name) from \(city)"
}
func sum(_ numbers: Int...) -> Int { numbers.reduce(0, +) }
func log(_ items: Any..., separator: String = " ", terminator: String = "\n") {}
func swapValues(_ a: inout Int, _ b: inout Int) { (a, b) = (b, a) }
func defaults(flag: Bool = true, list: [Int] = [1, 2, 3], map: [String: Int] = [:], closure: () -> Void = {}) {}
func returnsTuple() -> (min: Int, max: Int) { (0, 1) }
func returnsFunction() -> (Int) -> (Int) -> Int { { a in { b in a + b } } }
func `default`(`for` value: Int) -> Int { value }

// @cover decl.func-generics
func identity<T>(_ value: T) -> T { value }
func pair<A, B: Hashable>(_ a: A, _ b: B) -> (A, B) { (a, b) }
func merge<C1: Collection, C2: Collection>(_ lhs: C1, _ rhs: C2) -> [C1.Element]
    where C1.Element == C2.Element, C1.Element: Comparable
{
    (Array(lhs) + Array(rhs)).sorted()
}
func largest<S>(in sequence: S) -> S.Element? where S: Sequence, S.Element: Comparable {
    sequence.max()
}
func describe(_ item: some CustomStringConvertible) -> some StringProtocol { item.description }
func erase(_ items: [any Equatable]) -> any Sequence<Int> { [1] }
func constrained<T: AnyObject & Sendable>(_ t: T) where T: Equatable {}

// @cover decl.func-effects
func load() async {}
func parse(_ text: String) throws -> Int { 0 }
func fetchAll() async throws -> [String] { [] }
func decode(_ data: [UInt8]) throws(DecodingFailure) -> String { "" }
func stream() async throws(NetworkError) -> Int { 0 }
func neverThrows() throws(Never) {}
func apply<T>(_ body: () throws -> T) rethrows -> T { try body() }
func transform<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T { try body() }
func isolatedWork(on actor: isolated MainActorBox) {}
func take(_ value: consuming String, borrow other: borrowing String) -> sending String { value }
func run(_ op: sending @escaping () async -> Void) {}
func neverReturns() -> Never { fatalError() }

// @cover decl.func-packs
func tuplify<each T>(_ value: repeat each T) -> (repeat each T) {
    (repeat each value)
}
func zipAll<each A, each B>(_ a: repeat each A, _ b: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}
func printAll<each Item: CustomStringConvertible>(_ items: repeat each Item) {
    repeat print((each items).description)
}
func sameShape<each T, each U>(_ t: repeat each T, _ u: repeat each U) where (repeat (each T, each U)): Any {}

// @cover decl.func-operators
struct Vector2 {
    var x: Double, y: Double
    static func + (lhs: Vector2, rhs: Vector2) -> Vector2 { Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func += (lhs: inout Vector2, rhs: Vector2) { lhs = lhs + rhs }
    static prefix func - (v: Vector2) -> Vector2 { Vector2(x: -v.x, y: -v.y) }
    static postfix func ++ (v: inout Vector2) -> Vector2 { v }
    static func == (a: Vector2, b: Vector2) -> Bool { a.x == b.x && a.y == b.y }
    static func <(a: Vector2, b: Vector2) -> Bool { a.x < b.x }
    static func .* (a: Vector2, b: Double) -> Vector2 { a }
}
prefix func √ (value: Double) -> Double { value.squareRoot() }
func <~> (lhs: Int, rhs: Int) -> Bool { lhs == rhs }

// @cover decl.func-nested
func outer() -> Int {
    func inner(_ x: Int) -> Int {
        func innermost() -> Int { x * 2 }
        return innermost()
    }
    let closure = { (y: Int) -> Int in
        func insideClosure() -> Int { y }
        return insideClosure()
    }
    return inner(1) + closure(2)
}

// @cover decl.func-modifiers
struct Counter {
    var value = 0
    mutating func increment(by step: Int = 1) { value += step }
    nonmutating func peek() -> Int { 0 }
    static func make() -> Counter { Counter() }
    @discardableResult
    func reset() -> Int { 0 }
    @inlinable public func fast() {}
    @available(*, deprecated, renamed: "increment(by:)")
    mutating func bump() {}
    consuming func finish() -> Int { value }
    borrowing func inspect() -> Int { value }
}
