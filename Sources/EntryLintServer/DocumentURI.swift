import EntryLintCore

/// `file://` URIs to paths and back, with RFC 3986 percent-encoding. Only `file` URIs name
/// files the linter can read; others (untitled buffers, `git:` views) are nil and ignored.
enum DocumentURI {
    static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: only an empty host or `localhost` is this machine.
        if !rest.hasPrefix("/") {
            guard rest.hasPrefix("localhost/") else { return nil }
            rest = rest.dropFirst("localhost".count)
        }
        if let q = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<q] }
        guard let decoded = percentDecoded(rest) else { return nil }
        return Paths.normalize(decoded)
    }

    static func uri(_ path: String) -> String {
        var out = "file://"
        for b in path.utf8 {
            if isUnreserved(b) || b == UInt8(ascii: "/") {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                out += "%" + hex(b >> 4) + hex(b & 15)
            }
        }
        return out
    }

    static func isUnreserved(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    static func hex(_ v: UInt8) -> String { String(v, radix: 16, uppercase: true) }

    static func percentDecoded(_ s: Substring) -> String? {
        var bytes: [UInt8] = []
        let utf8 = Array(s.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%") {
                guard i + 2 < utf8.count, let v = UInt8(String(decoding: utf8[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(v)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
