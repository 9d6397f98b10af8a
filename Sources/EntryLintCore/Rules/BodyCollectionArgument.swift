/// `body_collection_argument`: a collection built in view-building code and stored by a child view.
/// Documentation: `info.documentation` (`entrylint explain body_collection_argument`).
public enum BodyCollectionArgument: ViewBuildingRule {
    public static let info = RuleInfo(
        id: "body_collection_argument",
        defaultSeverity: .warning,
        category: .performance,
        summary: "An array or dictionary of non-Equatable elements is built in body and passed to a project view that stores it.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports a collection built in view-building code (`x.map { … }`, `.filter`, \
            `.compactMap`, `.sorted()`, `.reversed()`, `a + b`, `Array(x.keys)`, \
            `Dictionary(grouping:by:)`, or an array or dictionary literal holding a value that is \
            not a constant, such as `[Legend(title: name, color: tint)]`) and passed to a view declared in the project \
            that keeps it in a plain stored property, when the collection's elements (a \
            dictionary's values) are not `Equatable`: a project struct, class or enum with \
            associated values not declared `Equatable` or `Hashable`, a closure, a tuple, an \
            existential or `AnyView`. Several collections of one call are one finding. Not \
            reported: collections of `Equatable` elements (`String`, `Int`, an `Equatable` model: \
            SwiftUI compares them with `==`), element types the project does not declare and the \
            catalog does not know, a `Set`, literals of constants (`["a", "b"]`, `[.red, .blue]`), \
            `Array(x)` of a plain name, a property passed through (`model.points`), SDK views \
            (`ForEach`, `List`, `Picker` data), children that conform to `Equatable`, \
            representables whose `update…` method is empty, leaf children, views whose only \
            inputs are constant values (the collection is new exactly when their data is), calls \
            that also hand the child another input new on every evaluation (a capturing closure \
            it stores, a `Binding(get:set:)`, a new object, also one its initializer or a stored \
            property's default makes: the collection is not the cause), \
            content hosted in a window of its own, views of a widget extension, and preview and \
            test code. A finding is in the default profile when the change model shows the saving \
            is frequent: the view building the child re-evaluates more often than once a second (a \
            timer, a drag, scrolling, a `TimelineView` around the call), every write behind that \
            is seen by its owner type, and the child would not re-evaluate that often anyway (its \
            own state is less frequent and it does not observe the changing object), and the work \
            saved is not trivial: the child is repeated per row (and does more than hand its values \
            to a representable with a small update method), built in a container that re-runs \
            on every frame, builds rows of its own, or has a large body (400 syntax nodes or \
            more); notes give that evidence. The others are in the audit profile.
            """,
            whyIsThisBad: """
            Each evaluation of the body builds the collection again, in a new buffer. SwiftUI \
            compares a child's stored properties field by field, with `==` where the field's type \
            is `Equatable`; an array or dictionary is `Equatable` only when its elements are, so \
            one of non-`Equatable` elements is compared by its buffer, which is new every time. \
            The child looks changed and re-evaluates its body whenever the parent's runs, even \
            when the elements are the same, and the work of building the collection is repeated \
            too.
            """,
            example: """
            struct Tag: Identifiable { let id: Int; let name: String; var isHidden: Bool }

            var body: some View {
                Text(clock.now.formatted())
                TagList(tags: item.tags.filter { !$0.isHidden })
            }
            """,
            useInstead: """
            // compute it where the source changes, and pass what is kept:
            final class ItemModel: ObservableObject {
                @Published var tags: [Tag] = [] { didSet { visibleTags = tags.filter { !$0.isHidden } } }
                @Published private(set) var visibleTags: [Tag] = []
            }
            TagList(tags: model.visibleTags)
            // or pass the source and let the child derive it:
            TagList(tags: item.tags)   // TagList filters in its body
            // or make the elements Equatable: SwiftUI then compares the arrays element by element
            struct Tag: Identifiable, Equatable { … }
            """,
            fixSafety: "No automatic fix: where the collection should be computed depends on its source."),
        defaultProfileEvidence: "the view building the child re-evaluates more often than once a second (a timer, a drag, scrolling, a TimelineView), as the change model finds by owner (not in a sheet's, popover's or alert's content, built only while presented, when what drives the presenting view has stopped), and the child would not re-evaluate that often anyway",
        triggeringExamples: [
            """
            struct Tag { let name: String }
            struct TagList: View {
                let tags: [Tag]
                var body: some View { ForEach(tags, id: \\.name) { Text($0.name) } }
            }
            struct V: View {
                @State private var all: [Tag] = []
                @State private var query = ""
                var body: some View {
                    TextField("Search", text: $query)
                    TagList(tags: ↓all.filter { $0.name.contains(query) })
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Tag: Equatable { let name: String }
            struct TagList: View {
                let tags: [Tag]
                var body: some View { ForEach(tags, id: \\.name) { Text($0.name) } }
            }
            struct Labels: View {
                let names: [String]
                var body: some View { ForEach(names, id: \\.self) { Text($0) } }
            }
            struct V: View {
                @State private var all: [Tag] = []
                var body: some View {
                    // Equatable elements: SwiftUI compares the arrays with ==.
                    TagList(tags: all.filter { !$0.name.isEmpty })
                    Labels(names: all.map(\\.name))
                    Labels(names: ["a", "b"])
                    ForEach(all.sorted { $0.name < $1.name }, id: \\.name) { Text($0.name) }
                }
            }
            """,
        ])

    enum Message {
        case collections(view: String, properties: [String], kind: String, construction: BuiltCollection.Construction,
                         element: String?, place: String, reason: BodyImpact.Reason?)

        var text: String {
            switch self {
            case let .collections(view, properties, kind, construction, element, place, reason):
                let head: String
                if properties.count == 1 {
                    head = "new \(kind) for '\(properties[0])' of '\(view)' built by \(construction.phrase) on every evaluation of \(place)"
                } else {
                    let names = properties.map { "'\($0)'" }.joined(separator: ", ")
                    head = "\(properties.count) collections for '\(view)'" + (names.count <= 32 ? " (\(names))" : "")
                        + " built on every evaluation of \(place)"
                }
                let why = element.map { ": \(BuiltCollection.describe(element: $0)) not Equatable, so the child looks changed and re-evaluates" }
                    ?? ": their elements are not Equatable, so the child looks changed and re-evaluates"
                return MessageLine.fit(head + why, reason.map { "; " + $0.phrase })
            }
        }
    }

    enum Advice {
        /// Built from an existing collection (`item.tags.filter { … }`): `source` is what could be passed.
        case derive(view: String, source: String?, element: String?)
        /// A literal or conversion of several values.
        case keep(view: String, element: String?)

        var text: String {
            switch self {
            case let .derive(view, source, element):
                let pass = source.map { ", or pass '\($0)' and let '\(view)' derive it" } ?? ", or pass its source and let '\(view)' derive it"
                return "compute it where its source changes (in the model, or a property updated with it) and pass that" + pass + equatable(element)
            case let .keep(view, element):
                return "build it where its values change (in the model, or a property updated with them) and pass that, or pass the values and let '\(view)' collect them" + equatable(element)
            }
        }

        func equatable(_ element: String?) -> String {
            element.map { "; or make '\($0)' Equatable: SwiftUI then compares the collections element by element" } ?? ""
        }
    }

    /// Preview-only declarations of other files are left alone (`PreviewCode`); a child's
    /// declarations tell whether it is a leaf (`LeafView`); the change model reads the write sites.
    public static let summaryFacts: SummaryFacts = SummaryFacts([.previewUses, .observation]).union(ChangeModel.summaryFacts)

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        // One finding per cause (`SiteGroups`).
        var groups = SiteGroups()
        context.visit([.callExpr]) { node in
            guard tree.kind(node) == .callExpr, BuiltCollection.mayBuild(node, tree), views.isViewBuilding(node), !context.isPreviewOrTest(node),
                  // Widget views are archived snapshots: no state, no re-evaluation to save.
                  !context.project.isInWidgetExtension(file: context.file) else { return }
            let args = tree.arguments(node)
            // Cheap syntax first: most calls pass no collection built in place.
            let built = args.enumerated().compactMap { k, arg in
                BuiltCollection.construction(arg.value, tree).map { (k: k, value: arg.value, how: $0) }
            }
            guard !built.isEmpty, let name = ViewConstruction.viewTypeName(node, context) else { return }
            let resolver = context.resolver(at: node)
            guard let info = resolver.type([name]), info.kind == .struct || info.kind == .class,
                  // SwiftUI compares an Equatable view with its own '=='.
                  !info.conforms(to: "Equatable"),
                  // A changed input makes SwiftUI call the representable's update method, which does nothing.
                  !RepresentableUpdate.isEmpty(info, resolver) else { return }
            let shape = args.map { (label: $0.label, trailing: $0.trailing) }
            var found: [(k: Int, value: NodeID, property: String, kind: String, how: BuiltCollection.Construction, element: String)] = []
            for b in built {
                guard let (property, typeText, element) = ChangedArgument.collection(info, arguments: shape, at: b.k, resolver) else { continue }
                found.append((b.k, b.value, property, BuiltCollection.noun(ofStoredType: typeText), b.how, element))
            }
            guard let first = found.first else { return }
            // Content an `.alert`-like project helper hosts in a window of its own is built once
            // per presentation, not on each evaluation of this body.
            if SeparateWindow.isHosted(node, context) { return }
            // Another argument already new on every evaluation (a capturing closure the child
            // stores, a `Binding(get:set:)`, a new object) makes the child re-evaluate anyway.
            if FreshSiblingArgument.exists(args, skipping: Set(found.map(\.k)), info, context)
                || FreshSiblingArgument.constructionHoldsNewObject(node, context) { return }
            // Re-evaluating a child that only lays out SDK views costs what its content inline would.
            if LeafView.isLeaf(info, resolver) { return }
            // A view with only constant inputs re-evaluates only when they change: the collection
            // is new exactly when the view has new data anyway.
            if InputOnlyView.encloses(node, context, sharedObjects: BodyClosureArgument.observedTypes(info, resolver)) { return }
            let reason = BodyImpact.reason(at: node, child: name, context)
            let properties = found.map(\.property)
            let elements = Set(found.map(\.element))
            let element = elements.count == 1 ? first.element : nil
            let message = Message.collections(view: name, properties: properties, kind: first.kind, construction: first.how,
                                              element: element, place: ViewBuildingPlace.describe(node, context), reason: reason)
            var notes: [Note] = []
            if found.count > 1 {
                for f in found {
                    let at = tree.location(tree.range(f.value).lowerBound)
                    notes.append(Note(message: "'\(f.property)': new \(f.kind) built here by \(f.how.phrase) (\(BuiltCollection.describe(element: f.element)) not Equatable)",
                                      path: context.path, location: SourceLocation(line: at.line, column: at.column)))
                }
            }
            // Only a project value type can be made Equatable by the reader.
            let fixable = elements.count == 1 ? resolver.typePath(fromText: first.element).flatMap { resolver.type($0) }
                .flatMap { $0.kind == .struct || $0.kind == .enum ? first.element : nil } : nil
            let advice: Advice
            if found.count == 1, case .transform = first.how, let callee = tree.callee(tree.unwrapped(first.value)),
               var base = tree.memberBase(callee) {
                // `samples.enumerated().map { … }`: the source is `samples`.
                while tree.kind(base) == .callExpr, let c = tree.callee(base), let inner = tree.memberBase(c),
                      tree.calleeName(base).map({ BuiltCollection.sequenceViews.contains($0) }) ?? false { base = inner }
                let text = tree.compactText(base)
                advice = .derive(view: name, source: text.count <= 40 && !text.contains("\n") ? text : nil, element: fixable)
            } else if case .transform = first.how {
                advice = .derive(view: name, source: nil, element: fixable)
            } else {
                advice = .keep(view: name, element: fixable)
            }
            notes.append(Note(message: advice.text))
            if let reason, !message.text.hasSuffix(reason.phrase) { notes.insert(reason.note, at: 0) }
            // The default profile wants evidence that a stable collection saves frequent work.
            let owner = BodyClosureArgument.enclosingTypeName(node, context).flatMap { context.index.type([$0]) }
            let saving = ChangeModel.saving(at: node, parent: owner, child: info, context)
            if let saving { notes.insert(Note(message: saving.note), at: 0) }
            // As for closures: a small child re-evaluated on a tick costs little.
            let substantial = BodyImpact.isSubstantial(reason, child: info, context.resolver(at: node))
            if saving != nil && !substantial { notes.append(BodyImpact.smallChildNote(name, reason: reason, child: info, context.resolver(at: node))) }
            if saving != nil && substantial, let cascade = BodyImpact.cascadeNote(reason, child: info, context.resolver(at: node)) { notes.append(cascade) }
            let key = "\(owner?.name ?? "")|\(name)|\(properties.joined(separator: ","))|\(first.how.phrase)|\(reason?.phrase ?? "")"
            groups.add(key: key, at: first.value, message: message.text, notes: notes, impact: reason == nil && saving == nil ? .low : .high,
                       profile: saving == nil || !substantial ? .audit : .standard, again: "the same for '\(name)' again here: another new \(first.kind) on every evaluation")
        }
        groups.report(Self.info, context)
    }

    /// The plain stored property (no property wrapper: `@State` keeps its first value) a value
    /// argument ends up in, with its declared type, when every initializer the call can select
    /// stores it in the same one.
    static func storedProperty(_ info: TypeInfo, arguments: [(label: String?, trailing: Bool)], at k: Int) -> (String, String)? {
        let candidates = ViewParameter.match(info, arguments: arguments, at: k)
        var found: (String, String)?
        for p in candidates {
            guard !p.isFunctionType, !p.isViewBuilder, !p.isAutoclosure, let stored = p.storedProperty, stored.attributes.isEmpty,
                  !stored.isFunctionType else { return nil }
            let type = stored.typeText ?? p.typeText
            guard !type.isEmpty else { return nil }
            if let f = found, f.0 != stored.name { return nil }
            found = (stored.name, type)
        }
        return found
    }
}
