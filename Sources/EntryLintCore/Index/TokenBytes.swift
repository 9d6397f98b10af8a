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

    /// `identifierText(a) == identifierText(b)`, from the bytes; names with non-ASCII bytes are
    /// compared as strings (canonically equivalent spellings are equal strings).
    func sameIdentifier(_ a: Int, _ b: Int) -> Bool {
        let ra = identifierRange(a), rb = identifierRange(b)
        var ascii = true
        if ra.count == rb.count {
            var equal = true
            var k = 0
            while k < ra.count {
                let x = source[ra.lowerBound + k], y = source[rb.lowerBound + k]
                if x != y { equal = false }
                if x >= 0x80 || y >= 0x80 { ascii = false }
                k += 1
            }
            if equal { return true }
            if ascii { return false }
        } else {
            ascii = !source[ra].contains { $0 >= 0x80 } && !source[rb].contains { $0 >= 0x80 }
            if ascii { return false }
        }
        return identifierText(a) == identifierText(b)
    }

    /// Whether the bytes of `identifierText(t)` are all ASCII.
    func isASCIIIdentifier(_ t: Int) -> Bool { !source[identifierRange(t)].contains { $0 >= 0x80 } }

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

extension SyntaxTree {
    /// Whether a call's callee name (`ForEach` of `ForEach(…)`, `sheet` of `.sheet(…)`) is one of
    /// `names`, tested on its token's bytes: rules ask it of every call of a file, most of
    /// which are no match, and spelling each name as a string cost more than the test.
    func calleeName(_ call: NodeID, in names: HashedNames) -> Bool {
        guard var c = callee(call) else { return false }
        if kind(c) == .genericSpecializationExpr, let inner = child(c, at: 0) { c = inner }
        guard kind(c) == .identifierExpr || kind(c) == .memberAccessExpr, let name = child(c, .name) else { return false }
        let t = Int(self[name].firstToken)
        guard t < tokens.count, self[name].endToken > self[name].firstToken else { return false }
        return names.contains(PreviewUses.hash(self, token: t))
    }
}
