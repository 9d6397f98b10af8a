// Unterminated single-line string literals end at the end of their line;
// everything after them is parsed normally.
let broken = "this string never ends
let afterBroken = 1

func interpolation() {
    let message = "value: \(compute(1)
    let afterInterpolation = 2
    print("unterminated in a call
    let afterCall = 3
}

struct Holder {
    var label = "open
    var next = 4
    var raw = #"raw never closed
    var afterRaw = 5
    var badEscape = "\q and \u{ZZZ}"
    var afterEscape = 6
}

let charLike = 'x'
let afterSingleQuotes = 7
func compute(_ x: Int) -> Int { x }
let lastValue = "closed"

struct Labels {
    let greeting = "Hello, \(name
    let farewell = "Bye"
    let nested = "outer \("inner never closed) still outer"
    let afterNested = 8
    let multiOnOneLine = """not a valid multi-line start"""
    let afterMulti = 9
}
func afterLabels() {}
