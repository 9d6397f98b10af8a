/// Key paths as rules compare them: by their dotted member names.
enum KeyPaths {
    /// `\.offset` → "offset", `\.self` → "self", `\.element.id` → "element.id".
    static func dottedText(_ tree: SyntaxTree, _ e: NodeID) -> String? {
        let e = tree.unwrapped(e)
        guard tree.kind(e) == .keyPathExpr, tree.child(e, .identifierType) == nil else { return nil }
        var parts: [String] = []
        for c in tree.children(e, .keyPathComponent) {
            guard let n = tree.child(c, .name) else { return nil }
            parts.append(tree.identifier(n))
        }
        return parts.joined(separator: ".")
    }
}
