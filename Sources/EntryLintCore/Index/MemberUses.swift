import SwiftLexer

/// Uses of project types and members a visibility fix must keep compiling, found from the
/// tokens (pass 1 skims bodies, where most calls are): which type names are called with
/// arguments or a trailing closure (`Child(count: 3)`, `Child.init(title:)`, `Child { … }`: each
/// needs the memberwise initializer, which turns private when one stored property does), and
/// which member names are read through an explicit base other than `self` (`child.count`,
/// `\Child.count`). Over-approximate on purpose: a use counted by mistake only withholds a fix.
/// Names are kept as their hashes (`PreviewUses.hash`): every file's sets are merged into the
/// project's, and strings made and merged per name cost more than the scan itself.
public struct MemberUses: Sendable {
    public var typesCalledWithArguments: NameHashSet = []
    public var membersAccessedThroughABase: NameHashSet = []

    public init() {}

    /// Whether some file calls the type `name` with arguments.
    public func callsWithArguments(_ name: String) -> Bool { typesCalledWithArguments.contains(PreviewUses.hash(name)) }

    /// Whether some file reads the member `name` through a base.
    public func accessesThroughABase(_ name: String) -> Bool { membersAccessedThroughABase.contains(PreviewUses.hash(name)) }

    static func scan(_ tree: SyntaxTree) -> MemberUses {
        var uses = MemberUses()
        // Hashes gathered in arrays and made sets once, at their size: sets grown hash by hash
        // rehashed everything at each doubling, and most names repeat.
        var called: [UInt64] = []
        var accessed: [UInt64] = []
        let tokens = tree.tokens
        let n = tokens.count
        func isTypeName(_ t: Int) -> Bool {
            guard tokens[t].kind == .identifier, tokens[t].keyword == nil || tokens[t].flags.contains(.backticked) else { return false }
            let first = tree.source[tokens[t].flags.contains(.backticked) ? Int(tokens[t].start) + 1 : Int(tokens[t].start)]
            return first >= 0x41 && first <= 0x5A // A-Z
        }
        var k = 0
        while k < n {
            let t = tokens[k]
            switch t.kind {
            case .identifier where isTypeName(k) && k + 1 < n:
                let next = tokens[k + 1].kind
                if next == .leftParen, k + 2 < n, tokens[k + 2].kind != .rightParen {
                    called.append(PreviewUses.hash(tree, token: k))
                } else if next == .leftParen, k + 3 < n, tokens[k + 3].kind == .leftBrace {
                    called.append(PreviewUses.hash(tree, token: k)) // Child() { … }
                } else if next == .leftBrace, !precedesATypeBody(k, tokens) {
                    called.append(PreviewUses.hash(tree, token: k))
                } else if next == .period, k + 3 < n, tokens[k + 2].keyword == .`init`, tokens[k + 3].kind == .leftParen,
                          k + 4 < n, tokens[k + 4].kind != .rightParen {
                    called.append(PreviewUses.hash(tree, token: k))
                }
            case .period where k + 1 < n && k > 0:
                let base = tokens[k - 1]
                let hasBase: Bool
                switch base.kind {
                case .identifier, .rightParen, .rightSquare, .postfixQuestionMark, .exclamationMark, .backslash: hasBase = true
                case .keyword: hasBase = base.keyword != .`self` && base.keyword != .`Self` && base.keyword != .`super`
                default: hasBase = false
                }
                if hasBase && (tokens[k + 1].kind == .identifier || tokens[k + 1].kind == .keyword) {
                    accessed.append(memberKey(k + 1, tree))
                }
            default:
                break
            }
            k += 1
        }
        uses.typesCalledWithArguments = NameHashSet(called)
        uses.membersAccessedThroughABase = NameHashSet(accessed)
        return uses
    }

    /// The hash of the member name at token `t`, a projected value's `$` removed (`$isOn`
    /// reads `isOn`).
    static func memberKey(_ t: Int, _ tree: SyntaxTree) -> UInt64 {
        let r = tree.identifierRange(t)
        let dollar = UInt8(ascii: "$")
        guard let first = r.first, tree.source[first] == dollar else {
            var h = NameHasher()
            h.add(tree, identifier: t)
            return h.value
        }
        // A `$` before a non-ASCII byte may start a longer character: as a string.
        guard r.count == 1 || tree.source[first + 1] < 0x80 else {
            var name = tree.identifierText(t)
            if name.hasPrefix("$") { name.removeFirst() }
            return PreviewUses.hash(name)
        }
        return tree.source.withUnsafeBufferPointer { PreviewUses.hash($0[(first + 1)..<r.upperBound]) }
    }

    /// `struct Child {`, `extension Child {`, `: Child {`, `-> Child {`, `some Child {`: a
    /// declaration's body, not a trailing closure.
    static func precedesATypeBody(_ k: Int, _ tokens: [Token]) -> Bool {
        guard k > 0 else { return true }
        let p = tokens[k - 1]
        switch p.kind {
        case .colon, .comma, .arrow, .period, .binaryOperator, .prefixAmpersand: return true
        case .keyword, .identifier:
            switch p.keyword {
            case .`struct`?, .`class`?, .`enum`?, .`extension`?, .`protocol`?, .actor?, .some?, .any?, .`where`?, .`in`?, .`is`?, .`as`?:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    mutating func formUnion(_ other: MemberUses) {
        typesCalledWithArguments.formUnion(other.typesCalledWithArguments)
        membersAccessedThroughABase.formUnion(other.membersAccessedThroughABase)
    }
}
