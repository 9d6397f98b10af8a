import Foundation
import SwiftLexer
import XCTest

/// A deterministic mini-fuzzer: the fixtures, mutated byte by byte, cut, and spliced into each
/// other, must lex without crashing or hanging and keep every `LexInvariants` promise.
///
/// Environment, for longer runs outside the suite (`scripts/fuzz-lexer` sets them):
/// `ENTRYLINT_FUZZ_ITERATIONS` (default 6000), `ENTRYLINT_FUZZ_SEED` (default 1),
/// `ENTRYLINT_FUZZ_INPUTS` (a file listing extra seed files, one path a line),
/// `ENTRYLINT_FUZZ_CURRENT` (a path where each input is written before it is lexed, so the
/// input that hangs or crashes the process is left behind).
final class FuzzTests: XCTestCase {
    func testMutatedFixturesKeepTheInvariants() throws {
        let env = ProcessInfo.processInfo.environment
        let iterations = env["ENTRYLINT_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 6000
        let seed = env["ENTRYLINT_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
        let current = env["ENTRYLINT_FUZZ_CURRENT"]

        var seeds = Fixtures.lexerFiles.map(Fixtures.bytes)
        if let list = env["ENTRYLINT_FUZZ_INPUTS"], let text = try? String(contentsOfFile: list, encoding: .utf8) {
            for path in text.split(separator: "\n") {
                if let data = FileManager.default.contents(atPath: String(path)), data.count < 300_000 { seeds.append([UInt8](data)) }
            }
        }
        XCTAssertGreaterThan(seeds.count, 30)

        var rng = SplitMix64(seed: seed)
        var failures = 0
        for round in 0..<iterations {
            let input = Mutator.mutate(seeds[rng.below(seeds.count)], seeds: seeds, rng: &rng)
            if let current { _ = FileManager.default.createFile(atPath: current, contents: Data(input)) }
            let problems = LexInvariants.violations(input)
            if !problems.isEmpty {
                failures += 1
                let name = "entrylint-fuzz-failure-\(seed)-\(round).swift"
                let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
                _ = FileManager.default.createFile(atPath: path, contents: Data(input))
                XCTFail("round \(round) (seed \(seed)): \(problems.prefix(3)); input saved to \(path)")
                if failures >= 5 { return }
            }
        }
    }
}

/// Byte-level mutations that keep much of the Swift structure: flips, deletions, insertions of
/// delimiters, duplicated slices, truncations and splices with another file.
enum Mutator {
    static let tokens: [[UInt8]] = [
        "\"", "\"\"\"", "#", "#\"", "\"#", "\\(", "\\#(", ")", "(", "/", "#/", "/#", "/*", "*/", "//", "`", "\n", "\r",
        "\r\n", " ", "\\", "{", "}", "[", "]", "'", "$", "@", "?", "!", "<#", "#>", "0x", "1e", ".", "é", "🧪", "\u{301}",
        "\u{A0}", "\u{201C}", "<<<<<<< ", ">>>>>>> ", "#if", "#!", "try?",
    ].map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0xE2, 0x82], [0xEF, 0xBB, 0xBF], [0xED, 0xA0, 0x80]]

    static let punctuation = Array("\"#/\\()`*{}[]'$@?!<>=.-+\n".utf8)

    static func mutate(_ original: [UInt8], seeds: [[UInt8]], rng: inout SplitMix64) -> [UInt8] {
        var bytes = original
        for _ in 0..<(1 + rng.below(8)) {
            let at = rng.below(bytes.count + 1)
            switch rng.below(8) {
            case 0 where at < bytes.count:  // flip a byte
                bytes[at] = UInt8(truncatingIfNeeded: rng.next())
            case 1 where at < bytes.count:  // delete a run
                bytes.removeSubrange(at..<min(bytes.count, at + 1 + rng.below(16)))
            case 2, 3:  // insert a delimiter
                bytes.insert(contentsOf: tokens[rng.below(tokens.count)], at: at)
            case 4 where at < bytes.count:  // duplicate a slice
                let end = min(bytes.count, at + 1 + rng.below(200))
                bytes.insert(contentsOf: bytes[at..<end], at: rng.below(bytes.count + 1))
            case 5:  // truncate
                bytes.removeSubrange(at...)
            case 6:  // splice in a slice of another file
                let other = seeds[rng.below(seeds.count)]
                let from = rng.below(other.count + 1)
                bytes.insert(contentsOf: other[from..<min(other.count, from + rng.below(400))], at: at)
            default:  // replace a byte with an ASCII punctuation character
                if at < bytes.count { bytes[at] = punctuation[rng.below(punctuation.count)] }
            }
        }
        return bytes
    }
}
