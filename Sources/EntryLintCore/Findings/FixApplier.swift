/// Applies the fixes of one file's findings to its bytes (ruff's model): fixes are taken in
/// source order, a fix whose edits overlap an already chosen one waits for the next pass, and
/// the result must pass `isAcceptable` (re-parsed: no new syntax error); when the combination
/// does not, fixes are added one at a time and the ones that break the file are dropped.
public enum FixApplier {
    public enum Rejection: String, Sendable {
        /// Overlaps a fix applied in this pass; may apply in the next one.
        case overlapsAnotherFix = "overlaps another fix"
        /// The fixed file would not parse.
        case introducesSyntaxError = "would introduce a syntax error"
        /// Edits outside the file or overlapping each other: a rule bug.
        case invalidEdits = "has invalid edits"
    }

    public struct Outcome: Sendable {
        public var bytes: [UInt8]
        public var applied: [Finding] = []
        public var rejected: [(finding: Finding, reason: Rejection)] = []
        public var changed: Bool { !applied.isEmpty }
    }

    /// Whether `--fix` (safe only) or `--unsafe-fixes` (safe and unsafe) applies this fix.
    public static func isApplicable(_ fix: Fix, includeUnsafe: Bool) -> Bool {
        switch fix.applicability {
        case .safe: true
        case .unsafe: includeUnsafe
        case .displayOnly: false
        }
    }

    public static func apply(_ findings: [Finding], to bytes: [UInt8], includeUnsafe: Bool,
                             isAcceptable: ([UInt8]) -> Bool) -> Outcome {
        var outcome = Outcome(bytes: bytes)
        var candidates: [(Finding, [Edit])] = []
        for f in findings {
            guard let fix = f.fix, isApplicable(fix, includeUnsafe: includeUnsafe), !fix.edits.isEmpty else { continue }
            let edits = fix.edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
            if !isValid(edits, count: bytes.count) {
                outcome.rejected.append((f, .invalidEdits))
                continue
            }
            candidates.append((f, edits))
        }
        candidates.sort { a, b in
            let (x, y) = (a.1[0].range, b.1[0].range)
            if x.lowerBound != y.lowerBound { return x.lowerBound < y.lowerBound }
            if x.upperBound != y.upperBound { return x.upperBound < y.upperBound }
            return a.0.ruleID < b.0.ruleID
        }
        // Greedy, in source order; a fix identical to a chosen one resolves its finding too.
        var chosen: [(Finding, [Edit])] = []
        var duplicates: [(Finding, Int)] = []
        for c in candidates {
            if let k = chosen.firstIndex(where: { $0.1 == c.1 }) { duplicates.append((c.0, k)); continue }
            if chosen.contains(where: { overlaps($0.1, c.1) }) {
                outcome.rejected.append((c.0, .overlapsAnotherFix))
                continue
            }
            chosen.append(c)
        }
        guard !chosen.isEmpty else { return outcome }
        var accepted = Array(repeating: true, count: chosen.count)
        var result = splice(bytes, chosen.flatMap(\.1))
        if !isAcceptable(result) {
            // Find the culprits: add fixes one at a time, keeping those that leave the file valid.
            var kept: [Edit] = []
            for (k, c) in chosen.enumerated() {
                let attempt = splice(bytes, kept + c.1)
                if isAcceptable(attempt) { kept += c.1 } else { accepted[k] = false }
            }
            result = splice(bytes, kept)
        }
        for (k, c) in chosen.enumerated() {
            if accepted[k] { outcome.applied.append(c.0) } else { outcome.rejected.append((c.0, .introducesSyntaxError)) }
        }
        for (f, k) in duplicates {
            if accepted[k] { outcome.applied.append(f) } else { outcome.rejected.append((f, .introducesSyntaxError)) }
        }
        outcome.bytes = result
        return outcome
    }

    /// Sorted, inside the file, not overlapping each other.
    static func isValid(_ edits: [Edit], count: Int) -> Bool {
        var last = 0
        for (k, e) in edits.enumerated() {
            guard e.range.lowerBound >= 0, e.range.upperBound <= count else { return false }
            if k > 0 && e.range.lowerBound < last { return false }
            last = e.range.upperBound
        }
        return true
    }

    /// Two edits conflict when their ranges intersect or both start at the same offset (two
    /// insertions at one point have no defined order).
    static func overlaps(_ a: [Edit], _ b: [Edit]) -> Bool {
        for x in a {
            for y in b {
                if x.range.lowerBound == y.range.lowerBound { return true }
                if x.range.lowerBound < y.range.upperBound && y.range.lowerBound < x.range.upperBound { return true }
            }
        }
        return false
    }

    /// Applies non-overlapping edits (any order) to `bytes`.
    public static func splice(_ bytes: [UInt8], _ edits: [Edit]) -> [UInt8] {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.utf8.count })
        var at = 0
        for e in sorted {
            out += bytes[at..<e.range.lowerBound]
            out += e.replacement.utf8
            at = e.range.upperBound
        }
        out += bytes[at...]
        return out
    }
}
