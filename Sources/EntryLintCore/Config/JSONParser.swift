/// A strict JSON reader (RFC 8259) that keeps positions: configuration errors must name the
/// line of the offending key, which Foundation's JSONSerialization cannot tell.
public enum JSONParser {
    public struct SyntaxError: Error, Sendable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// Nesting deeper than this is rejected rather than risking the stack.
    static let maxDepth = 256

    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var reader = Reader(bytes: bytes)
        // A UTF-8 byte order mark is tolerated.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.i = 3; reader.lineStart = 3 }
        reader.skipSpace()
        let node = try reader.value(depth: 0)
        reader.skipSpace()
        if reader.i < bytes.count { throw reader.error("unexpected text after the JSON value") }
        return node
    }

    struct Reader {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var lineStart = 0

        var column: Int { i - lineStart + 1 }

        func error(_ message: String) -> SyntaxError {
            SyntaxError(line: line, column: column, message: message)
        }

        mutating func skipSpace() {
            while i < bytes.count {
                switch bytes[i] {
                case 0x20, 0x09, 0x0D: i += 1
                case 0x0A: i += 1; line += 1; lineStart = i
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONNode {
            guard depth < JSONParser.maxDepth else { throw error("nesting too deep") }
            guard i < bytes.count else { throw error("unexpected end of file; expected a value") }
            let (l, c) = (line, column)
            switch bytes[i] {
            case UInt8(ascii: "{"): return JSONNode(value: .object(try object(depth: depth)), line: l, column: c)
            case UInt8(ascii: "["): return JSONNode(value: .array(try array(depth: depth)), line: l, column: c)
            case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), line: l, column: c)
            case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), line: l, column: c)
            case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), line: l, column: c)
            case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, line: l, column: c)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(value: .number(try number()), line: l, column: c)
            case UInt8(ascii: "/"): throw error("comments are not allowed in JSON")
            default: throw error("unexpected character '\(printable(bytes[i]))'; expected a value")
            }
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else {
                throw error("unexpected text; expected a value")
            }
            i += w.count
        }

        mutating func object(depth: Int) throws(SyntaxError) -> [JSONNode.Member] {
            i += 1
            var members: [JSONNode.Member] = []
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "}") { i += 1; return members }
            while true {
                skipSpace()
                guard i < bytes.count else { throw error("unexpected end of file inside an object") }
                guard bytes[i] == UInt8(ascii: "\"") else {
                    if bytes[i] == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
                    if bytes[i] == UInt8(ascii: "/") { throw error("comments are not allowed in JSON") }
                    throw error("expected a quoted key")
                }
                let (kl, kc) = (line, column)
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
                i += 1
                skipSpace()
                let v = try value(depth: depth + 1)
                members.append(JSONNode.Member(key: key, keyLine: kl, keyColumn: kc, value: v))
                skipSpace()
                guard i < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return members }
                throw error("expected ',' or '}' after a member")
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> [JSONNode] {
            i += 1
            var items: [JSONNode] = []
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "]") { i += 1; return items }
            while true {
                skipSpace()
                if i < bytes.count && bytes[i] == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return items }
                throw error("expected ',' or ']' after a list item")
            }
        }

        mutating func string() throws(SyntaxError) -> String {
            i += 1
            var out: [UInt8] = []
            while true {
                guard i < bytes.count else { throw error("unterminated string") }
                let b = bytes[i]
                switch b {
                case UInt8(ascii: "\""):
                    i += 1
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    i += 1
                    guard i < bytes.count else { throw error("unterminated string") }
                    let e = bytes[i]
                    i += 1
                    switch e {
                    case UInt8(ascii: "\""): out.append(0x22)
                    case UInt8(ascii: "\\"): out.append(0x5C)
                    case UInt8(ascii: "/"): out.append(0x2F)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4()
                        if (0xD800..<0xDC00).contains(scalar), i + 1 < bytes.count,
                           bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                            i += 2
                            let low = try hex4()
                            if (0xDC00..<0xE000).contains(low) {
                                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            }
                        }
                        let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                        out += Array(String(Character(s)).utf8)
                    default: throw error("invalid escape '\\\(printable(e))' in string")
                    }
                case 0x00..<0x20:
                    throw error("control character in string (newlines must be written \\n)")
                default:
                    out.append(b)
                    i += 1
                }
            }
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard i + 4 <= bytes.count else { throw error("incomplete \\u escape") }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let b = bytes[i]
                let d: UInt32
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
                default: throw error("invalid \\u escape")
                }
                v = v * 16 + d
                i += 1
            }
            return v
        }

        mutating func number() throws(SyntaxError) -> Double {
            let start = i
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            func digits(_ r: inout Reader) -> Int {
                let s = r.i
                while r.i < r.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(r.bytes[r.i]) { r.i += 1 }
                return r.i - s
            }
            guard digits(&self) > 0 else { throw error("invalid number") }
            if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard digits(&self) > 0 else { throw error("invalid number") }
            }
            if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
                i += 1
                if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
                guard digits(&self) > 0 else { throw error("invalid number") }
            }
            guard let d = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw error("invalid number") }
            return d
        }

        func printable(_ b: UInt8) -> String {
            b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "\\u{\(String(b, radix: 16))}"
        }
    }
}
