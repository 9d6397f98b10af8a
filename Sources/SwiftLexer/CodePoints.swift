/// Character classes of the Swift grammar ("Lexical Structure" in The Swift Programming Language),
/// as sorted closed ranges searched by bisection. ASCII is decided by the callers' fast paths.
enum CodePoints {
    /// identifier-character ranges above ASCII (C11 Annex D, as the Swift reference adopts them).
    static let identifierContinue: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D,
        0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
    /// Combining marks: allowed inside an identifier but not first.
    static let notIdentifierStart: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
    /// operator-head ranges above ASCII.
    static let operatorStart: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB,
        0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
        0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
        0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3030,
    ]
    /// operator-character additions: combining marks and variation selectors.
    static let operatorContinue: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]

    @inline(__always)
    static func contains(_ table: [ClosedRange<UInt32>], _ c: UInt32) -> Bool {
        var lo = 0, hi = table.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let r = table[mid]
            if c < r.lowerBound { hi = mid } else if c > r.upperBound { lo = mid + 1 } else { return true }
        }
        return false
    }

    static func isIdentifierStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIIdentifierStart(UInt8(c)) }
        return contains(identifierContinue, c) && !contains(notIdentifierStart, c)
    }
    static func isIdentifierContinue(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIIdentifierContinue(UInt8(c)) }
        return contains(identifierContinue, c)
    }
    static func isOperatorStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIOperator(UInt8(c)) }
        return contains(operatorStart, c)
    }
    static func isOperatorContinue(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIOperator(UInt8(c)) }
        return contains(operatorStart, c) || contains(operatorContinue, c)
    }

    @inline(__always) static func isASCIIIdentifierStart(_ b: UInt8) -> Bool {
        (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F
    }
    @inline(__always) static func isASCIIIdentifierContinue(_ b: UInt8) -> Bool {
        isASCIIIdentifierStart(b) || (b >= 0x30 && b <= 0x39) || b == 0x24
    }
    @inline(__always) static func isASCIIOperator(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "."), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x66)
    }
}

/// Decodes one UTF-8 scalar at `i`. Returns the scalar (nil when the bytes are not valid, minimal
/// UTF-8) and the number of bytes to skip: invalid sequences are skipped up to the next lead byte.
@inline(__always)
func decodeScalar(_ s: UnsafeBufferPointer<UInt8>, _ i: Int) -> (scalar: UInt32?, length: Int) {
    let b0 = s[i]
    if b0 < 0x80 { return (UInt32(b0), 1) }
    func isLead(_ b: UInt8) -> Bool { b < 0x80 || (b >= 0xC2 && b < 0xF5) }
    func skipInvalid() -> (UInt32?, Int) {
        var j = i + 1
        while j < s.count && !isLead(s[j]) { j += 1 }
        return (nil, j - i)
    }
    guard b0 >= 0xC2 && b0 < 0xF5 else { return skipInvalid() }
    let count = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2
    var value = UInt32(b0) & (count == 2 ? 0x1F : count == 3 ? 0x0F : 0x07)
    for k in 1..<count {
        guard i + k < s.count, s[i + k] & 0xC0 == 0x80 else { return (nil, k) }
        value = (value << 6) | UInt32(s[i + k] & 0x3F)
    }
    // Reject overlong forms and surrogates.
    if count == 3 && (value < 0x800 || (value >= 0xD800 && value <= 0xDFFF)) { return (nil, count) }
    if count == 4 && (value < 0x10000 || value > 0x10FFFF) { return (nil, count) }
    return (value, count)
}
