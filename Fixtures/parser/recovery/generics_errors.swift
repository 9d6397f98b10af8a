// Unbalanced generic brackets and broken where clauses.
struct Box<T {
    var value: T
}
struct AfterBox {}

func unclosed<T: Equatable(_ x: T) {}
func afterUnclosed() {}

let instance = Array<Int(repeating: 0, count: 1)
let afterInstance = 1

func brokenWhere<T>(_ t: T) where T: {}
func afterBrokenWhere() {}

func emptyWhere<T>(_ t: T) where {}
func afterEmptyWhere() {}

typealias Pair<A, = (A, A)
typealias AfterPair = Int

var nested: Dictionary<String, Array<Int> = [:]
var afterNested = 2

extension Array where Element == {
    func inExtension() {}
}
func afterExtension() {}

func call() {
    let a = make<Int, >()
    let b = Box<>(value: 1)
    let c = Dictionary<String: Int>()
    print(a, b, c)
}
func afterCall() {}

struct Constrained<T: , U: Equatable> {}
struct AfterConstrained {}
