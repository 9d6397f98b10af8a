import SwiftLexer

/// Entry point: bytes in, tree out. Never throws; problems are in `SyntaxTree.errors`.
public enum SwiftParser {
    /// Deeper nesting than this (parentheses, closures, types, statements…) is reported as an error
    /// and skipped, so hostile input cannot exhaust the stack.
    public static let maximumNesting = 256

    /// With `skimBodies`, the bodies of functions, initializers and accessors are kept as token
    /// ranges without being parsed: enough for declaration summaries, at a fraction of the cost.
    /// The bodies of functions and implicit getters carrying one of `parsingBodiesMarked`'s
    /// attributes (written without `@`) are parsed all the same: the caller says which
    /// declarations it reads the statements of; the parser knows no attribute's meaning.
    /// `stream`: the lexer's tokens of these very bytes, when the caller has them already.
    public static func parse(_ source: [UInt8], stream lexed: TokenStream? = nil, skimBodies: Bool = false,
                             parsingBodiesMarked attributes: [String] = []) -> SyntaxTree {
        source.withUnsafeBufferPointer { src in
            let stream = lexed ?? Lexer.lex(src)
            return stream.tokens.withUnsafeBufferPointer { toks in
                var parser = Parser(toks, src)
                parser.skimBodies = skimBodies
                parser.parsedBodyAttributes = attributes.map { Array($0.utf8) }
                let root = parser.parseSourceFile()
                for d in stream.diagnostics {
                    switch d.kind {
                    case .unterminatedString, .unterminatedBlockComment, .unterminatedRegex, .unterminatedBacktick:
                        parser.errors.append(ParseError(kind: .unterminatedLiteral, offset: d.offset, detail: "\(d.kind)"))
                    case .invalidUTF8, .nulCharacter, .invalidCharacter, .invalidNumber, .conflictMarker:
                        parser.errors.append(ParseError(kind: .invalidCharacter, offset: d.offset, detail: "\(d.kind)"))
                    }
                }
                return SyntaxTree(source: source, stream: stream, nodes: parser.nodes, root: root, errors: parser.errors)
            }
        }
    }
}

/// A recursive-descent parser over the token array. Completed nodes wait on `stack` until their
/// parent is finished and adopts them, so a parent can be made after its children (postfix and
/// infix expressions wrap what came before without moving anything).
struct Parser {
    let toks: UnsafeBufferPointer<Token>
    let src: UnsafeBufferPointer<UInt8>
    var pos = 0
    /// Bytes already consumed from the current token (splitting `>>` in `A<B<C>>`).
    var split = 0
    var nodes: [Node] = []
    var stack: [NodeID] = []
    var errors: [ParseError] = []
    var depth = 0
    var tooDeepReported = false
    /// Declaration bodies are skipped, not parsed (see `SwiftParser.parse(_:skimBodies:)`).
    var skimBodies = false
    /// With `skimBodies`: attribute names whose functions and getters are parsed all the same.
    var parsedBodyAttributes: [[UInt8]] = []

    init(_ toks: UnsafeBufferPointer<Token>, _ src: UnsafeBufferPointer<UInt8>) {
        self.toks = toks
        self.src = src
        nodes.reserveCapacity(toks.count)
        stack.reserveCapacity(64)
    }

    // MARK: - Looking at tokens

    @inline(__always) var tok: Token { toks[pos] }
    @inline(__always) var kind: TokenKind { toks[pos].kind }
    @inline(__always) func peek(_ k: Int = 1) -> Token { toks[min(pos + k, toks.count - 1)] }
    @inline(__always) func at(_ k: TokenKind) -> Bool { toks[pos].kind == k }
    @inline(__always) func at(_ a: TokenKind, _ b: TokenKind) -> Bool { let k = toks[pos].kind; return k == a || k == b }
    @inline(__always) var atEOF: Bool { toks[pos].kind == .eof }

    /// At keyword `kw` (reserved or contextual, not backticked).
    @inline(__always) func at(_ kw: Keyword) -> Bool { Parser.isKeyword(toks[pos], kw) }
    @inline(__always) static func isKeyword(_ t: Token, _ kw: Keyword) -> Bool {
        t.sub == kw.rawValue && (t.kind == .keyword || t.kind == .identifier) && !t.flags.contains(.backticked)
    }
    @inline(__always) func peekIs(_ k: Int, _ kw: Keyword) -> Bool { Parser.isKeyword(peek(k), kw) }

    /// Whether token `t` spells `text`.
    func text(_ t: Token, is text: StaticString) -> Bool {
        guard Int(t.length) == text.utf8CodeUnitCount else { return false }
        let p = text.utf8Start
        for k in 0..<Int(t.length) where src[Int(t.start) + k] != p[k] { return false }
        return true
    }

    /// Whether token `t` spells `bytes`.
    func text(_ t: Token, is bytes: [UInt8]) -> Bool {
        guard Int(t.length) == bytes.count else { return false }
        for k in 0..<bytes.count where src[Int(t.start) + k] != bytes[k] { return false }
        return true
    }

    /// The first unconsumed byte of the current token.
    @inline(__always) var currentByte: UInt8 { toks[pos].length > UInt32(split) ? src[Int(toks[pos].start) + split] : 0 }

    /// At an operator-like token whose remaining text starts with `c` (`<`, `>`, `&`, `?`…).
    func atOperatorPrefix(_ c: UInt8) -> Bool {
        let k = toks[pos].kind
        guard k.isOperator || k == .postfixQuestionMark || k == .infixQuestionMark || k == .exclamationMark
                || k == .prefixAmpersand || k == .equal || k == .arrow || k == .period else { return false }
        return currentByte == c
    }

    /// At an operator token that is exactly `text` (after any split-off prefix).
    func atOperator(_ text: StaticString) -> Bool {
        guard toks[pos].kind.isOperator || toks[pos].kind == .prefixAmpersand || toks[pos].kind == .exclamationMark
                || toks[pos].kind == .postfixQuestionMark || toks[pos].kind == .infixQuestionMark else { return false }
        let t = toks[pos]
        let count = Int(t.length) - split
        guard count == text.utf8CodeUnitCount else { return false }
        let p = text.utf8Start
        for k in 0..<count where src[Int(t.start) + split + k] != p[k] { return false }
        return true
    }

    /// Identifier-like: identifiers, contextual keywords, `_`-free names usable as declared names.
    @inline(__always) var atIdentifier: Bool { toks[pos].kind == .identifier }

    // MARK: - Consuming

    @inline(__always) mutating func bump() {
        if toks[pos].kind != .eof { pos += 1 }
        split = 0
    }

    /// Consumes one byte of an operator token (`>` of `>>`), moving on when the token is used up.
    mutating func bumpByte() {
        split += 1
        if split >= Int(toks[pos].length) { bump() }
    }

    @discardableResult @inline(__always)
    mutating func eat(_ k: TokenKind) -> Bool {
        if toks[pos].kind == k { bump(); return true }
        return false
    }

    @discardableResult @inline(__always)
    mutating func eat(_ kw: Keyword) -> Bool {
        if at(kw) { bump(); return true }
        return false
    }

    /// Consumes `k` or records that it was expected. Never consumes anything else.
    @discardableResult
    mutating func expect(_ k: TokenKind, _ what: StaticString) -> Bool {
        if eat(k) { return true }
        error(.expected, "\(what)")
        return false
    }

    /// Where the current token starts (the end of the source at the end).
    var offset: Int { pos < toks.count ? Int(toks[pos].start) : src.count }

    /// Records an error at the current token.
    mutating func error(_ kind: ParseError.Kind, _ detail: String) {
        error(kind, detail, at: offset)
    }

    /// Records an error at `offset`: skipped tokens are reported where they start, the first
    /// token that does not belong, not where recovery stopped.
    mutating func error(_ kind: ParseError.Kind, _ detail: String, at offset: Int) {
        if let last = errors.last, last.offset == offset, last.kind == kind { return }
        errors.append(ParseError(kind: kind, offset: offset, detail: detail))
    }

    // MARK: - Building nodes

    struct Mark {
        var stack: Int
        var token: Int
    }

    @inline(__always) func mark() -> Mark { Mark(stack: stack.count, token: pos) }

    /// A mark that adopts the last finished node as the first child of the next node.
    @inline(__always) func markBeforeLast() -> Mark {
        let last = stack[stack.count - 1]
        return Mark(stack: stack.count - 1, token: Int(nodes[Int(last)].firstToken))
    }

    /// Makes a node of everything finished since `m`, which become its children.
    @discardableResult
    mutating func finish(_ m: Mark, _ kind: NodeKind, flags: NodeFlags = [], aux: UInt16 = 0) -> NodeID {
        let id = NodeID(nodes.count)
        var first: NodeID = -1
        if stack.count > m.stack {
            first = stack[m.stack]
            var k = m.stack
            while k < stack.count - 1 {
                nodes[Int(stack[k])].nextSibling = stack[k + 1]
                k += 1
            }
            // One `removeLast` per child: most nodes have one to three, and the generic
            // `removeSubrange` cost several times more per call.
            while stack.count > m.stack { stack.removeLast() }
        }
        let end = max(m.token, pos + (split > 0 ? 1 : 0))
        nodes.append(Node(kind: kind, flags: flags, aux: aux, firstToken: UInt32(m.token), endToken: UInt32(end),
                          firstChild: first, nextSibling: -1))
        stack.append(id)
        return id
    }

    /// A node made of the current token.
    @discardableResult
    mutating func leaf(_ kind: NodeKind, flags: NodeFlags = [], aux: UInt16 = 0) -> NodeID {
        let m = mark()
        bump()
        return finish(m, kind, flags: flags, aux: aux)
    }

    /// A node standing for something missing: no tokens.
    @discardableResult
    mutating func missing(_ kind: NodeKind, _ what: StaticString) -> NodeID {
        error(.expected, "\(what)")
        return finish(mark(), kind, flags: .error)
    }

    /// Drops the last finished node from the pending stack (it stays in the array, orphaned).
    mutating func discardLast() { stack.removeLast() }

    /// Wraps the last finished node in a new node of `kind` together with what `body` parses.
    mutating func wrapLast(_ kind: NodeKind, flags: NodeFlags = [], aux: UInt16 = 0, _ body: (inout Parser) -> Void) -> NodeID {
        let m = markBeforeLast()
        body(&self)
        return finish(m, kind, flags: flags, aux: aux)
    }

    /// Whether the declaration begun at `m` carries one of `parsedBodyAttributes`: its body is
    /// parsed even when bodies are skimmed.
    func parsesBody(since m: Mark) -> Bool {
        guard skimBodies, !parsedBodyAttributes.isEmpty else { return false }
        for k in m.stack..<stack.count where nodes[Int(stack[k])].kind == .attribute {
            let first = Int(nodes[Int(stack[k])].firstToken) + 1
            guard first < toks.count else { continue }
            for name in parsedBodyAttributes where text(toks[first], is: name) { return true }
        }
        return false
    }

    // MARK: - Common clauses

    /// `: Type`, when present.
    mutating func parseTypeAnnotationIfPresent() {
        guard at(.colon) else { return }
        let m = mark()
        bump()
        parseType()
        finish(m, .typeAnnotation)
    }

    /// `= expression`, when present.
    mutating func parseInitializerIfPresent(_ flavor: ExprFlavor = .normal) {
        guard at(.equal) else { return }
        let m = mark()
        bump()
        parseExpression(flavor)
        finish(m, .initializer)
    }

    /// `where expression`, when present.
    mutating func parseWhereClauseIfPresent(_ flavor: ExprFlavor = .normal) {
        guard at(.where) else { return }
        let m = mark()
        bump()
        parseExpression(flavor)
        finish(m, .whereClause)
    }

    // MARK: - Recovery

    /// At the start of a line that begins a declaration or statement: an unclosed list before it
    /// ends here rather than swallowing the code that follows.
    func atStatementBoundary() -> Bool {
        guard tok.isAtStartOfLine else { return false }
        // `for:` and friends are argument labels; `for buffer:` is a parameter's label and name.
        if peek().kind == .colon { return false }
        if (peek().kind == .identifier || peek().kind == .wildcard) && peek(2).kind == .colon && !at(.let) && !at(.var) {
            return false
        }
        switch tok.keyword {
        case .let?, .var?:
            // `let x = …` starts a statement; `let x,` inside `case .a(\n let x,` is a pattern.
            let after = peek(2).kind
            return tok.kind == .keyword && (after == .equal || after == .colon)
        case .func?, .class?, .struct?, .enum?, .protocol?, .extension?, .import?, .return?, .guard?, .for?, .while?,
             .switch?, .defer?, .typealias?, .deinit?, .subscript?, .throw?, .break?, .continue?, .if?, .do?:
            return tok.kind == .keyword
        default:
            break
        }
        if at(.rightBrace) || at(.poundIf) || at(.poundElse) || at(.poundElseif) || at(.poundEndif) { return true }
        if at(.atSign) || Parser.isModifierKeyword(tok) || at(.actor) {
            var la = lookahead()
            return la.isStartOfDeclaration(allowCase: false)
        }
        return false
    }

    // MARK: - Nesting guard

    /// Enters one nesting level; false (with an error, once) when input is too deep.
    mutating func enter() -> Bool {
        if depth >= SwiftParser.maximumNesting {
            if !tooDeepReported {
                error(.tooDeep, "nesting deeper than \(SwiftParser.maximumNesting) levels")
                tooDeepReported = true
            }
            return false
        }
        depth += 1
        return true
    }

    @inline(__always) mutating func leave() { depth -= 1 }

    /// Skips one token, or a whole bracketed group, without recursion. Brackets are matched by
    /// kind: a closer that matches an outer opener ends the unclosed inner groups, and a closer
    /// that matches nothing open is left for the caller.
    mutating func skipBalanced() {
        var open: [TokenKind] = []
        repeat {
            let k = toks[pos].kind
            switch k {
            case .leftParen: open.append(.rightParen)
            case .leftBrace: open.append(.rightBrace)
            case .leftSquare: open.append(.rightSquare)
            case .stringHead: open.append(.stringTail)
            case .rightParen, .rightBrace, .rightSquare, .stringTail:
                guard let index = open.lastIndex(of: k) else {
                    // Nothing open expects it: belongs to an enclosing construct.
                    if open.isEmpty && pos > 0 { bump() }
                    return
                }
                open.removeSubrange(index...)
            case .eof:
                return
            default:
                break
            }
            bump()
        } while !open.isEmpty
    }

    /// Too deep: consume the construct at the cursor as one `unexpected` node.
    mutating func skipTooDeep(_ kind: NodeKind) -> NodeID {
        let m = mark()
        switch toks[pos].kind {
        case .eof, .rightParen, .rightBrace, .rightSquare, .stringMiddle, .stringTail: break
        default: skipBalanced()
        }
        return finish(m, kind, flags: .error)
    }
}
