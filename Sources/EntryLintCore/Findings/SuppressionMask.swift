import SwiftLexer

/// A file's suppression comments resolved once into line ranges per rule (swift-format's
/// RuleMask). Findings are matched by the line where they start. Every use is recorded, so
/// comments that suppress nothing can be reported as `unused_suppression`.
public struct SuppressionMask {
    /// One rule name of one directive and the lines it covers.
    struct Entry {
        var rule: String
        var lines: ClosedRange<Int>?
        var directive: Int
        var nameRange: Range<Int>
        var used = false
    }

    var directives: [SuppressionDirective] = []
    var entries: [Entry] = []
    /// Problems found while resolving (unknown directive, enable without disable…).
    var problems: [(range: Range<Int>, message: String)] = []

    public init(bytes: UnsafeBufferPointer<UInt8>, stream: TokenStream, lines: LineIndex) {
        let marker = SuppressionDirective.marker
        var open: [String: Int] = [:] // rule → index of its open `disable` entry
        for comment in stream.comments {
            // Cheap filter before parsing: the marker must appear in the comment.
            guard SuppressionMask.contains(bytes, comment.range, marker),
                  let d = SuppressionDirective.parse(bytes, comment: comment) else { continue }
            let index = directives.count
            directives.append(d)
            let line = lines.line(of: d.commentRange.lowerBound)
            guard let kind = d.kind else {
                problems.append((d.wordRange, UnusedSuppression.Message.unknownDirective(d.word)))
                continue
            }
            if d.rules.isEmpty {
                problems.append((d.commentRange, UnusedSuppression.Message.noRules(d.word)))
                continue
            }
            for r in d.rules {
                switch kind {
                case .disableFile:
                    entries.append(Entry(rule: r.name, lines: 1...Int.max, directive: index, nameRange: r.range))
                case .disableThis:
                    entries.append(Entry(rule: r.name, lines: line...line, directive: index, nameRange: r.range))
                case .disableNext:
                    let next = SuppressionMask.nextCodeLine(after: d.commentRange.upperBound, line: line, stream: stream, lines: lines)
                    entries.append(Entry(rule: r.name, lines: next.map { $0...$0 }, directive: index, nameRange: r.range))
                case .disable:
                    if open[r.name] != nil { continue } // already disabled: the first one counts
                    open[r.name] = entries.count
                    entries.append(Entry(rule: r.name, lines: line...Int.max, directive: index, nameRange: r.range))
                case .enable:
                    if r.name == "all" {
                        for (_, e) in open { entries[e].lines = entries[e].lines!.lowerBound...line }
                        open.removeAll()
                    } else if let e = open.removeValue(forKey: r.name) {
                        entries[e].lines = entries[e].lines!.lowerBound...line
                    } else if open["all"] != nil {
                        problems.append((r.range, UnusedSuppression.Message.enableInsideAll(r.name)))
                    } else {
                        problems.append((r.range, UnusedSuppression.Message.enableWithoutDisable(r.name)))
                    }
                }
            }
        }
    }

    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ marker: [UInt8]) -> Bool {
        guard range.upperBound <= bytes.count, range.count >= marker.count else { return false }
        var k = range.lowerBound
        while k + marker.count <= range.upperBound {
            if bytes[k] == marker[0] {
                var same = true
                for m in 1..<marker.count where bytes[k + m] != marker[m] { same = false; break }
                if same { return true }
            }
            k += 1
        }
        return false
    }

    /// The line of the first token after the comment that starts on a later line.
    static func nextCodeLine(after offset: Int, line: Int, stream: TokenStream, lines: LineIndex) -> Int? {
        let tokens = stream.tokens
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens[mid].end <= offset { lo = mid + 1 } else { hi = mid }
        }
        var k = lo
        while k < tokens.count {
            let t = tokens[k]
            if t.kind == .eof { return nil }
            let l = lines.line(of: Int(t.start))
            if l > line && Int(t.start) >= offset { return l }
            k += 1
        }
        return nil
    }

    public var isEmpty: Bool { directives.isEmpty }

    /// Whether a finding of `rule` starting on `line` is suppressed; records the use.
    /// `unused_suppression` is only suppressed by naming it, never by `all`.
    public mutating func suppresses(rule: String, line: Int) -> Bool {
        var hit = false
        for k in entries.indices {
            let e = entries[k]
            guard e.rule == rule || (e.rule == "all" && rule != UnusedSuppression.id),
                  let lines = e.lines, lines.contains(line) else { continue }
            entries[k].used = true
            hit = true
        }
        return hit
    }

    /// The `unused_suppression` findings of this file (not yet located). Suppressions of rules
    /// that are known but not enabled for the file are not reported: they cannot be judged.
    /// Fixes: a misspelled rule id is replaced by the closest one (unsafe: it starts
    /// suppressing); a stale `disable:next`/`disable:this`/`disable-file` loses the name, or the
    /// whole comment when no name is left (safe). Stale `disable` regions get no fix, since
    /// their `enable` would be left behind.
    public func unusedFindings(path: String, bytes: UnsafeBufferPointer<UInt8>, knownRules: Set<String>,
                               enabledRules: Set<String>, severity: Severity) -> [Finding] {
        var out: [Finding] = []
        for p in problems {
            out.append(Finding(ruleID: UnusedSuppression.id, severity: severity, message: p.message, path: path, range: p.range))
        }
        let sortedKnown = knownRules.sorted()
        var reported: [(entry: Entry, message: String, suggestion: String?)] = []
        var reportedPerDirective: [Int: Int] = [:]
        for e in entries where !e.used && e.rule != UnusedSuppression.id {
            let d = directives[e.directive]
            if e.rule != "all" && !knownRules.contains(e.rule) {
                reported.append((e, UnusedSuppression.Message.unknownRule(e.rule, known: sortedKnown), Suggestion.near(e.rule, in: sortedKnown)))
            } else if e.rule == "all" || enabledRules.contains(e.rule) {
                reported.append((e, UnusedSuppression.Message.suppressesNothing(e.rule, d.word), nil))
            } else {
                continue
            }
            reportedPerDirective[e.directive, default: 0] += 1
        }
        for (e, message, suggestion) in reported {
            let d = directives[e.directive]
            var fix: Fix?
            if let suggestion {
                fix = Fix(title: "Replace '\(e.rule)' with '\(suggestion)'", edits: [Edit(range: e.nameRange, replacement: suggestion)],
                          applicability: .unsafe)
            } else if d.kind != .disable && d.kind != .enable {
                if reportedPerDirective[e.directive] == d.rules.count {
                    fix = Fix(title: "Remove the suppression comment",
                              edits: [Edit(range: SuppressionMask.commentRemoval(d.commentRange, bytes), replacement: "")], applicability: .safe)
                } else {
                    fix = Fix(title: "Remove '\(e.rule)' from the suppression comment",
                              edits: [Edit(range: SuppressionMask.nameRemoval(e.nameRange, bytes), replacement: "")], applicability: .safe)
                }
            }
            out.append(Finding(ruleID: UnusedSuppression.id, severity: severity, message: message, path: path, range: e.nameRange, fix: fix))
        }
        return out
    }

    /// The comment with the blanks before it; the whole line when the comment is alone on it.
    static func commentRemoval(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = range.lowerBound
        while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
        var end = range.upperBound
        let aloneOnLine = start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D
        if aloneOnLine {
            if end < bytes.count && bytes[end] == 0x0D { end += 1 }
            if end < bytes.count && bytes[end] == 0x0A { end += 1 }
        }
        return start..<end
    }

    /// A rule name with the comma that joins it to its neighbour.
    static func nameRemoval(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        func blank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
        var j = range.upperBound
        while j < bytes.count && blank(bytes[j]) { j += 1 }
        if j < bytes.count && bytes[j] == UInt8(ascii: ",") {
            j += 1
            while j < bytes.count && blank(bytes[j]) { j += 1 }
            return range.lowerBound..<j
        }
        var i = range.lowerBound
        while i > 0 && blank(bytes[i - 1]) { i -= 1 }
        if i > 0 && bytes[i - 1] == UInt8(ascii: ",") { return (i - 1)..<range.upperBound }
        return range
    }
}
