import SwiftLexer
import XCTest

/// Tokens and the trivia between them give back every fixture byte for byte (`LexInvariants`).
final class RoundTripTests: XCTestCase {
    func testEveryFixtureRoundTrips() {
        let files = Fixtures.lexerFiles
        XCTAssertGreaterThan(files.count, 30, "fixtures not found under \(Fixtures.lexerDirectory.path)")
        for url in files {
            let problems = LexInvariants.violations(Fixtures.bytes(url))
            XCTAssertEqual(problems, [], Fixtures.name(url))
        }
    }

    /// Every fixture cut at every line boundary (a file may end anywhere) also round-trips.
    func testEveryFixturePrefixRoundTrips() {
        for url in Fixtures.lexerFiles {
            let bytes = Fixtures.bytes(url)
            for cut in bytes.indices where bytes[cut] == 0x0A || bytes[cut] == 0x0D {
                let problems = LexInvariants.violations(Array(bytes[..<cut]))
                XCTAssertEqual(problems, [], "\(Fixtures.name(url)) cut at \(cut)")
                if !problems.isEmpty { break }
            }
        }
    }

    /// Small generated inputs made of Swift's lexical pieces, glued without separators.
    func testGeneratedInputsRoundTrip() {
        let pieces = [
            "a", "_", "$0", "$x", "`if`", "`", "1", "0x1p3", "1.5e3", "0b1", "\"", "\"\"\"", "#\"", "\"#", "\\(", ")", "(",
            "\\", "#", "/", "/*", "*/", "//", "\n", "\r\n", "\r", " ", "\t", "#/", "/#", "?", "!", ".", "..<", "->", "&",
            "=", "@", "{", "}", "[", "]", ",", ":", ";", "é", "🧪", "∘", "<#", "#>", "'", "\u{0}", "\u{FEFF}", "\u{A0}",
            "if", "some", "#if", "#endif", "try", "func", "operator", "“", "”", "<<<<<<< ", ">>>>>>> ",
        ]
        var rng = SplitMix64(seed: 42)
        for round in 0..<3000 {
            var source = ""
            for _ in 0..<(1 + Int(rng.next() % 12)) { source += pieces[Int(rng.next() % UInt64(pieces.count))] }
            let problems = LexInvariants.violations(Array(source.utf8))
            XCTAssertEqual(problems, [], "round \(round): \(source.debugDescription)")
            if !problems.isEmpty { return }
        }
    }
}

/// A small seeded generator, so every run tests the same inputs.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}

/// The checker itself: a broken stream must be reported.
final class LexInvariantsSelfTests: XCTestCase {
    func testBrokenStreamsAreReported() {
        let bytes = Array("let a = b // note\n".utf8)
        bytes.withUnsafeBufferPointer { buf in
            let good = Lexer.lex(buf)
            XCTAssertEqual(LexInvariants.violations(good, buf), [])

            var overlapping = good
            overlapping.tokens[1].start -= 2
            XCTAssertFalse(LexInvariants.violations(overlapping, buf).isEmpty)

            var missingComment = good
            missingComment.comments = []
            XCTAssertFalse(LexInvariants.violations(missingComment, buf).isEmpty)

            var skippedToken = good
            skippedToken.tokens.remove(at: 1)
            XCTAssertFalse(LexInvariants.violations(skippedToken, buf).isEmpty, "`a` left in a gap is no trivia")

            var wrongFlag = good
            wrongFlag.tokens[2].flags.remove(.leadingTrivia)
            XCTAssertFalse(LexInvariants.violations(wrongFlag, buf).isEmpty)

            var noEOF = good
            noEOF.tokens.removeLast()
            XCTAssertFalse(LexInvariants.violations(noEOF, buf).isEmpty)
        }
    }
}
