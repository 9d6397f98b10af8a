/// A view whose body depends only on constant inputs of its own: no state, no observed or
/// environment objects, no `@Observable` models, no closures or generic content (which SwiftUI
/// cannot compare as equal), only values. SwiftUI re-evaluates such a view only when its parent
/// passes different values, so a closure created in its body is new exactly when the view has
/// new data anyway: it does not make children re-evaluate on unrelated changes. An object the
/// view observes is allowed when the child it builds observes the same type (both re-evaluate
/// on its changes anyway) or when its class announces nothing (no `@Published`, no
/// `objectWillChange`: it never makes the view re-evaluate).
///
/// Environment actions that never change (`dismiss`, `openURL`) keep a view input-only; any other
/// dynamic property, `#if`-dependent member or unknown type does not (when in doubt, not
/// input-only, so the finding stays).
enum InputOnlyView {
    static let constantEnvironmentKeys: Set<String> = [
        "dismiss", "openURL", "openWindow", "dismissWindow", "openSettings", "openDocument", "newDocument",
        "openImmersiveSpace", "dismissImmersiveSpace", "dismissSearch", "requestReview", "supportsMultipleWindows",
    ]

    /// Property wrappers through which a view observes an object.
    static let observingWrappers: Set<String> = ["ObservedObject", "EnvironmentObject", "StateObject"]

    /// Whether the view declaration around `node` (a struct in this file) is input-only.
    /// `sharedObjects`: the types of objects the child being built observes itself. A view
    /// that also observes one of them re-evaluates on its changes exactly when the child does, so
    /// such a property does not make it any less input-only for that child.
    static func encloses(_ node: NodeID, _ context: RuleContext, sharedObjects: Set<[String]> = []) -> Bool {
        let tree = context.tree
        guard let decl = EnclosingType.of(node, context), tree.kind(decl) == .structDecl,
              tree.child(decl, .genericParameterClause) == nil else { return false }
        let resolver = context.resolver(at: decl)
        // Views only: a preview provider's `static var previews` or a modifier is another story.
        let isView = tree.inheritedNames(decl).contains("View")
            || (tree.declName(decl).flatMap { resolver.type([$0]) }?.conforms(to: "View") ?? false)
        guard isView else { return false }
        for member in tree.members(decl) {
            switch tree.kind(member) {
            case .variableDecl:
                if tree.hasModifier(member, .static) { continue }
                let variable = VariableDecl(unchecked: tree, member)
                let attributes = tree.attributeNames(member)
                for binding in variable.bindings where !binding.isComputed {
                    if attributes == ["Environment"], let key = environmentKey(member, tree),
                       constantEnvironmentKeys.contains(key) { continue }
                    if attributes.count == 1, observingWrappers.contains(attributes[0]),
                       let type = observedTypePath(binding, tree, resolver) {
                        if sharedObjects.contains(type) { continue }
                        // A project class that announces nothing never makes the view re-evaluate.
                        if let info = resolver.type(type), info.kind == .class,
                           ObjectAnnouncement.of(info, context) == nil { continue }
                    }
                    guard attributes.isEmpty, isConstantValue(binding, tree, resolver, context) else { return false }
                }
            case .ifConfigDecl:
                return false
            default:
                continue
            }
        }
        return true
    }

    /// The path of the type an observing property holds: its annotation (`Model`, `Model?`) or
    /// the type its initializer constructs (`= Model()`).
    static func observedTypePath(_ binding: PatternBinding, _ tree: SyntaxTree, _ resolver: Resolver) -> [String]? {
        if let type = binding.type { return resolver.typePath(fromText: tree.compactText(type)) }
        guard let value = binding.value, tree.kind(tree.unwrapped(value)) == .callExpr else { return nil }
        return tree.calleePath(tree.unwrapped(value))
    }

    /// `dismiss` of `@Environment(\.dismiss)`.
    static func environmentKey(_ decl: NodeID, _ tree: SyntaxTree) -> String? {
        guard let attribute = tree.attribute(decl, named: "Environment"),
              let argument = Attribute(unchecked: tree, attribute).arguments.first?.value else { return nil }
        return KeyPaths.dottedText(tree, argument)
    }

    /// A stored property holding a value SwiftUI compares by content (or an object it compares by
    /// identity and does not observe).
    static func isConstantValue(_ binding: PatternBinding, _ tree: SyntaxTree, _ resolver: Resolver,
                                _ context: RuleContext) -> Bool {
        guard let type = binding.type else {
            guard let value = binding.value else { return false }
            switch tree.kind(tree.unwrapped(value)) {
            case .booleanLiteral, .integerLiteral, .floatLiteral, .stringLiteral: return true
            default: return false
            }
        }
        return isValueType(type, tree, resolver, context, depth: 0)
    }

    static func isValueType(_ type: NodeID, _ tree: SyntaxTree, _ resolver: Resolver, _ context: RuleContext,
                            depth: Int) -> Bool {
        guard depth < 4 else { return false }
        switch tree.kind(type) {
        case .optionalType, .implicitlyUnwrappedOptionalType, .arrayType:
            guard let inner = tree.children(type).first(where: { tree.kind($0).isType }) else { return false }
            return isValueType(inner, tree, resolver, context, depth: depth + 1)
        case .identifierType, .memberType:
            guard let path = tree.typePath(type) else { return false }
            // Generic arguments (`Set<Tag>`) are not looked into: only plain names.
            if tree.children(type).contains(where: { tree.kind($0) == .genericArgumentClause }) { return false }
            if let info = resolver.type(path) {
                switch info.kind {
                case .struct?, .enum?:
                    return true
                case .class?:
                    // Compared by identity; only an `@Observable` class's reads invalidate the view.
                    return !resolver.isObservationClass(info)
                default:
                    return false
                }
            }
            return resolver.valueKind(of: path) == .value
        default:
            return false
        }
    }
}
