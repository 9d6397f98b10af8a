/// The project type a stored property holds, from its annotation (`var m: Model`, `Model?`) or
/// its initializer (`= Model()`, `= Model(id: 1)`, `= .init()` with an annotation). Used by the
/// ownership rules, which only report when the type is declared in the project.
struct PropertyType {
    var info: TypeInfo
    /// `Model?` / `Model!`.
    var isOptional: Bool
    /// Text of the type as written, for messages.
    var written: String

    static func resolve(_ tree: SyntaxTree, binding: NodeID, index: Resolver) -> PropertyType? {
        if let type = tree.annotatedType(binding) { return resolve(tree, type: type, index: index) }
        guard let value = tree.initializerValue(binding) else { return nil }
        let e = tree.unwrapped(value)
        guard tree.kind(e) == .callExpr, var callee = tree.callee(e) else { return nil }
        callee = tree.unspecialized(callee)
        guard tree.kind(callee) == .identifierExpr, let n = tree.child(callee, .name) else { return nil }
        let name = tree.identifier(n)
        guard let info = index.type([name]) else { return nil }
        return PropertyType(info: info, isOptional: false, written: name)
    }

    static func resolve(_ tree: SyntaxTree, type: NodeID, index: Resolver) -> PropertyType? {
        var t = type
        var optional = false
        while tree.kind(t) == .optionalType || tree.kind(t) == .implicitlyUnwrappedOptionalType || tree.kind(t) == .attributedType {
            if tree.kind(t) != .attributedType { optional = true }
            guard let inner = tree.wrappedType(t) else { return nil }
            t = inner
        }
        guard let path = tree.typePath(t), let info = index.type(path) else { return nil }
        return PropertyType(info: info, isOptional: optional, written: tree.compactText(t))
    }
}
