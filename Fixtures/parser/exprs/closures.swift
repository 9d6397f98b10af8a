// Closures: capture lists, parameters with and without types, effects,
// anonymous arguments, nesting, immediately-invoked closures.
// @cover expr.closures
final class Downloader {
    var completion: ((Data?) -> Void)?
    var progress = 0.0
    let queue = DispatchQueue(label: "downloads")

    func start(url: URL, session: URLSession) {
        let empty = {}
        let noParams = { () -> Int in 42 }
        let oneParam = { x in x * 2 }
        let typed = { (x: Int, y: Int) -> Int in x + y }
        let untypedParens = { (x, y) in x - y }
        let anonymous = { $0 + $1 }
        let shorthandOnly: (Int) -> Int = { $0 }
        let ignored: (Int, Int) -> Int = { _, _ in 0 }
        let effects = { (id: Int) async throws -> String in
            try await Task.sleep(nanoseconds: 1)
            return "\(id)"
        }
        let typedThrows = { () throws(URLError) -> Void in throw URLError(.badURL) }
        let attributed = { @MainActor in self.progress = 1 }
        let sendable = { @Sendable (value: Int) -> Void in print(value) }
        let attributedParams = { @MainActor [weak self] (fraction: Double) in self?.progress = fraction }
        let capturesWeak = { [weak self] in self?.progress = 0.5 }
        let capturesMany = { [weak self, unowned queue = self.queue, count = 3, url] in
            guard let self else { return }
            print(self.progress, queue, count, url)
        }
        let unownedUnsafe = { [unowned(unsafe) self] in print(self) }
        let unownedSafe = { [unowned(safe) self] () -> Void in print(self) }
        let captureExpression = { [total = progress * 100, items = [1, 2].map { $0 }] in print(total, items) }
        let returnsClosure = { (a: Int) -> (Int) -> Int in { b in a + b } }
        let variadic = { (values: Int...) -> Int in values.count }
        let inoutParam = { (x: inout Int) in x += 1 }
        let immediatelyInvoked = { () -> String in "now" }()
        let iife: Int = { 5 }()
        let inferredMultiLine = { (name: String) in
            let upper = name.uppercased()
            return upper
        }
        let withSwitch = { (value: Int) -> String in
            switch value {
            case 0: return "zero"
            case let n where n < 0: return "negative"
            default: return "positive"
            }
        }
        let nested = { (outer: Int) in
            { (inner: Int) in
                { outer + inner + $0 }
            }
        }
        let tupleParam = { (pair: (Int, String)) in pair.1 }
        let labelledTuple: ((a: Int, b: Int)) -> Int = { $0.a + $0.b }
        let dollarIndex = { $0.count > $1.count }
        let keyed = ["b": 2, "a": 1].sorted { $0.key < $1.key }
        let explicitResult = { () -> [String: Int] in [:] }
        let sendingParam = { (x: sending String) -> sending String in x }
        let genericResult = { () -> Result<Int, any Error> in .success(1) }
        session.dataTask(with: url) { [weak self] data, response, error in
            self?.completion?(data)
        }.resume()
        queue.async { [self] in
            completion?(nil)
        }
        _ = (empty, noParams, oneParam(1), typed, untypedParens(3, 1), anonymous(1, 2), shorthandOnly,
             ignored, effects, typedThrows, attributed, sendable, attributedParams, capturesWeak,
             capturesMany, unownedUnsafe, unownedSafe, captureExpression, returnsClosure, variadic,
             inoutParam, immediatelyInvoked, iife, inferredMultiLine, withSwitch, nested, tupleParam,
             labelledTuple, dollarIndex, keyed, explicitResult, sendingParam, genericResult)
    }
}

func closuresInArguments(numbers: [Int]) {
    let doubled = numbers.map { $0 * 2 }
    let filtered = numbers.filter({ $0 > 0 })
    let sorted = numbers.sorted(by: >)
    let reduced = numbers.reduce(0) { partial, next in partial + next }
    let reducedInto = numbers.reduce(into: [:]) { (counts: inout [Int: Int], n) in counts[n, default: 0] += 1 }
    let compact = numbers.compactMap { n -> String? in n > 0 ? "\(n)" : nil }
    let flat = [[1], [2]].flatMap { $0 }
    let chained = numbers.lazy.filter { $0 % 2 == 0 }.map { $0 + 1 }.prefix(3)
    let keyPathMap = numbers.map(\.description)
    let operatorArg = zip(numbers, numbers).map(+)
    let deepNest = numbers.map { a in numbers.map { b in numbers.map { c in a + b + c } } }
    print(doubled, filtered, sorted, reduced, reducedInto, compact, flat, Array(chained), keyPathMap, operatorArg, deepNest)
}
