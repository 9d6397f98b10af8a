/// Token tests and name hashes read from the source bytes, for the pass-1 token scans
/// (`VaryingInputs`, `MemberUses`): they visit every token of every file, and a `String` made
/// per call or assignment cost more than the rest of their work.
extension SyntaxTree {
    /// The bytes `identifierText(t)` spells: backticks removed from a backticked identifier.
    func identifierRange(_ t: Int) -> Range<Int> {
        var r = tokens[t].range
        if tokens[t].flags.contains(.backticked) && tokens[t].kind == .identifier && r.count >= 2 {
            r = (r.lowerBound + 1)..<(r.upperBound - 1)
        }
        return r
    }

    /// `identifierText(t) == text`, without making the string.
    func identifier(_ t: Int, is text: StaticString) -> Bool {
        let r = identifierRange(t)
        guard r.count == text.utf8CodeUnitCount else { return false }
        let p = text.utf8Start
        var k = 0
        for b in source[r] {
            if b != p[k] { return false }
            k += 1
        }
        return true
    }

    /// How many bytes `byte` token `t` holds.
    func count(of byte: UInt8, inToken t: Int) -> Int {
        var n = 0
        for b in source[tokens[t].range] where b == byte { n += 1 }
        return n
    }

    /// The last byte of token `t` (0 for an empty one).
    func lastByte(ofToken t: Int) -> UInt8 {
        let r = tokens[t].range
        return r.isEmpty ? 0 : source[r.upperBound - 1]
    }
}

/// `PreviewUses.hash(_:)` of names joined from pieces (`"=" + name`, `Type + "(" + label`),
/// fed piece by piece: FNV-1a reads bytes in order, so the hash is the joined string's.
struct NameHasher {
    private var h: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }

    mutating func add(_ text: StaticString) {
        let p = text.utf8Start
        for k in 0..<text.utf8CodeUnitCount { add(p[k]) }
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { for b in $0 { add(b) } }
    }

    /// The bytes `identifierText(t)` spells.
    mutating func add(_ tree: SyntaxTree, identifier t: Int) {
        for b in tree.source[tree.identifierRange(t)] { add(b) }
    }

    var value: UInt64 { h == 0 ? 1 : h }
}
