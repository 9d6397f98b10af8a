import SwiftLexer

/// `entrylint dump FILE`: what the lexer and parser saw, as records that
/// `../shared/tools/oracle/compare.py` holds against the toolchain's parser.
public enum Dump {
    /// The records for one file's bytes, one per line, in the oracle's format.
    public static func records(_ bytes: [UInt8]) -> [String] {
        var out: [String] = []
        bytes.withUnsafeBufferPointer { buf in
            let stream = Lexer.lex(buf)
            TokenDump.records(stream, buf, into: &out)
        }
        return out
    }
}
