/// Which project views a view's view-building code renders, and what it injects on the way: the
/// edges `preview_missing_environment_object` walks. Computed from the view's declarations
/// (read again from their byte ranges) once per run.
struct ViewEdge {
    /// The child view's type name.
    var child: String
    /// Types injected between the view's body and the child (`.environmentObject(Store())`).
    var injected: [String]
}

struct ViewHierarchyNode {
    /// Children rendered when the view renders, through edges the linter can follow.
    var edges: [ViewEdge]
    /// Names the view-building code uses (`store`, `$store`): a property read while rendering.
    var namesUsed: Set<String>
}

enum ViewHierarchy {
    /// Calls whose closures or arguments are not rendered with the view: presentations,
    /// navigation destinations, conditional and repeated content (which may render nothing).
    static let notRenderedNow: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationLink", "alert",
        "confirmationDialog", "contextMenu", "inspector", "ForEach", "List", "Tab", "TabView", "LazyVStack",
        "LazyHStack", "LazyVGrid", "LazyHGrid", "OutlineGroup", "DisclosureGroup", "Menu", "swipeActions",
        "toolbar", "searchSuggestions", "overlayPreferenceValue", "backgroundPreferenceValue",
    ]

    static func node(_ view: TypeInfo, index: Resolver) -> ViewHierarchyNode {
        index.index.observation.memo("view:" + view.memoKey) {
            var edges: [ViewEdge] = []
            var names: Set<String> = []
            let decls = index.index.observation.declarations(of: view)
            // Members of the view that build views, by name, across its declarations.
            var members: [String: (tree: SyntaxTree, context: ViewContext, root: NodeID, resolver: Resolver, rendered: RenderedAlways)] = [:]
            for decl in decls {
                let tree = index.snippet(decl.ref).tree
                // Lookups as seen from the declaration's file.
                let resolver = Resolver(index: index.index, site: UseSite(file: decl.ref.file))
                let context = ViewContext(tree: tree, resolver: resolver, locator: SiteLocator(tree: tree, file: decl.ref.file))
                let rendered = RenderedAlways(tree: tree, parents: context.parents)
                for binding in context.nodes(ofKind: .patternBinding) {
                    guard let name = tree.bindingName(binding), let block = tree.child(binding, .accessorBlock),
                          context.isViewBuilding(block) || tree.children(block).contains(where: { context.isViewBuilding($0) }) else { continue }
                    members[name] = (tree, context, block, resolver, rendered)
                }
                for fn in context.nodes(ofKind: .functionDecl) {
                    guard let name = tree.declName(fn), let block = tree.child(fn, .codeBlock), context.isViewBuilding(block) else { continue }
                    members[name] = (tree, context, block, resolver, rendered)
                }
            }
            // From `body`, through the helper members it renders on every evaluation
            // (`var header: some View`), carrying what is injected around each use.
            var visited: Set<String> = []
            func visit(_ name: String, injected: [String], depth: Int) {
                guard depth < 6, visited.insert(name).inserted, let m = members[name] else { return }
                let (tree, context, root, resolver, rendered) = m
                tree.walk(root) { id in
                    guard context.isViewBuilding(id), rendered(id) else { return true }
                    switch tree.kind(id) {
                    case .identifierExpr:
                        guard let n = tree.child(id, .name) else { return true }
                        let used = tree.identifier(n)
                        names.insert(used)
                        if members[used] != nil, let path = pathToRoot(id, tree: tree, parents: context.parents, index: resolver) {
                            visit(used, injected: injected + path, depth: depth + 1)
                        }
                    case .memberAccessExpr:
                        if let base = tree.memberBase(id), tree.kind(base) == .identifierExpr, tree.name(base, is: "self"),
                           let n = tree.child(id, .name) {
                            let used = tree.identifier(n)
                            names.insert(used)
                            if members[used] != nil, let path = pathToRoot(id, tree: tree, parents: context.parents, index: resolver) {
                                visit(used, injected: injected + path, depth: depth + 1)
                            }
                        }
                    case .callExpr:
                        if let child = constructedView(tree, id, index: resolver),
                           let path = pathToRoot(id, tree: tree, parents: context.parents, index: resolver) {
                            edges.append(ViewEdge(child: child.name, injected: injected + path))
                        }
                    default:
                        break
                    }
                    return true
                }
            }
            visit("body", injected: [], depth: 0)
            return ViewHierarchyNode(edges: edges, namesUsed: names)
        }
    }

    /// The project view a call constructs (`Detail(…)`, `Detail<T>(…)`).
    static func constructedView(_ tree: SyntaxTree, _ call: NodeID, index: Resolver) -> TypeInfo? {
        guard var callee = tree.callee(call) else { return nil }
        callee = tree.unspecialized(callee)
        guard tree.kind(callee) == .identifierExpr, let n = tree.child(callee, .name),
              let info = index.type([tree.identifier(n)]), info.kind == .struct, info.conforms(to: "View") else { return nil }
        return info
    }

    /// The types injected between a view construction and the top of its expression (the body,
    /// or the preview), or nil when the path holds something that may inject unseen (a project
    /// modifier, `.modifier(…)`, an injection of unknown type, another project view's content)
    /// or that does not render now (a sheet, a `ForEach`, an `if`).
    static func pathToRoot(_ start: NodeID, tree: SyntaxTree, parents: [NodeID], index: Resolver) -> [String]? {
        var injected: [String] = []
        var child = start
        var p = parents[Int(start)]
        while p >= 0 {
            switch tree.kind(p) {
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .functionDecl, .variableDecl, .macroExpansionDecl,
                 .macroExpansionExpr:
                return injected
            case .ifExpr, .switchExpr, .ternaryExpr, .guardStmt:
                return nil
            case .memberAccessExpr where tree.memberBase(p) == child:
                // `child.modifier(…)`.
                let call = parents[Int(p)]
                guard call >= 0, tree.kind(call) == .callExpr, tree.callee(call) == p, let name = tree.calleeName(call) else {
                    // `child.previewModifier`: a project `extension View` property, which may
                    // inject like a project modifier.
                    if let n = tree.child(p, .name), isViewExtensionMember(tree.identifier(n), index: index) { return nil }
                    break
                }
                if let value = EnvironmentInjections.injectedValue(tree, call) {
                    guard let type = EnvironmentInjections.typeName(of: value, tree: tree, index: index, parents: parents) else { return nil }
                    injected.append(type)
                } else if name == "modifier" || isProjectModifier(name, index: index) || notRenderedNow.contains(name) {
                    return nil
                } else {
                    // A dependency's modifier given objects made here (`.previewWith { Store() }`)
                    // may inject them: they count as injected.
                    injected += DependencyInjection.handed(in: call, tree, index: index)
                }
            case .callExpr where tree.callee(p) != child:
                // Inside an argument or closure of another call.
                if constructedView(tree, p, index: index) != nil { return nil }
                if let name = tree.calleeName(p), notRenderedNow.contains(name) { return nil }
                if helperInjects(tree, p, index: index) { return nil }
            default:
                break
            }
            child = p
            p = parents[Int(p)]
        }
        return injected
    }

    /// A project function given the view as content (`PreviewHelper { Badge() }`,
    /// `Previews.container { … }`) whose body applies `.environment(…)` or
    /// `.environmentObject(…)`: it may inject around the content, so the walk cannot tell what
    /// the content lacks. A helper that injects nothing is walked through.
    static func helperInjects(_ tree: SyntaxTree, _ call: NodeID, index: Resolver) -> Bool {
        guard let callee = tree.callee(call) else { return false }
        let c = tree.unspecialized(callee)
        guard let n = tree.child(c, .name) else { return false }
        let name = tree.identifier(n)
        let function: MemberSummary?
        switch tree.kind(c) {
        case .identifierExpr:
            function = index.global(name)
        case .memberAccessExpr:
            guard let base = tree.memberBase(c), tree.kind(base) == .identifierExpr, let b = tree.child(base, .name),
                  let owner = index.members(of: [tree.identifier(b)]) else { return false }
            function = owner.staticMember(name)
        default:
            return false
        }
        guard let function, function.kind == .function, let body = function.value else { return false }
        let key = "helperInjects:\(body.file):\(body.start)"
        return index.index.observation.memo(key) {
            let bodyTree = index.snippet(body).tree
            var injects = false
            bodyTree.walk(bodyTree.root) { id in
                if !injects, bodyTree.kind(id) == .callExpr, EnvironmentInjections.injectedValue(bodyTree, id) != nil { injects = true }
                return !injects
            }
            return injects
        }
    }

    /// What the step from `child` up to its parent `p` says: true where `p` is the declaration
    /// the code belongs to, false where `p` renders `child` only sometimes, nil to look further up.
    static func renderedThrough(_ p: NodeID, _ child: NodeID, _ tree: SyntaxTree) -> Bool? {
        switch tree.kind(p) {
        case .structDecl, .classDecl, .enumDecl, .extensionDecl, .functionDecl, .variableDecl:
            return true
        case .ifExpr where tree.kind(child) == .codeBlock || tree.kind(child) == .ifExpr:
            return false
        case .switchCase:
            return false
        case .conditionList:
            // `if let id, let item = store.item(id)`: a later condition runs only when the
            // earlier ones hold.
            if let first = tree.children(p).first(where: { _ in true }), first != child { return false }
        case .ternaryExpr where TernaryExpr(unchecked: tree, p).condition != child:
            return false
        case .callExpr where tree.callee(p) != child:
            // The data of a list (`List(library.books) { … }`) is read when the list is
            // built, whatever its rows: only its content waits.
            if let name = tree.calleeName(p), notRenderedNow.contains(name), !(rowContainers.contains(name) && isData(child, tree)) { return false }
        default:
            break
        }
        return nil
    }

    /// Whether a node of one tree is evaluated on every render of the view's body: not in an
    /// `if`/`switch` branch, the second or third operand of a ternary, or content that is not
    /// rendered now (rows, sheets). Each node's answer is worked out once, from its parent's (a
    /// node's walk up is its parent's after one step): asked of every node a body walk meets,
    /// walking up from each was quadratic in the nesting.
    final class RenderedAlways {
        let tree: SyntaxTree
        let parents: [NodeID]
        private var known: [Int8]

        init(tree: SyntaxTree, parents: [NodeID]) {
            self.tree = tree
            self.parents = parents
            known = Array(repeating: -1, count: parents.count)
        }

        func callAsFunction(_ node: NodeID) -> Bool {
            // Up to the first node whose answer is known or decided by its step, then down again.
            var chain: [NodeID] = []
            var n = node
            var answer = true
            while true {
                if known[Int(n)] >= 0 { answer = known[Int(n)] == 1; break }
                let p = parents[Int(n)]
                if p < 0 { answer = true; chain.append(n); break }
                if let decided = renderedThrough(p, n, tree) { answer = decided; chain.append(n); break }
                chain.append(n)
                n = p
            }
            for c in chain { known[Int(c)] = answer ? 1 : 0 }
            return answer
        }
    }

    static let rowContainers: Set<String> = ["ForEach", "List", "OutlineGroup"]

    /// An unlabeled argument that is not a closure: a container's data.
    static func isData(_ argument: NodeID, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(argument) == .argument, tree.child(argument, .name) == nil else { return false }
        return !tree.children(argument).contains { tree.kind($0) == .closureExpr }
    }

    /// A modifier the project declares (a `View` extension method): it may inject.
    static func isProjectModifier(_ name: String, index: Resolver) -> Bool {
        isViewExtensionMember(name, index: index) || index.hasGlobal(named: name)
    }

    /// A member of a project `extension View` (`.cardStyle()`).
    static func isViewExtensionMember(_ name: String, index: Resolver) -> Bool {
        guard let view = index.members(of: ["View"]) else { return false }
        return !view.members(named: name).isEmpty
    }
}
