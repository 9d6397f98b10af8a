/// "Did you mean …?" for unknown rule ids, options and configuration keys.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `word` (ties: the first in order).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        let w = Array(word.lowercased().utf8)
        for c in candidates {
            let d = editDistance(w, Array(c.lowercased().utf8))
            if best == nil || d < best!.1 { best = (c, d) }
        }
        return best?.0
    }

    /// Like `closest`, but only when the candidate is plausibly a typo of `word`: at most three
    /// edits, and at most one edit per three bytes of the longer word (`--colr` → `--color`,
    /// `--color` → nothing rather than `--ignore`, `all` → nothing rather than a rule id).
    public static func near(_ word: String, in candidates: [String]) -> String? {
        guard let c = closest(to: word, in: candidates) else { return nil }
        return isPlausibleTypo(word, of: c) ? c : nil
    }

    public static func isPlausibleTypo(_ word: String, of candidate: String) -> Bool {
        let (a, b) = (Array(word.lowercased().utf8), Array(candidate.lowercased().utf8))
        let d = editDistance(a, b)
        return d <= 3 && d * 3 <= max(a.count, b.count)
    }

    /// Levenshtein distance over bytes.
    public static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        var cur = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}
