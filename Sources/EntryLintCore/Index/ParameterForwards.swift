import SwiftLexer

/// A labelled argument that passes a parameter of the enclosing function on unchanged
/// (`func tappable(menu: Bool = true) -> some View { modifier(Tappable(menu: menu)) }`): the
/// key `Tappable(menu` may change only when some call passes `tappable(menu:` a value that may.
/// `VaryingInputs` records the edge instead of the key; `propagate` marks the target changing
/// once the project's keys are merged, so a literal passed two calls away still counts as fixed.
public struct VaryingForward: Sendable, Hashable, Comparable {
    /// `PreviewUses.hash` of `function(label`: the parameter passed on.
    public var from: UInt64
    /// The key it reaches: `Type(label` or `function(label`.
    public var to: UInt64

    public static func < (a: Self, b: Self) -> Bool { (a.from, a.to) < (b.from, b.to) }

    /// `inputs` with every key reachable from a changing one through `forwards` added: the
    /// project's varying inputs.
    static func propagate(_ inputs: NameHashSet, _ forwards: [VaryingForward]) -> NameHashSet {
        guard !forwards.isEmpty else { return inputs }
        var bySource: [UInt64: [UInt64]] = [:]
        for f in forwards { bySource[f.from, default: []].append(f.to) }
        var out = inputs
        var work = Array(inputs.filter { bySource[$0] != nil })
        while let key = work.popLast() {
            for target in bySource[key] ?? [] where out.insert(target).inserted { work.append(target) }
        }
        return out
    }
}

/// The `func` declarations of a file, from its tokens: where each body is and the external
/// label of each named parameter, to tell an argument that forwards a parameter.
struct FunctionScopes {
    struct Function {
        var name: Int
        var body: Range<Int>
        /// Local name → external label (`_` for none).
        var labels: [String: String]
    }

    private(set) var functions: [Function] = []
    /// `functions`' bodies, for `enclosing`.
    private var bodies = NestedRanges([])

    init(_ tree: SyntaxTree, _ declarations: TokenDeclarations) {
        let tokens = tree.tokens
        for function in declarations.functions {
            guard let clause = function.parameters else { continue }
            let (open, close) = (clause.lowerBound, clause.upperBound)
            var labels: [String: String] = [:]
            var start = open + 1
            var depth = 0
            var j = open + 1
            while j <= close {
                switch tokens[j].kind {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                default: break
                }
                if (depth == 0 && tokens[j].kind == .comma) || j == close {
                    // `label name:`, `name:`, `_ name:`.
                    if start + 1 < j, tokens[start + 1].kind == .colon, tokens[start].kind == .identifier {
                        let name = tree.identifierText(start)
                        labels[name] = name
                    } else if start + 2 < j, tokens[start + 2].kind == .colon, tokens[start + 1].kind == .identifier,
                              tokens[start].kind == .identifier || tokens[start].kind == .keyword || tokens[start].kind == .wildcard {
                        labels[tree.identifierText(start + 1)] = tokens[start].kind == .wildcard ? "_" : tree.identifierText(start)
                    }
                    start = j + 1
                }
                if depth < 0 { break }
                j += 1
            }
            functions.append(Function(name: function.name, body: function.body, labels: labels))
        }
        bodies = NestedRanges(functions.map(\.body))
    }

    /// The innermost function whose body holds token `t`.
    func enclosing(_ t: Int) -> Function? {
        // The holder starting last (function bodies never share a start).
        bodies.innermost(t).map { functions[$0] }
    }

    /// The hash of `function(label` when token `t` is a bare parameter name of the function
    /// around it, passed on unchanged: not rebound before `t` in that body (`let`, `var`, `case`,
    /// `for`, a closure's `name in`).
    func forwardedParameter(_ t: Int, _ tree: SyntaxTree) -> UInt64? {
        let tokens = tree.tokens
        guard tokens[t].kind == .identifier, let f = enclosing(t), !f.labels.isEmpty else { return nil }
        let name = tree.identifierText(t)
        guard let label = f.labels[name], label != "_" else { return nil }
        // Compared by bytes: a string per identifier of the body, per argument, was most of the scan.
        for j in f.body.lowerBound..<t where tokens[j].kind == .identifier && tree.sameIdentifier(j, t) {
            if j > 0, let kw = tokens[j - 1].keyword, kw == .`let` || kw == .`var` || kw == .`case` || kw == .`for` { return nil }
            if j + 1 < tokens.count, tokens[j + 1].keyword == .`in` { return nil }
        }
        var h = NameHasher()
        h.add(tree, identifier: f.name)
        h.add(UInt8(ascii: "("))
        for b in label.utf8 { h.add(b) }
        return h.value
    }
}
