import SwiftLexer

/// Constructions that give a type's identity its position: `BGRun(id: runs.count, …)` (a running
/// count), `Entry(index: $0.offset, …)` over `enumerated()`, `FlowItem(id: "window-\(index)")`.
/// A `ForEach` over such values identifies its rows by position although its data is
/// `Identifiable` (`foreach_unstable_id`; three unseen apps did this). Recorded into
/// `VaryingInputs` as the hash of `posid:Type.label` for each labeled argument whose value reads
/// `.offset`, `.count` (not of a type's static member) or a name `index`, `idx` or `offset`; the
/// rule asks it of the label
/// that is the type's `id` (or that its computed `id` returns).
enum PositionalIDs {
    static let prefix: StaticString = "posid:"
    static let positionNames: [[UInt8]] = ["index", "idx", "offset"].map { Array($0.utf8) }

    /// The call of `type` (an uppercase callee token) whose `(` is at `paren`.
    static func scan(paren: Int, type: Int, _ tree: SyntaxTree, into out: inout [UInt64]) {
        let tokens = tree.tokens
        let n = tokens.count
        var k = paren + 1
        var depth = 0
        var label = -1
        var positional = false
        // The argument's value, when it is one name (`id: windowId`): a local made from a
        // position before the call (`let windowId = "\(pid)-\(index)"`) gives it too.
        var single = -1
        var valueTokens = 0
        func flush() {
            if label >= 0, !positional, valueTokens == 1, single >= 0, localFromPosition(single, before: paren, tree) { positional = true }
            if label >= 0, positional {
                var h = NameHasher()
                h.add(prefix)
                h.add(tree, identifier: type)
                h.add(UInt8(ascii: "."))
                h.add(tree, identifier: label)
                out.append(h.value)
            }
            label = -1
            positional = false
            single = -1
            valueTokens = 0
        }
        var atArgumentStart = true
        while k < n {
            let t = tokens[k]
            switch t.kind {
            case .leftParen, .leftSquare, .stringHead: depth += 1
            case .rightParen, .rightSquare, .stringTail: depth -= 1
            case .leftBrace:
                // A closure's code is no part of the value's spelling.
                k = VaryingInputs.closing(k, tokens)
            default: break
            }
            if depth < 0 { break }
            if depth == 0 && t.kind == .comma {
                flush()
                atArgumentStart = true
                k += 1
                continue
            }
            if atArgumentStart, depth == 0, k + 1 < n, tokens[k + 1].kind == .colon, t.kind == .identifier {
                label = k
                atArgumentStart = false
                k += 2
                continue
            }
            atArgumentStart = false
            if label >= 0 {
                valueTokens += 1
                if valueTokens == 1, t.kind == .identifier { single = k }
            }
            if label >= 0, t.kind == .identifier, isPosition(k, tree) { positional = true }
            k += 1
        }
        flush()
    }

    /// How far back a local's declaration is looked for.
    static let localWindow = 400

    /// Whether the name at `name` is a local declared shortly before `before` (`let windowId =
    /// "\(pid)-window-\(title)-\(index)"`) whose value, to the end of its line, reads a position.
    static func localFromPosition(_ name: Int, before: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        let r = tree.identifierRange(name)
        var j = before - 1
        let stop = max(1, before - localWindow)
        while j >= stop {
            defer { j -= 1 }
            guard tokens[j].kind == .identifier, j + 1 < tokens.count, tokens[j + 1].kind == .equal,
                  tokens[j - 1].keyword == .let || tokens[j - 1].keyword == .var,
                  tree.source[tree.identifierRange(j)].elementsEqual(tree.source[r]) else { continue }
            var k = j + 2
            while k < before, !(k > j + 2 && tokens[k].flags.contains(.atStartOfLine)) {
                if tokens[k].kind == .identifier, isPosition(k, tree) { return true }
                k += 1
            }
            return false
        }
        return false
    }

    /// `.offset`, `.count`, or the name `index`, `idx`, `offset` on its own.
    static func isPosition(_ k: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        let r = tree.identifierRange(k)
        let bytes = tree.source[r]
        let afterDot = k > 0 && tokens[k - 1].kind == .period
        if afterDot {
            if bytes.elementsEqual("offset".utf8) { return true }
            guard bytes.elementsEqual("count".utf8) else { return false }
            // The size of a type's static collection (`Donut.all.count`: a new placeholder's id
            // after a catalog of literal ids) is no running count of the values being built:
            // three WRONG on one unseen app, whose rows kept their ids through every sort.
            var j = k - 1
            while j >= 1, tokens[j].kind == .period, tokens[j - 1].kind == .identifier { j -= 2 }
            let first = j + 1
            return !(first < k && tokens[first].kind == .identifier && VaryingInputs.startsUppercase(first, tree))
        }
        // A short name only (`i`, `n`, `idx`): offsets are named so, and the search back is then
        // asked of a few tokens of a file, not of every name in every construction's arguments.
        return positionNames.contains { $0.elementsEqual(bytes) } || (r.count <= 3 && boundToOffset(k, tree))
    }

    /// How far back the binding of a name is looked for.
    static let bindingWindow = 300

    /// Whether the name at `k` is bound, shortly before, as the offset of `enumerated()`: the
    /// first name of a closure's `{ (i, entry) in` after `.enumerated().map` (or any method
    /// called on it: `compactMap`, `forEach`…), or of `for (i, entry) in ….enumerated()` (an id built as
    /// `"\(train)_\(i)"`: judged a position on an unseen app).
    static func boundToOffset(_ k: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        let n = tokens.count
        let name = tree.source[tree.identifierRange(k)]
        func isName(_ j: Int) -> Bool { j < n && tokens[j].kind == .identifier && tree.source[tree.identifierRange(j)].elementsEqual(name) }
        var j = k - 1
        let stop = max(1, k - bindingWindow)
        while j >= stop {
            defer { j -= 1 }
            guard tokens[j].kind == .leftParen, isName(j + 1), j + 2 < n, tokens[j + 2].kind == .comma else { continue }
            let before = tokens[j - 1]
            if before.kind == .leftBrace, j >= 7 {
                // `….enumerated().map { (i, entry) in`
                let method = j - 2
                return tokens[method].kind == .identifier && tokens[method - 1].kind == .period
                    && tokens[method - 2].kind == .rightParen && tokens[method - 3].kind == .leftParen
                    && tokens[method - 4].kind == .identifier && tree.identifier(method - 4, is: "enumerated")
            }
            if before.keyword == .`for` {
                // `for (i, entry) in rows.enumerated() {`: `enumerated()` right before the body.
                var b = j + 3
                while b < n, b < j + 64, tokens[b].kind != .leftBrace { b += 1 }
                return b >= 4 && b < n && tokens[b].kind == .leftBrace && tokens[b - 1].kind == .rightParen
                    && tokens[b - 2].kind == .leftParen && tree.identifier(b - 3, is: "enumerated")
            }
        }
        return false
    }

    /// Whether some construction gives `type`'s `label` a position.
    static func recorded(type: String, label: String, _ inputs: NameHashSet) -> Bool {
        var h = NameHasher()
        h.add(prefix)
        h.add(type)
        h.add(UInt8(ascii: "."))
        h.add(label)
        return inputs.contains(h.value)
    }
}
