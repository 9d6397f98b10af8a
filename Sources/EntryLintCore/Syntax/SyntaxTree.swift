import Foundation
import SwiftLexer

/// Index of a node in `SyntaxTree.nodes`.
public typealias NodeID = Int32

/// One syntax node: 20 bytes, a value in one array. Source positions are token indexes;
/// byte ranges come from the tokens.
public struct Node: Sendable {
    public var kind: NodeKind
    public var flags: NodeFlags
    /// Kind-specific small value (a `Keyword` raw value, an operator form…).
    public var aux: UInt16
    /// First token of the node.
    public var firstToken: UInt32
    /// One past the last token (equal to `firstToken` for a missing node).
    public var endToken: UInt32
    public var firstChild: NodeID
    public var nextSibling: NodeID
}

/// A problem the parser recovered from. Errors are data; parsing goes on.
public struct ParseError: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case expected, unexpectedTokens, tooDeep, unterminatedLiteral, invalidCharacter
    }
    public var kind: Kind
    /// Byte offset where the problem is.
    public var offset: Int
    /// What was expected or found, for messages.
    public var detail: String
}

/// A parsed file: the source bytes, its tokens and the tree. A class, so that passing it around
/// costs one reference count, not one per array; immutable once built. Text is sliced from
/// `source` only when asked.
public final class SyntaxTree: Sendable {
    public let source: [UInt8]
    public let tokens: [Token]
    public let comments: [Comment]
    public let nodes: [Node]
    public let root: NodeID
    public let errors: [ParseError]
    private let lineCache = LineCache()

    init(source: [UInt8], stream: TokenStream, nodes: [Node], root: NodeID, errors: [ParseError]) {
        self.source = source
        self.tokens = stream.tokens
        self.comments = stream.comments
        self.nodes = nodes
        self.root = root
        self.errors = errors
    }

    /// The line table, built on first use (most trees never need it).
    public var lines: LineIndex { lineCache.get(source) }

    @inlinable public subscript(_ id: NodeID) -> Node { nodes[Int(id)] }

    public func kind(_ id: NodeID) -> NodeKind { nodes[Int(id)].kind }

    /// Children in source order.
    public func children(_ id: NodeID) -> ChildSequence { ChildSequence(nodes: nodes, cursor: nodes[Int(id)].firstChild) }

    /// The first child of `kind`, if any.
    public func child(_ id: NodeID, _ kind: NodeKind) -> NodeID? {
        var c = nodes[Int(id)].firstChild
        while c >= 0 {
            if nodes[Int(c)].kind == kind { return c }
            c = nodes[Int(c)].nextSibling
        }
        return nil
    }

    public func children(_ id: NodeID, _ kind: NodeKind) -> [NodeID] { children(id).filter { nodes[Int($0)].kind == kind } }

    /// The `k`-th child (0-based), if it exists.
    public func child(_ id: NodeID, at k: Int) -> NodeID? {
        var c = nodes[Int(id)].firstChild
        var i = 0
        while c >= 0 {
            if i == k { return c }
            i += 1
            c = nodes[Int(c)].nextSibling
        }
        return nil
    }

    /// Byte range of a node (empty at its position when it is missing).
    public func range(_ id: NodeID) -> Range<Int> {
        let n = nodes[Int(id)]
        if n.endToken > n.firstToken {
            return Int(tokens[Int(n.firstToken)].start)..<tokens[Int(n.endToken) - 1].end
        }
        let at = Int(n.firstToken) < tokens.count ? Int(tokens[Int(n.firstToken)].start) : source.count
        return at..<at
    }

    /// The source text of a node, trimmed to its tokens.
    public func text(_ id: NodeID) -> String {
        let r = range(id)
        return String(decoding: source[r], as: UTF8.self)
    }

    /// The source text of a token.
    public func tokenText(_ index: Int) -> String {
        String(decoding: source[tokens[index].range], as: UTF8.self)
    }

    /// The name a `name` node (or the first token of any node) spells, backticks removed.
    public func identifier(_ id: NodeID) -> String {
        let t = Int(nodes[Int(id)].firstToken)
        guard t < tokens.count, nodes[Int(id)].endToken > nodes[Int(id)].firstToken else { return "" }
        return identifierText(t)
    }

    public func identifierText(_ t: Int) -> String {
        var r = tokens[t].range
        if tokens[t].flags.contains(.backticked) && tokens[t].kind == .identifier && r.count >= 2 {
            r = (r.lowerBound + 1)..<(r.upperBound - 1)
        }
        return String(decoding: source[r], as: UTF8.self)
    }

    /// Whether token `t` spells `text` exactly.
    public func token(_ t: Int, is text: StaticString) -> Bool {
        let r = tokens[t].range
        guard r.count == text.utf8CodeUnitCount else { return false }
        let p = text.utf8Start
        var k = 0
        for b in source[r] { if b != p[k] { return false }; k += 1 }
        return true
    }

    /// Whether the `name` child (or first token) of `id` spells `text`.
    public func name(_ id: NodeID, is text: StaticString) -> Bool {
        let n = nodes[Int(id)]
        guard n.endToken > n.firstToken else { return false }
        let t = Int(n.firstToken)
        if tokens[t].flags.contains(.backticked) && tokens[t].kind == .identifier { return identifierText(t) == "\(text)" }
        return token(t, is: text)
    }

    /// Calls `visit` for `id` and every descendant in source order; return false to skip a subtree.
    /// Iterative, so deep trees cannot overflow the stack.
    public func walk(_ id: NodeID, _ visit: (NodeID) -> Bool) {
        // Pre-order without recursion: the stack holds the next sibling chains still to visit.
        var stack: [NodeID] = []
        stack.reserveCapacity(32)
        var n = id
        let root = id
        while true {
            if visit(n), nodes[Int(n)].firstChild >= 0 {
                if n != root, nodes[Int(n)].nextSibling >= 0 { stack.append(nodes[Int(n)].nextSibling) }
                n = nodes[Int(n)].firstChild
                continue
            }
            if n != root, nodes[Int(n)].nextSibling >= 0 {
                n = nodes[Int(n)].nextSibling
                continue
            }
            guard let next = stack.popLast() else { return }
            n = next
        }
    }

    /// Parent of every node (`-1` for the root), computed in one pass.
    public func parents() -> [NodeID] {
        var parent = [NodeID](repeating: -1, count: nodes.count)
        for (i, n) in nodes.enumerated() {
            var c = n.firstChild
            while c >= 0 { parent[Int(c)] = NodeID(i); c = nodes[Int(c)].nextSibling }
        }
        return parent
    }

    /// 1-based line and UTF-8 column of a byte offset.
    public func location(_ offset: Int) -> (line: Int, column: Int) { lines.location(of: offset) }
}

/// Builds a tree's `LineIndex` once, on demand; trees shared between threads (index snippets)
/// may ask concurrently.
final class LineCache: @unchecked Sendable {
    private var index: LineIndex?
    private let lock = NSLock()
    func get(_ source: [UInt8]) -> LineIndex {
        lock.lock()
        defer { lock.unlock() }
        if let index { return index }
        let built = LineIndex(source)
        index = built
        return built
    }
}

/// Iterates a node's children without allocating.
public struct ChildSequence: Sequence, IteratorProtocol {
    let nodes: [Node]
    var cursor: NodeID
    public mutating func next() -> NodeID? {
        guard cursor >= 0 else { return nil }
        defer { cursor = nodes[Int(cursor)].nextSibling }
        return cursor
    }

    /// The last child (walks the list).
    public var last: NodeID? {
        var c = cursor
        var last: NodeID? = nil
        while c >= 0 { last = c; c = nodes[Int(c)].nextSibling }
        return last
    }

    public func last(where predicate: (NodeID) -> Bool) -> NodeID? {
        var c = cursor
        var found: NodeID? = nil
        while c >= 0 { if predicate(c) { found = c }; c = nodes[Int(c)].nextSibling }
        return found
    }
}
