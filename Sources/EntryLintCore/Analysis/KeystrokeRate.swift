/// Per keystroke: a view whose state a text input writes re-evaluates on every character typed.
/// The six classes put that with a tap (`action`), and for most work that is right: a settings
/// form re-evaluated per keystroke was judged not worth a change every time. Costly work is
/// different: an image decoded or a file read in a body that a text field re-evaluates runs per
/// character (judged worth a change in 5 of 7 such cases on unseen apps: full-size photos decoded
/// while the user types a name). So the rate is kept apart (`WriteFrequencies`' `chgkey@` facts)
/// and asked only for that work, and only where the work's input is what the view holds itself
/// (`DecodedInput`).
extension ChangeModel {
    /// Wrappers whose `$` binding a text input can write and whose change re-evaluates the view.
    static let typedStateWrappers: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage"]

    /// The evidence that the view-building code at `node` of `view` (declared at `decl`) runs on
    /// every keystroke: state it reads is bound to a text input, in its own body, in the body of
    /// a project view it hands a binding to (`TagFields(tag: $tag)`), or through an object it
    /// observes. Nil otherwise, and in a presentation's content (as `frequentEvaluation`).
    public static func keystrokeEvaluation(at node: NodeID, of view: TypeInfo?, decl: NodeID, _ context: RuleContext) -> Saving? {
        guard let view, !inPresentation(node, context) else { return nil }
        let resolver = context.resolver(at: node)
        if let source = keystrokeSource(of: view, context.project, resolver) {
            return Saving(frequency: .action, note: keystrokeNote(view: view.name, source, through: nil))
        }
        if let (source, child) = forwardedKeystrokes(of: view, decl: decl, context, resolver) {
            return Saving(frequency: .action, note: keystrokeNote(view: view.name, source, through: child))
        }
        return nil
    }

    /// A source of `view` that a text input in its own body writes, directly (`$name`, `$draft.title`)
    /// or as a property of an object it observes (`$model.query`, wherever that field is).
    static func keystrokeSource(of view: TypeInfo, _ project: ProjectIndex, _ resolver: Resolver) -> Source? {
        let keys = project.writeFrequencies
        var own: Source?
        for p in view.storedProperties {
            let attributes = Set(p.attributes)
            let observes = !attributes.isDisjoint(with: observingWrappers)
            // The object's property names the field better than the view's property holding it.
            if observes || attributes.contains("State"), let text = resolver.typeText(of: p), let path = resolver.typePath(fromText: text),
               let object = resolver.type(path), object.kind == .class {
                var properties: [String] = []
                if observes, let published = project.observation.publishedProperties(of: object, resolver: resolver) {
                    properties = published
                } else if resolver.isObservationClass(object) {
                    properties = Array(ObservedReads.storedProperties(of: object, readThrough: p.name, by: view, project))
                }
                for q in Set(properties).sorted() where keys.contains(key("chgkey@\(object.name).\(q)")) {
                    return Source(owner: object.name, property: q, frequency: .action, path: object.declaredIn)
                }
            }
            if own == nil, !attributes.isDisjoint(with: typedStateWrappers), keys.contains(key("chgkey@\(view.name).\(p.name)")) {
                own = Source(owner: view.name, property: p.name, frequency: .action, path: view.declaredIn)
            }
        }
        return own
    }

    /// State of `view` handed as a binding (`$tag`, `$tag.title`) to a project view whose body
    /// binds what it receives to a text input, itself or through views it hands the binding on
    /// to (`TagFields(tag: $tag)` → `InputRow(value: $tag.title)` → `TextField(text: $value)`):
    /// every keystroke there writes the state here. Read from the declaration in this file and
    /// the children's declarations: asked only of costly work, which is rare.
    static func forwardedKeystrokes(of view: TypeInfo, decl: NodeID, _ context: RuleContext,
                                    _ resolver: Resolver) -> (Source, child: String)? {
        var typed: Set<String> = []
        for p in view.storedProperties where !Set(p.attributes).isDisjoint(with: typedStateWrappers) { typed.insert(p.name) }
        guard !typed.isEmpty else { return nil }
        var visited: Set<String> = [view.name]
        guard let (base, child) = bindingToTextInput(in: context.tree, decl, passing: typed, context.project, resolver,
                                                     depth: 0, visited: &visited) else { return nil }
        return (Source(owner: view.name, property: base, frequency: .action, path: view.declaredIn), child)
    }

    /// The first of `names` that the code under `root` hands as a binding to a project view
    /// that binds it to a text input (within `maxForwardDepth` views), and that view.
    static func bindingToTextInput(in tree: SyntaxTree, _ root: NodeID, passing names: Set<String>, _ project: ProjectIndex,
                                   _ resolver: Resolver, depth: Int, visited: inout Set<String>) -> (String, child: String)? {
        let keys = project.writeFrequencies
        var found: (String, child: String)?
        var nested: [(base: String, child: TypeInfo, stored: String)] = []
        tree.walk(root) { n in
            guard found == nil else { return false }
            guard tree.kind(n) == .callExpr, let name = tree.calleeName(n), name.first?.isUppercase == true else { return true }
            for (position, argument) in tree.arguments(n).enumerated() {
                // Only a `$` binding is spelled out: most arguments are turned away on one byte.
                let value = tree.unwrapped(argument.value)
                let r = tree.range(value)
                guard !r.isEmpty, tree.source[r.lowerBound] == UInt8(ascii: "$") else { continue }
                let text = tree.compactText(value)
                let base = String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                guard names.contains(base), let child = resolver.type([name]), child.conforms(to: "View"),
                      let stored = ViewParameter.storedProperty(child, label: argument.label, position: position) else { continue }
                if keys.contains(key("chgkey@\(child.name).\(stored.name)")) {
                    found = (base, child.name)
                    return false
                }
                if stored.attributes.contains("Binding") { nested.append((base, child, stored.name)) }
            }
            return true
        }
        if let found { return found }
        guard depth + 1 < maxForwardDepth else { return nil }
        for (base, child, stored) in nested where visited.insert(child.name).inserted {
            for declaration in resolver.index.observation.declarations(of: child) {
                let snippet = resolver.snippet(declaration.ref).tree
                if bindingToTextInput(in: snippet, snippet.root, passing: [stored], project, resolver,
                                      depth: depth + 1, visited: &visited) != nil {
                    return (base, child.name)
                }
            }
        }
        return nil
    }

    /// How many views a binding is followed through to a text input.
    static let maxForwardDepth = 3

    /// "'Editor' re-evaluates on every keystroke: 'name' of 'Editor' is bound to a text field
    /// ('Editor' is declared in Editor.swift)".
    static func keystrokeNote(view: String, _ source: Source, through child: String?) -> String {
        let place = source.path.map { " ('\(source.owner)' is declared in \(Paths.fileName($0)))" } ?? ""
        let field = child.map { "a text field through '\($0)'" } ?? "a text field"
        return "'\(view)' re-evaluates on every keystroke: '\(source.property)' of '\(source.owner)' is bound to \(field)\(place)"
    }
}

/// Where the bytes a view decodes or the file it reads come from. What the view holds itself in
/// its own state (a photo the user just picked, a picture taken, a file chosen) is kept as it
/// came, full size; what it reads from a model or a row's element is mostly what the app stored,
/// thumbnails and icons saved small. Judged on unseen apps, per-keystroke decodes of the first
/// kind were worth a change 4 times in 4, of the second 0 in 3 (avatars, a feed's icon).
enum DecodedInput {
    /// Wrappers whose value the view owns. Not `@Binding`: a row's binding to its element reaches
    /// the model's stored data (a person's saved avatar) as readily as a photo being edited.
    static let heldWrappers: Set<String> = ["State", "StateObject"]

    /// Whether the arguments of the work at `work` read a property `view` owns as its state
    /// (`UIImage(data: selectedPhoto)`, `cover.art` of `@State var cover`), directly or through
    /// locals bound from one (`if let art = cover.art`); a row's element is not.
    static func isHeldState(_ work: NodeID, of view: TypeInfo, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var held: Set<String> = []
        for p in view.storedProperties where !Set(p.attributes).isDisjoint(with: heldWrappers) { held.insert(p.name) }
        guard !held.isEmpty else { return false }
        func names(in e: NodeID) -> [String] {
            var out: [String] = []
            tree.walk(e) { n in
                switch tree.kind(n) {
                case .closureExpr:
                    return false
                case .identifierExpr:
                    if let id = tree.child(n, .name) { out.append(tree.identifier(id)) }
                    return false
                default:
                    return true
                }
            }
            return out
        }
        func reads(_ e: NodeID, depth: Int) -> Bool {
            for name in names(in: e) {
                switch binding(of: name, at: e, context) {
                case .value(let value) where tree.compactText(value) == name:
                    // `if let photo = photo`: the property itself, unwrapped.
                    if held.contains(name) { return true }
                case .value(let value):
                    if depth < 4, reads(value, depth: depth + 1) { return true }
                case .element:
                    continue
                case .sameName, .none:
                    if held.contains(name) { return true }
                }
            }
            return false
        }
        return tree.arguments(work).contains { reads($0.value, depth: 0) }
    }

    enum Bound { case value(NodeID), element, sameName }

    /// What `name` at `e` is bound to: an `if`/`guard` condition's value (`if let art = cover.art`),
    /// the same name unwrapped (`if let photo`), a local's value, or a `ForEach` row's element.
    static func binding(of name: String, at e: NodeID, _ context: RuleContext) -> Bound? {
        let tree = context.tree
        var cur = context.views.parent(e)
        while let c = cur {
            switch tree.kind(c) {
            case .ifExpr, .guardStmt:
                if let bound = ChangingCollection.unwrapped(name, in: c, tree) { return bound.value.map { .value($0) } ?? .sameName }
            case .functionDecl, .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                cur = nil
                continue
            default:
                break
            }
            cur = context.views.parent(c)
        }
        guard let origin = ChangingCollection.localOrigin(name, at: e, context) else { return nil }
        return origin.isElement ? .element : .value(origin.value)
    }
}
