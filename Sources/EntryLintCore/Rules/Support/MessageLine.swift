/// A finding's first line: at most `limit` characters, so that it reads in one line of an editor's
/// problem list. Details that do not fit are left out; the fix goes in a note.
enum MessageLine {
    static let limit = 160

    /// `head` followed by `tail` when both fit, else `head` alone (cut with "…" if even that is long).
    static func fit(_ head: String, _ tail: String? = nil) -> String {
        if let tail, head.count + tail.count <= limit { return head + tail }
        if head.count <= limit { return head }
        return String(head.prefix(limit - 1)) + "…"
    }

    /// A name for a first line: a long one keeps its start and end (`DefaultNavigation…Handler`).
    static func name(_ s: String, limit: Int = 32) -> String {
        guard s.count > limit else { return s }
        let keep = limit - 1
        return String(s.prefix(keep - keep / 3)) + "…" + String(s.suffix(keep / 3))
    }

    /// "a new 'T'", or "a new instance" when the expression already names the type (`T(…)`,
    /// `T<…>(…)`): the type is not said twice.
    static func newInstance(of typeName: String, expression: String, kind: String = "") -> String {
        let k = kind.isEmpty ? "" : kind + " "
        if expression.hasPrefix(typeName + "(") || expression.hasPrefix(typeName + "<") { return "a new \(k)instance" }
        return "a new \(k)'\(name(typeName))'"
    }

    /// "consequence; advice" longer than `limit`: the consequence, and the advice for a note.
    static func split(_ text: String) -> (String, String?) {
        guard text.count > limit, let r = text.range(of: "; ", options: .backwards) else { return (text, nil) }
        return (String(text[..<r.lowerBound]), String(text[r.upperBound...]))
    }
}
