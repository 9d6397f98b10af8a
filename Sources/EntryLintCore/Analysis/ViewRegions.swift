import SwiftLexer

/// Which code of a file runs while SwiftUI builds views, and which code is compiled only in
/// DEBUG builds. Computed in one walk per file and shared by every rule; the walk follows the
/// roles of closures and declarations, so it says nothing about the tree's shape (that is
/// `TreeIndex`).
public struct ViewRegions: Sendable {
    /// Per node: inside view-building code (body, `@ViewBuilder`, content closures).
    public let viewBuilding: [Bool]
    /// Per node: only compiled when `DEBUG` is set.
    public let debugOnly: [Bool]

    public func isViewBuilding(_ id: NodeID) -> Bool { viewBuilding[Int(id)] }
    public func isDebugOnly(_ id: NodeID) -> Bool { debugOnly[Int(id)] }

    /// Protocols whose conformers' members build views.
    static let viewProtocols: Set<String> = ["View", "Scene", "App", "ViewModifier", "PreviewProvider"]

    /// Words found in every file with view-building code: a view type or `some View` property
    /// names one of them (`App` bodies are `some Scene`).
    public static let triggers = ["View", "Scene", "ViewModifier", "PreviewProvider", "ViewBuilder", "AnyView"]

    /// The project's view types: an extension of one in a file that names no SwiftUI type still
    /// builds views.
    public static func projectTriggers(_ index: ProjectIndex) -> [String] { index.viewConformingTypeNames }

    /// `previewsBuildViews`: `"previews": true`, preview bodies are view code like any other.
    public init(tree: SyntaxTree, resolver: Resolver, locator: SiteLocator, previewsBuildViews: Bool = false) {
        var builder = Builder(tree: tree, lookups: resolver, locator: locator)
        builder.previewsBuildViews = previewsBuildViews
        builder.run()
        viewBuilding = builder.viewBuilding
        debugOnly = builder.debugOnly
    }

    struct Builder {
        let tree: SyntaxTree
        let lookups: Resolver
        let locator: SiteLocator
        var viewBuilding: [Bool]
        var debugOnly: [Bool]
        var previewsBuildViews = false

        init(tree: SyntaxTree, lookups: Resolver, locator: SiteLocator) {
            self.tree = tree
            self.lookups = lookups
            self.locator = locator
            viewBuilding = Array(repeating: false, count: tree.nodes.count)
            debugOnly = Array(repeating: false, count: tree.nodes.count)
        }

        struct Frame {
            var node: NodeID
            var building: Bool
            var debug: Bool
            /// Members of a type body: stored initializers run at init, not in body.
            var member: Bool
            /// Names of types that conform to View around this node (for `body`).
            var inView: Bool
            /// Whether a closure directly below runs now, building views. Closures reached any
            /// other way are values or callbacks: not view-building.
            var closureBuilds = false
            /// Inside a class that is not a view (a `UIViewController` building a hosting
            /// controller's root view): its view properties are built once, not by SwiftUI.
            var nonViewClass = false
            /// Inside a function, initializer, accessor or closure: a variable declared here is a
            /// local, evaluated where that code reads it.
            var local = false

            init(node: NodeID, building: Bool, debug: Bool, member: Bool, inView: Bool, local: Bool = false) {
                self.node = node
                self.building = building
                self.debug = debug
                self.member = member
                self.inView = inView
                self.local = local
            }
        }

        /// The walk's frames, in memory allocated once per file: appends and pops on an array
        /// checked its uniqueness at every node.
        struct FrameStack {
            private let base: UnsafeMutablePointer<Frame>
            private let capacity: Int
            private(set) var count = 0

            init(capacity: Int) {
                self.capacity = capacity
                base = .allocate(capacity: capacity)
            }

            func deallocate() { base.deallocate() }

            mutating func append(_ frame: Frame) {
                precondition(count < capacity, "view region walk: more frames than nodes")
                (base + count).initialize(to: frame)
                count += 1
            }

            mutating func popLast() -> Frame? {
                guard count > 0 else { return nil }
                count -= 1
                return (base + count).move()
            }

            /// Reverses the frames pushed since `start`.
            func reverse(from start: Int) {
                var i = start
                var j = count - 1
                while i < j {
                    swap(&base[i], &base[j])
                    i += 1
                    j -= 1
                }
            }
        }

        mutating func run() {
            // Written through buffer pointers from a non-mutating walk: a write to the builder's
            // arrays in a mutating loop checked their uniqueness at every node.
            var building = viewBuilding
            var debug = debugOnly
            viewBuilding = []
            debugOnly = []
            building.withUnsafeMutableBufferPointer { building in
                debug.withUnsafeMutableBufferPointer { debug in walk(building, debug) }
            }
            viewBuilding = building
            debugOnly = debug
        }

        func walk(_ viewBuilding: UnsafeMutableBufferPointer<Bool>, _ debugOnly: UnsafeMutableBufferPointer<Bool>) {
            // Every node is pushed once: the stack never holds more frames than the tree has nodes.
            var stack = FrameStack(capacity: tree.nodes.count + 1)
            defer { stack.deallocate() }
            tree.nodes.withUnsafeBufferPointer { walk(viewBuilding, debugOnly, nodes: $0, stack: &stack) }
        }

        /// `nodes` is the tree's node array: the common case (an expression or statement whose
        /// children inherit its region) follows sibling links in it directly, every node of the
        /// file passing there.
        func walk(_ viewBuilding: UnsafeMutableBufferPointer<Bool>, _ debugOnly: UnsafeMutableBufferPointer<Bool>,
                  nodes: UnsafeBufferPointer<Node>, stack: inout FrameStack) {
            stack.append(Frame(node: tree.root, building: false, debug: false, member: false, inView: false))
            // A node's children are pushed in source order, then that run is reversed in place, so
            // that they are popped in source order.
            while let f = stack.popLast() {
                let n = f.node
                viewBuilding[Int(n)] = f.building
                debugOnly[Int(n)] = f.debug
                let start = stack.count
                switch nodes[Int(n)].kind {
                case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                    let inView = isViewType(n)
                    let nonViewClass = tree.kind(n) == .classDecl && !inView
                    for c in tree.children(n) {
                        var frame = Frame(node: c, building: false, debug: f.debug, member: tree.kind(c) == .memberBlock,
                                          inView: inView)
                        frame.local = f.local && tree.kind(c) != .memberBlock
                        frame.nonViewClass = nonViewClass
                        stack.append(frame)
                    }
                case .memberBlock:
                    for c in tree.children(n) {
                        var frame = Frame(node: c, building: false, debug: f.debug, member: true, inView: f.inView)
                        frame.nonViewClass = f.nonViewClass
                        stack.append(frame)
                    }
                case .variableDecl:
                    let viewProperty = tree.hasAttribute(n, "ViewBuilder") && !(f.member && f.nonViewClass)
                    for c in tree.children(n) {
                        if tree.kind(c) == .patternBinding {
                            let isView = viewProperty
                                || (tree.isComputed(c) && !(f.member && f.nonViewClass) && isViewProperty(c, inView: f.inView))
                            for part in tree.children(c) {
                                let building: Bool
                                if tree.kind(part) == .accessorBlock {
                                    // A local computed view (`var content: some View { … }` in a
                                    // document's `makeWindowControllers()`) is built where the
                                    // code around it reads it, a global one wherever it is read.
                                    building = f.member ? isView : (f.building || (isView && !f.local))
                                } else {
                                    building = f.member ? false : f.building
                                }
                                stack.append(Frame(node: part, building: building, debug: f.debug, member: false,
                                                      inView: f.inView, local: f.local || tree.kind(part) == .accessorBlock))
                            }
                            viewBuilding[Int(c)] = f.building && !f.member
                            debugOnly[Int(c)] = f.debug
                        } else {
                            stack.append(Frame(node: c, building: false, debug: f.debug, member: false, inView: f.inView, local: f.local))
                        }
                    }
                case .functionDecl:
                    // A helper returning `some View` in a view or a `View` extension is view code
                    // with or without `@ViewBuilder`; one in a class that is no view runs once.
                    let building = !(f.member && f.nonViewClass)
                        && (tree.hasAttribute(n, "ViewBuilder") || isModifierBody(n) || (f.member && f.inView && returnsView(n)))
                    for c in tree.children(n) {
                        stack.append(Frame(node: c, building: tree.kind(c) == .codeBlock ? building : false,
                                              debug: f.debug, member: false, inView: f.inView, local: true))
                    }
                case .initializerDecl, .deinitializerDecl, .subscriptDecl:
                    // Initializers run when the parent builds the view value, not in its body.
                    for c in tree.children(n) {
                        stack.append(Frame(node: c, building: false, debug: f.debug, member: false, inView: f.inView, local: true))
                    }
                case .accessorDecl where !f.building:
                    for c in tree.children(n) {
                        stack.append(Frame(node: c, building: false, debug: f.debug, member: false, inView: f.inView, local: true))
                    }
                case .macroExpansionDecl, .macroExpansionExpr:
                    // `#Preview { }` is preview set-up, not app view code.
                    let isPreview = tree.child(n, .name).map { tree.identifier($0) == "Preview" } ?? false
                    for c in tree.children(n) {
                        stack.append(Frame(node: c, building: isPreview ? previewsBuildViews : f.building, debug: f.debug,
                                              member: false, inView: f.inView, local: f.local))
                    }
                case .callExpr where f.building:
                    callChildren(n, f, into: &stack)
                case .closureExpr where !f.building:
                    for c in tree.children(n) {
                        stack.append(Frame(node: c, building: false, debug: f.debug, member: false, inView: f.inView, local: true))
                    }
                case .ifConfigClause:
                    // The condition is not view-building code; the branch's items are what the
                    // enclosing code is, in a debug-only region under `#if DEBUG`.
                    let clause = IfConfigClause(unchecked: tree, n)
                    let guarded = clause.condition.map { requiresDebug($0) } ?? false
                    if let condition = clause.condition {
                        stack.append(Frame(node: condition, building: false, debug: f.debug, member: false, inView: f.inView, local: f.local))
                    }
                    for c in clause.items {
                        stack.append(Frame(node: c, building: f.building, debug: f.debug || guarded, member: f.member,
                                              inView: f.inView, local: f.local))
                    }
                default:
                    var c = nodes[Int(n)].firstChild
                    while c >= 0 {
                        let building = nodes[Int(c)].kind == .closureExpr ? (f.building && f.closureBuilds) : f.building
                        stack.append(Frame(node: c, building: building, debug: f.debug, member: false, inView: f.inView, local: f.local))
                        c = nodes[Int(c)].nextSibling
                    }
                }
                stack.reverse(from: start)
            }
        }

        /// The index as seen from one node of this file.
        func index(_ node: NodeID) -> Resolver { lookups.at(locator.site(node)) }

        /// A declaration of a type that is a View/Scene/App/ViewModifier (here or in an extension).
        func isViewType(_ decl: NodeID) -> Bool {
            let viewProtocols = ViewRegions.viewProtocols
            if tree.inheritedNames(decl).contains(where: viewProtocols.contains) { return true }
            var path: [String]? = nil
            if tree.kind(decl) == .extensionDecl {
                path = tree.extendedType(decl).flatMap { tree.typePath($0) }
                if path == ["View"] || path == ["Scene"] { return true }
            } else if let name = tree.declName(decl) {
                path = [name]
            }
            guard let path, let last = path.last else { return false }
            // Whatever the path resolves to is named `last` (a one-name typealias aside): when no
            // declaration of that name is a view, the lookup can be skipped.
            let project = lookups.index
            if !(path.count == 1 && project.aliases[last] != nil),
               !(project.typesByName[last] ?? []).contains(where: { !$0.inherits.isDisjoint(with: viewProtocols) }) {
                return false
            }
            if let info = index(decl).type(path) { return !info.inherits.isDisjoint(with: viewProtocols) }
            return false
        }

        /// `var body: some View`, `var header: some View`, `var x: AnyView`, `@ViewBuilder var y`.
        func isViewProperty(_ binding: NodeID, inView: Bool) -> Bool {
            guard let type = tree.annotatedType(binding) else { return false }
            let text = tree.compactText(type)
            if text == "someView" || text == "someScene" || text == "AnyView" || text == "some View"
                || text.hasPrefix("some") && (text.hasSuffix("View") || text.hasSuffix("Scene") || text.hasSuffix("Content")) {
                // `previews` of a PreviewProvider is preview set-up.
                if tree.bindingName(binding) == "previews" { return previewsBuildViews }
                return true
            }
            guard let path = tree.typePath(type), let name = path.last else { return false }
            // `SwiftUI.Text` or `Text`, unless the project declares its own type of that name;
            // `Theme.List` is a project type, whatever its last name.
            if let info = index(binding).type(path) { return info.conforms(to: "View") }
            return (path.count == 1 || path == ["SwiftUI", name]) && SDKCatalog.frameworkViews.contains(name)
        }

        /// `-> some View`, `-> some Scene` (an `-> AnyView` eraser is a plain function).
        func returnsView(_ fn: NodeID) -> Bool {
            guard let ret = tree.returnType(fn) else { return false }
            let text = tree.compactText(ret)
            return text == "someView" || text == "some View" || text == "someScene" || text == "some Scene"
        }

        /// `func body(content: Content) -> some View` of a ViewModifier.
        func isModifierBody(_ fn: NodeID) -> Bool {
            guard tree.declName(fn) == "body", let clause = tree.child(fn, .parameterClause) else { return false }
            let params = tree.children(clause, .parameter)
            guard params.count == 1, let label = tree.child(params[0], .name) else { return false }
            return tree.identifier(label) == "content"
        }

        /// Closures passed to a call in view-building code: content closures build views now,
        /// actions and unknown closures run later. Appended to `out` (the walk's reused buffer):
        /// every call of every body passes here, most with no closure.
        func callChildren(_ call: NodeID, _ f: Frame, into out: inout FrameStack) {
            let isIIFE = tree.callee(call).map { tree.kind(tree.unwrapped($0)) == .closureExpr } ?? false
            // `closureBuilds` is read only for a closure directly below an argument: the callee's
            // name, labels and parameters are looked up only when there is one.
            var hasClosure = false
            for c in tree.children(call) where tree.kind(c) == .argument || tree.kind(c) == .trailingClosure {
                if tree.child(c, .closureExpr) != nil { hasClosure = true; break }
            }
            guard hasClosure else {
                // No closure argument: nothing below is a closure whose role the callee decides.
                for c in tree.children(call) {
                    var frame = Frame(node: c, building: f.building, debug: f.debug, member: false, inView: f.inView, local: f.local)
                    frame.closureBuilds = tree.kind(c) != .argument && tree.kind(c) != .trailingClosure && isIIFE
                    out.append(frame)
                }
                return
            }
            let calleeName = tree.calleeName(call) ?? ""
            let arguments = tree.arguments(call)
            let labels = Set(arguments.compactMap { $0.label })
            let shape = arguments.map { (label: $0.label, trailing: $0.trailing) }
            var firstTrailing = true
            var k = 0
            for c in tree.children(call) {
                switch tree.kind(c) {
                case .argument:
                    let label = tree[c].flags.contains(.labeled) ? tree.child(c, .name).map { tree.identifier($0) } : nil
                    let building = tree.child(c, .closureExpr) != nil
                        && closureBuildsViews(call, callee: calleeName, label: label, firstTrailing: false, labels: labels,
                                              shape: shape, at: k)
                    k += 1
                    var frame = Frame(node: c, building: f.building, debug: f.debug, member: false, inView: f.inView, local: f.local)
                    frame.closureBuilds = building
                    out.append(frame)
                case .trailingClosure:
                    let label = tree[c].flags.contains(.labeled) ? tree.child(c, .name).map { tree.identifier($0) } : nil
                    let building = tree.child(c, .closureExpr) != nil
                        && closureBuildsViews(call, callee: calleeName, label: label,
                                              firstTrailing: firstTrailing && label == nil, labels: labels,
                                              shape: shape, at: k)
                    k += 1
                    firstTrailing = false
                    var frame = Frame(node: c, building: f.building, debug: f.debug, member: false, inView: f.inView, local: f.local)
                    frame.closureBuilds = building
                    out.append(frame)
                default:
                    // The callee: an immediately-invoked closure runs now.
                    var frame = Frame(node: c, building: f.building, debug: f.debug, member: false, inView: f.inView, local: f.local)
                    frame.closureBuilds = isIIFE
                    out.append(frame)
                }
            }
        }

        func closureBuildsViews(_ call: NodeID, callee: String, label: String?, firstTrailing: Bool, labels: Set<String>,
                                shape: [(label: String?, trailing: Bool)], at k: Int) -> Bool {
            if let label, SDKCatalog.deferredLabels.contains(label) { return false }
            if callee == "Button" {
                // `Button("x") { action }` and `Button { action } label: { … }`: the first unlabeled
                // closure is the action unless `action:` was passed.
                return !(firstTrailing && !labels.contains("action"))
            }
            if SDKCatalog.deferredCallees.contains(callee) { return false }
            if SDKCatalog.viewBuildingCallees.contains(callee) { return true }
            // A project view's `@ViewBuilder` (or view-returning) parameter.
            if let info = index(call).type(tree.calleePath(call) ?? [callee]), info.conforms(to: "View") {
                return projectParameterIsViewBuilder(info, arguments: shape, at: k)
            }
            return false
        }

        func projectParameterIsViewBuilder(_ info: TypeInfo, arguments: [(label: String?, trailing: Bool)], at k: Int) -> Bool {
            ViewParameter.match(info, arguments: arguments, at: k).contains { $0.isViewBuilder || $0.returnsView }
        }

        /// `DEBUG`, `DEBUG && x`, `(DEBUG)`: the clause compiles only in debug builds.
        func requiresDebug(_ condition: NodeID) -> Bool {
            let c = tree.unwrapped(condition)
            switch tree.kind(c) {
            case .identifierExpr:
                return tree.child(c, .name).map { tree.identifier($0) == "DEBUG" } ?? false
            case .infixOperatorExpr:
                let infix = InfixOperatorExpr(unchecked: tree, c)
                guard let (lhs, rhs) = infix.operands, infix.operator == .andAnd else { return false }
                return requiresDebug(lhs) || requiresDebug(rhs)
            default:
                return false
            }
        }
    }
}
