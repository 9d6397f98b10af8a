// switch statements: patterns, where clauses, @unknown default, fallthrough.
// @cover stmt.switch
enum Token { case number(Int), word(String), pair(Int, Int), labelled(x: Int, y: Int), eof }

func classify(_ token: Token, point: (Int, Int), text: String, value: Any, style: ColorScheme) -> String {
    switch token {
    case .number(let n) where n < 0:
        return "negative"
    case .number(0), .number(1):
        return "tiny"
    case let .number(n):
        return "\(n)"
    case .word("swift"), .word("Swift"):
        return "language"
    case .word(let w) where w.count > 10, .word(let w) where w.hasPrefix("x"):
        return w
    case let .pair(a, b) where a == b, let .pair(b, a) where a > b:
        return "pair \(a) \(b)"
    case .pair(_, _):
        return "pair"
    case .labelled(x: let x, y: 0), .labelled(x: 0, y: let x):
        return "axis \(x)"
    case .labelled(let x, var y):
        y += x
        return "\(y)"
    case .eof:
        break
    }

    switch point {
    case (0, 0):
        return "origin"
    case (_, 0), (0, _):
        return "axis"
    case (let x, let y) where x == y:
        return "diagonal"
    case (-10...10, -10..<10):
        return "near"
    case (..<0, 100...):
        return "corner"
    case let (x, y):
        let sum = x + y
        return "\(sum)"
    }

    switch text {
    case "a", "b", "c":
        fallthrough
    case "d":
        print("early letter")
        fallthrough
    case _ where text.isEmpty:
        return ""
    case let s where s.count > 3:
        return s
    default:
        break
    }

    switch value {
    case is Int:
        return "int"
    case let s as String:
        return s
    case let (a, b) as (Int, Int):
        return "\(a + b)"
    case let opt as Int?:
        return "\(String(describing: opt))"
    case Optional<Int>.none:
        return "none"
    default:
        return "other"
    }

    switch style {
    case .light: return "light"
    case .dark: return "dark"
    @unknown default: return "future"
    }
}

func compact(_ n: Int) -> Int {
    switch n { case 0: return 0; case 1, 2: return 1; default: return n }
}
func empty(_ flag: Bool) {
    switch flag {
    case true: break
    case false: do { let inner = 1; print(inner) }
    }
    switch (flag, !flag) { case (true, _): break; case (false, true), (false, false): break }
}
func nestedSwitch(_ outer: Token, _ inner: Int?) {
    switch outer {
    case .number(let n):
        switch inner {
        case .some(let i) where i == n: print("same")
        case .some: print("different")
        case nil: print("none")
        }
    default:
        let handler = { (t: Token) -> Int in
            switch t { case .eof: return 0; default: return 1 }
        }
        print(handler(outer))
    }
}
