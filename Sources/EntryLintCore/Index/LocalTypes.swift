import SwiftLexer

/// The type of a local name a file declares only by constructing it: `let micro =
/// Micronutrient(context: c)`. Pass 1 keys a write through such a name
/// (`micro.meal = save`) by that type, not by the bare property name: a Core Data entity's
/// `meal` set in a loop is not the `meal` a view model publishes (a name clash judged WRONG on an
/// unseen app).
///
/// Found from the tokens, per function (its parameters and body; a nested function is its own),
/// so only where that leaves no doubt: a name declared
/// twice with different types, or once in another way (`if let micro = …`, `for micro in`, a
/// closure's `micro in`, a parameter or argument label `micro:`), has none. A declared type
/// (`var store: StoreProtocol`) is not taken either: it may be a protocol or a superclass of the
/// object's, whose properties go by their bare names as before.
struct LocalTypes {
    struct Key: Hashable {
        var name: UInt64
        /// The innermost function or initializer (parameters and body) around the name, -1 outside any.
        var scope: Int32
    }

    /// The token of each name's type, or -1 where the scope leaves it in doubt.
    private var types: [Key: Int] = [:]
    private let scopes: NestedRanges

    init(_ tree: SyntaxTree, _ declarations: TokenDeclarations) {
        let tokens = tree.tokens
        let n = tokens.count
        func isTypeName(_ t: Int) -> Bool {
            guard t < n, tokens[t].kind == .identifier else { return false }
            let first = tree.source[Int(tokens[t].start)]
            return first >= 0x41 && first <= 0x5A && !tree.identifier(t, is: "Self")
        }
        func isLetOrVar(_ t: Int) -> Bool {
            guard t >= 0, let kw = tokens[t].keyword else { return false }
            return kw == .`let` || kw == .`var`
        }
        // The candidates first, `let name = Type(` (a few per file, most files none): the other
        // declarations are looked at only when their names could be one of them, by length.
        var candidates: [(name: Int, type: Int)] = []
        // The candidates' name lengths, as bits (a length of 63 or more sets the last): every
        // identifier of the file is tested, and a `Set<Int>` hashed each one.
        var lengths: UInt64 = 0
        func lengthBit(_ t: Int) -> UInt64 { 1 << UInt64(min(tree.identifierRange(t).count, 63)) }
        var k = 1
        while k + 3 < n {
            defer { k += 1 }
            guard tokens[k].kind == .identifier, isLetOrVar(k - 1), tokens[k + 1].kind == .equal, isTypeName(k + 2),
                  tokens[k + 3].kind == .leftParen else { continue }
            // A `let` after `if`, `guard`, `case` or `for` binds whatever the right-hand side holds.
            if k >= 2, let binding = tokens[k - 2].keyword, binding == .`if` || binding == .`guard` || binding == .`case` || binding == .`for` { continue }
            candidates.append((k, k + 2))
            lengths |= lengthBit(k)
        }
        let callables = (declarations.functions + declarations.initializers)
            .map { ($0.parameters?.lowerBound ?? $0.body.lowerBound)..<$0.body.upperBound }
            .sorted { $0.lowerBound < $1.lowerBound }
        let scopes = NestedRanges(callables)
        self.scopes = scopes
        guard !candidates.isEmpty else { return }
        func key(_ name: Int) -> Key { Key(name: PreviewUses.hash(tree, token: name), scope: Int32(scopes.innermost(name) ?? -1)) }
        for c in candidates {
            let h = key(c.name)
            if let old = types[h] {
                if old >= 0, !tree.source[tree.identifierRange(old)].elementsEqual(tree.source[tree.identifierRange(c.type)]) { types[h] = -1 }
            } else {
                types[h] = c.type
            }
        }
        let candidateStarts = Set(candidates.map(\.name))
        // Any other declaration of a candidate's name in its scope leaves it in doubt: another
        // `let`/`var`, a parameter or argument label `name:`, a closure's `name in`, `for name`.
        k = 1
        while k + 1 < n {
            defer { k += 1 }
            guard tokens[k].kind == .identifier, lengths & lengthBit(k) != 0, !candidateStarts.contains(k) else { continue }
            let next = tokens[k + 1].kind
            let declares = isLetOrVar(k - 1)
                || next == .colon && tokens[k - 1].kind != .period
                || tokens[k + 1].keyword == .`in` || (next == .comma && tokens[k - 1].kind == .leftBrace)
                || tokens[k - 1].keyword == .`for`
            guard declares else { continue }
            let h = key(k)
            if types[h] != nil { types[h] = -1 }
        }
    }

    /// Declared in the function around it. A stored property (`var model = ListModel()`) is
    /// left to the bare name: the views read its parts through the owner's computed properties
    /// (`var items: [Item] { model.items }`), which the bare name connects.
    func type(ofNameAt t: Int, _ tree: SyntaxTree) -> Int? {
        // Most files declare no such name: nothing to hash or look up.
        guard !types.isEmpty, tree.tokens[t].kind == .identifier, let scope = scopes.innermost(t) else { return nil }
        guard let found = types[Key(name: PreviewUses.hash(tree, token: t), scope: Int32(scope))], found >= 0 else { return nil }
        return found
    }
}
