import SwiftLexer

/// Whether the collection a `ForEach`/`List`/`Table` iterates can change while its rows are
/// shown, for `foreach_unstable_id`: index or hash identity only hands a row's state to another
/// element when elements are inserted, removed, moved or edited. Positive evidence is required,
/// found in the call, this file's tree and the index's structural facts
/// (`ProjectIndex.varyingInputs`), so the answer is the same however the file was reached:
/// - `.onDelete`, `.onMove` or `.onInsert` on the container;
/// - a name the collection is read from (`items` of `model.items.indices`, or a name a computed
///   property of that name in this file reads) that some file of the project removes from,
///   inserts into, moves, sorts, reloads (assigns), edits in place or watches with
///   `.onChange(of:)` (`CollectionChanges`), when the rows are project views: rows of SDK views
///   alone (menu buttons, picker options, text) keep nothing a changed position could misplace;
/// - for `hashValue`, which survives moves and reloads: an element edited in place (`items[i].x = …`,
///   a binding `$items`), whatever the rows;
/// - the name is a fetched or queried property (`@FetchRequest`, `@Query`, …), which changes
///   with the store;
/// - the rows hold state: the content constructs a project view with `@State`, `@StateObject`
///   or `@FocusState`, or an editing control (`TextField`, `SecureField`, `TextEditor`).
/// A `@State` collection of the view itself counts only changes written inside that view's type
/// (or its extensions, or protocols it conforms to) or through a base, not another type's
/// property or local of the same name; with none, and no binding to it, it is fixed.
/// Never reported: widget extensions (archived snapshots), preview and test code, and a
/// collection that is fixed, whatever the rows: an array literal,
/// `allCases`, a `static let` or global `let`, a stored `let` whose value is an array literal, or
/// a property of a local `let` or `ForEach` row taken from one of those (`group.entries`).
enum ChangingCollection {
    /// `hash`: identity by `hashValue`, which survives insertions, removals and moves but not
    /// edits of an element.
    static func changes(_ call: NodeID, data: NodeID, hash: Bool, _ context: RuleContext) -> Bool {
        let tree = context.tree
        let names: [String]
        switch roots(of: collection(of: data, tree), context, depth: 0) {
        case .fixed: return false
        case .names(let n): names = n
        }
        // Widget views are archived snapshots of one entry; previews render once.
        if context.project.isInWidgetExtension(file: context.file) || context.isPreviewOrTest(call) { return false }
        if !hash && hasEditingModifier(call, context) { return true }
        let varying = context.project.varyingInputs
        var all: [String] = []
        var seen = Set<String>()
        for name in names where seen.insert(name).inserted {
            all.append(name)
            if isFetched(name, at: call, context) { return true }
            for inner in computedReads(name, context) where seen.insert(inner).inserted { all.append(inner) }
        }
        // The view's own `@State` (`items`, `self.items`) goes by its owner: a change elsewhere to
        // another type's property or local of the same name does not count (`CollectionChanges`).
        let owner = EnclosingType.of(call, context).flatMap { tree.kind($0) == .structDecl ? $0 : nil }
        let owners = owner.map { decl in (tree.declName(decl).map { [$0] } ?? []) + tree.inheritedNames(decl) } ?? []
        let owned = owner.map { decl in
            ownPropertyNames(collection(of: data, tree), tree).filter { name in
                // Only `@State`: the view alone changes it (children through `$name`, a `^`
                // key); a plain input changes with what its constructions pass, which goes by
                // the bare name.
                tree.members(decl).contains { m in
                    tree.kind(m) == .variableDecl && tree.attributeNames(m) == ["State"]
                        && tree.children(m, .patternBinding).contains { tree.bindingName($0) == name }
                }
            }
        } ?? []
        func recorded(_ prefix: String) -> Bool {
            all.contains { name in
                guard owned.contains(name) else { return varying.contains(PreviewUses.hash(prefix + name)) }
                if varying.contains(PreviewUses.hash(prefix + "@" + name)) { return true }
                return owners.contains { varying.contains(PreviewUses.hash(prefix + "@" + $0 + "." + name)) }
            }
        }
        // The view's own `@State`, which nothing writes but its initial value: fixed for the
        // view's life, so no row state can move to another element.
        if !names.isEmpty, names.allSatisfy({ owned.contains($0) }), !recorded("~"), !recorded("~="), !recorded("^") { return false }
        let rows = rowContent(call, context)
        if hash {
            // Only an element edited in place gets a new hash under the same row: a reload brings
            // new values, whose rows are new anyway, and moves keep every hash.
            return recorded("^")
        }
        // Rows of plain SDK views (menu buttons, picker options, text) keep nothing a changed
        // position could misplace: only the list's own editing (above) reports them.
        if rows == .stateful { return true }
        return rows == .views && (recorded("~") || recorded("~=") || recorded("^"))
    }

    /// `items`, `self.items`, `items.indices`: a stored property of the owner itself, read
    /// without a base, and declared in the owner's body (not a local or a closure parameter).
    static func ownPropertyNames(_ e: NodeID, _ tree: SyntaxTree) -> Set<String> {
        let e = tree.unwrapped(e)
        switch tree.kind(e) {
        case .identifierExpr:
            return tree.child(e, .name).map { [tree.identifier($0)] } ?? []
        case .memberAccessExpr:
            guard let n = tree.child(e, .name), let base = tree.memberBase(e) else { return [] }
            let name = tree.identifier(n)
            if passThrough.contains(name) { return ownPropertyNames(base, tree) }
            if tree.kind(base) == .identifierExpr, tree.name(base, is: "self") { return [name] }
            return []
        default:
            return []
        }
    }

    /// The collection under the identity: `items` of `Array(items.enumerated())`,
    /// `items.indices`, `0..<items.count`, `zip(items.indices, items)`, `stride(to: items.count)`.
    static func collection(of data: NodeID, _ tree: SyntaxTree) -> NodeID {
        let e = tree.unwrapped(data)
        switch tree.kind(e) {
        case .callExpr:
            let name = tree.calleeName(e) ?? ""
            let args = tree.arguments(e)
            if name == "Array" || name == "zip", let first = args.first?.value { return collection(of: first, tree) }
            if name == "stride", let bound = args.first(where: { $0.label == "to" || $0.label == "through" }) {
                return collection(of: bound.value, tree)
            }
            if name == "enumerated", let callee = tree.callee(e), tree.kind(callee) == .memberAccessExpr,
               let base = tree.memberBase(callee) { return collection(of: base, tree) }
            return e
        case .memberAccessExpr:
            let name = tree.child(e, .name).map { tree.identifier($0) }
            if name == "indices" || name == "count", let base = tree.memberBase(e) {
                return collection(of: base, tree)
            }
            return e
        case .infixOperatorExpr:
            let range = InfixOperatorExpr(unchecked: tree, e)
            guard let (_, upper) = range.operands else { return e }
            if range.operator == .halfOpenRange || range.operator == .closedRange { return collection(of: upper, tree) }
            // `0..<items.count - 1`.
            var found: NodeID?
            tree.walk(e) { n in
                if found == nil, tree.kind(n) == .memberAccessExpr, tree.child(n, .name).map({ tree.identifier($0) }) == "count" { found = n }
                return found == nil
            }
            return found.map { collection(of: $0, tree) } ?? e
        default:
            return e
        }
    }

    enum Roots { case fixed, names([String]) }

    static let passThrough: Set<String> = ["indices", "count", "keys", "values", "lazy", "elements"]

    /// The names the collection is read from, or `.fixed` when it cannot change.
    static func roots(of e: NodeID, _ context: RuleContext, depth: Int) -> Roots {
        let tree = context.tree
        let e = tree.unwrapped(e)
        guard depth < 8 else { return .names([]) }
        switch tree.kind(e) {
        case .arrayExpr:
            return .fixed
        case .identifierExpr:
            guard let n = tree.child(e, .name) else { return .names([]) }
            let name = tree.identifier(n)
            if name == "allCases" || ConstantCondition.isStaticLet(e, tree, context.resolver(at: e)) || isLiteralLet(name, at: e, context) {
                return .fixed
            }
            return .names([name])
        case .memberAccessExpr:
            guard let n = tree.child(e, .name) else { return .names([]) }
            let name = tree.identifier(n)
            // `items.indices`, `dict.keys`: views of the collection before them.
            if passThrough.contains(name), let base = tree.memberBase(e) {
                return roots(of: base, context, depth: depth + 1)
            }
            if name == "allCases" || ConstantCondition.isStaticLet(e, tree, context.resolver(at: e)) { return .fixed }
            if let base = tree.memberBase(e), tree.kind(base) == .identifierExpr, tree.name(base, is: "Self"),
               isStaticLetOfEnclosingType(name, at: e, context) { return .fixed }
            if let base = tree.memberBase(e), tree.kind(base) == .identifierExpr, tree.name(base, is: "self"),
               isLiteralLet(name, at: e, context) { return .fixed }
            // `group.entries`, where `group` is a local `let` taken from a fixed collection
            // (`let group = urlGroups[gi]`) or the row of a `ForEach` over one: part of a constant.
            if let base = tree.memberBase(e), tree.kind(base) == .identifierExpr, let b = tree.child(base, .name),
               let source = localSource(tree.identifier(b), at: e, context),
               case .fixed = roots(of: source, context, depth: depth + 1) {
                return .fixed
            }
            return .names([name])
        case .callExpr:
            // `Array(items)`, `zip(items.indices, items)`.
            if let name = tree.calleeName(e), ["Array", "zip", "Set", "ContiguousArray"].contains(name),
               tree.callee(e).map({ tree.kind($0) == .identifierExpr }) ?? false {
                guard let first = tree.arguments(e).first?.value else { return .names([]) }
                return roots(of: first, context, depth: depth + 1)
            }
            // `items.filter { … }`, `items.sorted()`: the elements of `items`.
            guard let callee = tree.callee(e), let base = tree.memberBase(callee) else { return .names([]) }
            return roots(of: base, context, depth: depth + 1)
        case .subscriptExpr, .forceUnwrapExpr, .optionalChainingExpr:
            let base = tree.kind(e) == .subscriptExpr ? SubscriptExpr(tree, e)?.base : PostfixUnwrapExpr(tree, e)?.expression
            guard let base else { return .names([]) }
            return roots(of: base, context, depth: depth + 1)
        case .infixOperatorExpr:
            // `items ?? []`.
            guard let first = InfixOperatorExpr(tree, e)?.lhs else { return .names([]) }
            return roots(of: first, context, depth: depth + 1)
        default:
            return .names([])
        }
    }

    /// What a local name of view-building code was taken from: the value of a `let` declared
    /// before `e` in a closure or block around it, or, for the parameter of a `ForEach` row
    /// closure, the data the `ForEach` iterates. Nil for anything else (a `var`, a function's
    /// parameter, a property).
    static func localSource(_ name: String, at e: NodeID, _ context: RuleContext) -> NodeID? {
        let tree = context.tree
        var child = e
        var cur = context.views.parent(e)
        while let c = cur {
            switch tree.kind(c) {
            case .closureExpr, .codeBlock, .accessorBlock:
                let statements = tree.kind(c) == .closureExpr ? ClosureExpr(unchecked: tree, c).statements : Array(tree.children(c))
                for statement in statements {
                    if statement == child { break }
                    guard tree.kind(statement) == .variableDecl else { continue }
                    for binding in tree.children(statement, .patternBinding) where tree.bindingName(binding) == name {
                        guard tree[statement].flags.contains(.isLet) else { return nil }
                        return tree.initializerValue(binding)
                    }
                }
                if tree.kind(c) == .closureExpr {
                    let parameters = ClosureExpr(unchecked: tree, c).parameters
                    if parameters.contains(where: { $0.localName == name }) {
                        guard parameters.count == 1, let holder = context.views.parent(c),
                              let call = tree.kind(holder) == .callExpr ? holder : context.views.parent(holder),
                              tree.kind(call) == .callExpr, tree.calleeName(call) == "ForEach",
                              let data = tree.arguments(call).first?.value else { return nil }
                        return data
                    }
                }
            case .functionDecl, .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl, .variableDecl:
                return nil
            default:
                break
            }
            child = c
            cur = context.views.parent(c)
        }
        return nil
    }

    /// `let options = ["a", "b"]` or `static let`: a stored constant of the enclosing type.
    static func isLiteralLet(_ name: String, at e: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let decl = EnclosingType.of(e, context) else { return false }
        for member in tree.members(decl) where tree.kind(member) == .variableDecl && tree[member].flags.contains(.isLet) {
            for binding in tree.children(member, .patternBinding) where tree.bindingName(binding) == name {
                guard let value = tree.initializerValue(binding) else { return false }
                return tree.hasModifier(member, .`static`) || tree.kind(tree.unwrapped(value)) == .arrayExpr
            }
        }
        return false
    }

    static func isStaticLetOfEnclosingType(_ name: String, at e: NodeID, _ context: RuleContext) -> Bool {
        guard let decl = EnclosingType.of(e, context), let path = context.tree.kind(decl) == .extensionDecl
            ? context.tree.extendedType(decl).flatMap({ context.tree.typePath($0) }) : context.tree.declName(decl).map({ [$0] })
        else { return false }
        return context.resolver(at: e).members(of: path)?.staticMember(name)?.kind == .storedLet
    }

    /// `.onDelete`, `.onMove`, `.onInsert` applied to the container (through other modifiers).
    static func hasEditingModifier(_ call: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var cur = call
        var steps = 0
        while let p = context.views.parent(cur), steps < 40 {
            steps += 1
            guard tree.memberBase(p) == cur, let call = context.views.parent(p),
                  tree.kind(call) == .callExpr, tree.callee(call) == p else { return false }
            if let n = tree.child(p, .name), ["onDelete", "onMove", "onInsert"].contains(tree.identifier(n)) { return true }
            cur = call
        }
        return false
    }

    static let fetchingWrappers: Set<String> = ["FetchRequest", "SectionedFetchRequest", "Query", "ObservedResults", "ObservedSectionedResults"]

    /// A property of the enclosing type filled by a store query.
    static func isFetched(_ name: String, at e: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let decl = EnclosingType.of(e, context) else { return false }
        for member in tree.members(decl) where tree.kind(member) == .variableDecl {
            guard tree.children(member, .patternBinding).contains(where: { tree.bindingName($0) == name }) else { continue }
            return !fetchingWrappers.isDisjoint(with: tree.attributeNames(member))
        }
        return false
    }

    /// The names a computed property `name` of this file reads (`var visible: [Item] {
    /// items.filter { … } }`), one level deep.
    static func computedReads(_ name: String, _ context: RuleContext) -> [String] {
        let tree = context.tree
        var out: [String] = []
        for decl in context.nodes(.variableDecl) {
            for binding in tree.children(decl, .patternBinding) where tree.bindingName(binding) == name {
                guard let accessors = tree.child(binding, .accessorBlock) else { continue }
                tree.walk(accessors) { n in
                    if tree.kind(n) == .identifierExpr || tree.kind(n) == .memberAccessExpr, let id = tree.child(n, .name) {
                        out.append(tree.identifier(id))
                    }
                    return out.count < 64
                }
            }
        }
        return out
    }

    static let statefulWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState"]
    static let editingControls: Set<String> = ["TextField", "SecureField", "TextEditor"]

    enum Rows { case plain, views, stateful }

    /// What the rows build: a project view that keeps state or an editing control (`stateful`),
    /// other project views (`views`), or only SDK views (`plain`).
    static func rowContent(_ call: NodeID, _ context: RuleContext) -> Rows {
        let tree = context.tree
        let closures = tree.arguments(call).filter { $0.trailing || $0.label == "content" || $0.label == "rowContent" }
        var result = Rows.plain
        for arg in closures {
            tree.walk(arg.value) { n in
                guard result != .stateful else { return false }
                guard tree.kind(n) == .callExpr else { return true }
                if let name = tree.calleeName(n), editingControls.contains(name), tree.callee(n).map({ tree.kind($0) != .memberAccessExpr }) ?? false {
                    result = .stateful
                } else if let view = ViewHierarchy.constructedView(tree, n, index: context.resolver(at: n)) {
                    result = view.storedProperties.contains(where: { !statefulWrappers.isDisjoint(with: $0.attributes) }) ? .stateful : .views
                }
                return result != .stateful
            }
        }
        return result
    }
}
