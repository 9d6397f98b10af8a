/// Finds whether any of a set of strings occurs in a file's bytes as whole words, in one pass.
/// Used to skip files no enabled rule can report in (`LintRule.triggers`).
///
/// A trigger that starts (ends) with an identifier character matches only where the byte before
/// (after) it is not one: `View` matches `some View` and `SwiftUI.View` but not `UIView` or
/// `ViewController`, which halves the files a UIKit-heavy project parses twice.
///
/// Triggers that are single words (`ForEach`, the project's view names: thousands in a big app)
/// are kept as 64-bit hashes in an open-addressing table, behind a bitmap of their first two
/// bytes, so most words of a file are rejected by one bit test and the rest hashed once; a hash
/// collision only costs one needless parse. The few others (`@Entry`, `var id`) are compared at every
/// position their first byte occurs.
struct TriggerSet: Sendable {
    private struct Phrase: Sendable {
        var bytes: [UInt8]
        var wordStart: Bool
        var wordEnd: Bool
    }
    /// Word hashes, open addressing; 0 marks an empty slot (a hash of 0 is stored as 1).
    private var slots: [UInt64] = [0]
    /// One bit per (first byte, second byte) of a word trigger; one-byte words use second byte 0.
    private var bigrams = [UInt64](repeating: 0, count: 1024)
    private var minWord = Int.max
    private var maxWord = 0
    private var phrasesByFirstByte: [[Phrase]] = Array(repeating: [], count: 256)
    /// Bytes some phrase starts with.
    private var phraseStarts = [Bool](repeating: false, count: 256)
    /// Some rule may report anywhere: every file matches.
    private var matchesEverything = false

    init(_ strings: [String]) {
        var hashes: NameHashSet = []
        for s in strings {
            let bytes = Array(s.utf8)
            guard let first = bytes.first, let last = bytes.last else { matchesEverything = true; continue }
            if bytes.allSatisfy(TriggerSet.isWordByte) {
                hashes.insert(TriggerSet.hash(bytes[...]))
                let bigram = Int(first) << 8 | Int(bytes.count > 1 ? bytes[1] : 0)
                bigrams[bigram >> 6] |= 1 << UInt64(bigram & 63)
                minWord = min(minWord, bytes.count)
                maxWord = max(maxWord, bytes.count)
            } else if !phrasesByFirstByte[Int(first)].contains(where: { $0.bytes == bytes }) {
                phrasesByFirstByte[Int(first)].append(Phrase(bytes: bytes, wordStart: TriggerSet.isWordByte(first),
                                                             wordEnd: TriggerSet.isWordByte(last)))
                phraseStarts[Int(first)] = true
            }
        }
        var capacity = 8
        while capacity < hashes.count * 2 { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        for h in hashes {
            var k = Int(truncatingIfNeeded: h) & (capacity - 1)
            while slots[k] != 0 { k = (k + 1) & (capacity - 1) }
            slots[k] = h
        }
    }

    @inline(__always)
    private func containsWord(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let bigram = Int(b[start]) << 8 | Int(end - start > 1 ? b[start + 1] : 0)
        guard bigrams[bigram >> 6] & (1 << UInt64(bigram & 63)) != 0 else { return false }
        let h = TriggerSet.hash(UnsafeBufferPointer(rebasing: b[start..<end]))
        let mask = slots.count - 1
        var k = Int(truncatingIfNeeded: h) & mask
        while slots[k] != 0 {
            if slots[k] == h { return true }
            k = (k + 1) & mask
        }
        return false
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
        return h == 0 ? 1 : h
    }

    func matches(_ bytes: [UInt8]) -> Bool {
        if matchesEverything { return true }
        return bytes.withUnsafeBufferPointer { b in
            phraseStarts.withUnsafeBufferPointer { starts in
                let n = b.count
                var i = 0
                while i < n {
                    let c = b[i]
                    if starts[Int(c)] && matchesPhrase(b, at: i) { return true }
                    guard TriggerSet.isWordByte(c) else { i += 1; continue }
                    // A whole word: hash it if its length can match, then go on after it. No
                    // trigger can start inside it: one starting with a word byte needs a word
                    // start, and the word's other bytes are all word bytes.
                    var end = i + 1
                    while end < n && TriggerSet.isWordByte(b[end]) { end += 1 }
                    let length = end - i
                    if length >= minWord && length <= maxWord && containsWord(b, i, end) { return true }
                    i = end
                }
                return false
            }
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
