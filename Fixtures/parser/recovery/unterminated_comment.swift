// An unterminated block comment swallows the rest of the file; nested block
// comments must be counted. Declarations before it are still found.
struct BeforeComment {
    var value = 1
    /* a closed /* nested */ comment */
    var afterClosedNested = 2
}
func beforeComment() {}
let trailing = 3 /* closed inline */ + 4

/// A documented type whose doc comment is closed.
/**
 * Block doc comment with `code` and a nested /* comment */ inside.
 */
struct Documented {
    // Line comment with /* an opener that a line comment ignores
    var stillCode = 6
}
let slashesInString = "/* not a comment */"
let afterStringWithOpener = 7
/* outer comment
   /* nested and closed */
   still inside the outer comment
   func hidden() {}
   let hiddenToo = 5
