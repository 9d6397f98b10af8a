/// A compact S-expression of a subtree, for tests that pin the shape the parser builds (as
/// swift-syntax's tests assert structure) and for reading a tree while debugging:
///
///     (variableDecl flags=1
///       (patternBinding (identifierPattern "x") (initializer (integerLiteral "1"))))
///
/// A node is `(kind` then `aux=N` and `flags=N` when they are not zero, then its children, or
/// its source text when it has none. A node whose children are all leaves fits on one line;
/// otherwise each child goes on its own line, indented by two spaces.
public enum TreeShape {
    public static func of(_ tree: SyntaxTree, _ node: NodeID? = nil) -> String {
        var out = ""
        write(tree, node ?? tree.root, indent: 0, into: &out)
        return out
    }

    static func head(_ tree: SyntaxTree, _ node: NodeID) -> String {
        let n = tree[node]
        var text = "(\(n.kind)"
        if n.aux != 0 { text += " aux=\(n.aux)" }
        if n.flags.rawValue != 0 { text += " flags=\(n.flags.rawValue)" }
        return text
    }

    /// A childless node: its head and its text (`(name "body")`, `(missingExpr)`).
    static func leaf(_ tree: SyntaxTree, _ node: NodeID) -> String {
        let text = tree.text(node)
        return head(tree, node) + (text.isEmpty ? "" : " " + quoted(text)) + ")"
    }

    static func isLeaf(_ tree: SyntaxTree, _ node: NodeID) -> Bool { tree[node].firstChild < 0 }

    static func write(_ tree: SyntaxTree, _ node: NodeID, indent: Int, into out: inout String) {
        if isLeaf(tree, node) {
            out += leaf(tree, node)
            return
        }
        out += head(tree, node)
        let children = Array(tree.children(node))
        if children.allSatisfy({ isLeaf(tree, $0) }) {
            for child in children { out += " " + leaf(tree, child) }
            out += ")"
            return
        }
        for child in children {
            out += "\n" + String(repeating: " ", count: indent + 2)
            write(tree, child, indent: indent + 2, into: &out)
        }
        out += ")"
    }

    /// Text in double quotes, with `"`, `\` and control characters escaped, on one line.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
