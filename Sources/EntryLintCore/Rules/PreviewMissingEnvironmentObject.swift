/// `preview_missing_environment_object`: a preview renders a view whose hierarchy reads an
/// environment object the preview does not inject.
/// Documentation: `info.documentation` (`entrylint explain preview_missing_environment_object`).
public enum PreviewMissingEnvironmentObject: LintRule {
    public static let info = RuleInfo(
        id: "preview_missing_environment_object",
        defaultSeverity: .warning,
        category: .correctness,
        summary: "A preview renders a view whose hierarchy reads an environment object the preview never injects.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports a view built by a `#Preview` or a `PreviewProvider` when the view, or a project \
            view its view-building code renders (transitively, across files), reads \
            `@EnvironmentObject var x: T` or `@Environment(T.self) var x` in its view-building \
            code, `T` is a project class, and no `.environmentObject(…)`/`.environment(…)` on the \
            way injects a `T`. The walk stops, without a report, wherever it cannot be sure: \
            project modifiers and `.modifier(…)` (they may inject), project functions given the view \
            as content whose body injects (a `PreviewHelper { … }` applying `.environment(store)`), \
            injections of unknown type, objects made in the arguments of a modifier the project does \
            not declare (a dependency's `.previewWith { Store() }`, which may inject them), views \
            passed as content to project views, views from other \
            packages, and content that is not rendered \
            with the view (sheets, navigation destinations, `if` branches, `ForEach` rows). A view \
            declared once per platform (`#if os(watchOS)` in one file, `#if os(tvOS)` in another) \
            reads what the declaration the preview builds reads.
            """,
            whyIsThisBad: """
            A preview renders the view on its own: the app's injections at the root do not exist \
            there. When the view's body reads an environment object nobody injected, the preview \
            process crashes ("No ObservableObject of type T found"), and Xcode shows a crash report \
            instead of the view.
            """,
            example: """
            struct CartBadge: View {
                @EnvironmentObject var cart: Cart
                var body: some View { Text("\\(cart.count)") }
            }

            #Preview { CartBadge() }
            """,
            useInstead: """
            #Preview {
                CartBadge().environmentObject(Cart.preview)
            }
            """,
            fixSafety: "No automatic fix: the preview needs a suitable instance (sample data)."),
        auditCases: "the previewed view is not public and nothing in the project builds it outside previews, where a target compiles the folder: the view is unused; or the project has at least 50 previews and at most one in 50 supplies an environment object: its previews of views that read one are not kept working",
        triggeringExamples: [
            """
            final class Cart: ObservableObject { @Published var count = 0 }
            struct CartBadge: View {
                @EnvironmentObject var cart: Cart
                var body: some View { Text("\\(cart.count)") }
            }
            struct Screen: View { var body: some View { VStack { CartBadge() } } }
            #Preview { ↓Screen() }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class Cart: ObservableObject { @Published var count = 0 }
            struct CartBadge: View {
                @EnvironmentObject var cart: Cart
                var body: some View { Text("\\(cart.count)") }
            }
            #Preview { CartBadge().environmentObject(Cart()) }
            """,
        ])

    enum Message {
        case missing(view: String, reader: String, wrapper: String, property: String, type: String, direct: Bool)

        var text: String {
            switch self {
            case let .missing(view, reader, wrapper, _, type, direct):
                let modifier = wrapper == "EnvironmentObject" ? ".environmentObject(…)" : ".environment(…)"
                let whose = direct ? "it reads" : "'\(reader)' in it reads"
                return "the preview builds '\(view)' without \(MessageLine.article(before: type)) '\(type)' that \(whose) (@\(wrapper)): it crashes; add '\(modifier)' with a sample '\(type)' to the preview"
            }
        }
    }

    /// A finding sits in a preview.
    public static let triggers = ["Preview", "PreviewProvider"]

    /// Environment-object reads, injections and view declarations of every file.
    public static let summaryFacts: SummaryFacts = [.observation]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        guard !context.project.observation.reads.isEmpty else { return }
        for root in previewRoots(context) {
            // Looked up from the preview's own site: a `private struct PreviewHelper` of this
            // file is the one it builds, not a same-named one of another file.
            let index = context.resolver(at: root)
            tree.walk(root) { n in
                guard tree.kind(n) == .callExpr, let view = ViewHierarchy.constructedView(tree, n, index: index) else { return true }
                guard let injected = ViewHierarchy.pathToRoot(n, tree: tree, parents: context.views.parents, index: index) else { return true }
                var visited: Set<String> = []
                if let (reader, read) = missingReader(view, injected: Set(injected), index: index, visited: &visited, depth: 0) {
                    let wrapper = read.kind == .environmentObject ? "EnvironmentObject" : "Environment"
                    var notes = [Note(message: "'\(read.reader)' reads it at \(read.path):\(read.line)")]
                    // A view only its previews build is unused: judged on real apps, fixing its
                    // preview was not worth it ("delete the view"). Known only where a target
                    // compiles this folder (`UnbuiltView`); a public view is its clients' to build.
                    let unused = !view.isPublic && context.project.claimedFolders.contains(Paths.parent(context.path))
                        && ViewConstruction.isNeverBuilt(named: view.name, context)
                    if unused { notes.append(Note(message: "nothing in the project builds '\(view.name)' outside previews: the view is unused")) }
                    // A project whose previews almost never supply objects does not keep the
                    // previews of views that read them working: one more is no news.
                    let rarely = unused ? nil : context.project.environmentFlow.previewsRarelySupplyObjects
                    if let rarely {
                        notes.append(Note(message: "\(rarely.supplying == 0 ? "none" : "\(rarely.supplying)") of the project's \(rarely.previews) previews supplies an environment object: previews of views that read one are not kept working here"))
                    }
                    context.report(info, n, Message.missing(
                        view: view.name, reader: reader, wrapper: wrapper, property: read.property, type: read.type,
                        direct: reader == view.name).text,
                        notes: notes, profile: unused || rarely != nil ? .audit : nil)
                }
                // Views nested in this one's content are covered by its walk or stop it.
                return false
            }
        }
    }

    /// `#Preview { … }` bodies and `PreviewProvider.previews`.
    static func previewRoots(_ context: RuleContext) -> [NodeID] {
        let tree = context.tree
        var roots: [NodeID] = []
        for n in context.nodes(.macroExpansionDecl, .macroExpansionExpr)
        where tree.child(n, .name).map({ tree.identifier($0) == "Preview" }) == true { roots.append(n) }
        for decl in context.nodes(.structDecl, .enumDecl) {
            let isProvider = tree.inheritedNames(decl).contains("PreviewProvider")
                || (tree.declName(decl).flatMap { context.index.type([$0]) }?.conforms(to: "PreviewProvider") ?? false)
            guard isProvider else { continue }
            for member in tree.members(decl) where tree.kind(member) == .variableDecl {
                for b in tree.children(member, .patternBinding) where tree.bindingName(b) == "previews" {
                    if let body = tree.child(b, .accessorBlock) { roots.append(body) }
                }
            }
        }
        return roots
    }

    /// Whether an environment-object reader may be in `view`'s rendered hierarchy: the view is
    /// one, or its code calls one, directly or through other views (pass 1's constructions,
    /// which over-approximate the rendered edges: every capitalized call of the declaration and
    /// its extensions). Building the hierarchy of views that reach none was a twentieth of a
    /// cold run on apps whose previews render many views.
    static func mayReachReader(_ view: TypeInfo, _ index: Resolver) -> Bool {
        let observation = index.index.observation
        let reaching = observation.memo("environment-object-reach") { () -> Set<String> in
            var nested: [(name: String, outer: String)] = []
            for (name, types) in index.index.typesByName {
                for t in types where t.path.count > 1 { nested.append((name, t.path[0])) }
            }
            return index.index.environmentFlow.reaching(Set(observation.readsByReader.keys), nested: nested)
        }
        return reaching.contains(view.name)
    }

    /// The first environment-object read in `view`'s rendered hierarchy that `injected` lacks.
    static func missingReader(_ view: TypeInfo, injected: Set<String>, index: Resolver, visited: inout Set<String>,
                              depth: Int) -> (String, EnvironmentObjectRead)? {
        guard depth < 16, mayReachReader(view, index),
              visited.insert(view.qualifiedName + "|" + injected.sorted().joined(separator: ",")).inserted else { return nil }
        let node = ViewHierarchy.node(view, index: index)
        // Reads are recorded by the reader's name: only those in the files declaring this view
        // are its own (a macOS 'StatsTab' is not the tvOS 'StatsTab' of another module).
        let files = index.index.observation.files(declaring: view)
        // A view declared once per platform (`#if os(watchOS)` in one file, `#if os(tvOS)` in
        // another) reads in each file what that platform's declaration reads: not the files
        // whose declaration cannot be compiled with the one the preview builds (a note named the
        // tvOS file's reader for a watchOS preview).
        let otherPlatforms = view.condition == .always ? [] : Set((index.index.typesByPath[view.qualifiedName] ?? [])
            .filter { !$0.condition.isCompatible(with: view.condition) }.compactMap(\.declaredIn))
        for read in index.index.observation.readsByReader[view.name] ?? [] {
            guard files.isEmpty || files.contains(read.path), !otherPlatforms.contains(read.path),
                  EnvironmentObjectReaders.isCheckable(read.type, kind: read.kind, index: index),
                  !injected.contains(where: { EnvironmentObjectReaders.same($0, read.type, index) }),
                  node.namesUsed.contains(read.property) || node.namesUsed.contains("$" + read.property) else { continue }
            return (view.name, read)
        }
        for edge in node.edges {
            guard let child = index.type([edge.child]) else { continue }
            if let found = missingReader(child, injected: injected.union(edge.injected), index: index, visited: &visited,
                                         depth: depth + 1) { return found }
        }
        return nil
    }
}
