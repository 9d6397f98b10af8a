/// How many syntax errors a file has: a fix that raises the count is dropped. The parser
/// counts them (its errors include the lexer's unterminated literals and comments); switch to
/// `Linter.syntaxErrorCount` when the engine provides it, so both agree by construction.
public enum FixValidity {
    public static func syntaxErrorCount(_ bytes: [UInt8]) -> Int {
        Linter.syntaxErrorCount(bytes)
    }
}
