/// Which stored properties of an `@Observable` object a view reads: Observation re-evaluates a
/// view only when a property it read changes, not on any change of the object (which is what an
/// `ObservableObject`'s `objectWillChange` does). `model.progress` read by the view counts, and so
/// does every stored property a computed one it reads names (`var fraction: Double { done /
/// total }` reads `done` and `total`).
///
/// Read from the view's declarations (and the object's getters) again, once per view, property
/// and object; any read in the view counts, in its body or elsewhere, which errs toward
/// re-evaluating. A view that hands the object to a child does not read what the child reads.
enum ObservedReads {
    /// The stored `var`s of `object` that `view` reads through its property `property`.
    static func storedProperties(of object: TypeInfo, readThrough property: String, by view: TypeInfo,
                                 _ project: ProjectIndex) -> Set<String> {
        project.memo("observed-reads:\(view.memoKey)|\(property)|\(object.memoKey)") {
            let declared = CollectionSource.declaredProperties(of: object, project)
            let read = members(readBy: view, project)[property] ?? []
            var out = read.intersection(declared.storedVars)
            // A computed property reads what its getter names, through computed ones in turn.
            var pending = read.filter { declared.getters[$0] != nil }.sorted()
            var expanded: Set<String> = []
            while let name = pending.popLast() {
                guard expanded.insert(name).inserted, let getter = declared.getters[name] else { continue }
                let tree = project.snippet(getter.ref).tree
                tree.walk(getter.node) { node in
                    let named: String?
                    switch tree.kind(node) {
                    case .identifierExpr:
                        named = tree.child(node, .name).map { tree.identifier($0) }
                    case .memberAccessExpr:
                        if let base = tree.memberBase(node), tree.kind(tree.unwrapped(base)) == .identifierExpr,
                           tree.name(tree.unwrapped(base), is: "self") {
                            named = tree.child(node, .name).map { tree.identifier($0) }
                        } else {
                            named = nil
                        }
                    default:
                        named = nil
                    }
                    if let named {
                        if declared.storedVars.contains(named) { out.insert(named) }
                        if declared.getters[named] != nil, !expanded.contains(named) { pending.append(named) }
                    }
                    return true
                }
            }
            return out
        }
    }

    /// Every member the view's code reads through a name (`model.progress` under `model`), for
    /// all of the view's properties at once: one walk of its declarations per run.
    static func members(readBy view: TypeInfo, _ project: ProjectIndex) -> [String: Set<String>] {
        project.memo("observed-members:\(view.memoKey)") {
            var out: [String: Set<String>] = [:]
            for declaration in project.observation.declarations(of: view) {
                let tree = project.snippet(declaration.ref).tree
                tree.walk(tree.root) { node in
                    if tree.kind(node) == .memberAccessExpr, let base = tree.memberBase(node), let name = baseName(base, tree),
                       let member = tree.child(node, .name) {
                        out[name, default: []].insert(tree.identifier(member))
                    }
                    return true
                }
            }
            return out
        }
    }

    /// The view property a base names: `model`, `$model`, `_model`, `self.model` (as `model`).
    static func baseName(_ base: NodeID, _ tree: SyntaxTree) -> String? {
        let e = tree.unwrapped(base)
        let n: NodeID?
        switch tree.kind(e) {
        case .identifierExpr:
            n = tree.child(e, .name)
        case .memberAccessExpr:
            guard let inner = tree.memberBase(e), tree.kind(tree.unwrapped(inner)) == .identifierExpr,
                  tree.name(tree.unwrapped(inner), is: "self") else { return nil }
            n = tree.child(e, .name)
        default:
            return nil
        }
        guard let n else { return nil }
        var name = Substring(tree.identifier(n))
        if name.hasPrefix("$") || name.hasPrefix("_") { name = name.dropFirst() }
        return String(name)
    }
}
