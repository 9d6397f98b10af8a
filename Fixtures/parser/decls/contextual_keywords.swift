// Contextual keywords used as ordinary names. A hand-written parser must only
// treat them as keywords where the grammar expects one.
// @cover decl.contextual-names
let async = 1
let await_ = 2
var some: Int = 3
var any = "any"
let get = 4, set = 5
var willSet = true, didSet = false
let open = "door"
let actor = "player"
let macro = 6
let package = "pkg"
let consume = 7
let copy = 8
let each = 9
let `repeat` = 10
let mutating = 11
let convenience = 12
let indirect = 13
let optional = 14
let lazy = 15
let prefix = "pre", postfix = "post", infix = "in"
let associativity = 16
let `Type` = 17
let Protocol = 18
let unowned = 19
let weak = 20
let override = 21
let required = 22
let final = 23
let dynamic = 24
let isolated = 25
let nonisolated = 26
let sending = 27
let borrowing = 28
let consuming = 29
let then = 30
let discard = 31
let distributed = 32
let unsafe = 33
let `init` = 34
let `self` = 35
var `where` = 36

// @cover decl.contextual-func-names
func get() -> Int { 0 }
func set(_ value: Int) {}
func async(_ work: () -> Void) {}
func open(_ url: String) {}
func some(_ x: Int) -> Int { x }
func actor(named: String) {}
func consume(_ x: Int) -> Int { x }
func copy(_ x: Int) -> Int { x }
func each(_ body: (Int) -> Void) {}
func macro() {}
func `init`() {}
func `subscript`() {}

struct Accessors {
    var get: Int { get { 1 } set { } }
    var set: Int { get { get } }
    var didSet: Int = 0 { didSet { _ = didSet } }
    func willSet() {}
    var type: String { "t" }
    var async: Bool { true }
    var await: Int { 0 }
    let actor: String = ""
    var `protocol`: String { "" }
    var `extension`: Int { 0 }
    func `throws`() {}
    enum Kind { case get, set, async, some, any, `default`, open, `init` }
}

// @cover decl.contextual-uses
func useThem() {
    let value = get() + some(1) + copy(2) + consume(3)
    async { print(value) }
    each { print($0) }
    open("file")
    actor(named: "name")
    let kinds: [Accessors.Kind] = [.get, .set, .async, .some, .any, .default, .open, .`init`]
    let a = Accessors()
    _ = a.get + a.set + a.await
    _ = a.async ? a.type : a.actor
    _ = kinds.count + mutating + optional + lazy
    var copyOfCopy = copy
    copyOfCopy += copy(copy)
    let consumed = consume copyOfCopy
    _ = consumed
    _ = [some, any.count, each, `repeat`]
    // A closure whose first statement calls a function named like an accessor is a trailing
    // closure, not an accessor block: `set(newValue) {` takes one name and a body.
    perform(role: 1) {
        set(0)
    } label: {
        didSet(to: 2)
    }
}

func perform(role: Int, _ action: () -> Void, label: () -> Void = {}) {}
func didSet(to: Int) {}

// @cover decl.keywords-after-dot
enum Keyworded { case `default`, `class`, `for`, `in`, `is`, `as`, `func` }
struct Config {
    static let `default` = Config()
    var `class` = "c"
    var `for` = 1
    func `switch`() -> Int { 0 }
}
func keywordMembers(config: Config) -> [Keyworded] {
    _ = Config.default.class.count + config.for + config.switch()
    let chosen: Keyworded = .default
    switch chosen {
    case .default, .class: break
    case .for, .in, .is, .as, .func: break
    }
    return [.default, .class, .for, .in, .is, .as, .func, Keyworded.default]
}
