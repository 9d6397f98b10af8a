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
        /// Where the item's uses are in `PreviewUses.uses`.
        var start: Int32
        var end: Int32
    }

    /// Hashes of the names each item uses, not after a `.` (those are members, never top-level
    /// names), one item after another: one array a file, not one an item, so that the summaries
    /// are cheap to build and to free. Hashed from the bytes: no string is made per token.
    public var uses: [UInt64] = []

    func uses(of item: Item) -> ArraySlice<UInt64> { uses[Int(item.start)..<Int(item.end)] }

    /// FNV-1a of a name's UTF-8 bytes (never 0).
    static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h == 0 ? 1 : h
    }

    /// The same bytes through the string's contiguous UTF-8 buffer: iterating `String.UTF8View`
    /// cost several times more per byte, and the index scans hash a composed key per call.
    static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hash($0) }
    }

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
        // One buffer reused for every item: each item keeps only its part of `uses`, sorted and
        // without repeats (sorting the hashes costs a fraction of hashing them into a set, and
        // keeps the order the same in every process).
        var scratch: [UInt64] = []
        func add(_ name: UInt64, _ role: Role, _ inherits: [String], _ names: inout [UInt64]) {
            let start = Int32(out.uses.count)
            names.sort()
            var last: UInt64?
            for n in names where n != last {
                out.uses.append(n)
                last = n
            }
            out.items.append(Item(name: name, role: role, inherits: inherits, start: start, end: Int32(out.uses.count)))
        }
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
                scratch.removeAll(keepingCapacity: true)
                collectUses(tree, range, into: &scratch)
                add(name.isEmpty ? 0 : hash(name), role, inherits, &scratch)
                covered.append(range)
            }
        }
        visit(tree.root)
        // Top-level statements and anything between declarations.
        var rest: [UInt64] = []
        var next = 0
        for r in covered.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if r.lowerBound > next { collectUses(tree, next..<r.lowerBound, into: &rest) }
            next = max(next, r.upperBound)
        }
        if next < tree.tokens.count { collectUses(tree, next..<tree.tokens.count, into: &rest) }
        if !rest.isEmpty { add(0, .other, [], &rest) }
        return out
    }

    static func collectUses(_ tree: SyntaxTree, _ range: Range<Int>, into names: inout [UInt64]) {
        let tokens = tree.tokens
        for t in range where t < tokens.count && tokens[t].kind == .identifier {
            if t > 0 && tokens[t - 1].kind == .period { continue }
            names.append(hash(tree, token: t))
        }
    }
}

extension ProjectIndex {
    /// Which candidate names only preview and test code uses, across the project: those that
    /// previews reach (directly, or through other candidates they use) and that nothing else uses.
    /// Names are compared as written, project-wide, over-approximating uses: a name shared with any
    /// other declaration, or used anywhere outside previews, stays app code. Only the few names
    /// previews reach are looked up in the rest of the project, so the cost is one set lookup per
    /// recorded use.
    /// `files` are every file's `PreviewUses`, `tests` whether each is test code (the lists,
    /// not the summaries: a summary copied per loop costs a retain per field, for every file).
    static func previewOnlyNames(_ files: [PreviewUses], tests: [Bool], previewProtocols: Set<String>) -> NameHashSet {
        func isRoot(_ item: PreviewUses.Item, test: Bool) -> Bool {
            test || item.role == .previewMacro || (item.role != .other && !previewProtocols.isDisjoint(with: item.inherits))
        }
        func isGroup(_ item: PreviewUses.Item) -> Bool { item.role == .candidate || item.role == .extensionOf }
        // Names previews and tests use, candidates, and names something else declares.
        var previewUsed = NameHashSet()
        var candidates = NameHashSet()
        var declaredOtherwise = NameHashSet()
        for (k, p) in files.enumerated() {
            for item in p.items {
                if isRoot(item, test: tests[k]) {
                    previewUsed.formUnion(p.uses(of: item))
                    if item.role == .candidate { declaredOtherwise.insert(item.name) }
                } else if item.role == .candidate {
                    candidates.insert(item.name)
                } else if item.role == .other && item.name != 0 {
                    declaredOtherwise.insert(item.name)
                }
            }
        }
        candidates.subtract(declaredOtherwise)
        // The candidates previews reach, and what each of them uses.
        var reached = previewUsed.intersection(candidates)
        guard !reached.isEmpty else { return [] }
        var groupUses: [UInt64: NameHashSet] = [:]
        var frontier = reached
        while !frontier.isEmpty {
            var next = NameHashSet()
            for (k, p) in files.enumerated() {
                for item in p.items where isGroup(item) && frontier.contains(item.name) && !isRoot(item, test: tests[k]) {
                    groupUses[item.name, default: []].formUnion(p.uses(of: item))
                    for u in p.uses(of: item) where candidates.contains(u) && !reached.contains(u) { next.insert(u) }
                }
            }
            reached.formUnion(next)
            frontier = next
        }
        // A use of a reached name anywhere else is app code.
        var alive = reached
        for (k, p) in files.enumerated() where !alive.isEmpty {
            for item in p.items where !isRoot(item, test: tests[k]) && !(isGroup(item) && reached.contains(item.name)) {
                for u in p.uses(of: item) where u != item.name && alive.contains(u) { alive.remove(u) }
            }
        }
        // What a dropped name's declaration uses is app code too, repeated until none drops.
        var done = NameHashSet()
        var dropping = true
        while dropping {
            dropping = false
            for name in reached where !alive.contains(name) && !done.contains(name) {
                done.insert(name)
                for u in groupUses[name] ?? [] where u != name && alive.contains(u) {
                    alive.remove(u)
                    dropping = true
                }
            }
        }
        // Each remaining name has every user in preview code and a chain of such users from a
        // preview: any break would have dropped it.
        return alive
    }
}
