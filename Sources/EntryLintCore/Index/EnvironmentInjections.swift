/// `.environmentObject(x)` and `.environment(x)` calls of the whole project, with the type of
/// what they inject when it can be told. Read on first use from the injection sites pass 1
/// recorded (their bodies were skimmed then).
public struct EnvironmentInjection: Sendable {
    /// The injected type's simple name; nil when it cannot be told (then it may be any type).
    public var type: String?
    /// Inside a `#Preview` or a `PreviewProvider`: counts for previews only.
    public var inPreview: Bool
    /// The capitalized names called in the expression the modifier applies to
    /// (`ContentView().environmentObject(store)`, `WindowGroup { Home() }.environmentObject(…)`):
    /// the views below the injection, with what they construct. Nil when that expression is not
    /// in the code (`environmentObject(x)` on `self`, an app delegate adaptor): it may be above
    /// any view.
    public var roots: [String]?
    /// The type whose code injects (an extension's extended type), nil at the top level.
    public var owner: String? = nil
}

extension ProjectIndex {
    /// Every injection in the project (computed once).
    public var environmentInjections: [EnvironmentInjection] {
        observation.memo("injections") {
            var out = observation.delegateAdaptors.map { EnvironmentInjection(type: $0, inPreview: false, roots: nil) }
            // One memo per site, so that an edited file's sites are read again, not every site.
            for site in observation.injectionSites {
                out += observation.memo("injections@\(site.file):\(site.start)-\(site.end)") {
                    let tree = snippet(site).tree
                    let resolver = Resolver(index: self, site: UseSite(file: site.file))
                    return EnvironmentInjections.find(in: tree, root: tree.root, index: resolver, parents: tree.parents())
                }
            }
            return out
        }
    }
}

enum EnvironmentInjections {
    /// Injections below `root`.
    static func find(in tree: SyntaxTree, root: NodeID, index: Resolver, parents: [NodeID]) -> [EnvironmentInjection] {
        var out: [EnvironmentInjection] = []
        tree.walk(root) { n in
            guard tree.kind(n) == .callExpr, let injected = injectedValue(tree, n) else { return true }
            out.append(EnvironmentInjection(type: typeName(of: injected, tree: tree, index: index, parents: parents),
                                            inPreview: isInPreview(n, tree: tree, index: index, parents: parents),
                                            roots: receiverCalls(tree, n, parents: parents), owner: owner(of: n, tree, parents)))
            return true
        }
        return out
    }

    /// The outermost type declaration (or extended type) around `n`: the name its calls are
    /// counted for in `EnvironmentFlow.calls`.
    static func owner(of n: NodeID, _ tree: SyntaxTree, _ parents: [NodeID]) -> String? {
        var found: String?
        var cur = parents[Int(n)]
        while cur >= 0 {
            switch tree.kind(cur) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                found = tree.declName(cur) ?? found
            case .extensionDecl:
                found = tree.extendedType(cur).flatMap { tree.typePath($0)?.last } ?? found
            default:
                break
            }
            cur = parents[Int(cur)]
        }
        return found
    }

    /// The capitalized names the receiver of the modifier call `call` calls (`Home` of
    /// `Home().environmentObject(x)`). Nil when the receiver's views are not all such calls: no
    /// receiver (`environmentObject(x)` on `self`), a receiver that starts from a value
    /// (`content.environmentObject(x)`), or content naming a value (`HStack { panel }`, a
    /// property whose views this walk does not follow).
    static func receiverCalls(_ tree: SyntaxTree, _ call: NodeID, parents: [NodeID]) -> [String]? {
        guard let callee = tree.callee(call), tree.kind(callee) == .memberAccessExpr, let receiver = tree.memberBase(callee) else { return nil }
        // The start of the modifier chain: `Home()` of `Home().padding().frame(…)`.
        var start = tree.unwrapped(receiver)
        while tree.kind(start) == .callExpr, let c = tree.callee(start), tree.kind(c) == .memberAccessExpr, let base = tree.memberBase(c) {
            start = tree.unwrapped(base)
        }
        guard tree.kind(start) == .callExpr, let first = tree.calleeName(start), first.first?.isUppercase == true else { return nil }
        var names = Set<String>()
        var opaque = false
        tree.walk(receiver) { n in
            guard !opaque else { return false }
            switch tree.kind(n) {
            case .callExpr:
                if let name = tree.calleeName(n), name.first?.isUppercase == true,
                   tree.callee(n).map({ tree.kind(tree.unspecialized($0)) == .identifierExpr }) == true {
                    names.insert(name)
                }
            case .identifierExpr, .memberAccessExpr:
                // A value written as a statement of content (`panel`, `self.header`): views this
                // walk cannot name.
                let p = parents[Int(n)]
                if p >= 0, tree.kind(p) == .codeBlock || tree.kind(p) == .closureExpr { opaque = true }
            default:
                break
            }
            return true
        }
        return opaque ? nil : names.sorted()
    }

    /// The argument of `.environmentObject(x)` or `.environment(x)` (not `.environment(\.key, v)`).
    static func injectedValue(_ tree: SyntaxTree, _ call: NodeID) -> NodeID? {
        // `content.environmentObject(x)`, or `environmentObject(x)` on `self` in a View extension.
        guard let callee = tree.callee(call), tree.kind(callee) == .memberAccessExpr || tree.kind(callee) == .identifierExpr,
              let name = tree.calleeName(call),
              name == "environmentObject" || name == "environment" else { return nil }
        let args = tree.arguments(call)
        guard args.count == 1, args[0].label == nil, !args[0].trailing else { return nil }
        if tree.kind(tree.unwrapped(args[0].value)) == .keyPathExpr { return nil }
        return args[0].value
    }

    /// The type of an injected expression: `Store()`, `Store.shared` (a static of `Store` whose
    /// type is not written otherwise), `store`/`self.store` (a property of the enclosing type, a
    /// parameter or a local with a written type or a `Type(…)` value). Anything else: nil.
    static func typeName(of e: NodeID, tree: SyntaxTree, index: Resolver, parents: [NodeID]) -> String? {
        let e = tree.unwrapped(e)
        switch tree.kind(e) {
        case .callExpr:
            return constructedType(tree, e)
        case .memberAccessExpr:
            guard let n = tree.child(e, .name), let base = tree.memberBase(e) else { return nil }
            let member = tree.identifier(n)
            if tree.kind(base) == .identifierExpr, tree.name(base, is: "self") {
                return variableType(member, from: e, tree: tree, index: index, parents: parents)
            }
            guard tree.kind(base) == .identifierExpr, let b = tree.child(base, .name) else { return nil }
            let typeName = tree.identifier(b)
            guard let info = index.type([typeName]), let staticMember = info.staticMember(member) else { return nil }
            if let text = staticMember.typeText { return index.typePath(fromText: text)?.last }
            if let value = staticMember.value {
                let s = index.snippet(value)
                if let v = s.expression.map({ s.tree.unwrapped($0) }), s.tree.kind(v) == .callExpr {
                    return constructedType(s.tree, v)
                }
            }
            return nil
        case .identifierExpr:
            guard let n = tree.child(e, .name) else { return nil }
            return variableType(tree.identifier(n), from: e, tree: tree, index: index, parents: parents)
        default:
            return nil
        }
    }

    /// `Store()`, `Store(x: 1)`, `Store<T>()`.
    static func constructedType(_ tree: SyntaxTree, _ call: NodeID) -> String? {
        guard var callee = tree.callee(call) else { return nil }
        callee = tree.unspecialized(callee)
        if tree.kind(callee) == .memberAccessExpr, let n = tree.child(callee, .name), tree.identifier(n) == "init",
           let base = tree.memberBase(callee), tree.kind(base) == .identifierExpr {
            return tree.child(base, .name).map { tree.identifier($0) }
        }
        guard tree.kind(callee) == .identifierExpr, let n = tree.child(callee, .name) else { return nil }
        let name = tree.identifier(n)
        guard let first = name.unicodeScalars.first, CharacterSetASCII.isUppercase(first) else { return nil }
        return name
    }

    /// The type of a name visible at `from`: a local or parameter of an enclosing function or
    /// closure, else a stored property of the enclosing type (this declaration or the index's).
    static func variableType(_ name: String, from: NodeID, tree: SyntaxTree, index: Resolver, parents: [NodeID]) -> String? {
        var n = from
        while true {
            let p = parents[Int(n)]
            guard p >= 0 else { return nil }
            switch tree.kind(p) {
            case .codeBlock, .closureExpr:
                // Locals declared before the use.
                for item in tree.items(p) where tree.range(item).upperBound <= tree.range(from).lowerBound {
                    guard tree.kind(item) == .variableDecl else { continue }
                    for b in tree.children(item, .patternBinding) where tree.bindingName(b) == name {
                        return bindingType(b, tree: tree, index: index)
                    }
                }
            case .functionDecl, .initializerDecl:
                if let clause = tree.child(p, .parameterClause) {
                    for param in tree.children(clause, .parameter) where Parameter(unchecked: tree, param).localName == name {
                        return tree.annotatedType(param).flatMap { simpleTypeName(tree, $0) }
                    }
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                for member in tree.members(p) where tree.kind(member) == .variableDecl {
                    for b in tree.children(member, .patternBinding) where tree.bindingName(b) == name {
                        return bindingType(b, tree: tree, index: index)
                    }
                }
                // Declared in another file (an extension's type, a struct's stored property).
                let path: [String]?
                if tree.kind(p) == .extensionDecl { path = tree.extendedType(p).flatMap { tree.typePath($0) } }
                else { path = tree.declName(p).map { [$0] } }
                if let path, let info = index.type(path), let m = info.instanceMember(name), let text = m.typeText {
                    return index.typePath(fromText: text)?.last
                }
                return nil
            default:
                break
            }
            n = p
        }
    }

    static func bindingType(_ b: NodeID, tree: SyntaxTree, index: Resolver) -> String? {
        if let t = tree.annotatedType(b) { return simpleTypeName(tree, t) }
        guard let v = tree.initializerValue(b) else { return nil }
        let e = tree.unwrapped(v)
        return tree.kind(e) == .callExpr ? constructedType(tree, e) : nil
    }

    /// `Store`, `App.Store`, `Store?` → `Store`.
    static func simpleTypeName(_ tree: SyntaxTree, _ t: NodeID) -> String? {
        var t = t
        while [.optionalType, .implicitlyUnwrappedOptionalType, .attributedType].contains(tree.kind(t)),
              let inner = tree.wrappedType(t) { t = inner }
        return tree.typePath(t)?.last
    }

    /// Inside `#Preview { }` or a type conforming to `PreviewProvider`.
    static func isInPreview(_ node: NodeID, tree: SyntaxTree, index: Resolver, parents: [NodeID]) -> Bool {
        var n = node
        while true {
            let p = parents[Int(n)]
            guard p >= 0 else { return false }
            switch tree.kind(p) {
            case .macroExpansionDecl, .macroExpansionExpr:
                if tree.child(p, .name).map({ tree.identifier($0) == "Preview" }) == true { return true }
            case .structDecl, .enumDecl, .classDecl, .extensionDecl:
                if tree.inheritedNames(p).contains("PreviewProvider") { return true }
                if tree.kind(p) != .extensionDecl, let name = tree.declName(p), index.type([name])?.conforms(to: "PreviewProvider") == true {
                    return true
                }
            default:
                break
            }
            n = p
        }
    }
}

extension ProjectIndex {
    /// Whether an injection of an environment object of type `type` (a simple name) outside
    /// previews may be above the view `view`: an injection whose receiver is not in the code, or
    /// one of unknown type, may be above any view; otherwise `view` must be among the views its
    /// receivers call, or what they construct (`EnvironmentFlow`, over-approximate: any
    /// capitalized call is an edge). True when nothing outside previews injects one: the
    /// injection may be outside the code linted (an app using this package).
    public func environmentObject(_ type: String, mayReach view: String) -> Bool {
        let below: Set<String>? = observation.memo("environment-object-reach:" + type) {
            var starts: [String] = []
            var injected = false
            for injection in environmentInjections where !injection.inPreview && (injection.type == nil || injection.type == type) {
                guard let roots = injection.roots else { return nil }
                starts += roots
                injected = true
            }
            return injected ? environmentFlow.reach(from: starts.sorted(), stoppingAt: []) : nil
        }
        return below.map { $0.contains(view) } ?? true
    }
}
