import SwiftLexer

/// Names called as members with parenthesised arguments in one file (`view.if(flag)`, `.bold()`
/// after a base), found from the tokens because pass 1 skims bodies. The index keeps, per
/// conditional-modifier name, only the files that call it: whether any call of a declaration can
/// flip is decided by reading those files again (`ConditionalModifier`), the same however the
/// declaring file was reached.
enum MemberCalls {
    /// Hashes (`PreviewUses.hash`) of the names: no string is made per call.
    /// Gathered in an array and made a set once, at its size (a set grown per call rehashed at
    /// each doubling, and most names repeat).
    static func scan(_ tree: SyntaxTree) -> NameHashSet {
        var names: [UInt64] = []
        let tokens = tree.tokens
        var k = 1
        while k + 2 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .period, tokens[k + 2].kind == .leftParen,
                  tokens[k + 1].kind == .identifier || tokens[k + 1].kind == .keyword else { continue }
            switch tokens[k - 1].kind {
            case .identifier, .keyword, .rightParen, .rightSquare, .rightBrace, .postfixQuestionMark, .exclamationMark:
                names.append(PreviewUses.hash(tree, token: k + 1))
            default:
                continue
            }
        }
        return NameHashSet(names)
    }
}

/// A file that calls a conditional modifier's name, to be read again when its declaration is
/// checked.
public struct CallerFile: Sendable {
    public var file: Int32
    public var path: String
    /// The file's size in pass 1 (a file that changed since is read as unknown).
    public var byteCount: Int
}
