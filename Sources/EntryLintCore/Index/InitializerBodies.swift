import SwiftLexer

/// The bodies of a file's `init` declarations, from its tokens: an assignment that is a
/// statement of an initializer's own body (not inside a closure or a branch) sets the value the
/// instance is made with, which `RunFixedInputs` reads from the owner's initializers; it is not
/// a change while the view lives.
struct InitializerBodies {
    /// Each body's `{`…`}` token range, in source order.
    private(set) var bodies: [Range<Int>] = []

    init(_ declarations: TokenDeclarations) {
        bodies = declarations.initializers.map(\.body)
    }

    /// Whether the name at token `t` starts an assignment statement directly in an init's body:
    /// `flag = …` or `self.flag = …` at the body's own depth.
    func isTopLevelStatement(_ t: Int, _ tree: SyntaxTree) -> Bool {
        guard let body = bodies.last(where: { $0.contains(t) }) else { return false }
        let tokens = tree.tokens
        var start = t
        if t >= 2, tokens[t - 1].kind == .period, tokens[t - 2].keyword == .`self` { start = t - 2 }
        guard tokens[start].flags.contains(.atStartOfLine) || tokens[start - 1].kind == .semicolon else { return false }
        var depth = 0
        for j in (body.lowerBound + 1)..<start {
            switch tokens[j].kind {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare: depth -= 1
            default: break
            }
        }
        return depth == 0
    }
}
