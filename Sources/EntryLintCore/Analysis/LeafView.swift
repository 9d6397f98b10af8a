/// A project view that only lays out SDK views from its own inputs: a `DoneButton` whose body is
/// `Button("Done", action: action)`, a row of `Text` and `Image`. Re-evaluating it builds what
/// writing its content inline in the parent would build, so a closure new on every evaluation
/// that makes it re-evaluate costs nothing the inline code would not; `body_closure_argument`
/// does not report it.
///
/// Read from the view's declarations (the type and its extensions, as their source): what
/// `body` renders, with the members it uses (`var label: some View`, `func row()`), the bodies of
/// the project's `View` extension members it applies (`.if(…)`, `.cardStyle()`) and of the
/// project styles and modifiers it constructs (`.buttonStyle(PillStyle())`), is small
/// (`maxCalls` calls, `maxNodes` syntax nodes), repeats nothing per element (no `ForEach`, `List`
/// or lazy stack) and builds nothing else of the project (no project type or static member of
/// one, no project global function that may return a view, no other `.modifier(…)`), so its
/// re-evaluation stops at a few SDK views. A representable (its cost is its update method), a
/// view whose declarations cannot be read, or a body not found is not a leaf: the finding stays.
enum LeafView {
    /// What the body renders, in calls (each view built, each modifier applied: what a
    /// re-evaluation makes), `#if` and `#available` branches included: a control or two with
    /// their modifiers. A larger view costs more to
    /// re-evaluate than inline code is likely to.
    static let maxCalls = 32
    /// And in syntax nodes: arithmetic and conditions cost little beside views, but a body with
    /// much logic is no leaf.
    static let maxNodes = 400
    /// Nodes a snippet's tree holds beyond the code it was cut from (its root and the
    /// wrappers the parser adds around a lone block or expression): kept as a margin.
    static let snippetOverhead = 8

    /// Computed once per run and type: it depends on the type's declarations only.
    static func isLeaf(_ info: TypeInfo, _ index: Resolver) -> Bool {
        guard info.kind == .struct, info.inherits.isDisjoint(with: RepresentableUpdate.protocols) else { return false }
        return index.index.observation.memo("leaf:" + info.memoKey) { computeIsLeaf(info, index) }
    }

    private static func computeIsLeaf(_ info: TypeInfo, _ index: Resolver) -> Bool {
        // A `body` alone over the node limit is no leaf: its own snippet (which the impact
        // estimate parses too) tells, before every declaration of the type is parsed.
        if let body = info.members.first(where: { $0.name == "body" && $0.kind == .computed && !$0.isStatic }),
           let ref = body.value, index.snippet(ref).tree.nodes.count > maxNodes + snippetOverhead {
            return false
        }
        // Each member that can render: its getter or body, in the declaration that holds it.
        var members: [String: (tree: SyntaxTree, node: NodeID, resolver: Resolver)] = [:]
        // Declarations are found by name: a same-named type elsewhere (nested, or under another
        // `#if` branch) may be among them. A member declared twice leaves it unclear which one
        // renders: not a leaf.
        var declaredTwice = false
        for member in renderingMembers(of: info, index) {
            if members[member.name] != nil { declaredTwice = true }
            members[member.name] = (member.tree, member.node, member.resolver(index))
        }
        guard members["body"] != nil, !declaredTwice else { return false }
        // The project's `View` extension members the body applies (`.if(…)`, `.cardStyle()`),
        // read as if their bodies were written inline: found once, and only when one is used.
        var extensionMembers: [String: [RenderingMember]]?
        // The names of the `View` extension members, the same from every file when no project
        // type is named `View`: asked for every call of the body, each asking the index again.
        let project = index.index
        let viewExtensionNames: Set<String>? = project.mayDeclareType(named: "View") || project.nestedNames.contains("View")
            ? nil : Set(project.sdkExtensions["View"]?.members.map(\.name) ?? [])
        func isViewExtensionMember(_ name: String, _ resolver: Resolver) -> Bool {
            if let viewExtensionNames { return viewExtensionNames.contains(name) }
            return ViewHierarchy.isViewExtensionMember(name, index: resolver)
        }
        var inlined: [String: (tree: SyntaxTree, node: NodeID, resolver: Resolver)] = [:]
        var nodes = 0
        var calls = 0
        var visited: Set<String> = []
        var work = ["body"]
        while let name = work.popLast() {
            guard visited.insert(name).inserted,
                  let (tree, root, resolver) = name.hasPrefix(".") ? inlined[name] : members[name]
            else { continue }
            var buildsProjectCode = false
            tree.walk(root) { id in
                guard !buildsProjectCode else { return false }
                nodes += 1
                switch tree.kind(id) {
                case .callExpr:
                    calls += 1
                    guard let name = tree.calleeName(id) else { break }
                    if name == "modifier", !(constructedArgument(id, tree).map { resolver.declares([$0]) } ?? false) {
                        // `.modifier(style)`, or a dependency's modifier: of a size not known here.
                        buildsProjectCode = true
                    } else if repeating.contains(name) {
                        buildsProjectCode = true
                    } else if isViewExtensionMember(name, resolver), tree.kind(tree.callee(id) ?? id) == .memberAccessExpr {
                        // Its body counts as this view's. The arguments tell which declaration
                        // it calls: none is SwiftUI's modifier of that name
                        // (`.simultaneousGesture(TapGesture())` beside the project's
                        // `simultaneousGesture(config:)`); several leave its size unknown.
                        if extensionMembers == nil {
                            // The same for every view of the run: read once.
                            extensionMembers = index.index.observation.memo("leaf: View extensions") { viewRenderingMembers(index) }
                        }
                        let arguments = tree.arguments(id).map { (label: $0.label, trailing: $0.trailing) }
                        let called = (extensionMembers?[name] ?? []).filter { $0.accepts(arguments) }
                        if called.count > 1 || (called.isEmpty && extensionMembers?[name] == nil) {
                            buildsProjectCode = true
                        } else if let member = called.first {
                            let key = "." + name + "#\(ObjectIdentifier(member.tree).hashValue)#\(member.node)"
                            inlined[key] = (member.tree, member.node, member.resolver(index))
                            work.append(key)
                        }
                    } else if rendersProjectCode(name, resolver, isViewExtensionMember: isViewExtensionMember(name, resolver)) {
                        buildsProjectCode = true
                    }
                    // `Badge(…)`, `Theme.pill(…)`: a project type, or a static member of one. A
                    // project style or modifier (`.buttonStyle(PillStyle())`) is read inline.
                    let path = tree.calleePath(id) ?? [name]
                    let head = path.first ?? name
                    if let first = head.unicodeScalars.first, first.value >= 65 && first.value <= 90,
                       head != info.name, resolver.declares([head]) {
                        if path.count == 1, let style = resolver.type([head]),
                           let body = index.index.observation.memo("leaf style:" + style.memoKey, { styleBody(style, resolver) }) {
                            let key = "." + head + "#style"
                            inlined[key] = (body.tree, body.node, body.resolver(index))
                            work.append(key)
                        } else {
                            buildsProjectCode = true
                        }
                    }
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
            if buildsProjectCode || nodes > maxNodes || calls > maxCalls { return false }
        }
        return true
    }

    /// The styles and modifiers whose one rendering method a leaf's body may apply.
    static let styleProtocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "ViewModifier"]

    /// The body of a project style or view modifier (`makeBody(configuration:)`, `body(content:)`)
    /// when that method is all it renders with: a struct declaring no other computed property or
    /// method (which its body might render), read from its declarations.
    static func styleBody(_ info: TypeInfo, _ index: Resolver) -> RenderingMember? {
        guard info.kind == .struct, !info.inherits.isDisjoint(with: styleProtocols) else { return nil }
        let members = renderingMembers(of: info, index)
        guard members.count == 1, let only = members.first, only.name == "makeBody" || only.name == "body",
              only.parameters != nil else { return nil }
        return only
    }

    /// `.modifier(Glow(radius: 2))`: the type the only argument constructs (then read as a
    /// construction), nil for any other argument.
    static func constructedArgument(_ call: NodeID, _ tree: SyntaxTree) -> String? {
        let arguments = tree.arguments(call)
        guard arguments.count == 1, !arguments[0].trailing else { return nil }
        let value = tree.unwrapped(arguments[0].value)
        guard tree.kind(value) == .callExpr, tree.callee(value).map({ tree.kind($0) == .identifierExpr }) == true else { return nil }
        return tree.calleeName(value)
    }

    /// Containers whose content is made once per element: their cost grows with the data.
    static let repeating: Set<String> = ["ForEach", "List", "Table", "OutlineGroup", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]

    /// A function or computed property of a type's declarations (an `extension View`'s, a
    /// style's): its body, and its parameters (nil for a property).
    struct RenderingMember {
        var name: String
        var tree: SyntaxTree
        var node: NodeID
        /// The file of the declaration holding it. Not a `Resolver`: members are memoized in
        /// the index, and a resolver holds the index (a cycle, never freed).
        var file: Int32

        /// Lookups from the member's own file.
        func resolver(_ index: Resolver) -> Resolver { Resolver(index: index.index, site: UseSite(file: file)) }
        var parameters: [(label: String?, hasDefault: Bool)]?

        /// Whether a call with these arguments can be a call of this member: labelled and
        /// unlabelled arguments in order, skipping parameters with defaults; trailing closures
        /// take the parameters left; the rest have defaults.
        func accepts(_ arguments: [(label: String?, trailing: Bool)]) -> Bool {
            guard let parameters else { return arguments.isEmpty }
            var k = 0
            for argument in arguments {
                if argument.trailing {
                    guard k < parameters.count else { return false }
                    k += 1
                    continue
                }
                while k < parameters.count, parameters[k].label != argument.label, parameters[k].hasDefault { k += 1 }
                guard k < parameters.count, parameters[k].label == argument.label else { return false }
                k += 1
            }
            return parameters[k...].allSatisfy(\.hasDefault)
        }
    }

    /// The members the project's `extension View` declarations declare, by name.
    static func viewRenderingMembers(_ index: Resolver) -> [String: [RenderingMember]] {
        guard let view = index.members(of: ["View"]) else { return [:] }
        return Dictionary(grouping: renderingMembers(of: view, index), by: \.name)
    }

    /// The functions and computed properties of a type's declarations (the type and its
    /// extensions, read as their source), each with its body.
    static func renderingMembers(of info: TypeInfo, _ index: Resolver) -> [RenderingMember] {
        var out: [RenderingMember] = []
        for declaration in index.index.observation.declarations(of: info) {
            let tree = index.snippet(declaration.ref).tree
            let file = declaration.ref.file
            tree.walk(tree.root) { id in
                switch tree.kind(id) {
                case .functionDecl:
                    let function = FunctionDecl(unchecked: tree, id)
                    if let name = function.name, let body = function.body {
                        let parameters = function.parameters.map { (label: $0.label, hasDefault: $0.defaultValue != nil) }
                        out.append(RenderingMember(name: name, tree: tree, node: body, file: file, parameters: parameters))
                    }
                    return false
                case .patternBinding:
                    if let name = tree.bindingName(id), let block = tree.child(id, .accessorBlock) {
                        out.append(RenderingMember(name: name, tree: tree, node: block, file: file, parameters: nil))
                    }
                    return false
                default:
                    return true
                }
            }
        }
        return out
    }

    /// A project `View` extension member (`.cardStyle()`), or a project global function that may
    /// return a view: its return type says so, or is not known (`NSLocalizedString` redeclared to
    /// return a `String` is no view code).
    static func rendersProjectCode(_ name: String, _ index: Resolver, isViewExtensionMember: Bool) -> Bool {
        if isViewExtensionMember { return true }
        guard index.hasGlobal(named: name) else { return false }
        guard let global = index.global(name), let type = global.typeText else { return true }
        return type.contains("View") || global.kind != .function
    }
}
