// Operators: precedence mixes, custom operators, casts, assignment, ranges.
// @cover expr.operators
infix operator <|> : AdditionPrecedence
infix operator ^^ : MultiplicationPrecedence
prefix operator ¬
postfix operator ′
func <|> (a: Int, b: Int) -> Int { a | b }
func ^^ (a: Int, b: Int) -> Int { a ^ b }
prefix func ¬ (a: Bool) -> Bool { !a }
postfix func ′ (a: Double) -> Double { a }

func arithmetic(a: Int, b: Int, c: Int, d: Double, flags: UInt8, name: String?) {
    let mixed = a + b * c - a / b % c
    let shifted = a << 2 + b >> 1 & c | a ^ ~b
    let compared = a < b && b <= c || a == c && !(b != c) || a >= b
    let withCustom = a <|> b ^^ c + 1
    let prefixed = -a + +b - (-c)
    let postfixed = d′ + 1
    let negation = ¬compared
    let overflow = a &+ b &* c &- 1 &<< 2
    let identity = name === nil || name !== nil
    let pattern = ~=(1...3, 2)
    let nilCoalesced = name ?? "default"
    let chained = name ?? Optional<String>.none ?? "last"
    let closedRange = 1...10
    let halfOpen = 0..<a
    let upTo = ..<5
    let through = ...b
    let from = c...
    let spacedRange = a ... b
    let rangeArith = (a - 1)..<(b + 1)
    let unary = -a...b
    let doubleNegation = !!compared
    let bitwise = flags & 0b1010 | 0o17 ^ 0xFF
    let floats = 1.5e3 * d + 0x1p-2 - 1_000.000_1
    print(mixed, shifted, withCustom, prefixed, postfixed, negation, overflow, identity,
          pattern, nilCoalesced, chained, closedRange, halfOpen, upTo, through, from,
          spacedRange, rangeArith, unary, doubleNegation, bitwise, floats)
}

// @cover expr.casts
func casts(value: Any, object: AnyObject, numbers: [Any]) {
    let asInt = value as? Int
    let forced = value as! String
    let upcast = 3 as Double
    let isString = value is String
    let chain = (value as? [String: Any])?["key"] as? String ?? ""
    let inTernary = value is Int ? "int" : "other"
    let combined = value as? Int ?? 0 + 1
    let metatype = type(of: object) as? AnyClass
    let generic = numbers as? [Int] as Any
    let parenthesized = (value as! Int) + 1
    let compared = value as? Int == 1
    let optionalType = value as? Int?
    let funcType = value as? (Int) -> Void
    print(asInt as Any, forced, upcast, isString, chain, inTernary, combined, metatype as Any,
          generic, parenthesized, compared, optionalType as Any, funcType as Any)
}

// @cover expr.assignment
func assignment() {
    var x = 0, y = 0, text = "", list = [Int](), dict = [String: Int]()
    x = 1
    x += 2; x -= 1; x *= 3; x /= 2; x %= 5
    x <<= 1; x >>= 1; x &= 0xF; x |= 0x10; x ^= 1
    x &+= 1
    (x, y) = (y, x)
    (x, _) = (5, 6)
    text += "a" + "b"
    list += [1, 2]
    dict["k"] = 1
    dict["k", default: 0] += 1
    list[0] = x == y ? 1 : 2
    _ = x
    _ = try? Int("1")
    x = y = 0 == 0 ? 1 : 2 == 2 ? 3 : 4 ... 5 != nil ? 1 : 0
    print(x, y, text, list, dict)
}

// @cover expr.ternary
func ternaries(a: Int, b: Int, flag: Bool) -> String {
    let simple = flag ? "yes" : "no"
    let nested = a > b ? "greater" : a < b ? "less" : "equal"
    let nestedTrue = flag ? (a > 0 ? "pos" : "neg") : "off"
    let inCall = String(flag ? a : b)
    let multiline = flag
        ? "first"
        : "second"
    let withClosure = flag ? { "closure" }() : "plain"
    let withOptional = (flag ? nil : a) ?? 0
    let casted = flag ? a as Any : b as Any
    let ranges = flag ? 0..<a : a..<b
    return simple + nested + nestedTrue + inCall + multiline + withClosure + "\(withOptional)\(casted)\(ranges)"
}
