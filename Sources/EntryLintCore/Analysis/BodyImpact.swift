/// How much a value recreated in view-building code costs, for the body rules' `impact`: high when
/// the work is multiplied (rows of a list, a container that re-evaluates on every frame or scroll
/// step, a child with a large body) or the object itself is costly; low otherwise.
enum BodyImpact {
    /// Why a finding is high impact, as a phrase for its message.
    enum Reason {
        case rows(container: String)
        case frequent(container: String)
        case largeChild(view: String, nodes: Int)
        case costlyObject(type: String)

        /// A note saying why the finding is high impact, for when the first line has no room.
        var note: Note { Note(message: "high impact: " + phrase) }

        var phrase: String {
            switch self {
            case let .rows(container): return "once per '\(container)' row"
            case let .frequent(container): return "on every update of its '\(container)'"
            case let .largeChild(view, nodes): return "'\(view)' has a large body (\(nodes) syntax nodes)"
            case let .costlyObject(type): return "creating \(MessageLine.article(before: type)) '\(type)' does work"
            }
        }
    }

    /// Containers whose content closure runs once per element of their data. A lazy stack or
    /// grid is not one: its direct children are fixed slots, and its rows come from a `ForEach`
    /// inside it; a `List { … }` without data holds fixed content the same way.
    static let rowContainers: Set<String> = ["ForEach", "List", "Table", "OutlineGroup"]
    /// Containers whose content closure runs on every frame, scroll step or size change.
    static let frequentContainers: Set<String> = [
        "TimelineView", "GeometryReader", "ScrollViewReader", "PhaseAnimator", "KeyframeAnimator", "Canvas",
    ]
    /// A child whose body has at least this many syntax nodes is costly to re-evaluate.
    static let largeBodyNodes = 400

    /// The innermost row or frequently updating container around `node` within its declaration.
    static func container(around node: NodeID, _ context: RuleContext) -> Reason? {
        let tree = context.tree
        var cur = context.views.parent(node)
        var previous = node
        while let c = cur {
            switch tree.kind(c) {
            case .functionDecl, .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return nil
            case .callExpr where tree.kind(previous) == .argument || tree.kind(previous) == .trailingClosure:
                if let name = tree.calleeName(c) {
                    // A handful of rows fixed in the code is no more work than writing them out:
                    // look further out, for rows of real data or a frequent container.
                    if rowContainers.contains(name), hasData(c, tree), !overFewFixedRows(c, context) {
                        return .rows(container: name)
                    }
                    if frequentContainers.contains(name) { return .frequent(container: name) }
                }
            default:
                break
            }
            previous = c
            cur = context.views.parent(c)
        }
        return nil
    }

    /// Syntax nodes of a project view's `body`, when that is at least `largeBodyNodes`.
    static func largeBody(of info: TypeInfo, _ index: Resolver) -> Int? {
        guard let body = info.members.first(where: { $0.name == "body" && $0.kind == .computed && !$0.isStatic }),
              let ref = body.value else { return nil }
        let count = index.snippet(ref).tree.nodes.count
        return count >= largeBodyNodes ? count : nil
    }

    /// The view's body builds one view, a project representable whose update method is small
    /// (`RepresentableUpdate.largeUpdate`), and nothing else but modifiers of it.
    static func thinRepresentableWrapper(_ info: TypeInfo, _ index: Resolver) -> Bool {
        representableWrapped(by: info, index) != nil
    }

    /// The representable `thinRepresentableWrapper` finds, by name.
    static func representableWrapped(by info: TypeInfo, _ index: Resolver) -> String? {
        guard info.viewBuilders.isEmpty, let body = info.members.first(where: { $0.name == "body" && $0.kind == .computed && !$0.isStatic }),
              let ref = body.value else { return nil }
        let tree = index.snippet(ref).tree
        var built: [String] = []
        tree.walk(tree.root) { n in
            if tree.kind(n) == .callExpr, let callee = tree.callee(n), tree.kind(tree.unspecialized(callee)) == .identifierExpr,
               let name = tree.calleeName(n), name.first?.isUppercase == true { built.append(name) }
            return built.count < 2
        }
        guard built.count == 1, let wrapped = index.type([built[0]]),
              !wrapped.inherits.isDisjoint(with: RepresentableUpdate.protocols), RepresentableUpdate.largeUpdate(of: wrapped, index) == nil else { return nil }
        return wrapped.name
    }

    /// The row container a project view builds (`ForEach`, `List`…) over data that is not a few
    /// rows fixed in the code, if any: its re-evaluation walks every row. Looked for in `body`
    /// and in the view-building functions and properties it may call (`list(for:)` holding the
    /// `ForEach`, `TypeSummary.viewBuilders`).
    static func rowsBuilt(by info: TypeInfo, _ index: Resolver) -> String? {
        guard let body = info.members.first(where: { $0.name == "body" && $0.kind == .computed && !$0.isStatic }),
              let ref = body.value else { return nil }
        var found: String?
        for ref in [ref] + info.viewBuilders where found == nil {
            let tree = index.snippet(ref).tree
            tree.walk(tree.root) { n in
                if found == nil, tree.kind(n) == .callExpr, let name = tree.calleeName(n), rowContainers.contains(name),
                   !overFewFixedRows(n, tree) { found = name }
                return found == nil
            }
        }
        return found
    }

    /// Whether a row container is given its data (`ForEach(items)`, `List(items) { … }`), not
    /// only fixed content (`List { … }`, `List(selection:) { … }`).
    static func hasData(_ call: NodeID, _ tree: SyntaxTree) -> Bool {
        tree.arguments(call).contains { $0.label == nil && !$0.trailing }
    }

    /// `overFewFixedRows`, also for data named by a constant of the enclosing type: `let
    /// conditions = ["New", "Used"]`, or a `static let`.
    static func overFewFixedRows(_ call: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        if overFewFixedRows(call, tree) { return true }
        guard let data = tree.arguments(call).first(where: { $0.label == nil && !$0.trailing })?.value else { return false }
        let e = tree.unwrapped(data)
        guard tree.kind(e) == .identifierExpr, let name = tree.child(e, .name).map({ tree.identifier($0) }) else { return false }
        return ChangingCollection.isLiteralLet(name, at: call, context)
    }

    /// `ForEach(Action.allCases)`, `ForEach([a, b])`, `ForEach(0..<3)`: a handful of rows fixed in
    /// the code, no more work than writing them out.
    static func overFewFixedRows(_ call: NodeID, _ tree: SyntaxTree) -> Bool {
        guard let data = tree.arguments(call).first(where: { $0.label == nil && !$0.trailing })?.value else { return false }
        let e = tree.unwrapped(data)
        switch tree.kind(e) {
        case .arrayExpr:
            return true
        case .memberAccessExpr:
            return tree.child(e, .name).map { tree.identifier($0) } == "allCases"
        case .infixOperatorExpr:
            guard let (lower, upper) = InfixOperatorExpr(unchecked: tree, e).operands else { return false }
            return tree.kind(tree.unwrapped(lower)) == .integerLiteral && tree.kind(tree.unwrapped(upper)) == .integerLiteral
        default:
            return false
        }
    }

    /// Whether re-evaluating `view` (built at `node`) is work worth saving: it is repeated per
    /// row or frame (`reason`), its body is large, or it builds rows of its own. A small button
    /// or label re-evaluated on a tick costs next to nothing.
    /// A container that re-runs on every frame (`TimelineView`, `GeometryReader`) rebuilds all of
    /// its content anyway: what a stable input saves there is the child's own body, so it counts
    /// only when that body is large or builds rows.
    static func isSubstantial(_ reason: Reason?, child info: TypeInfo, _ index: Resolver) -> Bool {
        switch reason {
        // Rows of a view that only hands its values to a representable with a small update
        // method: each row's re-evaluation is that update, a few values copied (judged NOISE on
        // an unseen app: a zoomable image per attachment page, re-run at drag rate).
        case .rows?: return !thinRepresentableWrapper(info, index)
        case .largeChild?, .costlyObject?: return true
        case .frequent?, nil:
            return largeBody(of: info, index) != nil || rowsBuilt(by: info, index) != nil || cascade(of: info, index) != nil
                || RepresentableUpdate.largeUpdate(of: info, index) != nil
        }
    }

    /// The views that re-evaluate with `info` because its body hands each a new closure (a
    /// closure literal never compares equal to the last one), followed down to `maxCascadeDepth`:
    /// their bodies are work a re-evaluation of `info` does too. Non-nil when that work, with
    /// `info`'s own body, is not small (`largeBodyNodes` syntax nodes in all, or rows built):
    /// a small input bar handing new closures to a large editor re-evaluates the editor on every tick.
    struct Cascade: Sendable {
        /// The first view down the chain, for the note ("'ChatInputView' hands new closures to 'Composer'").
        var via: String
        var nodes: Int
        /// A row container one of the views builds (`List`), which multiplies the work.
        var rows: String?

        var phrase: String {
            rows.map { "which re-evaluates with it and builds rows ('\($0)')" }
                ?? "which re-evaluates with it: their bodies hold \(nodes) syntax nodes in all"
        }
    }

    static let maxCascadeDepth = 3

    static func cascade(of info: TypeInfo, _ index: Resolver) -> Cascade? {
        index.index.memo("body-cascade:" + info.memoKey) { () -> Cascade? in
            var visited: Set<ObjectIdentifier> = [ObjectIdentifier(info)]
            var first: String?
            var rows: String?
            let nodes = cascadeNodes(of: info, index, depth: 0, visited: &visited, first: &first, rows: &rows)
            guard let first, rows != nil || nodes >= largeBodyNodes else { return nil }
            return Cascade(via: first, nodes: nodes, rows: rows)
        }
    }

    /// Syntax nodes of `info`'s body and of the project views it hands a closure literal to,
    /// recursively; `first` the first such view, `rows` whether one of them builds rows.
    private static func cascadeNodes(of info: TypeInfo, _ index: Resolver, depth: Int, visited: inout Set<ObjectIdentifier>,
                                     first: inout String?, rows: inout String?) -> Int {
        guard let body = info.members.first(where: { $0.name == "body" && $0.kind == .computed && !$0.isStatic }),
              let ref = body.value else { return 0 }
        let tree = index.snippet(ref).tree
        var total = tree.nodes.count
        guard depth < maxCascadeDepth else { return total }
        let resolver = Resolver(index: index.index, site: UseSite(file: info.file))
        var children: [TypeInfo] = []
        tree.walk(tree.root) { n in
            guard tree.kind(n) == .callExpr, let name = tree.calleeName(n), name.first?.isUppercase == true else { return true }
            let arguments = tree.arguments(n)
            guard arguments.contains(where: { tree.kind(tree.unwrapped($0.value)) == .closureExpr }),
                  let child = resolver.type([name]), child.kind == .struct,
                  child.members.contains(where: { $0.name == "body" && $0.kind == .computed && !$0.isStatic }),
                  handsNewClosure(arguments, to: child, tree),
                  visited.insert(ObjectIdentifier(child)).inserted else { return true }
            children.append(child)
            return true
        }
        for child in children {
            if first == nil { first = child.name }
            if rows == nil { rows = rowsBuilt(by: child, resolver) }
            total += cascadeNodes(of: child, resolver, depth: depth + 1, visited: &visited, first: &first, rows: &rows)
        }
        return total
    }

    /// Whether a call hands `child` a closure literal it keeps as an input: any argument in
    /// parentheses, or a trailing closure the child stores as a function (`let row: (Item) -> Row`,
    /// `@ViewBuilder` or not). A trailing closure the child calls in its initializer (`self.content
    /// = content()`) leaves only the views it built, which compare by value.
    private static func handsNewClosure(_ arguments: [(label: String?, value: NodeID, trailing: Bool)], to child: TypeInfo,
                                        _ tree: SyntaxTree) -> Bool {
        let shape = arguments.map { (label: $0.label, trailing: $0.trailing) }
        return arguments.indices.contains { k in
            guard tree.kind(tree.unwrapped(arguments[k].value)) == .closureExpr else { return false }
            guard arguments[k].trailing else { return true }
            let candidates = ViewParameter.match(child, arguments: shape, at: k)
            return !candidates.isEmpty && candidates.allSatisfy { $0.storedProperty?.isFunctionType == true }
        }
    }

    /// Why `isSubstantial` holds when only the views re-evaluating with the child make it so.
    static func cascadeNote(_ reason: Reason?, child info: TypeInfo, _ index: Resolver) -> Note? {
        switch reason {
        case .rows?, .largeChild?, .costlyObject?: return nil
        case .frequent?, nil:
            guard largeBody(of: info, index) == nil, rowsBuilt(by: info, index) == nil, let c = cascade(of: info, index) else { return nil }
            return Note(message: "'\(info.name)' hands new closures to '\(c.via)', \(c.phrase)")
        }
    }

    /// Why a frequent re-evaluation of a child that `isSubstantial` rejects is not worth saving.
    /// `site`: whether the construction at hand was seen outside rows; a rule that weighs a view
    /// apart from where it is built (the wide dependency) does not claim it.
    /// For a representable with a large update method: what a new input costs it.
    static func representableNote(_ view: String, child info: TypeInfo, _ index: Resolver) -> Note? {
        RepresentableUpdate.largeUpdate(of: info, index).map {
            Note(message: "'\(view)' is a representable: each new input runs its update method (\($0) syntax nodes) again")
        }
    }

    /// `smallChildNote`, or for rows of a view that only wraps a representable
    /// (`thinRepresentableWrapper`), what each row's re-evaluation runs.
    static func smallChildNote(_ view: String, reason: Reason?, child info: TypeInfo, _ index: Resolver) -> Note {
        if case .rows? = reason, let wrapped = representableWrapped(by: info, index) {
            return Note(message: "'\(view)' only hands its values to '\(wrapped)', whose update method is small: each row's re-evaluation copies a few values across")
        }
        return smallChildNote(view)
    }

    static func smallChildNote(_ view: String, site: Bool = true) -> Note {
        let once = site ? ", and is built once, not per row" : ""
        return Note(message: "'\(view)' is small (its body is under \(largeBodyNodes) syntax nodes, builds no rows but a few fixed ones\(once)): re-evaluating it costs little")
    }

    /// The reason a closure or object handed to `view` at `node` is high impact, if any.
    static func reason(at node: NodeID, child view: String?, _ context: RuleContext) -> Reason? {
        if let r = container(around: node, context) { return r }
        if let view, let info = context.resolver(at: node).type([view]), let nodes = largeBody(of: info, context.index) {
            return .largeChild(view: view, nodes: nodes)
        }
        return nil
    }
}

/// Where view-building code is, for messages: `body`, `'rows()'` (a `@ViewBuilder` or view
/// function), `'header'` (a computed view property), or a closure of one of them.
enum ViewBuildingPlace {
    static func describe(_ node: NodeID, _ context: RuleContext) -> String {
        let tree = context.tree
        var cur = context.views.parent(node)
        while let c = cur {
            switch tree.kind(c) {
            case .patternBinding:
                let name = tree.bindingName(c) ?? "?"
                return name == "body" ? "body" : "'\(name)'"
            case .functionDecl:
                let name = tree.declName(c) ?? "?"
                if name == "body" { return "body" }
                return "'\(name)()'"
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return "view-building code"
            default:
                cur = context.views.parent(c)
            }
        }
        return "view-building code"
    }
}
