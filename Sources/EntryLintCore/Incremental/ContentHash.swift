/// A 128-bit hash of bytes: cache keys (a file's contents, a summary's facts, a configuration)
/// and the cache file's checksum. Not cryptographic: it guards against edits and corruption,
/// not against an adversary writing colliding files into the cache directory.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public static func of(_ bytes: [UInt8]) -> ContentHash {
        bytes.withUnsafeBufferPointer { of(UnsafeRawBufferPointer($0)) }
    }

    public static func of(_ string: String) -> ContentHash { of(Array(string.utf8)) }

    /// Two multiply-xorshift lanes over 8-byte words (a few GB/s), the length folded in so that
    /// trailing zero bytes count.
    public static func of(_ raw: UnsafeRawBufferPointer) -> ContentHash {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        let n = raw.count
        var k = 0
        while k + 8 <= n {
            let w = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
            a = (a ^ w) &* 0xFF51_AFD7_ED55_8CCD
            a ^= a >> 29
            b = (b ^ (w &+ 0x1656_67B1_9E37_79F9)) &* 0xC4CE_B9FE_1A85_EC53
            b ^= b >> 31
            k += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while k < n {
            tail |= UInt64(raw[k]) << shift
            shift += 8
            k += 1
        }
        a = (a ^ tail ^ UInt64(n)) &* 0xFF51_AFD7_ED55_8CCD
        b = (b ^ tail ^ (UInt64(n) << 1)) &* 0xC4CE_B9FE_1A85_EC53
        return ContentHash(high: finish(a), low: finish(b ^ a))
    }

    private static func finish(_ x: UInt64) -> UInt64 {
        var x = x
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    public var description: String {
        let h = String(high, radix: 16), l = String(low, radix: 16)
        return String(repeating: "0", count: 16 - h.count) + h + String(repeating: "0", count: 16 - l.count) + l
    }
}
