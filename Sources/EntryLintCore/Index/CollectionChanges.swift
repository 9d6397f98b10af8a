import SwiftLexer

/// Names of collections one file may change while a view shows them, found from the tokens
/// (bodies are skimmed, which is where the changes are): `foreach_unstable_id` reports index or
/// hash identity only over a collection whose membership, order or elements change at run time.
/// Recorded into `VaryingInputs` (hashed, `PreviewUses.hash`) as
/// - `~name` when the file calls a method that removes, inserts, moves or reorders elements
///   (`items.remove(atOffsets:)`, `items.insert(…)`, `items.move(…)`, `items.sort()`,
///   `items.removeAll(where:)`, …) or passes it `inout` (`&items`);
/// - `~=name` when it assigns the name (`items = …`, `self.items = …`): a reload; or watches it
///   (`.onChange(of: items)`);
/// - `^name` when it edits an element in place (`items[i] = …`, `items[i].title = …`, `&items[i]`,
///   `items.replaceSubrange(i...i, with: [x])`) or makes a binding to it (`$items`, through which children edit elements);
/// outside the direct code of an `init` (a value set once when the owner is made is the one the
/// view shows for its whole life; a closure or `Task` started by the `init` still counts).
/// Appending (`append`, `+=`) and `removeAll()` are not changes that hand a row's identity to
/// another element: existing elements keep their positions and hashes.
/// Names, and where the tokens tell it the owner: a change written as a bare name or through
/// `self` inside a type's body is also recorded as `~@Type.name` (`~=@`, `^@`; `Type` the
/// innermost type or extension around it), any other as `~@name` (owner unknown). A view's own collection
/// changes only when one of those two keys is recorded, not when another type changes a
/// property of the same name; a collection read through a base still goes by the bare name.
enum CollectionChanges {
    static let reordering: Set<String> = [
        "remove", "removeFirst", "removeSubrange", "removeAll", "removeValue", "insert", "move",
        "sort", "swapAt", "reverse", "shuffle", "popFirst", "replaceSubrange", "updateValue",
    ]
    // Not `removeLast` or `popLast`: dropping the tail keeps every other element at its
    // position, as appending does (judged WRONG on an unseen app: a rolling number's digit
    // slots, added and removed at the end, reported as reordered).
    /// `reordering` by hash: every `name.member` asks, and a string per member access cost more
    /// than the rest of the scan.
    static let reorderingHashes = HashedNames(reordering)

    /// The verbs a project's own mutating method of a collection is named with (`errors.prepend(…)`
    /// of an `extension Array`, `items.removeDuplicates()`, `rows.moveItem(from:to:)`): the verb
    /// alone or followed by a capitalized word; `insertedSorted()`, `removing…` are copies.
    static let reorderingVerbs: [[UInt8]] = ["remove", "insert", "prepend", "move", "delete", "swap", "reorder", "shuffle"].map { Array($0.utf8) }
    /// Words after a verb that name no element of a collection (`removeObserver`, `insertSubview`).
    /// `removeLast` drops the tail, which keeps every other position.
    static let nonElementWords: [[UInt8]] = ["Observer", "Observers", "Subview", "FromSuperview", "Value", "Object", "Objects", "Notification",
                                             "Last"].map { Array($0.utf8) }

    /// The token naming the call whose argument list holds token `t` (`f` of `f(a, to: &x)`), if
    /// the list opens on this line of tokens without crossing a brace.
    static func enclosingCallee(before t: Int, _ tree: SyntaxTree) -> Int? {
        let tokens = tree.tokens
        var depth = 0
        var j = t - 1
        while j > 0 {
            switch tokens[j].kind {
            case .rightParen, .rightSquare: depth += 1
            case .leftSquare: depth -= 1
            case .leftBrace, .rightBrace: return nil
            case .leftParen:
                if depth == 0 { return tokens[j - 1].kind == .identifier ? j - 1 : nil }
                depth -= 1
            default: break
            }
            if depth < 0 { return nil }
            j -= 1
        }
        return nil
    }

    /// `append`, or `append` followed by a capitalized word (`appendUniqueUsers`).
    static func isAppendingName(_ tree: SyntaxTree, _ t: Int) -> Bool {
        let r = tree.tokens[t].range
        let verb = Array("append".utf8)
        guard r.count >= verb.count, zip(verb, tree.source[r]).allSatisfy({ $0 == $1 }) else { return false }
        if r.count == verb.count { return true }
        let first = tree.source[r.lowerBound + verb.count]
        return first >= 0x41 && first <= 0x5A
    }

    static func isReorderingVerb(_ tree: SyntaxTree, _ t: Int) -> Bool {
        let r = tree.tokens[t].range
        let source = tree.source
        for verb in reorderingVerbs where r.count >= verb.count {
            guard zip(verb, source[r]).allSatisfy({ $0 == $1 }) else { continue }
            if r.count == verb.count { return true }
            let rest = source[(r.lowerBound + verb.count)..<r.upperBound]
            guard let first = rest.first, first >= 0x41, first <= 0x5A else { return false }
            return !nonElementWords.contains { $0.elementsEqual(rest) }
        }
        return false
    }

    /// Whether the arguments opened at `paren` replace one position with one element:
    /// `(i...i, with: [x])`, the same name or literal on both sides of `...` and an array literal
    /// of one element. Count and order stay, so rows keep their positions (an edit in place).
    static func replacesOneForOne(paren: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        let n = tokens.count
        guard paren + 8 < n, tokens[paren + 2].kind == .binaryOperator, tree.lastByte(ofToken: paren + 2) == UInt8(ascii: "."),
              tokens[paren + 2].range.count == 3, tokens[paren + 4].kind == .comma,
              tokens[paren + 1].kind == tokens[paren + 3].kind,
              tree.source[tokens[paren + 1].range].elementsEqual(tree.source[tokens[paren + 3].range]),
              tokens[paren + 5].kind == .identifier, tree.identifier(paren + 5, is: "with"), tokens[paren + 6].kind == .colon,
              tokens[paren + 7].kind == .leftSquare else { return false }
        let close = VaryingInputs.closing(paren + 7, tokens)
        guard close > paren + 8, close + 1 < n, tokens[close + 1].kind == .rightParen else { return false }
        // One element: no comma at the literal's own depth.
        var depth = 0
        for t in (paren + 8)..<close {
            switch tokens[t].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0: return false
            default: break
            }
        }
        return true
    }

    static func scan(_ tree: SyntaxTree, _ declarations: TokenDeclarations, into out: inout [UInt64]) {
        let tokens = tree.tokens
        let n = tokens.count
        let initDirect = initDirectTokens(tree, declarations)
        func name(_ k: Int) -> String {
            var s = tree.identifierText(k)
            while s.hasPrefix("$") || s.hasPrefix("_") { s.removeFirst() }
            return s
        }
        var k = 0
        while k + 1 < n {
            defer { k += 1 }
            let t = tokens[k]
            guard t.kind == .identifier || t.kind == .dollarIdentifier else { continue }
            if let kw = tokens[max(k - 1, 0)].keyword, k > 0, kw == .`var` || kw == .`let` { continue }
            guard !initDirect[k] else { continue }
            var key: String?
            if k >= 4, tokens[k - 1].kind == .colon, tokens[k - 2].kind == .identifier, tree.identifier(k - 2, is: "of"),
               tokens[k - 3].kind == .leftParen, tree.identifier(k - 4, is: "onChange") {
                // `.onChange(of: items)`: the view expects the collection to change. Of
                // `model.selection`: the member watched, not the object holding it.
                key = "~="
                while k + 2 < n, tokens[k + 1].kind == .period, tokens[k + 2].kind == .identifier { k += 2 }
            } else if t.kind == .dollarIdentifier || tree.source[Int(t.start)] == UInt8(ascii: "$") {
                // `$items`: a binding to the collection, through which children edit elements.
                key = "^"
            } else if k > 0 && tokens[k - 1].kind == .prefixAmpersand {
                // `appendUnique(page, to: &items)`: a function named for appending adds at the
                // end, as `append` does (judged WRONG on an unseen app: a paged list of users).
                if tokens[k + 1].kind != .leftSquare, let callee = enclosingCallee(before: k - 1, tree), isAppendingName(tree, callee) { continue }
                key = tokens[k + 1].kind == .leftSquare ? "^" : "~"
            } else {
                switch tokens[k + 1].kind {
                case .equal:
                    key = "~="
                case .leftSquare:
                    // `items[i] = x`, `items[i].title = x`, `items[i].isOn.toggle()`: an element is edited.
                    var j = VaryingInputs.closing(k + 1, tokens) + 1
                    while j + 1 < n, tokens[j].kind == .period, tokens[j + 1].kind == .identifier, !tree.identifier(j + 1, is: "toggle") { j += 2 }
                    guard j < n else { break }
                    if tokens[j].kind == .equal || (tokens[j].kind == .binaryOperator && VaryingInputs.isCompoundAssignment(j, tree))
                        || (tokens[j].kind == .period && j + 1 < n && tree.identifier(j + 1, is: "toggle")) {
                        key = "^"
                    }
                case .period:
                    guard k + 3 < n, tokens[k + 2].kind == .identifier else { break }
                    guard reorderingHashes.contains(PreviewUses.hash(tree, token: k + 2)) || isReorderingVerb(tree, k + 2) else { break }
                    let after = tokens[k + 3].kind
                    if tree.identifier(k + 2, is: "removeAll") {
                        // `removeAll()` empties the list; `removeAll(where:)`, `removeAll { … }` do not.
                        if after == .leftBrace || (after == .leftParen && k + 4 < n && tokens[k + 4].kind != .rightParen) { key = "~" }
                    } else if after == .leftParen, tree.identifier(k + 2, is: "replaceSubrange"), replacesOneForOne(paren: k + 3, tree) {
                        // `values.replaceSubrange(i...i, with: [x])`: one element for one, in place.
                        key = "^"
                    } else if after == .leftParen || after == .leftBrace {
                        key = "~"
                    }
                default:
                    break
                }
            }
            guard let key else { continue }
            let qualified = k >= 1 && tokens[k - 1].kind == .period
            // `self.items`, and `self?.items` in a `[weak self]` closure.
            let selfAt = k >= 3 && tokens[k - 2].kind == .postfixQuestionMark ? k - 3 : k - 2
            let throughSelf = qualified && selfAt >= 0 && tokens[selfAt].keyword == .`self` && (selfAt < 1 || tokens[selfAt - 1].kind != .period)
            var owner = (qualified && !throughSelf) ? nil : declarations.innermostType(k)
            // `micro.meal = save` with `let micro = Micronutrient(…)` in this file: Micronutrient's.
            // A stored property declared with its type is such a name too: the path through it
            // (`settings.colors` of the view) is recorded as well, below.
            var throughName = false
            if qualified, !throughSelf, k >= 2, tokens[k - 2].kind == .identifier, k < 3 || tokens[k - 3].kind != .period {
                owner = declarations.localTypes(tree).type(ofNameAt: k - 2, tree)
                throughName = owner != nil
            }
            guard tree.isASCIIIdentifier(k) else {
                // `name` strips characters, which for non-ASCII text the bytes do not tell.
                out.append(PreviewUses.hash(key + name(k)))
                if let owner {
                    out.append(PreviewUses.hash(key + "@" + tree.identifierText(owner) + "." + name(k)))
                } else {
                    out.append(PreviewUses.hash(key + "@" + name(k)))
                    if qualified, let path = ownPath(k, tree), let type = declarations.innermostType(k) {
                        out.append(PreviewUses.hash(key + "@" + tree.identifierText(type) + "." + path))
                    }
                }
                continue
            }
            // The same keys hashed piece by piece, the name's leading `$` and `_` skipped.
            var r = tree.identifierRange(k)
            while !r.isEmpty, tree.source[r.lowerBound] == UInt8(ascii: "$") || tree.source[r.lowerBound] == UInt8(ascii: "_") {
                r = (r.lowerBound + 1)..<r.upperBound
            }
            var h = NameHasher()
            h.add(key)
            var bare = h
            for b in tree.source[r] { bare.add(b) }
            out.append(bare.value)
            h.add(UInt8(ascii: "@"))
            if let owner {
                h.add(tree, identifier: owner)
                h.add(UInt8(ascii: "."))
            }
            for b in tree.source[r] { h.add(b) }
            out.append(h.value)
            if owner == nil || throughName, qualified, let path = ownPath(k, tree), let type = declarations.innermostType(k) {
                out.append(PreviewUses.hash(key + "@" + tree.identifierText(type) + "." + path))
            }
        }
    }

    /// `settings.colors` of `settings.colors.remove(at: i)` or `self.settings.colors = …` inside a
    /// type's body: a change of a part of the type's own property, recorded under the dotted path
    /// (`~@View.settings.colors`), so a view iterating `settings.colors` sees it without counting
    /// a change of `settings.title`. At most three components, from a bare name or `self`.
    static func ownPath(_ k: Int, _ tree: SyntaxTree) -> String? {
        let tokens = tree.tokens
        var parts = [tree.identifierText(k)]
        var j = k
        while j >= 2, tokens[j - 1].kind == .period, tokens[j - 2].kind == .identifier, parts.count < 3 {
            j -= 2
            parts.append(tree.identifierText(j))
        }
        guard parts.count > 1 else { return nil }
        if j >= 1, tokens[j - 1].kind == .period {
            // `self.settings.colors`: the path starts after `self`.
            guard j >= 2, tokens[j - 2].keyword == .`self`, j < 3 || tokens[j - 3].kind != .period else { return nil }
        }
        if parts.last == "self" { parts.removeLast() }
        guard parts.count > 1 else { return nil }
        return parts.reversed().map { s in s.hasPrefix("$") || s.hasPrefix("_") ? String(s.drop { $0 == "$" || $0 == "_" }) : s }
            .joined(separator: ".")
    }

    /// For each token, whether it is the direct code of an initializer's body: not inside a
    /// closure in it (a `sink { … }` or `Task { … }` runs later), but inside its `if`/`guard`/
    /// `for`/`do` blocks.
    static func initDirectTokens(_ tree: SyntaxTree, _ declarations: TokenDeclarations) -> [Bool] {
        let tokens = tree.tokens
        var out = [Bool](repeating: false, count: tokens.count)
        var done = -1
        for initializer in declarations.initializers where initializer.body.lowerBound > done {
            // An initializer of a type nested in another initializer's body is already marked.
            let (open, close) = (initializer.body.lowerBound, initializer.body.upperBound)
            var closures: [Int] = [] // closing tokens of the closures we are in
            var j = open + 1
            while j < close {
                while let last = closures.last, j > last { closures.removeLast() }
                if tokens[j].kind == .leftBrace, !isStatementBlock(j, tree) {
                    closures.append(VaryingInputs.closing(j, tokens))
                }
                out[j] = closures.isEmpty
                j += 1
            }
            done = close
        }
        return out
    }

    /// A `{` that opens a statement's block: its line starts with `if`, `guard`, `else`, `for`,
    /// `while`, `switch`, `do`, `catch`, `defer`, `repeat` or `}` (`} else {`), or it follows `else`.
    static func isStatementBlock(_ brace: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        if brace > 0, let kw = tokens[brace - 1].keyword, kw == .`else` || kw == .`do` || kw == .`defer` || kw == .`repeat` { return true }
        var s = brace
        while s > 0, !tokens[s].flags.contains(.atStartOfLine) { s -= 1 }
        if tokens[s].kind == .rightBrace { return true }
        switch tokens[s].keyword {
        case .`if`?, .`guard`?, .`else`?, .`for`?, .`while`?, .`switch`?, .`do`?, .`catch`?, .`defer`?, .`repeat`?: return true
        default: return false
        }
    }
}
