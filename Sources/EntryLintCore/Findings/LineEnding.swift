/// The line ending a file uses, so that fixes inserting lines do not mix endings: rules write
/// `\n` in their replacements, and `adapt` turns it into the file's ending (the ending of its
/// first line; `\n` for a file of one line).
public enum LineEnding: String, Sendable {
    case lf = "\n", crlf = "\r\n", cr = "\r"

    public static func of(_ bytes: [UInt8]) -> LineEnding {
        for (k, b) in bytes.enumerated() {
            if b == 0x0A { return .lf }
            if b == 0x0D { return k + 1 < bytes.count && bytes[k + 1] == 0x0A ? .crlf : .cr }
        }
        return .lf
    }

    public func adapt(_ replacement: String) -> String {
        guard self != .lf, replacement.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return replacement }
        var out: [UInt8] = []
        let bytes = Array(replacement.utf8)
        var k = 0
        while k < bytes.count {
            let b = bytes[k]
            if b == 0x0D || b == 0x0A {
                out += rawValue.utf8
                k += (b == 0x0D && k + 1 < bytes.count && bytes[k + 1] == 0x0A) ? 2 : 1
            } else {
                out.append(b)
                k += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    public func adapt(_ fix: Fix) -> Fix {
        guard self != .lf else { return fix }
        var f = fix
        f.edits = fix.edits.map { Edit(range: $0.range, replacement: adapt($0.replacement)) }
        return f
    }
}
