import SwiftLexer

// Typed views of declaration nodes; layouts as documented on `NodeKind`.

/// `@Name(arguments)`: children the attribute's type, then `argument`s (or `unexpected` tokens).
public struct Attribute: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .attribute }

    /// The type node after `@`.
    public var type: NodeID? { tree.children(id).first { tree.kind($0).isType } }
    /// The last simple name of the type, without generic arguments: `Bar` for `@Foo.Bar<T>(x)`.
    public var name: String { tree.attributeName(id) }
    public var arguments: [Argument] { children(.argument).map { Argument(unchecked: tree, $0) } }
}

/// `let`/`var` with one or more bindings: children attributes, modifiers, `patternBinding`s.
public struct VariableDecl: DeclarationView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .variableDecl }

    public var isLet: Bool { tree[id].flags.contains(.isLet) }
    public var bindings: [PatternBinding] { children(.patternBinding).map { PatternBinding(unchecked: tree, $0) } }
}

/// `pattern [: Type] [= value] [{ accessors }]`: the pattern is the first child.
public struct PatternBinding: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .patternBinding }

    public var pattern: NodeID? { tree.child(id, at: 0) }
    /// The single identifier the binding declares (nil for tuple and wildcard patterns).
    public var name: String? { tree.bindingName(id) }
    /// The type node of `: Type`.
    public var type: NodeID? { tree.annotatedType(id) }
    /// The expression after `=`.
    public var value: NodeID? { tree.initializerValue(id) }
    public var accessorBlock: NodeID? { child(.accessorBlock) }
    /// A getter (implicit or `get`) and no storage.
    public var isComputed: Bool { tree.isComputed(id) }
    /// The code block of the implicit getter or of `get { }`.
    public var getterBody: NodeID? { tree.getterBody(id) }
}

/// `func name<T>(parameters) effects -> Result where … { body }`.
public struct FunctionDecl: DeclarationView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .functionDecl }

    /// The identifier or operator the function declares.
    public var name: String? { tree.declName(id) }
    public var genericParameters: NodeID? { child(.genericParameterClause) }
    public var parameters: [Parameter] {
        guard let clause = child(.parameterClause) else { return [] }
        return tree.children(clause, .parameter).map { Parameter(unchecked: tree, $0) }
    }
    public var effects: NodeID? { child(.effects) }
    /// The type after `->`.
    public var returnType: NodeID? { child(.returnClause).flatMap { tree.child($0, at: 0) } }
    public var body: NodeID? { child(.codeBlock) }
}

/// A function, initializer, subscript, enum-case or closure parameter: children attributes,
/// modifiers, the first name, the second name if any, `typeAnnotation`?, `initializer`?.
public struct Parameter: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .parameter }

    var names: [NodeID] { children(.name) }
    /// The argument label as written (`_` included); nil for enum-case parameters without one.
    public var firstName: String? { names.first.map { tree.identifier($0) } }
    public var secondName: String? { names.count > 1 ? tree.identifier(names[1]) : nil }
    /// The name the body uses: the second name if there is one, else the first.
    public var localName: String? { secondName ?? firstName }
    /// The label a caller writes: nil for `_`.
    public var label: String? { firstName == "_" ? nil : firstName }
    public var type: NodeID? { tree.annotatedType(id) }
    public var defaultValue: NodeID? { tree.initializerValue(id) }
    /// `T...`: the type parser takes the `...` (a `packExpansionType` flagged `variadic`), so the
    /// parameter's own flag is set only when the type did not end there.
    public var isVariadic: Bool {
        if tree[id].flags.contains(.variadic) { return true }
        guard let type else { return false }
        return tree.kind(type) == .packExpansionType && tree[type].flags.contains(.variadic)
    }
}

/// `struct`, `class`, `actor`, `enum`, `protocol` or `extension`: name (the extended type for an
/// extension), generic parameters, inheritance clause, member block.
public struct TypeDecl: DeclarationView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind.isNominalType || kind == .extensionDecl }

    public var isExtension: Bool { kind == .extensionDecl }
    /// The declared name; nil for an extension (see `extendedType`).
    public var name: String? { isExtension ? nil : tree.declName(id) }
    public var extendedType: NodeID? { isExtension ? tree.extendedType(id) : nil }
    /// The inherited names by their last component (`SwiftUI.View` → `View`).
    public var inheritedNames: [String] { tree.inheritedNames(id) }
    /// Member declarations, with `#if` branches flattened.
    public var members: [NodeID] { tree.members(id) }
}

/// `case a, b(Int), c = 1`: children attributes, modifiers, `enumCaseElement`s.
public struct EnumCaseDecl: DeclarationView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .enumCaseDecl }

    public var elements: [EnumCaseElement] { children(.enumCaseElement).map { EnumCaseElement(unchecked: tree, $0) } }
}

/// One case: `name`, then associated values (`parameterClause`)?, raw value (`initializer`)?.
public struct EnumCaseElement: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .enumCaseElement }

    public var name: String? { tree.declName(id) }
    public var associatedValues: [Parameter] {
        guard let clause = child(.parameterClause) else { return [] }
        return tree.children(clause, .parameter).map { Parameter(unchecked: tree, $0) }
    }
    public var rawValue: NodeID? { tree.initializerValue(id) }
}

/// `#if … #elseif … #else … #endif`: children `ifConfigClause`s.
public struct IfConfigDecl: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .ifConfigDecl }

    public var clauses: [IfConfigClause] { children(.ifConfigClause).map { IfConfigClause(unchecked: tree, $0) } }
}

/// One branch of a `#if`: `aux` 0 `#if`, 1 `#elseif`, 2 `#else`; children the condition (none
/// for `#else`), then the branch's items.
public struct IfConfigClause: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .ifConfigClause }

    public enum Keyword: UInt16, Sendable { case `if` = 0, elseif = 1, `else` = 2 }

    public var keyword: Keyword { Keyword(rawValue: tree[id].aux) ?? .if }
    public var isElse: Bool { keyword == .else }
    /// The condition expression (`os(iOS)`, `DEBUG && !targetEnvironment(simulator)`).
    public var condition: NodeID? { isElse ? nil : tree.child(id, at: 0) }
    /// Declarations or statements of the branch, as written (a nested `#if` stays one item).
    public var items: [NodeID] { Array(tree.children(id).dropFirst(isElse ? 0 : 1)) }
}

/// One requirement of a `where` clause: `A: B` (conformance), `A == B` (same type), or another
/// (layout) requirement; children the types.
public struct GenericRequirement: NodeView {
    public let tree: SyntaxTree
    public let id: NodeID
    public init(unchecked tree: SyntaxTree, _ id: NodeID) { self.tree = tree; self.id = id }
    public static func accepts(_ kind: NodeKind) -> Bool { kind == .genericRequirement }

    public enum Relation: UInt16, Sendable { case conformance = 0, sameType = 1, other = 2 }

    public var relation: Relation { Relation(rawValue: tree[id].aux) ?? .other }
    /// The constrained type and what it is constrained to, when both were parsed.
    public var types: (constrained: NodeID, constraint: NodeID)? {
        let parts = tree.children(id).filter { tree.kind($0).isType }
        guard parts.count == 2 else { return nil }
        return (parts[0], parts[1])
    }
}
