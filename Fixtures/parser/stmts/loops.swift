// for-in, while and repeat-while loops. Loop patterns are not declarations.
// @cover stmt.for-in
func loops(words: [String], pairs: [(String, Int)], optionals: [Int?], stream: AsyncStream<Int>, events: [Event]) async throws {
    for word in words {
        print(word)
    }
    for _ in 0..<3 { tick() }
    for i in stride(from: 0, to: 10, by: 2) where i % 4 == 0 {
        let half = i / 2
        print(half)
    }
    for (name, count) in pairs where count > 1 && !name.isEmpty {
        print(name, count)
    }
    for (index, (name, _)) in pairs.enumerated() { print(index, name) }
    for case let value? in optionals { print(value) }
    for case .some(let v) in optionals where v > 2 { print(v) }
    for case .click(let x, y: let y) in events { print(x, y) }
    for case let .key(code) in events where code != 0 { print(code) }
    for var word in words { word += "!"; print(word) }
    for await number in stream { print(number) }
    for try await line in lines() { print(line) }
    for try await (offset, line) in numbered() where offset > 0 { print(offset, line) }
    for letter: Character in "abc" { print(letter) }
    for i in (1...3).reversed() { print(i) }
    for element in [1, 2, 3].lazy.map({ $0 * 2 }) { print(element) }
    for key in ["a": 1].keys.sorted() { print(key) }
    for _ in 0 ..< words.count {}
    for x in 0...Int.max where x > 3 { break }

    // @cover stmt.while
    var n = 10
    while n > 0 {
        n -= 1
    }
    while let next = iterator.next() { print(next) }
    while case let .some(value) = optionals.first, value != nil { break }
    while n < 10, words.isEmpty { n += 1 }
    while true { break }
    while (n > 0) { n -= 1 }
    while !words.isEmpty && n == 0 { break }

    // @cover stmt.repeat-while
    repeat {
        n += 1
    } while n < 5
    repeat { n -= 2 } while (n > 0)
    repeat {
        let inner = n
        if inner == 3 { break }
        n += 1
    } while n < 100 && !words.isEmpty
}
var iterator = [1, 2].makeIterator()
enum Event { case click(Int, y: Int), key(Int) }
func tick() {}
func lines() -> AsyncThrowingStream<String, Error> { fatalError() }
func numbered() -> AsyncThrowingStream<(Int, String), Error> { fatalError() }
