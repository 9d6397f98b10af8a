import SwiftLexer

/// Which argument labels each construction of a type passes, found from the tokens (pass 1
/// skims bodies, where the constructions are): `observed_object_inline_init` does not report an
/// inline default that no construction in the project leaves to run. Recorded into
/// `VaryingInputs` (hashed, `PreviewUses.hash`) as
/// - `Type(=a,b`: a construction `Type(a: …, b: …)` (labels sorted, unlabeled arguments left out;
///   `Type { … }` and `Type()` are `Type(=`), and `*(=a,b` for `.init(a:b:)`, `Self(…)`;
/// - `Type(hosted`: `Type(…)` is the `rootView:` of a hosting controller or view (directly, or
///   through a local `let` of the same block), built where a controller is made rather than on
///   every evaluation of a body;
/// - `Type(+`: some construction of `Type` by name is seen (with either of the keys above): a
///   required property that no construction passes a changing value is fixed only then, not
///   when the view is made outside the project.
/// - `Type(row`: `Type(…)` is built in the content closure of a `ForEach` or `List` (`ForEach(items)
///   { item in Type(…) }`): one per row, each evaluated as the rows are built or scroll in.
/// With them, `#identifies` (`IdentityUses`): some call identifies elements by `id`.
/// Constructions in `#Preview { … }` and in types conforming to `PreviewProvider` are left out:
/// a preview makes its view once per render.
enum ConstructionLabels {
    static func key(_ type: String, labels: [String]) -> String { type + "(=" + labels.sorted().joined(separator: ",") }

    /// `PreviewUses.hash` of the type at token `callee` (`*` for `VaryingInputs.unknownType`)
    /// followed by `suffix`, fed piece by piece: a string per construction cost more than the scan.
    static func typeHasher(_ callee: Int, _ tree: SyntaxTree) -> NameHasher {
        var h = NameHasher()
        if callee == VaryingInputs.unknownType { h.add("*") } else { h.add(tree, identifier: callee) }
        return h
    }

    /// `PreviewUses.hash(key(type, labels:))` for the labels at tokens `labels`; strings are made
    /// only to sort two or more.
    static func keyHash(_ type: NameHasher, labels: [Int], _ tree: SyntaxTree) -> UInt64 {
        var h = type
        h.add("(=")
        if labels.count == 1 {
            h.add(tree, identifier: labels[0])
        } else if labels.count > 1 {
            for (k, label) in labels.map({ tree.identifierText($0) }).sorted().enumerated() {
                if k > 0 { h.add(UInt8(ascii: ",")) }
                h.add(label)
            }
        }
        return h.value
    }

    static func scan(_ tree: SyntaxTree, into out: inout [UInt64]) {
        let tokens = tree.tokens
        let n = tokens.count
        func isUpper(_ t: Int) -> Bool { VaryingInputs.startsUppercase(t, tree) }
        var k = 0
        // The braces that open a `ForEach`'s or `List`'s content closure, and the depths of those
        // open around `k`.
        var rowOpeners = Set<Int>()
        var rowDepths: [Int] = []
        var depth = 0
        func markRow(_ type: NameHasher) {
            guard !rowDepths.isEmpty else { return }
            var h = type
            h.add("(row")
            out.append(h.value)
        }
        while k < n {
            defer { k += 1 }
            if tokens[k].kind == .leftBrace {
                depth += 1
                if rowOpeners.contains(k) { rowDepths.append(depth) }
            } else if tokens[k].kind == .rightBrace {
                if rowDepths.last == depth { rowDepths.removeLast() }
                depth -= 1
            }
            switch tokens[k].kind {
            case .pound where k + 2 < n && tokens[k + 1].kind == .identifier && tree.identifier(k + 1, is: "Preview"):
                // `#Preview("name") { … }`: past its arguments and its closure.
                var j = k + 2
                if tokens[j].kind == .leftParen { j = VaryingInputs.closing(j, tokens) + 1 }
                if j < n, tokens[j].kind == .leftBrace { j = VaryingInputs.closing(j, tokens) }
                k = j
            case .keyword where isPreviewProviderDecl(k, tree):
                var j = k + 1
                while j < n, tokens[j].kind != .leftBrace { j += 1 }
                k = j < n ? VaryingInputs.closing(j, tokens) : n
            case .leftParen where k > 0:
                if tokens[k - 1].kind == .identifier, tree.identifier(k - 1, is: "ForEach") || tree.identifier(k - 1, is: "List") {
                    let close = VaryingInputs.closing(k, tokens)
                    if close + 1 < n, tokens[close + 1].kind == .leftBrace { rowOpeners.insert(close + 1) }
                }
                if IdentityUses.identifies(paren: k, tree) {
                    out.append(PreviewUses.hash(IdentityUses.key))
                    IdentityUses.dataNames(paren: k, tree, into: &out)
                }
                guard let callee = VaryingInputs.calleeType(k, tree, isUpper) else { continue }
                if callee != VaryingInputs.unknownType { PositionalIDs.scan(paren: k, type: callee, tree, into: &out) }
                let type = typeHasher(callee, tree)
                if callee != VaryingInputs.unknownType {
                    var h = type
                    h.add("(+")
                    out.append(h.value)
                }
                let start = constructionStart(k, tree)
                if (start >= 2 && tokens[start - 1].kind == .colon && tokens[start - 2].kind == .identifier
                    && tree.identifier(start - 2, is: "rootView")) || hostedLocal(constructedAt: start, paren: k, tree) {
                    var h = type
                    h.add("(hosted")
                    out.append(h.value)
                } else {
                    out.append(keyHash(type, labels: labelTokens(from: k, tree), tree))
                    if callee != VaryingInputs.unknownType { markRow(type) }
                }
            case .leftBrace where k > 0 && isUpper(k - 1) && tokens[k - 1].kind == .identifier:
                // `Type { … }`: a trailing closure alone. `rootView: Type { … }` first: after a
                // colon it looks like a type's inheritance clause.
                if k >= 3, tokens[k - 2].kind == .colon, tokens[k - 3].kind == .identifier, tree.identifier(k - 3, is: "rootView") {
                    for suffix in ["(hosted", "(+"] {
                        var h = typeHasher(k - 1, tree)
                        h.add(suffix)
                        out.append(h.value)
                    }
                    continue
                }
                guard !MemberUses.precedesATypeBody(k - 1, tokens) else { continue }
                if k >= 2, tokens[k - 2].keyword == .`struct` || tokens[k - 2].keyword == .`class`
                    || tokens[k - 2].keyword == .`enum` || tokens[k - 2].keyword == .`extension` { continue }
                let type = typeHasher(k - 1, tree)
                out.append(keyHash(type, labels: [], tree))
                var h = type
                h.add("(+")
                out.append(h.value)
                markRow(type)
            default:
                continue
            }
        }
    }

    /// `let view = Popover()` whose local is then a hosting view's `rootView: view`, later in the
    /// same block (within 400 tokens: a launch method, not a body): hosted as well.
    static func hostedLocal(constructedAt start: Int, paren: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        guard start >= 3, tokens[start - 1].kind == .equal, tokens[start - 2].kind == .identifier,
              let kw = tokens[start - 3].keyword, kw == .`let` || kw == .`var` else { return false }
        let name = tree.identifierText(start - 2)
        let n = tokens.count
        var j = VaryingInputs.closing(paren, tokens) + 1
        var depth = 0
        let end = min(n - 2, j + 400)
        while j < end {
            switch tokens[j].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth < 0 { return false }
            case .identifier where tokens[j + 1].kind == .colon && tokens[j + 2].kind == .identifier
                && tree.identifier(j, is: "rootView") && tree.identifierText(j + 2) == name:
                return true
            default: break
            }
            j += 1
        }
        return false
    }

    /// The first token of the callee before the `(` at `paren`: `Row` of `Row(`, `A` of `A.Row(`,
    /// `Row` of `Row<T>(` and `Row.init(`.
    static func constructionStart(_ paren: Int, _ tree: SyntaxTree) -> Int {
        let tokens = tree.tokens
        var p = paren - 1
        // Back over `<…>`, `.init`, and `A.` qualifiers.
        var steps = 0
        while p > 0 && steps < 40 {
            steps += 1
            let t = tokens[p]
            if t.kind == .binaryOperator || t.kind == .postfixOperator, tree.tokenText(p).contains(">") {
                var depth = 0
                var j = p
                while j > 0 && p - j < 40 {
                    let s = tree.tokenText(j)
                    depth += s.filter { $0 == ">" }.count - s.filter { $0 == "<" }.count
                    if depth <= 0 && s.contains("<") { break }
                    j -= 1
                }
                p = j - 1
                continue
            }
            if tokens[p - 1].kind == .period, p >= 2, tokens[p - 2].kind == .identifier || tokens[p - 2].keyword == .`Self` {
                p -= 2
                continue
            }
            break
        }
        return max(p, 0)
    }

    /// The labels of the call whose `(` is at `paren`, in written order.
    static func labels(from paren: Int, _ tree: SyntaxTree) -> [String] {
        labelTokens(from: paren, tree).map { tree.identifierText($0) }
    }

    /// The tokens of `labels(from:)`.
    static func labelTokens(from paren: Int, _ tree: SyntaxTree) -> [Int] {
        let tokens = tree.tokens
        let n = tokens.count
        var out: [Int] = []
        var k = paren + 1
        var atArgumentStart = true
        var depth = 0
        while k < n {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace, .stringHead: depth += 1
            case .rightParen, .rightSquare, .rightBrace, .stringTail: depth -= 1
            default: break
            }
            if depth < 0 { break }
            if depth == 0 && tokens[k].kind == .comma {
                atArgumentStart = true
                k += 1
                continue
            }
            if atArgumentStart, depth == 0, k + 1 < n, tokens[k + 1].kind == .colon,
               tokens[k].kind == .identifier || tokens[k].kind == .keyword {
                out.append(k)
            }
            atArgumentStart = false
            k += 1
        }
        return out
    }

    /// `struct X: PreviewProvider {` (or a protocol the file declares refining it is not known
    /// here: only the direct conformance).
    static func isPreviewProviderDecl(_ k: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        guard let kw = tokens[k].keyword, kw == .`struct` || kw == .`enum` || kw == .`class` || kw == .`extension` else { return false }
        var j = k + 1
        while j < tokens.count, j - k < 24, tokens[j].kind != .leftBrace {
            if tokens[j].kind == .identifier, tree.identifier(j, is: "PreviewProvider") { return true }
            j += 1
        }
        return false
    }
}
