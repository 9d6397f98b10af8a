/// `environment_object_not_injected`: an environment object read by a view but injected nowhere.
/// Documentation: `info.documentation` (`entrylint explain environment_object_not_injected`).
public enum EnvironmentObjectNotInjected: LintRule {
    public static let info = RuleInfo(
        id: "environment_object_not_injected",
        defaultSeverity: .warning,
        category: .correctness,
        summary: "A view reads an environment object that nothing in the project injects: it crashes at run time.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports `@EnvironmentObject var x: T` and `@Environment(T.self) var x` (not optional) in \
            a project view or view modifier when `T` is a project class (an `ObservableObject`, or \
            `@Observable` for `@Environment(T.self)`) and no `.environmentObject(…)` or \
            `.environment(…)` anywhere in the project injects a value of type `T` or of a type the \
            linter cannot tell. Injections inside previews count for previews only; views that only \
            previews and tests construct are not readers (their previews are \
            `preview_missing_environment_object`'s). One finding per \
            type, on its first reader (by path and line); a note lists the other readers. Only the \
            files given are the project: lint the whole app, not one file. A property the view \
            never uses is never looked up and is not reported. An object made by a project type \
            that extends a dependency's type (a framework's app delegate or module, which may put \
            what it makes in the environment) is the audit profile's, with a note naming the maker.
            """,
            whyIsThisBad: """
            An environment object is looked up by type when the view's `body` reads it. If no \
            ancestor injected one, SwiftUI stops the app: "No ObservableObject of type T found" \
            (or "No Observable object of type T found" for `@Environment(T.self)`). The compiler \
            cannot see this; it shows up at run time, often only on a screen reached rarely.
            """,
            example: """
            final class Cart: ObservableObject { @Published var items: [Item] = [] }

            struct CartBadge: View {
                @EnvironmentObject var cart: Cart      // nothing injects a Cart
                var body: some View { Text("\\(cart.items.count)") }
            }
            """,
            useInstead: """
            @main struct ShopApp: App {
                @StateObject private var cart = Cart()
                var body: some Scene {
                    WindowGroup { ContentView().environmentObject(cart) }
                }
            }
            """,
            fixSafety: "No automatic fix: the object has to be created by its owner and injected above every reader."),
        triggeringExamples: [
            """
            final class Cart: ObservableObject { @Published var count = 0 }
            struct CartBadge: View {
                @EnvironmentObject var ↓cart: Cart
                var body: some View { Text("\\(cart.count)") }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class Cart: ObservableObject { @Published var count = 0 }
            struct CartBadge: View {
                @EnvironmentObject var cart: Cart
                var body: some View { Text("\\(cart.count)") }
            }
            @main struct Shop: App {
                @StateObject private var cart = Cart()
                var body: some Scene { WindowGroup { CartBadge().environmentObject(cart) } }
            }
            """,
        ])

    enum Message {
        case notInjected(wrapper: String, property: String, type: String, reader: String, previewsOnly: Bool)

        var text: String {
            switch self {
            case let .notInjected(wrapper, property, type, reader, previewsOnly):
                let modifier = wrapper == "EnvironmentObject" ? ".environmentObject(…)" : ".environment(…)"
                let kind = wrapper == "EnvironmentObject" ? "ObservableObject" : "Observable object"
                let only = previewsOnly ? " outside previews" : ""
                _ = kind
                return "'\(reader)' reads '@\(wrapper) var \(property): \(type)', but nothing in the project\(only) injects one: the view crashes at run time; inject \(MessageLine.article(before: type)) '\(type)' with '\(modifier)' above every reader"
            }
        }
    }

    /// A finding sits on an `@EnvironmentObject` or `@Environment(T.self)` property.
    public static let triggers = ["EnvironmentObject", "Environment"]

    /// Environment-object reads and injections of every file.
    /// Which views only previews and tests construct (`previewUses`).
    public static let summaryFacts: SummaryFacts = [.observation, .previewUses]

    public static func check(_ context: RuleContext) {
        let index = context.index
        let mine = EnvironmentObjectReaders.reads(in: context.path, context.project)
        guard !mine.isEmpty else { return }
        var reported: Set<String> = []
        var resolvedInjections: [String: TypeInfo?] = [:]
        for read in mine where !reported.contains(read.type) {
            // Only the first reader reports: find it before resolving every other reader (each
            // of a type's readers asking for all of them was 20% of a run on a large app).
            let candidates = EnvironmentObjectReaders.candidates(of: read.type, kind: read.kind, index: index)
            var isReader = EnvironmentObjectReaders.ReaderTest(index: index)
            // A view only previews and tests construct never runs in the app: its preview is
            // `preview_missing_environment_object`'s.
            let previewOnly = index.index.previewOnlyNames
            // A property the view never uses is never looked up: no crash.
            func isAppReader(_ r: EnvironmentObjectRead) -> Bool {
                !previewOnly.contains(PreviewUses.hash(r.reader)) && isReader(r) && EnvironmentObjectReaders.uses(r, index: index)
            }
            guard let first = candidates.first(where: isAppReader), first.path == context.path, first.line == read.line,
                  first.property == read.property else { continue }
            let readers = candidates.filter(isAppReader)
            reported.insert(read.type)
            let target = index.type([read.type])
            let injections = context.project.environmentInjections.filter { injection in
                guard let type = injection.type, type != read.type else { return true }
                // `same(type, read.type)`, with each injected type name resolved once per file.
                guard let target else { return false }
                if resolvedInjections[type] == nil { resolvedInjections[type] = .some(index.type([type])) }
                return resolvedInjections[type]!.map { $0 === target } ?? false
            }
            guard !injections.contains(where: { !$0.inPreview }) else { continue }
            guard let node = EnvironmentObjectReaders.node(of: first, context) else { continue }
            // Made by a type extending a dependency's (a framework's delegate or module), which
            // may inject what it makes: no evidence that nothing does.
            var notes: [Note] = []
            var profile: Profile?
            if let target, let maker = DependencyInjection.owner(making: target, index: index) {
                profile = .audit
                notes.append(Note(message: "'\(maker)' makes \(MessageLine.article(before: read.type)) '\(read.type)' and extends a dependency's type, which may inject it"))
            }
            let wrapper = read.kind == .environmentObject ? "EnvironmentObject" : "Environment"
            let others = readers.dropFirst()
            if !others.isEmpty {
                let list = others.prefix(5).map { "\($0.reader) (\($0.path):\($0.line))" }.joined(separator: ", ")
                notes.append(Note(message: "also read by \(others.count) more: \(list)\(others.count > 5 ? ", …" : "")"))
            }
            context.report(info, node, Message.notInjected(wrapper: wrapper, property: read.property, type: read.type,
                                                           reader: read.reader, previewsOnly: !injections.isEmpty).text, notes: notes,
                           profile: profile)
        }
    }
}

/// Readers of environment objects, as the environment rules see them.
enum EnvironmentObjectReaders {
    /// The reads of `type` with the wrapper `kind`, by path and line, whether or not their
    /// declaring type is a view (`ReaderTest`, which resolves a name, decides that).
    static func candidates(of type: String, kind: EnvironmentObjectRead.Kind, index: Resolver) -> [EnvironmentObjectRead] {
        guard isCheckable(type, kind: kind, index: index), let target = index.type([type]) else { return [] }
        let project = index.index
        // Once per name, wrapper and type for the project: every read of every reader's file
        // asked again, quadratic in the readers of one type (2.5% of a run on two apps). Other
        // names are resolved from the type's own file, so the answer does not depend on which
        // file asked first.
        return project.memo("environment-object-candidates:\(kind.rawValue):\(type):\(target.memoKey)") { () -> [EnvironmentObjectRead] in
            let resolver = Resolver(index: project, site: UseSite(file: target.file))
            // The same reads `same(r.type, type)` would keep, in input order, but each distinct
            // type name is resolved once instead of once per read.
            let reads = project.observation.reads
            var picked: [Int] = []
            for (name, positions) in readPositionsByType(project) where name == type || mayName(name, target, project) && resolver.type([name]) === target {
                picked += positions
            }
            picked.sort()
            return picked.map { reads[$0] }.filter { $0.kind == kind }.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        }
    }

    /// Whether the reading type's code uses the property anywhere besides declaring it (`x`,
    /// `$x`, `_x`): a property never used is never looked up, and cannot crash.
    static func uses(_ read: EnvironmentObjectRead, index: Resolver) -> Bool {
        // Named again in the declaration that declares it (pass 1): used.
        if read.usedInDeclaration { return true }
        guard let reader = index.type([read.reader]) else { return true }
        let project = index.index
        // Every property the reader reads from the environment is counted in one pass over its
        // declarations' tokens (lexed, not parsed: only names are looked at): the properties
        // seen once, where they are declared, are the unused ones.
        let unused = project.memo("environment-reads-unused:\(reader.memoKey)") { () -> Set<String> in
            let names = Set((readsByReader(project)[read.reader] ?? []).map { project.observation.reads[$0].property })
            // Lengths as bits (names up to 63 bytes; longer ones all share the last bit).
            let lengths = names.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
            var counts: [String: Int] = [:]
            var found = false
            for declaration in project.observation.declarations(of: reader) {
                found = true
                let (source, tokens) = project.lexedSnippet(declaration.ref)
                for t in tokens where t.kind == .identifier {
                    let r = EnvironmentObjectRead.propertyName(t, in: source)
                    guard lengths & (1 << UInt64(min(r.count, 63))) != 0 else { continue }
                    let text = String(decoding: source[r], as: UTF8.self)
                    if names.contains(text) { counts[text, default: 0] += 1 }
                }
            }
            // Declarations not found (another module's view): as if used.
            guard found else { return [] }
            // Seen once: only where it is declared. Not seen at all (a name the lexer spells
            // differently): as if used.
            return Set(names.filter { counts[$0] == 1 })
        }
        return !unused.contains(read.property)
    }

    /// Positions in `observation.reads` by the reading type's name, computed once per run.
    static func readsByReader(_ index: ProjectIndex) -> [String: [Int]] {
        index.observation.memo("environmentObjectReads.byReader") { () -> [String: [Int]] in
            var out: [String: [Int]] = [:]
            for (k, r) in index.observation.reads.enumerated() { out[r.reader, default: []].append(k) }
            return out
        }
    }

    /// Whether a read's declaring type is a project view or view modifier, each name resolved once.
    struct ReaderTest {
        let index: Resolver
        var known: [String: Bool] = [:]

        mutating func callAsFunction(_ read: EnvironmentObjectRead) -> Bool {
            if let answer = known[read.reader] { return answer }
            let answer = index.type([read.reader]).map { $0.conforms(to: "View") || $0.conforms(to: "ViewModifier") } ?? false
            known[read.reader] = answer
            return answer
        }
    }

    /// Whether a one-component path `name` can resolve to `target` at all: it is the target's
    /// qualified name (the only key a declaration is found under), or a typealias's. Saves the
    /// resolution of every other name.
    static func mayName(_ name: String, _ target: TypeInfo, _ project: ProjectIndex) -> Bool {
        name == target.qualifiedName || project.aliasesByPath[name] != nil || name.utf8.contains(UInt8(ascii: "."))
    }

    /// Positions in `observation.reads` by the read's type name, computed once per run.
    static func readPositionsByType(_ index: ProjectIndex) -> [String: [Int]] {
        index.observation.memo("environmentObjectReads.byType") { () -> [String: [Int]] in
            var out: [String: [Int]] = [:]
            for (k, r) in index.observation.reads.enumerated() { out[r.type, default: []].append(k) }
            return out
        }
    }

    /// The reads declared in one file, in input order.
    static func reads(in path: String, _ index: ProjectIndex) -> [EnvironmentObjectRead] {
        let byPath = index.observation.memo("environmentObjectReads.byPath") { () -> [String: [EnvironmentObjectRead]] in
            var out: [String: [EnvironmentObjectRead]] = [:]
            for r in index.observation.reads { out[r.path, default: []].append(r) }
            return out
        }
        return byPath[path] ?? []
    }

    /// A project class the linter knows to be what the wrapper needs.
    static func isCheckable(_ type: String, kind: EnvironmentObjectRead.Kind, index: Resolver) -> Bool {
        guard let info = index.type([type]), info.kind == .class else { return false }
        switch kind {
        case .environmentObject: return index.isObservableObject(info)
        case .environmentType: return index.isObservationClass(info)
        }
    }

    static func same(_ a: String, _ b: String, _ index: Resolver) -> Bool {
        if a == b { return true }
        guard let x = index.type([a]), let y = index.type([b]) else { return false }
        return x === y
    }

    /// The property's binding in this file's tree.
    static func node(of read: EnvironmentObjectRead, _ context: RuleContext) -> NodeID? {
        let tree = context.tree
        for decl in context.nodes(.variableDecl) where context.line(decl) == read.line {
            for b in tree.children(decl, .patternBinding) where tree.bindingName(b) == read.property { return b }
        }
        return nil
    }
}
