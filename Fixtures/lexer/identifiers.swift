// Identifiers: ASCII, Unicode, backticked, dollar, wildcard.
let simple = 1
let _leadingUnderscore = 2
let with_digits_123 = 3
let café = "accent"
let naïveÜber = 4
let π = 3.14159
let 漢字 = "kanji"
let 🐶 = "dog"
let 🐶🐮 = "dog and cow"
let Ωmega = 5
let decomposedé = 0
let x̃ = 6
let `class` = "backticked keyword"
let `if` = 7
let `default`: Int = 8
let `plain` = 9
let `with space` = 10
func `func`(`in`: Int) -> Int { `in` }
let total = `class`.count + `if` + `func`(in: 1)
let doubled = [1, 2, 3].map { $0 * 2 }
let pairs = [(1, 2)].map { $0 + $1 }
let tenth = [[Int]]().map { _ in $10 }
struct Wrapper {
    @State private var value = 0
    var projected: Binding<Int> { $value }
    var $weird: Int { 0 }
}
_ = simple
let _ = simple
let (_, second) = (1, 2)
func ignore(_ value: Int, _: String) {}
var x = 1, y = 2
x = y
