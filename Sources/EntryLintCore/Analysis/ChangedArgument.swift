/// Whether one argument at a construction of a project view is new on every evaluation of the
/// code building it, and where the child keeps it: the questions `body_closure_argument`,
/// `body_fresh_object` and `body_collection_argument` ask, shared with `entrylint views`
/// (`ViewPropagation`).
enum ChangedArgument {
    /// A closure literal that captures something (`ClosureCaptures`), or an unapplied method
    /// reference of the view being built, that the child stores as a plain function (not view
    /// content): the stored property, and whether it is a method reference.
    static func closure(_ value: NodeID, _ info: TypeInfo, arguments shape: [(label: String?, trailing: Bool)], at k: Int,
                        _ context: RuleContext) -> (property: String, isReference: Bool)? {
        let tree = context.tree
        let isClosure = tree.kind(value) == .closureExpr
        let isReference = !isClosure && BodyClosureArgument.isMethodReference(value, context)
        guard isClosure || isReference else { return nil }
        if isClosure && ClosureCaptures.isCaptureFree(value, context) { return nil }
        guard let property = BodyClosureArgument.storedClosureProperty(info, arguments: shape, at: k) else { return nil }
        return (property, isReference)
    }

    /// A collection built in place (`how`, from `BuiltCollection.construction`) that the child
    /// stores in a plain property whose elements are compared by buffer (not `Equatable`): the
    /// property, its declared type and the element type.
    static func collection(_ info: TypeInfo, arguments shape: [(label: String?, trailing: Bool)], at k: Int,
                           _ resolver: Resolver) -> (property: String, typeText: String, element: String)? {
        guard let (property, typeText) = BodyCollectionArgument.storedProperty(info, arguments: shape, at: k),
              case let .byBuffer(element) = BuiltCollection.comparison(ofStoredType: typeText, resolver) else { return nil }
        return (property, typeText, element)
    }

    /// A call argument (`value`, for the parameter `label` or at `position`) of a view's
    /// initializer that makes a new object (`FreshnessEvaluator`), not deferred by the child
    /// (`@autoclosure`), not a formatter used in place (`ExpensiveWork`), not a framework value or
    /// a snapshot of fixed values: the verdict. `project` is the child when the project declares it.
    static func newObject(_ value: NodeID, _ project: TypeInfo?, label: String?, position: Int, _ context: RuleContext) -> Verdict? {
        let tree = context.tree
        guard tree.kind(value) == .callExpr else { return nil }
        if let project, BodyFreshObject.isAutoclosure(project, label: label, position: position) { return nil }
        if ExpensiveWork.claims(context, value) { return nil }
        let expected = project.flatMap { BodyFreshObject.expectedType($0, label: label) }
        let verdict = context.evaluator.evaluate(tree, value, expectedType: expected)
        guard verdict.kind == .freshReference, !BodyFreshObject.isFrameworkValue(verdict.typeName),
              !BodyFreshObject.isSnapshot(verdict.typeName, context) else { return nil }
        return verdict
    }
}
