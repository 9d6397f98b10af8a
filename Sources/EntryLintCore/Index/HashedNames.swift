/// A fixed set of names, by their hashes (`PreviewUses.hash`), asked about once per token by the
/// pass-1 scans (`.remove(` after a name, `List(` before a parenthesis). A 256-bit filter turns
/// most names away before a search of the sorted hashes; a `NameHashSet` hashed each value asked
/// about again, with SipHash, which cost more than the rest of the test.
struct HashedNames: Sendable {
    private let sorted: [UInt64]
    private let filter: [UInt64]

    init<S: Sequence>(_ names: S) where S.Element == String {
        let hashes = Set(names.map { PreviewUses.hash($0) }).sorted()
        var filter = [UInt64](repeating: 0, count: 4)
        for h in hashes { filter[Self.word(h)] |= Self.bit(h) }
        self.sorted = hashes
        self.filter = filter
    }

    /// The filter's word and bit for a hash: eight bits from the middle of it (the FNV hash's
    /// low bits follow the last byte closely).
    private static func word(_ h: UInt64) -> Int { Int((h >> 20) & 0xFF) >> 6 }
    private static func bit(_ h: UInt64) -> UInt64 { 1 << ((h >> 20) & 63) }

    func contains(_ h: UInt64) -> Bool {
        guard filter[Self.word(h)] & Self.bit(h) != 0 else { return false }
        var lo = 0
        var hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if sorted[mid] < h { lo = mid + 1 } else { hi = mid }
        }
        return lo < sorted.count && sorted[lo] == h
    }
}
