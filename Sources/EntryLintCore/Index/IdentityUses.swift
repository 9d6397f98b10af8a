import SwiftLexer

/// Whether some code of the project identifies elements by their `Identifiable` `id`, found
/// from the tokens with the construction labels (`ConstructionLabels`, outside previews):
/// `ForEach(items)`, `List(items)`, `OutlineGroup(…)` or `Table(…)` given data without an `id:`
/// key path, or with `id: \.id` (`\Item.id`), and `.sheet(item:)`, `.fullScreenCover(item:)`,
/// `.popover(item:)`. Recorded into `VaryingInputs` as the key `key` (hashed,
/// `PreviewUses.hash`). `identifiable_fresh_id` needs one: an `id` nothing identifies rows by
/// rebuilds nothing. The element type is not told from tokens, so one such use anywhere keeps
/// every type's finding (over-approximate: a use recorded by mistake only keeps a finding).
enum IdentityUses {
    static let key = "#identifies"

    static let collections: Set<String> = ["ForEach", "List", "OutlineGroup", "Table"]
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover"]
    /// Both sets by hash (`PreviewUses.hash`): every call by name asks, and a string per call cost
    /// more than the test.
    static let collectionHashes = HashedNames(collections)
    static let presentationHashes = HashedNames(presentations)

    /// The call whose `(` is at `paren` identifies its elements or item by `id`.
    static func identifies(paren: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        guard paren > 0, tokens[paren - 1].kind == .identifier else { return false }
        let name = PreviewUses.hash(tree, token: paren - 1)
        if presentationHashes.contains(name) {
            guard paren >= 2, tokens[paren - 2].kind == .period else { return false }
            return ConstructionLabels.labels(from: paren, tree).first == "item"
        }
        guard collectionHashes.contains(name), paren + 1 < tokens.count else { return false }
        // The first argument is the data, unlabeled (`List { … }` and `List(selection:)` hold none).
        let labels = ConstructionLabels.labels(from: paren, tree)
        if labels.contains("id") { return isIDKeyPath(afterLabel: paren, tree) }
        let first = tokens[paren + 1]
        if first.kind == .rightParen { return false }
        let labeled = paren + 2 < tokens.count && tokens[paren + 2].kind == .colon
            && (first.kind == .identifier || first.kind == .keyword)
        return !labeled
    }

    /// The names the data of the identifying call at `paren` is read through (`model`, `items` of
    /// `ForEach(model.items)`; `sheet` of `.sheet(item: $sheet)`), each recorded as the hash of
    /// `namePrefix` + name: which properties' elements are identified (`IdentityHolders`).
    /// Closures in the argument are skipped (`filter { $0.isDone }` names no holder).
    static let namePrefix: StaticString = "#identifies:"
    /// The same for `.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`: what a new id
    /// loses there is the presentation, not rows.
    static let presentedPrefix: StaticString = "#presents:"

    static func dataNames(paren: Int, _ tree: SyntaxTree, into out: inout [UInt64]) {
        let tokens = tree.tokens
        let n = tokens.count
        let presents = paren > 0 && presentationHashes.contains(PreviewUses.hash(tree, token: paren - 1))
        var k = paren + 1
        // `.sheet(item: …)`: past the label; a collection's data is its first argument.
        if k + 1 < n, tokens[k].kind == .identifier, tokens[k + 1].kind == .colon { k += 2 }
        var depth = 0
        while k < n {
            switch tokens[k].kind {
            case .leftBrace:
                k = VaryingInputs.closing(k, tokens)
            case .leftParen, .leftSquare:
                depth += 1
            case .rightParen, .rightSquare:
                if depth == 0 { return }
                depth -= 1
            case .comma where depth == 0:
                return
            case .identifier, .dollarIdentifier:
                var h = NameHasher()
                h.add(presents ? presentedPrefix : namePrefix)
                let r = tree.identifierRange(k)
                guard !r.isEmpty else { break }
                let start = tree.source[r.lowerBound] == UInt8(ascii: "$") ? r.lowerBound + 1 : r.lowerBound
                for b in tree.source[start..<r.upperBound] { h.add(b) }
                out.append(h.value)
            default:
                break
            }
            k += 1
        }
    }

    /// `id: \.id`: the `id:` label of the call at `paren` is followed by `\.id` and the argument ends.
    static func isIDKeyPath(afterLabel paren: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        let n = tokens.count
        var depth = 0
        var k = paren + 1
        while k + 1 < n {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace, .stringHead: depth += 1
            case .rightParen, .rightSquare, .rightBrace, .stringTail: depth -= 1
            default: break
            }
            if depth < 0 { return false }
            if depth == 0, tokens[k].kind == .identifier, tokens[k + 1].kind == .colon, tree.identifierText(k) == "id" {
                // `\.id`, or `\Item.id` with the root type written.
                guard k + 2 < n, tokens[k + 2].kind == .backslash else { return false }
                var j = k + 3
                if j < n, tokens[j].kind == .identifier { j += 1 }
                guard j + 2 < n, tokens[j].kind == .period, tokens[j + 1].kind == .identifier,
                      tree.identifierText(j + 1) == "id" else { return false }
                let after = tokens[j + 2].kind
                return after == .comma || after == .rightParen
            }
            k += 1
        }
        return false
    }
}
