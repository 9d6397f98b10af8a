/// Whether and how an `ObservableObject` class announces changes: `@State` misses them
/// (`state_holds_observable_object`), and a view observing a class that announces nothing never
/// re-evaluates through it (`InputOnlyView`). Read from the index's `@Published` properties and
/// the class's declarations (its own and its project superclasses').
enum ObjectAnnouncement {
    /// How a class announces its changes, for messages: what the user will find in it.
    enum Kind {
        /// A `@Published` property of the class or of a project superclass.
        case published
        /// Only `objectWillChange` calls, in its declarations or a project superclass's.
        case objectWillChange
        /// A superclass the project cannot see (a dependency's), which may publish.
        case inherited
    }

    /// How the class announces a change: a `@Published` property or a use of
    /// `objectWillChange` in one of its declarations or extensions, or in a project superclass's;
    /// nil when it publishes nothing (a holder made once for its `let`s). An inherited name the project does not declare and the SDK catalog does not
    /// know may be a dependency's superclass, which may publish: it counts as announcing.
    /// The standard library's protocols a class lists beside `ObservableObject`.
    static let standardProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Identifiable", "Sendable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "AnyObject",
    ]

    static func of(_ type: TypeInfo, _ context: RuleContext, depth: Int = 0) -> Kind? {
        let observation = context.index.index.observation
        if (observation.published[type.name] ?? []).contains(where: { $0.path == type.path && !$0.names.isEmpty }) { return .published }
        var found: Kind?
        for declaration in observation.declarations(of: type) {
            switch of(context.index.snippet(declaration.ref).tree) {
            case .published?: return .published
            case let other?: found = other
            case nil: break
            }
        }
        if found != nil { return found }
        guard depth < 8 else { return .inherited }
        for parent in type.inherits.sorted() where parent != "ObservableObject" && parent != "NSObject" {
            if let p = context.index.type([parent]), p !== type {
                if p.kind == .class, let inherited = of(p, context, depth: depth + 1) { return inherited }
            } else if SDKCatalog.kind(of: parent) == nil, !standardProtocols.contains(parent) {
                // A standard protocol is no superclass (`class Stop: Codable, Hashable,
                // ObservableObject` has none): judged WRONG on an unseen app, a class that
                // announces nothing said to inherit announcements.
                return .inherited
            }
        }
        return nil
    }

    /// `members` sorted, when each is a stored property `type` declares without `@Published` and
    /// nothing in its declarations calls `objectWillChange` (which could announce any of them);
    /// nil otherwise, or when `members` is empty. A member the class inherits counts as
    /// published: a superclass may publish it.
    static func unpublishedStored(_ members: Set<String>, of type: TypeInfo, _ context: RuleContext) -> [String]? {
        guard !members.isEmpty else { return nil }
        let observation = context.index.index.observation
        let published = (observation.published[type.name] ?? []).filter { $0.path == type.path }.flatMap(\.names)
        for member in members {
            // A class's stored members with a declared type (`var client: FileClient?`) or a
            // value (`let root = "/"`); an untyped `var` is not kept, so it counts as published.
            guard let stored = type.instanceLets.first(where: { $0.name == member }) ?? type.instanceVars.first(where: { $0.name == member }),
                  stored.kind == .storedLet || stored.kind == .storedVar,
                  !stored.attributes.contains("Published"), !published.contains(member) else { return nil }
        }
        for declaration in observation.declarations(of: type) {
            let tree = context.index.snippet(declaration.ref).tree
            for k in tree.tokens.indices where tree.tokens[k].kind == .identifier
                && tree.source[tree.tokens[k].range].elementsEqual("objectWillChange".utf8) {
                return nil
            }
        }
        return members.sorted()
    }

    /// `@Published` or `objectWillChange` written as code (tokens; comments do not count: a
    /// doc comment saying the class publishes nothing must not make it publish).
    static func of(_ tree: SyntaxTree) -> Kind? {
        let tokens = tree.tokens
        var found: Kind?
        for k in tokens.indices where tokens[k].kind == .identifier {
            let word = tree.source[tokens[k].range]
            if word.elementsEqual("objectWillChange".utf8) { found = .objectWillChange }
            if k > 0, tokens[k - 1].kind == .atSign, word.elementsEqual("Published".utf8) { return .published }
        }
        return found
    }
}
