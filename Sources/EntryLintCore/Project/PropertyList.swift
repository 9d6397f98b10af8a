/// An old-style (OpenStep) property list, the text format of `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, quoted or bare strings, `<hex data>`, `/* comments */`.
/// Parsed with a byte cursor into one flat table of nodes over the file's bytes; malformed input
/// gives `nil`, never a trap.
///
/// Why flat: a project file is mostly objects nobody asks about (build settings, build files of
/// other phases). Built as nested dictionaries of strings, parsing and then freeing them was
/// two thirds of finding a tree's projects (405M of 585M instructions on twelve apps' 2.5 MB of
/// project files). Here a string is a byte range until someone reads it, and the whole list is
/// three arrays.
public struct PropertyList: Sendable {
    /// One value of the list: a string, an array or a dictionary, read through its list.
    public struct Value: Sendable {
        let storage: Storage
        let node: Int32

        /// The string, or nil for an array or a dictionary.
        public var string: String? { storage.string(node) }

        /// Whether the value is the string `text`, compared without making a String.
        public func isString(_ text: String) -> Bool { storage.equals(node, text) }

        /// The elements, or nil for a string or a dictionary.
        public var array: [Value]? {
            guard let range = storage.links(node, of: .array) else { return nil }
            return range.map { Value(storage: storage, node: storage.links[$0]) }
        }

        /// The value under `key`, or nil when there is none or this is not a dictionary. A linear
        /// scan: objects have a few keys; for the thousands of `objects`, take `dictionary` once.
        public subscript(_ key: String) -> Value? {
            guard let range = storage.links(node, of: .dictionary) else { return nil }
            var k = range.lowerBound
            while k < range.upperBound {
                if storage.equals(storage.links[k], key) { return Value(storage: storage, node: storage.links[k + 1]) }
                k += 2
            }
            return nil
        }

        /// Every entry, keyed by its key (the last of a repeated key wins, as the format reads).
        public var dictionary: [String: Value]? {
            guard let range = storage.links(node, of: .dictionary) else { return nil }
            var out: [String: Value] = [:]
            out.reserveCapacity(range.count / 2)
            var k = range.lowerBound
            while k < range.upperBound {
                if let key = storage.string(storage.links[k]) { out[key] = Value(storage: storage, node: storage.links[k + 1]) }
                k += 2
            }
            return out
        }
    }

    /// The top value.
    public let root: Value

    public var string: String? { root.string }
    public var array: [Value]? { root.array }
    public var dictionary: [String: Value]? { root.dictionary }
    public subscript(_ key: String) -> Value? { root[key] }

    public static func parse(_ bytes: [UInt8]) -> PropertyList? {
        var p = PropertyListParser(bytes: bytes)
        guard let top = p.value(depth: 0) else { return nil }
        p.skipTrivia()
        guard p.pos == bytes.count else { return nil }
        let storage = Storage(bytes: bytes, nodes: p.nodes, links: p.links, decoded: p.decoded)
        return PropertyList(root: Value(storage: storage, node: top))
    }

    enum Kind: UInt8 {
        /// `start..<start+count` of the bytes, as written.
        case raw
        /// `decoded[start]`: a quoted string with escapes.
        case decoded
        /// `links[start..<start+count]`: the elements' nodes.
        case array
        /// `links[start..<start+count]`: key and value nodes, alternating.
        case dictionary
    }

    struct Node {
        var kind: Kind
        var start: Int32
        var count: Int32
    }

    /// The parsed list, shared by its values (one reference to retain per value).
    final class Storage: @unchecked Sendable {
        let bytes: [UInt8]
        let nodes: [Node]
        let links: [Int32]
        let decoded: [String]

        init(bytes: [UInt8], nodes: [Node], links: [Int32], decoded: [String]) {
            self.bytes = bytes
            self.nodes = nodes
            self.links = links
            self.decoded = decoded
        }

        func links(_ node: Int32, of kind: Kind) -> Range<Int>? {
            let n = nodes[Int(node)]
            guard n.kind == kind else { return nil }
            return Int(n.start)..<Int(n.start + n.count)
        }

        func string(_ node: Int32) -> String? {
            let n = nodes[Int(node)]
            switch n.kind {
            case .raw: return String(decoding: bytes[Int(n.start)..<Int(n.start + n.count)], as: UTF8.self)
            case .decoded: return decoded[Int(n.start)]
            case .array, .dictionary: return nil
            }
        }

        func equals(_ node: Int32, _ text: String) -> Bool {
            let n = nodes[Int(node)]
            switch n.kind {
            case .raw: return text.utf8.elementsEqual(bytes[Int(n.start)..<Int(n.start + n.count)])
            case .decoded: return decoded[Int(n.start)] == text
            case .array, .dictionary: return false
            }
        }
    }
}

private struct PropertyListParser {
    let bytes: [UInt8]
    var pos = 0
    var nodes: [PropertyList.Node] = []
    var links: [Int32] = []
    var decoded: [String] = []
    /// The nodes of the arrays and dictionaries still open, innermost last; a container's are
    /// moved to `links` when it closes, so each container's nodes are contiguous there.
    var open: [Int32] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // `// !$*UTF8*$!` header and a byte-order mark are trivia.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
        nodes.reserveCapacity(bytes.count / 16)
        links.reserveCapacity(bytes.count / 16)
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

    mutating func add(_ kind: PropertyList.Kind, _ start: Int, _ count: Int) -> Int32 {
        nodes.append(PropertyList.Node(kind: kind, start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: count)))
        return Int32(nodes.count - 1)
    }

    /// Closes the container whose nodes start at `mark` of `open`.
    mutating func close(_ kind: PropertyList.Kind, from mark: Int) -> Int32 {
        let start = links.count
        links.append(contentsOf: open[mark...])
        open.removeSubrange(mark...)
        return add(kind, start, links.count - start)
    }

    mutating func value(depth: Int) -> Int32? {
        guard depth < 200 else { return nil }
        skipTrivia()
        guard pos < bytes.count else { return nil }
        switch bytes[pos] {
        case UInt8(ascii: "{"):
            pos += 1
            let mark = open.count
            while true {
                skipTrivia()
                guard pos < bytes.count else { return nil }
                if bytes[pos] == UInt8(ascii: "}") { pos += 1; return close(.dictionary, from: mark) }
                guard let key = scalar() else { return nil }
                open.append(key)
                skipTrivia()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: "=") else { return nil }
                pos += 1
                guard let v = value(depth: depth + 1) else { return nil }
                open.append(v)
                skipTrivia()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: ";") else { return nil }
                pos += 1
            }
        case UInt8(ascii: "("):
            pos += 1
            let mark = open.count
            while true {
                skipTrivia()
                guard pos < bytes.count else { return nil }
                if bytes[pos] == UInt8(ascii: ")") { pos += 1; return close(.array, from: mark) }
                guard let v = value(depth: depth + 1) else { return nil }
                open.append(v)
                skipTrivia()
                guard pos < bytes.count else { return nil }
                if bytes[pos] == UInt8(ascii: ",") { pos += 1 } else if bytes[pos] != UInt8(ascii: ")") { return nil }
            }
        case UInt8(ascii: "<"):
            // Data: kept as its hex text, brackets included.
            let start = pos
            while pos < bytes.count && bytes[pos] != UInt8(ascii: ">") { pos += 1 }
            guard pos < bytes.count else { return nil }
            pos += 1
            return add(.raw, start, pos - start)
        default:
            return scalar()
        }
    }

    /// A quoted string (with `\"`, `\\`, `\n`, `\t` escapes) or a bare word.
    mutating func scalar() -> Int32? {
        guard pos < bytes.count else { return nil }
        if bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") {
            let quote = bytes[pos]
            pos += 1
            let start = pos
            while pos < bytes.count && bytes[pos] != quote && bytes[pos] != UInt8(ascii: "\\") { pos += 1 }
            guard pos < bytes.count else { return nil }
            if bytes[pos] == quote {
                pos += 1
                return add(.raw, start, pos - 1 - start)
            }
            // Escapes: decoded once, here.
            var out = Array(bytes[start..<pos])
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
            decoded.append(String(decoding: out, as: UTF8.self))
            return add(.decoded, decoded.count - 1, 0)
        }
        let start = pos
        while pos < bytes.count, PropertyListParser.isBare(bytes[pos]) { pos += 1 }
        guard pos > start else { return nil }
        return add(.raw, start, pos - start)
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
