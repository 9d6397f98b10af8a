/// A finding's first line: at most `limit` characters, so that it reads in one line of an editor's
/// problem list. Names and quoted code are never cut inside a word: a reader searches for them.
/// What does not fit goes in a note.
enum MessageLine {
    static let limit = 160

    /// `head` followed by `tail` when both fit, else `head` alone: the tail is an aside the first
    /// line can go without.
    static func fit(_ head: String, _ tail: String? = nil) -> String {
        if let tail, head.count + tail.count <= limit { return head + tail }
        return head
    }

    /// "a" or "an" before a quoted name, by how the name is read: "an 'InfoViewModel'",
    /// "a 'UserStore'", "an 'HTTPClient'" (a leading acronym is read letter by letter).
    static func article(before name: String) -> String {
        let letters = Array(name.unicodeScalars.prefix(3))
        guard let first = letters.first else { return "a" }
        let upper = letters.count >= 2 && letters.prefix(2).allSatisfy { $0.value >= 0x41 && $0.value <= 0x5A }
        if upper {
            // An acronym is read letter by letter: 'F', 'H', 'L', 'M', 'N', 'R', 'S', 'X' and the
            // vowels are named with a vowel sound ('an HTTP…', 'a URL…').
            return "AEFHILMNORSX".unicodeScalars.contains(first) ? "an" : "a"
        }
        switch first {
        case "A", "E", "I", "O", "a", "e", "i", "o": return "an"
        case "U", "u":
            // 'Undo', 'Upload' are read with a vowel; 'User', 'Unit', 'Usage' with a 'y'.
            let rest = String(String.UnicodeScalarView(letters.dropFirst())).lowercased()
            return rest.hasPrefix("s") || rest.hasPrefix("ni") || rest.hasPrefix("ti") || rest.hasPrefix("r") ? "a" : "an"
        default: return "a"
        }
    }

    /// "a new 'T'", or "a new instance" when the expression already names the type (`T(…)`,
    /// `T<…>(…)`): the type is not said twice.
    static func newInstance(of typeName: String, expression: String, kind: String = "") -> String {
        let k = kind.isEmpty ? "" : kind + " "
        if expression.hasPrefix(typeName + "(") || expression.hasPrefix(typeName + "<") { return "a new \(k)instance" }
        return "a new \(k)'\(typeName)'"
    }

    /// A message longer than `limit`, as a first line and notes: the advice after the last "; "
    /// goes to a note, then, if the rest is still long, the consequence after its last ": "
    /// ("what happens: why it matters"). Separators inside quoted code do not count.
    static func split(_ text: String) -> (String, [String]) {
        guard text.count > limit else { return (text, []) }
        var head = text
        var notes: [String] = []
        if let r = lastSeparator("; ", in: head) {
            notes.append(String(head[r.upperBound...]))
            head = String(head[..<r.lowerBound])
        }
        if head.count > limit, let r = lastSeparator(": ", in: head) {
            notes.insert(String(head[r.upperBound...]), at: 0)
            head = String(head[..<r.lowerBound])
        }
        return (head, notes)
    }

    /// The last `separator` outside quoted code ('…'); an apostrophe between letters ("view's")
    /// opens no quote.
    static func lastSeparator(_ separator: String, in text: String) -> Range<String.Index>? {
        var quoted = false
        var found: Range<String.Index>?
        var previous: Character = " "
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            let next = text.index(after: i)
            if c == "'" {
                let between = previous.isLetter && next < text.endIndex && text[next].isLetter
                if !between { quoted.toggle() }
            } else if !quoted, text[i...].hasPrefix(separator) {
                found = i..<text.index(i, offsetBy: separator.count)
            }
            previous = c
            i = next
        }
        return found
    }

    /// Source code for a message, on one line and without comments. Longer than `limit`, the
    /// contents of its outermost brackets become "…" (`Deps(…)`, `{ … }()`), so what remains is
    /// whole names: a quote cut mid-word names nothing a reader can search for.
    static func quote(_ text: String, limit: Int = 80) -> String {
        let whole = oneLine(text)
        guard whole.count > limit else { return whole }
        return elidingGroups(whole)
    }

    /// The text with line breaks and runs of spaces as one space and comments removed.
    static func oneLine(_ text: String) -> String {
        var out = ""
        var string = false
        var pendingSpace = false
        var chars = Array(text)
        var i = 0
        func push(_ c: Character) {
            if pendingSpace, !out.isEmpty, !(c == ")" || c == "]"), !(out.last == "(" || out.last == "[") { out.append(" ") }
            pendingSpace = false
            out.append(c)
        }
        while i < chars.count {
            let c = chars[i]
            if string {
                out.append(c == "\n" || c == "\r\n" ? " " : c)
                if c == "\\", i + 1 < chars.count { out.append(chars[i + 1]); i += 2; continue }
                if c == "\"" { string = false }
                i += 1
                continue
            }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                pendingSpace = true
                continue
            }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
                pendingSpace = true
                continue
            }
            if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\r\n" { pendingSpace = true; i += 1; continue }
            if c == "\"" { string = true }
            push(c)
            i += 1
        }
        chars = []
        return out
    }

    /// `text` with the contents of each outermost `(…)`, `[…]` and `{ … }` elided; empty ones stay.
    static func elidingGroups(_ text: String) -> String {
        var out = ""
        var depth = 0
        var string = false
        var inner = ""
        var opener: Character = "("
        var escaped = false
        for c in text {
            if string {
                if depth > 0 { inner.append(c) } else { out.append(c) }
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { string = false }
                continue
            }
            if c == "\"" { string = true }
            if c == "(" || c == "[" || c == "{" {
                depth += 1
                if depth == 1 { opener = c; inner = ""; out.append(c); continue }
            } else if c == ")" || c == "]" || c == "}" {
                depth -= 1
                if depth == 0 {
                    let empty = inner.allSatisfy { $0 == " " }
                    if opener == "{" { out += empty ? " }" : " … }" } else { out += empty ? String(c) : "…" + String(c) }
                    continue
                }
                if depth < 0 { depth = 0 }
            }
            if depth > 0 { inner.append(c) } else { out.append(c) }
        }
        if depth > 0 { out += opener == "{" ? " … }" : "…" }
        return out
    }
}
