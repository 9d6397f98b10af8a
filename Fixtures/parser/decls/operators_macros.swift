// Operator and precedence group declarations, macro declarations and
// freestanding macros used as declarations.
// @cover decl.operator
infix operator <~> : ComparisonPrecedence
infix operator **: ExponentiationPrecedence
infix operator |>
prefix operator √
postfix operator %
infix operator ??= : AssignmentPrecedence
infix operator .. : RangeFormationPrecedence
prefix operator ..<!
infix operator •

// @cover decl.precedencegroup
precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
    higherThan: AssignmentPrecedence
}
precedencegroup CustomAssignment {
    assignment: true
    associativity: none
}
precedencegroup Empty {}

func ** (base: Double, power: Double) -> Double { base }
func |> <T, U>(value: T, transform: (T) -> U) -> U { transform(value) }
postfix func % (value: Double) -> Double { value / 100 }

// @cover decl.macro
@freestanding(expression)
public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "ExampleMacros", type: "StringifyMacro")
@attached(member, names: named(init), arbitrary)
@attached(extension, conformances: Equatable)
public macro AutoInit() = #externalMacro(module: "ExampleMacros", type: "AutoInitMacro")
@freestanding(declaration, names: arbitrary)
macro makeConstants(_ names: String...) = #externalMacro(module: "ExampleMacros", type: "ConstantsMacro")
@attached(peer, names: overloaded)
macro Traced(level: Int = 1)
@attached(accessor) @attached(memberAttribute)
macro Tracked<Value>(default: Value) = #externalMacro(module: "M", type: "T")
@freestanding(expression) macro URL(_ string: StaticString) -> URL = #externalMacro(module: "URLMacro", type: "URLMacro")
macro aliased() = #stringify

// @cover decl.freestanding-macro
#Preview("Light") {
    Text("Hello")
}
#Preview("Dark", traits: .landscapeLeft) {
    Text("Hello").preferredColorScheme(.dark)
}
#Preview {
    let label = "inline"
    return Text(label)
}
#Preview(traits: .sizeThatFitsLayout) {
    VStack { Text("a") }
}
#makeConstants("alpha", "beta")
#externalMacroExpansion(1, 2)
struct Holder {
    #makeConstants("gamma")
    #generateMembers<Int>(count: 3)
    var kept = 1
}

// @cover decl.warning-error
#warning("Remove before shipping")
#if DEBUG
#error("Release-only file")
#endif
struct Diagnostics {
    #warning("member-level warning")
    func check() {
        #warning("statement-level warning")
    }
}
#sourceLocation(file: "Generated.swift", line: 100)
let afterSourceLocation = 1
#sourceLocation()
