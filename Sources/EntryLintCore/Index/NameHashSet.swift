/// A set of name hashes (`PreviewUses.hash`, and keys composed and hashed the same way): the
/// facts pass 1 records as hashes (varying inputs, write frequencies, called members) and the
/// project's unions of them.
///
/// Why not `NameHashSet`: its elements are hashes already, and `Set` hashed each one again with
/// SipHash on every insert and lookup (a tenth of a million lookups per app, 4–5% of a cold run's
/// instructions on three apps). Here a slot is picked by one multiplication (the FNV hashes' low
/// bits follow their last byte, so they are mixed first) and found by linear probing.
/// Iteration follows the slots: callers that need an order sort, as they did for `Set`.
public struct NameHashSet: Sendable, Sequence, Equatable, ExpressibleByArrayLiteral {
    /// 0 marks an empty slot; the value 0 itself is `hasZero`.
    private var slots: [UInt64] = []
    private var hasZero = false
    public private(set) var count = 0

    public init() {}

    public init<S: Sequence>(_ hashes: S) where S.Element == UInt64 {
        reserve(hashes.underestimatedCount)
        for h in hashes { insert(h) }
    }

    public init(arrayLiteral hashes: UInt64...) { self.init(hashes) }

    public var isEmpty: Bool { count == 0 }

    @inline(__always)
    private static func start(_ h: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (h &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    public func contains(_ h: UInt64) -> Bool {
        if h == 0 { return hasZero }
        guard !slots.isEmpty else { return false }
        return slots.withUnsafeBufferPointer { s in
            let mask = s.count - 1
            var i = Self.start(h, mask)
            while true {
                let v = s[i]
                if v == h { return true }
                if v == 0 { return false }
                i = (i + 1) & mask
            }
        }
    }

    @discardableResult
    public mutating func insert(_ h: UInt64) -> (inserted: Bool, memberAfterInsert: UInt64) {
        if h == 0 {
            if hasZero { return (false, 0) }
            hasZero = true
            count += 1
            return (true, 0)
        }
        // At most half full: probes stay short.
        if (count + 1) * 2 > slots.count { grow(to: Swift.max(16, slots.count * 2)) }
        let inserted: Bool = slots.withUnsafeMutableBufferPointer { s in
            let mask = s.count - 1
            var i = Self.start(h, mask)
            while true {
                let v = s[i]
                if v == h { return false }
                if v == 0 {
                    s[i] = h
                    return true
                }
                i = (i + 1) & mask
            }
        }
        if inserted { count += 1 }
        return (inserted, h)
    }

    public mutating func formUnion<S: Sequence>(_ other: S) where S.Element == UInt64 {
        for h in other { insert(h) }
    }

    public func union<S: Sequence>(_ other: S) -> NameHashSet where S.Element == UInt64 {
        var out = self
        out.formUnion(other)
        return out
    }

    /// Removes `h`, shifting back the hashes probed past its slot (no tombstones: a table that
    /// only loses names stays as fast to search).
    @discardableResult
    public mutating func remove(_ h: UInt64) -> UInt64? {
        if h == 0 {
            guard hasZero else { return nil }
            hasZero = false
            count -= 1
            return 0
        }
        guard !slots.isEmpty else { return nil }
        let removed: Bool = slots.withUnsafeMutableBufferPointer { s in
            let mask = s.count - 1
            var i = Self.start(h, mask)
            while true {
                let v = s[i]
                if v == 0 { return false }
                if v == h { break }
                i = (i + 1) & mask
            }
            var hole = i
            var j = (i + 1) & mask
            while s[j] != 0 {
                let home = Self.start(s[j], mask)
                // A hash whose home lies cyclically in (hole, j] stays; any other fills the hole.
                let stays = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
                if !stays {
                    s[hole] = s[j]
                    hole = j
                }
                j = (j + 1) & mask
            }
            s[hole] = 0
            return true
        }
        guard removed else { return nil }
        count -= 1
        return h
    }

    public mutating func subtract(_ other: NameHashSet) {
        guard !other.isEmpty else { return }
        self = NameHashSet(filter { !other.contains($0) })
    }

    public func intersection(_ other: NameHashSet) -> NameHashSet {
        NameHashSet(filter { other.contains($0) })
    }

    /// Room for `n` hashes without growing.
    public mutating func reserve(_ n: Int) {
        var size = 16
        while size < n * 2 { size *= 2 }
        if size > slots.count { grow(to: size) }
    }

    private mutating func grow(to size: Int) {
        let old = slots
        slots = [UInt64](repeating: 0, count: size)
        let zero = hasZero
        count = zero ? 1 : 0
        for h in old where h != 0 { insert(h) }
    }

    public static func == (a: NameHashSet, b: NameHashSet) -> Bool {
        a.count == b.count && a.allSatisfy { b.contains($0) }
    }

    public struct Iterator: IteratorProtocol {
        fileprivate let slots: [UInt64]
        fileprivate var position = 0
        fileprivate var zeroLeft: Bool

        public mutating func next() -> UInt64? {
            if zeroLeft {
                zeroLeft = false
                return 0
            }
            while position < slots.count {
                let v = slots[position]
                position += 1
                if v != 0 { return v }
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator { Iterator(slots: slots, zeroLeft: hasZero) }

    public var underestimatedCount: Int { count }
}
