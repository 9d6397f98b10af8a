/// Whether view content holds state that a change of identity throws away: what makes a
/// conditional modifier's flip cost more than a restyle. Content holds state when it builds a
/// scroll position (`ScrollView`, `List`, `Form`, `Table`, lazy stacks), text input (`TextField`,
/// `SecureField`, `TextEditor`), navigation or tab selection, rows that hold any of these, a video
/// or web view, a transition or matched-geometry effect, or a project view or view modifier that
/// keeps `@StateObject`, `@FocusState`, or `@State`/`@GestureState` written after it is made,
/// also when a project `extension View` helper the content is passed through applies it. Leaf content of
/// plain SDK views (text, images, shapes, buttons) merely restyles when it flips.
///
/// `ForEach` alone is not state: its rows are walked like any content, so a `Menu` of buttons
/// repeated over its items holds none, and rows with a `TextField` do.
enum StatefulContent {
    static let statefulViews: Set<String> = [
        "ScrollView", "List", "Form", "Table", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "TextField", "SecureField", "TextEditor", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView",
        "VideoPlayer", "WebView", "Map", "ScrollViewReader", "DisclosureGroup", "OutlineGroup",
    ]
    // `.animation` is not among them: it animates changes of the content, which a flip replaces
    // with a fade, and judged the note calling it state misleading.
    static let statefulModifiers: Set<String> = ["transition", "matchedGeometryEffect", "focused", "searchable"]
    static let stateWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState"]

    /// Whether a project view keeps state of its own that a new identity resets: a `@State`,
    /// `@StateObject`, `@FocusState` or `@GestureState` property that holds a value (not a
    /// closure kept in `@State`) and that its code uses (a `private` one declared and never read
    /// holds nothing anyone sees).
    static func keepsUserState(_ info: TypeInfo, _ project: ProjectIndex) -> Bool {
        // A `@State` that nothing writes after the view is made (by the change model: its initial
        // value, or an initializer's) holds that value again under a new identity: nothing is
        // lost (judged NOISE on an unseen app: a chart's constant 'isInteractive' flag).
        let candidates = info.storedProperties.filter { p in
            let wrappers = Set(p.attributes)
            guard !wrappers.isDisjoint(with: stateWrappers), !p.isFunctionType else { return false }
            guard wrappers.isDisjoint(with: ["StateObject", "FocusState"]) else { return true }
            return (ChangeModel.frequency(of: p.name, in: info, project)?.frequency ?? .fixed) > .fixed
        }
        guard !candidates.isEmpty else { return false }
        if candidates.contains(where: { !$0.isPrivate }) { return true }
        return project.memo("uses-private-state:\(info.memoKey)") {
            var uses: [String: Int] = [:]
            let names = Set(candidates.map(\.name))
            for declaration in project.observation.declarations(of: info) {
                let tree = project.snippet(declaration.ref).tree
                for t in tree.tokens.indices where tree.tokens[t].kind == .identifier {
                    var text = tree.identifierText(t)
                    if text.hasPrefix("$") || text.hasPrefix("_") { text.removeFirst() }
                    if names.contains(text) { uses[text, default: 0] += 1 }
                }
            }
            // The declaration itself is one use.
            return candidates.contains { (uses[$0.name] ?? 0) > 1 }
        }
    }

    /// The first stateful thing under `node`, named for a finding's note ("'ScrollView'"), or nil.
    /// The view's own computed views and view methods it renders (`content`,
    /// `itemList(with:)`) are followed into, a few levels deep, when this file declares them.
    static func stateHeld(in node: NodeID, _ context: RuleContext) -> String? {
        var visited = Set<String>()
        return stateHeld(in: node, context, members: memberBodies(around: node, context), visited: &visited, depth: 0)
    }

    static let maxMemberDepth = 3

    private static func stateHeld(in node: NodeID, _ context: RuleContext, members: [String: NodeID], visited: inout Set<String>,
                                  depth: Int) -> String? {
        let tree = context.tree
        let resolver = context.resolver(at: node)
        var found: String?
        var follow: [String] = []
        tree.walk(node) { n in
            guard found == nil else { return false }
            if tree.kind(n) == .identifierExpr, let id = tree.child(n, .name) {
                let name = tree.identifier(id)
                if members[name] != nil { follow.append(name) }
                return true
            }
            guard tree.kind(n) == .callExpr, let name = tree.calleeName(n) else { return true }
            let isMember = tree.callee(n).map { tree.kind($0) == .memberAccessExpr } ?? false
            if isMember {
                if statefulModifiers.contains(name) {
                    found = "." + name
                } else if n != node, let inner = helperState(name, context.project, depth: 0) {
                    // A project helper the content is passed through (`.editableCard(…)`); not
                    // the call under `node` itself, whose branches are what flips.
                    found = "." + name + " → " + inner
                }
            } else if statefulViews.contains(name) {
                found = name
            } else if let info = resolver.type([name]), holdsUserState(info, context.project) {
                found = name
            }
            return found == nil
        }
        if let found { return found }
        guard depth < maxMemberDepth else { return nil }
        for name in follow where visited.insert(name).inserted {
            guard let body = members[name] else { continue }
            if let inner = stateHeld(in: body, context, members: members, visited: &visited, depth: depth + 1) { return inner }
        }
        return nil
    }

    /// A project view or view modifier (`.modifier(JiggleEffect(…))`) that keeps the user's state.
    static func holdsUserState(_ info: TypeInfo, _ project: ProjectIndex) -> Bool {
        (info.conforms(to: "View") || info.conforms(to: "ViewModifier")) && keepsUserState(info, project)
    }

    /// The first stateful thing a project `extension View` method named `name` applies to the
    /// view it is called on (`func editableCard(…) -> some View { self.jiggle(…) }`), followed
    /// through the helpers it calls in turn up to `maxMemberDepth`; nil when no project helper
    /// of that name keeps its body or none applies state. Memoized per name and depth: each
    /// helper's body is walked at most once per depth, however many calls name it.
    static func helperState(_ name: String, _ project: ProjectIndex, depth: Int) -> String? {
        guard depth < maxMemberDepth else { return nil }
        guard let bodies = helperBodies(project)[name] else { return nil }
        return project.memo("stateful-helper:\(name)@\(depth)") { () -> String? in
            for ref in bodies {
                let tree = project.snippet(ref).tree
                let resolver = Resolver(index: project, site: UseSite(file: ref.file))
                var found: String?
                var helpers: [String] = []
                tree.walk(tree.root) { n in
                    guard found == nil else { return false }
                    guard tree.kind(n) == .callExpr, let callee = tree.calleeName(n) else { return true }
                    if tree.callee(n).map({ tree.kind($0) == .memberAccessExpr }) ?? false {
                        if statefulModifiers.contains(callee) { found = "." + callee } else if callee != name { helpers.append(callee) }
                    } else if statefulViews.contains(callee) {
                        found = callee
                    } else if let info = resolver.type([callee]), holdsUserState(info, project) {
                        found = callee
                    }
                    return found == nil
                }
                if let found { return found }
                var seen = Set<String>()
                for helper in helpers where seen.insert(helper).inserted {
                    if let inner = helperState(helper, project, depth: depth + 1) { return "." + helper + " → " + inner }
                }
            }
            return nil
        }
    }

    /// The kept bodies of the project's `extension View` methods, by name: made once per run.
    static func helperBodies(_ project: ProjectIndex) -> [String: [SourceRef]] {
        project.memo("view-helper-bodies") { () -> [String: [SourceRef]] in
            var out: [String: [SourceRef]] = [:]
            for member in project.sdkExtensions["View"]?.members ?? [] where member.kind == .function {
                if let ref = member.value { out[member.name, default: []].append(ref) }
            }
            return out
        }
    }

    /// The bodies of the computed properties and functions of the type declaration around
    /// `node` in this file, by name (a name declared twice is left out: which one renders is not
    /// known).
    static func memberBodies(around node: NodeID, _ context: RuleContext) -> [String: NodeID] {
        let tree = context.tree
        guard let decl = EnclosingType.of(node, context) else { return [:] }
        var out: [String: NodeID] = [:]
        var twice = Set<String>()
        for member in tree.members(decl) {
            var found: [(String, NodeID)] = []
            switch tree.kind(member) {
            case .variableDecl:
                for b in tree.children(member, .patternBinding) {
                    if let name = tree.bindingName(b), let block = tree.child(b, .accessorBlock) { found.append((name, block)) }
                }
            case .functionDecl:
                if let name = tree.declName(member), let block = tree.child(member, .codeBlock) { found.append((name, block)) }
            default:
                break
            }
            for (name, block) in found {
                if out[name] != nil { twice.insert(name) }
                out[name] = block
            }
        }
        for name in twice { out[name] = nil }
        return out
    }
}
