/// `path:line:col: severity: message [rule_id]` followed by `note:` lines, the format of
/// swiftc: Xcode, editors and CI log parsers understand it.
public enum XcodeReporter {
    public static func render(_ findings: [Finding], context: ReportContext) -> String {
        var out = ""
        for f in findings { line(f, context.color, into: &out) }
        return out
    }

    static func line(_ f: Finding, _ color: Bool, into out: inout String) {
        let here = "\(f.path):\(f.start.line):\(f.start.column)"
        out += paint(here + ":", .bold, color) + " " + severity(f.severity.rawValue, color) + " "
        out += paint(oneLine(f.message), .bold, color) + " " + paint("[\(f.ruleID)]", .dim, color) + "\n"
        for n in f.notes {
            let path = n.path ?? f.path
            let place = n.location.map { "\(path):\($0.line):\($0.column)" } ?? (n.path == nil ? here : path)
            out += paint(place + ":", .bold, color) + " " + severity("note", color) + " " + oneLine(n.message) + "\n"
        }
        if let fix = f.fix {
            out += paint(here + ":", .bold, color) + " " + severity("note", color) + " " + oneLine(fix.noteText) + "\n"
        }
    }

    /// One diagnostic per line is what the parsers of this format expect: line breaks inside a
    /// message become spaces.
    static func oneLine(_ s: String) -> String {
        guard s.contains(where: { $0.isNewline }) else { return s }
        return s.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    enum Style: String {
        case bold = "1", dim = "2", red = "1;31", yellow = "1;33", cyan = "1;36"
    }

    static func paint(_ s: String, _ style: Style, _ on: Bool) -> String {
        on ? "\u{1B}[\(style.rawValue)m\(s)\u{1B}[0m" : s
    }

    static func severity(_ word: String, _ on: Bool) -> String {
        let style: Style = word == "error" ? .red : word == "warning" ? .yellow : .cyan
        return paint(word + ":", style, on)
    }
}
