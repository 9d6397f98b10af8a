/// Finds whether any of a set of strings occurs in a file's bytes as whole words, in one pass.
/// Used to skip files no enabled rule can report in (`LintRule.triggers`).
///
/// A trigger that starts (ends) with an identifier character matches only where the byte before
/// (after) it is not one: `View` matches `some View` and `SwiftUI.View` but not `UIView` or
/// `ViewController`, which halves the files a UIKit-heavy project parses twice.
///
/// Triggers that are single words (`ForEach`, the project's view names: thousands in a big app)
/// are kept as a set of 64-bit hashes, and each word of the file is hashed once; a collision
/// only costs one needless parse. The few others (`@Entry`, `var id`) are compared at every
/// position their first byte occurs.
struct TriggerSet: Sendable {
    private struct Phrase: Sendable {
        var bytes: [UInt8]
        var wordStart: Bool
        var wordEnd: Bool
    }
    private var words: Set<UInt64> = []
    private var minWord = Int.max
    private var maxWord = 0
    private var phrasesByFirstByte: [[Phrase]] = Array(repeating: [], count: 256)
    private var hasPhrases = false
    /// Some rule may report anywhere: every file matches.
    private var matchesEverything = false

    init(_ strings: [String]) {
        for s in strings {
            let bytes = Array(s.utf8)
            guard let first = bytes.first, let last = bytes.last else { matchesEverything = true; continue }
            if bytes.allSatisfy(TriggerSet.isWordByte) {
                words.insert(TriggerSet.hash(bytes[...]))
                minWord = min(minWord, bytes.count)
                maxWord = max(maxWord, bytes.count)
            } else if !phrasesByFirstByte[Int(first)].contains(where: { $0.bytes == bytes }) {
                phrasesByFirstByte[Int(first)].append(Phrase(bytes: bytes, wordStart: TriggerSet.isWordByte(first),
                                                             wordEnd: TriggerSet.isWordByte(last)))
                hasPhrases = true
            }
        }
    }

    /// Identifier bytes: ASCII letters, digits, `_`, and every byte of a multi-byte character
    /// (Swift identifiers may hold them; treating them as word bytes never hides a whole word).
    @inline(__always)
    static func isWordByte(_ b: UInt8) -> Bool {
        (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
    }

    /// FNV-1a.
    @inline(__always)
    static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    func matches(_ bytes: [UInt8]) -> Bool {
        if matchesEverything { return true }
        return bytes.withUnsafeBufferPointer { b in
            let n = b.count
            var i = 0
            while i < n {
                if hasPhrases && matchesPhrase(b, at: i) { return true }
                guard TriggerSet.isWordByte(b[i]) else { i += 1; continue }
                // A whole word: hash it if its length can match, then continue after it.
                var end = i
                var h: UInt64 = 0xcbf2_9ce4_8422_2325
                while end < n && TriggerSet.isWordByte(b[end]) {
                    h = (h ^ UInt64(b[end])) &* 0x0000_0100_0000_01B3
                    end += 1
                }
                if end - i >= minWord && end - i <= maxWord && words.contains(h) { return true }
                if hasPhrases {
                    // Phrases may start inside the word only where they do not need a word start.
                    var k = i + 1
                    while k < end {
                        if matchesPhrase(b, at: k) { return true }
                        k += 1
                    }
                }
                i = end
            }
            return false
        }
    }

    @inline(__always)
    private func matchesPhrase(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let candidates = phrasesByFirstByte[Int(b[i])]
        if candidates.isEmpty { return false }
        let n = b.count
        for c in candidates where i + c.bytes.count <= n {
            if c.wordStart && i > 0 && TriggerSet.isWordByte(b[i - 1]) { continue }
            let end = i + c.bytes.count
            if c.wordEnd && end < n && TriggerSet.isWordByte(b[end]) { continue }
            var k = 1
            while k < c.bytes.count && b[i + k] == c.bytes[k] { k += 1 }
            if k == c.bytes.count { return true }
        }
        return false
    }
}
