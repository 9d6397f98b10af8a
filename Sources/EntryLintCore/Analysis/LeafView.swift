/// A project view that only lays out SDK views from its own inputs: a `DoneButton` whose body is
/// `Button("Done", action: action)`, a row of `Text` and `Image`. Re-evaluating it builds what
/// writing its content inline in the parent would build, so a closure new on every evaluation
/// that makes it re-evaluate costs nothing the inline code would not; `body_closure_argument`
/// does not report it.
///
/// Read from the view's declarations (the type and its extensions, as their source): what
/// `body` renders, with the members it uses (`var label: some View`, `func row()`), is small
/// (`maxNodes` syntax nodes) and constructs nothing of the project (no project type or static
/// member of one, no project `View` extension or global function, no `.modifier(…)`), so its
/// re-evaluation stops at SDK views. A representable (its cost is its update method), a view
/// whose declarations cannot be read, or a body not found is not a leaf: the finding stays.
enum LeafView {
    /// What the body renders: a control or two with a few modifiers, `#if` and `#available`
    /// branches included. A larger view costs more to re-evaluate than inline code is likely to.
    static let maxNodes = 160

    /// Computed once per run and type: it depends on the type's declarations only.
    static func isLeaf(_ info: TypeInfo, _ index: Resolver) -> Bool {
        guard info.kind == .struct, info.inherits.isDisjoint(with: RepresentableUpdate.protocols) else { return false }
        return index.index.observation.memo("leaf:" + info.qualifiedName) { computeIsLeaf(info, index) }
    }

    private static func computeIsLeaf(_ info: TypeInfo, _ index: Resolver) -> Bool {
        let declarations = index.index.observation.declarations(of: info)
        // Each member that can render: its getter or body, in the declaration that holds it.
        var members: [String: (tree: SyntaxTree, node: NodeID, resolver: Resolver)] = [:]
        // Declarations are found by name: a same-named type elsewhere (nested, or under another
        // `#if` branch) may be among them. A member declared twice leaves it unclear which one
        // renders: not a leaf.
        var declaredTwice = false
        func add(_ name: String, _ entry: (tree: SyntaxTree, node: NodeID, resolver: Resolver)) {
            if members[name] != nil { declaredTwice = true }
            members[name] = entry
        }
        for declaration in declarations {
            let tree = index.snippet(declaration.ref).tree
            let resolver = Resolver(index: index.index, site: UseSite(file: declaration.ref.file))
            tree.walk(tree.root) { id in
                switch tree.kind(id) {
                case .patternBinding:
                    if let name = tree.bindingName(id), let block = tree.child(id, .accessorBlock) { add(name, (tree, block, resolver)) }
                    return false
                case .functionDecl:
                    if let name = tree.declName(id), let block = tree.child(id, .codeBlock) { add(name, (tree, block, resolver)) }
                    return false
                default:
                    return true
                }
            }
        }
        guard members["body"] != nil, !declaredTwice else { return false }
        var nodes = 0
        var visited: Set<String> = []
        var work = ["body"]
        while let name = work.popLast() {
            guard visited.insert(name).inserted, let (tree, root, resolver) = members[name] else { continue }
            var buildsProjectCode = false
            tree.walk(root) { id in
                guard !buildsProjectCode else { return false }
                nodes += 1
                switch tree.kind(id) {
                case .callExpr:
                    guard let name = tree.calleeName(id) else { break }
                    if name == "modifier" || rendersProjectCode(name, resolver) { buildsProjectCode = true }
                    // `Badge(…)`, `Theme.pill(…)`: a project type, or a static member of one.
                    let head = tree.calleePath(id)?.first ?? name
                    if let first = head.unicodeScalars.first, first.value >= 65 && first.value <= 90,
                       head != info.name, resolver.declares([head]) { buildsProjectCode = true }
                case .identifierExpr:
                    // A member the body renders through (`label`, `self.row()`).
                    if let n = tree.child(id, .name), members[tree.identifier(n)] != nil { work.append(tree.identifier(n)) }
                case .memberAccessExpr:
                    if let base = tree.memberBase(id), tree.kind(base) == .identifierExpr, tree.name(base, is: "self"),
                       let n = tree.child(id, .name), members[tree.identifier(n)] != nil { work.append(tree.identifier(n)) }
                default:
                    break
                }
                return true
            }
            if buildsProjectCode || nodes > maxNodes { return false }
        }
        return true
    }

    /// A project `View` extension member (`.cardStyle()`), or a project global function that may
    /// return a view: its return type says so, or is not known (`NSLocalizedString` redeclared to
    /// return a `String` is no view code).
    static func rendersProjectCode(_ name: String, _ index: Resolver) -> Bool {
        if ViewHierarchy.isViewExtensionMember(name, index: index) { return true }
        guard index.hasGlobal(named: name) else { return false }
        guard let global = index.global(name), let type = global.typeText else { return true }
        return type.contains("View") || global.kind != .function
    }
}
