// if and switch used as expressions: assigned, returned, implicit returns.
// @cover stmt.if-switch-expressions
enum Weather { case sunny, rainy(mm: Int), snowy }

func describe(_ weather: Weather, temperature: Int) -> String {
    let summary = if temperature > 30 {
        "hot"
    } else if temperature < 0 {
        "freezing"
    } else {
        "mild"
    }
    let icon: String = switch weather {
    case .sunny: "sun"
    case .rainy(let mm) where mm > 10: "storm"
    case .rainy: "cloud.rain"
    case .snowy: "snow"
    }
    var detail: String
    detail = if summary == "hot" { "stay inside" } else { "go out" }
    detail += switch weather { case .sunny: "!" default: "." }
    return switch weather {
    case .sunny:
        summary + icon
    default:
        detail
    }
}

func implicitIf(_ flag: Bool) -> Int {
    if flag { 1 } else { 0 }
}

func implicitSwitch(_ n: Int) -> String {
    switch n {
    case 0: "zero"
    case 1...9: "digit"
    default: "many"
    }
}

var computed: String {
    if Bool.random() { "heads" } else { "tails" }
}

func nestedExpressions(_ a: Int, _ b: Int) -> String {
    let result = if a > b {
        switch a - b {
        case 1: "just"
        default: "much"
        }
    } else {
        if a == b { "equal" } else { "less" }
    }
    let closure = { (x: Int) -> String in
        switch x {
        case 0: "none"
        default: "\(x)"
        }
    }
    let thrown: Int = if a < 0 { fatalError("negative") } else { a }
    let called = closure(if b > 0 { b } else { 0 })
    let inArgument = max(a, if b > 0 { b } else { -b })
    return result + called + "\(thrown)\(inArgument)"
}

func statementsStillWork(_ x: Int?) {
    if let x { print(x) }
    switch x { case .some: print("some"); case .none: print("none") }
}
