/// Per-file facts the cross-file index is built from. Small and self-contained: expressions are
/// kept as source snippets and re-parsed on demand, so no syntax tree outlives its file's pass.
public struct FileSummary: Sendable {
    public var path: String
    public var types: [TypeSummary] = []
    /// File-scope `let`/`var`/`func`.
    public var globals: [MemberSummary] = []
    public var typeAliases: [TypeAliasSummary] = []
    /// `@Environment(\.key)` and `@FocusedValue(\.key)` properties.
    public var environmentReads: [EnvironmentRead] = []
    /// `View` extension methods that apply a modifier under a `Bool` (`.if(cond) { … }`).
    public var conditionalModifiers: [FunctionSignature] = []
}

public enum TypeKind: UInt8, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

/// A type declaration or an extension.
public struct TypeSummary: Sendable {
    /// Qualified path: `["Services", "Cache"]`; for an extension, the extended type's path.
    public var path: [String]
    public var kind: TypeKind
    public var inherits: [String]
    public var attributes: [String]
    public var isFinal: Bool
    public var members: [MemberSummary]
    public var hasExplicitInit: Bool
    /// Generic parameters constrained to `View` (`Content: View`), from the declaration or its
    /// `where` clause.
    public var viewGenericParameters: [String] = []
}

public struct MemberSummary: Sendable {
    public enum Kind: UInt8, Sendable {
        case storedLet, storedVar, computed, function, enumCase, initializer
    }
    public var name: String
    public var kind: Kind
    public var isStatic: Bool
    /// Annotated type or return type, whitespace removed.
    public var typeText: String?
    /// Stored: the initializer expression. Computed and functions: the body, braces included.
    public var value: String?
    public var attributes: [String]
    /// The annotated type is a function type (`() -> Void`, `@escaping (Int) -> Void`, optional ones).
    public var isFunctionType: Bool
    public var params: [ParamSummary]
    /// `private` or `fileprivate` (not `private(set)`).
    public var isPrivate = false
}

public struct ParamSummary: Sendable {
    /// Argument label (`nil` for `_`).
    public var label: String?
    public var name: String
    public var typeText: String
    public var attributes: [String]
    public var isFunctionType: Bool
    public var hasDefault: Bool
    /// The default value's source text.
    public var defaultValue: String? = nil
}

public struct TypeAliasSummary: Sendable {
    public var path: [String]
    public var target: String
}

public struct EnvironmentRead: Sendable {
    /// The key path's last component: `thumbnailRepository`.
    public var key: String
    /// The type holding the property.
    public var reader: String
    public var path: String
    public var line: Int
}

public struct FunctionSignature: Sendable {
    public var name: String
    /// Argument labels, `_` for none.
    public var labels: [String]
    /// How many parameters have no default: a call must pass at least these.
    public var required: Int = 0
    public var path: String
    public var line: Int
}
