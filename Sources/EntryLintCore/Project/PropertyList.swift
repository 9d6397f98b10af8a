/// An old-style (OpenStep) property list, the text format of `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, quoted or bare strings, `<hex data>`, `/* comments */`.
/// Parsed with a byte cursor; malformed input gives `nil`, never a trap.
public indirect enum PropertyList: Sendable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    public var string: String? { if case .string(let s) = self { return s }; return nil }
    public var array: [PropertyList]? { if case .array(let a) = self { return a }; return nil }
    public var dictionary: [String: PropertyList]? { if case .dictionary(let d) = self { return d }; return nil }

    public subscript(_ key: String) -> PropertyList? { dictionary?[key] }

    public static func parse(_ bytes: [UInt8]) -> PropertyList? {
        var p = PropertyListParser(bytes: bytes)
        guard let value = p.value(depth: 0) else { return nil }
        p.skipTrivia()
        return p.pos == bytes.count ? value : nil
    }
}

private struct PropertyListParser {
    let bytes: [UInt8]
    var pos = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // `// !$*UTF8*$!` header and a byte-order mark are trivia.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
    }

    mutating func skipTrivia() {
        while pos < bytes.count {
            let b = bytes[pos]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                pos += 1
            } else if b == UInt8(ascii: "/") && pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "/") {
                while pos < bytes.count && bytes[pos] != 0x0A { pos += 1 }
            } else if b == UInt8(ascii: "/") && pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "*") {
                pos += 2
                while pos + 1 < bytes.count && !(bytes[pos] == UInt8(ascii: "*") && bytes[pos + 1] == UInt8(ascii: "/")) { pos += 1 }
                pos = min(bytes.count, pos + 2)
            } else {
                return
            }
        }
    }

    mutating func value(depth: Int) -> PropertyList? {
        guard depth < 200 else { return nil }
        skipTrivia()
        guard pos < bytes.count else { return nil }
        switch bytes[pos] {
        case UInt8(ascii: "{"):
            pos += 1
            var dict: [String: PropertyList] = [:]
            while true {
                skipTrivia()
                guard pos < bytes.count else { return nil }
                if bytes[pos] == UInt8(ascii: "}") { pos += 1; return .dictionary(dict) }
                guard case .string(let key)? = scalar() else { return nil }
                skipTrivia()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: "=") else { return nil }
                pos += 1
                guard let v = value(depth: depth + 1) else { return nil }
                dict[key] = v
                skipTrivia()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: ";") else { return nil }
                pos += 1
            }
        case UInt8(ascii: "("):
            pos += 1
            var items: [PropertyList] = []
            while true {
                skipTrivia()
                guard pos < bytes.count else { return nil }
                if bytes[pos] == UInt8(ascii: ")") { pos += 1; return .array(items) }
                guard let v = value(depth: depth + 1) else { return nil }
                items.append(v)
                skipTrivia()
                guard pos < bytes.count else { return nil }
                if bytes[pos] == UInt8(ascii: ",") { pos += 1 } else if bytes[pos] != UInt8(ascii: ")") { return nil }
            }
        case UInt8(ascii: "<"):
            // Data: kept as its hex text.
            let start = pos
            while pos < bytes.count && bytes[pos] != UInt8(ascii: ">") { pos += 1 }
            guard pos < bytes.count else { return nil }
            pos += 1
            return .string(String(decoding: bytes[start..<pos], as: UTF8.self))
        default:
            return scalar()
        }
    }

    /// A quoted string (with `\"`, `\\`, `\n`, `\t` escapes) or a bare word.
    mutating func scalar() -> PropertyList? {
        guard pos < bytes.count else { return nil }
        if bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") {
            let quote = bytes[pos]
            pos += 1
            var out: [UInt8] = []
            while pos < bytes.count && bytes[pos] != quote {
                if bytes[pos] == UInt8(ascii: "\\") && pos + 1 < bytes.count {
                    pos += 1
                    switch bytes[pos] {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    default: out.append(bytes[pos])
                    }
                } else {
                    out.append(bytes[pos])
                }
                pos += 1
            }
            guard pos < bytes.count else { return nil }
            pos += 1
            return .string(String(decoding: out, as: UTF8.self))
        }
        let start = pos
        while pos < bytes.count, PropertyListParser.isBare(bytes[pos]) { pos += 1 }
        guard pos > start else { return nil }
        return .string(String(decoding: bytes[start..<pos], as: UTF8.self))
    }

    static func isBare(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "@"):
            return true
        default:
            return b >= 0x80
        }
    }
}
