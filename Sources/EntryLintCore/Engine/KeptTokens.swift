import Foundation
import SwiftLexer

/// The token streams pass 1 lexed, kept for pass 2 up to a memory limit, so that the files
/// pass 2 parses again are not lexed twice (lexing was about a third of all parsing work).
/// The bytes they were lexed from are kept with them, and pass 2 uses those: a file changed on
/// disk between the passes cannot pair new bytes with old tokens.
///
/// A stream costs about three bytes per source byte, so keeping every file's would make
/// memory follow the project instead of its largest file: streams are kept first come, first
/// served, until `limit` bytes are held, and each is dropped when pass 2 takes it. Files pass 2
/// skips (no trigger word) free theirs when the run ends. Output is the same either way: a
/// stream is the lexer's answer for the same bytes.
final class KeptTokens: @unchecked Sendable {
    /// Bytes of streams (and their sources) held at most (48 MiB: a project of about a million lines keeps about
    /// a quarter of its files' streams; a typical app keeps all of them).
    static let defaultLimit = 48 << 20

    private let lock = NSLock()
    private var streams: [Int32: (bytes: [UInt8], stream: TokenStream)] = [:]
    private var held = 0
    let limit: Int

    init(limit: Int = KeptTokens.defaultLimit) {
        self.limit = limit
    }

    /// The memory a stream and its bytes hold.
    static func size(of stream: TokenStream, bytes: [UInt8]) -> Int {
        bytes.count + stream.tokens.count * MemoryLayout<Token>.stride + stream.comments.count * MemoryLayout<Comment>.stride
            + stream.diagnostics.count * MemoryLayout<LexDiagnostic>.stride
    }

    /// Keeps `stream`, lexed from `bytes`, for file `file` when it fits under the limit.
    func offer(_ stream: TokenStream, bytes: [UInt8], file: Int32) {
        let size = Self.size(of: stream, bytes: bytes)
        lock.lock()
        defer { lock.unlock() }
        guard held + size <= limit else { return }
        held += size
        streams[file] = (bytes, stream)
    }

    /// The bytes and stream kept for `file`, handed over once (nil when none was kept).
    func take(_ file: Int32) -> (bytes: [UInt8], stream: TokenStream)? {
        lock.lock()
        defer { lock.unlock() }
        guard let kept = streams.removeValue(forKey: file) else { return nil }
        held -= Self.size(of: kept.stream, bytes: kept.bytes)
        return kept
    }

    /// How many streams are held (tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return streams.count
    }
}
