/// Whether an argument builds a new collection each time the code around it runs, and whether
/// SwiftUI then sees a child view holding it as changed, for `body_collection_argument`.
///
/// Building: `x.map { … }`, `.filter`, `.sorted()`, `.reversed()`, `.compactMap`, `.flatMap`,
/// `.mapValues`, `a + b`, `Array(x.keys)`, `Dictionary(grouping:by:)`, and array or dictionary
/// literals holding a value that is not a constant (`[a, b, count]`). Not building: a stored or
/// computed property passed through (`model.points`), `Array(x)` of a bare name (it may already
/// be an array, whose buffer is then shared), and literals of constants (`["a", "b"]`, `[.red]`),
/// which are cheap and which the compiler may emit as one static buffer.
///
/// Comparing: SwiftUI compares a view's stored properties field by field, with `==` where the
/// field's type is `Equatable` (also for a non-POD view without `==` of its own). An
/// `Array`/`Dictionary` is `Equatable` exactly when its elements (values) are, so a new array of
/// `String`s or of an `Equatable` model compares equal to the last one; an array of elements that
/// are not `Equatable` (a plain struct, a class, a closure, a tuple, an existential) is compared
/// by its buffer pointer, and every new buffer looks changed. A `Set` is always `Equatable`.
/// Only the second kind is `.byBuffer`; a type the index cannot see is `.unknown` (precision
/// first: not reported).
enum BuiltCollection {
    /// How the argument builds its collection, for messages.
    enum Construction: Equatable {
        /// `x.map { … }`: the method.
        case transform(String)
        /// `Array(…)`, `Dictionary(grouping:by:)`: the initializer.
        case conversion(String)
        /// `a + b`.
        case concatenation
        /// `[a, b, count]`, `["k": v]`.
        case literal

        var phrase: String {
            switch self {
            case let .transform(name): return "'.\(name)'"
            case let .conversion(name): return "'\(name)(…)'"
            case .concatenation: return "'+'"
            case .literal: return "a collection literal"
            }
        }
    }

    /// Methods that return a new array or dictionary, whatever their receiver holds (`Optional`'s
    /// `map` is told apart by the stored property's type, which is then not a collection).
    static let transforms: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "sorted", "reversed", "shuffled", "mapValues",
        "compactMapValues", "merging", "uniqued", "removingDuplicates",
    ]

    /// Members of a sequence that are not arrays themselves: `Array(…)` of one copies into a new buffer.
    static let sequenceViews: Set<String> = [
        "keys", "values", "indices", "enumerated", "prefix", "suffix", "dropFirst", "dropLast", "lazy", "joined", "split",
    ]

    /// The way `value` builds a new collection on every evaluation, or nil when it passes one that
    /// already exists.
    static func construction(_ value: NodeID, _ tree: SyntaxTree) -> Construction? {
        let v = tree.unwrapped(value)
        switch tree.kind(v) {
        case .callExpr:
            guard let name = tree.calleeName(v), let callee = tree.callee(v) else { return nil }
            if tree.kind(callee) == .memberAccessExpr, tree.memberBase(callee) != nil, transforms.contains(name) {
                return .transform(name)
            }
            guard tree.kind(tree.unspecialized(callee)) == .identifierExpr else { return nil }
            let args = tree.arguments(v)
            switch name {
            case "Array", "ContiguousArray":
                // `Array(repeating:count:)` always builds; `Array(x)` only when `x` is not
                // already an array: a sequence view, a range, a call.
                if args.contains(where: { $0.label == "repeating" }) { return .conversion(name) }
                guard args.count == 1, args[0].label == nil, isSequenceNotArray(args[0].value, tree) else { return nil }
                return .conversion(name)
            case "Dictionary":
                let labels = args.map(\.label)
                return labels == ["grouping", "by"] || labels == ["uniqueKeysWithValues"] || labels.first == "zip"
                    || (labels.count == 2 && labels[1] == "uniquingKeysWith") ? .conversion(name) : nil
            default:
                return nil
            }
        case .infixOperatorExpr:
            guard let e = InfixOperatorExpr(tree, v), e.operatorText == "+", let (lhs, rhs) = e.operands else { return nil }
            // `a + b` of two collections: one of them is a collection the code builds or names.
            let sides = [lhs, rhs].map { tree.kind(tree.unwrapped($0)) }
            return sides.contains(.arrayExpr) || [lhs, rhs].contains(where: { construction($0, tree) != nil }) ? .concatenation : nil
        case .arrayExpr:
            let elements = tree.children(v).filter { tree.kind($0).isExpression }
            return elements.contains(where: { !isConstant($0, tree) }) ? .literal : nil
        case .dictionaryExpr:
            let parts = tree.children(v, .dictionaryElement).flatMap { tree.children($0).filter { tree.kind($0).isExpression } }
            return parts.contains(where: { !isConstant($0, tree) }) ? .literal : nil
        default:
            return nil
        }
    }

    /// Whether some argument of `call` could build a collection (its value is a call, a
    /// collection literal or an operator expression), read from the tree without listing the
    /// arguments: most calls in view code pass literals, names and closures.
    static func mayBuild(_ call: NodeID, _ tree: SyntaxTree) -> Bool {
        for c in tree.children(call) where tree.kind(c) == .argument {
            var value: NodeID?
            for x in tree.children(c) { value = x }
            guard let value else { continue }
            switch tree.kind(value) {
            case .callExpr, .arrayExpr, .dictionaryExpr, .infixOperatorExpr, .parenExpr, .tryExpr, .awaitExpr: return true
            default: continue
            }
        }
        return false
    }

    /// `x.keys`, `x.prefix(3)`, `0..<n`, `zip(a, b)`, `x.lazy.map { … }`: a sequence that is not
    /// an `Array`, so `Array(…)` of it copies.
    static func isSequenceNotArray(_ e: NodeID, _ tree: SyntaxTree) -> Bool {
        let e = tree.unwrapped(e)
        switch tree.kind(e) {
        case .memberAccessExpr:
            return tree.child(e, .name).map { sequenceViews.contains(tree.identifier($0)) } ?? false
        case .callExpr:
            return true
        case .infixOperatorExpr:
            guard let op = InfixOperatorExpr(tree, e)?.operator else { return false }
            return op == .halfOpenRange || op == .closedRange
        default:
            return false
        }
    }

    /// A literal value the same on every evaluation: `1`, `"a"` (no interpolation), `true`,
    /// `nil`, `.red`, `Color.red`, `-1`.
    static func isConstant(_ e: NodeID, _ tree: SyntaxTree) -> Bool {
        let e = tree.unwrapped(e)
        switch tree.kind(e) {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral:
            return true
        case .stringLiteral:
            return !StringLiteral(unchecked: tree, e).isInterpolated
        case .memberAccessExpr:
            // `.red`, `Color.red`, `Theme.accent`: a static member named from a type.
            guard let base = tree.memberBase(e) else { return true }
            guard tree.kind(base) == .identifierExpr, let n = tree.child(base, .name) else { return false }
            return tree.identifier(n).first?.isUppercase ?? false
        case .prefixOperatorExpr:
            return tree.children(e).filter { tree.kind($0).isExpression }.allSatisfy { isConstant($0, tree) }
        default:
            return false
        }
    }

    /// How SwiftUI compares a stored property of this type between two evaluations.
    enum Comparison: Equatable {
        /// By the buffer pointer: the elements (named, for messages) are not `Equatable`.
        case byBuffer(element: String)
        /// With `==`: equal contents compare equal.
        case byValue
        /// Not a collection, or an element type the index cannot judge.
        case unknown
    }

    /// The comparison of a stored property declared as `typeText` (`[Tag]`, `[String: [Item]]?`,
    /// `Array<() -> Void>`).
    static func comparison(ofStoredType typeText: String, _ resolver: Resolver) -> Comparison {
        guard let element = elementType(of: stripOptional(typeText)) else { return .unknown }
        switch equatable(element, resolver, depth: 0) {
        case true?: return .byValue
        case false?:
            // Name the innermost element: `Contact` of `[String: [Contact]]`.
            var inner = element
            for _ in 0..<4 {
                guard let next = elementType(of: stripOptional(inner)) else { break }
                inner = next
            }
            return .byBuffer(element: stripOptional(inner))
        case nil: return .unknown
        }
    }

    /// How a message names elements that are not `Equatable`, with its verb: "'Tag' is",
    /// "closures are" (a type written without spaces reads badly), "tuples are".
    static func describe(element: String) -> String {
        if element.contains("->") { return "closures are" }
        if element.hasPrefix("(") { return "tuples are" }
        if isExistential(element), !element.hasPrefix("any ") { return "'any \(element.dropFirst(3))' is" }
        return "'\(element)' is"
    }

    /// "dictionary" for `[K: V]`/`Dictionary<K, V>`, else "array", for messages.
    static func noun(ofStoredType typeText: String) -> String {
        let t = stripOptional(typeText)
        if t.hasPrefix("Dictionary<") { return "dictionary" }
        guard t.hasPrefix("[") && t.hasSuffix("]") else { return "array" }
        return topLevelSplit(String(t.dropFirst().dropLast()), on: ":")?.count == 2 ? "dictionary" : "array"
    }

    static func stripOptional(_ text: String) -> String {
        var s = Substring(text)
        while s.hasSuffix("?") || s.hasSuffix("!") { s = s.dropLast() }
        if s.hasPrefix("Optional<") && s.hasSuffix(">") { s = s.dropFirst(9).dropLast() }
        return String(s)
    }

    /// The element of an array (`[T]`, `Array<T>`), or the value of a dictionary (`[K: V]`,
    /// `Dictionary<K, V>`): what decides whether the collection is `Equatable` (keys are
    /// `Hashable`). A `Set` answers `Int`, which always is. Nil for anything else.
    static func elementType(of text: String) -> String? {
        for prefix in ["Array<", "ContiguousArray<", "Dictionary<", "Set<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
            if prefix == "Set<" { return "Int" }
            let inner = String(text.dropFirst(prefix.count).dropLast())
            guard prefix == "Dictionary<" else { return inner }
            return topLevelSplit(inner, on: ",").map { $0.count == 2 ? $0[1] : nil } ?? nil
        }
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let inner = String(text.dropFirst().dropLast())
        guard let parts = topLevelSplit(inner, on: ":") else { return nil }
        return parts.count == 2 ? parts[1] : parts.count == 1 ? parts[0] : nil
    }

    /// `text` split on `separator` outside brackets, parentheses and angle brackets; nil when
    /// they do not balance.
    static func topLevelSplit(_ text: String, on separator: Character) -> [String]? {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for c in text {
            switch c {
            case "[", "(", "<": depth += 1
            case "]", ")": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if depth < 0 { return nil }
            if c == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
            previous = c
        }
        parts.append(current)
        return depth == 0 ? parts : nil
    }

    /// SDK protocols that refine `Equatable`: a type conforming to one is `Equatable`.
    static let equatableProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Strideable", "OptionSet", "SetAlgebra", "BinaryInteger",
        "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "Numeric", "SignedNumeric", "FloatingPoint",
        "BinaryFloatingPoint", "StringProtocol", "AdditiveArithmetic", "VectorArithmetic",
    ]
    /// SDK protocols known not to refine `Equatable`: conforming to them says nothing either way.
    static let otherProtocols: Set<String> = [
        "Identifiable", "Codable", "Decodable", "Encodable", "Sendable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "CaseIterable", "ObservableObject", "Error", "LocalizedError",
        "Transferable", "AnyObject", "View", "Observable",
    ]

    /// `any Shape`, written `anyShape` once whitespace is removed.
    static func isExistential(_ t: String) -> Bool {
        t.hasPrefix("any ") || (t.hasPrefix("any") && (t.dropFirst(3).first?.isUppercase ?? false))
    }

    /// Whether values of the type written as `text` are `Equatable`; nil when it cannot be told.
    static func equatable(_ text: String, _ resolver: Resolver, depth: Int) -> Bool? {
        guard depth < 4 else { return nil }
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.contains("->") { return false }
        if isExistential(t) || t == "Any" || t == "AnyObject" || t == "AnyView" { return false }
        let bare = stripOptional(t)
        if bare != t { return equatable(bare, resolver, depth: depth + 1) }
        // A tuple (two or more elements) is never `Equatable`.
        if bare.hasPrefix("(") && bare.hasSuffix(")") {
            guard let parts = topLevelSplit(String(bare.dropFirst().dropLast()), on: ",") else { return nil }
            return parts.count > 1 ? false : equatable(parts[0], resolver, depth: depth + 1)
        }
        if let inner = elementType(of: bare) { return equatable(inner, resolver, depth: depth + 1) }
        if SDKCatalog.equatableValueTypes.contains(bare) { return true }
        guard let path = resolver.typePath(fromText: bare), !bare.contains("<"), let info = resolver.type(path) else { return nil }
        // A protocol as a type is an existential, never `Equatable` (even when the protocol
        // refines it).
        if info.kind == .protocol { return false }
        return declaresEquatable(info, resolver, depth: depth)
    }

    /// Whether a project type (or protocol) is `Equatable`: declared so (in its declaration, an
    /// extension, a protocol or superclass it inherits, or an `@Equatable` macro), or an enum
    /// without associated values (synthesized).
    static func declaresEquatable(_ info: TypeInfo, _ resolver: Resolver, depth: Int) -> Bool? {
        guard depth < 4, let kind = info.kind else { return nil }
        if info.attributes.contains("Equatable") { return true }
        // A SwiftData `@Model` is a `PersistentModel`, which is `Hashable` (judged WRONG on an
        // unseen app: a reversed array of models called "not Equatable").
        if kind == .class, info.attributes.contains("Model") { return true }
        if kind == .enum, !info.members.contains(where: { $0.kind == .enumCase && !$0.params.isEmpty }) { return true }
        var unknown = false
        for name in info.inherits.sorted() {
            if equatableProtocols.contains(name) { return true }
            if otherProtocols.contains(name) { continue }
            guard let other = resolver.type([name]), let otherKind = other.kind else {
                // An SDK superclass (`NSObject` is `Equatable`) or protocol the catalog does not know.
                unknown = true
                continue
            }
            if otherKind == .protocol || otherKind == .class {
                switch declaresEquatable(other, resolver, depth: depth + 1) {
                case true?: return true
                case nil: unknown = true
                case false?: continue
                }
            }
        }
        return unknown ? nil : false
    }
}

/// Whether another argument of a call already makes the child look changed on every
/// evaluation: then the collection is not what makes it re-evaluate.
enum FreshSiblingArgument {
    /// A capturing closure literal the child stores (content included: it cannot be compared), a
    /// `Binding(get:set:)` made in place, or a new object.
    static func exists(_ args: [(label: String?, value: NodeID, trailing: Bool)], skipping: Set<Int>,
                       _ info: TypeInfo, _ context: RuleContext) -> Bool {
        let tree = context.tree
        let shape = args.map { (label: $0.label, trailing: $0.trailing) }
        for (k, arg) in args.enumerated() where !skipping.contains(k) {
            for value in BodyClosureArgument.closureValues(arg.value, tree) {
                let v = tree.unwrapped(value)
                let stored = { () -> Bool in
                    let candidates = ViewParameter.match(info, arguments: shape, at: k)
                    return !candidates.isEmpty && candidates.allSatisfy { $0.storedProperty != nil }
                }
                switch tree.kind(v) {
                case .closureExpr:
                    if !ClosureCaptures.isCaptureFree(v, context) {
                        let candidates = ViewParameter.match(info, arguments: shape, at: k)
                        if !candidates.isEmpty, candidates.allSatisfy({ $0.storedProperty?.isFunctionType == true }) { return true }
                    }
                case .callExpr:
                    if tree.calleeName(v) == "Binding", tree.arguments(v).map(\.label) == ["get", "set"] { return true }
                    if context.evaluator.evaluate(tree, v).kind >= .wrappedReference, stored() { return true }
                default:
                    continue
                }
            }
        }
        return false
    }

    /// Whether constructing the child makes a new object whatever its arguments: its initializer
    /// or a stored property's default stores one (`self.controller = UICollectionViewController(…)`,
    /// `let formatter = DateFormatter()`). Such a child looks changed on every evaluation.
    static func constructionHoldsNewObject(_ call: NodeID, _ context: RuleContext) -> Bool {
        context.evaluator.evaluate(context.tree, call).kind >= .wrappedReference
    }
}
