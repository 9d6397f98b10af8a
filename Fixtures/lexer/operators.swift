// Operators: maximal munch, and prefix/infix/postfix by surrounding whitespace.
infix operator <=>: ComparisonPrecedence
prefix operator √
postfix operator ′
infix operator ∘: MultiplicationPrecedence
infix operator .+.: AdditionPrecedence
prefix operator ~~>
func <=> (a: Int, b: Int) -> Int { a < b ? -1 : a > b ? 1 : 0 }
prefix func √ (x: Double) -> Double { x.squareRoot() }
postfix func ′ (x: Double) -> Double { x / 60 }
func ∘ (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int { { f(g($0)) } }
func .+. (a: Int, b: Int) -> Int { a + b }
prefix func ~~> (x: Int) -> Int { x }

var a = 1, b = 2, c: Int? = 3, flag = true
var optional: String? = nil
let infixSpaced = a + b
let infixTight = a+b
let prefixMinus = -a
let prefixNot = !flag
let postfixBang = c!
let forced = c! + 1
let chained = optional?.count
let chainedForce = optional!.count
let ternary = flag ? a : b
let ternaryTight = flag ?a :b
let coalesce = c ?? 0
let compare = a <=> b
let root = √16.0
let minutes = 30.0′
let composed = ({ $0 + 1 } ∘ { $0 * 2 })(3)
let dotOp = a .+. b
let munch = a+-b
let munch2 = a<<b>>1
let munch3 = a &+ b &- c! &* 2
let shifts = a &<< 1 &>> 2
let bits = ~a & b | a ^ b
let logical = flag && !flag || flag
let identical = optional === optional
let notIdentical = optional !== nil
let pattern = (1...5) ~= a
let ranges = (a...b, a..<b, ...b, ..<b, a...)
let arrow: (Int) -> Int = { $0 }
let arrowTight: (Int)->Int = { $0 }
let mixed = a < b == b > a
let inout1 = withUnsafeMutablePointer(to: &a) { $0.pointee }
swap(&a, &b)
let casts = a as Int, tried = try? Int("1"), forcedTry = try! Int("2")
a += 1; a -= 1; a *= 2; a /= 2; a %= 3
a <<= 1; a >>= 1; a &= 1; a |= 1; a ^= 1
let compareAll = (a == b, a != b, a <= b, a >= b)
let optionalChain = optional?.uppercased()?.lowercased()
let optionalCall = optional.map { $0 }?.count
let optionalType: Int?? = nil
let iuo: Int! = 5
let generic: Array<Dictionary<String, Int>> = []
let nestedGeneric: [Array<Set<Int>>] = []
let implicitMember: Int = .zero
let keyPathSelf = \Int.self
let unicodeOps = 5 × 3
func × (a: Int, b: Int) -> Int { a * b }
infix operator ×: MultiplicationPrecedence
