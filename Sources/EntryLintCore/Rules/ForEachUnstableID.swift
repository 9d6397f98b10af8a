import SwiftLexer

/// `foreach_unstable_id`: `ForEach`/`List`/`Table` rows identified by their index or hash.
/// Documentation: `info.documentation` (`entrylint explain foreach_unstable_id`).
public enum ForEachUnstableID: LintRule {
    public static let info = RuleInfo(
        id: "foreach_unstable_id",
        defaultSeverity: .warning,
        category: .correctness,
        summary: "ForEach/List/Table identity is an index or a hash value instead of a stable identifier.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports `ForEach`, `List` and `Table` whose identity is an element's position or hash: \
            `id: \\.offset` (or `\\.0`) over `enumerated()`, `indices` or ranges up to a count or a \
            variable bound (with or without `id: \\.self`), `zip(x.indices, x)` with `id: \\.0`, and \
            `id: \\.hashValue`, and `Identifiable` elements whose `id` the project's constructions \
            make a position (`Run(id: runs.count, …)`, `Entry(index: $0.offset, …)` beside a \
            computed `id`; not the size of a type's static collection, `Flavor(id: Flavor.all.count, …)`), \
            over a collection that changes while the rows are shown. Whether it \
            changes is the change model's answer, by owner type: the container has \
            `.onDelete`/`.onMove`/`.onInsert`; the view's own state, or an object's property it reads \
            (`model.items`), or a part of one (`settings.colors`), is assigned, removed from, inserted \
            into, moved or sorted after it is made; a computed property reads something that does \
            (`model.filteredRows` over `rows` and `searchText`) (edits at the end, `append`, \
            `removeLast`, `popLast` or a function named for appending handed it `inout`, keep \
            every other position); a filter or order by the view's own values \
            (`items.filter { $0.title.contains(query) }`, `query.isEmpty ? items : …` with `query` bound to a \
            field), whatever writes the collection itself; an optional unwrapped by `if let` is \
            taken from one; a plain input or a `@Binding` is passed something that changes by the \
            views constructing it (followed up to five levels, through their own initializers, \
            `ForEach` rows, the arguments of a method computing it and the calls of a helper \
            method taking it as a parameter, `detail(_ snapshot:)`; a value of the constructing \
            view's own state that an action sets to open a sheet or destination, unwrapped in it \
            (`if let album = selected { AlbumScreen(album: album) }`), is fixed while it is shown, \
            unless the content is handed a binding to it; a row identified by its \
            element's `id` keeps that element when the list reloads, so what it derives from the \
            element changes only when elements are edited in place); it is \
            a `@FetchRequest`/`@Query` result or part of a store's state (`Store`, `StoreOf`). Not \
            reported: fixed collections (array literals, also a computed property that is one \
            whatever values its elements read, `allCases`, `static let`s and global `let`s, \
            stored `let`s with a value, constant ranges such as `0..<5`, a property only set in an \
            `init`), inputs whose constructions the project does not show, edits of another type's \
            property of the same name (a write through a local the function constructs, \
            `let entry = Entry(); entry.items = …`, is `Entry`'s), an `indices` property the \
            project's type declares itself (`manager.indices`), element identity (`id: \\.element.id`), a row that is one view given its element's identity with `.id(…)` (the element may be named by a local first, and only SDK views may be shown beside it under a condition, such as a page loader), and rows below an \
            `.id(…)` that reads the collection (`.id(tabs.hashValue)`, also around the calls of \
            the helper function holding them), which rebuilds every row when it changes. For a hash, only an \
            element edited in place (`items[i].x = …`, a binding `$items`) changes a row's identity. \
            Elements that are arrays (the columns of a masonry, the rows of a table or of a chunked \
            grid) and rows that show only their position, reading no element by their index (page \
            dots, `{ _ in ProgressView() }`; unless `.onDelete`/`.onMove` edits them by position), \
            have no identity but their place: over a changing collection they are the audit \
            profile's, with that note. \
            The default profile reports rows that hold the user's state, which another element \
            then gets: a binding to an element by position (`$items[i]`), a text field, an \
            expansion, a scroll position or playback in the row or in the view it builds, swipe \
            actions the user opens on a row (`.swipeActions`), or that row view's own `@FocusState`, `@StateObject` or `@State` written in an action, a gesture \
            or a stream (a `@GestureState`, reset when the gesture ends, is none; nor is a flag \
            that only hover or a press sets, `.onHover { hovering = $0 }`, \
            `onLongPressGesture(…, pressing: { isPressed = $0 })`, a value set only when the row \
            appears or a value it watches changes, `.onChange(of: isPlaying) { showsIndicator = $1 }`, \
            a value a timer writes, or one written where the project does not show how often). A binding's \
            collection (`ForEach($items.indices, …)`) changes as the collection does. Rows that hold none (SDK views that keep none, project views that only lay \
            them out), and rows whose state a new identity only reloads or animates elsewhere (a \
            cache filled when the row appears, state further down, a transition, a dependency's \
            view, a control bound to something outside the row), are in the audit profile. What a \
            row presents (a context menu's preview, a sheet, an alert, a link's destination) is not its \
            state, and a flag that only presents one (`isPresented: $confirming`) is the default \
            profile's only where the collection changes by itself (a stream, a timer) while it is up; \
            what the view's own helper methods build for the row (`basicRow(for:) -> some View`) is.
            """,
            whyIsThisBad: """
            SwiftUI keeps each row's state, focus and animations with its identity. With an index as \
            identity, inserting, removing or reordering elements hands a row's identity to a different \
            element: state moves to the wrong row and animations break. A hash changes whenever any \
            field changes, so an edited element's row is destroyed and rebuilt. When the collection never \
            changes while shown, position is a fine identity, so those are left alone.
            """,
            example: """
            ForEach(Array(items.enumerated()), id: \\.offset) { index, item in
                Row(item: item)
            }
            """,
            useInstead: """
            ForEach(Array(items.enumerated()), id: \\.element.id) { index, item in
                Row(item: item)
            }

            ForEach(items) { item in   // items are Identifiable
                Row(item: item)
            }
            """,
            fixSafety: "No automatic fix: the stable identifier depends on the data."),
        auditCases: "the rows hold none of the user's state (no binding by position, text field, expansion, scroll position, focus or row-view state the user changes; a '@GestureState' is reset when the gesture ends): nothing, a cache filled when a row appears, state further down, a transition or a dependency's view; or the collection is written only when it loads (a '.task', 'onAppear', a completion), so its rows appear or are replaced with it; or the elements are arrays, or the rows show only their position, so a place is all the identity they have",
        triggeringExamples: [
            """
            struct Row: View {
                let item: Item
                var body: some View { Text(item.name) }
            }
            struct V: View {
                @State private var items: [Item] = []
                var body: some View {
                    ForEach(Array(items.enumerated()), id: ↓\\.offset) { _, item in Row(item: item) }
                    Button("Shuffle") { items.shuffle() }
                }
            }
            """,
            """
            struct V: View {
                @Binding var items: [Item]
                var body: some View {
                    List(↓items.indices) { i in TextField("Name", text: $items[i].name) }
                }
            }
            """,
            """
            struct V: View {
                let items: [Item]
                let move: (IndexSet, Int) -> Void
                var body: some View {
                    ForEach(0..<items.count, id: ↓\\.self) { i in Text(items[i].name) }
                        .onMove(perform: move)
                }
            }
            """,
            """
            final class Store: ObservableObject {
                @Published var items: [Item] = []
                func rename(_ index: Int, to name: String) { items[index].name = name }
            }
            struct V: View {
                @ObservedObject var store: Store
                var body: some View {
                    ForEach(store.items, id: ↓\\.hashValue) { item in Text(item.name) }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct V: View {
                let items: [Item]
                static let options = ["Small", "Large"]
                var body: some View {
                    ForEach(items) { item in Text(item.name) }
                    ForEach(Array(items.enumerated()), id: \\.element.id) { i, item in Text(item.name) }
                    ForEach(0..<5) { i in Text("\\(i)") }
                    ForEach(Array(items.enumerated()), id: \\.offset) { i, item in Text(item.name) }
                    ForEach(Self.options.indices, id: \\.self) { i in Text(Self.options[i]) }
                }
            }
            """,
        ])

    enum Message {
        /// `example`: what identifies the rows in this shape (`'id: \.element.id'` over `enumerated()`).
        case index(container: String, how: String, rows: Rows, elements: Elements, example: String)
        case hash(container: String, rows: Rows, elements: Elements)

        /// Whether a row keeps state of its own (`@State`, a text field's editing) that a wrong
        /// identity hands to another element.
        enum Rows { case mayHoldState, holdNoState }

        /// What the elements are, which decides what can identify them.
        enum Elements {
            case unknown
            case identifiable
            /// Not `Identifiable` and without an `id`: equal values may repeat, so neither
            /// `\.element.id` nor `\.self` is an identity.
            case noIdentity(type: String)
            /// `Identifiable`, but its constructions make its `id` a position (`PositionalIDs`).
            case positionalID(type: String)
            /// `Identifiable` through a stored `id = UUID()`: each value made has a new one, so
            /// elements rebuilt from their data (a `map` on reload) get new ids. `other`: a stored
            /// property named as the data's own identifier (`highlightID`).
            case freshID(type: String, other: String?)
            /// Cases of a project enum: equal cases repeat in a collection (a `.none` filler), and
            /// so does any `id` made from them.
            case enumCases(type: String)
            /// Elements or rows whose only identity is their place (`why`: arrays, rows that show
            /// only their position): no other identity to advise.
            case positional(why: String)
        }

        var text: String {
            switch self {
            case let .index(container, how, rows, elements, example):
                var consequence = rows == .holdNoState
                    ? "after an insert, delete or move, the wrong rows update and animate"
                    : "after an insert, delete or move, rows take another element's identity and state"
                // Rows whose place is their identity and that hold no state: nothing goes to the
                // wrong row, so the line says only what happens (claiming wrong updates there was
                // judged WRONG 5 times in 5 on an unseen app: dots of a count, glyphs of a string).
                if case .positional = elements, rows == .holdNoState {
                    consequence = "each row keeps its place as the collection changes, and shows what is now at it"
                }
                return "'\(container)' identifies rows by their index (\(how)): \(consequence); " + Self.advice(elements, example: example)
            case let .hash(container, rows, elements):
                let consequence = rows == .holdNoState ? "its row is destroyed and rebuilt instead of updated" : "its row is destroyed and rebuilt, losing its state"
                return "'\(container)' identifies rows by 'hashValue', which changes when an element is edited: \(consequence); " + Self.advice(elements, example: "'id: \\.id'")
            }
        }

        static func advice(_ elements: Elements, example: String) -> String {
            switch elements {
            case .unknown where example.hasPrefix("'id:"):
                // The elements' type is not known here: `\.element.id` only where they have an `id`.
                return "identify rows by a stable identifier of each element, such as \(example) where they are Identifiable"
            case .unknown:
                return "identify rows by a stable property of the elements, or use Identifiable data (\(example))"
            case .identifiable:
                return "identify rows by their stable 'id', such as \(example)"
            case let .noIdentity(type) where isPlainValue(type):
                return "'\(type)' values may repeat and have no 'id': wrap each in a type with a stored 'id' and identify rows by it"
            case let .noIdentity(type):
                return "'\(type)' has no 'id': give it a stored 'id' (make it Identifiable) and identify rows by it"
            case let .positionalID(type):
                return "give each '\(type)' an 'id' it keeps when the collection changes (made once, or its data's own identifier), not its position"
            case let .freshID(type, other?):
                return "identify rows by the data's own identifier, such as '\(other)': '\(type).id' is a new UUID() for each value made, so rebuilt elements get new ids"
            case let .enumCases(type):
                return "'\(type)' cases can appear twice, and so can an 'id' made from them: wrap each in a type with a stored 'id' and identify rows by it"
            case let .positional(why):
                return "\(why), so a position is their identity: keep it unless a row keeps state or animates, and identify such rows by what they show"
            case let .freshID(type, nil):
                return "identify rows by an identifier of the data: '\(type).id' is a new UUID() for each value made, so rebuilt elements get new ids"
            }
        }
    }

    static let containers: Set<String> = ["ForEach", "List", "Table"]
    static let containerHashes = HashedNames(containers)

    /// A finding sits in a `ForEach`, `List` or `Table` call.
    public static let triggers = ["ForEach", "List", "Table"]

    /// Whether a collection changes: the view inputs some file changes, preview code (`ChangingCollection`);
    /// whether rows hold state: view declarations (`LeafView`).
    public static let summaryFacts: SummaryFacts = SummaryFacts([.varyingInputs, .previewUses, .observation]).union(ChangeModel.summaryFacts)

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.callExpr]) { node in
            if tree.kind(node) == .callExpr, tree.calleeName(node, in: containerHashes), let name = tree.calleeName(node), containers.contains(name),
               tree.callee(node).map({ tree.kind($0) != .memberAccessExpr }) ?? false {
                checkCall(node, container: name, context)
            }
        }
    }

    static func checkCall(_ call: NodeID, container: String, _ context: RuleContext) {
        let tree = context.tree
        let args = tree.arguments(call).filter { !$0.trailing }
        guard let data = args.first(where: { $0.label == nil })?.value else { return }
        let idArg = args.first { $0.label == "id" }?.value
        // `\.self.offset` is `\.offset`; `\.element.hashValue` hashes the element's fields too.
        var id = idArg.flatMap { KeyPaths.dottedText(tree, $0) }
        while let i = id, i.hasPrefix("self.") { id = String(i.dropFirst(5)) }
        // Index or hash identity misplaces rows only when the collection changes while shown.
        if let i = id, i == "hashValue" || i.hasSuffix(".hashValue"), let idArg {
            if i == "hashValue", hashesByIdentity(data, context) || hashesFixedFields(data, context) { return }
            guard let why = ChangingCollection.evidence(call, data: data, hash: true, context) else { return }
            let held = RowState.held(in: call, context)
            var notes = [Note(message: "its elements change while shown: " + why)]
            if let held { notes.append(Note(message: rowsNote(held))) }
            context.reportSplittingAdvice(info, idArg, Message.hash(container: container, rows: held?.isUserState == true ? .mayHoldState : .holdNoState,
                                                                     elements: elements(of: data, context)).text,
                                          notes: notes, profile: held?.isUserState == true ? nil : .audit)
            return
        }
        // `let rows = Array(items.enumerated())` before the `ForEach(rows, id: \.offset)`: the
        // local's value has the shape (a row closure's parameter is another collection's element).
        var shaped = data
        if tree.kind(tree.unwrapped(data)) == .identifierExpr, let n = tree.child(tree.unwrapped(data), .name),
           let local = ChangingCollection.localSource(tree.identifier(n), at: data, context),
           let initializer = context.views.parent(local), tree.kind(initializer) == .initializer,
           // A part of a tuple (`let (rows, total) = …`) does not have the whole value's shape.
           context.views.parent(initializer).flatMap({ tree.bindingName($0) }) == tree.identifier(n) {
            shaped = local
        }
        let shape = dataShape(tree, shaped)
        // `manager.indices` where the project's type of `manager` declares `indices` itself (the
        // ids of saved themes): its own values, not a collection's positions.
        if shape == .indices || shape == .zipIndices, declaresOwnIndices(shaped, context) { return }
        // Elements that are arrays (`[[Article]]`: the columns of a masonry, the rows of a
        // timetable or of a chunked grid) have no identity but their place: a position is the
        // only id they can have (judged NOISE on two unseen apps, and a default warning there).
        // Still a change of the collection while shown: the audit profile's, with why.
        var positionIsIdentity: String?
        if shape != .other, let (element, _) = elementType(of: data, context), element.hasPrefix("["), element.hasSuffix("]") || element.hasSuffix("]?"),
           !element.contains(":") {
            positionIsIdentity = "its elements are arrays ('\(element)'), which have no identity but their place"
        }
        // The characters of a string (glyphs of a text drawn one by one) have no identity but
        // their place either (judged WRONG on an unseen app: a typewriter reveal).
        if shape != .other, positionIsIdentity == nil, elementType(of: data, context)?.name == "Character" {
            positionIsIdentity = "its elements are the characters of a string, which have no identity but their place"
        }
        var evidence: [Note] = []
        var hiddenPosition: (how: String, element: String)?
        switch shape {
        case .enumerated where id == "offset" || id == "0", .zipIndices where id == "0", .zipCounter where id == "0",
             .indices where id == nil || id == "self", .countRange where id == nil || id == "self":
            if rowsHaveElementID(call, context) { return }
            // Rows that show a position (page dots, placeholders), never an element: the index
            // is what they are, and identifying them by it is right.
            // With '.onDelete' or '.onMove' the user edits rows by position, and the wrong row
            // animates away: still reported.
            // Still a change of the collection while shown: the audit profile's, with why.
            if shape == .indices || shape == .countRange, rowsReadOnlyPosition(call, context),
               !ChangingCollection.hasEditingModifier(call, context) {
                positionIsIdentity = positionIsIdentity ?? "the rows show only their position, reading no element by it"
            }
            // Rows that pair the element with another collection's by the same position
            // (`order[i]` beside `$notes.tasksOnBar[i]`): the position is the key both share, and
            // an element's id would not keep the other aligned (judged WRONG on an unseen app, a
            // default warning: a task label per segment of a timer's bar).
            if shape == .indices || shape == .countRange, let other = pairedCollection(call, context) {
                positionIsIdentity = positionIsIdentity ?? "the rows pair each element with '\(other)[…]' by position, the key both collections share"
            }
            guard let why = ChangingCollection.evidence(call, data: data, hash: false, context) else { return }
            // Rebuilt whenever the collection changes (`.id(tabs.hashValue)` above the rows).
            if let root = rootName(of: ChangingCollection.collection(of: data, tree), tree), IdentityReset.follows(root, above: call, context) { return }
            evidence = [Note(message: (ChangingCollection.countsScalar(data, tree) ? "the count changes while shown: " : "the collection changes while shown: ") + why)]
        default:
            // `ForEach(runs)` over `Identifiable` values whose `id` is a position their
            // constructions give (`BGRun(id: runs.count, …)`): index identity all the same.
            guard id == nil || id == "id", let position = positionalIdentity(of: data, context),
                  let why = ChangingCollection.evidence(call, data: data, hash: false, context) else { return }
            if let root = rootName(of: ChangingCollection.collection(of: data, tree), tree), IdentityReset.follows(root, above: call, context) { return }
            hiddenPosition = position
            evidence = [Note(message: "the collection changes while shown: " + why)]
        }
        let held = RowState.held(in: call, context)
        // State a new identity only reloads or animates elsewhere (a cache, a press flag) is not
        // handed to another element: the first line says what happens, as for rows with none.
        let rows: Message.Rows = held?.isUserState == true ? .mayHoldState : .holdNoState
        if let held { evidence.append(Note(message: rowsNote(held))) }
        // Rows that hold no state (menu items, text) only update and animate at the wrong place,
        // and rows whose state is incidental (a cache reloaded, a transition) reload or animate
        // there: the audit profile's. Rows with the user's state hand it to another element.
        var rowsProfile: Profile? = held?.isUserState == true ? nil : .audit
        // The advice says why position is their identity (no other to give).
        if positionIsIdentity != nil { rowsProfile = .audit }
        // Written only when it loads (a '.task', 'onAppear', a completion): the rows appear with
        // the data, or are replaced together with it; no user sees one row take another's
        // place. The audit profile's, with the note.
        let written = rowsProfile == nil ? ChangingCollection.writeFrequency(call, data: data, context) : nil
        if rowsProfile == nil, let f = written, f <= .once {
            rowsProfile = .audit
            evidence.append(Note(message: "it is written only \(f.phrase): its rows appear with it, and no row is seen taking another's place"))
        }
        // State that only presents a sheet or dialog is lost when the collection changes by itself
        // (a stream, a tick) while it is up: the user's own actions cannot reach the list under
        // it (judged RIGHT: a window list rebuilt on every monitoring cycle under a row's popover).
        if rowsProfile == nil, held?.onlyPresents == true, (written ?? .fixed) < .stream {
            rowsProfile = .audit
            evidence.append(Note(message: "the rows' state only presents a sheet or dialog, and nothing shows the collection changing by itself while one is up"))
        }
        let elements = positionIsIdentity.map { Message.Elements.positional(why: $0) } ?? elements(of: data, context)
        if let (how, element) = hiddenPosition {
            context.reportSplittingAdvice(info, idArg ?? data, Message.index(container: container, how: how, rows: rows, elements: .positionalID(type: element),
                                                                              example: "").text,
                                          notes: evidence, profile: rowsProfile)
            return
        }
        let collection = context.shortQuote(ChangingCollection.collection(of: data, tree), limit: 30)
        let simpleName = !collection.contains("(") && !collection.contains("{") && !collection.contains("indices") && !collection.contains(".")
        let overElements = collection.contains("(") || collection.contains("{") || collection.contains("indices")
            ? "'\(container)' over the elements instead of their indices"
            : simpleName && bindsElements(call, collection: collection, context) ? "'\(container)($\(collection))' over bindings to the elements"
            : "'\(container)(\(collection))' over the elements"
        switch shape {
        case .enumerated where id == "offset" || id == "0":
            context.reportSplittingAdvice(info, idArg!, Message.index(container: container, how: "'\\.\(id ?? "")' over 'enumerated()'", rows: rows, elements: elements,
                                                                              example: "'id: \\.element.id'").text, notes: evidence, profile: rowsProfile)
        case .zipCounter where id == "0":
            context.reportSplittingAdvice(info, idArg!, Message.index(container: container, how: "'\\.0' of 'zip(1..., …)', a running count", rows: rows, elements: elements,
                                                                              example: "'id: \\.1.id'").text, notes: evidence, profile: rowsProfile)
        case .zipIndices where id == "0":
            context.reportSplittingAdvice(info, idArg!, Message.index(container: container, how: "'\\.0' of 'zip(indices, …)'", rows: rows, elements: elements,
                                                                              example: "'id: \\.1.id'").text, notes: evidence, profile: rowsProfile)
        case .indices where id == nil || id == "self":
            context.reportSplittingAdvice(info, idArg ?? data, Message.index(container: container, how: "'indices' of the collection", rows: rows, elements: elements,
                                                                                     example: overElements).text, notes: evidence, profile: rowsProfile)
        case .countRange where (id == nil || id == "self") && !mentionsCount(tree, data):
            // `0..<rowCount`: no collection to iterate instead, only what the count counts.
            context.reportSplittingAdvice(info, idArg ?? data, Message.index(container: container, how: "a range up to '\(collection)'", rows: rows, elements: elements,
                                                                                     example: "'\(container)' over the items that '\(collection)' counts").text, notes: evidence, profile: rowsProfile)
        case .countRange where id == nil || id == "self":
            context.reportSplittingAdvice(info, idArg ?? data, Message.index(container: container, how: "a range up to 'count'", rows: rows, elements: elements,
                                                                                     example: overElements).text, notes: evidence, profile: rowsProfile)
        default:
            break
        }
    }

    /// The note on what the rows hold: the user's state, or state a new identity only reloads.
    static func rowsNote(_ held: RowState.Held) -> String {
        held.isUserState ? "the rows hold state: " + held.what
            : "the rows hold only state a new identity reloads or animates elsewhere: " + held.what
    }

    /// SDK value types without an identity of their own: equal values repeat.
    static let plainValueTypes: Set<String> = [
        "String", "Substring", "Int", "Double", "Float", "CGFloat", "Bool", "Character", "Date", "URL", "Data", "Decimal",
        "Int64", "Int32", "UInt", "Color",
    ]

    /// Stored properties a computed `id` is taken from when they hold a position.
    static let positionProperties = ["index", "idx", "offset", "position"]

    /// How the elements' `id` is a position, when the project's constructions of the element
    /// type give it one (`PositionalIDs`): a stored `id`, or a computed one beside a stored
    /// `index`; with the element type's name. Nil otherwise.
    static func positionalIdentity(of data: NodeID, _ context: RuleContext) -> (how: String, element: String)? {
        guard let (element, info) = positionalCandidate(of: data, context), let id = info.instanceMember("id") else { return nil }
        let inputs = context.project.varyingInputs
        if id.kind == .storedLet || id.kind == .storedVar {
            return PositionalIDs.recorded(type: element, label: "id", inputs)
                ? ("the 'id' of '\(element)', which its constructions give as a position", element) : nil
        }
        guard id.kind == .computed else { return nil }
        for p in info.storedProperties where positionProperties.contains(p.name) && PositionalIDs.recorded(type: element, label: p.name, inputs) {
            return ("the 'id' of '\(element)', computed beside '\(p.name)', which its constructions give as a position", element)
        }
        return nil
    }

    static func positionalCandidate(of data: NodeID, _ context: RuleContext) -> (String, TypeInfo)? {
        guard let (element, resolver) = elementType(of: data, context) else { return nil }
        // A type nested in the collection's owner (`[BGRun]` of `BGChartModel.BGRun`) is not
        // visible by its simple name here: the project's one struct of that name.
        let candidates = context.index.typesByName[element] ?? []
        guard let info = resolver.type([element]) ?? (candidates.count == 1 ? candidates[0] : nil), info.kind == .struct else { return nil }
        return (element, info)
    }

    /// The element type of the collection under the identity, when it is a property of the view
    /// (`items`, `self.items`) or of a property's type (`store.items`) declared as `[T]` or
    /// `Array<T>`: its name, and the resolver that reads it.
    static func elementType(of data: NodeID, _ context: RuleContext) -> (name: String, resolver: Resolver)? {
        let tree = context.tree
        // `zip(stopNames, times)`, also inside `Array(…)` or under `.enumerated()`: the elements are
        // pairs, of the two collections' elements when both are known.
        if let (first, second) = zippedPair(data, tree) {
            guard let a = elementType(of: first, context), let b = elementType(of: second, context) else { return nil }
            return ("(" + a.name + ", " + b.name + ")", a.resolver)
        }
        var path: [String] = []
        var e = tree.unwrapped(ChangingCollection.collection(of: data, tree))
        // `let items = records.filter { … }` before `List(items, …)`: the elements of `records`.
        for _ in 0..<3 {
            if tree.kind(e) == .identifierExpr, let n = tree.child(e, .name),
               let value = ChangingCollection.localSource(tree.identifier(n), at: e, context) {
                e = tree.unwrapped(value)
            } else if tree.kind(e) == .callExpr, let callee = tree.callee(e), tree.kind(callee) == .memberAccessExpr,
                      let name = tree.calleeName(e), ["filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast"].contains(name),
                      let base = tree.memberBase(callee) {
                e = tree.unwrapped(base)
            } else {
                break
            }
        }
        while tree.kind(e) == .memberAccessExpr, let n = tree.child(e, .name), let base = tree.memberBase(e) {
            path.insert(tree.identifier(n), at: 0)
            e = tree.unwrapped(base)
        }
        // `$stops`: the binding's collection, `stops`.
        if tree.kind(e) == .identifierExpr, var name = IdentifierExpr(unchecked: tree, e).name, name != "self" {
            if name.count > 1, name.hasPrefix("$") { name.removeFirst() }
            path.insert(name, at: 0)
        }
        // The view's type, also from code in an extension of it.
        guard !path.isEmpty, path.count <= 2, let owner = EnclosingType.info(around: data, context) else { return nil }
        let resolver = context.resolver(at: data)
        var type: TypeInfo? = owner
        var typeText: String?
        for (k, name) in path.enumerated() {
            // A class's instance `var`s and `let`s are kept apart from its members.
            guard let t = type, let member = t.instanceMember(name) ?? t.instanceVars.first(where: { $0.name == name })
                    ?? t.instanceLets.first(where: { $0.name == name }) else { return nil }
            // `@StateObject private var model = Model()` names its type only by constructing it.
            guard let text = k < path.count - 1 ? resolver.typeText(of: member) : member.typeText else { return nil }
            if k == path.count - 1 { typeText = text } else { type = resolver.typePath(fromText: text).flatMap { resolver.type($0) } }
        }
        guard var text = typeText else { return nil }
        if text.hasSuffix("?") { text.removeLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { return (String(text.dropFirst().dropLast()), resolver) }
        if text.hasPrefix("Array<"), text.hasSuffix(">") { return (String(text.dropFirst(6).dropLast()), resolver) }
        if text == "String" || text == "Substring" { return ("Character", resolver) }
        return nil
    }

    /// The two collections of `zip(a, b)` under `Array(…)` and `.enumerated()`, when neither is a
    /// count or the other's indices (`zip(1..., items)`, `zip(items.indices, items)`).
    static func zippedPair(_ data: NodeID, _ tree: SyntaxTree) -> (NodeID, NodeID)? {
        var e = tree.unwrapped(data)
        while tree.kind(e) == .callExpr {
            let name = tree.calleeName(e) ?? ""
            let args = tree.arguments(e)
            if name == "zip", args.count == 2 {
                let first = tree.unwrapped(args[0].value)
                if ChangingCollection.isOpenCount(tree, first) { return nil }
                if tree.kind(first) == .memberAccessExpr, tree.child(first, .name).map({ tree.identifier($0) }) == "indices" { return nil }
                return (args[0].value, args[1].value)
            }
            if name == "Array", let only = args.first?.value, args.count == 1 {
                e = tree.unwrapped(only)
            } else if name == "enumerated", let callee = tree.callee(e), tree.kind(callee) == .memberAccessExpr, let base = tree.memberBase(callee) {
                e = tree.unwrapped(base)
            } else {
                return nil
            }
        }
        return nil
    }

    /// A type whose values repeat and carry no identity: an SDK value type, an array, a
    /// dictionary or a tuple of values, or an optional of one (`[Date?]`, `(String, Date?)`).
    static func isPlainValue(_ type: String) -> Bool {
        if plainValueTypes.contains(type) { return true }
        if type.hasSuffix("?") { return isPlainValue(String(type.dropLast())) }
        return (type.hasPrefix("[") && type.hasSuffix("]")) || (type.hasPrefix("(") && type.hasSuffix(")"))
    }

    static func elements(of data: NodeID, _ context: RuleContext) -> Message.Elements {
        guard let (element, resolver) = elementType(of: data, context) else { return .unknown }
        if isPlainValue(element) { return .noIdentity(type: element) }
        guard let info = resolver.type([element]), info.kind != nil else { return .unknown }
        // Identifiable or not: a case's `id` is the case (judged MSG-BAD on a tuning app, where a
        // `.none` filler padded a toolbar's slots).
        if info.kind == .enum { return .enumCases(type: element) }
        if info.conforms(to: "Identifiable") || info.instanceMember("id") != nil {
            if let id = info.instanceMember("id"), id.kind == .storedLet || id.kind == .storedVar, let value = id.value,
               resolver.snippet(value).constructedType == "UUID", !keepsItsValues(data, context) {
                let other = info.members.first { m in
                    !m.isStatic && (m.kind == .storedLet || m.kind == .storedVar) && m.name != "id"
                        && (m.name.hasSuffix("ID") || m.name.hasSuffix("Id") || m.name.hasSuffix("Identifier"))
                        // An optional one is missing for new elements (judged MSG-BAD on an unseen
                        // app: 'foodID', nil for an ingredient just added).
                        && !(m.typeText?.hasSuffix("?") ?? false)
                }
                return .freshID(type: element, other: other?.name)
            }
            return .identifiable
        }
        // A project type conforming to a protocol of its own may inherit an 'id' from it.
        return info.inherits.allSatisfy({ ["Hashable", "Equatable", "Codable", "Sendable", "Decodable", "Encodable"].contains($0) })
            ? .noIdentity(type: element) : .unknown
    }

    /// The collection is the view's own `@State`, which it only edits (removes from, inserts
    /// into, appends to) and never assigns anew after it is made: its elements are the values it
    /// was made with, so an `id = UUID()` of each is made once and kept (judged MSG-BAD on an
    /// unseen app: an editable form's fields, made once in `init`, told to use another id).
    static func keepsItsValues(_ data: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        let e = tree.unwrapped(ChangingCollection.collection(of: data, tree))
        guard tree.kind(e) == .identifierExpr, let n = tree.child(e, .name), let owner = EnclosingType.info(around: data, context) else { return false }
        let name = ChangingCollection.bindingStripped(tree.identifier(n))
        guard let member = owner.instanceMember(name), member.attributes.contains("State") else { return false }
        return !ChangeModel.collectionEdits(of: name, in: owner, context.project).contains(.reload)
    }

    /// Whether the rows bind to elements by position (`$fields[index]`): the advice is then a
    /// `ForEach` over bindings to the elements.
    static func bindsElements(_ call: NodeID, collection: String, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let content = tree.arguments(call).last(where: { $0.trailing })?.value else { return false }
        var found = false
        tree.walk(content) { n in
            if tree.kind(n) == .subscriptExpr, let base = SubscriptExpr(tree, n)?.base, tree.compactText(base) == "$" + collection { found = true }
            return !found
        }
        return found
    }

    /// Elements of a project class that declares no `hash(into:)` or `hashValue` of its own: a
    /// SwiftData `@Model` or an `NSObject` subclass is hashed by identity, so editing one keeps
    /// its hash. (A class cannot conform to `Hashable` by synthesis.)
    static func hashesByIdentity(_ data: NodeID, _ context: RuleContext) -> Bool {
        guard let (element, resolver) = elementType(of: data, context), let info = resolver.type([element]),
              info.kind == .class else { return false }
        return !info.members.contains { $0.name == "hash" || $0.name == "hashValue" }
    }

    /// The element type's own `hash(into:)` combines only properties nothing writes after an
    /// element is made (`hasher.combine(code)`, a code set in `init`): editing an element in place
    /// keeps its hash, as an `id` would (judged WRONG on an unseen app: bus stops hashed by their
    /// code reported as rehashed when their names were edited).
    static func hashesFixedFields(_ data: NodeID, _ context: RuleContext) -> Bool {
        guard let (element, resolver) = elementType(of: data, context), let info = resolver.type([element]) else { return false }
        // Read once per element type, however many lists show it.
        return context.project.memo("hash-fixed-fields:\(info.memoKey)") { hashesFixedFields(of: info, context.project) }
    }

    static func hashesFixedFields(of info: TypeInfo, _ project: ProjectIndex) -> Bool {
        var combined: Set<String> = []
        var sawHash = false
        for declaration in project.observation.declarations(of: info) {
            let (source, tokens) = project.lexedSnippet(declaration.ref)
            func spells(_ t: Int, _ word: String) -> Bool { source[tokens[t].range].elementsEqual(word.utf8) }
            var k = 0
            while k + 3 < tokens.count {
                // `func hash(into hasher: inout Hasher) { … }`
                if tokens[k].keyword == .`func`, spells(k + 1, "hash"), tokens[k + 2].kind == .leftParen, spells(k + 3, "into") {
                    sawHash = true
                    var j = k + 3
                    while j < tokens.count, tokens[j].kind != .leftBrace { j += 1 }
                    var depth = 0
                    while j < tokens.count {
                        if tokens[j].kind == .leftBrace { depth += 1 }
                        if tokens[j].kind == .rightBrace { depth -= 1; if depth == 0 { break } }
                        // `hasher.combine(code)`, `hasher.combine(self.code)`.
                        if spells(j, "combine"), j + 1 < tokens.count, tokens[j + 1].kind == .leftParen {
                            var a = j + 2
                            while a < tokens.count, tokens[a].kind != .rightParen {
                                if tokens[a].kind == .identifier, a == 0 || tokens[a - 1].kind != .period || (a >= 2 && tokens[a - 2].keyword == .`self`) {
                                    combined.insert(String(decoding: source[tokens[a].range], as: UTF8.self))
                                }
                                a += 1
                            }
                            j = a
                        }
                        j += 1
                    }
                    k = j
                }
                k += 1
            }
        }
        guard sawHash, !combined.isEmpty else { return false }
        // Each is the type's own stored property, and nothing writes one of that name after an
        // element is made: not the type's code, not code through an element of unknown type.
        return combined.allSatisfy { name in
            guard info.instanceMember(name) != nil || CollectionSource.declaredProperties(of: info, project).names.contains(name),
                  !ChangeModel.writtenByName(name, project) else { return false }
            guard let (frequency, unknown) = ChangeModel.frequency(of: name, in: info, project) else { return true }
            return !unknown && frequency <= .fixed
        }
    }

    /// The row's view is given its element's identity with `.id(…)`
    /// (`ForEach(items.indices) { i in Row(items[i]).id(items[i].id) }`): when the collection
    /// shifts, a position's row takes another id, so SwiftUI makes it anew instead of handing it
    /// the state of the element that was there. An `.id` of the position itself (`.offset`, the
    /// index) is no such identity. Beside that view the row may show a view only under a
    /// condition (`if isLast { ProgressView() }`, a page loader), and it may name the element
    /// first (`let group = groups[index]`); judged WRONG as a default warning when such a row
    /// was reported (an unseen app's group list).
    static func rowsHaveElementID(_ call: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let closure = tree.arguments(call).last(where: { tree.kind($0.value) == .closureExpr })?.value else { return false }
        let row = ClosureExpr(unchecked: tree, closure)
        var parameters = Set(row.parameters.compactMap(\.localName))
        // Locals read from the row's parameters (`let group = groups[index]`) name the element.
        for statement in row.statements where tree.kind(statement) == .variableDecl {
            for binding in VariableDecl(unchecked: tree, statement).bindings {
                guard let name = binding.name, let value = binding.value else { continue }
                var readsRow = false
                tree.walk(value) { n in
                    if tree.kind(n) == .identifierExpr, let id = tree.child(n, .name), parameters.contains(tree.identifier(id)) { readsRow = true }
                    return !readsRow
                }
                if readsRow { parameters.insert(name) }
            }
        }
        let statements = row.statements.map { tree.unwrapped($0) }.filter { tree.kind($0) != .variableDecl }
        let views = statements.filter { tree.kind($0) != .ifExpr }
        // A view shown under a condition is still placed by position: only the SDK's views there
        // (a `ProgressView`, a `Divider`), none of the project's, which may hold state.
        for conditional in statements where tree.kind(conditional) == .ifExpr {
            var buildsProjectView = false
            tree.walk(conditional) { n in
                if tree.kind(n) == .callExpr, let name = tree.calleeName(n), name.first?.isUppercase == true,
                   context.index.type([name]) != nil { buildsProjectView = true }
                return !buildsProjectView
            }
            if buildsProjectView { return false }
        }
        guard views.count == 1, tree.kind(views[0]) == .callExpr, tree.calleeName(views[0]) == "id",
              let callee = tree.callee(views[0]), tree.kind(callee) == .memberAccessExpr,
              let argument = tree.arguments(views[0]).first?.value, tree.arguments(views[0]).count == 1 else { return false }
        let key = tree.unwrapped(argument)
        // A key spelled with the element (`.id("\(idx)-\(char)")` in `{ idx, char in … }`): a row
        // whose element changes at that position is a new row.
        if tree.kind(key) == .stringLiteral {
            let names = row.parameters.compactMap(\.localName)
            let elementNames = names.count >= 2 ? Set(names.dropFirst()) : []
            var mentionsElement = false
            tree.walk(key) { n in
                switch tree.kind(n) {
                case .identifierExpr:
                    if let id = tree.child(n, .name), elementNames.contains(tree.identifier(id)) { mentionsElement = true }
                case .memberAccessExpr:
                    if let id = tree.child(n, .name), ["element", "1"].contains(tree.identifier(id)) { mentionsElement = true }
                case .subscriptExpr:
                    mentionsElement = true
                default:
                    break
                }
                return !mentionsElement
            }
            return mentionsElement
        }
        // The element's own property: `item.id`, `items[i].id`, `pair.element.id`, `$0.element.id`.
        guard tree.kind(key) == .memberAccessExpr, let name = tree.child(key, .name).map({ tree.identifier($0) }),
              name != "offset", name != "0", name != "self", name != "hashValue" else { return false }
        var mentionsRow = false
        tree.walk(key) { n in
            if tree.kind(n) == .identifierExpr, let id = tree.child(n, .name).map({ tree.identifier($0) }),
               parameters.contains(id) || id.hasPrefix("$") { mentionsRow = true }
            return !mentionsRow
        }
        return mentionsRow
    }

    /// Whether the row closure reads no element by its index (`items[index]`, `items[safe: i]`):
    /// its rows are positions (`Dot(isActive: index == current)`), not elements.
    static func rowsReadOnlyPosition(_ call: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let closure = tree.arguments(call).last(where: { tree.kind($0.value) == .closureExpr })?.value,
              let parameter = ClosureExpr(unchecked: tree, closure).parameters.first else { return false }
        // `{ _ in Placeholder() }`: the index is not even read.
        guard let index = parameter.localName, index != "_" else { return true }
        // The name the collection is reached from (`gradient` of `gradient.stops.indices`).
        let collectionRoot = tree.arguments(call).first { $0.label == nil && !$0.trailing }.flatMap { rootName(of: $0.value, tree) }
        func mentions(_ name: String, _ e: NodeID) -> Bool {
            var found = false
            tree.walk(e) { m in
                if tree.kind(m) == .identifierExpr, let n = tree.child(m, .name), bareName(tree.identifier(n)) == name { found = true }
                return !found
            }
            return found
        }
        var reads = false
        func mentionsIndex(_ e: NodeID) -> Bool {
            var found = false
            tree.walk(e) { m in
                if tree.kind(m) == .identifierExpr, tree.child(m, .name).map({ tree.identifier($0) }) == index { found = true }
                return !found
            }
            return found
        }
        tree.walk(closure) { n in
            guard !reads else { return false }
            switch tree.kind(n) {
            case .subscriptExpr:
                // `items[index]`.
                reads = tree.arguments(n).contains { mentionsIndex($0.value) }
            case .callExpr:
                // `row(at: index)`, `model.item(index)`: a function may read an element by it;
                // a view built with it (`Dot(index: index, current: current)`) shows the position.
                // Modifiers of a view (`Circle().fill(index == current ? … : …)`) are neither.
                if let name = tree.calleeName(n), name.first?.isLowercase == true, let callee = tree.callee(n) {
                    let bare = tree.kind(callee) == .identifierExpr
                    let onObject = tree.kind(callee) == .memberAccessExpr
                        && tree.memberBase(callee).map({ tree.kind(tree.unwrapped($0)) == .identifierExpr }) == true
                    if bare || onObject { reads = tree.arguments(n).contains { !$0.trailing && mentionsIndex($0.value) } }
                } else if let name = tree.calleeName(n), name.first?.isUppercase == true {
                    // `Handle(gradient: $gradient, index: index)` over `gradient.stops.indices`: a
                    // view given the collection beside the index reads its element by it.
                    let arguments = tree.arguments(n).filter { !$0.trailing }
                    if let root = collectionRoot {
                        reads = arguments.contains { mentionsIndex($0.value) } && arguments.contains { mentions(root, $0.value) }
                    }
                    // `SpeechCard(id: id)` whose code reads `controller.textItems[id]`: a project
                    // view given the index alone reads an element by it (a recall miss on an unseen
                    // app: an audio player's utterance list).
                    if !reads, let view = context.resolver(at: n).type([name]), view.kind == .struct {
                        let labels = arguments.filter { mentionsIndex($0.value) }.compactMap(\.label)
                        reads = labels.contains { subscripts(by: $0, in: view, context.resolver(at: n)) }
                    }
                }
            default:
                break
            }
            return !reads
        }
        return !reads
    }

    /// A collection other than the rows' own that the row content subscripts with the row's
    /// index beside its own (`order[i]` and `$notes.tasksOnBar[i]` in rows over
    /// `order.indices`), as written (without `$`). Rows that subscript one collection only are
    /// not paired, whatever it is spelled (`guests[i]` over `0..<shown`).
    static func pairedCollection(_ call: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        guard let closure = tree.arguments(call).last(where: { tree.kind($0.value) == .closureExpr })?.value,
              let index = ClosureExpr(unchecked: tree, closure).parameters.first?.localName, index != "_",
              let data = tree.arguments(call).first(where: { $0.label == nil && !$0.trailing })?.value else { return nil }
        func plain(_ text: String) -> String { text.hasPrefix("$") ? String(text.dropFirst()) : text }
        let own = plain(tree.compactText(ChangingCollection.collection(of: data, tree)))
        var readsOwn = false
        var other: String?
        tree.walk(closure) { n in
            guard tree.kind(n) == .subscriptExpr, let base = tree.child(n, at: 0),
                  tree.arguments(n).count == 1, let argument = tree.arguments(n).first,
                  tree.kind(tree.unwrapped(argument.value)) == .identifierExpr,
                  tree.compactText(argument.value) == index else { return true }
            let text = plain(tree.compactText(base))
            if text == own { readsOwn = true } else if other == nil, !text.isEmpty, !text.contains("(") { other = text }
            return true
        }
        return readsOwn ? other : nil
    }

    /// Whether the code of `view` subscripts something with its property `property`
    /// (`textItems[id]`, `self.items[index]`).
    static func subscripts(by property: String, in view: TypeInfo, _ resolver: Resolver) -> Bool {
        guard view.storedProperties.contains(where: { $0.name == property }) else { return false }
        for declaration in resolver.index.observation.declarations(of: view) {
            let tree = resolver.snippet(declaration.ref).tree
            var found = false
            tree.walk(tree.root) { m in
                if tree.kind(m) == .subscriptExpr, tree.arguments(m).contains(where: { argument in
                    let v = tree.unwrapped(argument.value)
                    if tree.kind(v) == .identifierExpr { return tree.child(v, .name).map { tree.identifier($0) } == property }
                    guard tree.kind(v) == .memberAccessExpr, let base = tree.memberBase(v), tree.name(base, is: "self"),
                          let n = tree.child(v, .name) else { return false }
                    return tree.identifier(n) == property
                }) { found = true }
                return !found
            }
            if found { return true }
        }
        return false
    }

    /// The identifier a data expression starts from: `gradient` of `gradient.stops.indices`,
    /// `items` of `self.items.indices` or `0..<items.count`; nil for anything else.
    static func rootName(of data: NodeID, _ tree: SyntaxTree) -> String? {
        var e = tree.unwrapped(data)
        var steps = 0
        while steps < 16 {
            steps += 1
            switch tree.kind(e) {
            case .identifierExpr:
                guard let n = tree.child(e, .name) else { return nil }
                let name = bareName(tree.identifier(n))
                return name == "self" ? nil : name
            case .memberAccessExpr:
                guard let base = tree.memberBase(e) else { return nil }
                let b = tree.unwrapped(base)
                if tree.kind(b) == .identifierExpr, tree.child(b, .name).map({ tree.identifier($0) }) == "self",
                   let n = tree.child(e, .name) {
                    return bareName(tree.identifier(n))
                }
                e = b
            case .infixOperatorExpr:
                // `0..<items.count`: the collection is on the right.
                guard let rhs = tree.children(e).last else { return nil }
                e = tree.unwrapped(rhs)
            default:
                return nil
            }
        }
        return nil
    }

    /// `$items` and `_items` name `items`.
    static func bareName(_ name: String) -> String {
        var s = Substring(name)
        while s.first == "$" || s.first == "_" { s = s.dropFirst() }
        return String(s)
    }

    /// `zipCounter`: `zip(1..., items)`, a running count beside the elements.
    enum Shape { case enumerated, indices, countRange, zipIndices, zipCounter, other }

    /// What the data expression iterates.
    static func dataShape(_ tree: SyntaxTree, _ data: NodeID) -> Shape {
        let e = tree.unwrapped(data)
        switch tree.kind(e) {
        case .callExpr:
            let name = tree.calleeName(e) ?? ""
            if name == "enumerated" { return .enumerated }
            if name == "zip", let first = tree.arguments(e).first?.value {
                if dataShape(tree, first) == .indices { return .zipIndices }
                if ChangingCollection.isOpenCount(tree, first) { return .zipCounter }
            }
            if name == "Array", let first = tree.arguments(e).first?.value { return dataShape(tree, first) }
            // `stride(from: 0, to: x.count, by: 1)`: positions again.
            if name == "stride", let bound = tree.arguments(e).first(where: { $0.label == "to" || $0.label == "through" }),
               mentionsCount(tree, bound.value) { return .countRange }
            // A method on the data keeps its shape when it keeps its elements: any method of
            // `enumerated()` pairs (`.filter`, `.sorted`, `.map { $0 }` keep `offset`), only
            // order- and subset-preserving ones of `indices` (a `.map` turns indices into elements).
            guard let callee = tree.callee(e), let base = tree.memberBase(callee) else { return .other }
            let inner = dataShape(tree, base)
            switch inner {
            case .enumerated, .zipIndices, .zipCounter:
                return inner
            case .indices, .countRange:
                let keeping: Set<String> = ["reversed", "sorted", "prefix", "suffix", "dropFirst", "dropLast", "filter", "shuffled"]
                return keeping.contains(name) ? inner : .other
            case .other:
                return .other
            }
        case .memberAccessExpr:
            if tree.child(e, .name).map({ tree.identifier($0) }) == "indices" { return .indices }
            return .other
        case .infixOperatorExpr:
            let range = InfixOperatorExpr(unchecked: tree, e)
            guard let (_, upper) = range.operands, range.operator == .halfOpenRange || range.operator == .closedRange else { return .other }
            // `0..<items.count`, `0..<rowCount`, `1..<count + 1`: positions up to a bound that
            // may change (whether it does is `ChangingCollection`'s); `0..<5` is not.
            return mentionsCount(tree, upper) || tree.kind(tree.unwrapped(upper)) != .integerLiteral ? .countRange : .other
        default:
            return .other
        }
    }

    /// Whether the `indices` the data reads is a member the project declares on the type of its
    /// base: a stored property of the view whose type (annotated, or made by `Type(…)` or
    /// `Type.factory(…)`) is a project type with an instance member `indices`.
    static func declaresOwnIndices(_ data: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var access: NodeID?
        tree.walk(data) { n in
            if access == nil, tree.kind(n) == .memberAccessExpr, tree.child(n, .name).map({ tree.identifier($0) }) == "indices" { access = n }
            return access == nil
        }
        guard let access, let base = tree.memberBase(access).map({ tree.unwrapped($0) }), tree.kind(base) == .identifierExpr,
              let b = tree.child(base, .name), let owner = EnclosingType.info(around: data, context),
              let stored = owner.instanceMember(tree.identifier(b)), stored.kind == .storedVar || stored.kind == .storedLet else { return false }
        let resolver = context.resolver(at: data)
        var typeName: String?
        if let text = stored.typeText {
            typeName = resolver.typePath(fromText: text)?.last
        } else if let value = stored.value {
            // `ThemeIndexManager.load()`, `Manager()`: the leading capitalized name.
            let text = resolver.text(value)
            let head = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if head.first?.isUppercase == true { typeName = String(head) }
        }
        guard let typeName, let info = resolver.type([typeName]) else { return false }
        return info.instanceMember("indices") != nil
    }

    /// `x.count`, `x.count - 1`.
    static func mentionsCount(_ tree: SyntaxTree, _ e: NodeID) -> Bool {
        var found = false
        tree.walk(e) { n in
            if tree.kind(n) == .memberAccessExpr, tree.child(n, .name).map({ tree.identifier($0) }) == "count",
               tree.memberBase(n) != nil {
                found = true
            }
            return !found
        }
        return found
    }
}
