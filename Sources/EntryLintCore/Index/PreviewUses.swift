import SwiftLexer

/// The top-level declarations of one file and the names each uses, found from the tokens (pass 1
/// skims bodies). From every file's list the index works out which internal or private
/// declarations only previews and tests use (`ProjectIndex.previewOnlyNames`): a helper view or a
/// mock in one file used only by a `#Preview` in another is preview code too, whichever file is
/// linted and however it was reached.
public struct PreviewUses: Sendable {
    public enum Role: UInt8, Sendable {
        /// An internal, `fileprivate` or `private` type, function or variable: may be preview code.
        case candidate
        /// An extension of the type named `name` (it belongs to that type).
        case extensionOf
        /// `#Preview { … }`.
        case previewMacro
        /// Anything else: public declarations, protocols, statements, imports.
        case other
    }

    public struct Item: Sendable {
        /// The declared name's `hash(_:)`, 0 for none.
        public var name: UInt64
        public var role: Role
        public var inherits: [String]
        /// Hashes of the names used inside the item, not after a `.` (those are members, never
        /// top-level names). Hashed from the bytes: no string is made per token.
        public var uses: [UInt64]
    }

    /// FNV-1a of a name's UTF-8 bytes (never 0).
    static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h == 0 ? 1 : h
    }

    static func hash(_ name: String) -> UInt64 { hash(name.utf8) }

    /// The hash of identifier token `t`, without its backticks.
    static func hash(_ tree: SyntaxTree, token t: Int) -> UInt64 {
        var r = tree.tokens[t].range
        if tree.tokens[t].flags.contains(.backticked) && r.count >= 2 { r = (r.lowerBound + 1)..<(r.upperBound - 1) }
        return tree.source.withUnsafeBufferPointer { hash($0[r]) }
    }

    public var items: [Item] = []

    public init() {}

    static func scan(_ tree: SyntaxTree) -> PreviewUses {
        var out = PreviewUses()
        var covered: [Range<Int>] = []
        func visit(_ container: NodeID) {
            for item in tree.children(container) {
                let kind = tree.kind(item)
                if kind == .ifConfigDecl {
                    for clause in tree.children(item) { visit(clause) }
                    continue
                }
                guard kind.isDeclaration || kind == .macroExpansionDecl else { continue }
                let range = Int(tree[item].firstToken)..<Int(tree[item].endToken)
                var role = Role.other
                var name = ""
                let isPublic = tree.hasModifier(item, .public) || tree.hasModifier(item, .open) || tree.hasModifier(item, .package)
                switch kind {
                case .structDecl, .classDecl, .enumDecl, .actorDecl, .functionDecl:
                    name = tree.declName(item) ?? ""
                    role = isPublic || tree.hasAttribute(item, "main") ? .other : .candidate
                case .variableDecl:
                    name = tree.children(item, .patternBinding).first.flatMap { tree.bindingName($0) } ?? ""
                    role = isPublic ? .other : .candidate
                case .extensionDecl:
                    name = tree.extendedType(item).flatMap { tree.typePath($0) }?.first ?? ""
                    role = .extensionOf
                case .macroExpansionDecl:
                    role = tree.child(item, .name).map { tree.identifier($0) == "Preview" } == true ? .previewMacro : .other
                default:
                    break
                }
                if name.isEmpty && (role == .candidate || role == .extensionOf) { role = .other }
                let inherits = kind == .macroExpansionDecl ? [] : tree.inheritedNames(item)
                out.items.append(Item(name: name.isEmpty ? 0 : hash(name), role: role, inherits: inherits, uses: uses(tree, range)))
                covered.append(range)
            }
        }
        visit(tree.root)
        // Top-level statements and anything between declarations.
        var rest = Set<UInt64>()
        var next = 0
        for r in covered.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if r.lowerBound > next { rest.formUnion(uses(tree, next..<r.lowerBound)) }
            next = max(next, r.upperBound)
        }
        if next < tree.tokens.count { rest.formUnion(uses(tree, next..<tree.tokens.count)) }
        if !rest.isEmpty { out.items.append(Item(name: 0, role: .other, inherits: [], uses: Array(rest))) }
        return out
    }

    static func uses(_ tree: SyntaxTree, _ range: Range<Int>) -> [UInt64] {
        var names = Set<UInt64>()
        let tokens = tree.tokens
        for t in range where t < tokens.count && tokens[t].kind == .identifier {
            if t > 0 && tokens[t - 1].kind == .period { continue }
            names.insert(hash(tree, token: t))
        }
        return Array(names)
    }
}

extension ProjectIndex {
    /// Which candidate names only preview and test code uses, across the project: a candidate
    /// joins when some preview, test or already-joined candidate uses it and nothing else does,
    /// repeated until none joins (a mock used by a preview-only helper view joins after it).
    /// Names are compared as written, over-approximating uses: a name shared with any other
    /// declaration or used anywhere outside previews stays app code.
    static func previewOnlyNames(_ summaries: [FileSummary], previewProtocols: Set<String>,
                                 isTestFile: (FileSummary) -> Bool) -> Set<UInt64> {
        var previewUsed = Set<UInt64>()
        var blocked = Set<UInt64>()
        var declaredOtherwise = Set<UInt64>()
        var groupUses: [UInt64: Set<UInt64>] = [:]
        var anyRoot = false
        for s in summaries {
            let test = isTestFile(s)
            for item in s.previewUses.items {
                let isRoot = test || item.role == .previewMacro
                    || (item.role != .other && !previewProtocols.isDisjoint(with: item.inherits))
                if isRoot {
                    anyRoot = true
                    previewUsed.formUnion(item.uses)
                    if item.role == .candidate { declaredOtherwise.insert(item.name) }
                } else if item.role == .candidate || item.role == .extensionOf {
                    groupUses[item.name, default: []].formUnion(item.uses)
                } else {
                    blocked.formUnion(item.uses)
                    if item.name != 0 { declaredOtherwise.insert(item.name) }
                }
            }
        }
        guard anyRoot else { return [] }
        // Groups are candidates only when some item declares them (not only extensions of an SDK type).
        var candidates = Set<UInt64>()
        for s in summaries {
            for item in s.previewUses.items where item.role == .candidate && !isTestFile(s) { candidates.insert(item.name) }
        }
        candidates.subtract(declaredOtherwise)
        candidates.subtract(blocked)
        // What a group that is not (or no longer) a candidate uses is app code: repeated, since
        // each group dropped may drop the ones it uses.
        var dropped = Set<UInt64>()
        var shrinking = true
        while shrinking {
            for (name, uses) in groupUses where !candidates.contains(name) && !dropped.contains(name) {
                dropped.insert(name)
                blocked.formUnion(uses.subtracting([name]))
            }
            let before = candidates.count
            candidates.subtract(blocked)
            shrinking = candidates.count != before
        }
        var usedBy: [UInt64: Set<UInt64>] = [:]
        for name in candidates {
            for used in groupUses[name] ?? [] where used != name && candidates.contains(used) { usedBy[used, default: []].insert(name) }
        }
        var joined = Set<UInt64>()
        var changed = true
        while changed {
            changed = false
            for name in candidates where !joined.contains(name) {
                let users = usedBy[name] ?? []
                guard users.isSubset(of: joined) else { continue }
                if previewUsed.contains(name) || !users.isEmpty {
                    joined.insert(name)
                    changed = true
                }
            }
        }
        return joined
    }
}
