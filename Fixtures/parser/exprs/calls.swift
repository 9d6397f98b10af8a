// Calls: labels, trailing closures, multiple labelled trailing closures,
// calls on calls, and callee shapes that the oracle names `?`.
// @cover expr.calls-labels
func calls(store: Store, items: [Item]) async throws {
    store.reload()
    store.insert(Item(name: "a", count: 1), at: 0)
    store.update(_: 1, with: "x")
    store.move(from: 0, to: 1, animated: true)
    let made = Item.init(name: "b", count: 2)
    let implicit: Item = .init(name: "c", count: 3)
    let factory: Item = .make(named: "d")
    let total = max(1, min(2, 3), abs(-4))
    let nestedLabels = Item(name: String(describing: Int("5") ?? 0), count: Int(exactly: 2.0)!)
    print(made, implicit, factory, total, nestedLabels, separator: ", ", terminator: "")
    try await store.sync()
    let optionalCall = store.delegate?.didChange(store)
    let forcedCall = store.delegate!.didChange(store)
    let methodRef = store.insert(_:at:)
    methodRef(made, 1)
    let selfCall = self_(value: 1)
    let backticked = `default`(for: 2)
    print(optionalCall as Any, forcedCall, selfCall, backticked)
    store
        .reload()
    let emptyArgs = String()
    let labelledEmpty = Array(repeating: 0, count: 0)
    let operatorAsArgument = items.map(\.count).reduce(0, +)
    let inoutArg = swapped(&store.counter, &store.limit)
    print(emptyArgs, labelledEmpty, operatorAsArgument, inoutArg)
}

// @cover expr.trailing-closures
func trailing(store: Store) {
    store.perform { print("only trailing") }
    store.perform() { print("empty parens then trailing") }
    store.load(id: 3) { result in print(result) }
    store.animate(duration: 0.3) {
        store.counter += 1
    } completion: { finished in
        print(finished)
    }
    store.transition {
        print("first")
    } onCancel: {
        print("cancel")
    } onFinish: { _ in
        print("finish")
    }
    store.request(url: "u") { data in print(data) } failure: { error in print(error) }
    store.transition { } onCancel: { } onFinish: { _ in }
    let value = store.compute { 1 } + store.compute { 2 }
    let chained = store.compute { 3 }.description
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { store.reload() }
    withAnimation(.spring) { store.counter = 0 }
    Task { @MainActor in await store.sync2() }
    Task.detached(priority: .background) { [store] in store.reload() }
    print(value, chained)
}

// @cover expr.call-callees
func callees(makers: [() -> Int], table: [String: (Int) -> Int]) {
    let curried = adder(1)(2)
    let triple = curry3(1)(2)(3)
    let invoked = { (x: Int) in x + 1 }(41)
    let bare = { 7 }()
    let subscripted = makers[0]()
    let fromDictionary = table["double"]!(4)
    let optionalCallee = table["half"]?(8)
    let parenthesized = (adder)(5)(6)
    let member = Store.shared.compute { 1 }
    let selfType = Store.self.init()
    let generic = Box<Int>(value: 1)
    let genericMember = Swift.Array<String>(repeating: "x", count: 2)
    let arrayInit = Array<Int>.init()
    let sugaredInit = [Int]()
    let dictInit = [String: Int](minimumCapacity: 4)
    let optionalInit = Int?(5)
    let tupleCallee = (makers.first!)()
    let closureThenCall = makers.map { $0 }.first!()
    print(curried, triple, invoked, bare, subscripted, fromDictionary, optionalCallee as Any,
          parenthesized, member, selfType, generic, genericMember, arrayInit, sugaredInit, dictInit,
          optionalInit as Any, tupleCallee, closureThenCall)
}

func adder(_ a: Int) -> (Int) -> Int { { a + $0 } }
func curry3(_ a: Int) -> (Int) -> (Int) -> Int { { b in { c in a + b + c } } }
func self_(value: Int) -> Int { value }
func `default`(for v: Int) -> Int { v }
func swapped(_ a: inout Int, _ b: inout Int) -> Bool { swap(&a, &b); return true }
struct Box<T> { var value: T }
struct Item { var name: String; var count: Int; static func make(named: String) -> Item { Item(name: named, count: 0) } }

// @cover expr.trailing-commas
func trailingCommas<T, U,>(first: T, second: U,) -> (T, U,) where T: Equatable {
    (first, second,)
}
struct TwoParameters<A, B,> { var a: A; var b: B }
func useTrailingCommas() {
    let pair = trailingCommas(first: 1, second: "two",)
    let list = [1, 2, 3,]
    let set = Set([4, 5,],)
    let multiLine = trailingCommas(
        first: [
            "k": 1,
        ],
        second: 2,
    )
    let closureCapture = { [pair, list,] in print(pair, list) }
    print(set, multiLine, closureCapture)
    switch pair.0 {
    case 1, 2: break
    default: break
    }
}
