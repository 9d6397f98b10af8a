/// XML 1.0 text and attribute escaping. Characters XML 1.0 cannot carry at all (most C0
/// controls, lone surrogates cannot occur in Swift strings) become U+FFFD.
enum XMLEscaping {
    static func escape(_ s: String, attribute: Bool = true) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(u)
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }

    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
