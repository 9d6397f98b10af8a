import SwiftLexer

/// A file's type, function and initializer declarations found from its tokens: pass 1 skims
/// bodies, so the facts it gathers from inside them (`CollectionChanges`, `VaryingInputs`) cannot
/// ask the tree where a declaration's body is. One scan, shared by those facts, decides it.
struct TokenDeclarations {
    struct Declaration {
        /// The token of the declared name: a type's last component (`extension A.B`: `B`), a
        /// function's name, an initializer's `init`.
        var name: Int
        /// Functions and initializers: the `(`…`)` token range of the parameter clause, both
        /// parentheses included.
        var parameters: ClosedRange<Int>?
        /// The `{` of the body up to its `}` (excluded).
        var body: Range<Int>
    }

    /// `struct`, `class`, `enum`, `actor` and `extension` bodies, in source order.
    private(set) var types: [Declaration] = []
    /// `func` declarations with a body (a protocol requirement has none), in source order.
    private(set) var functions: [Declaration] = []
    /// `init` declarations with a body (`init(`, `init?(`, `init<T>(`), in source order.
    private(set) var initializers: [Declaration] = []

    /// Keywords that start another declaration: met before a `{`, the one being read has no body.
    static let declarationKeywords: Set<Keyword> = [
        .`func`, .`var`, .`let`, .`init`, .`case`, .`struct`, .`class`, .`enum`, .`extension`, .`protocol`, .`subscript`,
    ]

    /// `types`' bodies, for `innermostType`.
    private var typeBodies = NestedRanges([])

    /// The file's `LocalTypes`, made on the first write or change through a name and shared by
    /// the scans these declarations are handed to (made once per scan, it was 2% of a cold run).
    private let localTypesSlot = LocalTypesSlot()

    final class LocalTypesSlot {
        var value: LocalTypes?
    }

    func localTypes(_ tree: SyntaxTree) -> LocalTypes {
        if let made = localTypesSlot.value { return made }
        let made = LocalTypes(tree, self)
        localTypesSlot.value = made
        return made
    }

    init(_ tree: SyntaxTree) {
        let tokens = tree.tokens
        let n = tokens.count
        // Each bracket's closer from one pass (`VaryingInputs.closing` per declaration scans
        // the whole body: quadratic in nesting).
        let closers = VaryingInputs.closers(tokens)
        var k = 0
        while k + 1 < n {
            defer { k += 1 }
            guard let keyword = tokens[k].keyword else { continue }
            switch keyword {
            case .`struct`, .`class`, .`enum`, .`actor`, .`extension`:
                guard tokens[k + 1].kind == .identifier else { continue }
                var name = k + 1
                while name + 2 < n, tokens[name + 1].kind == .period, tokens[name + 2].kind == .identifier { name += 2 }
                // Past generic parameters, inheritance and `where` clauses to the body.
                var open = name + 1
                while open < n, open - name < 80, tokens[open].kind != .leftBrace, tokens[open].kind != .rightBrace { open += 1 }
                guard open < n, tokens[open].kind == .leftBrace else { continue }
                types.append(Declaration(name: name, parameters: nil, body: open..<Int(closers[open])))
            case .`func`:
                guard k + 2 < n, tokens[k + 1].kind == .identifier || tokens[k + 1].kind == .keyword,
                      let declaration = Self.callable(name: k + 1, after: k + 2, tokens, closers) else { continue }
                functions.append(declaration)
            case .`init`:
                // A declaration, never `.init(` or `self.init(`, which are calls.
                guard k == 0 || tokens[k - 1].kind != .period, let declaration = Self.callable(name: k, after: k + 1, tokens, closers) else { continue }
                initializers.append(declaration)
            default:
                continue
            }
        }
        typeBodies = NestedRanges(types.map(\.body))
    }

    /// A function's or initializer's parameter clause (the first `(` within 40 tokens, past `?`
    /// and generic parameters) and body (the first `{` after it, past effects and `where`
    /// clauses, unless another declaration or a `}` comes first).
    private static func callable(name: Int, after start: Int, _ tokens: [Token], _ closers: [Int32]) -> Declaration? {
        let n = tokens.count
        var open = start
        while open < n, open - start < 40, tokens[open].kind != .leftParen, tokens[open].kind != .leftBrace { open += 1 }
        guard open < n, tokens[open].kind == .leftParen else { return nil }
        let close = Int(closers[open])
        var b = close + 1
        while b < n, tokens[b].kind != .leftBrace, tokens[b].kind != .rightBrace {
            if let keyword = tokens[b].keyword, declarationKeywords.contains(keyword) { return nil }
            b += 1
        }
        guard b < n, tokens[b].kind == .leftBrace else { return nil }
        return Declaration(name: name, parameters: open...close, body: b..<Int(closers[b]))
    }

    /// The name token of the innermost type body holding token `t`.
    func innermostType(_ t: Int) -> Int? {
        typeBodies.innermost(t).map { types[$0].name }
    }
}
