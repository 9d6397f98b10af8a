// Generic parameter lists, where clauses, same-type and conformance
// constraints, parameter packs, and nested generic types.
// @cover type.generics-where
protocol Container {
    associatedtype Element
    associatedtype SubSequence: Container where SubSequence.Element == Element
    associatedtype Iterator: IteratorProtocol = AnyIterator<Element> where Iterator.Element == Element
}

struct Stack<Element>: Container where Element: Equatable {
    typealias SubSequence = Stack<Element>
    var items: [Element] = []
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Element == C2.Element, C1.Element: Hashable & Sendable
{
    true
}

func nested<T>(_ value: T) where T: Collection, T.Element: Collection, T.Element.Element == Int {}
func sameType<A, B>(_ a: A, _ b: B) where A == B {}
func layout<T>(_ t: T) where T: AnyObject {}
func classBound<T: NSObject & Codable>(_ t: T) {}
func defaultGenerics<T: Sequence, U>(_ t: T, _ u: U) -> [U] where T.Element == U { Array(t) }
func sameTypeConcrete<S: Sequence>(_ s: S) where S.Element == (key: String, value: Int) {}
func sameTypeFunction<S: Sequence>(_ s: S) where S.Element == () -> Void {}
func sameTypeGeneric<C: Collection>(_ c: C) where C.Index == Int, C.SubSequence == ArraySlice<C.Element> {}

extension Stack where Element: Comparable {
    func sorted() -> [Element] { items.sorted() }
}
extension Stack where Element == String {
    var joined: String { items.joined() }
}
extension Container where Self: AnyObject, Element: Sendable {}

struct Matrix<let Rows: Int, let Columns: Int> {}
struct Outer<T> {
    struct Inner<U> where U: Hashable {
        enum Leaf<V> { case value(T, U, V) }
    }
    func make<W>(_ w: W) -> Inner<Int>.Leaf<W> { .value(fatalError(), 0, w) }
}
typealias DeepType = Outer<String>.Inner<Int>.Leaf<[Double]>
class Base<T> {}
class Derived<T: Codable, U>: Base<[T]> where U: Base<T> {}
protocol Service<Request, Response> {
    associatedtype Request: Sendable
    associatedtype Response: Sendable
}
func serve(_ service: some Service<String, Int>) {}
func serveAny(_ service: any Service<String, some Sendable>) {}

// @cover type.packs
struct Tuple<each Element> {
    var elements: (repeat each Element)
    init(_ elements: repeat each Element) { self.elements = (repeat each elements) }
}
func forEach<each T: Sendable>(_ values: repeat each T, body: (any Sendable) -> Void) {
    repeat body(each values)
}
func zipped<each T, each U>(_ t: (repeat each T), _ u: (repeat each U)) -> (repeat (each T, each U))
    where (repeat (each T, each U)): Any
{
    fatalError()
}
func packArrays<each T>(_ arrays: repeat [each T]) -> (repeat (each T)?) {
    (repeat (each arrays).first)
}
func samePack<each T, each U>(_ t: repeat each T, _ u: repeat each U) where repeat each T == each U {}
func packFunction<each Input, Output>(_ f: @escaping (repeat each Input) -> Output) -> (repeat each Input) -> Output { f }
struct Observer<each Value: Equatable> {
    var handlers: (repeat (each Value) -> Void)
}
typealias PackAlias<each T> = (repeat Optional<each T>)
