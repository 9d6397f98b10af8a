/// Preview and test code of one file, where the body rules stay quiet unless the configuration
/// says `"previews": true`: a preview is built a handful of times by Xcode's canvas and a test by
/// its runner, so nothing there is re-evaluated while an app runs.
///
/// Recognised structurally:
/// - a type (or extension) conforming to `PreviewProvider` or to a project protocol refining it;
/// - `#Preview { … }`;
/// - a `private`/`fileprivate` declaration whose name the file mentions only inside preview code
///   (helper views and mocks kept for the previews);
/// - an internal or private top-level declaration that the whole project uses only from preview
///   and test code, in any file (`ProjectIndex.previewOnlyNames`);
/// - a test file (`isTestFile`).
public struct PreviewCode: Sendable {
    /// Per node: part of preview or test code.
    let marked: [Bool]
    public let isTestFile: Bool

    public func contains(_ node: NodeID) -> Bool { isTestFile || marked[Int(node)] }

    /// Test code where the project model has no test target for the file: a file under a
    /// `Tests` or `…Tests` folder (SwiftPM's and Xcode's convention for test targets), or one that
    /// imports `XCTest` or `Testing`. The one place to back with the project's test modules.
    public static func isTestFile(path: String, tree: SyntaxTree) -> Bool {
        var imports: [String] = []
        for item in tree.items(tree.root) where tree.kind(item) == .importDecl {
            let t = Int(tree[item].endToken) - 1
            guard t >= 0, t < tree.tokens.count else { continue }
            imports.append(tree.identifierText(t))
        }
        return isTestFile(path: path, imports: imports)
    }

    /// The same from a file's path and imported modules (the index's view of it).
    static func isTestFile(path: String, imports: [String]) -> Bool {
        if imports.contains(where: { $0 == "XCTest" || $0 == "Testing" || $0 == "SnapshotTesting" }) { return true }
        // A folder (never the file's own name) named `Tests`, `…Tests` or `Preview Content`.
        // Byte search (`Paths.contains`): Foundation's `range(of:)` here was about 2% of a
        // whole-project run, once per file on the index's single thread.
        guard path.utf8.contains(UInt8(ascii: "/")),
              Paths.contains(path, "Tests/") || Paths.contains(path, "Preview Content/") else { return false }
        let folders = path.split(separator: "/").dropLast()
        return folders.contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") || $0 == "Preview Content" })
    }

    /// `PreviewProvider` and the project's protocols that refine it, at any depth.
    static func previewProtocols(_ index: Resolver) -> Set<String> {
        index.index.protocolsRefining("PreviewProvider")
    }

    /// `inTestModule`: the project model puts the file only in test targets.
    init(tree: SyntaxTree, path: String, index: Resolver, views: ViewContext, inTestModule: Bool = false) {
        isTestFile = inTestModule || Self.isTestFile(path: path, tree: tree)
        var marked = Array(repeating: false, count: tree.nodes.count)
        if isTestFile {
            self.marked = marked
            return
        }
        // Token ranges of preview code, then of the declarations only previews use.
        var regions: [Range<Int>] = []
        let protocols = Self.previewProtocols(index)
        for kind in [NodeKind.structDecl, .classDecl, .enumDecl, .extensionDecl] {
            for decl in views.nodes(ofKind: kind) {
                if !protocols.isDisjoint(with: tree.inheritedNames(decl)) { regions.append(Self.tokens(tree, decl)) }
            }
        }
        for kind in [NodeKind.macroExpansionDecl, .macroExpansionExpr] {
            for n in views.nodes(ofKind: kind) where tree.child(n, .name).map({ tree.identifier($0) == "Preview" }) == true {
                regions.append(Self.tokens(tree, n))
            }
        }
        regions += Self.previewOnlyDeclarations(tree, names: index.index.previewOnlyNames)
        regions += Self.previewOnlyBranches(tree, views: views)
        regions += Self.previewNamedViewMembers(tree, views: views)
        if !regions.isEmpty {
            regions += Self.usedOnlyByPreviews(tree, views: views, previews: regions)
            for (k, node) in tree.nodes.enumerated() {
                let first = Int(node.firstToken)
                if regions.contains(where: { $0.contains(first) }) { marked[k] = true }
            }
        }
        self.marked = marked
    }

    /// Top-level declarations (and extensions of types) that the project uses only from previews
    /// and tests, possibly in other files (`ProjectIndex.previewOnlyNames`).
    static func previewOnlyDeclarations(_ tree: SyntaxTree, names: NameHashSet) -> [Range<Int>] {
        guard !names.isEmpty else { return [] }
        var out: [Range<Int>] = []
        func visit(_ container: NodeID) {
            for item in tree.children(container) {
                let name: String?
                switch tree.kind(item) {
                case .ifConfigDecl, .ifConfigClause:
                    visit(item)
                    continue
                case .structDecl, .classDecl, .enumDecl, .actorDecl, .functionDecl:
                    name = tree.declName(item)
                case .variableDecl:
                    name = tree.children(item, .patternBinding).first.flatMap { tree.bindingName($0) }
                case .extensionDecl:
                    name = tree.extendedType(item).flatMap { tree.typePath($0) }?.first
                default:
                    continue
                }
                if let name, names.contains(PreviewUses.hash(name)) { out.append(tokens(tree, item)) }
            }
        }
        visit(tree.root)
        return out
    }

    /// The branch an `if` takes only when Xcode's canvas runs the code: `if
    /// EnvironmentDetection.isRunningInPreviews { … }`, `if ProcessInfo.processInfo
    /// .environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { … }` (a preview-mocks helper).
    static func previewOnlyBranches(_ tree: SyntaxTree, views: ViewContext) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for n in views.nodes(ofKind: .ifExpr) {
            let ifExpr = IfExpr(unchecked: tree, n)
            guard let conditions = ifExpr.conditions, let then = ifExpr.thenBlock,
                  isPreviewCheck(tree, tokens(tree, conditions)) else { continue }
            out.append(tokens(tree, then))
        }
        return out
    }

    /// Identifiers (lowercased) that test whether previews are running, and the variable
    /// Xcode sets for them. Names like `showPreview` or `isPreviewing` (a photo preview) are
    /// app state, not this check.
    static let previewCheckNames: Set<String> = [
        "isrunninginpreviews", "isrunninginpreview", "runninginpreviews", "runninginpreview", "isxcodepreview",
        "isinpreview", "isinpreviews", "ispreview", "ispreviews", "isswiftuipreview", "inpreview", "inpreviews",
    ]

    static func isPreviewCheck(_ tree: SyntaxTree, _ range: Range<Int>) -> Bool {
        let tokens = tree.tokens
        for t in range where t < tokens.count {
            switch tokens[t].kind {
            case .identifier:
                if previewCheckNames.contains(tree.identifierText(t).lowercased()) { return true }
            case .stringLiteral:
                if tree.tokenText(t).contains("XCODE_RUNNING_FOR_PREVIEWS") { return true }
            default:
                break
            }
        }
        return false
    }

    static func tokens(_ tree: SyntaxTree, _ n: NodeID) -> Range<Int> { Int(tree[n].firstToken)..<Int(tree[n].endToken) }

    /// Members of an `extension View` named for previews, without parameters (`var
    /// previewModifier: some View`, `func withPreviewEnvironment()`): the scaffolding a project
    /// applies in its `#Preview`s,
    /// injecting sample models. Judged on an unseen app, its 36 uses were all in previews, and
    /// findings inside it NOISE or WRONG 6 of 6. Which files use a member is not in the index,
    /// so its name, the developer's own label, decides.
    static func previewNamedViewMembers(_ tree: SyntaxTree, views: ViewContext) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for ext in views.nodes(ofKind: .extensionDecl) {
            guard let extended = tree.extendedType(ext).flatMap({ tree.typePath($0) }), extended == ["View"] else { continue }
            for member in tree.members(ext) {
                let name: String?
                switch tree.kind(member) {
                // Without parameters: `withPreviewPane(showPreview:)` is an app's own preview
                // pane, switched at run time.
                case .functionDecl:
                    let parameters = tree.child(member, .parameterClause).map { tree.children($0, .parameter).count } ?? 0
                    name = parameters == 0 ? tree.declName(member) : nil
                case .variableDecl: name = tree.children(member, .patternBinding).first.flatMap { tree.bindingName($0) }
                default: name = nil
                }
                if let name, name.range(of: "preview", options: .caseInsensitive) != nil { out.append(tokens(tree, member)) }
            }
        }
        return out
    }

    /// Private declarations mentioned only inside preview code (and inside each other), found by
    /// repeating until no more join: a mock used by a private preview helper view is one too.
    static func usedOnlyByPreviews(_ tree: SyntaxTree, views: ViewContext, previews: [Range<Int>]) -> [Range<Int>] {
        // Without preview code nothing can be used only by it (and the token scan is skipped).
        guard !previews.isEmpty else { return [] }
        var candidates: [(name: String, range: Range<Int>)] = []
        for kind in [NodeKind.structDecl, .classDecl, .enumDecl, .functionDecl, .variableDecl] {
            for decl in views.nodes(ofKind: kind) where tree.isPrivate(decl) {
                let name = kind == .variableDecl ? tree.children(decl, .patternBinding).first.flatMap { tree.bindingName($0) } : tree.declName(decl)
                if let name { candidates.append((name, tokens(tree, decl))) }
            }
        }
        guard !candidates.isEmpty else { return [] }
        // Identifier tokens are matched by the hash of their bytes, and spelled as a string only
        // on a match: making a string of every identifier of the file cost more than the rest.
        var uses: [String: [Int]] = [:]
        let wanted = Set(candidates.map(\.name))
        let hashes = HashedNames(wanted)
        tree.source.withUnsafeBufferPointer { source in
            for t in tree.tokens.indices where tree.tokens[t].kind == .identifier {
                guard hashes.contains(PreviewUses.hash(source[tree.identifierRange(t)])) else { continue }
                let text = tree.identifierText(t)
                if wanted.contains(text) { uses[text, default: []].append(t) }
            }
        }
        var regions = previews
        var remaining = candidates
        var changed = true
        while changed {
            changed = false
            remaining.removeAll { candidate in
                let outside = (uses[candidate.name] ?? []).filter { !candidate.range.contains($0) }
                // Unused private code is no preview helper; a name used once outside previews stays.
                guard !outside.isEmpty, outside.allSatisfy({ t in regions.contains { $0.contains(t) } }) else { return false }
                regions.append(candidate.range)
                changed = true
                return true
            }
        }
        return Array(regions.dropFirst(previews.count))
    }
}
