/// `observable_object_wide_dependency`: a view subscribes to a large `ObservableObject` to read one property.
/// Documentation: `info.documentation` (`entrylint explain observable_object_wide_dependency`).
public enum ObservableObjectWideDependency: LintRule {
    public static let info = RuleInfo(
        id: "observable_object_wide_dependency",
        defaultSeverity: .warning,
        category: .performance,
        summary: "A view observes an ObservableObject with many @Published properties but reads at most one.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports an `@ObservedObject`, `@StateObject` or `@EnvironmentObject` property of a view \
            whose class (declared in the project, across files, superclasses included) has 4 or more \
            `@Published` properties, when the view's view-building code reads at most one of them \
            and never passes the object on (to a child view, `.environmentObject`, a helper). Reads \
            in actions (`Button`, `.task`) do not count: they create no dependency; a read in another \
            closure that may run with the body (a project helper's transform) leaves the view \
            unreported; so do views that only previews and tests build. The view must be \
            declared in one file, so that every read is seen. `@Observable` classes are never \
            reported: Observation tracks each property separately. An unused `@EnvironmentObject` \
            that none of the project's injections of its type outside previews is above (a view \
            hosted by a window controller that injects nothing) is never looked up and \
            re-evaluates nothing: not reported.
            """,
            whyIsThisBad: """
            With `ObservableObject`, the view subscribes to the object's single `objectWillChange` \
            publisher: a change of *any* `@Published` property re-evaluates the view, whatever it \
            reads. A view that shows one field of a big model is re-evaluated for every change of \
            every other field: a wide dependency radius. Observation (`@Observable`) instead records \
            which properties `body` read and invalidates only for those.
            """,
            example: """
            final class Session: ObservableObject {
                @Published var user = ""
                @Published var unread = 0
                @Published var lastSync = Date()
                @Published var isOnline = true
            }

            struct UnreadBadge: View {
                @EnvironmentObject var session: Session
                var body: some View { Text("\\(session.unread)") }
            }
            """,
            useInstead: """
            struct UnreadBadge: View {
                let unread: Int                    // the parent passes only the value
                var body: some View { Text("\\(unread)") }
            }

            // or: @Observable final class Session { var user = ""; var unread = 0; … }
            """,
            fixSafety: "No automatic fix: passing the value changes the view's callers; migrating to `@Observable` changes the class."),
        defaultProfileEvidence: "a property it does not read changes more often than once a second and faster than the one it reads, as the change model finds by owner, and the view's body is not small (a large body, rows it builds, or views it hands a new closure to that build rows, in their body or a view-building function): a small one costs little to re-evaluate; for an object the view never uses (free to delete), a property changing on a stream of events is enough, when the body is not small and not every view building it observes the same class and hands it inputs that are not literals (it re-evaluates on the same changes anyway), and the view observes no other object changing at least as often (it would re-evaluate as often without this one)",
        triggeringExamples: [
            """
            final class Session: ObservableObject {
                @Published var user = ""
                @Published var unread = 0
                @Published var lastSync = 0.0
                @Published var isOnline = true
            }
            struct UnreadBadge: View {
                @EnvironmentObject var ↓session: Session
                var body: some View { Text("\\(session.unread)") }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class Session: ObservableObject {
                @Published var user = ""
                @Published var unread = 0
                @Published var lastSync = 0.0
                @Published var isOnline = true
            }
            struct Header: View {
                @ObservedObject var session: Session
                var body: some View { Text(session.user).opacity(session.isOnline ? 1 : 0.5) }
            }
            struct Screen: View {
                @StateObject private var session = Session()
                var body: some View {
                    Text("\\(session.unread) for \\(session.user)")
                    Header(session: session)
                }
            }
            """,
        ])

    enum Message {
        /// `unused`: the view never uses the property at all (not even in an action): deleting it is the fix.
        case wide(wrapper: String, property: String, type: String, published: Int, read: String?, view: String, needs: Needs = .nothing,
                  unused: Bool = false)

        /// What keeps the view from being handed the value instead of the object.
        enum Needs {
            case nothing
            /// It writes through the object's bindings (`$model.title`): a plain value cannot be
            /// written, a binding can.
            case bindings(example: String)
            /// It sets a member of the object (`model.theme = …`, in an action): a plain value
            /// cannot be set; a binding or a closure can.
            case assignment(example: String)
            /// It is only ever a hosting controller's `rootView`: no SwiftUI parent could pass it.
            case hostingRoot
        }

        var text: String {
            switch self {
            case let .wide(wrapper, property, type, published, read, view, needs, unused):
                let reads = read.map { "reads only '\($0)' of" } ?? "reads none of"
                var head = "the view \(reads) '\(property)' (@\(wrapper)) but re-evaluates when any of its \(published) @Published properties changes"
                // Long names: the consequence after ": " can move to a note (`MessageLine.split`).
                if head.count > MessageLine.limit {
                    head = "the view \(reads) '\(property)' (@\(wrapper)): it re-evaluates when any of its \(published) @Published properties changes"
                }
                switch (wrapper, needs) {
                case ("StateObject", _), (_, .nothing):
                    break
                case let (_, .bindings(example)):
                    return head + "; it writes through '\(example)', which a plain value cannot: pass '\(view)' that binding ('@Binding') instead of the object, or make '\(type)' @Observable, which tracks each property"
                case let (_, .assignment(example)):
                    return head + "; it sets '\(example)', which a plain value cannot: pass '\(view)' the value with a binding ('@Binding') or a closure to set it, instead of the object, or make '\(type)' @Observable, which tracks each property"
                case (_, .hostingRoot):
                    return head + "; it is a hosting controller's root view, with no SwiftUI parent to pass it a value: make '\(type)' @Observable, which tracks each property"
                }
                if unused { return head + "; '\(view)' never uses it: delete '\(property)'" }
                guard wrapper == "StateObject" else {
                    let instead = read.map { "pass '\($0)' (the value) to '\(view)' instead" } ?? "observe it only where it is read"
                    return head + "; \(instead), or make '\(type)' @Observable, which tracks each property"
                }
                // The view owns the object: it has to keep it, so it cannot be handed the value.
                guard let read else {
                    return head + "; as its owner, the view re-evaluates with it: make '\(type)' @Observable, which tracks each property"
                }
                return head + "; read '\(read)' in a child view that observes it, or make '\(type)' @Observable, which tracks each property"
            }
        }
    }

    static let wrappers = ["ObservedObject", "StateObject", "EnvironmentObject"]
    /// A finding sits on a property with one of these wrappers.
    public static let triggers = wrappers

    /// `@Published` properties and view declarations of every file.
    /// Constructions (`.varyingInputs`) tell a hosting controller's root view.
    public static let summaryFacts: SummaryFacts = [.observation, .previewUses, .varyingInputs]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.structDecl]) { decl in
            guard let name = tree.declName(decl), let view = context.index.type([name]),
                  view.conforms(to: "View") || view.conforms(to: "ViewModifier") else { return }
            // A view only previews and tests build never runs in the app (`"previews": true` includes it).
            if context.isPreviewOrTest(decl) { return }
            // Every read must be visible: extensions in other files could read more.
            guard let decls = ObjectDisplay.declarations(of: decl, view, context) else { return }
            for member in tree.members(decl) where tree.kind(member) == .variableDecl {
                guard let wrapper = wrappers.first(where: { tree.attribute(member, named: $0) != nil }) else { continue }
                for binding in tree.children(member, .patternBinding) {
                    guard let property = tree.bindingName(binding),
                          let type = PropertyType.resolve(tree, binding: binding, index: context.index),
                          type.info.kind == .class, !context.index.isObservationClass(type.info),
                          let published = context.project.observation.publishedProperties(of: type.info, resolver: context.index),
                          Set(published).count >= 4,
                          let reads = reads(of: property, in: decls, published: Set(published), context), reads.count <= 1 else { continue }
                    // A view that never uses it re-evaluates on every change for nothing, and the
                    // change (drop the observation here) is free; but a change the user makes now
                    // and then costs one cheap re-evaluation, which judges of unseen apps held not
                    // worth a warning (20 of 20). The default profile needs it to change at least
                    // on a stream of events (below). An owner keeps the object whatever it reads.
                    // Used only in actions, `onAppear` or `.task`, the view needs the object, and
                    // the re-evaluations matter only where it publishes often.
                    let free = reads.isEmpty && wrapper != "StateObject" && !usesAnywhere(property, in: decls, context)
                    // An environment object no injection is above: never looked up (unused), it
                    // re-evaluates nothing; the claim would be false (a settings window hosted
                    // without the app's model, judged on an unseen app).
                    if free, wrapper == "EnvironmentObject", !context.project.environmentObject(type.info.name, mayReach: name) { continue }
                    let needs: Message.Needs
                    if let example = bindingWrite(of: property, in: decls, context) {
                        needs = .bindings(example: example)
                    } else if reads.count == 1, let example = memberAssignment(of: property, in: decls, context) {
                        // A view that reads nothing and only sets the object needs not observe it
                        // at all: the advice to observe it only where it is read stands.
                        needs = .assignment(example: example)
                    } else if HostingRoot.isOnly(name, view, context.project) {
                        needs = .hostingRoot
                    } else {
                        needs = .nothing
                    }
                    // The default profile needs a property it does not read changing often, and
                    // faster than the one it reads (the change model, by owner).
                    let churn = ChangeModel.unreadChurn(of: type.info, published: published, read: reads.first,
                                                        atLeast: free ? .stream : .tick, context.project)
                    var notes = churn.map { source -> [Note] in
                        let place = source.path.map { " ('\(source.owner)' is declared in \(Paths.fileName($0)))" } ?? ""
                        let readPart = reads.first.map { ", faster than '\($0)', which '\(name)' reads" } ?? ""
                        return [Note(message: "'\(source.property)' of '\(source.owner)' changes \(source.frequency.phrase)\(readPart): each change re-evaluates '\(name)' for nothing\(place)")]
                    } ?? []
                    if free && churn == nil {
                        notes.append(Note(message: "no property of '\(type.info.name)' is seen changing on a stream, a timer or a frame: the re-evaluations it causes are rare"))
                    }
                    // Not caused by this view alone: its parents observe the object too and
                    // build it anew on the same changes, handing it inputs that are not literals
                    // (a parent handing only constants builds a value equal to the last, which
                    // SwiftUI does not evaluate again: deleting the object saves its changes).
                    var caused = churn != nil
                    if caused, free, let parent = ParentObservation.allObserve(type.info, constructing: view, context.project, handing: .varyingInput) {
                        caused = false
                        notes.append(Note(message: "'\(parent)', which builds '\(name)', observes '\(type.info.name)' too and re-evaluates on the same changes: deleting it saves little"))
                    } else if caused, let churn, let other = ChangeModel.observedAlongside(view, except: property, atLeast: churn.frequency,
                                                                                           context.project, context.index) {
                        caused = false
                        notes.append(Note(message: "'\(name)' also observes '\(other.owner)', whose '\(other.property)' changes \(other.frequency.phrase): it re-evaluates as often without '\(property)', so deleting it saves little"))
                    } else if caused, !BodyImpact.isSubstantial(nil, child: view, context.index) {
                        // What deleting it, or passing the one value read instead, saves is this
                        // body, and a small one costs little (a status bar's one-image buttons
                        // re-evaluated on each frame of a drag: judged NOISE on an unseen app).
                        caused = false
                        notes.append(BodyImpact.smallChildNote(name, site: false))
                    } else if caused, let cascade = BodyImpact.cascadeNote(nil, child: view, context.index) {
                        notes.append(cascade)
                    }
                    context.report(info, binding, Message.wide(
                        wrapper: wrapper, property: property, type: type.info.name, published: Set(published).count,
                        read: reads.first, view: name, needs: needs, unused: free).text, notes: notes,
                        profile: caused ? .standard : .audit)
                }
            }
        }
    }

    /// Whether the view's code uses the property at all, view-building code or not (an action,
    /// `onAppear`, a method): `model`, `self.model`, `$model`, `_model`.
    static func usesAnywhere(_ property: String, in decls: [NodeID], _ context: RuleContext) -> Bool {
        let tree = context.tree
        let names: Set<String> = [property, "$" + property, "_" + property]
        var found = false
        for decl in decls where !found {
            tree.walk(decl) { n in
                guard !found else { return false }
                if tree.kind(n) == .identifierExpr, let name = IdentifierExpr(unchecked: tree, n).name, names.contains(name) { found = true }
                if tree.kind(n) == .memberAccessExpr, let base = tree.memberBase(n), tree.kind(base) == .identifierExpr, tree.name(base, is: "self"),
                   let m = tree.child(n, .name), names.contains(tree.identifier(m)) { found = true }
                return !found
            }
        }
        return found
    }

    /// The first binding to a member of the object (`$model.title`), which only the object can give.
    static func bindingWrite(of property: String, in decls: [NodeID], _ context: RuleContext) -> String? {
        let tree = context.tree
        var found: String?
        for decl in decls where found == nil {
            tree.walk(decl) { n in
                guard found == nil else { return false }
                if tree.kind(n) == .identifierExpr, IdentifierExpr(unchecked: tree, n).name == "$" + property,
                   let p = context.views.parent(n), tree.kind(p) == .memberAccessExpr, tree.memberBase(p) == n,
                   let member = tree.child(p, .name) {
                    found = "$\(property).\(tree.identifier(member))"
                }
                return found == nil
            }
        }
        return found
    }

    /// The first assignment to a member of the object (`model.theme = "dark"`, `self.model.theme = …`).
    static func memberAssignment(of property: String, in decls: [NodeID], _ context: RuleContext) -> String? {
        let tree = context.tree
        var found: String?
        for decl in decls where found == nil {
            tree.walk(decl) { n in
                guard found == nil else { return false }
                guard tree.kind(n) == .assignmentExpr, let target = AssignmentExpr(unchecked: tree, n).target else { return true }
                // The member right after the object: `theme` of `model.theme.name`.
                var access = tree.unwrapped(target)
                while let base = tree.memberBase(access), tree.kind(tree.unwrapped(base)) == .memberAccessExpr,
                      !isObject(tree.unwrapped(base), property, tree) {
                    access = tree.unwrapped(base)
                }
                if tree.kind(access) == .memberAccessExpr, let base = tree.memberBase(access), isObject(tree.unwrapped(base), property, tree),
                   let member = tree.child(access, .name) {
                    found = "\(property).\(tree.identifier(member)) = …"
                }
                return found == nil
            }
        }
        return found
    }

    /// `model` or `self.model`.
    static func isObject(_ e: NodeID, _ property: String, _ tree: SyntaxTree) -> Bool {
        if tree.kind(e) == .identifierExpr { return IdentifierExpr(unchecked: tree, e).name == property }
        guard tree.kind(e) == .memberAccessExpr, let base = tree.memberBase(e), tree.kind(base) == .identifierExpr,
              tree.name(base, is: "self"), let n = tree.child(e, .name) else { return false }
        return tree.identifier(n) == property
    }

    /// The published properties view-building code reads through `property`, or nil when the
    /// object is used in a way the rule cannot follow (passed on, a method or computed member
    /// called, used by a helper that may build views).
    static func reads(of property: String, in decls: [NodeID], published: Set<String>, _ context: RuleContext) -> Set<String>? {
        let tree = context.tree
        let views = context.views
        let names: Set<String> = [property, "$" + property]
        var reads: Set<String> = []
        var followed = true
        for decl in decls where followed {
            tree.walk(decl) { n in
                guard followed else { return false }
                var use: NodeID? = nil
                switch tree.kind(n) {
                case .identifierExpr:
                    if let nameNode = tree.child(n, .name), names.contains(tree.identifier(nameNode)) {
                        // `self.model`: handled at the member access.
                        if let p = views.parent(n), tree.kind(p) == .memberAccessExpr, tree.memberBase(p) != n,
                           let base = tree.memberBase(p), tree.kind(base) == .identifierExpr, tree.name(base, is: "self") { break }
                        use = n
                    }
                case .memberAccessExpr:
                    if let base = tree.memberBase(n), tree.kind(base) == .identifierExpr, tree.name(base, is: "self"),
                       let nameNode = tree.child(n, .name), names.contains(tree.identifier(nameNode)) { use = n }
                default:
                    break
                }
                guard let use else { return true }
                // Content of a container from a dependency builds views with the body: a read
                // there is a read, not an action that runs later.
                if views.isViewBuilding(use) || ThirdPartyContent.contains(use, context) {
                    guard let member = readMember(use, context), published.contains(member) else {
                        followed = false
                        return false
                    }
                    reads.insert(member)
                } else if !isIgnorable(use, context) {
                    followed = false
                }
                return false
            }
        }
        return followed ? reads : nil
    }

    /// `model.title`, `model?.title`, `$model.title`: the member read, unless it is called.
    static func readMember(_ use: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        var child = use
        guard var p = context.views.parent(use) else { return nil }
        while tree.kind(p) == .optionalChainingExpr || tree.kind(p) == .forceUnwrapExpr, let next = context.views.parent(p) {
            child = p
            p = next
        }
        guard tree.kind(p) == .memberAccessExpr, tree.memberBase(p) == child, let n = tree.child(p, .name) else { return nil }
        if let call = context.views.parent(p), tree.kind(call) == .callExpr, tree.callee(call) == p { return nil }
        return tree.identifier(n)
    }

    /// Uses that create no dependency: in an initializer, or in a closure of view-building code
    /// that runs later (actions, `.task`).
    static func isIgnorable(_ use: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var n = use
        while let p = context.views.parent(n) {
            switch tree.kind(p) {
            case .initializerDecl:
                return true
            case .closureExpr:
                // A closure in view-building code that builds no view: an action (`Button`'s,
                // `.task`, `onChange`) runs later and reads nothing for the body. Any other (a
                // project helper's `(Self) -> some View` transform, a `filter` in the body) may
                // run with the body: what it reads is not known.
                if let q = context.views.parent(p), context.views.isViewBuilding(q) { return ObjectDisplay.isAction(p, context) }
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .functionDecl, .patternBinding:
                return false
            default:
                break
            }
            n = p
        }
        return false
    }
}
