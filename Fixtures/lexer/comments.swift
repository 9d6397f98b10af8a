// A line comment at the start of the file.
/// A documentation comment for `Counter`.
//// Four slashes: still a doc comment, as swift-syntax reads it.
/* A block comment on one line. */
/** A documentation block comment. */
/*
 * A block comment over several lines,
 * /* with a nested block comment inside, /* nested twice */ */
 * still inside the outer comment: let x = 1
 */
struct Counter { // trailing line comment
    var count = 0 /* trailing block comment */ + 1
    /**/ var empty = 2 /***/
    func tick(/* before a parameter */ by step: Int /* after */) -> Int {
        count /* between tokens */ += step // comment ends at the newline
        return count/*no space*/+step
    }
    let url = "http://example.com" // `//` inside a string is not a comment
    let glob = "/* not a comment */"
}
let a = 1 //no space after the slashes
let b = a /* comment */ - 1
let c = a/**/-/**/1
let d = [1, 2, /* in a collection */ 3]
/* A comment containing "a quote does not hide the */ let afterComment = 1
/* Operators inside: + - * / % < > ** */
// Unicode in comments: é, 漢字, 🧪, and a lone `"` quote.
/* Last comment, followed by end of file without a newline. */
