/// Whether a view changes an object it is handed, read from the view's declarations (and those
/// of the project views it hands the object on to). A new object made inline for a child
/// (`Card(model: CardModel(item))`) can be reached only by that child and by the object itself:
/// when the child only reads it, a new one shows the same thing, and nothing is lost but an
/// allocation. Writes are what a new object would throw away:
///
/// - a property of it assigned (`model.name = …`, `model.count += 1`, `&model.value`) or
///   mutated (`model.items.append(…)`);
/// - a binding to it handed out (`$model.name`, `$model`);
/// - one of its methods called that may write (`methodMayWrite`), or a method its declarations
///   do not show (a superclass's, another module's);
/// - the object handed to code we cannot follow (a function, an SDK view, `.environmentObject`).
///
/// Handed to another project view, the question is asked of that view's property (three views
/// deep at most; deeper counts as a write). Uses in the view's initializers are the hand-over
/// itself (`self.model = model`), not writes.
enum ObjectWrites {
    static let maxDepth = 3

    /// Whether `view` (or a view it hands the object to) may change the object held in its
    /// stored property `property`, an instance of `object`. `bindings`: whether a binding to it
    /// handed out (`$model.name`) counts; without, only the view's own code writing it does.
    static func viewWrites(_ view: TypeInfo, property: String, object: TypeInfo, _ project: ProjectIndex,
                           _ resolver: Resolver, depth: Int = 0, bindings: Bool = true) -> Bool {
        guard depth < maxDepth else { return true }
        return project.memo("object-writes:\(view.memoKey).\(property):\(object.memoKey):\(depth):\(bindings)") {
            for declaration in project.observation.declarations(of: view) {
                let tree = project.snippet(declaration.ref).tree
                if writes(in: tree, property: property, view: view, object: object, project, resolver, depth: depth, bindings: bindings) { return true }
            }
            return false
        }
    }

    private static func writes(in tree: SyntaxTree, property: String, view: TypeInfo, object: TypeInfo,
                               _ project: ProjectIndex, _ resolver: Resolver, depth: Int, bindings: Bool) -> Bool {
        let parents = tree.parents()
        func parent(_ n: NodeID) -> NodeID? { let p = parents[Int(n)]; return p >= 0 ? p : nil }
        func name(_ n: NodeID) -> String? { tree.child(n, .name).map { tree.identifier($0) } }
        let binding = "$" + property
        var found = false
        tree.walk(tree.root) { n in
            guard !found else { return false }
            switch tree.kind(n) {
            case .initializerDecl:
                return false
            case .identifierExpr:
                let text = tree.identifier(n)
                if text == binding { found = bindings; return false }
                guard text == property else { return true }
                found = isWrite(use: n)
            case .memberAccessExpr:
                // `self.model`: the same property; `self.$model`, a binding to it.
                guard let member = name(n), member == property || member == binding, let base = tree.child(n, at: 0),
                      tree.kind(base) == .identifierExpr, tree.identifier(base) == "self" else { return true }
                found = member == binding ? bindings : isWrite(use: n)
                return false
            default:
                break
            }
            return true
        }
        return found

        // How the object at `use` is used: through a chain of members, or handed on whole.
        func isWrite(use: NodeID) -> Bool {
            var cur = use
            var members: [String] = []
            while let p = parent(cur) {
                switch tree.kind(p) {
                case .memberAccessExpr where tree.child(p, at: 0) == cur:
                    members.append(name(p) ?? "")
                case .optionalChainingExpr, .forceUnwrapExpr:
                    break
                case .subscriptExpr where tree.child(p, at: 0) == cur:
                    members.append("[]")
                default:
                    return isWrite(at: cur, parent: p, members: members)
                }
                cur = p
            }
            return false
        }

        func isWrite(at cur: NodeID, parent p: NodeID, members: [String]) -> Bool {
            switch tree.kind(p) {
            case .assignmentExpr:
                // `model.name = …` writes it; `model = …` replaces the property, not the object.
                return tree.child(p, at: 0) == cur && !members.isEmpty
            case .infixOperatorExpr:
                guard tree.child(p, at: 0) == cur, !members.isEmpty, let op = tree.child(p, .op) else { return false }
                return VaryingInputs.compoundAssignments.contains(tree.text(op).trimmingCharacters(in: .whitespaces))
            case .inOutExpr:
                return true
            case .callExpr where tree.child(p, at: 0) == cur:
                // `model.load()`: a method of the object; `model.items.append(x)`: a mutation.
                guard let method = members.last else { return true }
                if members.count == 1 { return methodMayWrite(method, of: object, project) }
                return WriteFrequencies.mutators.contains(method)
            case .argument:
                guard members.isEmpty else { return false }
                return handsOn(argument: p)
            default:
                return false
            }
        }

        // The whole object passed as an argument: followed into a project view, a write elsewhere.
        func handsOn(argument: NodeID) -> Bool {
            guard let call = parent(argument) else { return true }
            // `(model)`: the same value in parentheses.
            if tree.kind(call) == .parenExpr { return isWrite(use: call) }
            guard tree.kind(call) == .callExpr else { return true }
            let arguments = tree.arguments(call)
            let value = tree.children(argument).last(where: { tree.kind($0) != .name })
            guard let position = arguments.firstIndex(where: { $0.value == value }),
                  let callee = tree.calleeName(call), callee.first?.isUppercase == true,
                  let next = resolver.type([callee]), next.conforms(to: "View"),
                  let stored = ViewParameter.storedProperty(next, label: arguments[position].label, position: position) else { return true }
            return viewWrites(next, property: stored.name, object: object, project, resolver, depth: depth + 1, bindings: bindings)
        }
    }

    /// Whether calling `method` on `object` may change it: its body (every overload's) assigns
    /// (`x = …`, `x += …`), mutates (`items.append(…)`), awaits or starts work (`Task`,
    /// `DispatchQueue`), or calls another method of the object. A method the object's
    /// declarations do not show may. The summaries keep no instance method bodies, so the
    /// object's declarations are read, once per object.
    static func methodMayWrite(_ method: String, of object: TypeInfo, _ project: ProjectIndex) -> Bool {
        let pure: Set<String> = project.memo("pure-methods:\(object.memoKey)") {
            var seen: Set<String> = []
            var writing: Set<String> = []
            for declaration in project.observation.declarations(of: object) {
                let tree = project.snippet(declaration.ref).tree
                var found: NodeID?
                tree.walk(tree.root) { id in
                    guard found == nil else { return false }
                    switch tree.kind(id) {
                    case .classDecl, .actorDecl, .structDecl, .enumDecl, .extensionDecl: found = id; return false
                    default: return true
                    }
                }
                guard let decl = found else { continue }
                for member in tree.members(decl) where tree.kind(member) == .functionDecl {
                    guard let name = tree.declName(member) else { continue }
                    seen.insert(name)
                    if mayWrite(member, tree) { writing.insert(name) }
                }
            }
            return seen.subtracting(writing)
        }
        return !pure.contains(method)
    }

    private static func mayWrite(_ function: NodeID, _ tree: SyntaxTree) -> Bool {
        if let effects = tree.child(function, .effects), tree.text(effects).contains("async") { return true }
        guard let body = tree.child(function, .codeBlock) else { return true }
        var found = false
        tree.walk(body) { n in
            guard !found else { return false }
            switch tree.kind(n) {
            case .assignmentExpr, .awaitExpr, .inOutExpr:
                found = true
            case .infixOperatorExpr:
                if let op = tree.child(n, .op), VaryingInputs.compoundAssignments.contains(tree.text(op).trimmingCharacters(in: .whitespaces)) { found = true }
            case .callExpr:
                guard let callee = tree.callee(n) else { break }
                let name = tree.calleeName(n) ?? ""
                if WriteFrequencies.mutators.contains(name) || name == "Task" || name == "send" { found = true }
                // `load()` or `self.load()`: another method of the object.
                if tree.kind(callee) == .identifierExpr, name.first?.isLowercase == true { found = true }
                if tree.kind(callee) == .memberAccessExpr, let base = tree.child(callee, at: 0), tree.kind(base) == .identifierExpr,
                   tree.identifier(base) == "self" { found = true }
            case .identifierExpr:
                if tree.identifier(n) == "DispatchQueue" { found = true }
            default:
                break
            }
            return !found
        }
        return found
    }
}
