// String literals with interpolation (contents parsed as expressions),
// multi-line and raw strings, regex literals.
// @cover expr.string-interpolation
func strings(name: String, items: [Int], user: User?) -> String {
    let plain = "hello"
    let escaped = "tab\tquote\"backslash\\unicode\u{1F600}"
    let interpolated = "Hello, \(name)!"
    let withCall = "Count: \(items.count), first: \(String(describing: items.first)), max: \(max(1, 2))"
    let nestedString = "outer \("inner \(name.uppercased())")"
    let closureInside = "sum: \(items.reduce(0) { $0 + $1 })"
    let ternaryInside = "\(items.isEmpty ? "empty" : "\(items.count) items")"
    let optionalInside = "\(user?.name ?? "anonymous")"
    let labelledInterpolation = "\(name, privacy: .public)"
    let formatInside = "\(3.14159, format: .number.precision(.fractionLength(2)))"
    let keyPathInside = "\(items.map(\.description).joined(separator: ","))"
    let multiLine = """
        Dear \(name),
          Your items: \(items.map { "\($0)" }.joined(separator: ", "))
        "Quoted" and \"escaped\" and \"""
        Line continues \
        here.
        """
    let raw = #"raw \(not interpolated) "quotes" \#(name)"#
    let rawDouble = ##"double # "# still inside \##(name.count)"##
    let rawMultiLine = #"""
        raw "\(nothing)" \#(items.count)
        """#
    let emptyMulti = """
        """
    let unicode = "café ☕️ 日本語 \(name)"
    let adjacentCalls = "\(f(1))\(f(2))\(f(3))"
    let interpolatedBraces = "{ \(["a": 1]["a"] ?? 0) }"
    return [plain, escaped, interpolated, withCall, nestedString, closureInside, ternaryInside,
            optionalInside, labelledInterpolation, formatInside, keyPathInside, multiLine, raw,
            rawDouble, rawMultiLine, emptyMulti, unicode, adjacentCalls, interpolatedBraces].joined()
}

// @cover expr.regex
func regexes(input: String) throws {
    let simple = /hello/
    let classes = /[a-z]+\d{2,3}/
    let captures = /(?<year>\d{4})-(?<month>\d{2})/
    let extended = #/
        (?<key> \w+ )   # the key
        \s* = \s*
        (?<value> .+ )
        /#
    let rawSlash = #/a/b/#
    let inCall = input.firstMatch(of: /\s+/)
    let chained = try /(\d+)/.wholeMatch(in: input)?.output.1
    let inArray = [/a/, /b/]
    let division = 10 / 2 / 1
    let divisionSpaced = (10) / (2)
    print(simple, classes, captures, extended, rawSlash, inCall as Any, chained as Any, inArray, division, divisionSpaced)
}

func f(_ x: Int) -> Int { x }
struct User { var name: String }
