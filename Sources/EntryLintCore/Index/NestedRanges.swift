import SwiftLexer

/// Token ranges that nest (declaration bodies), sorted by start: the innermost one holding a
/// token in O(log n + depth) instead of a pass over all of them, which made a file of many
/// types or functions quadratic. Ranges that do not nest, or come out of order, fall back to
/// that pass, with the same answer.
struct NestedRanges {
    private let ranges: [Range<Int>]
    /// Each range's nearest enclosing range (-1: none).
    private let parent: [Int32]
    private let nested: Bool

    init(_ ranges: [Range<Int>]) {
        self.ranges = ranges
        var parent = [Int32](repeating: -1, count: ranges.count)
        var open: [Int] = []
        var nested = true
        for (i, r) in ranges.enumerated() {
            if i > 0, ranges[i - 1].lowerBound > r.lowerBound { nested = false; break }
            while let top = open.last, ranges[top].upperBound <= r.lowerBound { open.removeLast() }
            if let top = open.last {
                if r.upperBound > ranges[top].upperBound { nested = false; break }
                parent[i] = Int32(top)
            }
            open.append(i)
        }
        self.parent = parent
        self.nested = nested
    }

    /// The index of the last range (in order) that contains `t`.
    func innermost(_ t: Int) -> Int? {
        guard nested else { return ranges.lastIndex { $0.contains(t) } }
        // The last range starting at or before `t`; the ranges holding `t` are it or its
        // enclosing ones (a later start inside an enclosing range is nested in it).
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].lowerBound <= t { low = mid + 1 } else { high = mid }
        }
        var c = low - 1
        while c >= 0 {
            if ranges[c].contains(t) { return c }
            c = Int(parent[c])
        }
        return nil
    }
}

extension VaryingInputs {
    /// For every token, `closing(k, tokens)` when it opens a bracket (other tokens: -1), from
    /// one pass with a stack: the matching bracket of each opener is where the depth counted
    /// from it returns to zero, which is the opener's pop; openers never closed get the last
    /// token, as `closing` gives.
    static func closers(_ tokens: [Token]) -> [Int32] {
        var out = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        for k in tokens.indices {
            switch tokens[k].kind {
            case .leftBrace, .leftParen, .leftSquare: stack.append(Int32(k))
            case .rightBrace, .rightParen, .rightSquare:
                if let open = stack.popLast() { out[Int(open)] = Int32(k) }
            default: break
            }
        }
        for open in stack { out[Int(open)] = Int32(tokens.count - 1) }
        return out
    }
}
