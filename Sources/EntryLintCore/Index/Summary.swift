/// Per-file facts the cross-file index is built from. Small: expressions and bodies are kept as
/// byte ranges of their file (`SourceRef`), read and parsed again only when a rule needs them,
/// so no syntax tree outlives its file's pass and no source text is held for the whole tree.
public struct FileSummary: Sendable {
    public var path: String
    /// The file's position in the run's input list, which `SourceRef.file` refers to.
    public var file: Int32 = 0
    public var types: [TypeSummary] = []
    /// File-scope `let`/`var`/`func`.
    public var globals: [MemberSummary] = []
    /// The `#if` conditions of the globals that have one, by position in `globals`.
    public var globalConditions: [Int: PlatformCondition] = [:]
    /// `import X`, `@testable import X`, `@_exported import X`.
    public var imports: [ImportSummary] = []
    public var typeAliases: [TypeAliasSummary] = []
    /// `@Environment(\.key)` and `@FocusedValue(\.key)` properties.
    public var environmentReads: [EnvironmentRead] = []
    /// `View` extension methods that apply a modifier under a `Bool` (`.if(cond) { … }`).
    public var conditionalModifiers: [FunctionSignature] = []
    /// Names called as members with parenthesised arguments (`MemberCalls`): which files may call
    /// a conditional modifier.
    public var calledMembers: NameHashSet = []
    /// Construction labels, assignments and environment keys whose values may change
    /// (`VaryingInputs`): which `conditional_modifier` conditions are fixed for the run.
    public var varyingInputs: NameHashSet = []
    /// How often the file writes the properties it writes (`WriteFrequencies`), for the change
    /// model: a project fact of its own, so that a lint consulting it does not depend on every
    /// varying input.
    public var writeFrequencies: NameHashSet = []
    /// Arguments that pass on a parameter of the enclosing function (`VaryingForward`): the key
    /// they reach changes only when the parameter's does.
    public var varyingForwards: Set<VaryingForward> = []
    /// Top-level declarations and the names they use (`PreviewUses`): which declarations only
    /// previews and tests use.
    public var previewUses = PreviewUses()
    /// The file's size in bytes.
    public var byteCount = 0
    /// Calls and member accesses that a visibility fix must keep compiling.
    public var uses = MemberUses()
    /// Observable objects, environment objects and view declarations (`ObservationFacts.swift`).
    public var observation = ObservationFacts()
    /// Which of the facts only some rules read were computed; the others are empty, and a run
    /// that needs them summarizes the file again.
    public var computedFacts = SummaryFacts.all
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
    /// `public`, `open` or `package`: such a type is never implicitly `Sendable`.
    public var isPublic = false
    /// `private` or `fileprivate`: visible only in its own file, where it shadows same-named
    /// declarations of other files (a preview's `private struct PreviewHelper`).
    public var isFilePrivate = false
    /// A class or actor whose initializer does work beyond storing its arguments (starts a task,
    /// touches the network, files or notifications, builds other objects).
    public var initializerDoesWork = false
    /// A class's or actor's stored instance `let`s, kept apart from `members` (which hold only
    /// what can make a value fresh or stable): fixed for the object's life, what
    /// `RunFixedInputs` follows from a view's `@StateObject`.
    public var instanceLets: [MemberSummary] = []
    /// A class's or actor's instance `var`s with a declared type (stored or computed), kept apart
    /// from `members` as `instanceLets` are: what holds values of which types
    /// (`IdentityHolders`: `var sheet: Sheet?` of an app model handed to `.sheet(item:)`).
    public var instanceVars: [MemberSummary] = []
    /// The `#if` condition the declaration is compiled under.
    public var condition: PlatformCondition = .always
    /// A struct's view-building code besides `body`: the blocks of its instance `@ViewBuilder`
    /// functions and computed properties and of those returning a view (`func rows(for:) -> some
    /// View`). Rows built there are work a re-evaluation of the view does (`BodyImpact`).
    public var viewBuilders: [SourceRef] = []
    /// Generic parameters constrained to a protocol by name (`<Item: PickerItem>`, `where Item:
    /// PickerItem`), other than `View`: a member typed with the parameter holds values of every
    /// type conforming to it (`IdentityHolders`).
    public var genericConstraints: [GenericConstraint] = []
}

/// `Item: PickerItem` of a generic declaration.
public struct GenericConstraint: Sendable, Equatable {
    public var parameter: String
    public var constraint: String

    public init(parameter: String, constraint: String) {
        self.parameter = parameter
        self.constraint = constraint
    }
}

public struct ImportSummary: Sendable, Equatable {
    public var module: String
    /// `@_exported import`: the importer's importers see the module too.
    public var exported: Bool
}

public struct MemberSummary: Sendable {
    public enum Kind: UInt8, Sendable {
        case storedLet, storedVar, computed, function, enumCase, initializer
    }
    // Stored in this order (references first, one-byte fields last) so that the index's largest
    // array packs into 72 bytes a member instead of 88.
    public var name: String
    /// Annotated type or return type, whitespace removed.
    public var typeText: String?
    public var attributes: [String]
    /// Initializers and enum cases: their parameters (empty for other members).
    public var params: [ParamSummary]
    /// Stored: the initializer expression. Computed properties and functions that are global or
    /// static: the body, braces included (instance bodies are never evaluated, so not kept).
    public var value: SourceRef?
    public var kind: Kind
    public var isStatic: Bool
    /// The annotated type is a function type (`() -> Void`, `@escaping (Int) -> Void`, optional ones).
    public var isFunctionType: Bool
    /// `private` or `fileprivate` (not `private(set)`).
    public var isPrivate = false

    public init(name: String, kind: Kind, isStatic: Bool, typeText: String?, value: SourceRef?, attributes: [String],
                isFunctionType: Bool, params: [ParamSummary], isPrivate: Bool = false) {
        self.name = name
        self.typeText = typeText
        self.attributes = attributes
        self.params = params
        self.value = value
        self.kind = kind
        self.isStatic = isStatic
        self.isFunctionType = isFunctionType
        self.isPrivate = isPrivate
    }
}

public struct ParamSummary: Sendable {
    /// Argument label (`nil` for `_`).
    public var label: String?
    public var name: String
    public var typeText: String
    public var attributes: [String]
    public var isFunctionType: Bool
    public var hasDefault: Bool
    /// The default value expression.
    public var defaultValue: SourceRef? = nil
}

public struct TypeAliasSummary: Sendable {
    public var path: [String]
    public var target: String
    public var condition: PlatformCondition = .always
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
    /// The parameter the `if` tests (`enabled` of `(_ axis: Axis = .vertical, enabled: Bool = true)`),
    /// by position; the first when the condition is not a parameter.
    public var condition: Int = 0
    /// Whether that parameter has a default: a call that leaves it out cannot flip.
    public var conditionHasDefault = false
    /// A branch may render nothing (`if !remove { self.hidden() }`, `EmptyView()`): the helper
    /// includes the view or removes it, as an `if` around it would (`ConditionalModifierShape`).
    public var mayRenderNothing = false
    public var path: String
    public var line: Int
    /// The declaring file's position in the run's inputs (for module visibility).
    public var file: Int32 = 0
}

/// A byte range of one input file: an expression or a `{ body }` the index may need to evaluate.
/// Kept instead of its text so that the index grows with declarations, not with source size;
/// `ProjectIndex.snippet(_:)` reads and parses it on first use.
public struct SourceRef: Hashable, Sendable {
    public var file: Int32
    public var start: UInt32
    public var end: UInt32

    public init(file: Int32, range: Range<Int>) {
        self.file = file
        start = UInt32(clamping: range.lowerBound)
        end = UInt32(clamping: range.upperBound)
    }

    public var range: Range<Int> { Int(start)..<max(Int(start), Int(end)) }
}
