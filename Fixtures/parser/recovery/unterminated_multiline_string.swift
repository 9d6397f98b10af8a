// An unterminated multi-line string runs to the end of the file. Only the
// declarations before it are expected; the parser must still terminate.
struct BeforeString {
    let fine = 1
}
func beforeString() -> Int { 2 }

enum Palette: String {
    case primary = "#0A84FF"
    case secondary = "#5E5CE6"
}

extension Palette {
    var isPrimary: Bool { self == .primary }
}

let closedMultiLine = """
    This one is closed properly.
    """
let afterClosedMultiLine = 10

let text = """
    This multi-line string is never closed.
    func looksLikeCode() {}
    let alsoInsideTheString = 3
