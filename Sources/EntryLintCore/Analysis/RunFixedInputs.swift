import SwiftLexer

/// Names in a `conditional_modifier` condition whose value is fixed for one view identity for the
/// whole run, so the condition never flips it (the names `ConstantCondition` cannot tell from the
/// expression alone):
/// - a stored property of the enclosing view that no construction anywhere in the project
///   passes a value that may change, that nothing assigns, and that no explicit `init` sets;
/// - an `@Environment(\.key)` property whose project-declared key is never set, or only to
///   literals (fixed at each position of the hierarchy);
/// - the row parameter of a `ForEach` over indices or a range, whose row identity *is* the index
///   (directly, or through the parameter of a helper method that only such rows call).
/// Everything is decided from this file's tree and the index's structural facts
/// (`ProjectIndex.varyingInputs`), so it is the same however the file was reached.
enum RunFixedInputs {
    static func isFixed(_ e: NodeID, _ context: RuleContext, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        let tree = context.tree
        let e = tree.unwrapped(e)
        switch tree.kind(e) {
        case .identifierExpr:
            guard let n = tree.child(e, .name) else { return false }
            let name = tree.identifier(n)
            return isFixedName(name, at: e, context, depth: depth)
        case .memberAccessExpr:
            // `self.isCompact`: the property, whatever the locals are.
            guard let base = tree.memberBase(e), tree.kind(base) == .identifierExpr, tree.name(base, is: "self"),
                  let n = tree.child(e, .name) else { return isFixedModelChain(e, context) }
            return isFixedProperty(tree.identifier(n), at: e, context)
        default:
            return false
        }
    }

    /// A bare name: the innermost closure or function parameter that declares it, else a property.
    static func isFixedName(_ name: String, at e: NodeID, _ context: RuleContext, depth: Int) -> Bool {
        let tree = context.tree
        var cur = e
        while let p = context.views.parent(cur) {
            defer { cur = p }
            switch tree.kind(p) {
            case .closureExpr:
                let closure = ClosureExpr(unchecked: tree, p)
                let params = closure.parameters
                let declares = name.hasPrefix("$") ? params.isEmpty : params.contains { $0.localName == name }
                guard declares else { continue }
                guard name == "$0" || (params.count == 1 && !shadowed(name, in: p, before: e, tree)) else { return false }
                return isIndexRow(p, context)
            case .functionDecl:
                let params = parameters(of: p, tree)
                guard let position = params.firstIndex(where: { $0.localName == name }) else { return isFixedProperty(name, at: e, context) }
                guard !shadowed(name, in: p, before: e, tree) else { return false }
                return isOnlyCalledWithIndexRows(p, position: position, context, depth: depth)
                    || isOnlyPassedFixedValues(p, params[position], context)
            case .initializerDecl, .subscriptDecl:
                return false
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                guard !shadowed(name, in: p, before: e, tree, localsOnly: true) else { return false }
                return isFixedProperty(name, at: e, context)
            default:
                continue
            }
        }
        return false
    }

    /// Whether a `let`/`var`/`for`/`case` binding of `name` precedes `e` inside `scope` (a local
    /// that hides the parameter or property): tokens, so every binding form counts.
    static func shadowed(_ name: String, in scope: NodeID, before e: NodeID, _ tree: SyntaxTree, localsOnly: Bool = false) -> Bool {
        let start = Int(tree[scope].firstToken)
        let end = min(Int(tree[e].firstToken), tree.tokens.count)
        guard start < end else { return false }
        var k = start
        var braceDepth = 0
        while k < end {
            defer { k += 1 }
            let t = tree.tokens[k]
            if t.kind == .leftBrace { braceDepth += 1 }
            if t.kind == .rightBrace { braceDepth -= 1 }
            guard t.kind == .identifier, tree.identifierText(k) == name, k > start else { continue }
            // A type's own member declarations (`var isOn = false`) are the property itself.
            if localsOnly && braceDepth <= 1 { continue }
            let before = tree.tokens[k - 1]
            if let kw = before.keyword, kw == .`let` || kw == .`var` || kw == .`for` || kw == .`case` { return true }
            if before.kind == .comma || before.kind == .leftParen, localsOnly || braceDepth > 0 {
                // `let (a, isOn) = …`, `if let a, let isOn`: conservative, any later binding list.
                var j = k - 1
                while j > start && !tree.tokens[j].flags.contains(.atStartOfLine) {
                    if let kw = tree.tokens[j].keyword, kw == .`let` || kw == .`var` { return true }
                    j -= 1
                }
            }
        }
        return false
    }

    static func parameters(of fn: NodeID, _ tree: SyntaxTree) -> [Parameter] {
        guard let clause = tree.child(fn, .parameterClause) else { return [] }
        return tree.children(clause, .parameter).map { Parameter(unchecked: tree, $0) }
    }

    // MARK: - ForEach rows

    /// A closure that is the content of `ForEach(x.indices)`, `ForEach(0..<n)` (with no `id:` or
    /// `id: \.self`): one row identity per index, so its index never changes for that row.
    static func isIndexRow(_ closure: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var cur = closure
        for _ in 0..<2 {
            guard let p = context.views.parent(cur) else { return false }
            cur = p
            guard tree.kind(p) == .callExpr else { continue }
            guard tree.calleeName(p) == "ForEach", let callee = tree.callee(p), tree.kind(callee) == .identifierExpr,
                  !context.resolver(at: p).declares(["ForEach"]) else { return false }
            let args = tree.arguments(p)
            guard args.contains(where: { $0.value == closure }),
                  let data = args.first(where: { !$0.trailing && $0.label == nil })?.value, isIndexData(data, tree) else { return false }
            if let id = args.first(where: { $0.label == "id" })?.value {
                guard let key = tree.children(tree.unwrapped(id), .keyPathComponent).first, tree.children(tree.unwrapped(id), .keyPathComponent).count == 1,
                      let n = tree.child(key, .name), tree.identifier(n) == "self" else { return false }
            }
            return true
        }
        return false
    }

    /// `x.indices`, `a..<b`, `a...b`, `Array(…)` of these.
    static func isIndexData(_ data: NodeID, _ tree: SyntaxTree) -> Bool {
        let e = tree.unwrapped(data)
        switch tree.kind(e) {
        case .memberAccessExpr:
            return tree.child(e, .name).map { tree.identifier($0) } == "indices"
        case .infixOperatorExpr:
            let range = InfixOperatorExpr(unchecked: tree, e)
            return range.operands != nil && (range.operator == .halfOpenRange || range.operator == .closedRange)
        case .callExpr:
            guard tree.calleeName(e) == "Array", let callee = tree.callee(e), tree.kind(callee) == .identifierExpr,
                  let first = tree.arguments(e).first, first.label == nil else { return false }
            return isIndexData(first.value, tree)
        default:
            return false
        }
    }

    /// A method of this file's type whose parameter at `position` every call passes a `ForEach`
    /// index row: each call is unqualified (or through `self`) in this file, the name is never
    /// used otherwise (no function reference, no call through another base anywhere in the
    /// project) and the type has no extension in another file.
    static func isOnlyCalledWithIndexRows(_ fn: NodeID, position: Int, _ context: RuleContext, depth: Int) -> Bool {
        let tree = context.tree
        guard let name = tree.declName(fn), !context.project.uses.accessesThroughABase(name),
              let owner = EnclosingType.of(fn, context), tree.kind(owner) == .structDecl, let ownerName = tree.declName(owner),
              let info = context.resolver(at: owner).type([ownerName]), info.extendedIn.allSatisfy({ $0 == context.path }) else { return false }
        let params = parameters(of: fn, tree)
        let labels = params.map { $0.label }
        var calls = 0
        for call in context.nodes(.callExpr) where tree.calleeName(call) == name {
            guard let callee = tree.callee(call) else { return false }
            if tree.kind(callee) == .memberAccessExpr {
                guard let base = tree.memberBase(callee), tree.kind(base) == .identifierExpr, tree.name(base, is: "self") else { return false }
            } else if tree.kind(callee) != .identifierExpr {
                return false
            }
            let args = tree.arguments(call).filter { !$0.trailing }
            // Positional: the same labels in order, so argument `position` is the parameter.
            guard args.count == params.count, args.map(\.label) == labels else { return false }
            let value = tree.unwrapped(args[position].value)
            guard tree.kind(value) == .identifierExpr, isFixed(value, context, depth: depth + 1) else { return false }
            calls += 1
        }
        // Every mention of the name is its declaration or one of those calls.
        var mentions = 0
        for t in tree.tokens.indices where tree.tokens[t].kind == .identifier && tree.identifierText(t) == name { mentions += 1 }
        return calls > 0 && mentions == calls + 1
    }

    /// A labelled parameter that no call in the project passes a value that may change
    /// (`tappable(menu: false)` or left at its default), also through functions that pass it on
    /// (`VaryingForward`): `function(label` is not among the project's varying inputs.
    static func isOnlyPassedFixedValues(_ fn: NodeID, _ parameter: Parameter, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let name = tree.declName(fn), let label = parameter.label,
              !(parameter.type.map { tree.text($0).hasPrefix("inout") } ?? false) else { return false }
        return !context.project.varyingInputs.contains(PreviewUses.hash(name + "(" + label))
    }

    // MARK: - Properties

    /// A property of the enclosing struct, declared in this file, fixed for each view identity.
    static func isFixedProperty(_ name: String, at e: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let owner = EnclosingType.of(e, context), tree.kind(owner) == .structDecl, let ownerName = tree.declName(owner) else { return false }
        let declarations = tree.members(owner).filter { m in
            tree.kind(m) == .variableDecl && tree.children(m, .patternBinding).contains { tree.bindingName($0) == name }
        }
        guard declarations.count == 1, let decl = declarations.first,
              tree.children(decl, .patternBinding).count == 1, let binding = tree.child(decl, .patternBinding) else { return false }
        // `static var`/`class var`: shared, not an input of one view.
        var t = Int(tree[decl].firstToken)
        while t < Int(tree[decl].endToken), let kw = tree.tokens[t].keyword, kw != .`var` && kw != .`let` {
            if kw == .`static` || kw == .`class` { return false }
            t += 1
        }
        while t < Int(tree[decl].endToken), tree.tokens[t].keyword != .`var` && tree.tokens[t].keyword != .`let` {
            if tree.tokens[t].keyword == .`static` || tree.tokens[t].keyword == .`class` { return false }
            t += 1
        }
        // An accessor block (computed, observers) is not a stored input; a getter that only
        // checks availability and the compiler is one value for the run.
        if tree.child(binding, .accessorBlock) != nil {
            return tree.getterBody(binding).map { ConstantCondition.isCompileTimeGetter($0, tree) } ?? false
        }
        let varying = context.project.varyingInputs
        // Assigned somewhere (a builder-style copy, a mutating method, `_x = …` in an init).
        if varying.contains(PreviewUses.hash("=" + name)) || varying.contains(PreviewUses.hash("=_" + name)) { return false }
        let attributes = tree.attributeNames(decl)
        if attributes.isEmpty {
            return isFixedStoredProperty(name, decl: decl, binding: binding, owner: ownerName, at: owner, context)
        }
        if attributes == ["Environment"] { return isFixedEnvironmentValue(decl, context) }
        return false
    }

    /// `var showsDivider = false`, `let compact: Bool = true`, `var selection: Item?`,
    /// `let isCompact: Bool`: what each construction in the project passes (through the
    /// memberwise initializer, or an explicit one that stores a literal or a labelled
    /// parameter), or the default.
    static func isFixedStoredProperty(_ name: String, decl: NodeID, binding: NodeID, owner: String, at site: NodeID,
                                      _ context: RuleContext) -> Bool {
        let tree = context.tree
        // `let x = value` is never an initializer parameter.
        let isLet = tree[decl].flags.contains(.isLet)
        if isLet, tree.initializerValue(binding) != nil { return true }
        guard let info = context.resolver(at: site).type([owner]), info.kind == .struct else { return false }
        // Constructed under another name: not seen by the labels.
        for (_, list) in context.project.aliases where list.contains(where: { context.project.typePath(fromText: $0.target)?.last == owner }) {
            return false
        }
        let varying = context.project.varyingInputs
        if varying.contains(PreviewUses.hash(owner + "(*")) { return false }
        func passedFixed(_ label: String) -> Bool {
            !varying.contains(PreviewUses.hash(owner + "(" + label)) && !varying.contains(PreviewUses.hash("*(" + label))
        }
        // A required input is fixed only when the project is seen making the view (`Type(+`):
        // the memberwise initializer is internal, so then every construction is in the module.
        let isOptional = tree.annotatedType(binding).map { tree.text($0).hasSuffix("?") } ?? false
        let hasDefault = tree.initializerValue(binding) != nil || (!isLet && isOptional)
        let constructed = varying.contains(PreviewUses.hash(owner + "(+"))
        if info.initializers.isEmpty { return passedFixed(name) && (hasDefault || constructed) }
        return initializersStoreFixedValues(name, owner: site, info, constructed: constructed, passedFixed, context)
    }

    /// Every initializer of the struct declared at `owner` (all of them in this declaration)
    /// stores in `name` only literals and labelled parameters that each construction passes a
    /// fixed value (`passedFixed`), or leaves it to its default: `self.passLayoutSize = true`.
    /// An assignment inside a closure or a branch is a varying input (`VaryingInputs`).
    static func initializersStoreFixedValues(_ name: String, owner: NodeID, _ info: TypeInfo, constructed: Bool,
                                             _ passedFixed: (String) -> Bool, _ context: RuleContext) -> Bool {
        let tree = context.tree
        let inits = tree.members(owner).filter { tree.kind($0) == .initializerDecl }
        guard inits.count == info.initializers.count else { return false }
        let tokens = tree.tokens
        for initializer in inits {
            // Local name → its label, when a construction that leaves it out is seen or it has a
            // default (a required parameter of a view made outside the project is unknown).
            let params = parameters(of: initializer, tree).filter { constructed || $0.defaultValue != nil }
            let labels = Dictionary(params.compactMap { p in p.localName.map { ($0, p.label) } }, uniquingKeysWith: { a, _ in a })
            let end = min(Int(tree[initializer].endToken), tokens.count)
            var t = Int(tree[initializer].firstToken)
            while t + 2 < end {
                defer { t += 1 }
                guard tokens[t].kind == .identifier, tree.identifierText(t) == name, tokens[t + 1].kind == .equal,
                      tokens[t - 1].kind != .period || (t >= 2 && tokens[t - 2].keyword == .`self`) else { continue }
                // The value: one token up to the statement's end.
                let value = t + 2
                guard value + 1 >= end || tokens[value + 1].flags.contains(.atStartOfLine) || tokens[value + 1].kind == .semicolon
                        || tokens[value + 1].kind == .rightBrace else { return false }
                if VaryingInputs.isFixedValue(value..<value + 1, tree, []) { continue }
                guard tokens[value].kind == .identifier, let entry = labels[tree.identifierText(value)],
                      let label = entry, passedFixed(label) else { return false }
            }
        }
        return true
    }

    /// `viewModel.screen.type`: a chain of `let`s from a `@StateObject` (or a `@State` holding a
    /// class) of the enclosing view. The view keeps its first object for its whole life, and a
    /// `let` of it never changes; past a `let` of a value type, every stored property is fixed.
    static func isFixedModelChain(_ e: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var names: [String] = []
        var cur = e
        while tree.kind(cur) == .memberAccessExpr, names.count < 6 {
            guard let n = tree.child(cur, .name), let base = tree.memberBase(cur) else { return false }
            names.append(tree.identifier(n))
            cur = tree.unwrapped(base)
        }
        let throughSelf = tree.kind(cur) == .identifierExpr && tree.name(cur, is: "self")
        if !throughSelf {
            guard tree.kind(cur) == .identifierExpr, let n = tree.child(cur, .name) else { return false }
            names.append(tree.identifier(n))
        }
        names.reverse()
        guard names.count >= 2, let owner = EnclosingType.of(e, context), tree.kind(owner) == .structDecl else { return false }
        let root = names[0]
        // A bare name is the property only when no closure, function or local rebinds it.
        if !throughSelf {
            var p = context.views.parent(cur)
            while let q = p, q != owner {
                switch tree.kind(q) {
                case .closureExpr:
                    let params = ClosureExpr(unchecked: tree, q).parameters
                    if params.contains(where: { $0.localName == root }) { return false }
                case .functionDecl, .initializerDecl:
                    if parameters(of: q, tree).contains(where: { $0.localName == root }) { return false }
                default:
                    break
                }
                p = context.views.parent(q)
            }
            if shadowed(root, in: owner, before: e, tree, localsOnly: true) { return false }
        }
        let declarations = tree.members(owner).filter { m in
            tree.kind(m) == .variableDecl && tree.children(m, .patternBinding).contains { tree.bindingName($0) == root }
        }
        guard declarations.count == 1, let decl = declarations.first, let binding = tree.child(decl, .patternBinding),
              tree.child(binding, .accessorBlock) == nil else { return false }
        let attributes = tree.attributeNames(decl)
        guard attributes == ["StateObject"] || attributes == ["State"] else { return false }
        // A `@StateObject`'s wrapped value has no setter; a `@State` one can be replaced.
        if attributes == ["State"], context.project.varyingInputs.contains(PreviewUses.hash("=" + root)) { return false }
        let resolver = context.resolver(at: e)
        let typeText: String?
        if let annotated = tree.annotatedType(binding) {
            typeText = tree.text(annotated)
        } else if let value = tree.initializerValue(binding), tree.kind(tree.unwrapped(value)) == .callExpr {
            typeText = tree.calleeName(tree.unwrapped(value))
        } else {
            typeText = nil
        }
        guard var type = typeText.flatMap({ context.project.typePath(fromText: $0) }).flatMap({ resolver.type($0) }),
              type.kind == .class else { return false }
        var insideValue = false
        for (k, name) in names.dropFirst().enumerated() {
            guard let member = storedMember(name, of: type, resolver) else { return false }
            guard member.kind == .storedLet || (insideValue && member.kind == .storedVar) else { return false }
            if k == names.count - 2 { return true }
            guard let text = member.typeText, let path = context.project.typePath(fromText: text),
                  let next = resolver.type(path) else {
                // A value of an SDK type held in a `let` (`screen.title.isEmpty`): fixed with it.
                return insideValue || (member.kind == .storedLet && SDKCatalog.kind(of: context.project.typePath(fromText: member.typeText ?? "")?.joined(separator: ".") ?? "") == .value)
            }
            insideValue = insideValue || next.isValue
            type = next
        }
        return false
    }

    /// An instance stored property of `type` (a class's `let`s: `instanceLets`) or of a
    /// project superclass.
    static func storedMember(_ name: String, of type: TypeInfo, _ resolver: Resolver, depth: Int = 0) -> MemberSummary? {
        if let m = type.instanceLets.first(where: { $0.name == name }) { return m }
        if let m = type.instanceMember(name) { return m.kind == .storedLet || m.kind == .storedVar ? m : nil }
        guard depth < 4, type.kind == .class else { return nil }
        for parent in type.inherits.sorted() {
            if let p = resolver.type([parent]), p !== type, p.kind == .class,
               let m = storedMember(name, of: p, resolver, depth: depth + 1) { return m }
        }
        return nil
    }

    /// `@Environment(\.key) var x`: a key the project declares (`extension EnvironmentValues`)
    /// that no file sets to anything but literals, and whose default is fixed.
    static func isFixedEnvironmentValue(_ decl: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let attribute = tree.children(decl, .attribute).first, let argument = tree.child(attribute, .argument),
              let keyPath = tree.children(argument).last(where: { tree.kind($0) == .keyPathExpr }) else { return false }
        let components = tree.children(keyPath, .keyPathComponent)
        guard components.count == 1, let n = tree.child(components[0], .name) else { return false }
        let key = tree.identifier(n)
        if let root = tree.child(keyPath, .identifierType), tree.text(root) != "EnvironmentValues" { return false }
        // A key SwiftUI or another framework sets (`colorScheme`, `showsWidgetContainerBackground`).
        guard let values = context.resolver(at: decl).members(of: ["EnvironmentValues"]),
              !values.members(named: key).isEmpty else { return false }
        let varying = context.project.varyingInputs
        return !varying.contains(PreviewUses.hash("\\" + key)) && !varying.contains(PreviewUses.hash("\\self"))
            && !varying.contains(PreviewUses.hash("=" + key))
    }
}
