// Character literals, one-line triple quotes, escapes, `)` and comments inside interpolations.
let a = 'a'
let b = 'ab\'c'
let c = """abc"""
let d = #"""#
let e = #""" x "#
let a = "\u{}"
let b = "\q"
let c = "\#(x)"
let d = ##"\#(x)"##
let e = "\(")")"
let f = "\(/\)/)"
let g = "\(a /* ) */)"
let h = #"\#("\(x)")"#
let i = """
    \(a // comment )
    )
    """
let j = """
    abc"""
let k = """
    escaped \"""
    quad """"
    """
let l = """
    four """"
""""
