import EntryLintCore
import Foundation

/// Renders findings as a rule snapshot shows them (the way ruff's snapshots do): the report
/// line, the source lines it covers with carets under the range, its notes, and, for a fix, the
/// lines it changes before (`-`) and after (`+`), numbered.
enum SnapshotRenderer {
    /// Lines of the excerpt shown under a finding; longer ranges end with `…`.
    static let maxExcerptLines = 5

    static func render(_ finding: Finding, source: [UInt8]) -> String {
        let lines = Lines(source)
        var out = "\(finding.path):\(finding.start.line):\(finding.start.column): \(finding.severity.rawValue): "
            + "\(finding.message) [\(finding.ruleID)]\(finding.profile == .audit ? " (audit profile)" : "")\n"
        let lastLine = max(finding.start.line, min(finding.end.line, finding.start.line + maxExcerptLines - 1))
        let width = String(lastLine).count
        let gutter = String(repeating: " ", count: width)
        out += "\(gutter) |\n"
        for number in finding.start.line...lastLine {
            out += row(pad(number, width), "|", lines.text(number))
            if number == finding.start.line {
                out += "\(gutter) | \(caret(lines, finding))\n"
            }
        }
        if lastLine < finding.end.line { out += "\(gutter) | …\n" }
        for note in finding.notes {
            var place = ""
            if let location = note.location { place = "\(note.path ?? finding.path):\(location.line):\(location.column): " }
            out += "\(gutter) = note: \(place)\(note.message)\n"
        }
        if let fix = finding.fix {
            out += "\(gutter) = \(fix.applicability.rawValue) fix: \(fix.title)\n"
            out += diff(fix.edits, lines)
        }
        return out
    }

    /// `^` under the finding's range on its first line (to the line's end when it goes on),
    /// after blanks standing for the characters before it (tabs kept, so the carets line up).
    static func caret(_ lines: Lines, _ finding: Finding) -> String {
        let line = Array(lines.bytes(finding.start.line))
        let startColumn = min(finding.start.column - 1, line.count)
        let endColumn = finding.end.line == finding.start.line ? min(finding.end.column - 1, line.count) : line.count
        let before = String(decoding: line[..<startColumn], as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
        let marked = String(decoding: line[startColumn..<max(startColumn, endColumn)], as: UTF8.self).count
        return before + String(repeating: "^", count: max(1, marked))
    }

    /// The lines the edits touch, old then new, one block per run of edits whose lines meet.
    static func diff(_ edits: [Edit], _ lines: Lines) -> String {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var blocks: [(first: Int, last: Int, edits: [Edit])] = []
        for edit in sorted {
            let first = lines.line(of: edit.range.lowerBound)
            let last = lines.line(of: edit.range.upperBound)
            if let previous = blocks.last, first <= previous.last {
                blocks[blocks.count - 1].last = max(previous.last, last)
                blocks[blocks.count - 1].edits.append(edit)
            } else {
                blocks.append((first, last, [edit]))
            }
        }
        var out = ""
        var shift = 0 // lines added (or removed) by the blocks above
        for block in blocks {
            let start = lines.start(block.first)
            let end = lines.end(block.last)
            var new: [UInt8] = []
            var at = start
            for edit in block.edits {
                new += lines.source[at..<edit.range.lowerBound]
                new += Array(edit.replacement.utf8)
                at = max(at, edit.range.upperBound)
            }
            new += lines.source[at..<end]
            let newLines = new.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            let width = String(block.last + shift + newLines.count).count
            out += "\(String(repeating: " ", count: width)) |\n"
            for number in block.first...block.last { out += row(pad(number, width), "-", lines.text(number)) }
            for (k, text) in newLines.enumerated() { out += row(pad(block.first + shift + k, width), "+", text) }
            shift += newLines.count - (block.last - block.first + 1)
        }
        return out
    }

    /// `12 | text`, with no trailing blank when the text is empty.
    static func row(_ number: String, _ mark: String, _ text: String) -> String {
        text.isEmpty ? "\(number) \(mark)\n" : "\(number) \(mark) \(text)\n"
    }

    static func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// 1-based lines of a file, split at `\n` (a `\r` before it is not shown).
    struct Lines {
        let source: [UInt8]
        private var starts: [Int] = [0]

        init(_ source: [UInt8]) {
            self.source = source
            for (k, byte) in source.enumerated() where byte == 0x0A { starts.append(k + 1) }
        }

        func line(of offset: Int) -> Int {
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low + 1
        }

        func start(_ line: Int) -> Int { starts[min(max(line, 1), starts.count) - 1] }

        /// The offset of the line's `\n` (the end of the file for the last line).
        func end(_ line: Int) -> Int { line < starts.count ? starts[line] - 1 : source.count }

        func bytes(_ line: Int) -> ArraySlice<UInt8> {
            var slice = source[start(line)..<max(start(line), end(line))]
            if slice.last == 0x0D { slice = slice.dropLast() }
            return slice
        }

        func text(_ line: Int) -> String { String(decoding: bytes(line), as: UTF8.self) }
    }
}
