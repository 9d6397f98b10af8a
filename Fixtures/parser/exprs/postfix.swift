// Postfix expressions: implicit members, optional chaining, force unwrap,
// subscripts, generic specialization, metatypes, inout, discard, ownership.
// @cover expr.implicit-members
enum Tint { case red, green, custom(Double), named(String, alpha: Double) }
struct Style { var tint: Tint = .red; var size = 1.0; static let standard = Style() }

func implicitMembers() -> [Tint] {
    var style: Style = .standard
    style.tint = .green
    style = .init()
    style = .init(tint: .custom(0.5), size: 2)
    let optional: Int? = .some(4)
    let none: Int? = .none
    let chainFromImplicit: Style = .standard.with(size: 3)
    let implicitOptionalChain: String? = .some("x")?.uppercased()
    let comparison = style.tint == .red
    let tuple: (Tint, Tint) = (.red, .named("n", alpha: 1))
    if case .custom(let v) = style.tint { print(v) }
    print(optional as Any, none as Any, chainFromImplicit, implicitOptionalChain as Any, comparison, tuple)
    return [.red, .custom(1), .named("blue", alpha: 0.5), .init(rawish: 3)]
}

// @cover expr.optional-force-subscripts
final class Node {
    var next: Node?
    var value: Int = 0
    var children: [String: Node] = [:]
    var list: [Int]! = []
    var action: (() -> Int)?
    subscript(index: Int) -> Node? { next }
    subscript(label name: String, fallback fallback: Int = 0) -> Int { fallback }
}

func optionalChains(root: Node?, matrix: [[Int]]) {
    let a = root?.next?.next?.value
    let b = root!.next!.value
    let c = root?.children["key"]?.value
    let d = root?[0]?[1]?.value
    let e = root?.action?()
    let f = root!.action!()
    let g = root?.list?.first
    let h = root?.list[0]
    let i = matrix[0][1]
    let j = root?[label: "x"]
    let k = root?[label: "y", fallback: 2]
    let l = root.map { $0.value }
    let m = (root?.next)!.value
    let n = root?.next?.children.values.first?.list?.count ?? 0
    root?.value = 5
    root?.children["new"] = Node()
    root!.list![0] += 1
    let o = root?.next.map(\.value)
    print(a as Any, b, c as Any, d as Any, e as Any, f, g as Any, h as Any, i, j as Any, k as Any, l as Any, m, n, o as Any)
}

// @cover expr.generic-metatype
func genericsAndMetatypes() {
    let box = GenericBox<Int>(1)
    let boxInit = GenericBox<String>.init("s")
    let arrayInit = Array<Int>.init()
    let dictionaryInit = Dictionary<String, [Int]>()
    let qualified = Swift.Set<Int>.init([1])
    let typeValue = Int.self
    let genericTypeValue = GenericBox<Double>.self
    let protocolMetatype = (any Equatable).self
    let metatypeOfMetatype = Int.Type.self
    let typeOfValue = type(of: box)
    let staticMember = GenericBox<Int>.empty
    let nestedType = Outer.Inner.Deeper.self
    let selfInit = typeValue.init(5)
    let specializedFunction: (Int) -> Int = passthrough<Int>
    print(box, boxInit, arrayInit, dictionaryInit, qualified, typeValue, genericTypeValue, protocolMetatype,
          metatypeOfMetatype, typeOfValue, staticMember, nestedType, selfInit, specializedFunction)
}

// @cover expr.inout-discard-ownership
func ownership(values: inout [Int]) async {
    var a = 1, b = 2
    swap(&a, &b)
    modify(&values)
    modify(&values[0...1].base)
    _ = a
    _ = modify(&values)
    let (_, second) = (a, b)
    _ = second
    let big = [UInt8](repeating: 0, count: 10)
    let moved = consume big
    let duplicate = copy moved
    let awaited = await fetchNumber()
    let awaitedChain = await fetchNumber().description
    let borrowedCount = moved.count
    print(duplicate, awaited, awaitedChain, borrowedCount)
}

func modify(_ x: inout [Int]) -> Int { 0 }
func modify(_ x: inout ArraySlice<Int>) {}
func fetchNumber() async -> Int { 1 }
func passthrough<T>(_ x: T) -> T { x }
struct GenericBox<T> { init(_ v: T) {}; static var empty: Int { 0 } }
enum Outer { enum Inner { struct Deeper {} } }
extension Style { func with(size: Double) -> Style { self } }
extension Tint { init(rawish: Int) { self = .red } }
