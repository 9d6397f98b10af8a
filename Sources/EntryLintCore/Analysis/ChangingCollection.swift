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
        evidence(call, data: data, hash: hash, context) != nil
    }

    /// Why the collection changes while shown (for a finding's note), or nil when it does not.
    static func evidence(_ call: NodeID, data: NodeID, hash: Bool, _ context: RuleContext) -> String? {
        let tree = context.tree
        let found: [Root]
        switch roots(of: strideCall(data, tree) ?? collection(of: data, tree), context, depth: 0) {
        case .fixed: return nil
        case .names(let n):
            // `1...icons`, `0..<(columns * rows)`: a count, no collection; any write of what it
            // is computed from (a stepper's or picker's binding) adds or removes rows, as a
            // moved index picks another element.
            found = countsScalar(data, tree) ? n.map { var r = $0; r.isIndex = true; return r } : n
        }
        // Widget views are archived snapshots of one entry; previews render once.
        if context.project.isInWidgetExtension(file: context.file) || context.isPreviewOrTest(call) { return nil }
        if !hash && hasEditingModifier(call, context) { return "the container has '.onDelete', '.onMove' or '.onInsert'" }
        let resolver = context.resolver(at: call)
        let owner = EnclosingType.info(around: call, context)
        var all: [Root] = []
        var seen = Set<String>()
        for root in found where seen.insert(root.key(tree)).inserted {
            all.append(root)
            if root.base == nil, isFetched(root.name, at: call, context) { return "'\(root.name)' is a store query's result, which changes with the store" }
            // A computed property of the view: what its expression is read from, or else the
            // view's stored properties it reads; a method of the view: the stored properties it
            // reads.
            if root.base == nil, let owner, let kind = owner.instanceMember(root.name)?.kind, kind == .computed || kind == .function {
                if kind == .computed, let expression = computedExpression(root.name, context) {
                    if case .names(let inner) = roots(of: expression, context, depth: 1) {
                        for r in inner where seen.insert(r.key(tree)).inserted { all.append(r) }
                    }
                    continue
                }
                for inner in computedReads(root.name, context) where seen.insert(inner).inserted {
                    if let m = owner.instanceMember(inner), m.kind == .storedVar || m.kind == .storedLet { all.append(Root(name: inner, base: nil)) }
                }
            }
        }
        let project = context.project
        for root in all {
            // A store query read through a computed property (`var snapshots: [Row] { trainings.map
            // { … } }` over `@Query var trainings`) changes with the store too.
            if root.base == nil, isFetched(root.name, at: call, context) { return "'\(root.name)' is a store query's result, which changes with the store" }
            // `trainings.sortedForDisplay`, a property of the query's results (an extension).
            if let base = root.base, let b = baseIdentifier(base, tree), isFetched(b, at: call, context) {
                return "'\(b)' is a store query's result, which changes with the store"
            }
            // Whose property it is: the view's (`items`, `self.items`) or an object's it holds
            // (`model.items`); anything else goes by the bare name.
            var type: TypeInfo?
            var name = root.name
            if let base = root.base, let owner, CollectionSource.readsStore(base, tree, owner) {
                // Reducers write it as `state.items…`, whose owner the tokens cannot tell: the
                // bare name's writes are the evidence. A field set only by its initializer is
                // not (a project class named `Store` is then asked like any object).
                if !hash, CollectionSource.editedByName(root.name, project, reloads: true) {
                    return "'\(root.key(tree))' is a store's state, which its reducers change ('state.\(root.name) = …', '….remove(…)')"
                }
            }
            // `model.state.items`: a part of a value an object the view holds keeps (`@Published
            // var state: HomeState`), written through the object's own code (`self.state.items =
            // …`, recorded under its dotted path). A load that fills it changes the rows.
            if !hash, let base = root.base, baseIdentifier(base, tree) == nil, let owner,
               case let part = tree.unwrapped(base), tree.kind(part) == .memberAccessExpr,
               let partName = tree.child(part, .name).map({ tree.identifier($0) }),
               let object = tree.memberBase(part).flatMap({ baseIdentifier($0, tree) }).map(bindingStripped), object != "self",
               let held = CollectionSource.heldType(object, of: owner, resolver),
               let how = CollectionSource.written(partName + "." + root.name, of: held, project) {
                return "'\(partName).\(root.name)' of '\(held.name)' is \(how) after it is made"
            }
            if let base = root.base {
                if let b = baseIdentifier(base, tree), let owner {
                    let baseName = bindingStripped(b)
                    if baseName == "self" {
                        type = owner
                    } else if let held = CollectionSource.heldType(baseName, of: owner, resolver) {
                        type = held
                        // A plain input holding an object (`let activity: ActivityRecord`, a
                        // class): a parent passing another object changes what the rows read.
                        if !hash, CollectionSource.isPlainInput(baseName, of: owner),
                           !CollectionSource.property(root.name, of: held, project).isChange,
                           case .changes(let why) = CollectionSource.property(baseName, of: owner, project) {
                            return "'\(baseName)' of '\(owner.name)' is another object when \(why)"
                        }
                    } else if let m = owner.instanceMember(baseName), m.kind == .storedLet || m.kind == .storedVar,
                              Set(m.attributes).isDisjoint(with: CollectionSource.referenceWrappers) {
                        // A part of a value the view holds (`filter.options`): that part's own
                        // edits (`filter.options.remove(at:)`), else as the value.
                        if !hash, let how = CollectionSource.written(baseName + "." + root.name, of: owner, project) {
                            return "'\(baseName).\(root.name)' of '\(owner.name)' is \(how) after it is made"
                        }
                        type = owner
                        name = baseName
                    }
                }
            } else if let owner, owner.instanceMember(root.name) != nil {
                type = owner
            }
            if hash {
                // Only an element edited in place gets a new hash under the same row: a reload
                // brings new values, whose rows are new anyway, and moves keep every hash.
                if let type {
                    if ChangeModel.collectionEdits(of: root.name, in: type, project).contains(.elementEdit) {
                        return "an element of '\(root.name)' of '\(type.name)' is edited in place"
                    }
                } else if project.varyingInputs.contains(PreviewUses.hash("^" + root.name)) {
                    return "an element of a collection named '\(root.name)' is edited in place"
                }
                continue
            }
            // An index the view's code writes (`current += 1` in a button): another element.
            if root.isIndex, let type, let (frequency, unknown) = ChangeModel.frequency(of: name, in: type, project),
               !unknown, frequency >= .once {
                return "'\(name)' of '\(type.name)', which it is computed from, is written \(frequency.phrase)"
            }
            let answer = type.map { CollectionSource.property(name, of: $0, project) } ?? .unknown
            if case .changes = answer {} else if root.throughElement, let type,
               ChangeModel.collectionEdits(of: name, in: type, project).contains(.elementEdit) {
                return "an element of '\(name)' of '\(type.name)' is replaced or edited in place, and the rows are a part of one"
            }
            switch answer {
            case .changes(let why): return why
            case .fixed: continue
            case .unknown:
                // A view's own input whose constructions did not tell is no evidence: the bare
                // name would count another type's edits. A class's property or a base of unknown
                // type goes by structural edits of that name.
                if let type, type.kind == .struct, type.instanceMember(name) != nil { continue }
                // A property of a local or a parameter (`value.items` of a `case let`): whose it
                // is cannot be told, and `items` is too common a name to go by.
                if type == nil, let base = root.base, let b = baseIdentifier(base, tree), owner?.instanceMember(b) == nil { continue }
                if CollectionSource.editedByName(root.name, project) {
                    return "a collection named '\(root.name)' is reordered through a reference whose type is not known"
                }
            }
        }
        return nil
    }

    /// How often the collection's sources are written, by owner (the change model): the most
    /// frequent of them, or nil when one of them is not a property whose owner is known (a
    /// binding, a parameter, a name written elsewhere), which tells nothing.
    static func writeFrequency(_ call: NodeID, data: NodeID, _ context: RuleContext) -> ChangeFrequency? {
        let tree = context.tree
        guard case .names(let found) = roots(of: strideCall(data, tree) ?? collection(of: data, tree), context, depth: 0),
              !found.isEmpty, let owner = EnclosingType.info(around: call, context) else { return nil }
        let resolver = context.resolver(at: call)
        var most = ChangeFrequency.fixed
        for root in found {
            var type: TypeInfo?
            if let base = root.base {
                guard let b = baseIdentifier(base, tree) else { return nil }
                let baseName = bindingStripped(b)
                type = baseName == "self" ? owner : CollectionSource.heldType(baseName, of: owner, resolver)
            } else if let m = owner.instanceMember(root.name), m.kind == .storedVar || m.kind == .storedLet,
                      !Set(m.attributes).isDisjoint(with: ChangeModel.ownStateWrappers) {
                type = owner
            }
            guard let type, let (f, unknown) = ChangeModel.frequency(of: root.name, in: type, context.project), !unknown else { return nil }
            most = max(most, f)
        }
        return most
    }

    /// A name the collection is read from, with the expression it is read through
    /// (`model` of `model.items`; nil for `items` and `self.items`).
    struct Root {
        var name: String
        var base: NodeID?
        /// Reached through a row of an outer `ForEach` (`apps` of `{ element in let (screen,
        /// apps) = element … }`): the rows are a part of one element, so an element edited or
        /// replaced in place changes them too.
        var throughElement = false
        /// Read as a subscript's index (`current` of `questions[current]`) or an argument of the
        /// function computing the collection (`Fixture.samples(for: kind)`): any write of it
        /// picks another element or result, whatever kind of value it is.
        var isIndex = false

        func key(_ tree: SyntaxTree) -> String {
            guard let base else { return name }
            return tree.compactText(base) + "." + name
        }
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
    /// Whether `data` is a range up to a count that is not a collection's (`1...icons`,
    /// `0..<(columns * rows)`; not `0..<items.count`).
    static func countsScalar(_ data: NodeID, _ tree: SyntaxTree) -> Bool {
        let e = tree.unwrapped(data)
        guard tree.kind(e) == .infixOperatorExpr else { return false }
        let range = InfixOperatorExpr(unchecked: tree, e)
        guard range.operator == .halfOpenRange || range.operator == .closedRange, let (_, upper) = range.operands,
              tree.kind(tree.unwrapped(upper)) != .integerLiteral else { return false }
        var mentionsCount = false
        tree.walk(upper) { n in
            if tree.kind(n) == .memberAccessExpr, let name = tree.child(n, .name).map({ tree.identifier($0) }),
               name == "count" || name == "indices" || name == "endIndex" { mentionsCount = true }
            return !mentionsCount
        }
        return !mentionsCount
    }

    static func collection(of data: NodeID, _ tree: SyntaxTree) -> NodeID {
        let e = tree.unwrapped(data)
        switch tree.kind(e) {
        case .callExpr:
            let name = tree.calleeName(e) ?? ""
            let args = tree.arguments(e)
            // `zip(1..., items)`: the count beside the elements is no collection.
            if name == "zip", args.count == 2, isOpenCount(tree, args[0].value) { return collection(of: args[1].value, tree) }
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

    /// `1...`, `0...`: a one-sided range from a literal, counting positions.
    static func isOpenCount(_ tree: SyntaxTree, _ e: NodeID) -> Bool {
        let e = tree.unwrapped(e)
        guard tree.kind(e) == .postfixOperatorExpr, tree.compactText(e).hasSuffix("...") else { return false }
        return tree.children(e).contains { tree.kind($0) == .integerLiteral }
    }

    /// `stride(from: 40, through: 150, by: step)` (in `Array(…)`): the whole call, whose bounds
    /// and step all decide how many rows there are.
    static func strideCall(_ data: NodeID, _ tree: SyntaxTree) -> NodeID? {
        var e = tree.unwrapped(data)
        while tree.kind(e) == .callExpr, tree.calleeName(e) == "Array", let first = tree.arguments(e).first?.value { e = tree.unwrapped(first) }
        guard tree.kind(e) == .callExpr, tree.calleeName(e) == "stride",
              tree.callee(e).map({ tree.kind($0) == .identifierExpr }) ?? false else { return nil }
        return e
    }

    enum Roots {
        case fixed, names([Root])

        func markedElement(_ isElement: Bool) -> Roots {
            guard isElement, case .names(let n) = self else { return self }
            return .names(n.map { var r = $0; r.throughElement = true; return r })
        }
    }

    /// `instance` of `$instance` (`ForEach($instance.headers.indices, …)`): the binding's value.
    static func bindingStripped(_ name: String) -> String {
        name.hasPrefix("$") && name.count > 1 ? String(name.dropFirst()) : name
    }

    static let passThrough: Set<String> = ["indices", "count", "keys", "values", "lazy", "elements"]

    /// `model.values` where `model` is an object the view holds whose class declares `values`.
    static func isHeldObjectProperty(_ name: String, of base: NodeID, at e: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        let base = tree.unwrapped(base)
        guard tree.kind(base) == .identifierExpr, let b = tree.child(base, .name), let owner = EnclosingType.info(around: e, context),
              let held = CollectionSource.heldType(tree.identifier(b), of: owner, context.resolver(at: e)) else { return false }
        return held.instanceMember(name) != nil || CollectionSource.declaredProperties(of: held, context.project).names.contains(name)
    }

    /// The names the collection is read from, or `.fixed` when it cannot change.
    /// The name a root's base is: `model` of `model.items` or of `self.model.items` (a
    /// reader's `self.audioController.textItems`, a recall miss on an unseen app); also the
    /// property an assignment's left side names (`x = …`, `self.x = …`).
    static func baseIdentifier(_ base: NodeID, _ tree: SyntaxTree) -> String? {
        let b = tree.unwrapped(base)
        if tree.kind(b) == .identifierExpr { return tree.child(b, .name).map { tree.identifier($0) } }
        guard tree.kind(b) == .memberAccessExpr, let owner = tree.memberBase(b), tree.kind(tree.unwrapped(owner)) == .identifierExpr,
              tree.name(tree.unwrapped(owner), is: "self") else { return nil }
        return tree.child(b, .name).map { tree.identifier($0) }
    }

    static func roots(of e: NodeID, _ context: RuleContext, depth: Int) -> Roots {
        let tree = context.tree
        let e = tree.unwrapped(e)
        guard depth < 8 else { return .names([]) }
        switch tree.kind(e) {
        case .arrayExpr:
            return .fixed
        case .identifierExpr:
            guard let n = tree.child(e, .name) else { return .names([]) }
            // `$items`: a binding to the view's own `items`, whose changes are those of `items`.
            let name = bindingStripped(tree.identifier(n))
            // A local `let` (`let options = [home] + listings.map { … }`) or a `ForEach` row,
            // which shadows a global of its name.
            if let (source, isElement) = localOrigin(name, at: e, context) { return roots(of: source, context, depth: depth + 1).markedElement(isElement) }
            if name == "allCases" || ConstantCondition.isStaticLet(e, tree, context.resolver(at: e)) || isLiteralLet(name, at: e, context) {
                return .fixed
            }
            // A parameter of a view method (`func rows(topics: [Topic]) -> some View`): what the
            // view's calls of it pass.
            if let passed = passedToMethod(name, at: e, context) {
                var names: [Root] = []
                var allFixed = true
                for argument in passed {
                    if case .names(let n) = roots(of: argument, context, depth: depth + 1) { names += n; allFixed = false }
                }
                return allFixed && !passed.isEmpty ? .fixed : .names(names)
            }
            return .names([Root(name: name, base: nil)])
        case .memberAccessExpr:
            guard let n = tree.child(e, .name) else { return .names([]) }
            let name = tree.identifier(n)
            // `items.indices`, `dict.keys`: views of the collection before them. Not a property of
            // that name of an object the view holds (`viewModel.values`, `model.elements`).
            if passThrough.contains(name), let base = tree.memberBase(e), !isHeldObjectProperty(name, of: base, at: e, context) {
                return roots(of: base, context, depth: depth + 1)
            }
            if name == "allCases" || ConstantCondition.isStaticLet(e, tree, context.resolver(at: e)) { return .fixed }
            if let base = tree.memberBase(e), tree.kind(base) == .identifierExpr, tree.name(base, is: "Self"),
               isStaticLetOfEnclosingType(name, at: e, context) { return .fixed }
            if let base = tree.memberBase(e), tree.kind(base) == .identifierExpr, tree.name(base, is: "self"),
               isLiteralLet(name, at: e, context) { return .fixed }
            // `group.entries`, where `group` is a local `let` taken from a fixed collection
            // (`let group = urlGroups[gi]`) or the row of a `ForEach` over one: part of a constant.
            // `section.paths` of a row: what the rows are taken from.
            if let base = tree.memberBase(e), tree.kind(base) == .identifierExpr, let b = tree.child(base, .name),
               let (source, isElement) = localOrigin(tree.identifier(b), at: e, context) {
                return roots(of: source, context, depth: depth + 1).markedElement(isElement)
            }
            let base = tree.memberBase(e).map { tree.unwrapped($0) }
            if let base, tree.kind(base) == .identifierExpr, tree.name(base, is: "self") { return .names([Root(name: name, base: nil)]) }
            // `currentQuestion.variants`, a computed property of the view: a part of what it
            // computes, which changes with what it reads (`questions[currentIndex]`).
            if let base, tree.kind(base) == .identifierExpr, let b = tree.child(base, .name),
               EnclosingType.info(around: e, context)?.instanceMember(tree.identifier(b))?.kind == .computed {
                return .names([Root(name: name, base: base), Root(name: tree.identifier(b), base: nil)])
            }
            // `context.currentURL.pathComponents`: a part of a value changes with the value,
            // asked by its owner in turn (`currentURL` of `context`'s type).
            if let base, tree.kind(base) == .memberAccessExpr, case .names(let whole) = roots(of: base, context, depth: depth + 1) {
                return .names([Root(name: name, base: base)] + whole)
            }
            return .names([Root(name: name, base: base)])
        case .ifExpr, .switchExpr, .ternaryExpr:
            // `let options = if flag { [home] + listings } else { listings }`: every branch.
            var names: [Root] = []
            var allFixed = true
            for result in GetterResult.branchResults(tree, e) where tree.kind(tree.unwrapped(result)) != .ifExpr {
                if case .names(let n) = roots(of: result, context, depth: depth + 1) { names += n; allFixed = false }
            }
            // `query.isEmpty ? items : items.filter { … }`: a write of the view's own value the
            // condition reads switches collections, as an index picks another element.
            if tree.kind(e) == .ternaryExpr, let condition = TernaryExpr(unchecked: tree, e).condition {
                let read = ownValuesRead(in: condition, context)
                if !read.isEmpty { names += read; allFixed = false }
            }
            return allFixed && !names.isEmpty ? .fixed : .names(names)
        case .callExpr where tree.callee(e).map({ tree.kind($0) == .identifierExpr }) ?? false
                && (tree.calleeName(e)?.first.map { $0.isLowercase } ?? false):
            // `min(items.count, 5)`: what the arguments are read from; `uniqueSenders()`, a
            // method of the view: what it reads too (`evidence`).
            var names: [Root] = []
            if let name = tree.calleeName(e), EnclosingType.info(around: e, context)?.instanceMember(name)?.kind == .function {
                names.append(Root(name: name, base: nil))
            }
            for argument in tree.arguments(e) where !argument.trailing {
                if case .names(let n) = roots(of: argument.value, context, depth: depth + 1) { names += n }
            }
            return .names(names)
        case .callExpr:
            // `Array(items)`, `zip(items.indices, items)`; `zip(1..., items)`, whose collection is
            // the second sequence: every sequence zipped.
            if let name = tree.calleeName(e), ["Array", "zip", "Set", "ContiguousArray"].contains(name),
               tree.callee(e).map({ tree.kind($0) == .identifierExpr }) ?? false {
                guard let first = tree.arguments(e).first?.value else { return .names([]) }
                guard name == "zip" else { return roots(of: first, context, depth: depth + 1) }
                var names: [Root] = []
                var allFixed = true
                for argument in tree.arguments(e) where !argument.trailing {
                    if case .names(let n) = roots(of: argument.value, context, depth: depth + 1) { names += n; allFixed = false }
                }
                return allFixed ? .fixed : .names(names)
            }
            // `.init(zip(keys.indices, keys))` of a typed property: what it converts.
            if let callee = tree.callee(e), tree.isBaselessMember(callee), tree.child(callee, .name).map({ tree.identifier($0) }) == "init",
               let first = tree.arguments(e).first?.value {
                return roots(of: first, context, depth: depth + 1)
            }
            // `Section.resolve(loaded: catalog.hasLoaded, owned: catalog.vehicles)`, a static
            // function of a type: what its arguments are read from.
            if let callee = tree.callee(e), tree.kind(callee) == .memberAccessExpr, let base = tree.memberBase(callee),
               tree.kind(base) == .identifierExpr, let b = tree.child(base, .name), tree.identifier(b).first?.isUppercase == true {
                var names: [Root] = []
                var allFixed = true
                for argument in tree.arguments(e) where !argument.trailing && tree.kind(tree.unwrapped(argument.value)) != .closureExpr {
                    // An argument is an input of the result: any write of it (a picker's
                    // selection) gives another collection, as an index does.
                    if case .names(let n) = roots(of: argument.value, context, depth: depth + 1) {
                        names += n.map { var r = $0; r.isIndex = true; return r }
                        allFixed = false
                    }
                }
                return allFixed && !tree.arguments(e).isEmpty ? .fixed : .names(names)
            }
            // `items.filter { … }`, `items.sorted()`: the elements of `items`; a method given the
            // collection (`filter.apply(contacts: contacts, items: model.notifications)`): what its
            // arguments are read from too, each an input of the result as an index is.
            guard let callee = tree.callee(e), let base = tree.memberBase(callee) else { return .names([]) }
            let whole = roots(of: base, context, depth: depth + 1)
            var inputs: [Root] = []
            for argument in tree.arguments(e) where !argument.trailing && tree.kind(tree.unwrapped(argument.value)) != .closureExpr {
                if case .names(let n) = roots(of: argument.value, context, depth: depth + 1) {
                    inputs += n.map { var r = $0; r.isIndex = true; return r }
                }
            }
            // `items.filter { $0.title.contains(query) }`: which elements are kept, or their
            // order, changes with the view's own values the closure reads.
            if let method = tree.child(callee, .name).map({ tree.identifier($0) }), CollectionSource.selecting.contains(method) {
                for argument in tree.arguments(e) where tree.kind(tree.unwrapped(argument.value)) == .closureExpr {
                    inputs += ownValuesRead(in: argument.value, context)
                }
            }
            if inputs.isEmpty { return whole }
            if case .names(let n) = whole { return .names(n + inputs) }
            return .names(inputs)
        case .subscriptExpr:
            // `questions[current]`: another element when the index moves, too.
            guard let base = SubscriptExpr(tree, e)?.base else { return .names([]) }
            let whole = roots(of: base, context, depth: depth + 1)
            var names: [Root] = []
            if case .names(let n) = whole { names += n }
            for argument in tree.arguments(e) where tree.kind(tree.unwrapped(argument.value)) != .closureExpr {
                if case .names(let n) = roots(of: argument.value, context, depth: depth + 1) {
                    names += n.map { var r = $0; r.isIndex = true; return r }
                }
            }
            // A fixed table read at a fixed key is fixed.
            if case .fixed = whole, names.isEmpty { return .fixed }
            return .names(names)
        case .forceUnwrapExpr, .optionalChainingExpr:
            guard let base = PostfixUnwrapExpr(tree, e)?.expression else { return .names([]) }
            return roots(of: base, context, depth: depth + 1)
        case .infixOperatorExpr:
            // `items ?? []`, `[home] + listings`, `count + 1`: every side that is not fixed.
            guard let infix = InfixOperatorExpr(tree, e), let (lhs, rhs) = infix.operands else { return .names([]) }
            switch (roots(of: lhs, context, depth: depth + 1), roots(of: rhs, context, depth: depth + 1)) {
            case (.fixed, .fixed): return .fixed
            case (.fixed, let other), (let other, .fixed): return other
            case let (.names(a), .names(b)): return .names(a + b)
            }
        case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral:
            return .fixed
        default:
            return .names([])
        }
    }

    /// The enclosing type's stored or computed properties read in `node` (`query`, `self.query`,
    /// `$query`), as inputs of a collection computed with them (`Root.isIndex`): any write of
    /// one gives another collection. Names a local or a closure parameter shadows are not its.
    static func ownValuesRead(in node: NodeID, _ context: RuleContext) -> [Root] {
        guard let owner = EnclosingType.info(around: node, context) else { return [] }
        let names = CollectionSource.ownPropertiesRead(in: node, context.tree, owner: owner) { name, at in
            localOrigin(name, at: at, context) != nil || passedToMethod(name, at: at, context) != nil
        }
        return names.map { Root(name: $0, base: nil, isIndex: true) }
    }

    /// The arguments the enclosing type's code passes for `name`, a parameter of the method
    /// around `e` (`topicsList(topics: model.favourites)`, `topicsList(topics: model.all)`); nil
    /// when `name` is not such a parameter or the method is not called in the type's code here.
    static func passedToMethod(_ name: String, at e: NodeID, _ context: RuleContext) -> [NodeID]? {
        let tree = context.tree
        var cur = context.views.parent(e)
        var function: NodeID?
        while let c = cur {
            let kind = tree.kind(c)
            if kind == .functionDecl { function = c; break }
            if kind == .closureExpr, ClosureExpr(unchecked: tree, c).parameters.contains(where: { $0.localName == name }) { return nil }
            if kind == .initializerDecl || kind == .structDecl || kind == .classDecl || kind == .enumDecl || kind == .extensionDecl { return nil }
            cur = context.views.parent(c)
        }
        guard let function, let method = tree.declName(function), let clause = tree.child(function, .parameterClause),
              let type = EnclosingType.of(function, context) else { return nil }
        let parameters = tree.children(clause, .parameter).map { Parameter(unchecked: tree, $0) }
        guard let position = parameters.firstIndex(where: { $0.localName == name }) else { return nil }
        let label = parameters[position].label
        var out: [NodeID] = []
        let within = tree.range(type)
        for n in context.calls(named: method) where within.contains(tree.range(n).lowerBound) {
            guard let callee = tree.callee(n) else { continue }
            let bare = tree.kind(callee) == .identifierExpr
                || tree.kind(callee) == .memberAccessExpr && tree.memberBase(callee).map({ tree.kind($0) == .identifierExpr && tree.name($0, is: "self") }) == true
            guard bare else { continue }
            let arguments = tree.arguments(n).filter { !$0.trailing }
            if let label {
                if let a = arguments.first(where: { $0.label == label }) { out.append(a.value) }
            } else if position < arguments.count, arguments[position].label == nil {
                out.append(arguments[position].value)
            }
        }
        return out.isEmpty ? nil : out
    }

    /// What a local name of view-building code was taken from: the value of a `let` declared
    /// before `e` in a closure or block around it, or, for the parameter of a `ForEach` row
    /// closure, the data the `ForEach` iterates. Nil for anything else (a `var`, a function's
    /// parameter, a property).
    static func localSource(_ name: String, at e: NodeID, _ context: RuleContext) -> NodeID? {
        localOrigin(name, at: e, context)?.value
    }

    /// `localSource`, and whether the name is a row of a `ForEach` (its element, or a part of it
    /// through a `let` of the row closure).
    static func localOrigin(_ name: String, at e: NodeID, _ context: RuleContext) -> (value: NodeID, isElement: Bool)? {
        let tree = context.tree
        var child = e
        var cur = context.views.parent(e)
        while let c = cur {
            switch tree.kind(c) {
            case .closureExpr, .codeBlock, .accessorBlock:
                let statements = tree.kind(c) == .closureExpr ? ClosureExpr(unchecked: tree, c).statements : Array(tree.children(c))
                for statement in statements {
                    if statement == child { break }
                    if tree.kind(statement) == .guardStmt, let bound = unwrapped(name, in: statement, tree) { return bound.value.map { ($0, false) } }
                    guard tree.kind(statement) == .variableDecl else { continue }
                    for binding in tree.children(statement, .patternBinding) where binds(binding, name, tree) {
                        guard tree[statement].flags.contains(.isLet), let value = tree.initializerValue(binding) else { return nil }
                        // `let (screen, apps) = element`: a part of the row, as the row is.
                        if tree.kind(tree.unwrapped(value)) == .identifierExpr, let n = tree.child(tree.unwrapped(value), .name),
                           let outer = localOrigin(tree.identifier(n), at: value, context), outer.isElement {
                            return outer
                        }
                        return (value, false)
                    }
                }
                if tree.kind(c) == .closureExpr {
                    let parameters = ClosureExpr(unchecked: tree, c).parameters
                    if parameters.contains(where: { $0.localName == name }) {
                        // `{ item in }`, `{ index, item in }` of `enumerated()`: a part of a row.
                        guard let holder = context.views.parent(c),
                              let call = tree.kind(holder) == .callExpr ? holder : context.views.parent(holder),
                              tree.kind(call) == .callExpr, tree.calleeName(call) == "ForEach",
                              let data = tree.arguments(call).first?.value else { return nil }
                        return (data, true)
                    }
                }
            case .ifExpr where tree.children(c, .codeBlock).first == child:
                // `if let autotune = state.autotune { … autotune.basalProfile … }`: what it unwraps.
                if let bound = unwrapped(name, in: c, tree) { return bound.value.map { ($0, false) } }
            case .switchCase where tree.kind(child) != .caseItem:
                // `case .chart(let c):` a part of the switch's subject.
                if let subject = switchSubject(binding: name, in: c, tree, parent: context.views.parent(c)) { return (subject, false) }
            case .variableDecl where context.views.parent(c).map({ tree.kind($0) == .memberBlock }) ?? true:
                return nil
            case .functionDecl, .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return nil
            default:
                break
            }
            child = c
            cur = context.views.parent(c)
        }
        return nil
    }

    /// Whether a binding declares `name`: `let name = …`, or a part of `let (screen, apps) = …`,
    /// which is taken from the whole value.
    static func binds(_ binding: NodeID, _ name: String, _ tree: SyntaxTree) -> Bool {
        if tree.bindingName(binding) == name { return true }
        guard let p = tree.child(binding, at: 0), tree.kind(p) == .tuplePattern else { return false }
        var found = false
        tree.walk(p) { n in
            if tree.kind(n) == .identifierPattern, tree[n].endToken > tree[n].firstToken, tree.identifier(n) == name { found = true }
            return !found
        }
        return found
    }

    /// The `let name = value` of an `if` or `guard` condition (`value` nil for `if let name`,
    /// which unwraps the outer `name` itself), or nil when the statement binds no such name.
    struct Unwrapped { var value: NodeID? }
    static func unwrapped(_ name: String, in statement: NodeID, _ tree: SyntaxTree) -> Unwrapped? {
        for list in tree.children(statement, .conditionList) {
            for binding in tree.children(list, .optionalBinding) {
                guard tree.children(binding).contains(where: { tree.kind($0) == .identifierPattern && tree.identifier($0) == name })
                else { continue }
                return Unwrapped(value: tree.initializerValue(binding))
            }
            // `if case .heatmap(let h) = result.body`: a part of the matched value.
            for match in tree.children(list, .matchingPattern) {
                guard let pattern = tree.child(match, at: 0), patternBinds(name, pattern, tree) else { continue }
                if let value = tree.initializerValue(match) { return Unwrapped(value: value) }
                // In a condition the parser reads `.chart(let c) = result.body` as one
                // assignment expression inside the pattern: its right-hand side is the value.
                if let assignment = tree.child(pattern, at: 0), tree.kind(assignment) == .assignmentExpr,
                   let value = Array(tree.children(assignment)).last, tree.kind(value) != .op {
                    return Unwrapped(value: value)
                }
            }
        }
        return nil
    }

    /// The subject of the `switch` whose case `switchCase` binds `name` in one of its patterns.
    static func switchSubject(binding name: String, in switchCase: NodeID, _ tree: SyntaxTree, parent: NodeID?) -> NodeID? {
        guard tree.children(switchCase, .caseItem).contains(where: { item in tree.child(item, at: 0).map { patternBinds(name, $0, tree) } ?? false }),
              let switchNode = parent, tree.kind(switchNode) == .switchExpr, let subject = tree.child(switchNode, at: 0),
              tree.kind(subject) != .switchCase else { return nil }
        return subject
    }

    /// Whether a pattern binds `name`: `let h`, `.heatmap(let h)`, `let .pair(a, h)`, `(_, let h)`.
    static func patternBinds(_ name: String, _ pattern: NodeID, _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        var sawBinder = false
        for t in Int(tree[pattern].firstToken)..<Int(tree[pattern].endToken) where t < tokens.count {
            if let kw = tokens[t].keyword, kw == .`let` || kw == .`var` { sawBinder = true; continue }
            if sawBinder, tokens[t].kind == .identifier, t == 0 || tokens[t - 1].kind != .period, tree.identifierText(t) == name {
                return true
            }
        }
        return false
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

    /// The one expression a computed property `name` of this file returns (`var visible:
    /// [Item] { items.filter { … } }`, or `return …` as its only statement).
    static func computedExpression(_ name: String, _ context: RuleContext) -> NodeID? {
        let tree = context.tree
        for decl in context.nodes(.variableDecl) {
            for binding in tree.children(decl, .patternBinding) where tree.bindingName(binding) == name {
                guard tree.isComputed(binding), let body = tree.getterBody(binding) else { continue }
                return GetterResult.returnedExpression(tree, body)
            }
        }
        return nil
    }

    /// The names a computed property or method `name` of this file reads (`var visible: [Item] {
    /// items.filter { … } }`, `func senders() -> [User] { … messages … }`), one level deep.
    static func computedReads(_ name: String, _ context: RuleContext) -> [String] {
        let tree = context.tree
        var out: [String] = []
        for decl in context.nodes(.functionDecl) where tree.declName(decl) == name {
            guard let body = tree.child(decl, .codeBlock) else { continue }
            tree.walk(body) { n in
                if tree.kind(n) == .identifierExpr || tree.kind(n) == .memberAccessExpr, let id = tree.child(n, .name) {
                    out.append(tree.identifier(id))
                }
                return out.count < 64
            }
        }
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
}
