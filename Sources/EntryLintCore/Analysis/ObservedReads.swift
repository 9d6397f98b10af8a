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
            var read: Set<String> = []
            for declaration in project.observation.declarations(of: view) {
                let tree = project.snippet(declaration.ref).tree
                tree.walk(tree.root) { node in
                    if tree.kind(node) == .memberAccessExpr, let base = tree.memberBase(node), isProperty(base, property, tree),
                       let member = tree.child(node, .name) {
                        read.insert(tree.identifier(member))
                    }
                    return true
                }
            }
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

    /// Whether `base` names the view's property `property`: `model`, `$model`, `_model`,
    /// `self.model`.
    static func isProperty(_ base: NodeID, _ property: String, _ tree: SyntaxTree) -> Bool {
        let e = tree.unwrapped(base)
        switch tree.kind(e) {
        case .identifierExpr:
            guard let n = tree.child(e, .name) else { return false }
            var name = Substring(tree.identifier(n))
            if name.hasPrefix("$") || name.hasPrefix("_") { name = name.dropFirst() }
            return name == property
        case .memberAccessExpr:
            guard let inner = tree.memberBase(e), tree.kind(tree.unwrapped(inner)) == .identifierExpr,
                  tree.name(tree.unwrapped(inner), is: "self"), let n = tree.child(e, .name) else { return false }
            var name = Substring(tree.identifier(n))
            if name.hasPrefix("$") || name.hasPrefix("_") { name = name.dropFirst() }
            return name == property
        default:
            return false
        }
    }
}
