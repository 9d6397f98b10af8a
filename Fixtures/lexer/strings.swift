// Single-line strings and every escape.
let empty = ""
let plain = "Hello, world"
let escapes = "null \0 backslash \\ tab \t newline \n return \r quote \" apostrophe \'"
let unicode = "\u{1F600} \u{E9} \u{0} \u{10FFFF} \u{2603}"
let quoteOnly = "\""
let backslashOnly = "\\"
let unicodeText = "émoji 🧪 漢字 Ω"
let commentLike = "// not a comment /* nor this */"
let hashes = "# not raw #"
let adjacent = "a" + "b"+"c"
let array = ["one", "two", "three"]
let dict = ["key": "value", "other": ""]
let multiline = """
    First line
    Second line with "quotes" and ""two quotes""
    Escaped triple \"""
    Line continuation \
    joined to the line above
    Tab\tand unicode \u{1F600}
    """
let multilineEmpty = """
    """
let multilineIndented = """
        indented more
      indented less
      """
let multilineBlankLines = """

    blank lines above and below

    """
let multilineTrailingSpace = """
    trailing spaces   
    """
let call = print("inline", "strings", separator: "")
