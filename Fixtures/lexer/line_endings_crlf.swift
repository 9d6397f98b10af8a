// Windows line endings: every line ends with CR LF.
struct Point {
    var x = 0
    var y = 0 // comment before CRLF
}
/* a block
   comment */
let text = """
    line one
    line two
    """
let p = Point()
let q = p.x
    + p.y
