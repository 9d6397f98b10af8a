/// Whether a condition can flip while the view testing it is shown: positive evidence from the
/// change model, by owner type, never by a bare name. Used by `conditional_modifier`, whose
/// default profile reports a branch swap only when something shows it happening on screen.
///
/// Evidence is a source the condition reads (directly, or through a computed property of the
/// view, two levels deep) that is written after the view appears:
/// - the view's own `@State`-like property (`ChangeModel.ownStateWrappers`), written when it
///   appears, on an action, a stream, a tick or a frame;
/// - a `@Binding`, which the view that hands it down is there to change;
/// - a property of an object the view holds (`model.isLoading`), written likewise.
/// - an `@Environment` size class, which changes while shown when the window is resized, split or
///   rotated, and a project key injected from the injecting view's or modifier's state written
///   after it appears (`.environment(\.deviceStatus, currentSizeClass)`, `KeyInjection.values`).
/// No evidence: plain inputs (`editable`, `initial`: fixed for the view's life), other
/// environment values, a preference stored with `@AppStorage` that only another screen writes,
/// calls of functions (`isMediaApp(bundleID)`), globals. Those flips, if any, happen while another
/// screen is shown, or not at all: the audit profile's.
enum ConditionFlip {
    /// How many computed properties deep the condition's reads are followed.
    static let maxDepth = 2

    /// "'isLoading' of 'Feed' is written when the view appears or a load completes", or nil.
    static func evidence(_ condition: NodeID, _ context: RuleContext) -> String? {
        guard let f = found(condition, context) else { return nil }
        guard let via = f.via else { return f.subject + " is " + f.how }
        return "'" + via + "' reads " + f.subject + ", which is " + f.how
    }

    /// A source the condition reads and how it changes: `subject` "'isLoading' of 'Feed'",
    /// `how` "written in a user action"; `via` the computed property read on the way, if any.
    struct Found {
        var subject: String
        var how: String
        var via: String?
    }

    static func found(_ condition: NodeID, _ context: RuleContext) -> Found? {
        guard let owner = EnclosingType.info(around: condition, context) else { return nil }
        return evidence(in: condition, context.tree, owner, context.resolver(at: condition), context.project, depth: 0)
            ?? watched(condition, context)
    }

    /// A name the condition reads that the view watches with `.onChange(of: name)`: its code
    /// expects it to change while shown (`isSearching`, from the environment and a store's
    /// state, whose writes the model cannot see).
    static func watched(_ condition: NodeID, _ context: RuleContext) -> Found? {
        let tree = context.tree
        var names = Set<String>()
        tree.walk(condition) { n in
            if tree.kind(n) == .closureExpr { return false }
            if tree.kind(n) == .identifierExpr, let id = tree.child(n, .name) { names.insert(tree.identifier(id)) }
            return true
        }
        guard !names.isEmpty, let decl = EnclosingType.of(condition, context) else { return nil }
        var found: String?
        tree.walk(decl) { n in
            guard found == nil else { return false }
            guard tree.kind(n) == .callExpr, tree.calleeName(n) == "onChange",
                  let watched = tree.arguments(n).first(where: { $0.label == "of" })?.value else { return true }
            let e = tree.unwrapped(watched)
            if tree.kind(e) == .identifierExpr, let id = tree.child(e, .name), names.contains(tree.identifier(id)) { found = tree.identifier(id) }
            return found == nil
        }
        return found.map { Found(subject: "'\($0)'", how: "watched by the view with '.onChange(of: \($0))': its code expects it to change while shown", via: nil) }
    }

    static func evidence(in e: NodeID, _ tree: SyntaxTree, _ owner: TypeInfo, _ resolver: Resolver,
                         _ project: ProjectIndex, depth: Int) -> Found? {
        var found: Found?
        tree.walk(e) { n in
            guard found == nil else { return false }
            switch tree.kind(n) {
            case .memberAccessExpr:
                // `model.isLoading`, `self.isLoading`, `self.model.state.isEmpty`: the chain from
                // its root, read as a whole; an implicit member (`.loading`) reads nothing.
                guard let chain = chain(n, tree) else { return true }
                if !chain.isEmpty { found = source(chain, owner, resolver, project, depth: depth) }
                return false
            case .identifierExpr:
                if let name = tree.child(n, .name) { found = source([tree.identifier(name)], owner, resolver, project, depth: depth) }
                return false
            case .closureExpr:
                return false
            default:
                return true
            }
        }
        return found
    }

    /// The names of a member chain from its root identifier, `self` dropped; nil when its root
    /// is not a name (a call, a literal), empty for an implicit member.
    static func chain(_ e: NodeID, _ tree: SyntaxTree) -> [String]? {
        var names: [String] = []
        var cur = tree.unwrapped(e)
        while tree.kind(cur) == .memberAccessExpr {
            guard let name = tree.child(cur, .name) else { return nil }
            names.append(tree.identifier(name))
            guard let base = tree.memberBase(cur) else { return [] }
            cur = tree.unwrapped(base)
        }
        guard tree.kind(cur) == .identifierExpr, let root = tree.child(cur, .name) else { return nil }
        let rootName = tree.identifier(root)
        if rootName != "self" { names.append(rootName) }
        return names.reversed()
    }

    /// The evidence that the property `chain[0]` of `owner` (or, for an object it holds, that
    /// object's `chain[1]`) changes while the view is shown.
    static func source(_ chain: [String], _ owner: TypeInfo, _ resolver: Resolver, _ project: ProjectIndex, depth: Int) -> Found? {
        guard let first = chain.first, let member = owner.instanceMember(first) else { return nil }
        if member.kind == .computed {
            guard depth < maxDepth, let getter = CollectionSource.declaredProperties(of: owner, project).getters[first] else { return nil }
            let tree = project.snippet(getter.ref).tree
            let getterResolver = Resolver(index: project, site: UseSite(file: getter.ref.file))
            guard var inner = evidence(in: getter.node, tree, owner, getterResolver, project, depth: depth + 1) else { return nil }
            if inner.via == nil { inner.via = first }
            return inner
        }
        guard member.kind == .storedLet || member.kind == .storedVar else { return nil }
        let attributes = Set(member.attributes)
        if !attributes.isDisjoint(with: ChangeModel.ownStateWrappers) {
            return written(first, of: owner, project)
        }
        if attributes.contains("Environment") {
            return environment(first, of: owner, project)
        }
        // `@Binding var isOn: Bool`, or `let isOn: Binding<Bool>?` given one.
        if attributes.contains("Binding") || attributes.isEmpty && (member.typeText.map { $0.hasPrefix("Binding<") } ?? false) {
            return Found(subject: "'\(first)' of '\(owner.name)'", how: attributes.contains("Binding") ? "a '@Binding', handed down to be changed" : "a binding, handed down to be changed")
        }
        if attributes.isEmpty, chain.count == 1 || CollectionSource.heldType(first, of: owner, resolver) == nil {
            // A plain input: what the views constructing this one pass for it.
            if case .changes(let why) = CollectionSource.passed(first, to: owner, project, depth: 0) {
                return Found(subject: "'\(first)' of '\(owner.name)'", how: "passed what changes: " + why)
            }
            return nil
        }
        guard chain.count > 1, let object = CollectionSource.heldType(first, of: owner, resolver) else { return nil }
        return written(chain[1], of: object, project)
    }

    /// Environment keys of the system that change while a view is shown (an iPad's window
    /// resized or split, a phone rotated): judged RIGHT on an unseen app, a detail screen whose
    /// toolbar modifiers were applied only in the regular size class lost its scroll position.
    static let changingSystemKeys: [String: String] = [
        "horizontalSizeClass": "set by the system when the window is resized, split or rotated while the view is shown",
        "verticalSizeClass": "set by the system when the device rotates while the view is shown",
    ]

    /// The evidence that the `@Environment` property `property` of `owner` changes while shown:
    /// a changing system key, or a project key some non-preview code injects from its own state
    /// written after it appears.
    static func environment(_ property: String, of owner: TypeInfo, _ project: ProjectIndex) -> Found? {
        guard let key = environmentKey(property, of: owner, project) else { return nil }
        if let how = changingSystemKeys[key] { return Found(subject: "'\(key)'", how: how) }
        let resolver = Resolver(index: project, site: UseSite(file: owner.file))
        for injection in project.environmentFlow.injections[key] ?? [] where !injection.inPreview && !injection.values.isEmpty {
            guard let injector = resolver.type([injection.owner]) else { continue }
            for value in injection.values {
                guard let member = injector.instanceMember(value), !member.isStatic,
                      !Set(member.attributes).isDisjoint(with: ChangeModel.ownStateWrappers),
                      let found = written(value, of: injector, project) else { continue }
                return Found(subject: "'\(key)'", how: "injected by '\(injector.name)' from \(found.subject), \(found.how)")
            }
        }
        return nil
    }

    /// `horizontalSizeClass` of `@Environment(\.horizontalSizeClass) var sizeClass`, read from
    /// the owner's declarations (the summaries keep the wrapper, not its key path).
    static func environmentKey(_ property: String, of owner: TypeInfo, _ project: ProjectIndex) -> String? {
        for declaration in project.observation.declarations(of: owner) {
            let tree = project.snippet(declaration.ref).tree
            var key: String?
            tree.walk(tree.root) { n in
                guard key == nil else { return false }
                guard tree.kind(n) == .variableDecl else { return true }
                if tree.children(n, .patternBinding).contains(where: { tree.bindingName($0) == property }),
                   let attribute = tree.attribute(n, named: "Environment"), let argument = tree.child(attribute, .argument),
                   let keyPath = tree.children(argument).last(where: { tree.kind($0) == .keyPathExpr }),
                   let component = tree.children(keyPath, .keyPathComponent).last, let name = tree.child(component, .name) {
                    key = tree.identifier(name)
                }
                return false
            }
            if let key { return key }
        }
        return nil
    }

    /// "'isLoading' of 'Feed'" "written in a user action", when written after the owner is made.
    static func written(_ property: String, of owner: TypeInfo, _ project: ProjectIndex) -> Found? {
        guard let (frequency, _) = ChangeModel.frequency(of: property, in: owner, project), frequency >= .once else { return nil }
        return Found(subject: "'\(property)' of '\(owner.name)'", how: "written \(frequency.writePlace)")
    }
}
