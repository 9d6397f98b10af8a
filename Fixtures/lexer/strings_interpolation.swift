// Interpolation nested deep, with strings, closures and parentheses inside.
let name = "World", count = 3, items = ["a", "b"]
let simple = "Hello, \(name)!"
let expression = "Sum: \(1 + 2 * (3 - 1))"
let several = "\(name) has \(count) items: \(items)"
let call = "Joined: \(items.joined(separator: ", "))"
let nestedString = "Outer \("inner \("innermost \(name)")")"
let closure = "Mapped: \(items.map { "<\($0)>" }.joined())"
let parens = "Parens: \(((1 + 2) * (3 + (4 - 5))))"
let tuple = "Tuple: \((1, (2, "three")))"
let ternary = "State: \(count > 2 ? "many" : "few")"
let dict = "Dict: \(["k": "v"]["k"] ?? "none")"
let escapedParen = "Not interpolated: \\(name) and \"(quoted)\""
let atEnd = "\(name)"
let adjacent = "\(name)\(count)\(items.count)"
let rawInside = "Raw: \(#"raw "inner" \(not)"#)"
let multilineInside = "Multi: \("""
    inside an interpolation
    """)"
let multilineOuter = """
    Outer multi-line \(name)
    nested single: \("inner \(count)")
    nested multi: \("""
        deeper \(items.map { "\($0)" })
        """)
    closure: \(items.map { value -> String in
        return "\(value)!"
    })
    """
let deep = "1 \("2 \("3 \("4 \("5 \("6 \("7 \("8 \(name)")")")")")")") end"
let withComment = "A \(count /* comment */ + 1) B"
let formatted = "\(count, format: .number)"
let labelled = "\(name, privacy: .public)"
