/// Every kind of syntax node. Nodes are values in one array (`SyntaxTree.nodes`); a node's
/// children are found through `firstChild`/`nextSibling`, and what a child *is* is told by its kind,
/// so there are no per-node classes or optional fields.
public enum NodeKind: UInt8, Sendable {
    case sourceFile = 0
    /// Tokens the parser could not place; kept so nothing is lost.
    case unexpected
    /// One identifier-like token naming what its parent declares (or a label).
    case name

    // MARK: Attributes and modifiers
    /// `@Name(args)`: children `name`-typed type node, then `argument`s (or `unexpected` raw tokens).
    case attribute
    /// `private`, `private(set)`, `nonisolated(unsafe)`, `static`…; `aux` = `Keyword` raw value.
    case modifier

    // MARK: Declarations
    case importDecl
    /// `let`/`var`: flags `NodeFlags.isLet`; children attributes, modifiers, `patternBinding`s.
    case variableDecl
    /// One `pattern [: Type] [= expr] [{ accessors }]`.
    case patternBinding
    /// `: Type` (child: the type).
    case typeAnnotation
    /// `= expr` or `= Type` (typealias): child the value.
    case initializer
    /// `{ get set }`, `{ willSet {} }`, or an implicit getter (`flags.implicitGetter`, child a `codeBlock`).
    case accessorBlock
    /// `get`/`set`/…: `aux` = Keyword; children attributes, modifiers, `parameterClause`?, `codeBlock`?
    case accessorDecl
    case functionDecl
    /// `init`, `init?`, `init!` (`flags.optional`/`flags.forced`).
    case initializerDecl
    case deinitializerDecl
    case subscriptDecl
    case typeAliasDecl
    case associatedTypeDecl
    case structDecl, classDecl, actorDecl, enumDecl, protocolDecl, extensionDecl
    /// `{ members }` of a nominal type or extension.
    case memberBlock
    /// `case a, b(Int), c = 1`: children attributes, modifiers, `enumCaseElement`s.
    case enumCaseDecl
    /// `name`, then `parameterClause`? (associated values), `initializer`? (raw value).
    case enumCaseElement
    case operatorDecl
    case precedenceGroupDecl
    case macroDecl
    /// `#Preview { }`, `#warning("…")` in declaration position.
    case macroExpansionDecl
    /// `#if … #endif`: children `ifConfigClause`s.
    case ifConfigDecl
    /// `#if cond`/`#elseif cond`/`#else`: `aux` 0/1/2; children the condition (not for #else), then items.
    case ifConfigClause
    case poundSourceLocation

    // MARK: Parameters and generics
    /// `( parameters )`.
    case parameterClause
    /// children attributes, modifiers, `name` (first), `name` (second)?, `typeAnnotation`?, `initializer`?;
    /// `flags.variadic`.
    case parameter
    /// `-> Type`.
    case returnClause
    /// `<T, U: P>`.
    case genericParameterClause
    /// `name`, then constraint type?; `flags.each` for packs.
    case genericParameter
    /// `where A: B, C == D`.
    case genericWhereClause
    /// Two types; `aux` 0 conformance (`:`), 1 same-type (`==`), 2 layout/other.
    case genericRequirement
    /// `: A, B` of a type declaration.
    case inheritanceClause
    /// `<A, B>` of a use site.
    case genericArgumentClause
    /// `<T, U>` after a protocol name.
    case primaryAssociatedTypeClause
    /// Effect keywords (`async`, `throws`, `throws(E)`, `rethrows`): flags bits; child the thrown type.
    case effects

    // MARK: Statements
    /// `{ items }` of functions, accessors, control flow.
    case codeBlock
    case guardStmt
    case forStmt
    case whileStmt
    case repeatStmt
    case doStmt
    case catchClause
    case deferStmt
    case returnStmt, throwStmt, breakStmt, continueStmt, fallthroughStmt, discardStmt, yieldStmt
    /// `label: stmt`: children `name`, stmt.
    case labeledStmt
    /// Condition of `if`/`guard`/`while`: children conditions.
    case conditionList
    /// `let x = e`, `var x`, `if let x`: children pattern, typeAnnotation?, initializer?
    case optionalBinding
    /// `case pattern = expr`: children pattern, typeAnnotation?, initializer.
    case matchingPattern
    /// `#available(…)`/`#unavailable(…)`; `flags.negated` for unavailable.
    case availabilityCondition
    /// `case patterns:` or `default:`; children `caseItem`s (none for default), then items.
    case switchCase
    /// pattern, `where` guard expression?
    case caseItem
    /// `where expr` clause of a case/catch/for.
    case whereClause

    // MARK: Expressions
    /// A name in expression position: `x`, `self`, `Self`, `super`, `$0`, `foo(a:b:)`.
    case identifierExpr
    /// `base.name` or `.name` (implicit, `flags.implicit`): children base?, `name`, `declNameArguments`?
    case memberAccessExpr
    /// children callee, `argument`s, `trailingClosure`s.
    case callExpr
    /// `label: expr` or `expr` in a call/subscript/tuple/macro; `flags.labeled` → first child `name`.
    case argument
    /// `{ … }` or `label: { … }` after a call; `flags.labeled`.
    case trailingClosure
    case subscriptExpr
    /// `Foo<Int>`: children expr, `genericArgumentClause`.
    case genericSpecializationExpr
    case integerLiteral, floatLiteral, booleanLiteral, nilLiteral, regexLiteral
    /// children: the expressions of each interpolation, as `argument`s.
    case stringLiteral
    case arrayExpr
    case dictionaryExpr
    /// key, value.
    case dictionaryElement
    /// `(a, b: c)`; children `argument`s. A single unlabeled element is a `parenExpr`.
    case tupleExpr
    case parenExpr
    /// children `closureSignature`?, items.
    case closureExpr
    /// children `captureList`?, `parameterClause` or `name`s (shorthand), `effects`?, `returnClause`?
    case closureSignature
    case captureList
    /// `weak x = y`, `x`, `[unowned self]`: children modifier?, `name`, initializer?
    case captureItem
    /// `\Root.a.b?[0]`: children root type?, component nodes.
    case keyPathExpr
    /// `.name`, `?`, `!`, `[args]`, `.self` parts of a key path; `aux` says which.
    case keyPathComponent
    /// `-x`, `!x`: children `op`, operand.
    case prefixOperatorExpr
    case postfixOperatorExpr
    /// An operator token (infix, prefix, postfix, `=`).
    case op
    /// lhs, `op`, rhs — folded by precedence.
    case infixOperatorExpr
    /// `x = y` (the `=` is an `op` child); same shape as infix.
    case assignmentExpr
    /// cond, then, else.
    case ternaryExpr
    /// expr, type; `aux` 0 `as`, 1 `as?`, 2 `as!`, 3 `is`.
    case castExpr
    /// `try`, `try?`, `try!` (`aux` 0/1/2).
    case tryExpr
    case awaitExpr
    /// `consume x`, `copy x`, `unsafe x`, `each x`, `repeat x`: `aux` = Keyword.
    case specifierExpr
    /// `&x`.
    case inOutExpr
    /// `x!`.
    case forceUnwrapExpr
    /// `x?` in an optional chain.
    case optionalChainingExpr
    /// `_`.
    case discardExpr
    case ifExpr
    case switchExpr
    /// `#name(args) { }`: children `name`, genericArgumentClause?, arguments, trailing closures.
    case macroExpansionExpr
    /// A type in expression position: `[Int]`, `Int?.self` base…; child the type.
    case typeExpr
    /// `let x` / `var x` inside a pattern written as an expression (`case .some(let x)`).
    case patternExpr
    /// `base #if … .member() #endif`: children base?, `ifConfigDecl`.
    case postfixIfConfigExpr
    /// `(a:b:)` after a name.
    case declNameArguments
    /// A required expression that was not there.
    case missingExpr

    // MARK: Patterns
    case identifierPattern
    case wildcardPattern
    case tuplePattern
    /// `let p` / `var p`: `flags.isLet`.
    case valueBindingPattern
    /// An expression used as a pattern (`case .a(let x)`, `case 1...3`).
    case expressionPattern
    /// `is T`.
    case isTypePattern

    // MARK: Types
    /// `Name<Args>`: children `name`, genericArgumentClause?
    case identifierType
    /// `Base.Name<Args>`: children base type, `name`, genericArgumentClause?
    case memberType
    case optionalType
    case implicitlyUnwrappedOptionalType
    case arrayType
    /// key, value.
    case dictionaryType
    /// children `tupleTypeElement`s.
    case tupleType
    /// children `name`s (label, second name)?, type; `flags.variadic`.
    case tupleTypeElement
    /// children `tupleType` (parameters), `effects`?, return type.
    case functionType
    /// attributes and specifiers (`inout`, `sending`, `borrowing`…: `modifier` nodes), then the type.
    case attributedType
    /// `some P` (`aux` 0) / `any P` (`aux` 1).
    case someOrAnyType
    case compositionType
    /// base, `aux` 0 `.Type`, 1 `.Protocol`.
    case metatypeType
    /// `repeat T`.
    case packExpansionType
    /// `each T`.
    case packElementType
    /// `~Copyable`.
    case suppressedType
    /// `Self`, `Any`, or the `class` requirement.
    case keywordType
    /// `[5 of Int]` and other value generic arguments (`123`).
    case valueType
    case missingType

    public var isType: Bool { rawValue >= NodeKind.identifierType.rawValue && rawValue <= NodeKind.missingType.rawValue }
    public var isPattern: Bool { rawValue >= NodeKind.identifierPattern.rawValue && rawValue <= NodeKind.isTypePattern.rawValue }
    public var isExpression: Bool { rawValue >= NodeKind.identifierExpr.rawValue && rawValue <= NodeKind.missingExpr.rawValue }
    public var isDeclaration: Bool {
        rawValue >= NodeKind.importDecl.rawValue && rawValue <= NodeKind.poundSourceLocation.rawValue
            && self != .patternBinding && self != .typeAnnotation && self != .initializer && self != .accessorBlock
            && self != .memberBlock && self != .enumCaseElement && self != .ifConfigClause
    }
    public var isNominalType: Bool {
        self == .structDecl || self == .classDecl || self == .actorDecl || self == .enumDecl || self == .protocolDecl
    }
}

/// Per-kind flag bits (meaning depends on the node kind).
public struct NodeFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let isLet = NodeFlags(rawValue: 1 << 0)
    public static let implicit = NodeFlags(rawValue: 1 << 0)
    public static let labeled = NodeFlags(rawValue: 1 << 0)
    public static let variadic = NodeFlags(rawValue: 1 << 1)
    public static let implicitGetter = NodeFlags(rawValue: 1 << 1)
    public static let optional = NodeFlags(rawValue: 1 << 2)
    public static let forced = NodeFlags(rawValue: 1 << 3)
    public static let each = NodeFlags(rawValue: 1 << 2)
    public static let negated = NodeFlags(rawValue: 1 << 2)
    /// effects: `async`
    public static let async = NodeFlags(rawValue: 1 << 0)
    /// effects: `throws`
    public static let throwing = NodeFlags(rawValue: 1 << 1)
    /// effects: `rethrows`
    public static let rethrowing = NodeFlags(rawValue: 1 << 2)
    /// effects: `reasync`
    public static let reasync = NodeFlags(rawValue: 1 << 3)
    /// Set on a node the parser had to make up or could not finish.
    public static let error = NodeFlags(rawValue: 1 << 7)
}
