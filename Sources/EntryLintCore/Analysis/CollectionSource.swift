/// Whether a property that a view iterates can change while the view is shown, answered by its
/// owner type, never by its bare name: the change model's writes of that owner's property
/// (`ChangeModel.frequency`), collection edits recorded with their owner (`CollectionChanges`),
/// and, for a plain input of a view (`let entries: [Entry]`, a `@Binding`), what the views that
/// construct it pass for it (`EnvironmentFlow`'s call edges, their code read again). Used by
/// `ChangingCollection` for `foreach_unstable_id`.
///
/// - `changes`: a write after the owner is made (a load, an action, a stream, a binding handed
///   to children), or a constructing view passes something that changes;
/// - `fixed`: the owner's own state that nothing writes but its initial value, a stored `let`
///   with a value, an input every construction passes something fixed;
/// - `unknown`: nothing tells (no construction seen, a local, a deeper chain). The caller then
///   looks for edits recorded under the bare name, which a name clash can make wrong.
enum CollectionSource {
    enum Answer: Sendable, Equatable {
        /// With the evidence, for a finding's note: "'items' of 'Inbox' is reordered after it is
        /// made".
        case changes(String)
        case fixed, unknown

        var isChange: Bool { if case .changes = self { return true } else { return false } }
    }

    /// Wrappers whose value only its owner (and bindings it hands out) can change.
    static let ownedWrappers: Set<String> = ["State", "FocusState", "GestureState", "SceneStorage", "AppStorage"]
    /// Wrappers that hold a reference to an object (its properties are the object's).
    static let referenceWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Environment", "Bindable"]
    /// How far inputs are followed up through the views that construct them.
    static let maxDepth = 5

    /// `name` of the project type `owner`.
    static func property(_ name: String, of owner: TypeInfo, _ project: ProjectIndex, depth: Int = 0) -> Answer {
        project.memo("collection-source:\(owner.memoKey).\(name)@\(depth)") {
            compute(name, of: owner, project, depth: depth)
        }
    }

    static func compute(_ name: String, of owner: TypeInfo, _ project: ProjectIndex, depth: Int) -> Answer {
        // A view's `@StateObject` is one object for the view's life: what changes is inside it.
        if owner.instanceMember(name)?.attributes.contains("StateObject") == true { return .fixed }
        if let how = written(name, of: owner, project) { return .changes("'\(name)' of '\(owner.name)' is \(how) after it is made") }
        // The index keeps a class's published properties, not its other instance members: a
        // class's property may be assigned through any reference to it (`model.items = …`), so
        // edits under the bare name count, reassignments included.
        if owner.kind == .class || owner.kind == .actor {
            // Only a property the class declares: a global or an inherited name says nothing.
            let properties = declaredProperties(of: owner, project)
            guard properties.names.contains(name) || owner.instanceMember(name) != nil else { return .unknown }
            // Assigned only by the class's own code, whose writes `written` has seen by owner.
            if properties.closed.contains(name), properties.getters[name] == nil { return .fixed }
            if editedByName(name, project, reloads: true) {
                return .changes("'\(name)' of '\(owner.name)' is changed through a reference ('….\(name) = …' or '….\(name).remove(…)')")
            }
            return computed(name, of: owner, project, depth: depth) ?? .unknown
        }
        if owner.instanceMember(name)?.kind == .computed { return computed(name, of: owner, project, depth: depth) ?? .unknown }
        guard let member = owner.instanceMember(name), member.kind == .storedLet || member.kind == .storedVar else { return .unknown }
        let attributes = Set(member.attributes)
        if !attributes.isDisjoint(with: ownedWrappers) { return .fixed }
        if attributes.contains("Binding") {
            // A collection handed down as a binding is there to be changed: only constructions
            // that all pass a fixed one say otherwise.
            let answer = passed(name, to: owner, project, depth: depth)
            return answer == .unknown ? .changes("'\(name)' of '\(owner.name)' is a '@Binding', handed down to be changed") : answer
        }
        guard attributes.isEmpty else { return .unknown }
        if member.kind == .storedLet, member.value != nil { return .fixed }
        return passed(name, to: owner, project, depth: depth)
    }

    /// A change of `owner.name` after `owner` is made that moves positions: elements inserted,
    /// removed or reordered, or the whole collection replaced (`ChangeModel.collectionEdits`).
    /// Editing an element in place keeps every position.
    static func written(_ name: String, of owner: TypeInfo, _ project: ProjectIndex) -> String? {
        let edits = ChangeModel.collectionEdits(of: name, in: owner, project)
        if edits.contains(.reorder) {
            // An object (`let database = Database.shared`) edited through its own methods
            // (`database.deleteTrack(…)`): what it holds loses or gains elements; "reordered"
            // would misname it (judged MSG-BAD on an unseen app).
            if holdsObject(name, of: owner, project) {
                return "changed through its own methods that remove or insert elements (their names begin with remove, delete or insert)"
            }
            return "reordered (elements removed, inserted, moved or sorted)"
        }
        return edits.contains(.reload) ? "assigned anew (a load, a filter) or watched with '.onChange'" : nil
    }

    /// `name` is a stored property of `owner` holding an object: its declared type, or the type
    /// its value constructs or reads (`DatabaseManager.shared`, `Store()`), is a project class.
    static func holdsObject(_ name: String, of owner: TypeInfo, _ project: ProjectIndex) -> Bool {
        // A class's plain `let`s and `var`s are kept apart from its members.
        let member = owner.instanceMember(name) ?? owner.instanceLets.first(where: { $0.name == name })
            ?? owner.instanceVars.first(where: { $0.name == name })
        let text = member?.typeText ?? member?.value.map { project.text($0) } ?? declaredProperties(of: owner, project).objectTypes[name]
        guard let text else { return false }
        let head = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return (project.typesByName[head] ?? []).contains { $0.kind == .class || $0.kind == .actor }
    }

    /// Some file removes from, inserts into or reorders a collection of this name through a base
    /// whose type the tokens did not tell (`model.items.remove(at:)`). Reassignments are not counted by bare name: `options
    /// = …` somewhere is too common to say anything about another type's `options`.
    /// `reloads`: reassignments count too, for a property an object publishes: views and
    /// coordinators assign it through a reference (`model.items = …`).
    /// Only writes whose owner the tokens could not tell count (`~@name`, `CollectionChanges`):
    /// a write inside another type's body is that type's.
    static func editedByName(_ name: String, _ project: ProjectIndex, reloads: Bool = false) -> Bool {
        let varying = project.varyingInputs
        return varying.contains(PreviewUses.hash("~@" + name)) || reloads && varying.contains(PreviewUses.hash("~=@" + name))
    }

    /// The names whose code calls each name (`EnvironmentFlow.calls` inverted), once per run.
    static func callers(_ project: ProjectIndex) -> [String: [String]] {
        project.memo("collection-source:callers") {
            var out: [String: [String]] = [:]
            let flow = project.environmentFlow
            for owner in flow.calls.keys.sorted() where !flow.previewOwners.contains(owner) {
                for name in flow.calls[owner] ?? [] { out[name, default: []].append(owner) }
            }
            return out
        }
    }

    /// What the views constructing `view` pass for its input `name`: changes if any passes
    /// something that changes, fixed if every one passes something fixed.
    /// `explicitOnly`: only constructions that pass `name` itself count (a parameter's object, not
    /// what another initializer makes from other arguments).
    static func passed(_ name: String, to view: TypeInfo, _ project: ProjectIndex, depth: Int, explicitOnly: Bool = false) -> Answer {
        guard depth < maxDepth, let owners = callers(project)[view.name], !owners.isEmpty else { return .unknown }
        // Asked again for each state object, condition and collection of the view: the
        // constructing views' code is read once per input.
        return project.memo("collection-source-passed:\(view.memoKey).\(name)@\(depth)\(explicitOnly ? "!" : "")") {
            passedUncached(name, to: view, owners: owners, project, depth: depth, explicitOnly: explicitOnly)
        }
    }

    static func passedUncached(_ name: String, to view: TypeInfo, owners: [String], _ project: ProjectIndex, depth: Int,
                               explicitOnly: Bool) -> Answer {
        var sawUnknown = false
        var sawSite = false
        for ownerName in owners {
            for declaration in project.observation.declarations[ownerName] ?? [] {
                let snippet = project.snippet(declaration.ref)
                let tree = snippet.tree
                let resolver = Resolver(index: project, site: UseSite(file: declaration.ref.file))
                guard let owner = resolver.type(declaration.path) else { continue }
                var answer = Answer.fixed
                let parents = tree.parents()
                tree.walk(tree.root) { n in
                    guard !answer.isChange else { return false }
                    guard tree.kind(n) == .callExpr, tree.calleeName(n) == view.name,
                          let callee = tree.callee(n), tree.kind(tree.unspecialized(callee)) == .identifierExpr else { return true }
                    sawSite = true
                    let arguments = tree.arguments(n)
                    if let argument = arguments.first(where: { $0.label == name }) {
                        answer = join(answer, via(ownerName, expression(argument.value, in: tree, owner: owner, parents, resolver, project, depth: depth + 1)))
                    } else if takesParameter(named: name, view) {
                        // Left to its default: the same on every evaluation.
                    } else if explicitOnly {
                        // Another initializer (`init(host:)` beside `init(runner:)`), which makes
                        // its own: nothing is passed for `name` here.
                    } else if view.hasExplicitInit {
                        // An initializer of the view's own stores what it derives from its
                        // arguments (`self.links = component.links`): the values passed, not
                        // the closures or the bindings it is handed for other uses.
                        for argument in arguments where !argument.trailing {
                            let value = tree.unwrapped(argument.value)
                            if tree.kind(value) == .closureExpr { continue }
                            if tree.kind(value) == .identifierExpr, tree.child(value, .name).map({ tree.identifier($0).hasPrefix("$") }) == true { continue }
                            answer = join(answer, via(ownerName, expression(value, in: tree, owner: owner, parents, resolver, project, depth: depth + 1)))
                        }
                    } else {
                        answer = join(answer, .unknown)
                    }
                    return true
                }
                if answer.isChange { return answer }
                if answer == .unknown { sawUnknown = true }
            }
        }
        return sawUnknown || !sawSite ? .unknown : .fixed
    }

    /// Whether every construction of `view` the project shows passes a new object for `label`
    /// (`TransfersView(router: Router())`): one made on each evaluation of the constructing view,
    /// which a `@StateObject` drops after the first.
    static func passesNewObject(_ label: String, to view: TypeInfo, _ project: ProjectIndex) -> Bool {
        guard let owners = callers(project)[view.name], !owners.isEmpty else { return false }
        return project.memo("collection-source-new-object:\(view.memoKey).\(label)") { () -> Bool in
            var sawSite = false
            for ownerName in owners {
                for declaration in project.observation.declarations[ownerName] ?? [] {
                    let tree = project.snippet(declaration.ref).tree
                    var allNew = true
                    tree.walk(tree.root) { n in
                        guard allNew else { return false }
                        guard tree.kind(n) == .callExpr, tree.calleeName(n) == view.name,
                              let callee = tree.callee(n), tree.kind(tree.unspecialized(callee)) == .identifierExpr else { return true }
                        sawSite = true
                        guard let argument = tree.arguments(n).first(where: { $0.label == label }) else {
                            allNew = false
                            return false
                        }
                        let value = tree.unwrapped(argument.value)
                        // `Router(…)`, `Router.init(…)` or `.init(…)` of the parameter's type.
                        let made = tree.kind(value) == .callExpr ? tree.calleeName(value) : nil
                        if !(made?.first?.isUppercase ?? false) && made != "init" { allNew = false }
                        return allNew
                    }
                    if !allNew { return false }
                }
            }
            return sawSite
        }
    }

    /// Whether an `if` around `e` unwraps the property `name` itself (`if let name`,
    /// `if let name = name`, `if let name = self.name`) before the block holding `e`.
    static func unwrapsAround(_ name: String, at e: NodeID, _ tree: SyntaxTree, _ parents: [NodeID]) -> Bool {
        var child = e
        var cur = parents[Int(e)]
        while cur >= 0 {
            switch tree.kind(cur) {
            case .ifExpr:
                if tree.children(cur, .codeBlock).first == child, let bound = ChangingCollection.unwrapped(name, in: cur, tree) {
                    guard let value = bound.value.map({ tree.unwrapped($0) }) else { return true }
                    if tree.kind(value) == .identifierExpr, tree.child(value, .name).map({ tree.identifier($0) }) == name { return true }
                    if tree.kind(value) == .memberAccessExpr, tree.child(value, .name).map({ tree.identifier($0) }) == name,
                       let base = tree.memberBase(value), tree.compactText(base) == "self" {
                        return true
                    }
                    return false
                }
            case .functionDecl, .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl, .protocolDecl:
                return false
            default:
                break
            }
            child = cur
            cur = parents[Int(cur)]
        }
        return false
    }

    /// An initializer of the view takes a parameter labelled as the property, with a default
    /// (`animationNamespace: Namespace.ID? = nil` for `let animationNamespace`): a construction
    /// that leaves it out passes the default, the same on every evaluation, whatever its other
    /// arguments are.
    static func takesParameter(named name: String, _ view: TypeInfo) -> Bool {
        view.initializers.contains { $0.params.contains { $0.label == name && $0.hasDefault } }
    }

    static func join(_ a: Answer, _ b: Answer) -> Answer {
        if a.isChange { return a }
        if b.isChange { return b }
        return a == .unknown || b == .unknown ? .unknown : .fixed
    }

    /// "'HomeScreen' passes it what changes: …".
    static func via(_ parent: String, _ answer: Answer) -> Answer {
        guard case .changes(let why) = answer else { return answer }
        return .changes("'\(parent)' passes it: \(why)")
    }

    /// What an argument expression is read from, in the code of `owner`: its stored property
    /// (`items`, `self.items`, `$items`), a property of an object it holds (`model.items`), a
    /// literal array, `allCases`, or a transformation of one of those (`items.filter { … }`).
    static func expression(_ e: NodeID, in tree: SyntaxTree, owner: TypeInfo, _ parents: [NodeID], _ resolver: Resolver,
                           _ project: ProjectIndex, depth: Int) -> Answer {
        let e = tree.unwrapped(e)
        switch tree.kind(e) {
        case .arrayExpr, .dictionaryExpr, .integerLiteral, .stringLiteral, .booleanLiteral:
            return .fixed
        case .identifierExpr:
            guard let n = tree.child(e, .name) else { return .unknown }
            var name = tree.identifier(n)
            if name.hasPrefix("$") { name.removeFirst() }
            if owner.instanceMember(name) == nil, let row = rowSource(name, at: e, tree, parents) {
                // A row identified by its whole value (`id: \\.self`) keeps that value: a new
                // value is a new row. Otherwise the row's element changes when the data does.
                if row.byValue { return .fixed }
                let data = expression(row.data, in: tree, owner: owner, parents, resolver, project, depth: depth)
                guard case .changes(let why) = data else { return data }
                // Rows identified by their element's own id keep their element when others are
                // inserted, removed or moved, or the collection is loaded again: its value
                // changes under the same row only when elements are edited in place
                // (`items[i].tags = …`, a binding `$items`). Rows identified by position take
                // another element whenever the collection changes (judged on unseen apps: five
                // collections of an element, `article.imageURLs`, `event.details`, reported as
                // changing because the list of elements did, all fixed while shown).
                if !row.byPosition, !elementsEditedInPlace(row.data, tree, owner: owner, project) { return .unknown }
                // The note names the element, not only the collection it is taken from: the
                // collection's rows are identified by their own data.
                return .changes("'\(name)' is a row of '\(tree.compactText(row.data))', whose elements it takes again: \(why)")
            }
            // A local shadows the owner's property of the same name: `let model = Model()` in a
            // coordinator's method is that object, whatever assigns some other `model`.
            switch LocalBinding.find(name, at: e, tree, parents) {
            case .value(let value)?: return expression(value, in: tree, owner: owner, parents, resolver, project, depth: depth)
            case .other?:
                // A parameter of the type's own method (`func detail(_ snapshot: Snapshot) -> some
                // View`): what the type's calls of it pass (`if let s = store.snapshot { detail(s) }`).
                // Each hop counts as a level, so recursive helpers end.
                guard depth < maxDepth, let arguments = methodArguments(name, at: e, tree, parents) else { return .unknown }
                var answer = Answer.fixed
                for argument in arguments where !answer.isChange {
                    answer = join(answer, expression(argument, in: tree, owner: owner, parents, resolver, project, depth: depth + 1))
                }
                return answer
            case nil:
                // `if let artist { ArtistDetail(artist: artist) }` over a property only loaded
                // once (`.onAppear`, a one-shot `.task`): that load builds the child, it does not
                // change it while shown (judged MSG-BAD on an unseen app, where the note blamed
                // such a load for a list's changes).
                if unwrapsAround(name, at: e, tree, parents),
                   let written = ChangeModel.frequency(of: name, in: owner, project), written.frequency == .once, !written.isUnknown {
                    return .fixed
                }
                if PresentedConstruction.heldWhilePresented(name, of: owner, at: e, tree, parents, project) { return .fixed }
                return property(name, of: owner, project, depth: depth)
            }
        case .memberAccessExpr:
            guard let n = tree.child(e, .name) else { return .unknown }
            let name = tree.identifier(n)
            if name == "allCases" { return .fixed }
            guard let base = tree.memberBase(e).map({ tree.unwrapped($0) }) else { return .unknown }
            if ChangingCollection.passThrough.contains(name) { return expression(base, in: tree, owner: owner, parents, resolver, project, depth: depth) }
            // `viewModel.season.episodes`: a part of a part, which changes with the value.
            guard tree.kind(base) == .identifierExpr, let b = tree.child(base, .name) else {
                return tree.kind(base) == .memberAccessExpr ? expression(base, in: tree, owner: owner, parents, resolver, project, depth: depth) : .unknown
            }
            var baseName = tree.identifier(b)
            if baseName.hasPrefix("$") { baseName.removeFirst() }
            if baseName == "self" { return property(name, of: owner, project, depth: depth) }
            if let held = heldType(baseName, of: owner, resolver) {
                let own = property(name, of: held, project, depth: depth)
                // A view's plain input holding an object (`let activity: ActivityRecord`, a
                // class): a parent passing another object changes what is read, whatever the
                // object's own writes.
                guard !own.isChange, isPlainInput(baseName, of: owner) else { return own }
                return join(own, expression(base, in: tree, owner: owner, parents, resolver, project, depth: depth))
            }
            // A part of a value (`component.links`, a row's `entry.items`): as the value.
            return expression(base, in: tree, owner: owner, parents, resolver, project, depth: depth)
        case .callExpr:
            // `items.filter { … }`, `items.sorted()`: the elements of `items`; and
            // `stats.productivity(for: period)`: what its arguments are read from too.
            guard let callee = tree.callee(e), tree.kind(callee) == .memberAccessExpr, let base = tree.memberBase(callee) else { return .unknown }
            var answer = expression(base, in: tree, owner: owner, parents, resolver, project, depth: depth)
            for argument in tree.arguments(e) where !argument.trailing && !answer.isChange {
                let value = tree.unwrapped(argument.value)
                guard tree.kind(value) != .closureExpr else { continue }
                // A value of the view's own (`period`, bound to a picker): any write changes the result.
                if tree.kind(value) == .identifierExpr, let n = tree.child(value, .name), owner.instanceMember(tree.identifier(n)) != nil,
                   !ChangeModel.collectionEdits(of: tree.identifier(n), in: owner, project).isEmpty {
                    answer = .changes("'\(tree.identifier(n))' of '\(owner.name)', which it is computed with, is written after it is made")
                    continue
                }
                let read = expression(argument.value, in: tree, owner: owner, parents, resolver, project, depth: depth)
                // An argument that tells nothing (a local, a literal type) does not make the result unknown.
                if read.isChange { answer = read }
            }
            // `items.filter { $0.title.contains(searchText) }`: which elements are kept, and in
            // what order, changes with the view's own values the closure reads.
            if !answer.isChange, let method = tree.child(callee, .name).map({ tree.identifier($0) }), selecting.contains(method) {
                for argument in tree.arguments(e) where tree.kind(tree.unwrapped(argument.value)) == .closureExpr {
                    guard let value = changingOwnValue(in: argument.value, tree, owner: owner, project) else { continue }
                    answer = .changes("'\(method)' keeps elements by '\(value)' of '\(owner.name)', which is written after it is made")
                    break
                }
            }
            return answer
        case .subscriptExpr:
            guard let base = SubscriptExpr(tree, e)?.base else { return .unknown }
            return expression(base, in: tree, owner: owner, parents, resolver, project, depth: depth)
        case .infixOperatorExpr:
            // `schedules[date] ?? []`, `pinned + recent`: what changes on either side.
            guard let (lhs, rhs) = InfixOperatorExpr(unchecked: tree, e).operands else { return .unknown }
            return join(expression(lhs, in: tree, owner: owner, parents, resolver, project, depth: depth),
                        expression(rhs, in: tree, owner: owner, parents, resolver, project, depth: depth))
        case .ternaryExpr:
            // `showsAll ? items : items.prefix(3)`: either branch, and a switch between them
            // when the condition reads a value of the view's own that is written.
            // Both branches (`GetterResult.branchResults` reads `if` and `switch` expressions, not
            // `?:`: `isAd ? [] : segments` was fixed whatever `segments` was passed).
            let ternary = TernaryExpr(unchecked: tree, e)
            var answer = Answer.fixed
            for result in [ternary.then, ternary.else].compactMap({ $0 }) {
                answer = join(answer, expression(result, in: tree, owner: owner, parents, resolver, project, depth: depth))
            }
            if !answer.isChange, let condition = ternary.condition,
               let value = changingOwnValue(in: condition, tree, owner: owner, project) {
                answer = .changes("it switches collections on '\(value)' of '\(owner.name)', which is written after it is made")
            }
            return answer
        default:
            return .unknown
        }
    }

    /// The arguments the code of the type around `e` passes for `name`, a parameter of the method
    /// around `e`, at the method's calls by bare name or through `self` outside the method itself;
    /// nil when `name` is a closure's parameter or an initializer's, or the method is not called
    /// there.
    static func methodArguments(_ name: String, at e: NodeID, _ tree: SyntaxTree, _ parents: [NodeID]) -> [NodeID]? {
        var cur = parents[Int(e)]
        var function: NodeID?
        while cur >= 0 {
            let kind = tree.kind(cur)
            if kind == .functionDecl { function = cur; break }
            if kind == .closureExpr, ClosureExpr(unchecked: tree, cur).parameters.contains(where: { $0.localName == name }) { return nil }
            if kind == .initializerDecl || kind == .subscriptDecl || kind == .structDecl || kind == .classDecl || kind == .enumDecl
                || kind == .extensionDecl || kind == .actorDecl || kind == .protocolDecl { return nil }
            cur = parents[Int(cur)]
        }
        guard let function, let method = tree.declName(function), let clause = tree.child(function, .parameterClause) else { return nil }
        let parameters = tree.children(clause, .parameter).map { Parameter(unchecked: tree, $0) }
        guard let position = parameters.firstIndex(where: { $0.localName == name }) else { return nil }
        let label = parameters[position].label
        var type = parents[Int(function)]
        while type >= 0, ![.structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl].contains(tree.kind(type)) { type = parents[Int(type)] }
        guard type >= 0 else { return nil }
        let inside = tree.range(function)
        var out: [NodeID] = []
        tree.walk(type) { n in
            if n == function { return false }
            guard tree.kind(n) == .callExpr, tree.calleeName(n) == method, let callee = tree.callee(n) else { return true }
            let bare = tree.kind(callee) == .identifierExpr
                || tree.kind(callee) == .memberAccessExpr && tree.memberBase(callee).map({ tree.kind($0) == .identifierExpr && tree.name($0, is: "self") }) == true
            guard bare, !inside.contains(tree.range(n).lowerBound) else { return true }
            let arguments = tree.arguments(n).filter { !$0.trailing }
            if let label {
                if let a = arguments.first(where: { $0.label == label }) { out.append(a.value) }
            } else if position < arguments.count, arguments[position].label == nil {
                out.append(arguments[position].value)
            }
            return true
        }
        return out.isEmpty ? nil : out
    }

    /// Methods whose closure picks which elements a collection keeps, or their order.
    static let selecting: Set<String> = ["filter", "sorted", "prefix", "drop", "compactMap", "removingAll"]

    /// A value of `owner`'s own read in `node` (`searchText`, `self.showsAll`, `$filter`) that is
    /// written after the view is made (assigned, or bound to a control): its name.
    static func changingOwnValue(in node: NodeID, _ tree: SyntaxTree, owner: TypeInfo, _ project: ProjectIndex) -> String? {
        ownPropertiesRead(in: node, tree, owner: owner).first { !ChangeModel.collectionEdits(of: $0, in: owner, project).isEmpty }
    }

    /// The names of `owner`'s stored and computed properties read in `node` (`query`,
    /// `self.query`, `$query`), once each, in walk order. `isShadowed`: whether a bare name read
    /// at a node is a local's or a parameter's instead.
    static func ownPropertiesRead(in node: NodeID, _ tree: SyntaxTree, owner: TypeInfo,
                                  isShadowed: (String, NodeID) -> Bool = { _, _ in false }) -> [String] {
        var out: [String] = []
        var seen = Set<String>()
        tree.walk(node) { n in
            var name: String?
            switch tree.kind(n) {
            case .identifierExpr:
                name = tree.child(n, .name).map { ChangingCollection.bindingStripped(tree.identifier($0)) }
                if let x = name, isShadowed(x, n) { name = nil }
            case .memberAccessExpr:
                guard let base = tree.memberBase(n).map({ tree.unwrapped($0) }), tree.kind(base) == .identifierExpr,
                      tree.name(base, is: "self") else { return true }
                name = tree.child(n, .name).map { tree.identifier($0) }
            default:
                return true
            }
            if let x = name, let m = owner.instanceMember(x), m.kind == .storedVar || m.kind == .storedLet || m.kind == .computed,
               seen.insert(x).inserted {
                out.append(x)
            }
            return true
        }
        return out
    }

    /// A computed property of `owner` (`var filteredRows: [Row] { rows.filter { $0.matches(searchText) } }`,
    /// in the type or an extension): changes when a property of the owner its getter reads
    /// changes (`rows` reloaded, `searchText` typed), or a property of an object the owner
    /// holds (`settings.items`); fixed when everything it reads is; nil when its getter is not
    /// found or reads nothing of the owner.
    static func computed(_ name: String, of owner: TypeInfo, _ project: ProjectIndex, depth: Int) -> Answer? {
        guard depth < maxDepth else { return nil }
        let properties = declaredProperties(of: owner, project)
        let members = properties.names
        guard let found = properties.getters[name] else { return nil }
        let tree = project.snippet(found.ref).tree
        // A getter giving an array literal (`[Point(label: "A", value: data.a), …]`) has the same
        // elements in the same places whatever the values it reads: positions are fixed, and
        // only the values shown at them change (judged on unseen apps: a radar chart's six axes).
        if tree[found.node].flags.contains(.implicitGetter), let body = tree.child(found.node, .codeBlock),
           let returned = tree.singleReturnedExpression(body), tree.kind(tree.unwrapped(returned)) == .arrayExpr {
            return .fixed
        }
        let getter = (tree: tree, node: found.node, file: found.ref.file)
        let resolver = Resolver(index: project, site: UseSite(file: getter.file))
        var answer: Answer?
        func record(_ read: Answer) { answer = answer.map { join($0, read) } ?? read }
        tree.walk(getter.node) { n in
            guard !(answer?.isChange ?? false) else { return false }
            var read: Answer?
            switch tree.kind(n) {
            case .identifierExpr:
                guard let id = tree.child(n, .name) else { return true }
                let x = tree.identifier(id)
                if x != name, members.contains(x) { read = property(x, of: owner, project, depth: depth + 1) }
            case .memberAccessExpr:
                guard let id = tree.child(n, .name), let base = tree.memberBase(n).map({ tree.unwrapped($0) }),
                      tree.kind(base) == .identifierExpr, let b = tree.child(base, .name) else { return true }
                let (x, baseName) = (tree.identifier(id), tree.identifier(b))
                // Both read a member and end the walk of this access: what they read counts.
                if baseName == "self" {
                    if x != name, members.contains(x) { record(property(x, of: owner, project, depth: depth + 1)) }
                    return false
                }
                if members.contains(baseName), let held = heldType(baseName, of: owner, resolver) {
                    record(property(x, of: held, project, depth: depth + 1))
                    return false
                }
            default:
                break
            }
            if let read { record(read) }
            return true
        }
        guard case .changes(let why)? = answer else { return answer == .fixed ? .fixed : answer.map { _ in .unknown } }
        return .changes("'\(name)' of '\(owner.name)' is computed from what changes: \(why)")
    }

    /// The property names a type's declarations (the type and its extensions) declare as
    /// members, and where each computed one's getter is: read once per type and run, so asking
    /// about each of a type's properties stays linear in its size.
    struct DeclaredProperties: Sendable {
        var names: Set<String> = []
        /// Stored properties no code outside the type can assign: `let`, `private`,
        /// `fileprivate`, `private(set)`.
        var closed: Set<String> = []
        /// Stored `var`s (not computed, not static): what an object can change after it is made.
        var storedVars: Set<String> = []
        /// Stored properties without a declared type, by the type their value constructs or
        /// reads (`= Database.shared`, `= Store()`).
        var objectTypes: [String: String] = [:]
        var getters: [String: (ref: SourceRef, node: NodeID)] = [:]
    }

    static func declaredProperties(of owner: TypeInfo, _ project: ProjectIndex) -> DeclaredProperties {
        project.memo("declared-properties:\(owner.memoKey)") {
            var out = DeclaredProperties()
            for declaration in project.observation.declarations(of: owner) {
                let tree = project.snippet(declaration.ref).tree
                let parents = tree.parents()
                tree.walk(tree.root) { n in
                    guard tree.kind(n) == .patternBinding else { return tree.kind(n) != .functionDecl && tree.kind(n) != .initializerDecl }
                    let decl = parents[Int(n)]
                    guard decl >= 0, parents[Int(decl)] >= 0, tree.kind(parents[Int(decl)]) == .memberBlock,
                          let bound = tree.bindingName(n) else { return false }
                    out.names.insert(bound)
                    if tree[decl].flags.contains(.isLet) || tree.hasModifier(decl, .private) || tree.hasModifier(decl, .fileprivate) {
                        out.closed.insert(bound)
                    }
                    if !tree[decl].flags.contains(.isLet), !tree.isComputed(n), !tree.hasModifier(decl, .static), !tree.hasModifier(decl, .class) {
                        out.storedVars.insert(bound)
                    }
                    if let value = tree.initializerValue(n), tree.child(n, .typeAnnotation) == nil {
                        var head = tree.unwrapped(value)
                        while let callee = tree.kind(head) == .callExpr ? tree.callee(head) : nil { head = tree.unwrapped(callee) }
                        while tree.kind(head) == .memberAccessExpr, let base = tree.memberBase(head) { head = tree.unwrapped(base) }
                        if tree.kind(head) == .identifierExpr, let id = tree.child(head, .name), tree.identifier(id).first?.isUppercase == true {
                            out.objectTypes[bound] = tree.identifier(id)
                        }
                    }
                    if let block = tree.child(n, .accessorBlock), tree.isComputed(n), out.getters[bound] == nil {
                        out.getters[bound] = (declaration.ref, block)
                    }
                    return false
                }
            }
            return out
        }
    }

    /// Types of a unidirectional store (`Store<AppState>`, The Composable Architecture's
    /// `StoreOf<Feature>`, `ViewStore`): their state is what reducers change, in response to
    /// actions and effects, while the views reading it are shown.
    static let storeTypes: Set<String> = ["Store", "StoreOf", "ViewStore", "ViewStoreOf"]

    /// `store.state.items`, `store.items`: a chain read from a store the view holds.
    static func readsStore(_ base: NodeID, _ tree: SyntaxTree, _ owner: TypeInfo) -> Bool {
        var e = tree.unwrapped(base)
        while tree.kind(e) == .memberAccessExpr, let inner = tree.memberBase(e) { e = tree.unwrapped(inner) }
        guard tree.kind(e) == .identifierExpr, let n = tree.child(e, .name) else { return false }
        var name = tree.identifier(n)
        if name.hasPrefix("$") { name.removeFirst() }
        guard let member = owner.instanceMember(name), let text = member.typeText else { return false }
        let head = text.prefix { $0 != "<" && $0 != "?" }
        return storeTypes.contains(String(head.split(separator: ".").last ?? head))
    }

    /// The data of the `ForEach`/`List` whose row closure declares `name` around `e`.
    /// Whether some code edits elements of the collection a `ForEach`'s data reads in place
    /// (`items[i].tags = …`, a binding `$items`), by the collection's name: directly, or one a
    /// computed property of `owner` reads (`past` over `feed.outings`). True when the collection
    /// cannot be named (no evidence either way: the answer stands as it was).
    static func elementsEditedInPlace(_ data: NodeID, _ tree: SyntaxTree, owner: TypeInfo, _ project: ProjectIndex) -> Bool {
        guard let name = collectionName(data, tree) else { return true }
        func edited(_ x: String) -> Bool {
            var x = Substring(x)
            while x.hasPrefix("$") || x.hasPrefix("_") { x.removeFirst() }
            return project.varyingInputs.contains(PreviewUses.hash("^" + x))
        }
        if edited(name) { return true }
        guard let found = declaredProperties(of: owner, project).getters[name] else { return false }
        let getter = project.snippet(found.ref).tree
        var hit = false
        getter.walk(found.node) { n in
            guard !hit else { return false }
            if getter.kind(n) == .memberAccessExpr || getter.kind(n) == .identifierExpr, let id = getter.child(n, .name),
               edited(getter.identifier(id)) {
                hit = true
            }
            return !hit
        }
        return hit
    }

    /// The name of the collection a `ForEach`'s data reads (`items` of `Array(model.items.enumerated())`).
    static func collectionName(_ data: NodeID, _ tree: SyntaxTree) -> String? {
        let e = tree.unwrapped(ChangingCollection.collection(of: data, tree))
        guard let n = tree.child(e, .name), tree.kind(e) == .identifierExpr || tree.kind(e) == .memberAccessExpr else { return nil }
        var name = tree.identifier(n)
        if name.hasPrefix("$") { name.removeFirst() }
        return name
    }

    /// `byPosition`: identified by an index or offset (`id: \\.offset`, `indices`, a range).
    static func rowSource(_ name: String, at e: NodeID, _ tree: SyntaxTree, _ parents: [NodeID]) -> (data: NodeID, byValue: Bool, byPosition: Bool)? {
        var cur = parents[Int(e)]
        while cur >= 0 {
            if tree.kind(cur) == .closureExpr, ClosureExpr(unchecked: tree, cur).parameters.contains(where: { $0.localName == name }) {
                var holder = parents[Int(cur)]
                if holder >= 0, tree.kind(holder) != .callExpr { holder = parents[Int(holder)] }
                guard holder >= 0, tree.kind(holder) == .callExpr, let callee = tree.calleeName(holder),
                      callee == "ForEach" || callee == "List" else { return nil }
                let arguments = tree.arguments(holder)
                guard let data = arguments.first(where: { $0.label == nil && !$0.trailing })?.value else { return nil }
                let id = arguments.first(where: { $0.label == "id" }).flatMap { KeyPaths.dottedText(tree, $0.value) }
                let text = tree.compactText(data)
                let positional = id == "offset" || id == "0" || text.contains("indices") || text.contains("..<") || text.contains("...")
                return (data, id == "self", positional)
            }
            if tree.kind(cur).isDeclaration { return nil }
            cur = parents[Int(cur)]
        }
        return nil
    }

    /// The project class of a stored property of `owner` (`model` of `@ObservedObject var model:
    /// Model` or `let store = Store()`).
    /// A stored property of a view that its parent fills and nothing wraps (`let item: Item`).
    static func isPlainInput(_ name: String, of owner: TypeInfo) -> Bool {
        guard owner.kind == .struct, let member = owner.instanceMember(name) else { return false }
        return (member.kind == .storedLet || member.kind == .storedVar) && member.attributes.isEmpty && member.value == nil
    }

    static func heldType(_ name: String, of owner: TypeInfo, _ resolver: Resolver) -> TypeInfo? {
        guard let member = owner.instanceMember(name), member.kind == .storedLet || member.kind == .storedVar else { return nil }
        if let text = member.typeText {
            return resolver.typePath(fromText: text).flatMap { resolver.type($0) }.flatMap { $0.kind == .class || $0.kind == .actor ? $0 : nil }
        }
        // `@Environment(\.player) var player`: the type the key declares (`@Entry var player:
        // SongPlayer`), read from the owner's declaration only for such a property.
        if member.attributes == ["Environment"], let key = ConditionFlip.environmentKey(name, of: owner, resolver.index),
           var text = resolver.members(of: ["EnvironmentValues"])?.instanceMember(key)?.typeText {
            if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            return resolver.typePath(fromText: text).flatMap { resolver.type($0) }.flatMap { $0.kind == .class || $0.kind == .actor ? $0 : nil }
        }
        // `@ObservedObject var model = Model()`: the type it constructs; `= Model.shared`: a
        // class's own shared instance (a static member of the class, read through its name).
        guard let value = member.value else { return nil }
        let snippet = resolver.snippet(value)
        let tree = snippet.tree
        guard let e = snippet.expression.map({ tree.unwrapped($0) }) else { return nil }
        let name: String
        if tree.kind(e) == .callExpr, let callee = tree.callee(e), tree.kind(callee) == .identifierExpr, let called = tree.calleeName(e) {
            name = called
        } else if tree.kind(e) == .memberAccessExpr, let base = tree.memberBase(e).map({ tree.unwrapped($0) }),
                  tree.kind(base) == .identifierExpr, let b = tree.child(base, .name), tree.identifier(b).first?.isUppercase == true,
                  let member = tree.child(e, .name),
                  resolver.type([tree.identifier(b)])?.members.contains(where: { $0.isStatic && $0.name == tree.identifier(member) }) == true {
            name = tree.identifier(b)
        } else {
            return nil
        }
        guard let type = resolver.type([name]) else { return nil }
        return type.kind == .class || type.kind == .actor ? type : nil
    }
}
