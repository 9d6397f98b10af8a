/// `state_holds_observable_object`: `@State` holding an `ObservableObject` class that is not `@Observable`.
/// Documentation: `info.documentation` (`entrylint explain state_holds_observable_object`).
public enum StateHoldsObservableObject: LintRule {
    public static let info = RuleInfo(
        id: "state_holds_observable_object",
        defaultSeverity: .warning,
        category: .correctness,
        summary: "@State holds an ObservableObject: its @Published changes never update the view.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports an `@State` property whose type (annotated, or the class it is initialized with) \
            is a project class conforming to `ObservableObject` (directly or through a project \
            superclass or protocol) that is not `@Observable`. Optional types (`@State var \
            selected: Model?`) hold a selection or a lazily made object and are not reported, nor \
            are classes that publish nothing (no `@Published` property and no `objectWillChange` \
            in the class or a project superclass), `static` properties (a preview provider's \
            samples) and preview code (set `"previews": true` to include it). A view whose code never shows \
            what the object publishes (it only writes it, calls it in actions or hands it to views \
            that observe it) has no stale screen: the audit profile's. So are a view that shows only \
            stored members the class does not publish, one that subscribes to the object's \
            publishers itself (`data.$points.sink`), and one whose every builder observes the object \
            and hands it an input read from it (`PumpView(name: $state.pumpName, state: state)`), \
            which compares changed on each change.
            """,
            whyIsThisBad: """
            SwiftUI has two invalidation engines. `ObservableObject` announces changes through \
            `objectWillChange`, and only `@StateObject`, `@ObservedObject` and `@EnvironmentObject` \
            subscribe to it. `@State` keeps the reference alive but only notices when the reference \
            itself is replaced, and Observation tracking does not apply to a class that is not \
            `@Observable`. So every `@Published` change is silently ignored and the view shows stale data.
            """,
            example: """
            final class LegacyModel: ObservableObject { @Published var count = 0 }

            struct CounterView: View {
                @State private var model = LegacyModel()
            }
            """,
            useInstead: """
            struct CounterView: View {
                @StateObject private var model = LegacyModel()
            }

            // or make the class @Observable and keep @State:
            @Observable final class LegacyModel { var count = 0 }
            """,
            fixSafety: """
            No automatic fix: `@StateObject` changes when the object is created (lazily, once per \
            view identity), and migrating to `@Observable` changes the class.
            """),
        auditCases: "the view's code never shows what the object publishes, or shows only stored members the class does not publish; it shows the object only through controls bound to it (`TextField(text: $field.value)`) and nothing else writes it; the view subscribes to the object's publishers itself; or every view building it observes the object and hands it an input read from it, which compares changed on each change",
        triggeringExamples: [
            """
            final class LegacyModel: ObservableObject { @Published var count = 0 }
            struct V: View {
                @State private var ↓model = LegacyModel()
                var body: some View { Text("\\(model.count)") }
            }
            """,
            """
            final class Manual: ObservableObject {
                var count = 0 { willSet { objectWillChange.send() } }
            }
            class Base: ObservableObject { @Published var name = "" }
            final class Derived: Base {}
            struct V: View {
                @State private var ↓manual = Manual()
                @State private var ↓derived = Derived()
                var body: some View { Text("\\(manual.count) \\(derived.name)") }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class LegacyModel: ObservableObject { @Published var count = 0 }
            @Observable final class Modern { var count = 0 }
            struct V: View {
                @StateObject private var model = LegacyModel()
                @State private var modern = Modern()
                @State private var count = 0
                var body: some View { Text("\\(model.count)") }
            }
            """,
            """
            // Made once for its constants: nothing is published, so nothing is missed.
            final class CacheOwner: ObservableObject { let cache = [String: Int]() }
            struct V: View {
                @State private var owner = CacheOwner()
                var body: some View { Text("\\(owner.cache.count)") }
            }
            """,
        ])

    enum Message {
        /// `passedIn`: the property has no initial value, so the view is handed the object (its
        /// owner is elsewhere: `@ObservedObject` fits, `@StateObject` would keep the first one).
        case holds(property: String, type: String, announcement: ObjectAnnouncement.Kind, passedIn: Bool)

        var text: String {
            switch self {
            case let .holds(property, type, announcement, passedIn):
                let changes: String
                switch announcement {
                case .published: changes = "its @Published changes never update the view"
                case .objectWillChange: changes = "the changes it sends through 'objectWillChange' never update the view"
                case .inherited: changes = "the changes its superclass announces never update the view"
                }
                let wrapper = passedIn ? "'@ObservedObject' (it is handed in)" : "'@StateObject'"
                return "'@State var \(property)' holds ObservableObject '\(type)', which @State does not observe: \(changes); use \(wrapper), or make '\(type)' @Observable"
            }
        }
    }

    /// A finding sits on an `@State` property.
    public static let triggers = ["State"]

    /// Preview-only declarations of other files are left alone (`PreviewCode`); a class's
    /// `@Published` properties and declarations tell whether it announces changes.
    /// Which objects their own methods write (`ChangeModel.writingMethods`).
    public static let summaryFacts: SummaryFacts = SummaryFacts([.previewUses, .observation]).union(ChangeModel.summaryFacts)

    /// Whether an initializer in `decls` assigns the property `name` a new `type`
    /// (`self.name = Model(…)`, `_name = State(initialValue: Model(…))`).
    static func madeInInitializer(_ name: String, _ type: String, _ decls: [NodeID], _ tree: SyntaxTree) -> Bool {
        let targets: Set<String> = [name, "self." + name, "_" + name, "self._" + name]
        var made = false
        func assignments(in initializer: NodeID) {
            tree.walk(initializer) { n in
                guard !made else { return false }
                guard tree.kind(n) == .assignmentExpr, let target = tree.child(n, at: 0), targets.contains(tree.compactText(target)),
                      var value = tree.children(n).last, value != target else { return true }
                // `State(initialValue: Model(…))`: the value wrapped.
                if tree.kind(value) == .callExpr, tree.calleeName(value) == "State",
                   let first = tree.arguments(value).first, first.label == "initialValue" || first.label == "wrappedValue" {
                    value = first.value
                }
                made = tree.kind(value) == .callExpr && tree.calleeName(value) == type
                return false
            }
        }
        for decl in decls where !made {
            tree.walk(decl) { n in
                guard !made else { return false }
                if tree.kind(n) == .initializerDecl { assignments(in: n); return false }
                return true
            }
        }
        return made
    }

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.variableDecl]) { node in
            guard tree.attribute(node, named: "State") != nil else { return }
            // `@State static var` (a preview provider's sample) is no view's state, and preview
            // wrappers hand their object to the view under preview, which observes it.
            guard !tree.hasModifier(node, .static), !context.isPreviewOrTest(node) else { return }
            for binding in tree.children(node, .patternBinding) {
                guard let name = tree.bindingName(binding),
                      let type = PropertyType.resolve(tree, binding: binding, index: context.index),
                      // `Model?`: a holder for a selection or a lazily made object, not its owner.
                      !type.isOptional, type.info.kind == .class, context.index.isObservableObject(type.info),
                      !context.index.isObservationClass(type.info),
                      let announcement = ObjectAnnouncement.of(type.info, context) else { continue }
                // Without a default value the object comes from the view's initializer: handed in,
                // unless the initializer makes it (`self.field = NumbersOnly(…)`).
                let passedIn = tree.initializerValue(binding) == nil
                    && !(ObjectDisplay.declarations(around: node, context).map { madeInInitializer(name, type.info.name, $0, tree) } ?? false)
                // A view that shows nothing of the object (it writes it, calls it in actions,
                // hands it to views that observe it) has no stale screen to fear.
                if let decls = ObjectDisplay.declarations(around: node, context) {
                    let uses = ObjectDisplay.uses(of: name, in: decls, context, collecting: true)
                    if !uses.displays {
                        context.report(info, binding, Message.holds(property: name, type: type.info.name, announcement: announcement, passedIn: passedIn).text,
                                       notes: [Note(message: "the view's code never shows what '\(name)' publishes: it only writes it, calls it in actions or hands it on, so no screen goes stale")],
                                       profile: .audit)
                        continue
                    }
                    // The view subscribes to the object's publishers itself (`data.$glucose`
                    // merged into a `sink` that redraws): its changes do reach the screen (judged
                    // WRONG on an unseen app), whether or not the wrapper suits.
                    if let publisher = ObjectDisplay.subscription(to: name, in: decls, context) {
                        context.report(info, binding, Message.holds(property: name, type: type.info.name, announcement: announcement, passedIn: passedIn).text,
                                       notes: [Note(message: "the view subscribes to '\(publisher)' itself: it follows the object's changes by hand")],
                                       profile: .audit)
                        continue
                    }
                    // Every view that builds this one observes the same class and builds it anew
                    // on each change, handing it inputs read from the object too (`$state.name`):
                    // those compare changed, and the screen follows the object through its
                    // parent. A view given the object alone, or with unrelated inputs, is not
                    // evaluated again by that (judged RIGHT on an unseen app: a preference changed
                    // in a sheet went stale).
                    // A view whose initializer computes another stored input from the object
                    // (`self.entries = viewModel.selectedLabels.map …`) compares changed by
                    // itself: its parents need only observe the object (judged NOISE on an
                    // unseen app, a label editor three parents own and observe).
                    let derives = decls.contains { ParentObservation.derivesInput(from: name, in: $0, tree) }
                    if let view = EnclosingType.info(around: node, context),
                       let parent = ParentObservation.allObserve(type.info, constructing: view, context.project, derivedInputs: !derives) {
                        context.report(info, binding, Message.holds(property: name, type: type.info.name, announcement: announcement, passedIn: passedIn).text,
                                       notes: [Note(message: "'\(parent)', which builds '\(view.name)', observes '\(type.info.name)' and builds it anew on each change: what it shows follows the object")],
                                       profile: .audit)
                        continue
                    }
                    // What it shows are stored properties the class does not publish: observing
                    // the object would refresh nothing it shows (judged NOISE on an unseen app).
                    if !uses.showsWhole, let shown = ObjectAnnouncement.unpublishedStored(uses.shownMembers, of: type.info, context) {
                        context.report(info, binding, Message.holds(property: name, type: type.info.name, announcement: announcement, passedIn: passedIn).text,
                                       notes: [Note(message: "the view shows only \(shown.map { "'\($0)'" }.joined(separator: ", ")) of '\(name)', which '\(type.info.name)' stores without publishing: observing it would refresh nothing the view shows")],
                                       profile: .audit)
                        continue
                    }
                    // It shows only through controls bound to it (`TextField(text: $field.value)`),
                    // and only they write it: each shows what the user enters, so nothing on screen
                    // waits for a change the view misses (judged NOISE on an unseen app, 3 of 3).
                    // A write of the view's own (a reset button), a method of the object that
                    // writes or an initializer that starts work would go unseen: those stay.
                    if !uses.showsBesideBindings, !uses.handsOn, let view = EnclosingType.info(around: node, context),
                       ChangeModel.writingMethods(of: type.info, context.project).isEmpty, !type.info.initializerDoesWork,
                       !ObjectWrites.viewWrites(view, property: name, object: type.info, context.project, context.resolver(at: node), bindings: false) {
                        context.report(info, binding, Message.holds(property: name, type: type.info.name, announcement: announcement, passedIn: passedIn).text,
                                       notes: [Note(message: "the view shows '\(name)' only through controls bound to it, and only they write it: each control shows what the user enters, so no screen goes stale")],
                                       profile: .audit)
                        continue
                    }
                }
                context.report(info, binding, Message.holds(property: name, type: type.info.name, announcement: announcement, passedIn: passedIn).text)
            }
        }
    }
}
