// Places where a hand-written parser commonly guesses wrong.
// @cover expr.generic-vs-less-than
func genericOrComparison(a: Int, b: Int, c: Int, d: Int) {
    print(a < b, c > d)
    print(a<b, c>d)
    print(a < b, c >= d)
    let specialized = identity<Int>(a)
    let nestedGeneric = make<Array<Dictionary<String, Int>>>()
    let comparisonThenParen = a < b && (c > d)
    let shift = a >> b << c
    // `a < b, c > (d)` IS a generic call `a<b, c>(d)`: `>` is directly followed by `(`.
    let arrowTuple = (a < b, c > (d))
    let notGeneric = (a < b, c > d)
    let generic2 = Pair<Int, String>(first: 1, second: "s")
    let genericMember = Pair<Int, String>.defaultValue
    let genericType = Pair<Int, [String]>.self
    let nestedAngles = Wrapper<Wrapper<Int>>(inner: .init(inner: 1))
    let optionalGeneric = Wrapper<Int?>(inner: nil)
    let functionGeneric = Wrapper<(Int) -> Void>(inner: { _ in })
    let lessThanCall = a < max(b, c)
    let greaterThanCall = max(a, b) > c
    let spacedGeneric = Pair<Int,String>(first: 2, second: "t")
    print(specialized, nestedGeneric, comparisonThenParen, shift, arrowTuple, generic2, genericMember, notGeneric,
          genericType, nestedAngles, optionalGeneric, functionGeneric, lessThanCall, greaterThanCall, spacedGeneric)
}

// @cover expr.newline-postfix
func newlineSensitivity(list: [Int]) {
    let value = list
    (value)
    let chained = list
        .map { $0 + 1 }
        .filter { $0 > 1 }
    // A `[` on a new line starts an array literal, not a subscript.
    let subscriptNext = list
    [0]
    let noSubscript = list; [1]
    let optionalPostfix = list.first?
        .description
    // `print` then a tuple on the next line: not a call.
    let notACall = print
    ("tuple", 1)
    _ = (value, chained, subscriptNext, noSubscript, optionalPostfix, notACall)
    // Unlike `(` and `[`, a `{` on the next line still opens a trailing closure.
    let mappedOnNextLine = list.map
    { $0 * 2 }
    runBody
    {
        print("trailing closure on its own line")
    }
    let sum = 1 +
        2
    let difference = 3
        - 1
    let prefixNext = 4
    -5
    print(sum, difference, prefixNext, mappedOnNextLine)
}

// @cover expr.try-in-chains
func tryInOperatorChains() async throws -> Int {
    let a = try compute() + compute()
    let b = 1 + (try compute())
    let c = try? compute() ?? 0
    let d = try! compute() * 2
    let e = try await remote() + remote()
    let f = await remote2() ?? 0
    let g = try (compute(), compute()).0
    let h = (try? compute()) ?? -1
    var i = 0
    i = try compute()
    let j = try compute() > 0 ? try compute() : 0
    let k = [try compute(), try compute()]
    let l = try await [remote(), remote()]
    let m = try unsafe compute()
    return a + b + (c ?? 0) + d + e + f + g + h + i + j + k.count + l.count + m
}

// @cover expr.attributed-closure-types
func attributedTypes() {
    let handler: @MainActor () -> Void = {}
    let sendable: @Sendable (Int) async -> Void = { _ in }
    let escaping: (@escaping () -> Void) -> Void = { $0() }
    let optional: (@MainActor @Sendable () -> Void)? = nil
    let array: [@Sendable () -> Int] = [{ 1 }]
    _ = (handler, sendable, escaping, optional, array)
}

func identity<T>(_ x: T) -> T { x }
func runBody(_ body: () -> Void) { body() }
func make<T>() -> T? { nil }
func compute() throws -> Int { 1 }
func remote() async throws -> Int { 2 }
func remote2() async -> Int? { 3 }
struct Pair<A, B> { var first: A; var second: B; static var defaultValue: Int { 0 } }
struct Wrapper<T> { var inner: T }
