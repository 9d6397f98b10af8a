/// A unified diff (`diff -u`, three lines of context) of two versions of a file, from a Myers
/// shortest edit script over lines. What `--diff` prints; `git apply`/`patch -p1` accept it.
enum UnifiedDiff {
    static let context = 3

    static func render(old: [UInt8], new: [UInt8], path: String) -> String {
        let a = lines(old), b = lines(new)
        let ops = script(a, b)
        guard ops.contains(where: { $0.kind != .same }) else { return "" }
        let label = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var out = "--- \(label.0)\n+++ \(label.1)\n"
        // Group changes whose context overlaps into hunks.
        var k = 0
        while k < ops.count {
            guard ops[k].kind != .same else { k += 1; continue }
            var start = k
            var back = 0
            while start > 0 && back < context && ops[start - 1].kind == .same { start -= 1; back += 1 }
            var end = k
            var sameRun = 0
            while end < ops.count {
                if ops[end].kind == .same {
                    sameRun += 1
                    if sameRun > 2 * context { break }
                } else {
                    sameRun = 0
                }
                end += 1
            }
            // Trim trailing context to `context` lines.
            var trailing = 0
            var e = end
            while e > k && ops[e - 1].kind == .same { e -= 1; trailing += 1 }
            end = e + min(trailing, context)
            let hunk = ops[start..<end]
            let oldStart = hunk.first!.oldIndex, newStart = hunk.first!.newIndex
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for op in hunk {
                switch op.kind {
                case .same: out += " " + text(a[op.oldIndex])
                case .delete: out += "-" + text(a[op.oldIndex])
                case .insert: out += "+" + text(b[op.newIndex])
                }
            }
            k = end
        }
        return out
    }

    static func range(_ start: Int, _ count: Int) -> String {
        let first = count == 0 ? start : start + 1
        return count == 1 ? "\(first)" : "\(first),\(count)"
    }

    static func text(_ line: ArraySlice<UInt8>) -> String {
        let s = String(decoding: line, as: UTF8.self)
        return s.hasSuffix("\n") ? s : s + "\n\\ No newline at end of file\n"
    }

    /// Lines with their terminators (LF, CRLF or CR).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                out.append(bytes[start...i]); start = i + 1
            } else if bytes[i] == 0x0D && !(i + 1 < bytes.count && bytes[i + 1] == 0x0A) {
                out.append(bytes[start...i]); start = i + 1
            }
            i += 1
        }
        if start < bytes.count { out.append(bytes[start...]) }
        return out
    }

    struct Op {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// Myers' O((N+M)D) algorithm after trimming the common prefix and suffix.
    static func script(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        let n = x.count, m = y.count
        let maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        let off = maxD + 1
        outer: for d in 0...maxD {
            trace.append(v)
            var k = -d
            while k <= d {
                var px: Int
                if k == -d || (k != d && v[off + k - 1] < v[off + k + 1]) { px = v[off + k + 1] } else { px = v[off + k - 1] + 1 }
                var py = px - k
                while px < n && py < m && x[px] == y[py] { px += 1; py += 1 }
                v[off + k] = px
                if px >= n && py >= m { trace.append(v); break outer }
                k += 2
            }
        }
        // Walk back through the trace.
        var middle: [Op] = []
        var px = n, py = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let vd = trace[d]
            let k = px - py
            let prevK = (k == -d || (k != d && vd[off + k - 1] < vd[off + k + 1])) ? k + 1 : k - 1
            let prevX = d == 0 ? 0 : vd[off + prevK]
            let prevY = prevX - prevK
            while px > prevX && py > prevY && px > 0 && py > 0 {
                px -= 1; py -= 1
                middle.append(Op(kind: .same, oldIndex: prefix + px, newIndex: prefix + py))
            }
            if d == 0 { break }
            if px == prevX { py -= 1; middle.append(Op(kind: .insert, oldIndex: prefix + px, newIndex: prefix + py)) }
            else { px -= 1; middle.append(Op(kind: .delete, oldIndex: prefix + px, newIndex: prefix + py)) }
        }
        while px > 0 && py > 0 { px -= 1; py -= 1; middle.append(Op(kind: .same, oldIndex: prefix + px, newIndex: prefix + py)) }
        var ops: [Op] = (0..<prefix).map { Op(kind: .same, oldIndex: $0, newIndex: $0) }
        ops += middle.reversed()
        for s in 0..<suffix { ops.append(Op(kind: .same, oldIndex: a.count - suffix + s, newIndex: b.count - suffix + s)) }
        return ops
    }
}
