// Type syntax: optionals, IUO, collections, tuples, metatypes, member types,
// opaque and existential types, compositions.
// @cover type.sugar
struct TypeShowcase {
    var optional: Int?
    var doubleOptional: String??
    var implicitlyUnwrapped: Double!
    var array: [Int]
    var nestedArray: [[String?]]
    var dictionary: [String: Int]
    var nestedDictionary: [String: [Int: Bool]]
    var optionalArray: [Int]?
    var arrayOfOptionals: [Int?]
    var optionalDictionary: [String: Any]?
    var generic: Array<Optional<Int>>
    var genericDictionary: Dictionary<String, Set<Int>>
    var inlineArray: [3 of Int]
}

// @cover type.tuples
struct Tuples {
    var empty: ()
    var void: Void
    var pair: (Int, String)
    var labelled: (x: Double, y: Double)
    var mixed: (name: String, Int, flag: Bool)
    var nested: ((Int, Int), (a: String, b: [Int]))
    var optionalTuple: (Int, Int)?
    var parenthesized: (Int)
    var tupleArray: [(key: String, value: Int)]
    var functionWithArgumentNames: (_ a: Int, _ b: Int) -> Void
}

// @cover type.metatypes-members
struct Metatypes {
    var intType: Int.Type
    var anyType: Any.Type
    var protocolType: any Equatable.Type
    var protocolMeta: (any Equatable).Type
    var protocolProtocol: Equatable.Protocol
    var optionalMeta: Int.Type?
    var metaMeta: Int.Type.Type
    var classType: AnyClass
    var selfType: Self.Type? { nil }
    var member: Swift.Int
    var deepMember: Outer.Middle<Int>.Inner
    var genericMember: Dictionary<String, Int>.Index
    var genericChain: Result<Int, Never>.Publisher.Output?
    var memberOfArray: [Int].Element?
    var memberOfOptional: Optional<Int>.Wrapped?
}
enum Outer { struct Middle<T> { struct Inner {} } }

// @cover type.some-any-composition
protocol Shape {}
protocol Drawable {}
struct Opaque {
    var shape: some Shape { Square() }
    var existential: any Shape
    var optionalExistential: (any Shape)?
    var existentialArray: [any Shape]
    var composition: Shape & Drawable
    var anyComposition: any Shape & Drawable
    var optionalComposition: (any Shape & Drawable)?
    var classComposition: AnyObject & Drawable
    var sendableComposition: any Sendable & Hashable
    var primaryAssociated: any Collection<Int>
    var someCollection: some Collection<String> { ["a"] }
    var anyAnyObject: AnyObject
    var anyAny: Any
    var existentialMeta: any Shape.Type
    var optionalSome: (some Shape)? { Square() }
    var tupleOfSome: (some Shape, some Drawable) { (Square(), Square()) }
    func returnsSome() -> some Shape & Drawable { Square() }
    func acceptsSome(_ s: some Shape, _ d: some Drawable & Sendable) {}
    func anyGeneric(_ c: any Sequence<any Shape>) {}
}
struct Square: Shape, Drawable {}

// @cover type.noncopyable
struct Unique: ~Copyable {}
struct Escaping: ~Escapable {}
struct Both<T: ~Copyable>: ~Copyable where T: ~Escapable {
    var stored: Int
}
enum Maybe<Wrapped: ~Copyable>: ~Copyable {
    case some(Wrapped), none
}
protocol Resource: ~Copyable {}
func takeUnique<T: ~Copyable>(_ value: consuming T) {}
extension Maybe: Copyable where Wrapped: Copyable {}
