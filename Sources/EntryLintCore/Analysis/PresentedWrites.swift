/// A view's own state that only the content of one of its presentations writes (a drag in a
/// `.fullScreenCover { … }` moving `offset`): the view re-evaluates at that rate only while the
/// presentation covers the rest of it or takes the user from it, so work outside the
/// presentation saves nothing then (judged NOISE on an unseen app: a number pad behind a
/// delete confirmation dragged per frame, the note blaming the drag). Read from this file's
/// tree, where such writes are: a write this file does not show keeps the source.
enum PresentedWrites {
    /// `estimate` without the sources of `view` that this file writes only inside presentations'
    /// content, for work at a node outside any presentation.
    static func outside(_ estimate: ChangeModel.Estimate, of view: TypeInfo?, _ context: RuleContext) -> ChangeModel.Estimate {
        guard let view, estimate.frequency.isFrequent,
              estimate.because.contains(where: { $0.owner == view.name && $0.frequency.isFrequent }) else { return estimate }
        var out = ChangeModel.Estimate()
        out.isUnknown = estimate.isUnknown
        func kept(_ s: ChangeModel.Source) -> Bool {
            !(s.owner == view.name && s.frequency.isFrequent && onlyInPresentations(s.property, of: view.name, context))
        }
        for source in estimate.because where kept(source) { out.join(source) }
        out.sure = estimate.sure.filter(kept)
        return out
    }

    /// Whether this file writes `property` of `view` at least once, and only inside the content of
    /// a presentation (`ChangeModel.inPresentation`): assignments, compound assignments, mutating
    /// calls (`offset.negate()`) and `$property` bindings handed anywhere.
    static func onlyInPresentations(_ property: String, of view: String, _ context: RuleContext) -> Bool {
        let key = view + "." + property
        if let known = context.presentedWrites[key] { return known }
        let found = scan(property, of: view, context)
        context.presentedWrites[key] = found
        return found
    }

    static func scan(_ property: String, of view: String, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var inside = 0
        func named(_ e: NodeID) -> Bool {
            let e = tree.unwrapped(e)
            switch tree.kind(e) {
            case .identifierExpr:
                return tree.child(e, .name).map { tree.identifier($0) } == property
            case .memberAccessExpr:
                guard let base = tree.memberBase(e), tree.kind(tree.unwrapped(base)) == .identifierExpr,
                      tree.child(tree.unwrapped(base), .name).map({ tree.identifier($0) }) == "self" else { return false }
                return tree.child(e, .name).map { tree.identifier($0) } == property
            default:
                return false
            }
        }
        func inView(_ n: NodeID) -> Bool {
            guard let decl = EnclosingType.of(n, context) else { return false }
            if tree.kind(decl) == .extensionDecl { return tree.extendedType(decl).flatMap { tree.typePath($0) }?.last == view }
            return tree.declName(decl) == view
        }
        // A write of `property` in the view's code outside every presentation keeps the source.
        for n in context.nodes(.assignmentExpr, .infixOperatorExpr, .callExpr, .identifierExpr) {
            var write = false
            switch tree.kind(n) {
            case .assignmentExpr:
                write = AssignmentExpr(unchecked: tree, n).target.map(named) ?? false
            case .infixOperatorExpr:
                if let target = tree.child(n, at: 0), named(target), let op = tree.child(n, .op) {
                    write = VaryingInputs.compoundAssignments.contains(tree.text(op).trimmingCharacters(in: .whitespaces))
                }
            case .callExpr:
                if let callee = tree.callee(n), tree.kind(callee) == .memberAccessExpr, let base = tree.memberBase(callee), named(base),
                   let method = tree.child(callee, .name).map({ tree.identifier($0) }) {
                    write = WriteFrequencies.mutators.contains(method) || method == "toggle" || method == "negate"
                }
            default:
                // `$offset`: a binding some control or child writes through.
                let r = tree.range(n)
                if !r.isEmpty, tree.source[r.lowerBound] == UInt8(ascii: "$"), tree.compactText(n) == "$" + property { write = true }
            }
            guard write, inView(n) else { continue }
            if !ChangeModel.inPresentation(n, context) { return false }
            inside += 1
        }
        return inside > 0
    }
}
