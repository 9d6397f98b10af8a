/// Whether a view is built only where it is presented, by every view the project shows
/// constructing it: in the content of a sheet, cover, popover, inspector, alert or dialog, or as
/// a navigation destination (`NavigationLink(destination:)`, its destination closure,
/// `.navigationDestination { … }`). While it is up, the user cannot act on the view presenting
/// it, so that view re-evaluates (and builds this one anew) only for what changes by itself: a
/// stream, a tick, a frame. State a view made for itself in its initializer (`@ObservedObject var
/// field = Field()`) then lives as long as the presentation does (judged NOISE on an unseen app,
/// 8 of 8: text fields of settings screens pushed from a root that changes only on user actions).
enum PresentedConstruction {
    /// A presenting view and its most frequent own source.
    struct Presenter {
        var name: String
        var frequency: ChangeFrequency
    }

    /// The views presenting `view`, when each constructs it only in presented content; nil when
    /// one builds it in place, when nothing is seen constructing it, or when a constructing view
    /// cannot be resolved.
    static func presenters(of view: TypeInfo, _ project: ProjectIndex) -> [Presenter]? {
        guard let owners = CollectionSource.callers(project)[view.name], !owners.isEmpty else { return nil }
        return project.memo("presented-construction:\(view.memoKey)") {
            var out: [Presenter] = []
            for ownerName in owners {
                var sawSite = false
                for declaration in project.observation.declarations[ownerName] ?? [] {
                    let resolver = Resolver(index: project, site: UseSite(file: declaration.ref.file))
                    guard let owner = resolver.type(declaration.path), owner !== view else { return nil }
                    let sites = constructions(in: declaration.ref, project)
                    if sites.inPlace.contains(view.name) { return nil }
                    guard sites.presented.contains(view.name) else { continue }
                    sawSite = true
                    // What changes the presenter must be seen: an observed object whose class
                    // descends from one we cannot read (a Core Data entity a timer refreshes) may
                    // change at any rate (judged RIGHT on an unseen app, a sheet's model lost so).
                    let estimate = ChangeModel.reevaluation(of: owner, project, resolver)
                    if estimate.isUnknown || observesUnseen(owner, resolver) { return nil }
                    if !out.contains(where: { $0.name == owner.name }) {
                        out.append(Presenter(name: owner.name, frequency: estimate.frequency))
                    }
                }
                if !sawSite { return nil }
            }
            return out.isEmpty ? nil : out
        }
    }

    /// The type names a declaration constructs (`Detail(…)`), in place and in presented content,
    /// read once per declaration for every view it builds: the work stays linear in the views
    /// one owner presents.
    static func constructions(in ref: SourceRef, _ project: ProjectIndex) -> (inPlace: Set<String>, presented: Set<String>) {
        project.memo("presented-sites:\(ref.file):\(ref.start)") {
            let tree = project.snippet(ref).tree
            let parents = tree.parents()
            var inPlace: Set<String> = []
            var presented: Set<String> = []
            tree.walk(tree.root) { n in
                guard tree.kind(n) == .callExpr, let callee = tree.callee(n), tree.kind(tree.unspecialized(callee)) == .identifierExpr,
                      let name = tree.calleeName(n), name.first?.isUppercase == true else { return true }
                if isPresented(n, tree, parents) { presented.insert(name) } else { inPlace.insert(name) }
                return true
            }
            return (inPlace, presented)
        }
    }

    /// Whether `view` observes an object (`@ObservedObject`, `@EnvironmentObject`,
    /// `@StateObject`) whose type is not a project class, or whose writes the summaries cannot
    /// follow (`ChangeModel.heldState`: a superclass outside the project).
    static func observesUnseen(_ view: TypeInfo, _ resolver: Resolver) -> Bool {
        let wrappers: Set<String> = ["ObservedObject", "EnvironmentObject", "StateObject"]
        for p in view.storedProperties where !Set(p.attributes).isDisjoint(with: wrappers) {
            // `= Model.shared`: the type the shared instance is read from.
            let text = resolver.typeText(of: p) ?? p.value.map { resolver.index.text($0) }.flatMap { value -> String? in
                let head = value.prefix { $0 != "." && $0 != "(" }
                return head.first?.isUppercase == true && head.count < value.count ? String(head) : nil
            }
            guard let text, let path = resolver.typePath(fromText: text),
                  let type = resolver.type(path), type.kind == .class else { return true }
            if let held = ChangeModel.heldState(of: type, resolver.index, resolver), held.property.isEmpty { return true }
        }
        return false
    }

    /// Modifiers whose content closure is built only while presented.
    static let contentModifiers: Set<String> = ChangeModel.presentations.union(["navigationDestination"])

    /// Whether the call at `node` is inside presented content.
    static func isPresented(_ node: NodeID, _ tree: SyntaxTree, _ parents: [NodeID]) -> Bool {
        content(around: node, tree, parents) != nil
    }

    /// The presented content around `node`: the argument (a closure, a `destination:` view) of
    /// the presenting modifier or link that holds it, or nil when `node` is built in place.
    static func content(around node: NodeID, _ tree: SyntaxTree, _ parents: [NodeID]) -> NodeID? {
        var child = node
        var cur = parents[Int(node)]
        while cur >= 0 {
            let kind = tree.kind(cur)
            if kind == .callExpr, let name = tree.calleeName(cur) {
                let inArguments = tree.callee(cur).map { !tree.range($0).contains(tree.range(child).lowerBound) } ?? true
                if inArguments, contentModifiers.contains(name), let callee = tree.callee(cur), tree.kind(callee) == .memberAccessExpr { return child }
                if inArguments, name == "NavigationLink" { return isDestination(child, of: cur, tree) ? child : nil }
            }
            if kind.isDeclaration { return nil }
            child = cur
            cur = parents[Int(cur)]
        }
        return nil
    }

    /// Whether `name`, a value of `owner`'s own (`@State`, or a `@Binding` to its parent's), read
    /// at `e`, stays as it is while the content around `e` is presented: `e` is in presented
    /// content, which covers `owner` (and the parent under it), so the
    /// user's actions on `owner` that write it (a search result tapped, a row picked) wait until
    /// it is dismissed; the content is not handed a binding to it (`$name`), and nothing writes it
    /// by itself (a stream, a tick). The value the presentation was opened with, or unwrapped
    /// from (`if let artist = selectedArtist { Detail(artist: artist) }`), is then fixed for the
    /// presented view (judged MSG-BAD on an unseen app: a list's changes blamed on the
    /// navigation flag that pushed it).
    static func heldWhilePresented(_ name: String, of owner: TypeInfo, at e: NodeID, _ tree: SyntaxTree, _ parents: [NodeID],
                                   _ project: ProjectIndex) -> Bool {
        guard let member = owner.instanceMember(name), member.attributes.contains("State") || member.attributes.contains("Binding"),
              let content = content(around: e, tree, parents) else { return false }
        // Written at most by actions, here or (for a binding) nowhere in the view: its owner
        // further up is covered too.
        if let written = ChangeModel.frequency(of: name, in: owner, project), written.isUnknown || written.frequency > .action { return false }
        var handsBinding = false
        tree.walk(content) { n in
            if tree.kind(n) == .identifierExpr, let id = tree.child(n, .name), tree.identifier(id) == "$" + name { handsBinding = true }
            return !handsBinding
        }
        return !handsBinding
    }

    /// Whether `child`, an argument of the `NavigationLink` call `link`, is its destination: the
    /// argument labelled `destination`, or the first trailing closure when a `label:` one follows
    /// (`NavigationLink { Detail() } label: { … }`) or a title comes before it
    /// (`NavigationLink("Detail") { Detail() }`); after `value:` or `destination:` it is the label.
    private static func isDestination(_ child: NodeID, of link: NodeID, _ tree: SyntaxTree) -> Bool {
        let arguments = tree.arguments(link)
        // `child` is the argument (or trailing closure) node, its label included.
        guard let k = arguments.firstIndex(where: { tree.range(child).contains(tree.range($0.value).lowerBound) }) else { return false }
        if arguments[k].label == "destination" { return true }
        guard arguments[k].trailing, arguments[k].label == nil, !arguments[..<k].contains(where: \.trailing) else { return false }
        if arguments.contains(where: { $0.trailing && $0.label == "label" }) { return true }
        if arguments.contains(where: { $0.label == "value" || $0.label == "destination" }) { return false }
        return arguments[..<k].contains { !$0.trailing && $0.label == nil }
    }
}
