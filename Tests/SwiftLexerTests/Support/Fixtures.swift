import Foundation
import SwiftLexer

/// The lexer fixtures under `Fixtures/lexer`, found from this file's path so tests run from any
/// working directory.
enum Fixtures {
    static let lexerDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/lexer")

    /// Every `.swift` fixture, `bad/` included, sorted by path.
    static var lexerFiles: [URL] {
        let walker = FileManager.default.enumerator(at: lexerDirectory, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func bytes(_ url: URL) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: url))) ?? []
    }

    /// The fixture's path below `Fixtures/lexer`, for messages.
    static func name(_ url: URL) -> String {
        String(url.path.dropFirst(lexerDirectory.path.count + 1))
    }
}

/// Lexes `source` and returns every token but `.eof` as (kind, text).
func lexed(_ source: String) -> [(kind: TokenKind, text: String)] {
    let bytes = Array(source.utf8)
    let stream = Lexer.lex(bytes)
    return stream.tokens.dropLast().map { t in
        (t.kind, String(decoding: bytes[t.range], as: UTF8.self))
    }
}

/// The kinds of `lexed(source)`.
func kinds(_ source: String) -> [TokenKind] { lexed(source).map(\.kind) }

/// The texts of `lexed(source)`.
func texts(_ source: String) -> [String] { lexed(source).map(\.text) }

/// The first token spelled `text` in `source`.
func token(_ text: String, in source: String) -> Token? {
    let bytes = Array(source.utf8)
    let target = Array(text.utf8)
    return Lexer.lex(bytes).tokens.first { $0.kind != .eof && bytes[$0.range].elementsEqual(target) }
}
