/// The cache's binary encoding: little-endian integers, length-prefixed strings and arrays.
/// The reader never traps on bad input: every read is bounds-checked and a short or malformed
/// buffer sets `failed`, after which reads return zero values (callers check `failed` once).
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u8(_ v: UInt8) { bytes.append(v) }
    mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }

    mutating func u32(_ v: UInt32) {
        withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func u64(_ v: UInt64) {
        withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Variable-length unsigned integer (7 bits a byte): most counts and lines fit in one or two.
    mutating func uint(_ v: Int) {
        var x = UInt64(bitPattern: Int64(v))
        while x >= 0x80 {
            bytes.append(UInt8(x & 0x7F) | 0x80)
            x >>= 7
        }
        bytes.append(UInt8(x))
    }

    mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { buf in
            uint(buf.count)
            bytes.append(contentsOf: buf)
        }
    }

    mutating func optionalString(_ s: String?) {
        bool(s != nil)
        if let s { string(s) }
    }

    mutating func strings(_ a: [String]) {
        uint(a.count)
        for s in a { string(s) }
    }

    mutating func hash(_ h: ContentHash) {
        u64(h.high)
        u64(h.low)
    }

    mutating func blob(_ b: [UInt8]) {
        uint(b.count)
        bytes.append(contentsOf: b)
    }
}

struct ByteReader {
    let bytes: [UInt8]
    var position: Int
    let end: Int
    private(set) var failed = false

    init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        position = start
        self.end = min(end ?? bytes.count, bytes.count)
        if start > self.end { failed = true }
    }

    var atEnd: Bool { position >= end }

    mutating func fail() { failed = true; position = end }

    mutating func u8() -> UInt8 {
        guard position < end else { fail(); return 0 }
        position += 1
        return bytes[position - 1]
    }

    mutating func bool() -> Bool {
        let b = u8()
        if b > 1 { fail() }
        return b == 1
    }

    mutating func u32() -> UInt32 {
        guard end - position >= 4 else { fail(); return 0 }
        var v: UInt32 = 0
        for k in 0..<4 { v |= UInt32(bytes[position + k]) << (8 * k) }
        position += 4
        return v
    }

    mutating func u64() -> UInt64 {
        guard end - position >= 8 else { fail(); return 0 }
        var v: UInt64 = 0
        for k in 0..<8 { v |= UInt64(bytes[position + k]) << (8 * k) }
        position += 8
        return v
    }

    mutating func uint() -> Int {
        var x: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard shift < 64 else { fail(); return 0 }
            let b = u8()
            if failed { return 0 }
            x |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
        }
        let v = Int(truncatingIfNeeded: x)
        if v < 0 { fail(); return 0 }
        return v
    }

    /// A count of items at least `minSize` bytes each: refuses counts the rest cannot hold, so
    /// a corrupt count never allocates gigabytes.
    mutating func count(minSize: Int = 1) -> Int {
        let n = uint()
        guard n <= (end - position) / max(1, minSize) else { fail(); return 0 }
        return n
    }

    mutating func string() -> String {
        let n = count()
        guard !failed else { return "" }
        let s = String(decoding: bytes[position..<position + n], as: UTF8.self)
        position += n
        return s
    }

    mutating func optionalString() -> String? { bool() ? string() : nil }

    mutating func strings() -> [String] {
        let n = count()
        var out: [String] = []
        out.reserveCapacity(n)
        for _ in 0..<n where !failed { out.append(string()) }
        return out
    }

    mutating func hash() -> ContentHash {
        let h = u64()
        return ContentHash(high: h, low: u64())
    }

    mutating func blob() -> [UInt8] {
        let n = count()
        guard !failed else { return [] }
        position += n
        return Array(bytes[position - n..<position])
    }

    /// A blob's bounds without copying it.
    mutating func blobRange() -> Range<Int> {
        let n = count()
        guard !failed else { return 0..<0 }
        position += n
        return position - n..<position
    }
}
