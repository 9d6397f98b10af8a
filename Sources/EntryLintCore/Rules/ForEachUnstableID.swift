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
            `id: \\.offset` (or `\\.0`) over `enumerated()`, `indices` or `0..<x.count` ranges over a \
            collection (with or without `id: \\.self`), `zip(x.indices, x)` with `id: \\.0`, and \
            `id: \\.hashValue`, over a collection that changes while the rows are shown: the container \
            has `.onDelete`/`.onMove`/`.onInsert`, the collection (or what a computed property of that \
            name reads) is assigned, removed from, inserted into, moved or sorted somewhere in the project \
            outside an `init`, it is a `@FetchRequest`/`@Query` result, or the rows hold state (a project \
            view with `@State`/`@StateObject`/`@FocusState`, a `TextField`). Not reported: fixed collections \
            (array literals, `allCases`, `static let`s and global `let`s, stored `let`s of literal arrays, \
            properties of a local `let` or `ForEach` row taken from one of those, constant ranges such \
            as `0..<5`), collections only set once in an `init` or only appended to \
            (existing rows keep their positions and hashes), and element identity (`id: \\.element.id`).
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
        case index(container: String, how: String)
        case hash(container: String)

        var text: String {
            switch self {
            case let .index(container, how):
                return "'\(container)' identifies rows by their index (\(how)): after an insert, delete or move, rows take another element's identity and state; identify rows by a stable property such as 'id: \\.element.id' or use Identifiable data"
            case let .hash(container):
                return "'\(container)' identifies rows by 'hashValue', which changes when an element is edited: its row is destroyed and rebuilt, losing its state; identify rows by a stable property such as 'id: \\.id'"
            }
        }
    }

    static let containers: Set<String> = ["ForEach", "List", "Table"]

    /// A finding sits in a `ForEach`, `List` or `Table` call.
    public static let triggers = ["ForEach", "List", "Table"]

    /// Whether a collection changes: the view inputs some file changes, preview code (`ChangingCollection`).
    public static let summaryFacts: SummaryFacts = [.varyingInputs, .previewUses]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.callExpr]) { node in
            if tree.kind(node) == .callExpr, let name = tree.calleeName(node), containers.contains(name),
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
            guard ChangingCollection.changes(call, data: data, hash: true, context) else { return }
            context.reportSplittingAdvice(info, idArg, Message.hash(container: container).text)
            return
        }
        let shape = dataShape(tree, data)
        switch shape {
        case .enumerated where id == "offset" || id == "0", .zipIndices where id == "0",
             .indices where id == nil || id == "self", .countRange where id == nil || id == "self":
            if rowsHaveElementID(call, context) { return }
            guard ChangingCollection.changes(call, data: data, hash: false, context) else { return }
        default:
            return
        }
        switch shape {
        case .enumerated where id == "offset" || id == "0":
            context.reportSplittingAdvice(info, idArg!, Message.index(container: container, how: "'\\.\(id ?? "")' over 'enumerated()'").text)
        case .zipIndices where id == "0":
            context.reportSplittingAdvice(info, idArg!, Message.index(container: container, how: "'\\.0' of 'zip(indices, …)'").text)
        case .indices where id == nil || id == "self":
            context.reportSplittingAdvice(info, idArg ?? data, Message.index(container: container, how: "'indices' of the collection").text)
        case .countRange where id == nil || id == "self":
            context.reportSplittingAdvice(info, idArg ?? data, Message.index(container: container, how: "a range up to 'count'").text)
        default:
            break
        }
    }

    /// The row is one view given its element's identity with `.id(…)`
    /// (`ForEach(items.indices) { i in Row(items[i]).id(items[i].id) }`): when the collection
    /// shifts, a position's row takes another id, so SwiftUI makes it anew instead of handing it
    /// the state of the element that was there. An `.id` of the position itself (`.offset`, the
    /// index) is no such identity.
    static func rowsHaveElementID(_ call: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let closure = tree.arguments(call).last(where: { tree.kind($0.value) == .closureExpr })?.value else { return false }
        let row = ClosureExpr(unchecked: tree, closure)
        let parameters = Set(row.parameters.compactMap(\.localName))
        let views = row.statements.map { tree.unwrapped($0) }.filter { tree.kind($0) != .variableDecl }
        guard views.count == 1, tree.kind(views[0]) == .callExpr, tree.calleeName(views[0]) == "id",
              let callee = tree.callee(views[0]), tree.kind(callee) == .memberAccessExpr,
              let argument = tree.arguments(views[0]).first?.value, tree.arguments(views[0]).count == 1 else { return false }
        let key = tree.unwrapped(argument)
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

    enum Shape { case enumerated, indices, countRange, zipIndices, other }

    /// What the data expression iterates.
    static func dataShape(_ tree: SyntaxTree, _ data: NodeID) -> Shape {
        let e = tree.unwrapped(data)
        switch tree.kind(e) {
        case .callExpr:
            let name = tree.calleeName(e) ?? ""
            if name == "enumerated" { return .enumerated }
            if name == "zip", let first = tree.arguments(e).first?.value, dataShape(tree, first) == .indices { return .zipIndices }
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
            case .enumerated, .zipIndices:
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
            return mentionsCount(tree, upper) ? .countRange : .other
        default:
            return .other
        }
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
