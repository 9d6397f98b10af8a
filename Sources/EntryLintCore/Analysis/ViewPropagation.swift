/// What a view hands its project children that looks changed on every evaluation, and how a
/// child's re-evaluation follows its parent's through such construction sites, for
/// `entrylint views`.
///
/// A child view is compared field by field with its last value; an argument made anew by each
/// evaluation of the parent makes it look changed, so the child re-evaluates whenever the parent
/// does: a capturing closure literal or method reference it stores (`ClosureCaptures`), a new
/// object it stores (`FreshnessEvaluator`), a collection of non-Equatable elements built in
/// place (`BuiltCollection`). A child that is `Equatable` is compared with its own `==` and is
/// passed over.
enum ViewPropagation {
    /// How an argument is new on each evaluation.
    enum Kind: String, Sendable {
        case closure, object, collection

        /// "a new closure".
        var phrase: String { "a new \(self.rawValue)" }
    }

    /// One argument at one construction site of a project view in view-building code.
    struct Site: Sendable, Equatable {
        /// The view whose code builds the child (the enclosing type: a view, or an extension of one).
        var parent: String
        var child: String
        /// The child's stored property, else the argument's label.
        var argument: String
        var kind: Kind
        var path: String
        var line: Int
    }

    /// A project view constructed in the rows of a `ForEach`/`List` over a collection that
    /// changes while shown (`ChangeModel.changingRows`): it re-evaluates at least as often as the
    /// collection changes.
    struct RowSite: Sendable, Equatable {
        var parent: String
        var child: String
        var frequency: ChangeFrequency
        var path: String
        var line: Int
    }

    /// Every argument of a file's view-building code that makes a project child look changed,
    /// in source order, and the project children built in rows of a changing collection.
    /// Preview and test code are left out.
    static func sites(_ context: RuleContext) -> (passes: [Site], rows: [RowSite]) {
        let tree = context.tree
        var out: [Site] = []
        var rows: [RowSite] = []
        context.visit([.callExpr]) { node in
            guard tree.kind(node) == .callExpr, context.views.isViewBuilding(node), !context.isPreviewOrTest(node),
                  let name = ViewConstruction.viewTypeName(node, context) else { return }
            let resolver = context.resolver(at: node)
            guard let info = resolver.type([name]), info.kind == .struct || info.kind == .class,
                  !info.conforms(to: "Equatable"),
                  let parent = BodyClosureArgument.enclosingTypeName(node, context) else { return }
            if let changing = ChangeModel.changingRows(around: node, context) {
                let at = tree.location(tree.range(node).lowerBound)
                rows.append(RowSite(parent: parent, child: name, frequency: changing.frequency, path: context.path, line: at.line))
            }
            for found in changedArguments(node, info, context) {
                let at = tree.location(tree.range(found.value).lowerBound)
                out.append(Site(parent: parent, child: name, argument: found.argument, kind: found.kind, path: context.path, line: at.line))
            }
        }
        return (out, rows)
    }

    /// The arguments of `call` (constructing the project view `info`) new on every evaluation.
    static func changedArguments(_ call: NodeID, _ info: TypeInfo, _ context: RuleContext) -> [(value: NodeID, argument: String, kind: Kind)] {
        let tree = context.tree
        let args = tree.arguments(call)
        let shape = args.map { (label: $0.label, trailing: $0.trailing) }
        var out: [(value: NodeID, argument: String, kind: Kind)] = []
        for (k, arg) in args.enumerated() {
            for value in BodyClosureArgument.closureValues(arg.value, tree) {
                if let (property, _) = ChangedArgument.closure(value, info, arguments: shape, at: k, context) {
                    out.append((value, property, .closure))
                    continue
                }
                // Trailing closures are content or closures, never a collection or an object.
                guard !arg.trailing else { continue }
                let v = tree.unwrapped(value)
                if BuiltCollection.construction(v, tree) != nil,
                   let (property, _, _) = ChangedArgument.collection(info, arguments: shape, at: k, context.resolver(at: call)) {
                    out.append((v, property, .collection))
                } else if ChangedArgument.newObject(v, info, label: arg.label, position: k, context) != nil,
                          // An `@State`/`@StateObject` keeps the first one: later ones are thrown away.
                          BodyFreshObject.keepingWrapper(info, label: arg.label, position: k) == nil,
                          let property = storedProperty(info, arguments: shape, at: k) {
                    out.append((v, property, .object))
                }
            }
        }
        return out
    }

    /// The stored property every initializer the call can select keeps the argument at `k` in.
    static func storedProperty(_ info: TypeInfo, arguments shape: [(label: String?, trailing: Bool)], at k: Int) -> String? {
        let candidates = ViewParameter.match(info, arguments: shape, at: k)
        let stored = Set(candidates.compactMap { $0.storedProperty?.name })
        guard !candidates.isEmpty, candidates.allSatisfy({ $0.storedProperty != nil }), stored.count == 1 else { return nil }
        return stored.first
    }

    /// Why a view's frequency was raised: the construction site through which its parent passes
    /// something new, and the parent's frequency.
    struct Raise: Sendable, Equatable {
        enum Via: Sendable, Equatable {
            case pass(Site)
            case rows(RowSite)
        }
        var via: Via
        var frequency: ChangeFrequency
        var isUnknown: Bool
    }

    /// Each view's frequency after propagation over the sites: a child at least as frequent as
    /// every parent that passes it something new. A worklist over the views; each view is raised
    /// at most once per frequency class, and each raise walks its out-edges once, so the work is
    /// linear in views and edges. Views absent from `own` (not project views) are left out. The
    /// raise kept for a view is the first site, in (path, line, child, argument) order, of a
    /// parent at the view's final frequency: the same whatever order the views come in.
    /// A child built in rows of a changing collection starts at least at that collection's
    /// frequency, and passes it on like its own.
    static func propagate(own: [String: (frequency: ChangeFrequency, isUnknown: Bool)], sites: [Site], rows: [RowSite] = []) -> [String: Raise] {
        var edges: [String: [Site]] = [:]
        var incoming: [String: [Site]] = [:]
        for s in sites where own[s.parent] != nil && own[s.child] != nil && s.parent != s.child {
            edges[s.parent, default: []].append(s)
            incoming[s.child, default: []].append(s)
        }
        var frequency = own.mapValues(\.frequency)
        var unknown = own.mapValues(\.isUnknown)
        var seeded: [String: RowSite] = [:]
        for r in rows.sorted(by: { a, b in (a.path, a.line, a.child) < (b.path, b.line, b.child) }) {
            guard own[r.parent] != nil, let f = frequency[r.child], r.frequency > f else { continue }
            frequency[r.child] = r.frequency
            unknown[r.child] = false
            seeded[r.child] = r
        }
        var work = own.keys.sorted()
        while let v = work.popLast() {
            guard let f = frequency[v] else { continue }
            for s in edges[v] ?? [] {
                guard let g = frequency[s.child] else { continue }
                if f > g {
                    frequency[s.child] = f
                    unknown[s.child] = unknown[v] ?? false
                    work.append(s.child)
                }
            }
        }
        var out: [String: Raise] = [:]
        for (child, f) in frequency where f > (own[child]?.frequency ?? .fixed) {
            let candidates = (incoming[child] ?? []).filter { frequency[$0.parent] == f }
            if let first = candidates.min(by: { a, b in (a.path, a.line, a.parent, a.argument) < (b.path, b.line, b.parent, b.argument) }) {
                out[child] = Raise(via: .pass(first), frequency: f, isUnknown: unknown[first.parent] ?? false)
            } else if let r = seeded[child], r.frequency == f {
                out[child] = Raise(via: .rows(r), frequency: f, isUnknown: false)
            }
        }
        return out
    }
}
