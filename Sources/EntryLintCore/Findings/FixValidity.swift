import SwiftLexer

/// How many syntax errors a file has: a fix that raises the count is dropped. Until the parser
/// provides `Linter.syntaxErrorCount`, the lexer's diagnostics stand in (unterminated literals
/// and comments, invalid characters…).
public enum FixValidity {
    public static func syntaxErrorCount(_ bytes: [UInt8]) -> Int {
        Lexer.lex(bytes).diagnostics.count
    }
}
