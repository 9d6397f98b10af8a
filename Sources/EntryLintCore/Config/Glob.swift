/// A path glob: `**` (any number of folders), `*` (any run of characters within a name), `?`
/// (one character), `[a-z]`/`[!a-z]` (a character class) and `\` (escape). Paths are
/// `/`-separated and relative. Used by `include`/`exclude` and by the `.gitignore` matcher.
public struct Glob: Sendable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        /// `**`: zero or more names; as the last segment, one or more (`dir/**` is what is inside).
        case anyDepth
        case name([UInt8])
    }

    public let pattern: String
    let segments: [Segment]

    public init(_ pattern: String) {
        self.pattern = pattern
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map {
            $0 == "**" ? .anyDepth : .name(Array($0.utf8))
        }
    }

    public var description: String { pattern }

    /// Whether the whole relative path matches.
    public func matches(_ path: String) -> Bool {
        matches(components: Glob.components(path))
    }

    /// Whether the path or one of its parent folders matches: a pattern naming a folder covers
    /// everything under it.
    public func matchesPathOrParent(_ path: String) -> Bool {
        let comps = Glob.components(path)
        guard !comps.isEmpty else { return false }
        for n in 1...comps.count where matches(components: Array(comps[0..<n])) { return true }
        return false
    }

    /// The path's names, without empty ones and `.`. One pass over the bytes: the generic
    /// `split`/`filter`/`map` chain cost about 8,000 instructions a path, and gitignore matching
    /// asks once per path and file.
    public static func components(_ path: String) -> [[UInt8]] {
        var out: [[UInt8]] = []
        var copy = path
        copy.withUTF8 { bytes in
            var start = 0
            func flush(_ end: Int) {
                let n = end - start
                if n > 0 && !(n == 1 && bytes[start] == UInt8(ascii: ".")) {
                    out.append(Array(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                }
            }
            for i in 0..<bytes.count where bytes[i] == UInt8(ascii: "/") {
                flush(i)
                start = i + 1
            }
            flush(bytes.count)
        }
        return out
    }

    /// The last of `components(path)`, from the path's bytes, without splitting the rest.
    static func lastComponent(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        var end = bytes.count
        while end > 0 {
            var start = end
            while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            let n = end - start
            if n > 0 && !(n == 1 && bytes[start] == UInt8(ascii: ".")) { return bytes[start..<end] }
            end = start - 1
        }
        return nil
    }

    /// How many names `components(path)` has, and the first, without splitting the path.
    static func countAndFirst(_ bytes: [UInt8]) -> (count: Int, first: ArraySlice<UInt8>?) {
        var count = 0
        var first: ArraySlice<UInt8>?
        var start = 0
        for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "/") {
            let n = i - start
            if n > 0 && !(n == 1 && bytes[start] == UInt8(ascii: ".")) {
                if first == nil { first = bytes[start..<i] }
                count += 1
            }
            start = i + 1
        }
        return (count, first)
    }

    func matches(components comps: [[UInt8]]) -> Bool {
        let ns = segments.count, nc = comps.count
        // The shapes nearly every pattern has, without the table below: `**/name` (a gitignore
        // line without a slash) tests the last name only; a pattern without `**`, name by name.
        if ns == 2, segments[0] == .anyDepth, case .name(let p) = segments[1] {
            return nc >= 1 && Glob.matchName(p, comps[nc - 1])
        }
        if !segments.contains(.anyDepth) {
            guard ns == nc else { return false }
            for k in 0..<ns {
                guard case .name(let p) = segments[k], Glob.matchName(p, comps[k]) else { return false }
            }
            return true
        }
        // memo[s][c]: segments s... match components c...
        var memo = [Int8](repeating: -1, count: (ns + 1) * (nc + 1))
        func go(_ s: Int, _ c: Int) -> Bool {
            let key = s * (nc + 1) + c
            if memo[key] >= 0 { return memo[key] == 1 }
            let result: Bool
            if s == ns {
                result = c == nc
            } else {
                switch segments[s] {
                case .anyDepth:
                    let minimum = s == ns - 1 ? 1 : 0
                    var ok = false
                    var k = c + minimum
                    while k <= nc && !ok {
                        ok = go(s + 1, k)
                        k += 1
                    }
                    result = ok
                case .name(let p):
                    result = c < nc && Glob.matchName(p, comps[c]) && go(s + 1, c + 1)
                }
            }
            memo[key] = result ? 1 : 0
            return result
        }
        return go(0, 0)
    }

    /// Wildcard match of one name. `*` backtracks to the last star only, so it is linear-ish.
    static func matchName(_ p: [UInt8], _ s: [UInt8]) -> Bool {
        var pi = 0, si = 0
        var starP = -1, starS = 0
        while si < s.count {
            if pi < p.count {
                let c = p[pi]
                if c == UInt8(ascii: "*") {
                    while pi < p.count && p[pi] == UInt8(ascii: "*") { pi += 1 }
                    starP = pi
                    starS = si
                    continue
                }
                if c == UInt8(ascii: "?") {
                    si = nextScalar(s, si)
                    pi += 1
                    continue
                }
                if c == UInt8(ascii: "["), let (matched, next) = matchClass(p, pi, s[si]) {
                    if matched { pi = next; si += 1; continue }
                } else {
                    var lit = c
                    var next = pi + 1
                    if c == UInt8(ascii: "\\") && pi + 1 < p.count { lit = p[pi + 1]; next = pi + 2 }
                    if lit == s[si] { pi = next; si += 1; continue }
                }
            }
            guard starP >= 0 else { return false }
            starS += 1
            si = starS
            pi = starP
        }
        while pi < p.count && p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }

    static func nextScalar(_ s: [UInt8], _ i: Int) -> Int {
        var j = i + 1
        while j < s.count && s[j] & 0xC0 == 0x80 { j += 1 }
        return j
    }

    /// `[…]` at `start`: whether `byte` is in the class and the index after `]`; nil when the
    /// bracket is not closed (then it is a literal `[`).
    static func matchClass(_ p: [UInt8], _ start: Int, _ byte: UInt8) -> (Bool, Int)? {
        var i = start + 1
        var negate = false
        if i < p.count && (p[i] == UInt8(ascii: "!") || p[i] == UInt8(ascii: "^")) { negate = true; i += 1 }
        var matched = false
        var first = true
        while i < p.count {
            var c = p[i]
            if c == UInt8(ascii: "]") && !first { return (matched != negate, i + 1) }
            first = false
            if c == UInt8(ascii: "\\") && i + 1 < p.count { i += 1; c = p[i] }
            if i + 2 < p.count && p[i + 1] == UInt8(ascii: "-") && p[i + 2] != UInt8(ascii: "]") {
                var hi = p[i + 2]
                var skip = 3
                if hi == UInt8(ascii: "\\") && i + 3 < p.count { hi = p[i + 3]; skip = 4 }
                if c <= byte && byte <= hi { matched = true }
                i += skip
            } else {
                if c == byte { matched = true }
                i += 1
            }
        }
        return nil
    }

    /// What is wrong with a pattern, and the byte offset where: an unclosed `[` (which `.gitignore`
    /// reads as a literal, but in a configuration is almost surely a mistake), a trailing `\`,
    /// a range whose ends are reversed (`[z-a]`). Nil when it is valid.
    public static func problem(in pattern: String) -> (offset: Int, message: String)? {
        let p = Array(pattern.utf8)
        var i = 0
        while i < p.count {
            let c = p[i]
            if c == UInt8(ascii: "\\") {
                if i + 1 >= p.count { return (i, "the pattern ends with an escape '\\' that escapes nothing") }
                i += 2
                continue
            }
            if c == UInt8(ascii: "[") {
                guard matchClass(p, i, 0) != nil else {
                    return (i, "unclosed character class '[' (write '\\[' for a literal bracket)")
                }
                var j = i + 1
                if j < p.count && (p[j] == UInt8(ascii: "!") || p[j] == UInt8(ascii: "^")) { j += 1 }
                var first = true
                while j < p.count && !(p[j] == UInt8(ascii: "]") && !first) {
                    first = false
                    var lo = p[j]
                    if lo == UInt8(ascii: "\\") && j + 1 < p.count { j += 1; lo = p[j] }
                    if j + 2 < p.count && p[j + 1] == UInt8(ascii: "-") && p[j + 2] != UInt8(ascii: "]") {
                        var hi = p[j + 2]
                        var skip = 3
                        if hi == UInt8(ascii: "\\") && j + 3 < p.count { hi = p[j + 3]; skip = 4 }
                        if hi < lo {
                            return (j, "character range '\(Character(Unicode.Scalar(lo)))-\(Character(Unicode.Scalar(hi)))' is reversed")
                        }
                        j += skip
                    } else {
                        j += 1
                    }
                }
                i = j + 1
                continue
            }
            i += 1
        }
        return nil
    }
}
