// Freestanding macro expressions, #selector, #keyPath, #available-like
// expressions and other pound expressions. None of them are calls; calls
// inside their arguments are.
// @cover expr.macro-expressions
import Foundation

@objc final class Target: NSObject {
    @objc var title = ""
    @objc var nested: Target?
    @objc func tapped(_ sender: Any) {}
    @objc func handle(event: Int, with value: String) {}
    @objc var computed: Int { 0 }

    func selectors() {
        let a = #selector(tapped(_:))
        let b = #selector(Target.handle(event:with:))
        let c = #selector(getter: Target.computed)
        let d = #selector(setter: Target.title)
        let e = #keyPath(Target.title)
        let f = #keyPath(nested.title)
        let g = #selector(self.tapped)
        print(a, b, c, d, e, f, g)
    }
}

func macroExpressions(value: Int) {
    let (result, code) = #stringify(value * 2)
    let url = #URL("https://example.com/\(value)")
    let generic = #unwrap<Int>(Int("3"), message: "bad")
    let withTrailing = #observe { print(value) }
    let withLabelled = #measure(label: "x") { compute(value) } onEnd: { print("done") }
    let nested = #stringify(#stringify(value).0 + 1)
    let line = #line
    let file = #fileID
    let function = #function
    let isolation = #isolation
    let keyed = #externalMacro(module: "M", type: "T")
    let inArgument = compute(#line)
    let expr = #expect(compute(1) == 1)
    print(result, code, url, generic, withTrailing, withLabelled, nested, line, file, function,
          isolation as Any, keyed, inArgument, expr)
}

func compute(_ x: Int) -> Int { x }

// @cover expr.discard-assignment
func wildcard() {
    _ = compute(1)
    _ = (compute(2), compute(3))
    _ = #stringify(1)
    let (_, kept) = (compute(4), 5)
    print(kept)
}
