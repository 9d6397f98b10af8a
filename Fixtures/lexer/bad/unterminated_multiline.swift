let a = """
    never closed
    \(a)
let b = 1
