// Stray tokens at file scope, between members and inside bodies.
)
let firstValid = 1
}
]
func afterStrayClosers() {}
=> ::: ,,, ;;
@
struct AfterStrayOperators {
    var a = 1
    ) ] ,
    var b = 2
    func method() {
        let x = 1 +
        let y = 2
        print(x y)
        ) let z = 3
    }
    42
    "string member"
    var c = 3
}
@Available(
class AfterBrokenAttribute {}
.dangling
enum AfterDot { case one }
let 123invalid = 4
let afterInvalidName = 5
func (x: Int) {}
func afterNamelessFunc() {}
var = 6
var afterMissingName = 7

func bodies() {
    let ok = 1 ok
    let afterJuxtaposed = 2
    print(ok,, afterJuxtaposed)
    let afterDoubleComma = 3
    if { }
    let afterEmptyCondition = 4
    else { }
    let afterStrayElse = 5
}
` 
let afterLoneBacktick = 8
\ 
let afterLoneBackslash = 9
