/// `body_closure_argument`: a closure created in view-building code and stored by a child view.
/// Documentation: `info.documentation` (`entrylint explain body_closure_argument`).
public enum BodyClosureArgument: ViewBuildingRule {
    public static let info = RuleInfo(
        id: "body_closure_argument",
        defaultSeverity: .warning,
        category: .performance,
        summary: "A closure literal or method reference is passed in body to a project view that stores it.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports a closure literal, or an unapplied method reference (`onTap: refresh`), passed in \
            view-building code to a view declared in the project whose matching stored property is a \
            function type that is not `@ViewBuilder` content. Several closures of one call are one \
            finding. Closures that capture nothing (`{ }`, `{ Router.open(.home) }`), children whose \
            type conforms to `Equatable` (in its declaration or in an extension anywhere in the \
            project, with or without `.equatable()` at the call site), representables (`UIViewRepresentable` and the \
            like) whose `update…` method is empty, closures made in a view whose only inputs are \
            constant values (no state, observed objects, closures or unknown types: it re-evaluates \
            only when those values change; an object the child observes too, or one whose class \
            announces nothing, is allowed), leaf children (a small body that lays out only SDK \
            views: re-evaluating it builds what its content written inline would), views of a \
            widget extension (archived snapshots), calls that also pass the child another input new \
            on every evaluation (a capturing content closure it stores, a `Binding(get:set:)`, a \
            new object, an array built with `.map` in place, or the date of a `TimelineView`'s \
            context, new on every tick: the \
            closure is not the cause), content given to a project `.alert`-like helper that hosts \
            it in a window of its own (`UIHostingController`, `UIWindow`, built once per \
            presentation), and preview and test code are not reported. A finding is \
            in the default profile when the change model shows the saving is frequent: the view \
            building the child re-evaluates more often than once a second (a timer, a drag, scrolling, \
            a `TimelineView` around the call), every write behind that is seen by its owner type, and \
            the child would not re-evaluate that often anyway (its own state is less frequent and it \
            does not observe the changing object), and the work saved is not trivial: the child is \
            repeated per row of data (not a few rows fixed in the code: a literal array, even held \
            in a `let`, `allCases`, a literal range; nor a row that only hands its values to a \
            representable with a small update method), builds rows of its own, or has a large body \
            (400 syntax nodes or more); notes give that evidence. The others (a small button or \
            label re-evaluated on a tick costs next to nothing, also inside a `TimelineView` that \
            rebuilds all its content on purpose) are in the audit profile.
            """,
            whyIsThisBad: """
            Each evaluation of the body creates a new closure. Closures cannot be compared, so SwiftUI \
            sees the child's stored closure as changed every time and re-evaluates the child's body \
            whenever the parent's runs, however little changed. A view that stores a closure is not \
            plain data, so when its type is `Equatable` SwiftUI compares it with its own `==` (also \
            without `.equatable()`): an `==` that ignores the closure keeps the child from \
            re-evaluating, and such a child is not reported.
            """,
            example: """
            ForEach(items) { item in
                ItemRow(item: item, onTap: { selected = item })
            }
            """,
            useInstead: """
            // make the child Equatable over its data: SwiftUI compares it with its own ==
            // ('.equatable()' states the intent at the call site):
            struct ItemRow: View, Equatable {
                let item: Item
                let onTap: () -> Void
                static func == (a: Self, b: Self) -> Bool { a.item == b.item }
                var body: some View { … }
            }
            ForEach(items) { item in
                ItemRow(item: item, onTap: { selected = item }).equatable()
            }
            // or pass an existing closure: a stored property passes through unchanged
            ItemRow(item: item, onTap: onTap)
            """,
            fixSafety: "No automatic fix: the child's interface has to change."),
        defaultProfileEvidence: "the view building the child re-evaluates more often than once a second (a timer, a drag, scrolling, a TimelineView), as the change model finds by owner (not in a sheet's, popover's or alert's content, built only while presented, when what drives the presenting view has stopped; and not, outside such content, from state only that content writes, a drag in a full-screen cover, which drives the rest only while it covers it), and the child would not re-evaluate that often anyway",
        triggeringExamples: [
            """
            struct Avatar: View {
                var body: some View { Circle() }
            }
            struct Row: View {
                let onTap: () -> Void
                var body: some View { HStack { Avatar(); Text("") } }
            }
            struct V: View {
                @State private var n = 0
                var body: some View {
                    Row(onTap: ↓{ n += 1 })
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Card<C: View>: View {
                @ViewBuilder let content: () -> C
                var body: some View { content() }
            }
            struct V: View {
                let onTap: () -> Void
                var body: some View {
                    Card { Text("a") }
                    Button("Go") { }
                    Row(onTap: onTap)
                }
            }
            """,
            """
            // A leaf: re-evaluating it costs what its Button written inline would.
            struct DoneButton: View {
                let action: () -> Void
                var body: some View { Button("Done", action: action).bold() }
            }
            struct V: View {
                @State private var n = 0
                var body: some View {
                    DoneButton(action: { n += 1 })
                }
            }
            """,
        ])

    enum Message {
        case closures(view: String, properties: [String], isReference: Bool, place: String, reason: BodyImpact.Reason?)

        var text: String {
            switch self {
            case let .closures(view, properties, isReference, place, reason):
                let what: String
                if properties.count == 1 {
                    what = "\(isReference ? "method reference" : "closure") for '\(properties[0])' of '\(view)' is"
                } else {
                    let names = properties.map { "'\($0)'" }.joined(separator: ", ")
                    what = "\(properties.count) closures for '\(view)'" + (names.count <= 32 ? " (\(names)) are" : " are")
                }
                let head = "\(what) new on every evaluation of \(place): the child looks changed and re-evaluates"
                return MessageLine.fit(head, reason.map { "; " + $0.phrase })
            }
        }
    }

    enum Advice {
        case forward(property: String)
        case equatable(view: String, properties: [String])
        /// The child reads shared state it does not observe (`shared`, a plain `let` of a class
        /// or an environment value holding one): only its re-evaluation keeps it fresh, so an
        /// '==' that ignores the closure would freeze it.
        case existingClosure(view: String, shared: String)
        /// The child calls the closure for a value (`isSelected: () -> Bool`): an '==' that
        /// ignores it would freeze what it computes; the value itself compares.
        case value(property: String, type: String)

        var text: String {
            switch self {
            case let .value(property, type):
                return "pass the '\(type)' that '\(property)' computes instead of a closure: the child compares a value and re-evaluates only when it changes (not Equatable ignoring it: the closure is how the value reaches the child)"
            case let .forward(property):
                return "pass '\(property)' itself instead of a closure that only calls it: a stored closure passes through unchanged"
            case let .equatable(view, properties):
                let ignored = properties.map { "'\($0)'" }.joined(separator: ", ")
                return "make '\(view)' Equatable over its data (ignoring \(ignored)) and apply '.equatable()', or pass an existing closure (a stored property passes through unchanged)"
            case let .existingClosure(view, shared):
                return "pass an existing closure (a stored property passes through unchanged); not Equatable: '\(view)' reads '\(shared)', shared state it does not observe, which only its re-evaluation keeps fresh"
            }
        }
    }

    /// The type a child's stored closure returns when it takes no argument and returns a value
    /// (`let isSelected: () -> Bool`): a getter the child calls for what it shows, not an action.
    static func getterResult(of property: String, in child: TypeInfo) -> String? {
        guard let text = child.storedProperties.first(where: { $0.name == property })?.typeText else { return nil }
        var t = Substring(text)
        // `(() -> Bool)?`: an optional closure is called the same way.
        if t.hasSuffix(")?"), t.hasPrefix("(") { t = t.dropFirst().dropLast(2) }
        for prefix in ["@escaping ", "@MainActor ", "@Sendable "] where t.hasPrefix(prefix) { t = t.dropFirst(prefix.count) }
        guard t.hasPrefix("()"), let arrow = t.range(of: "->") else { return nil }
        guard t[t.index(t.startIndex, offsetBy: 2)..<arrow.lowerBound].allSatisfy({ $0 == " " }) else { return nil }
        let result = t[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !result.isEmpty, result != "Void", result != "()", !result.contains("View"), !result.contains("->") else { return nil }
        return result
    }

    /// Preview-only declarations of other files are left alone (`PreviewCode`); a child's
    /// declarations tell whether it is a leaf (`LeafView`); the change model reads the write sites.
    public static let summaryFacts: SummaryFacts = SummaryFacts([.previewUses, .observation]).union(ChangeModel.summaryFacts)

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        // One finding per cause (`SiteGroups`).
        var groups = SiteGroups()
        // Widget views are archived snapshots: no state, no re-evaluation to save.
        guard !context.project.isInWidgetExtension(file: context.file) else { return }
        context.visit([.callExpr]) { node in
            // The view's name first: most calls build SDK views, and it rules them out cheaply.
            guard tree.kind(node) == .callExpr, views.isViewBuilding(node),
                  let name = ViewConstruction.viewTypeName(node, context), !context.isPreviewOrTest(node),
                  let info = context.resolver(at: node).type([name]), info.kind == .struct || info.kind == .class else { return }
            // A view holding a closure is not plain data: SwiftUI compares an Equatable one with
            // its own '==' (with or without '.equatable()'), which can ignore the closure.
            if info.conforms(to: "Equatable") { return }
            // A new closure makes SwiftUI call the representable's update method, which does nothing.
            if RepresentableUpdate.isEmpty(info, context.resolver(at: node)) { return }
            let args = tree.arguments(node)
            let shape = args.map { (label: $0.label, trailing: $0.trailing) }
            var found: [(value: NodeID, property: String, isReference: Bool)] = []
            for (k, arg) in args.enumerated() {
                for value in closureValues(arg.value, tree) {
                    guard let (property, isReference) = ChangedArgument.closure(value, info, arguments: shape, at: k, context) else { continue }
                    found.append((value, property, isReference))
                }
            }
            guard let first = found.first else { return }
            // Content an `.alert`-like project helper hosts in a window of its own is built once
            // per presentation, not on each evaluation of this body.
            if SeparateWindow.isHosted(node, context) { return }
            // Another argument the child stores is new on every evaluation whatever this call
            // does with its closures (a content closure it keeps, a `Binding(get:set:)`): the
            // child looks changed anyway, and an '==' cannot ignore its content.
            if alsoFreshThroughAnotherArgument(args, shape, skipping: Set(found.map(\.value)), info, context) { return }
            // Re-evaluating a child that only lays out SDK views costs what its content inline
            // would. Asked only here, with a closure found: it reads the child's declarations.
            if LeafView.isLeaf(info, context.resolver(at: node)) { return }
            // A view with only constant inputs re-evaluates only when they change: the closure is
            // new exactly when the view has new data anyway.
            if InputOnlyView.encloses(node, context, sharedObjects: observedTypes(info, context.resolver(at: node))) { return }
            let reason = BodyImpact.reason(at: node, child: name, context)
            let properties = found.map(\.property)
            let message = Message.closures(view: name, properties: properties, isReference: found.count == 1 && first.isReference,
                                           place: ViewBuildingPlace.describe(node, context), reason: reason)
            var notes: [Note] = []
            if found.count > 1 {
                for f in found {
                    let at = tree.location(tree.range(f.value).lowerBound)
                    notes.append(Note(message: "'\(f.property)': \(f.isReference ? "method reference" : "closure") created here",
                                      path: context.path, location: SourceLocation(line: at.line, column: at.column)))
                }
            }
            let owner = enclosingTypeName(node, context).flatMap { context.index.type([$0]) }
            let forwarded = found.count == 1 && !first.isReference ? ClosureCaptures.forwardedProperty(first.value, enclosingType: owner, context) : nil
            let advice: Advice = forwarded.map { .forward(property: $0) }
                ?? (found.count == 1 ? getterResult(of: first.property, in: info).map { .value(property: first.property, type: $0) } : nil)
                ?? unobservedSharedState(info, context.resolver(at: node)).map { .existingClosure(view: name, shared: $0) }
                ?? .equatable(view: name, properties: properties)
            notes.append(Note(message: advice.text))
            if let reason, !message.text.hasSuffix(reason.phrase) { notes.insert(reason.note, at: 0) }
            // The default profile wants evidence that a stable closure saves frequent work, and
            // that the work is not trivial: a small child re-evaluated on a tick costs little.
            let saving = ChangeModel.saving(at: node, parent: owner, child: info, context)
            if let saving { notes.insert(Note(message: saving.note), at: 0) }
            let substantial = BodyImpact.isSubstantial(reason, child: info, context.resolver(at: node))
            if saving != nil && !substantial { notes.append(BodyImpact.smallChildNote(name, reason: reason, child: info, context.resolver(at: node))) }
            if saving != nil && substantial, let cascade = BodyImpact.cascadeNote(reason, child: info, context.resolver(at: node)) { notes.append(cascade) }
            if saving != nil && substantial, reason == nil, let update = BodyImpact.representableNote(name, child: info, context.resolver(at: node)) { notes.append(update) }
            // Same view, child, properties, kind (closure or method reference) and impact: sites
            // in a row and outside it, or a closure and a method reference, are separate causes.
            let key = "\(owner?.name ?? "")|\(name)|\(properties.joined(separator: ","))|\(first.isReference)|\(reason?.phrase ?? "")"
            groups.add(key: key, at: first.value, message: message.text, notes: notes, impact: reason == nil && saving == nil ? .low : .high,
                       profile: saving == nil || !substantial ? .audit : .standard, again: "the same for '\(name)' again here: another new \(first.isReference ? "method reference" : "closure") on every evaluation")
        }
        groups.report(Self.info, context)
    }

    /// The closures an argument passes: itself, or the branches of a ternary
    /// (`onMove: canMove ? { … } : nil`).
    static func closureValues(_ value: NodeID, _ tree: SyntaxTree) -> [NodeID] {
        let v = tree.unwrapped(value)
        guard tree.kind(v) == .ternaryExpr else { return [value] }
        return tree.children(v).dropFirst().map { tree.unwrapped($0) }
    }

    /// The stored function-typed property a closure argument ends up in, when every initializer the
    /// call can select stores it as a plain closure (not view content).
    static func storedClosureProperty(_ info: TypeInfo, arguments: [(label: String?, trailing: Bool)], at k: Int) -> String? {
        let candidates = ViewParameter.match(info, arguments: arguments, at: k)
        var names = Set<String>()
        for p in candidates {
            if p.isViewBuilder || p.isAutoclosure || p.returnsView || !p.isFunctionType { return nil }
            guard let stored = p.storedProperty, stored.isFunctionType, !stored.attributes.contains("ViewBuilder") else { return nil }
            names.insert(stored.name)
        }
        return names.count == 1 ? names.first : nil
    }

    /// Wrappers through which SwiftUI tracks what a view reads, or which hold the view's own values.
    static let trackingWrappers: Set<String> = ["ObservedObject", "EnvironmentObject", "StateObject", "State", "Binding", "Bindable", "FocusState", "AppStorage", "SceneStorage"]

    /// A stored property through which the child reads a project class it does not observe: a
    /// plain `let`/`var` of an `ObservableObject` or plain class, or an `@Environment(\.key)`
    /// value of one. `@Observable` classes are tracked wherever they are read.
    static func unobservedSharedState(_ info: TypeInfo, _ resolver: Resolver) -> String? {
        for p in info.storedProperties where !p.isFunctionType && trackingWrappers.isDisjoint(with: p.attributes) {
            guard p.attributes.isEmpty || p.attributes == ["Environment"], var text = p.typeText else { continue }
            if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            guard let path = resolver.typePath(fromText: text), let type = resolver.type(path), type.kind == .class,
                  !resolver.isObservationClass(type) else { continue }
            return p.name
        }
        // `@Environment(\.store) var store` names no type: the key's declaration does.
        let environment = resolver.members(of: ["EnvironmentValues"])
        for (key, reads) in resolver.index.environmentReads.sorted(by: { $0.key < $1.key }) where reads.contains(where: { $0.reader == info.name }) {
            guard var text = environment?.instanceMember(key)?.typeText else { continue }
            if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            guard let path = resolver.typePath(fromText: text), let type = resolver.type(path), type.kind == .class,
                  !resolver.isObservationClass(type) else { continue }
            return "\\.\(key)"
        }
        return nil
    }

    /// The type paths of objects a child view observes (`@ObservedObject`, `@EnvironmentObject`,
    /// `@StateObject` stored properties), as written.
    static func observedTypes(_ info: TypeInfo, _ resolver: Resolver) -> Set<[String]> {
        Set(info.storedProperties.compactMap { p in
            guard !InputOnlyView.observingWrappers.isDisjoint(with: p.attributes), let text = p.typeText else { return nil }
            return resolver.typePath(fromText: text)
        })
    }

    /// Whether an argument other than the reported closures makes the child's input new on every
    /// evaluation: a capturing closure literal the child stores as a function (view content
    /// included), or a `Binding(get:set:)` made in place.
    static func alsoFreshThroughAnotherArgument(_ args: [(label: String?, value: NodeID, trailing: Bool)],
                                                _ shape: [(label: String?, trailing: Bool)], skipping: Set<NodeID>,
                                                _ info: TypeInfo, _ context: RuleContext) -> Bool {
        let tree = context.tree
        for (k, arg) in args.enumerated() {
            for value in closureValues(arg.value, tree) where !skipping.contains(value) {
                let v = tree.unwrapped(value)
                if tree.kind(v) == .closureExpr {
                    guard !ClosureCaptures.isCaptureFree(v, context) else { continue }
                    let candidates = ViewParameter.match(info, arguments: shape, at: k)
                    if !candidates.isEmpty, candidates.allSatisfy({ $0.storedProperty?.isFunctionType == true }) { return true }
                } else if tree.kind(v) == .callExpr, tree.calleeName(v) == "Binding",
                          tree.arguments(v).map(\.label) == ["get", "set"] {
                    return true
                } else if readsTimelineContext(v, context),
                          !ViewParameter.match(info, arguments: shape, at: k).isEmpty {
                    // `Row(now: context.date, onCopy: { … })` in a `TimelineView`: the date is
                    // new on every tick, which re-evaluates the child whatever the closure is.
                    return true
                } else if isNewEachEvaluation(v, context),
                          !ViewParameter.match(info, arguments: shape, at: k).isEmpty,
                          ViewParameter.match(info, arguments: shape, at: k).allSatisfy({ $0.storedProperty != nil }) {
                    // `Child(model: DetailModel(), …)`, `Child(rows: items.map { … }, …)`.
                    return true
                }
            }
        }
        return false
    }

    /// Whether a value reads the context a `TimelineView` hands its content (`context.date`): new
    /// on every tick of its schedule.
    static func readsTimelineContext(_ value: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var names: Set<String> = []
        tree.walk(value) { n in
            if tree.kind(n) == .identifierExpr, let id = tree.child(n, .name) { names.insert(tree.identifier(id)) }
            return tree.kind(n) != .closureExpr
        }
        guard !names.isEmpty else { return false }
        var cur = context.views.parent(value)
        while let c = cur {
            if tree.kind(c) == .closureExpr, let parameter = ClosureExpr(unchecked: tree, c).parameters.first?.localName,
               names.contains(parameter) {
                var holder = context.views.parent(c)
                if let h = holder, tree.kind(h) != .callExpr { holder = context.views.parent(h) }
                return holder.map { tree.kind($0) == .callExpr && tree.calleeName($0) == "TimelineView" } ?? false
            }
            if tree.kind(c).isDeclaration { return false }
            cur = context.views.parent(c)
        }
        return false
    }

    /// A value made anew by each evaluation: a new object (`DetailModel()`, also wrapped in a
    /// value), or an array built in place with `.map`/`.compactMap`/`.flatMap`.
    static func isNewEachEvaluation(_ value: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var v = tree.unwrapped(value)
        while tree.kind(v) == .tryExpr || tree.kind(v) == .awaitExpr, let inner = tree.children(v).last { v = tree.unwrapped(inner) }
        guard tree.kind(v) == .callExpr else { return false }
        if let name = tree.calleeName(v), ["map", "compactMap", "flatMap"].contains(name),
           let callee = tree.callee(v), tree.kind(callee) == .memberAccessExpr, tree.memberBase(callee) != nil { return true }
        return context.evaluator.evaluate(tree, v).kind >= .wrappedReference
    }

    /// `refresh` or `self.refresh` naming a method of the view being built.
    static func isMethodReference(_ value: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var name: String? = nil
        switch tree.kind(value) {
        case .identifierExpr:
            name = tree.child(value, .name).map { tree.identifier($0) }
        case .memberAccessExpr:
            if let base = tree.memberBase(value), tree.kind(base) == .identifierExpr, tree.name(base, is: "self") {
                name = tree.child(value, .name).map { tree.identifier($0) }
            }
        default:
            return false
        }
        guard let name, let owner = enclosingTypeName(value, context), let info = context.resolver(at: value).type([owner]) else { return false }
        let members = info.members(named: name)
        return !members.isEmpty && members.allSatisfy { $0.kind == .function && !$0.isStatic }
    }

    static func enclosingTypeName(_ node: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        var cur: NodeID? = node
        while let c = cur {
            if tree.kind(c).isNominalType { return tree.declName(c) }
            if tree.kind(c) == .extensionDecl { return tree.extendedType(c).map { tree.lastName(ofType: $0) } }
            cur = context.views.parent(c)
        }
        return nil
    }
}
