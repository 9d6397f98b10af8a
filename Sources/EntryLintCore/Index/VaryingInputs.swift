import SwiftLexer

/// What one file can change about a view's inputs, found from the tokens (pass 1 skims bodies,
/// where calls and assignments are): a `conditional_modifier` condition built from a stored
/// property or an environment value is fixed for the run only when no file of the project can
/// change it. Kept as hashes (`PreviewUses.hash`) of four kinds of key:
/// - `Type(label`: a call of `Type(…)` (or `Type.init(…)`) passes `label:` a value that is not a
///   literal or a `@Namespace` of the caller, so the property of that name may vary per
///   evaluation; `function(label` the same for a call of a function or method by name (its
///   parameter may vary); an argument that passes on a parameter of the enclosing function
///   unchanged is a `VaryingForward` instead, followed once the project is merged; `Type(*` when `Type.init` is used as a function (any label); `*(label` for
///   `.init(label:)`, `Self(label:)`, `self.init(label:)`, whose type the tokens do not tell;
/// - `=name`: something is assigned to, mutated through (`&x`, `x.toggle()`) or declared over a
///   name (`copy.isCompact = true` in a builder-style method), other than by a statement of an
///   `init`'s body (`self.isCompact = isCompact` sets the value the view is made with);
/// - `\key`: an environment key path used other than in `@Environment(\.key)` or
///   `.environment(\.key, literal)`, which sets it to something that may change.
/// A key declared in `extension EnvironmentValues` whose value is not fixed when nothing sets it
/// is `\\key` too: an `@Entry` default that is not a literal, a computed property that is not
/// `self[K.self]` with a literal `K.defaultValue` in the same file (it may read other keys).
/// Two more kinds are recorded by their own scanners: `~name`, a collection changed at run time
/// (`CollectionChanges`), and `Type(=labels`, the labels one construction passes
/// (`ConstructionLabels`).
/// Over-approximate on purpose: a key recorded by mistake only keeps a finding.
enum VaryingInputs {
    /// Token `t` is a name (or `Self`) starting with an uppercase letter, read from its first byte:
    /// no string is made for the many calls of functions.
    static func startsUppercase(_ t: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        guard tokens[t].kind == .identifier || tokens[t].keyword == .`Self`, tokens[t].length > 0 else { return false }
        let start = Int(tokens[t].start) + (tokens[t].flags.contains(.backticked) && tokens[t].length > 1 ? 1 : 0)
        let first = tree.source[start]
        return first >= 0x41 && first <= 0x5A
    }

    /// The file seen as a whole project: its keys with its own forwards followed.
    static func scan(_ tree: SyntaxTree) -> NameHashSet {
        var forwards = Set<VaryingForward>()
        let keys = scan(tree, forwards: &forwards)
        return VaryingForward.propagate(keys, forwards.sorted())
    }

    static func scan(_ tree: SyntaxTree, forwards: inout Set<VaryingForward>,
                     declarations: TokenDeclarations? = nil) -> NameHashSet {
        // Keys gathered in an array and made a set once, at its size: a set grown key by key
        // rehashed everything at each doubling, and most keys repeat (`Type(+` per construction).
        var out: [UInt64] = []
        let tokens = tree.tokens
        let n = tokens.count
        let namespaces = namespaceNames(tree)
        let declarations = declarations ?? TokenDeclarations(tree)
        let scopes = FunctionScopes(tree, declarations)
        let inits = InitializerBodies(declarations)
        func isUpper(_ t: Int) -> Bool { VaryingInputs.startsUppercase(t, tree) }
        var k = 0
        while k < n {
            defer { k += 1 }
            let t = tokens[k]
            switch t.kind {
            case .leftParen where k > 0:
                // `Row(label: …)` keys `Row(label`; `.tappable(menu: …)` keys `tappable(menu`, read
                // for a function's parameter (`RunFixedInputs`).
                guard let callee = calleeType(k, tree, isUpper) ?? functionCallee(k, tree) else { continue }
                recordArguments(from: k, callee: callee, tree, namespaces, scopes) { out.append($0) } forward: { forwards.insert($0) }
            case .keyword where t.keyword == .`extension` && k + 2 < n && tokens[k + 1].kind == .identifier
                && tree.identifierText(k + 1) == "EnvironmentValues" && tokens[k + 2].kind == .leftBrace:
                for key in unfixedDeclaredKeys(body: k + 2, tree) { out.append(PreviewUses.hash("\\" + key)) }
            case .keyword where t.keyword == .`init` && k >= 2 && tokens[k - 1].kind == .period:
                // `Row.init` passed as a function: its labels are not written.
                if k + 1 >= n || tokens[k + 1].kind != .leftParen {
                    var h = NameHasher()
                    if isUpper(k - 2) { h.add(tree, identifier: k - 2) } else { h.add("*") }
                    h.add("(*")
                    out.append(h.value)
                }
            case .identifier, .keyword:
                guard k + 1 < n, t.kind == .identifier || t.keyword == .`self` else { continue }
                // `var isOn = false`: a declaration's initial value, not an assignment.
                if k > 0, let kw = tokens[k - 1].keyword, kw == .`var` || kw == .`let` { continue }
                let next = tokens[k + 1]
                let assigned: Bool
                switch next.kind {
                case .equal:
                    assigned = true
                case .binaryOperator:
                    assigned = isCompoundAssignment(k + 1, tree)
                case .period:
                    // `isOn.toggle()`.
                    assigned = k + 2 < n && tokens[k + 2].kind == .identifier && tree.identifier(k + 2, is: "toggle")
                default:
                    assigned = false
                }
                // `&flag`, `&self.flag`: passed inout.
                let inout_ = k > 0 && tokens[k - 1].kind == .prefixAmpersand
                // `self.flag = flag` directly in an `init`: the construction, which the owner's
                // own initializers tell (`RunFixedInputs`), not a change of the stored value.
                let constructs = next.kind == .equal && inits.isTopLevelStatement(k, tree)
                if (assigned && !constructs) || inout_ { out.append(assignmentKey(k, tree)) }
                if inout_ {
                    var j = k + 1
                    while j + 1 < n && tokens[j].kind == .period && tokens[j + 1].kind == .identifier {
                        out.append(assignmentKey(j + 1, tree))
                        j += 2
                    }
                }
            case .backslash:
                guard let (key, end) = environmentKeyPath(k, tree) else { continue }
                // `id: \.self` is everywhere; only `.environment(\.self, values)` sets every key.
                if key == "self" && !(k >= 2 && tokens[k - 1].kind == .leftParen && tokens[k - 2].kind == .identifier
                    && ["environment", "transformEnvironment"].contains(tree.identifierText(k - 2))) { continue }
                if !isEnvironmentRead(k, tree) && !isLiteralInjection(k, end: end, tree) {
                    out.append(PreviewUses.hash("\\" + key))
                }
            default:
                continue
            }
        }
        CollectionChanges.scan(tree, declarations, into: &out)
        ConstructionLabels.scan(tree, into: &out)
        return NameHashSet(out)
    }

    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", "<<=", ">>=", "??="]

    /// Whether operator token `t` is one of `compoundAssignments`, read from its bytes (every
    /// name followed by an operator asks).
    static func isCompoundAssignment(_ t: Int, _ tree: SyntaxTree) -> Bool {
        let r = tree.tokens[t].range
        guard r.count >= 2, r.count <= 3, tree.source[r.upperBound - 1] == UInt8(ascii: "=") else { return false }
        let a = tree.source[r.lowerBound], b = tree.source[r.lowerBound + 1]
        if r.count == 2 { return "+-*/%|&^".utf8.contains(a) }
        return (a == UInt8(ascii: "<") || a == UInt8(ascii: ">") || a == UInt8(ascii: "?")) && b == a
    }

    /// The key `=name` of the name at token `t`.
    static func assignmentKey(_ t: Int, _ tree: SyntaxTree) -> UInt64 {
        var h = NameHasher()
        h.add("=")
        h.add(tree, identifier: t)
        return h.value
    }

    /// `calleeType`'s callee when the tokens do not tell the type (`*`).
    static let unknownType = -1

    /// The type a `(` calls, when it is one: `Row(`, `A.Row(`, `Row<T>(`, `Row.init(`, as the
    /// token of its name; `unknownType` (`*`) for `.init(`, `Self(`, `self.init(`, `super.init(`.
    /// `nil` for anything else (functions, declarations' parameter clauses).
    static func calleeType(_ paren: Int, _ tree: SyntaxTree, _ isUpper: (Int) -> Bool) -> Int? {
        let tokens = tree.tokens
        var p = paren - 1
        if tokens[p].keyword == .`init` {
            // `init(` alone is a declaration.
            guard p >= 1, tokens[p - 1].kind == .period else { return nil }
            guard p >= 2 else { return unknownType }
            if tokens[p - 2].keyword == .`Self` || tokens[p - 2].keyword == .`self` || tokens[p - 2].keyword == .`super` { return unknownType }
            return isUpper(p - 2) ? p - 2 : unknownType
        }
        if tokens[p].keyword == .`Self` { return unknownType }
        // `Row<Content>(`: back over the generic arguments.
        if tokens[p].kind == .binaryOperator || tokens[p].kind == .postfixOperator, tree.lastByte(ofToken: p) == UInt8(ascii: ">") {
            var depth = 0
            var j = p
            while j > 0 && paren - j < 40 {
                let (open, close) = angleBrackets(j, tree)
                depth += close - open
                if depth <= 0 && open > 0 { break }
                j -= 1
            }
            guard j > 0 else { return nil }
            p = j - 1
        }
        guard isUpper(p) else { return nil }
        // `func Make(`, `case Some(`: declarations.
        if p >= 1, let kw = tokens[p - 1].keyword, kw == .`func` || kw == .`case` { return nil }
        return p
    }

    /// The function a `(` calls, by name: `tappable(` or `.tappable(` (a lowercase name, or a
    /// keyword after a period: `.if(`), not a declaration (`func tappable(`).
    static func functionCallee(_ paren: Int, _ tree: SyntaxTree) -> Int? {
        let tokens = tree.tokens
        let p = paren - 1
        guard p >= 0, tokens[p].length > 0 else { return nil }
        switch tokens[p].kind {
        case .identifier:
            let first = tree.source[Int(tokens[p].start) + (tokens[p].flags.contains(.backticked) && tokens[p].length > 1 ? 1 : 0)]
            guard first < 0x41 || first > 0x5A else { return nil }
        case .keyword:
            guard p >= 1, tokens[p - 1].kind == .period, tokens[p].keyword != .`init` else { return nil }
        default:
            return nil
        }
        if p >= 1, let kw = tokens[p - 1].keyword, kw == .`func` || kw == .`case` { return nil }
        return p
    }

    /// How many `<` and `>` characters token `t` holds: counted in its bytes when they are all
    /// ASCII, else as characters (a `<` followed by a combining mark is another character).
    static func angleBrackets(_ t: Int, _ tree: SyntaxTree) -> (open: Int, close: Int) {
        let r = tree.tokens[t].range
        var open = 0, close = 0
        for b in tree.source[r] {
            if b >= 0x80 {
                let s = tree.tokenText(t)
                return (s.filter { $0 == "<" }.count, s.filter { $0 == ">" }.count)
            }
            if b == UInt8(ascii: "<") { open += 1 } else if b == UInt8(ascii: ">") { close += 1 }
        }
        return (open, close)
    }

    /// Each `label: value` of the call opened at `paren` whose value may change, as the hash
    /// of its key `Type(label` (`callee` is `calleeType`'s).
    static func recordArguments(from paren: Int, callee: Int, _ tree: SyntaxTree, _ namespaces: Set<String>,
                                _ scopes: FunctionScopes, _ record: (UInt64) -> Void, forward: (VaryingForward) -> Void) {
        let tokens = tree.tokens
        let n = tokens.count
        var k = paren + 1
        while k < n {
            // One argument: `label: value` or `value`, up to a `,` or `)` at this depth.
            var label: Int?
            if k + 1 < n, tokens[k + 1].kind == .colon, tokens[k].kind == .identifier || tokens[k].kind == .keyword {
                label = k
                k += 2
            }
            let start = k
            var depth = 0
            while k < n {
                switch tokens[k].kind {
                case .leftParen, .leftSquare, .leftBrace, .stringHead: depth += 1
                case .rightParen, .rightSquare, .rightBrace, .stringTail: depth -= 1
                default: break
                }
                if depth < 0 || (depth == 0 && tokens[k].kind == .comma) { break }
                k += 1
            }
            if let label, !isFixedValue(start..<k, tree, namespaces) {
                var h = NameHasher()
                if callee == unknownType { h.add("*") } else { h.add(tree, identifier: callee) }
                h.add("(")
                h.add(tree, identifier: label)
                // A parameter passed on: changing only when the function's callers change it.
                if k - start == 1, let source = scopes.forwardedParameter(start, tree) {
                    forward(VaryingForward(from: source, to: h.value))
                } else {
                    record(h.value)
                }
            }
            guard k < n, tokens[k].kind == .comma else { return }
            k += 1
        }
    }

    /// A single literal token (`true`, `nil`, `3`, `"a"`), a `@Namespace` property's name, or an
    /// implicit member built from literals only (`.custom("Menlo", size: 13, relativeTo: .body)`,
    /// `.leading`, `.init(width: 8, height: 8)`): the same value every time the call runs. Not the
    /// members that read the clock, the locale or a random source (`.now`, `.current`, `.random`).
    static func isFixedValue(_ range: Range<Int>, _ tree: SyntaxTree, _ namespaces: Set<String>) -> Bool {
        guard range.count == 1 else { return isLiteralMember(range, tree) }
        let t = tree.tokens[range.lowerBound]
        switch t.kind {
        case .integerLiteral, .floatLiteral, .stringLiteral: return true
        case .keyword: return t.keyword == .`true` || t.keyword == .`false` || t.keyword == .`nil`
        // Most files declare no namespace: no string is made for each argument then.
        case .identifier: return !namespaces.isEmpty && namespaces.contains(tree.identifierText(range.lowerBound))
        default: return false
        }
    }

    static let varyingMembers: Set<String> = ["now", "current", "autoupdatingCurrent", "random", "shared", "default", "standard"]
    static let varyingMemberHashes = HashedNames(varyingMembers)

    /// `.name`, `.name(…)` whose arguments are literals, labels and such members again.
    static func isLiteralMember(_ range: Range<Int>, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        guard range.count >= 2, range.count <= 40, tokens[range.lowerBound].kind == .period else { return false }
        for k in range {
            switch tokens[k].kind {
            case .integerLiteral, .floatLiteral, .stringLiteral, .period, .leftParen, .rightParen, .comma, .colon:
                continue
            case .prefixOperator where tree.tokenText(k) == "-":
                continue
            case .keyword:
                // `.init(`, `true`, `false`, `nil`; a label spelled as a keyword (`in:`).
                if let kw = tokens[k].keyword, kw == .`true` || kw == .`false` || kw == .`nil` { continue }
                if tokens[k].keyword == .`init`, k > range.lowerBound, tokens[k - 1].kind == .period { continue }
                if k + 1 < range.upperBound, tokens[k + 1].kind == .colon { continue }
                return false
            case .identifier:
                if k + 1 < range.upperBound, tokens[k + 1].kind == .colon { continue }
                guard k > range.lowerBound, tokens[k - 1].kind == .period,
                      !varyingMemberHashes.contains(PreviewUses.hash(tree, token: k)) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Names of `@Namespace var name` properties declared in the file: a namespace's ID is the
    /// same for the whole life of its view.
    static func namespaceNames(_ tree: SyntaxTree) -> Set<String> {
        var out = Set<String>()
        let tokens = tree.tokens
        var k = 0
        while k + 1 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .atSign, tokens[k + 1].kind == .identifier, tree.identifier(k + 1, is: "Namespace") else { continue }
            var j = k + 2
            while j < tokens.count && j - k < 8 {
                if tokens[j].keyword == .`var` {
                    if j + 1 < tokens.count, tokens[j + 1].kind == .identifier { out.insert(tree.identifierText(j + 1)) }
                    break
                }
                j += 1
            }
        }
        return out
    }

    /// The token closing the bracket opened at `open` (or the last token).
    static func closing(_ open: Int, _ tokens: [Token]) -> Int {
        var depth = 0
        var k = open
        while k < tokens.count {
            switch tokens[k].kind {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare:
                depth -= 1
                if depth == 0 { return k }
            default: break
            }
            k += 1
        }
        return tokens.count - 1
    }

    /// A literal token that ends its declaration: what follows starts a line or closes the body.
    static func isLiteralEnding(_ k: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        guard k < tokens.count, isFixedValue(k..<k + 1, tree, []) else { return false }
        guard k + 1 < tokens.count else { return true }
        let next = tokens[k + 1]
        return next.flags.contains(.atStartOfLine) || next.kind == .rightBrace || next.kind == .semicolon
    }

    /// The `var`s of an `extension EnvironmentValues { … }` (body at `open`) whose value is
    /// not fixed when no one sets them.
    static func unfixedDeclaredKeys(body open: Int, _ tree: SyntaxTree) -> [String] {
        let tokens = tree.tokens
        let end = closing(open, tokens)
        var out: [String] = []
        var k = open + 1
        while k < end {
            defer { k += 1 }
            switch tokens[k].kind {
            case .leftBrace, .leftParen, .leftSquare:
                // Nested bodies (a nested key type, an attribute's arguments) are not members.
                k = closing(k, tokens)
                continue
            default:
                break
            }
            guard tokens[k].keyword == .`var`, k + 1 < end, tokens[k + 1].kind == .identifier else { continue }
            let name = tree.identifierText(k + 1)
            var j = k + 2
            // Past `: Type` to `=`, `{` or the next line.
            while j < end, tokens[j].kind != .equal, tokens[j].kind != .leftBrace, !tokens[j].flags.contains(.atStartOfLine) {
                if tokens[j].kind == .leftParen || tokens[j].kind == .leftSquare { j = closing(j, tokens) }
                j += 1
            }
            // `@Entry var x: Bool?`: nil until set.
            guard j < end, !tokens[j].flags.contains(.atStartOfLine) else { continue }
            if tokens[j].kind == .equal {
                if !isLiteralEnding(j + 1, tree) { out.append(name) }
                k = j
                continue
            }
            // `{ get { self[K.self] } set { … } }`.
            let bodyEnd = closing(j, tokens)
            var keyType: String?
            var m = j
            while m + 4 < bodyEnd {
                if tokens[m].keyword == .`self`, tokens[m + 1].kind == .leftSquare, tokens[m + 2].kind == .identifier,
                   tokens[m + 3].kind == .period, tokens[m + 4].keyword == .`self` {
                    keyType = tree.identifierText(m + 2)
                    break
                }
                m += 1
            }
            if keyType.map({ !hasLiteralDefault($0, tree) }) ?? true { out.append(name) }
            k = bodyEnd
        }
        return out
    }

    /// `struct K: EnvironmentKey { static let defaultValue[: T] = literal }` in this file.
    static func hasLiteralDefault(_ keyType: String, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        var k = 0
        while k + 1 < tokens.count {
            defer { k += 1 }
            guard let kw = tokens[k].keyword, kw == .`struct` || kw == .`enum`, tokens[k + 1].kind == .identifier,
                  tree.identifierText(k + 1) == keyType else { continue }
            var open = k + 2
            while open < tokens.count && tokens[open].kind != .leftBrace { open += 1 }
            guard open < tokens.count else { return false }
            let end = closing(open, tokens)
            for m in open..<end where tokens[m].kind == .identifier && tree.identifierText(m) == "defaultValue" {
                var j = m + 1
                while j < end, tokens[j].kind != .equal, tokens[j].kind != .leftBrace, !tokens[j].flags.contains(.atStartOfLine) { j += 1 }
                return j < end && tokens[j].kind == .equal && isLiteralEnding(j + 1, tree)
            }
            return false
        }
        return false
    }

    /// `\.key` or `\EnvironmentValues.key` at `slash`: the key and the token after it.
    static func environmentKeyPath(_ slash: Int, _ tree: SyntaxTree) -> (String, Int)? {
        let tokens = tree.tokens
        var k = slash + 1
        if k < tokens.count, tokens[k].kind == .identifier, tree.identifierText(k) == "EnvironmentValues" { k += 1 }
        guard k + 1 < tokens.count, tokens[k].kind == .period,
              tokens[k + 1].kind == .identifier || tokens[k + 1].kind == .keyword else { return nil }
        // `\.a.b`: a key path into a value is not a key of its own; record its first component.
        return (tree.identifierText(k + 1), k + 2)
    }

    /// `Environment(\.key)`, `@Environment(\.key)`: a read.
    static func isEnvironmentRead(_ slash: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        guard slash >= 2, tokens[slash - 1].kind == .leftParen, tokens[slash - 2].kind == .identifier else { return false }
        return tree.identifierText(slash - 2) == "Environment"
    }

    /// `.environment(\.key, true)`: set to a literal, fixed at that position in the hierarchy.
    static func isLiteralInjection(_ slash: Int, end: Int, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        guard slash >= 2, tokens[slash - 1].kind == .leftParen, tokens[slash - 2].kind == .identifier,
              tree.identifierText(slash - 2) == "environment" else { return false }
        guard end + 2 < tokens.count, tokens[end].kind == .comma, tokens[end + 2].kind == .rightParen else { return false }
        return isFixedValue(end + 1..<end + 2, tree, [])
    }
}
