import Foundation
import SwiftLexer

/// What evaluating an expression again would give, ordered from harmless to worst.
public enum FreshnessKind: Int, Comparable, Sendable {
    /// The same value every time (literals, enum cases, stored globals and statics).
    case stable
    /// Not known: never reported.
    case unknown
    /// A closure literal: a new closure value each time, and closures cannot be compared.
    case closure
    /// A value type whose value differs per evaluation (`UUID()`, `Date()`, random).
    case nondeterministic
    /// A value (struct, tuple, collection, optional, enum payload) holding a new class instance.
    case wrappedReference
    /// A new class or actor instance.
    case freshReference

    public static func < (a: FreshnessKind, b: FreshnessKind) -> Bool { a.rawValue < b.rawValue }
}

/// The evaluator's answer with the reasons behind it, for messages.
public struct Verdict: Sendable {
    public var kind: FreshnessKind
    /// The class or actor created (fresh/wrapped), or the value type produced (nondeterministic).
    public var typeName: String?
    /// `"class"` or `"actor"` for references.
    public var typeKind: String?
    /// The innermost expression that is fresh, as written (`ResultCache()`).
    public var culprit: String?
    /// Explanations from outermost to innermost; rules word them.
    public var reasons: [FreshnessReason]

    static let stable = Verdict(kind: .stable, reasons: [])
    static let unknown = Verdict(kind: .unknown, reasons: [])

    init(kind: FreshnessKind, typeName: String? = nil, typeKind: String? = nil, culprit: String? = nil, reasons: [FreshnessReason]) {
        self.kind = kind
        self.typeName = typeName
        self.typeKind = typeKind
        self.culprit = culprit
        self.reasons = reasons
    }

    /// True for kinds that make a default or an injection unstable.
    public var isFresh: Bool { kind >= .closure }
}

/// Classifies expressions as fresh, nondeterministic, closure, stable or unknown, looking through
/// value constructions, memberwise initializers, immediately-invoked closures and one level of
/// project-defined indirection (computed statics/globals and functions returning a new instance).
public struct FreshnessEvaluator {
    /// The index as the expression being evaluated sees it: for the linted file's own tree the
    /// site of each node (`locator`), for a snippet of another declaration that declaration's
    /// site.
    var base: Resolver
    let locator: SiteLocator?
    /// Bodies of project functions/computed properties followed so far on this path.
    var indirections = 0
    var depth = 0
    static let maxIndirections = 2
    static let maxDepth = 24
    /// Steps left for one top-level evaluation, shared by the evaluators it starts: stored
    /// properties of stored properties can branch exponentially (a fuzzed struct whose defaults
    /// construct itself four times took minutes). Out of steps, the verdict is unknown.
    var budget = StepBudget()
    static let maxSteps = 20_000
    /// Structs whose stored-property defaults are being followed on this path: a struct reached
    /// again (a default that constructs its own type) is not followed a second time.
    var constructing: [String] = []

    public init(resolver: Resolver, locator: SiteLocator? = nil) {
        base = resolver
        self.locator = locator
    }

    public init(index: ProjectIndex) { self.init(resolver: Resolver(index: index, site: .anywhere)) }

    /// The lookups for a node of `tree`.
    func index(_ tree: SyntaxTree, _ node: NodeID) -> Resolver {
        if let locator, tree === locator.tree { return base.at(locator.site(node)) }
        return base
    }

    /// An evaluator for a snippet of another declaration, which resolves names from `site`.
    func evaluator(at site: UseSite) -> FreshnessEvaluator {
        var e = FreshnessEvaluator(resolver: base.at(site))
        e.depth = depth
        e.indirections = indirections
        e.budget = budget
        e.constructing = constructing
        return e
    }

    /// Where a type's members are declared: the names in their snippets resolve from there.
    static func site(of info: TypeInfo, snippet: SourceRef) -> UseSite {
        UseSite(file: snippet.file, scope: info.path, condition: info.condition)
    }

    /// Local names visible to the expression (`let x = …` earlier in a closure body).
    struct Scope {
        var bindings: [String: NodeID] = [:]
        /// Names whose value was evaluated elsewhere: an initializer's parameters, bound to the
        /// caller's arguments.
        var verdicts: [String: Verdict] = [:]
    }

    /// What a getter or function body returns on each run (`{ Repo() }`, `{ let r = Repo(); return r }`).
    public func evaluateBody(_ tree: SyntaxTree, _ block: NodeID, expectedType: String? = nil) -> Verdict {
        var copy = self
        copy.budget = StepBudget()
        return copy.evalClosureResult(tree, block, scope: Scope(),
                                      expected: expectedType.flatMap { base.typePath(fromText: $0) })
    }

    public func evaluate(_ tree: SyntaxTree, _ e: NodeID, expectedType: String? = nil) -> Verdict {
        var copy = self
        copy.budget = StepBudget()
        return copy.eval(tree, e, expected: expectedType.flatMap { base.typePath(fromText: $0) }, scope: Scope())
    }

    mutating func eval(_ tree: SyntaxTree, _ e: NodeID, expected: [String]?, scope: Scope) -> Verdict {
        guard depth < FreshnessEvaluator.maxDepth, budget.take() else { return .unknown }
        depth += 1
        defer { depth -= 1 }
        let e = tree.unwrapped(e)
        switch tree.kind(e) {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .regexLiteral, .keyPathExpr:
            return .stable
        case .stringLiteral:
            return combineValues(tree, tree.children(e, .argument).compactMap { valueOfArgument(tree, $0) }, scope: scope,
                                 holder: nil)
        case .closureExpr:
            return Verdict(kind: .closure, culprit: snippetText(tree, e), reasons: [.closureLiteral])
        case .forceUnwrapExpr, .optionalChainingExpr, .castExpr:
            let operand = tree.kind(e) == .castExpr ? CastExpr(unchecked: tree, e).expression : PostfixUnwrapExpr(unchecked: tree, e).expression
            guard let inner = operand else { return .unknown }
            return eval(tree, inner, expected: expected, scope: scope)
        case .tupleExpr, .arrayExpr:
            let values = tree.children(e, .argument).compactMap { valueOfArgument(tree, $0) }
                + tree.children(e).filter { tree.kind($0).isExpression && tree.kind($0) != .argument }
            return combineValues(tree, values, scope: scope, holder: tree.kind(e) == .tupleExpr ? .tuple : .array)
        case .dictionaryExpr:
            var values: [NodeID] = []
            for element in tree.children(e, .dictionaryElement) { values += Array(tree.children(element)) }
            return combineValues(tree, values, scope: scope, holder: .dictionary)
        case .callExpr:
            return evalCall(tree, e, expected: expected, scope: scope)
        case .memberAccessExpr:
            return evalMember(tree, e, expected: expected, scope: scope)
        case .identifierExpr:
            return evalIdentifier(tree, e, scope: scope)
        case .ternaryExpr:
            let ternary = TernaryExpr(unchecked: tree, e)
            let branches = [ternary.then, ternary.else].compactMap { $0 }
            let verdicts = branches.map { eval(tree, $0, expected: expected, scope: scope) }
            return worst(verdicts, requireAll: false)
        case .infixOperatorExpr:
            let parts = tree.children(e).filter { tree.kind($0) != .op }
            let op = InfixOperatorExpr(unchecked: tree, e).operator
            let verdicts = parts.map { eval(tree, $0, expected: nil, scope: scope) }
            if op == .nilCoalescing {
                // `cached ?? Repo()`: fresh only sometimes; report only if every side is.
                return worst(verdicts, requireAll: true)
            }
            if let nd = verdicts.first(where: { $0.kind == .nondeterministic }) { return nd }
            return verdicts.allSatisfy({ $0.kind == .stable }) ? .stable : .unknown
        case .prefixOperatorExpr:
            guard let operand = PrefixOperatorExpr(unchecked: tree, e).operand else { return .unknown }
            let v = eval(tree, operand, expected: nil, scope: scope)
            return v.kind == .nondeterministic || v.kind == .stable ? v : .unknown
        case .ifExpr, .switchExpr:
            let results = branchResults(tree, e)
            guard !results.isEmpty else { return .unknown }
            return worst(results.map { eval(tree, $0, expected: expected, scope: scope) }, requireAll: true)
        default:
            return .unknown
        }
    }

    /// The value expression of an `argument` node.
    func valueOfArgument(_ tree: SyntaxTree, _ arg: NodeID) -> NodeID? {
        Argument(tree, arg)?.value
    }

    /// The single result expressions of each branch of an `if`/`switch` expression.
    func branchResults(_ tree: SyntaxTree, _ e: NodeID) -> [NodeID] {
        var out: [NodeID] = []
        if tree.kind(e) == .ifExpr {
            for c in tree.children(e) {
                if tree.kind(c) == .codeBlock, let r = tree.finalReturnedExpression(c) { out.append(r) }
                else if tree.kind(c) == .ifExpr { out += branchResults(tree, c) }
            }
        } else {
            for c in tree.children(e, .switchCase) {
                let items = tree.children(c).filter { tree.kind($0) != .caseItem && tree.kind($0) != .attribute }
                if items.count == 1, tree.kind(items[0]).isExpression { out.append(items[0]) }
            }
        }
        return out
    }

    /// The worst of several verdicts. With `requireAll`, a fresh kind is kept only if every
    /// branch agrees on being unstable.
    func worst(_ verdicts: [Verdict], requireAll: Bool) -> Verdict {
        guard var best = verdicts.first else { return .unknown }
        for v in verdicts.dropFirst() where v.kind > best.kind { best = v }
        if requireAll && verdicts.contains(where: { !$0.isFresh }) && best.isFresh { return .unknown }
        return best
    }

    /// A value built from parts: wrapped if a part holds a new reference, nondeterministic if a
    /// part is, stable if all parts are.
    mutating func combineValues(_ tree: SyntaxTree, _ parts: [NodeID], scope: Scope, holder: FreshnessReason.ValueHolder?) -> Verdict {
        var result = Verdict.stable
        var allStable = true
        for p in parts {
            let v = eval(tree, p, expected: nil, scope: scope)
            switch v.kind {
            case .freshReference, .wrappedReference:
                if result.kind < .wrappedReference {
                    var w = v
                    w.kind = .wrappedReference
                    if let holder { w.reasons.insert(.holds(holder, culprit: v.culprit ?? snippetText(tree, p)), at: 0) }
                    result = w
                }
            case .nondeterministic:
                if result.kind < .nondeterministic { result = v }
            case .closure, .stable:
                break
            case .unknown:
                allStable = false
            }
        }
        if result.kind == .stable && !allStable { return .unknown }
        return result
    }

    // MARK: - Calls

    mutating func evalCall(_ tree: SyntaxTree, _ call: NodeID, expected: [String]?, scope: Scope) -> Verdict {
        guard let callee = tree.callee(call) else { return .unknown }
        let args = tree.arguments(call)
        // Message text, made only for a verdict that needs it (a call's text can be a whole `VStack { … }`).
        func text() -> String { FreshnessEvaluator.shortText(tree.text(call)) }
        let calleeKind = tree.kind(tree.unwrapped(callee))
        // `{ … }()`: what the closure returns.
        if calleeKind == .closureExpr {
            return evalClosureResult(tree, tree.unwrapped(callee), scope: scope)
        }
        if let target = constructorTarget(tree, callee, expected: expected) {
            return evalConstruction(tree, call, path: target, args: args, text: text(), scope: scope)
        }
        let c = tree.unwrapped(callee)
        switch tree.kind(c) {
        case .identifierExpr:
            guard let n = tree.child(c, .name) else { return .unknown }
            let name = tree.identifier(n)
            if SDKCatalog.nondeterministicFunctions.contains(name) {
                return Verdict(kind: .nondeterministic, typeName: nil, culprit: text(),
                               reasons: [.differsPerCall(expression: text())])
            }
            if let f = index(tree, c).global(name), f.kind == .function, let body = f.value {
                return evalIndirection(body: body, site: UseSite(file: body.file, scope: [], condition: .always),
                                       source: .function(name: name), text: text())
            }
            return .unknown
        case .memberAccessExpr:
            guard let n = tree.child(c, .name) else { return .unknown }
            let member = tree.identifier(n)
            let base = tree.memberBase(c)
            if SDKCatalog.nondeterministicMethods.contains(member) {
                return Verdict(kind: .nondeterministic, culprit: text(),
                               reasons: [.differsPerCall(expression: member)])
            }
            // `Type.make()` / `.make()`: a static function of a project type.
            let typePath = base.flatMap { typePathOfExpression(tree, $0) } ?? (base == nil ? expected : nil)
            // `NSMapTable<K, V>.strongToWeakObjects()`: an SDK class's factory.
            var factoryOwner = base.map { tree.unwrapped($0) }
            if let b = factoryOwner, let g = GenericSpecializationExpr(tree, b) { factoryOwner = g.expression }
            if let b = factoryOwner, tree.kind(b) == .identifierExpr, let on = tree.child(b, .name).map({ tree.identifier($0) }),
               SDKCatalog.freshFactories[on]?.contains(member) == true, !index(tree, b).declares([on]) {
                let name = on
                return Verdict(kind: .freshReference, typeName: name, typeKind: "class", culprit: text(),
                               reasons: [.createsInstance(expression: text(), type: name)])
            }
            if let typePath, let info = index(tree, c).members(of: typePath), let f = info.staticMember(member) {
                if f.kind == .function, let body = f.value {
                    return evalIndirection(body: body, site: FreshnessEvaluator.site(of: info, snippet: body),
                                           source: .staticFunction(type: info.name, member: member), text: text())
                }
                if f.kind == .enumCase {
                    return combineValues(tree, args.map(\.value), scope: scope, holder: .enumPayload)
                }
            }
            if member == "some", base == nil || typePath == ["Optional"] {
                return combineValues(tree, args.map(\.value), scope: scope, holder: .optional)
            }
            // `Binding.constant(Provider())`: a binding that holds the value it is given.
            if member == "constant", !index(tree, c).declares(["Binding"]),
               (base == nil ? expected : factoryOwner.flatMap { tree.kind($0) == .identifierExpr ? tree.child($0, .name) : nil }
                    .map { [tree.identifier($0)] }) == ["Binding"] {
                return combineValues(tree, args.map(\.value), scope: scope, holder: .binding)
            }
            // A method on a value that changes per evaluation keeps changing (`Date().addingTimeInterval(5)`).
            if let base {
                let b = eval(tree, base, expected: nil, scope: scope)
                if b.kind == .nondeterministic { return b }
            }
            return .unknown
        default:
            return .unknown
        }
    }

    /// The type a callee constructs, if it is a type: `T(…)`, `T<X>(…)`, `A.B(…)`, `T.init(…)`,
    /// `.init(…)` against the expected type.
    func constructorTarget(_ tree: SyntaxTree, _ callee: NodeID, expected: [String]?) -> [String]? {
        let c = tree.unwrapped(callee)
        switch tree.kind(c) {
        case .identifierExpr, .genericSpecializationExpr:
            return typePathOfExpression(tree, c)
        case .memberAccessExpr:
            guard let n = tree.child(c, .name) else { return nil }
            let name = tree.identifier(n)
            let base = tree.memberBase(c)
            if name == "init" {
                if let base { return typePathOfExpression(tree, base) }
                return expected
            }
            return typePathOfExpression(tree, c)
        default:
            return nil
        }
    }

    /// Reads an expression as a type name if it names one we know (`Foo`, `Foo.Bar`, `Foo<Int>`,
    /// `Module.Foo`). Lowercase names are types only when the project declares them so.
    func typePathOfExpression(_ tree: SyntaxTree, _ e: NodeID) -> [String]? {
        var path: [String] = []
        var cur = e
        while true {
            switch tree.kind(cur) {
            case .genericSpecializationExpr:
                guard let inner = GenericSpecializationExpr(unchecked: tree, cur).expression else { return nil }
                cur = inner
                continue
            case .identifierExpr:
                guard let n = tree.child(cur, .name) else { return nil }
                path.insert(tree.identifier(n), at: 0)
            case .memberAccessExpr:
                guard let n = tree.child(cur, .name), let base = tree.memberBase(cur) else { return nil }
                path.insert(tree.identifier(n), at: 0)
                cur = base
                continue
            case .typeExpr:
                guard let t = TypeExpr(unchecked: tree, cur).type, let p = tree.typePath(t) else { return nil }
                path.insert(contentsOf: p, at: 0)
            default:
                return nil
            }
            break
        }
        let lookups = index(tree, e)
        if lookups.type(path) != nil { return path }
        guard let last = path.last, let first = last.unicodeScalars.first,
              CharacterSetASCII.isUppercase(first) else { return nil }
        if lookups.valueKind(of: path) != nil { return path }
        return nil
    }

    /// `T(args)` where T is a type.
    mutating func evalConstruction(_ tree: SyntaxTree, _ call: NodeID, path: [String],
                                   args: [(label: String?, value: NodeID, trailing: Bool)], text: @autoclosure () -> String,
                                   scope: Scope) -> Verdict {
        let name = path.joined(separator: ".")
        let lookups = index(tree, call)
        let project = lookups.type(path)
        let kind = lookups.valueKind(of: path)
        if kind == .reference {
            let typeKind = project?.kind == .actor ? "actor" : "class"
            return Verdict(kind: .freshReference, typeName: name, typeKind: typeKind, culprit: text(),
                           reasons: [.createsInstance(expression: text(), type: name)])
        }
        guard kind == .value else { return .unknown }
        // Initializers that read the clock or make identifiers.
        if project == nil, !lookups.declares(path), let forms = SDKCatalog.nondeterministicInitializers[path.last ?? ""] {
            let labels = args.filter { !$0.trailing }.map { $0.label ?? "_" }
            if forms == nil || forms!.contains(labels) {
                return Verdict(kind: .nondeterministic, typeName: name, culprit: text(),
                               reasons: [.makesNewValue(expression: text(), type: path.last ?? "")])
            }
        }
        var parts = args.map(\.value)
        var v = combineValues(tree, parts, scope: scope, holder: nil)
        if v.kind >= .wrappedReference {
            v.reasons = [.valueTypeArgument(type: name, argument: v.culprit, instanceType: v.typeName ?? "")]
            return v
        }
        // An explicit initializer: follow what it stores.
        if let project, project.kind == .struct, project.hasExplicitInit, v.kind < .wrappedReference {
            let followed = evalExplicitInit(project, tree: tree, args: args, scope: scope)
            if followed.kind >= .wrappedReference || (followed.kind == .nondeterministic && v.kind < .nondeterministic) {
                return followed
            }
        }
        // A memberwise or default initializer also runs the stored properties' initializers.
        if let project, project.kind == .struct, !constructing.contains(project.qualifiedName) {
            let given = Set(args.compactMap { $0.label })
            for property in project.storedProperties where !given.contains(property.name) {
                guard let value = property.value else { continue }
                if project.hasExplicitInit && property.kind != .storedLet { continue }
                let snippet = base.snippet(value)
                guard let expr = snippet.expression else { continue }
                var inner = evaluator(at: FreshnessEvaluator.site(of: project, snippet: value))
                inner.depth = depth + 1
                inner.constructing = constructing + [project.qualifiedName]
                let pv = inner.eval(snippet.tree, expr, expected: property.typeText.flatMap { base.typePath(fromText: $0) },
                                    scope: Scope())
                if pv.kind >= .wrappedReference {
                    return Verdict(kind: .wrappedReference, typeName: pv.typeName, typeKind: pv.typeKind, culprit: pv.culprit,
                                   reasons: [.storedPropertyInstance(type: name, property: property.name, initializer: pv.culprit ?? base.text(value),
                                                                     instanceType: pv.typeName ?? "")])
                }
                if pv.kind == .nondeterministic && v.kind < .nondeterministic {
                    v = Verdict(kind: .nondeterministic, typeName: pv.typeName, culprit: pv.culprit,
                                reasons: [.storedPropertyInitialized(type: name, property: property.name, initializer: pv.culprit ?? base.text(value))])
                }
            }
        }
        parts.removeAll()
        return v
    }

    /// Runs a project struct's explicit initializer symbolically: the initializer the call selects
    /// (by labels), its parameters bound to the call's arguments or their defaults, and the values
    /// it assigns to stored properties or passes on with `self.init(…)`.
    mutating func evalExplicitInit(_ info: TypeInfo, tree: SyntaxTree, args: [(label: String?, value: NodeID, trailing: Bool)],
                                   scope: Scope) -> Verdict {
        guard indirections < FreshnessEvaluator.maxIndirections else { return .unknown }
        let labels = args.map { $0.label }
        var candidates = info.initializers.filter { initializer in
            FreshnessEvaluator.bind(initializer.params, labels) != nil
        }
        if candidates.count > 1 {
            // Overloads with the same labels: keep those whose parameter types fit arguments that
            // construct a known type (`AppState()` selects `init(appState: AppState, …)`).
            candidates = candidates.filter { initializer in
                guard let binding = FreshnessEvaluator.bind(initializer.params, labels) else { return false }
                for (k, param) in initializer.params.enumerated() {
                    guard let a = binding[k], tree.kind(tree.unwrapped(args[a].value)) == .callExpr,
                          let callee = tree.callee(tree.unwrapped(args[a].value)),
                          let argType = constructorTarget(tree, callee, expected: nil)?.last,
                          let paramType = base.typePath(fromText: param.typeText)?.last else { continue }
                    if argType != paramType { return false }
                }
                return true
            }
        }
        guard candidates.count == 1, let initializer = candidates.first, let bodyText = initializer.value,
              let binding = FreshnessEvaluator.bind(initializer.params, labels) else { return .unknown }
        var inner = Scope()
        for (k, param) in initializer.params.enumerated() {
            if let a = binding[k] {
                inner.verdicts[param.name] = eval(tree, args[a].value, expected: base.typePath(fromText: param.typeText), scope: scope)
            } else if let text = param.defaultValue {
                let snippet = base.snippet(text)
                guard let e = snippet.expression else { continue }
                var defaults = evaluator(at: FreshnessEvaluator.site(of: info, snippet: text))
                defaults.depth = depth + 1
                defaults.indirections = indirections + 1
                inner.verdicts[param.name] = defaults.eval(snippet.tree, e, expected: base.typePath(fromText: param.typeText),
                                                        scope: Scope())
            }
        }
        let snippet = base.snippet(bodyText)
        guard let body = snippet.expression, snippet.tree.kind(body) == .closureExpr else { return .unknown }
        let stored = Set(info.storedProperties.map(\.name))
        var nested = evaluator(at: FreshnessEvaluator.site(of: info, snippet: bodyText))
        nested.depth = depth + 1
        nested.indirections = indirections + 1
        var result = Verdict.stable
        let body_ = snippet.tree
        for item in body_.items(body) where body_.kind(item) != .closureSignature {
            switch body_.kind(item) {
            case .variableDecl:
                for b in body_.children(item, .patternBinding) {
                    if let name = body_.bindingName(b), let value = body_.initializerValue(b) { inner.bindings[name] = value }
                }
            case .assignmentExpr:
                let assignment = AssignmentExpr(unchecked: body_, item)
                guard let lhs = assignment.target, let rhs = assignment.value,
                      let property = FreshnessEvaluator.assignedProperty(body_, lhs), stored.contains(property) else { continue }
                let v = nested.eval(body_, rhs, expected: nil, scope: inner)
                if v.kind >= .wrappedReference, result.kind < .wrappedReference {
                    result = Verdict(kind: .wrappedReference, typeName: v.typeName, typeKind: v.typeKind, culprit: v.culprit,
                                     reasons: [.initializerStores(type: info.name, stored: v.culprit ?? "", instanceType: v.typeName ?? "", property: property)])
                } else if v.kind == .nondeterministic && result.kind < .nondeterministic {
                    result = v
                }
            case .callExpr:
                // `self.init(…)`: another initializer of the same type.
                guard let callee = body_.callee(item), body_.kind(callee) == .memberAccessExpr,
                      body_.calleeName(item) == "init", let base = body_.memberBase(callee),
                      body_.kind(base) == .identifierExpr, body_.name(base, is: "self") else { continue }
                let v = nested.evalConstruction(body_, item, path: info.path, args: body_.arguments(item),
                                                text: FreshnessEvaluator.shortText(body_.text(item)), scope: inner)
                if v.kind > result.kind { result = v }
            default:
                continue
            }
        }
        return result
    }

    /// `self.x = …` or `x = …` → `x`.
    static func assignedProperty(_ tree: SyntaxTree, _ lhs: NodeID) -> String? {
        switch tree.kind(lhs) {
        case .identifierExpr:
            return tree.child(lhs, .name).map { tree.identifier($0) }
        case .memberAccessExpr:
            guard let base = tree.memberBase(lhs), tree.kind(base) == .identifierExpr, tree.name(base, is: "self") else { return nil }
            return tree.child(lhs, .name).map { tree.identifier($0) }
        default:
            return nil
        }
    }

    /// Matches call labels to parameters in order (Swift's forward scan, defaults may be skipped):
    /// for each parameter, the index of the argument it receives. Nil when the labels do not fit.
    static func bind(_ params: [ParamSummary], _ labels: [String?]) -> [Int?]? {
        var result = [Int?](repeating: nil, count: params.count)
        var next = 0
        for (a, label) in labels.enumerated() {
            guard let j = params[next...].firstIndex(where: { $0.label == label }) else { return nil }
            if params[next..<j].contains(where: { !$0.hasDefault }) { return nil }
            result[j] = a
            next = j + 1
        }
        if params[next...].contains(where: { !$0.hasDefault }) { return nil }
        return result
    }

    // MARK: - Members and names

    mutating func evalMember(_ tree: SyntaxTree, _ e: NodeID, expected: [String]?, scope: Scope) -> Verdict {
        guard let n = tree.child(e, .name) else { return .unknown }
        let member = tree.identifier(n)
        func text() -> String { FreshnessEvaluator.shortText(tree.text(e)) }
        let base = tree.memberBase(e)
        let typePath = base.flatMap { typePathOfExpression(tree, $0) } ?? (base == nil ? expected : nil)
        if let typePath {
            let lookups = index(tree, e)
            if let info = lookups.members(of: typePath), let m = info.staticMember(member) {
                return evalStaticMember(m, owner: info, text: text())
            }
            let isProjectType = lookups.declares(typePath)
            if SDKCatalog.clockStaticMembers[member] != nil || (SDKCatalog.nondeterministicStaticMembers.contains(member) && !isProjectType) {
                return Verdict(kind: .nondeterministic, typeName: typePath.last, culprit: text(),
                               reasons: [.readsClockPerEvaluation(expression: text())])
            }
            if !isProjectType && (SDKCatalog.stableStaticMembers.contains(member)) { return .stable }
            // An enum case of a project enum, or a nested type reference.
            return .unknown
        }
        if base == nil {
            // `.now` without a known type: `Date.now` is the only common one.
            if let type = SDKCatalog.clockStaticMembers[member] {
                return Verdict(kind: .nondeterministic, typeName: type, culprit: text(),
                               reasons: [.readsClockPerEvaluation(expression: text())])
            }
            if SDKCatalog.stableStaticMembers.contains(member) { return .stable }
            return .unknown
        }
        guard let base else { return .unknown }
        let b = eval(tree, base, expected: nil, scope: scope)
        if b.kind == .nondeterministic {
            var v = b
            v.culprit = text()
            return v
        }
        if SDKCatalog.clockProperties.contains(member) { return Verdict(kind: .nondeterministic, culprit: text(), reasons: [.readsClock(expression: text())]) }
        return .unknown
    }

    /// A static member of a project type: stored ones are evaluated once; computed ones run their
    /// body on every read.
    mutating func evalStaticMember(_ m: MemberSummary, owner: TypeInfo, text: @autoclosure () -> String) -> Verdict {
        switch m.kind {
        case .storedLet, .storedVar, .enumCase:
            return .stable
        case .computed:
            guard let body = m.value else { return .unknown }
            return evalIndirection(body: body, site: FreshnessEvaluator.site(of: owner, snippet: body),
                                   source: .computedStaticProperty(type: owner.name, member: m.name), text: text(),
                                   expected: m.typeText)
        case .function, .initializer:
            return .stable
        }
    }

    mutating func evalIdentifier(_ tree: SyntaxTree, _ e: NodeID, scope: Scope) -> Verdict {
        guard let n = tree.child(e, .name) else { return .unknown }
        let name = tree.identifier(n)
        if let known = scope.verdicts[name] { return known }
        if let local = scope.bindings[name] { return eval(tree, local, expected: nil, scope: scope) }
        let lookups = index(tree, e)
        if let g = lookups.global(name) {
            switch g.kind {
            case .storedLet, .storedVar: return .stable
            case .computed:
                guard let body = g.value else { return .unknown }
                return evalIndirection(body: body, site: UseSite(file: body.file, scope: [], condition: .always),
                                       source: .computedGlobal(name: name), text: name, expected: g.typeText)
            default: return .stable
            }
        }
        if lookups.declares([name]) || lookups.members(of: [name]) != nil { return .stable }
        return .unknown
    }

    /// Follows a project body (`{ Cache() }`) one level: what it returns each time it runs.
    mutating func evalIndirection(body: SourceRef, site: UseSite, source: FreshnessReason.IndirectionSource, text: @autoclosure () -> String,
                                  expected: String? = nil) -> Verdict {
        guard indirections < FreshnessEvaluator.maxIndirections else { return .unknown }
        let saved = base
        base = base.at(site)
        defer { base = saved }
        let snippet = base.snippet(body)
        guard let closure = snippet.expression, snippet.tree.kind(closure) == .closureExpr else { return .unknown }
        indirections += 1
        defer { indirections -= 1 }
        var v = evalClosureResult(snippet.tree, closure, scope: Scope(),
                                  expected: expected.flatMap { base.typePath(fromText: $0) })
        if v.isFresh && v.kind != .closure {
            v.reasons.insert(.returnsEachRead(source, returned: v.culprit ?? ""), at: 0)
            v.culprit = text()
        } else if v.kind == .closure {
            return .unknown
        }
        return v
    }

    /// What a closure body returns: its single expression, or `return e` with earlier `let`s in scope.
    mutating func evalClosureResult(_ tree: SyntaxTree, _ closure: NodeID, scope: Scope,
                                    expected: [String]? = nil) -> Verdict {
        var scope = scope
        let items = tree.items(closure).filter { tree.kind($0) != .closureSignature }
        var result: NodeID? = nil
        for (k, item) in items.enumerated() {
            switch tree.kind(item) {
            case .variableDecl:
                for binding in tree.children(item, .patternBinding) {
                    if let name = tree.bindingName(binding), let value = tree.initializerValue(binding) {
                        scope.bindings[name] = value
                    }
                }
            case .returnStmt:
                result = ReturnStmt(unchecked: tree, item).value
            default:
                if k == items.count - 1 && items.count == 1 && tree.kind(item).isExpression { result = item }
            }
        }
        guard let result else { return .unknown }
        return eval(tree, result, expected: expected, scope: scope)
    }

    func snippetText(_ tree: SyntaxTree, _ e: NodeID) -> String { Self.shortText(tree.text(e)) }

    /// Expression text for messages: one line; a long one keeps whole names (`MessageLine.quote`).
    static func shortText(_ text: String) -> String { MessageLine.quote(text) }
}

/// ASCII classification without Foundation's CharacterSet.
enum CharacterSetASCII {
    static func isUppercase(_ c: Unicode.Scalar) -> Bool { c.value >= 65 && c.value <= 90 }
}

/// A line without its leading and trailing spaces and tabs.
func trimmedSpaces(_ line: Substring) -> String {
    var s = line
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return String(s)
}

/// Evaluation steps left, shared by reference among the evaluators of one top-level evaluation.
final class StepBudget {
    private var remaining = FreshnessEvaluator.maxSteps
    /// False once the steps are spent.
    func take() -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }
}
