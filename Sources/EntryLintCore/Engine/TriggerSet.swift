/// Finds whether any of a set of strings occurs in a file's bytes, in one pass: a table of the
/// strings' first bytes picks the positions worth comparing. Used to skip files no enabled rule
/// can report in (`LintRule.triggers`).
struct TriggerSet: Sendable {
    private var byFirstByte: [[[UInt8]]] = Array(repeating: [], count: 256)
    /// Some rule may report anywhere: every file matches.
    private var matchesEverything = false

    init(_ strings: [String]) {
        for s in strings {
            let bytes = Array(s.utf8)
            guard let first = bytes.first else { matchesEverything = true; continue }
            if !byFirstByte[Int(first)].contains(bytes) { byFirstByte[Int(first)].append(bytes) }
        }
    }

    func matches(_ bytes: [UInt8]) -> Bool {
        if matchesEverything { return true }
        return bytes.withUnsafeBufferPointer { b in
            let n = b.count
            var i = 0
            while i < n {
                let candidates = byFirstByte[Int(b[i])]
                if !candidates.isEmpty {
                    for c in candidates where i + c.count <= n {
                        var k = 1
                        while k < c.count && b[i + k] == c[k] { k += 1 }
                        if k == c.count { return true }
                    }
                }
                i += 1
            }
            return false
        }
    }
}
