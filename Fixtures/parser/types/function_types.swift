// Function types with effects and attributes.
// @cover type.functions
typealias Simple = () -> Void
typealias Unary = (Int) -> Int
typealias Binary = (Int, Int) -> Bool
typealias Labelled = (_ value: Int, _ other: String) -> Void
typealias Curried = (Int) -> (Int) -> (Int) -> Int
typealias Throwing = (String) throws -> Data
typealias TypedThrowing = (String) throws(DecodingError) -> Data
typealias Async = () async -> Int
typealias AsyncThrows = (URL) async throws -> (Data, URLResponse)
typealias AsyncTypedThrows = () async throws(CancellationError) -> Void
typealias Rethrowing = (() throws -> Void) throws -> Void
typealias ReturnsOptional = () -> Int?
typealias OptionalFunction = (() -> Int)?
typealias ArrayOfFunctions = [(Int) -> Int]
typealias DictionaryOfFunctions = [String: (Any) -> Void]
typealias TupleOfFunctions = (first: () -> Void, second: (Int) -> Int)
typealias Variadic = (Int...) -> Int
typealias InoutParam = (inout [Int]) -> Void
typealias OwnershipParams = (borrowing String, consuming [Int]) -> Void
typealias SendingResult = (sending String) -> sending Int
typealias IsolatedParam = (isolated (any Actor)?) async -> Void
typealias GenericResult = () -> Result<[String: Int], any Error>
typealias FunctionOfFunction = ((Int) -> Int) -> ((Int) -> Int)

// @cover type.function-attributes
typealias MainActorFunction = @MainActor () -> Void
typealias SendableFunction = @Sendable (Int) -> String
typealias Both = @MainActor @Sendable () async -> Void
typealias Convention = @convention(c) (Int32) -> Int32
typealias Block = @convention(block) () -> Void
typealias Thin = @convention(thin) () -> Void
typealias Isolated = @isolated(any) () async -> Void
typealias Autoclosure = (@autoclosure () -> Bool) -> Void
typealias Concurrent = @concurrent () async -> Void

final class Scheduler {
    var pending: [@Sendable () async -> Void] = []
    var onMain: (@MainActor (String) -> Void)?

    func schedule(_ work: @escaping @Sendable () async -> Void) { pending.append(work) }
    func run(_ block: () -> Void) { block() }
    func later(_ block: @escaping () -> Void) {}
    func global(_ block: @escaping @MainActor @Sendable (Int) async throws -> Int) {}
    func check(_ condition: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "") rethrows {}
    func transfer(_ value: sending @escaping () -> Void) {}
    func withContinuation<T>(_ body: (CheckedContinuation<T, Never>) -> Void) async -> T { fatalError() }
    func builder(@ViewBuilder content: () -> some View) {}
    func attributedEscaping(_ f: @escaping (@escaping () -> Void) -> Void) {}
    func returnsEscaping() -> @Sendable () -> Void { {} }
    func typedThrowsParam<E: Error>(_ f: () throws(E) -> Void) throws(E) { try f() }
    func optionalEscaping(_ handler: ((Bool) -> Void)? = nil) {}
    func genericFunctionType<each Arg>(_ f: (repeat each Arg) -> Void) {}
}
