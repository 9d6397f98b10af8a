/// Costly work in view-building code, classified once for the two rules that care: what
/// `body_expensive_work` reports, and what `body_fresh_object` leaves to it.
enum ExpensiveWork {
    enum Work {
        case formatter(type: String)
        case decoder(type: String)
        case regex(expression: String)
        case io(expression: String)
        case decoding(expression: String)
    }

    /// Whether `body_expensive_work` reports the construction at `node` (so `body_fresh_object` does not):
    /// a formatter, decoder or regular expression created and used in view-building code, or an
    /// immediately-invoked closure there that creates one.
    static func claims(_ context: RuleContext, _ node: NodeID) -> Bool {
        let tree = context.tree
        let e = tree.unwrapped(node)
        guard tree.kind(e) == .callExpr, context.views.isViewBuilding(e) else { return false }
        if let callee = tree.callee(e), tree.kind(callee) == .closureExpr {
            var found = false
            tree.walk(callee) { n in
                if !found, tree.kind(n) == .callExpr, context.views.isViewBuilding(n), let w = work(context, n) {
                    if case .io = w {} else if case .decoding = w {} else { found = true }
                }
                return !found
            }
            return found
        }
        guard let w = work(context, e) else { return false }
        if case .io = w { return false }
        if case .decoding = w { return false }
        return true
    }

    /// Every callee name that can be work (types and methods), by hash: most calls of a body
    /// (`Text`, `VStack`, `padding`) are turned away on their token's bytes, without spelling the
    /// name or asking five sets (that was a tenth of this rule's cost).
    static let candidateNames = HashedNames(
        SDKCatalog.formatterTypes.union(SDKCatalog.decoderTypes).union(SDKCatalog.regexTypes).union(SDKCatalog.readingTypes)
            .union(SDKCatalog.imageDecodingTypes).union(SDKCatalog.fileManagerReads).union(["Regex", "decode", "jsonObject", "propertyList"]))

    /// The costly work a call in view-building code does, if any.
    static func work(_ context: RuleContext, _ call: NodeID) -> Work? {
        let tree = context.tree
        guard tree.calleeName(call, in: candidateNames), var callee = tree.callee(call) else { return nil }
        callee = tree.unspecialized(callee)
        switch tree.kind(callee) {
        case .identifierExpr:
            guard let n = tree.child(callee, .name) else { return nil }
            let name = tree.identifier(n)
            // Names first: resolving every call's name (`Text`, `VStack`, …) was most of this
            // rule's cost, and only these names can be work.
            guard SDKCatalog.formatterTypes.contains(name) || SDKCatalog.decoderTypes.contains(name) || SDKCatalog.regexTypes.contains(name)
                    || name == "Regex" || SDKCatalog.readingTypes.contains(name) || SDKCatalog.imageDecodingTypes.contains(name) else { return nil }
            // A project type of that name is not Foundation's.
            if context.index.type([name])?.kind != nil { return nil }
            let args = tree.arguments(call)
            if SDKCatalog.formatterTypes.contains(name) { return usedInPlace(context, call) ? .formatter(type: name) : nil }
            if SDKCatalog.decoderTypes.contains(name) { return usedInPlace(context, call) ? .decoder(type: name) : nil }
            if SDKCatalog.regexTypes.contains(name) { return usedInPlace(context, call) ? .regex(expression: context.quote(call)) : nil }
            if name == "Regex", let first = args.first, first.label == nil, tree.kind(tree.unwrapped(first.value)) == .stringLiteral {
                return .regex(expression: context.quote(call))
            }
            if SDKCatalog.readingTypes.contains(name), let label = args.first?.label, SDKCatalog.readingLabels.contains(label) {
                return .io(expression: context.quote(call))
            }
            // `UIImage(data: photoData)`: the whole image is decoded again on every evaluation
            // (judged on an unseen app: a photo per grid card decoded on each tap of the register).
            if SDKCatalog.imageDecodingTypes.contains(name), args.first?.label == "data" {
                return .decoding(expression: context.quote(call))
            }
            return nil
        case .memberAccessExpr:
            guard let n = tree.child(callee, .name), let base = tree.memberBase(callee) else { return nil }
            let name = tree.identifier(n)
            guard SDKCatalog.fileManagerReads.contains(name) || name == "decode" || name == "jsonObject" || name == "propertyList" else { return nil }
            let args = tree.arguments(call)
            let baseText = tree.compactText(base)
            if SDKCatalog.fileManagerReads.contains(name), baseText == "FileManager.default" || baseText == "FileManager()" {
                if name == "contents" && args.first?.label != "atPath" { return nil }
                return .io(expression: context.quote(call))
            }
            if name == "decode", args.count >= 2, args[0].label == nil, isMetatype(tree, args[0].value),
               args.contains(where: { $0.label == "from" }) {
                return .decoding(expression: context.quote(call))
            }
            if (baseText == "JSONSerialization" && name == "jsonObject")
                || (baseText == "PropertyListSerialization" && name == "propertyList") {
                return .decoding(expression: context.quote(call))
            }
            return nil
        default:
            return nil
        }
    }

    /// `T.self`.
    static func isMetatype(_ tree: SyntaxTree, _ e: NodeID) -> Bool {
        let e = tree.unwrapped(e)
        guard tree.kind(e) == .memberAccessExpr, let n = tree.child(e, .name) else { return false }
        return tree.identifier(n) == "self"
    }

    /// The construction is used where it is made: a local's value, the receiver of a call, or
    /// the `formatter:` argument of `Text`/`TextField`. Handed to a project view, it is an object
    /// the child receives (`body_fresh_object`).
    static func usedInPlace(_ context: RuleContext, _ construction: NodeID) -> Bool {
        let tree = context.tree
        var child = construction
        guard var p = context.views.parent(construction) else { return false }
        while [.tryExpr, .awaitExpr, .forceUnwrapExpr, .optionalChainingExpr].contains(tree.kind(p)),
              let next = context.views.parent(p) {
            child = p
            p = next
        }
        switch tree.kind(p) {
        case .initializer:
            return context.views.parent(p).map { tree.kind($0) == .patternBinding } ?? false
        case .memberAccessExpr:
            return tree.memberBase(p) == child
        case .argument:
            guard let call = context.views.parent(p), tree.kind(call) == .callExpr,
                  let viewName = tree.calleeName(call), viewName == "Text" || viewName == "TextField",
                  tree[p].flags.contains(.labeled), let label = tree.child(p, .name) else { return false }
            return tree.identifier(label) == "formatter"
        default:
            return false
        }
    }
}
