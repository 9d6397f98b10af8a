import SwiftLexer

// Typed views of expression nodes; layouts as documented on `NodeKind`.

/// `callee(arguments) { trailing } label: { more }`: children the callee, `argument`s,
/// `trailingClosure`s.
public struct CallExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .callExpr }

    public var callee: NodeID? { tree.callee(id) }
    /// The name the callee ends with: `Foo` for `Foo(…)`/`Foo<T>(…)`, `bar` for `x.bar(…)`.
    public var calleeName: String? { tree.calleeName(id) }
    /// The arguments in parentheses.
    public var arguments: [Argument] { children(.argument).map { Argument(unchecked: tree, $0) } }
    /// The closures after the parentheses, the unlabeled first one included.
    public var trailingClosures: [TrailingClosure] { children(.trailingClosure).map { TrailingClosure(unchecked: tree, $0) } }
    /// The argument labelled `label` (in parentheses or trailing).
    public func argument(labeled label: String) -> NodeID? {
        tree.arguments(id).first { $0.label == label }?.value
    }
}

/// `label: value` or `value` in a call, subscript, tuple, macro or attribute; `flags.labeled`
/// means the first child is the label's `name`.
public struct Argument: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .argument }

    public var label: String? { tree[id].flags.contains(.labeled) ? firstName : nil }
    /// The expression (the last child that is not the label).
    public var value: NodeID? { tree.children(id).last { tree.kind($0) != .name } }
}

/// `{ … }` or `label: { … }` after a call's parentheses; `flags.labeled` for the labelled ones.
public struct TrailingClosure: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .trailingClosure }

    public var label: String? { tree[id].flags.contains(.labeled) ? firstName : nil }
    public var closure: ClosureExpr? { child(.closureExpr).map { ClosureExpr(unchecked: tree, $0) } }
}

/// `base.name` or `.name` (`flags.implicit`): children the base (not for `.name`), the `name`,
/// `declNameArguments`?.
public struct MemberAccessExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .memberAccessExpr }

    public var isImplicit: Bool { tree[id].flags.contains(.implicit) }
    public var base: NodeID? {
        guard let first = tree.child(id, at: 0), tree.kind(first) != .name else { return nil }
        return first
    }
    public var name: String? { firstName }
}

/// A name in expression position (`x`, `self`, `$0`, `foo(a:b:)`): child the `name`.
public struct IdentifierExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .identifierExpr }

    public var name: String? { firstName }
}

/// `{ signature in items }`: children `closureSignature`?, then the statements.
public struct ClosureExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .closureExpr }

    public var signature: NodeID? { child(.closureSignature) }
    /// Declared parameters, shorthand (`x, y in`) or in parentheses.
    public var parameters: [Parameter] {
        guard let signature else { return [] }
        if let clause = tree.child(signature, .parameterClause) {
            return tree.children(clause, .parameter).map { Parameter(unchecked: tree, $0) }
        }
        return tree.children(signature, .parameter).map { Parameter(unchecked: tree, $0) }
    }
    public var captureItems: [NodeID] {
        guard let signature, let list = tree.child(signature, .captureList) else { return [] }
        return tree.children(list, .captureItem)
    }
    public var statements: [NodeID] { Array(tree.children(id).filter { tree.kind($0) != .closureSignature }) }
}

/// `expr as T`, `as? T`, `as! T`, `is T`: children the expression, the type; `aux` says which.
public struct CastExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .castExpr }

    public enum Operator: UInt16, Sendable { case `as` = 0, conditional = 1, forced = 2, `is` = 3 }

    public var `operator`: Operator { Operator(rawValue: tree[id].aux) ?? .as }
    public var expression: NodeID? { tree.child(id, at: 0) }
    public var type: NodeID? { tree.child(id, at: 1) }
}

/// `try`, `try?`, `try!` (`aux` 0, 1, 2): child the expression.
public struct TryExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .tryExpr }

    public enum Form: UInt16, Sendable { case plain = 0, optional = 1, forced = 2 }

    public var form: Form { Form(rawValue: tree[id].aux) ?? .plain }
    public var expression: NodeID? { tree.child(id, at: 0) }
}

/// `condition ? then : else`.
public struct TernaryExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .ternaryExpr }

    public var condition: NodeID? { tree.child(id, at: 0) }
    public var then: NodeID? { tree.child(id, at: 1) }
    public var `else`: NodeID? { tree.child(id, at: 2) }
}

/// `lhs op rhs`, folded by precedence, and `x = y` (same shape): children lhs, `op`, rhs.
public struct InfixOperatorExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .infixOperatorExpr || kind == .assignmentExpr }

    public var lhs: NodeID? { tree.child(id, at: 0) }
    /// The operator as written (`+`, `??`, `==`, `=`).
    public var operatorText: String { child(.op).map { tree.text($0) } ?? "" }
    /// The standard library's operator, when it is one (`..<`, `??`, `&&`); nil for others.
    public var `operator`: OperatorID? {
        child(.op).flatMap { OperatorID(rawValue: UInt8(truncatingIfNeeded: tree[$0].aux)) }
    }
    public var rhs: NodeID? { tree.child(id, at: 2) }
    /// Both sides, when both were parsed (a broken expression may lack one).
    public var operands: (lhs: NodeID, rhs: NodeID)? {
        let parts = Array(tree.children(id))
        guard parts.count == 3, tree.kind(parts[1]) == .op else { return nil }
        return (parts[0], parts[2])
    }
}

/// `"text \(a) more \(b)"`: children the interpolated expressions, as `argument`s.
public struct StringLiteral: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .stringLiteral }

    public var interpolations: [Argument] { children(.argument).map { Argument(unchecked: tree, $0) } }
    public var isInterpolated: Bool { tree[id].firstChild >= 0 }
}

/// `Foo<Int>`: children the specialized expression, `genericArgumentClause`.
public struct GenericSpecializationExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .genericSpecializationExpr }

    public var expression: NodeID? { tree.child(id, at: 0) }
    public var genericArguments: NodeID? { child(.genericArgumentClause) }
}

/// `base[arguments]`: children the base, then the `argument`s.
public struct SubscriptExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .subscriptExpr }

    public var base: NodeID? { tree.child(id, at: 0) }
    public var arguments: [Argument] { children(.argument).map { Argument(unchecked: tree, $0) } }
}

/// `x!` and `x?` (in an optional chain): child the operand.
public struct PostfixUnwrapExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .forceUnwrapExpr || kind == .optionalChainingExpr }

    public var isForced: Bool { kind == .forceUnwrapExpr }
    public var expression: NodeID? { tree.child(id, at: 0) }
}

/// `any P` or `some P` written as an expression (`(any View).self`): child the type.
public struct TypeExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .typeExpr }

    public var type: NodeID? { tree.child(id, at: 0) }
}

/// `x = y`: children the target, the `=` (`op`), the value. The value is read as the last
/// child, so an assignment the parser could not finish still names what it has.
public struct AssignmentExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .assignmentExpr }

    public var target: NodeID? { tree.child(id, at: 0) }
    public var value: NodeID? { tree.children(id).last }
}

// Shorthands for the questions code above `Syntax/` asks most, each answering through a view so
// the layout stays in one place. Each takes a node of any kind and answers nil for other kinds.
extension SyntaxTree {
    /// The base of `base.name`; nil for `.name` and for nodes that are not member accesses.
    public func memberBase(_ e: NodeID) -> NodeID? { MemberAccessExpr(self, e)?.base }

    /// `.name` written without a base (`.pad`, `.init`): a member access whose first child is
    /// its name.
    public func isBaselessMember(_ e: NodeID) -> Bool {
        guard let access = MemberAccessExpr(self, e) else { return false }
        return access.base == nil && child(e, .name) != nil
    }

    /// `Foo` for `Foo<T>`; any other expression as it is.
    public func unspecialized(_ e: NodeID) -> NodeID { GenericSpecializationExpr(self, e)?.expression ?? e }

    /// The type after `->` of a function, subscript or closure signature.
    public func returnType(_ decl: NodeID) -> NodeID? { child(decl, .returnClause).flatMap { child($0, at: 0) } }
}

/// `-x`, `!x`: children the `op`, the operand.
public struct PrefixOperatorExpr: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .prefixOperatorExpr }

    public var operatorText: String { child(.op).map { tree.text($0) } ?? "" }
    public var operand: NodeID? { tree.children(id).last }
}

extension SyntaxTree {
    /// The type inside `T?`, `T!`, `@Sendable T`, `inout T` and a one-element tuple type's
    /// element: the last child that is a type (attributes, specifiers and labels come first).
    public func wrappedType(_ t: NodeID) -> NodeID? { children(t).last { kind($0).isType } }
}
