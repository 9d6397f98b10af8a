/// Whether a view shows what an object it holds in a stored property publishes: its
/// view-building code reads a property of it (`Text(model.title)`), calls one of its methods
/// there, binds a control to it (`$model.name`), or hands the object on to another view. A view
/// that only calls the object in actions and in its functions (`model.load { rows = $0 }` in
/// `onAppear`, the result copied into `@State`) shows nothing of it: judged on an unseen app, a
/// new object each time (`@ObservedObject var model = Model()`) or an unobserved one (`@State
/// var model = Model()`) lost nothing anyone saw, 45 of 45.
///
/// When in doubt it shows: a property read in a function or a computed property (which view
/// code may call) counts, and so does anything the walk cannot place.
enum ObjectDisplay {
    struct Uses {
        /// View-building code reads it, calls it or binds to it.
        var displays = false
        /// View-building code passes the whole object on (`Child(model: model)`,
        /// `.environmentObject(model)`).
        var handsOn = false
        /// With `collecting`: the object's members the shown uses read first (`fileClient` of
        /// `model.fileClient?.title`), and whether some shown use is not such a read (a call of
        /// the object, a use the walk cannot place), which may show anything of it.
        var shownMembers: Set<String> = []
        var showsWhole = false
        /// Some shown use is not a binding handed to a control (`$model.name` in
        /// `TextField(text:)`): a read, a call, a use the walk cannot place.
        var showsBesideBindings = false
        /// The declarations name it at all (an action, a function, an initializer included).
        var named = false

        mutating func shows(member: String?, boundArgument: Bool = false) {
            displays = true
            if !boundArgument { showsBesideBindings = true }
            if let member { shownMembers.insert(member) } else { showsWhole = true }
        }
    }

    /// How the declarations `decls` (a view and its extensions in this file) use the stored
    /// property `property`.
    /// `collecting`: every use is placed, for `Uses.shownMembers`.
    static func uses(of property: String, in decls: [NodeID], _ context: RuleContext, collecting: Bool = false) -> Uses {
        let tree = context.tree
        let views = context.views
        var out = Uses()
        let names: Set<String> = [property, "$" + property, "_" + property]
        for decl in decls {
            tree.walk(decl) { n in
                if out.displays && out.handsOn && !collecting { return false }
                var use: NodeID?
                switch tree.kind(n) {
                case .identifierExpr:
                    guard let id = tree.child(n, .name), names.contains(tree.identifier(id)) else { return true }
                    // `self.model` is placed at the member access.
                    if let p = views.parent(n), tree.kind(p) == .memberAccessExpr, tree.memberBase(p) == n, tree.name(n, is: "self") { return true }
                    use = n
                case .memberAccessExpr:
                    guard let base = tree.memberBase(n), tree.kind(base) == .identifierExpr, tree.name(base, is: "self"),
                          let id = tree.child(n, .name), names.contains(tree.identifier(id)) else { return true }
                    use = n
                default:
                    return true
                }
                guard let use else { return true }
                out.named = true
                place(use, binding: tree.identifier(tree.child(use, .name) ?? use).hasPrefix("$"), property: property, into: &out, context)
                return false
            }
        }
        return out
    }

    private static func place(_ use: NodeID, binding: Bool, property: String, into out: inout Uses, _ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        // Where the use is: an initializer (the hand-over), an action, a function, view code.
        var n = use
        var inFunction = false
        var inClosure = false
        while let p = views.parent(n) {
            switch tree.kind(p) {
            case .initializerDecl:
                return
            case .closureExpr:
                if let q = views.parent(p), views.isViewBuilding(q), isAction(p, context) { return }
                inClosure = true
            case .functionDecl:
                inFunction = !views.isViewBuilding(use)
            default:
                break
            }
            if inFunction { break }
            n = p
        }
        // What the use is: a member read, a method call, a write, the whole object passed on.
        var chain = use
        var members = 0
        var firstMember: String?
        while let p = views.parent(chain) {
            let k = tree.kind(p)
            if k == .memberAccessExpr, tree.memberBase(p) == chain {
                if members == 0 { firstMember = tree.child(p, .name).map { tree.identifier($0) } }
                members += 1
            } else if k != .optionalChainingExpr && k != .forceUnwrapExpr { break }
            chain = p
        }
        let parent = views.parent(chain)
        let isCall = parent.map { tree.kind($0) == .callExpr && tree.callee($0) == chain } ?? false
        // The member read first, unless it is what is called (`model.load()`; `model.client.load()`
        // reads `client`).
        let shownMember = members > 1 || (members == 1 && !isCall) ? firstMember : nil
        let isWrite = parent.map { tree.kind($0) == .assignmentExpr && tree.child($0, at: 0) == chain } ?? false
        let passed = members == 0 && (parent.map { tree.kind($0) == .argument } ?? false)
        if inFunction {
            // A function's property read may feed the body; its calls and writes show nothing,
            // nor does a read in a completion handler or one copied into another property
            // (`self.rows = self.model.rows`).
            let copied = parent.map { tree.kind($0) == .assignmentExpr && tree.child($0, at: 0) != chain } ?? false
            if members > 0 && !isCall && !isWrite && !inClosure && !copied { out.shows(member: shownMember) }
            return
        }
        if ignoredReaction(use, context) { return }
        if !views.isViewBuilding(use) {
            // A computed property or another member the walk cannot place: as if shown.
            out.shows(member: nil)
            return
        }
        if passed && !binding {
            out.handsOn = true
        } else if members > 0, !isCall, let parent, tree.kind(parent) == .argument, handsOnBeside(parent, property, context) {
            // `Preview(sizer: sizer, size: sizer.size)`: the child is given the object itself,
            // which it observes; the read beside it is that child's to refresh (judged WRONG on
            // an unseen app: an unobserved holder handing its object to the view that observes it).
            out.handsOn = true
        } else if !isWrite {
            // `$model.name` handed to a control: the control shows what it is given and what the
            // user enters through it.
            let boundArgument = binding && members > 0 && !isCall && parent.map { isControlArgument($0, context) } == true
            out.shows(member: shownMember, boundArgument: boundArgument)
        }
    }

    /// Whether `use` is the value of an `.onChange(of:)` whose action does nothing
    /// (`.onChange(of: field.value) {}`): read for a reaction that shows nothing.
    private static func ignoredReaction(_ use: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        let views = context.views
        var cur = use
        while let p = views.parent(cur) {
            if tree.kind(p) == .argument {
                guard let call = views.parent(p), tree.kind(call) == .callExpr, tree.calleeName(call) == "onChange",
                      tree.arguments(call).contains(where: { $0.label == "of" && tree.range($0.value).lowerBound <= tree.range(use).lowerBound
                          && tree.range(use).upperBound <= tree.range($0.value).upperBound }),
                      let action = tree.arguments(call).last(where: { $0.trailing || $0.label == "perform" || $0.label == "action" })?.value,
                      tree.kind(action) == .closureExpr else { return false }
                return tree.children(action).allSatisfy { tree.kind($0) == .closureSignature }
            }
            if tree.kind(p).isDeclaration || tree.kind(p) == .closureExpr { return false }
            cur = p
        }
        return false
    }

    /// SwiftUI's controls that show the value of the binding they are given and write what the
    /// user enters into it.
    static let controls: Set<String> = ["TextField", "SecureField", "TextEditor", "Toggle", "Slider", "Stepper",
                                        "Picker", "DatePicker", "ColorPicker"]

    /// Whether `argument` is an argument of one of `controls`.
    private static func isControlArgument(_ argument: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard tree.kind(argument) == .argument, let call = context.views.parent(argument), tree.kind(call) == .callExpr,
              let callee = tree.calleeName(call) else { return false }
        return controls.contains(callee)
    }

    /// A publisher of the object in `property` that the view's code subscribes to itself
    /// (`data.$glucose`, `model.objectWillChange`, in a `sink`, an `onReceive` or a merge of
    /// them): the view follows the object's changes by hand, whatever wrapper holds it.
    static func subscription(to property: String, in decls: [NodeID], _ context: RuleContext) -> String? {
        let tree = context.tree
        var found: String?
        for decl in decls where found == nil {
            tree.walk(decl) { n in
                guard found == nil else { return false }
                guard tree.kind(n) == .memberAccessExpr, let member = tree.child(n, .name), let base = tree.memberBase(n) else { return true }
                let name = tree.identifier(member)
                guard name.hasPrefix("$") || name == "objectWillChange" else { return true }
                // `data.$points`, or `self.data.$points`.
                let throughSelf = tree.kind(base) == .memberAccessExpr && tree.memberBase(base).map { tree.name($0, is: "self") } == true
                guard tree.kind(base) == .identifierExpr || throughSelf,
                      let id = tree.child(base, .name), tree.identifier(id) == property else { return true }
                found = tree.compactText(n)
                return false
            }
        }
        return found
    }

    /// Whether the call that `argument` belongs to is also given the whole object `property`.
    static func handsOnBeside(_ argument: NodeID, _ property: String, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let call = context.views.parent(argument), tree.kind(call) == .callExpr else { return false }
        return tree.arguments(call).contains { a in
            let v = tree.unwrapped(a.value)
            return tree.kind(v) == .identifierExpr && tree.child(v, .name).map { tree.identifier($0) == property } == true
        }
    }

    /// The declarations of the view around the property declaration `node` (its own and its
    /// extensions in this file), or nil when an extension in another file could use the property
    /// too: not when the property is `private` or `fileprivate`, which only this file can name.
    static func declarations(around node: NodeID, _ context: RuleContext) -> [NodeID]? {
        let tree = context.tree
        guard let decl = EnclosingType.of(node, context), tree.kind(decl) == .structDecl, let name = tree.declName(decl),
              let view = context.index.type([name]) else { return nil }
        return declarations(of: decl, view, onlyThisFile: tree.isPrivate(node), context)
    }

    /// `decl`, the declaration of `view` in this file, and its extensions here; nil when another
    /// file declares or extends it, unless `onlyThisFile` (what is asked about is private to it).
    static func declarations(of decl: NodeID, _ view: TypeInfo, onlyThisFile: Bool = false, _ context: RuleContext) -> [NodeID]? {
        let tree = context.tree
        let files = context.project.observation.files(declaring: view)
        guard files.contains(context.path), files.count == 1 || onlyThisFile else { return nil }
        return [decl] + context.nodes(.extensionDecl).filter { ext in
            tree.extendedType(ext).flatMap { tree.typePath($0) }.flatMap { context.index.type($0) } === view
        }
    }

    /// A closure SwiftUI calls later: a deferred callee's (`.task`, `.onAppear`), one labeled
    /// as an action, or the unlabeled closure of a `Button` (its action).
    static func isAction(_ closure: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let holder = context.views.parent(closure), tree.kind(holder) == .trailingClosure || tree.kind(holder) == .argument,
              let call = context.views.parent(holder), tree.kind(call) == .callExpr, let callee = tree.calleeName(call) else { return false }
        let label = tree[holder].flags.contains(.labeled) ? tree.child(holder, .name).map { tree.identifier($0) } : nil
        if let label { return SDKCatalog.deferredLabels.contains(label) }
        return SDKCatalog.deferredCallees.contains(callee) || callee == "Button"
    }
}
