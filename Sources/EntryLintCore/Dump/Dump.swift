import SwiftLexer

/// `entrylint dump FILE`: what the lexer and parser saw, as records that
/// `Tools/oracle/compare` holds against the toolchain's parser.
public enum Dump {
    /// The records for one file's bytes, one per line, in the oracle's format.
    public static func records(_ bytes: [UInt8]) -> [String] {
        var out: [String] = []
        let tree = SwiftParser.parse(bytes)
        TreeDump.records(tree, into: &out)
        bytes.withUnsafeBufferPointer { buf in
            let stream = TokenStream(tokens: tree.tokens, comments: tree.comments, diagnostics: [])
            TokenDump.records(stream, buf, into: &out)
        }
        return out
    }
}
