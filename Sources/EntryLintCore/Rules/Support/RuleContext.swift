import SwiftLexer

/// A rule: its public description plus a check over one parsed file. Its metatype is `Sendable`
/// (`RuleMetatypeIsSendable`), so the registry hands rules to worker threads as plain values.
public protocol LintRule: RuleMetatypeIsSendable {
    static var info: RuleInfo { get }
    /// Text that appears in every file where the rule can report (`@Entry`, `ForEach`…): a file
    /// holding none of any enabled rule's triggers is not parsed a second time. A rule that can
    /// report anywhere returns `[""]`.
    static var triggers: [String] { get }
    /// Triggers that depend on the project (names of project declarations).
    static func projectTriggers(_ index: ProjectIndex) -> [String]
    /// The per-file summary facts the rule reads through the index, directly or through the
    /// helpers it calls (`SummaryFacts`): pass 1 computes only those of the enabled rules, so
    /// a fact left out here is empty when the rule runs alone (`RuleFixtureTests` runs each
    /// rule alone on the fixtures to catch it).
    static var summaryFacts: SummaryFacts { get }
    static func check(_ context: RuleContext)
}

extension LintRule {
    public static func projectTriggers(_ index: ProjectIndex) -> [String] { [] }
}

/// A rule that reports only in view-building code, which is reached through a SwiftUI view
/// protocol or `some View` type named in the file (`ViewContext.triggers`), or through an
/// extension of one of the project's view types.
public protocol ViewBuildingRule: LintRule {}

extension ViewBuildingRule {
    public static var triggers: [String] { ViewContext.triggers }
    public static func projectTriggers(_ index: ProjectIndex) -> [String] { ViewContext.projectTriggers(index) }
}

/// What a rule sees of one file, and where it reports. Rules emit findings without knowing who
/// listens; severity overrides and suppressions are applied by the engine.
public final class RuleContext {
    public let tree: SyntaxTree
    public let path: String
    /// The file's position in the project's inputs (`FileSummary.file`).
    public let file: Int32
    public let project: ProjectIndex
    /// Lookups from this file, position unknown: conservative where a nested or `#if`
    /// declaration could be meant. `resolver(at:)` knows the node's nesting and `#if` branch.
    public let index: Resolver
    public let locator: SiteLocator
    public let evaluator: FreshnessEvaluator
    var findings: [Finding] = []
    private var cachedViewContext: ViewContext?
    private var cachedEntries: [EntryDefault]?
    private var cachedLineEnding: LineEnding?
    private var cachedPreviews: PreviewCode?
    private var cachedDeclaredNames: Set<String>?
    private var cachedCallsByName: [String: [NodeID]]?
    /// Body rules also report in preview and test code (`"previews": true`).
    public var includePreviews = false
    /// The configuration's `rules.<id>.options` for this file, by rule id.
    public var ruleOptions: [String: ConfigValue] = [:]

    public init(tree: SyntaxTree, path: String, index: ProjectIndex, file: Int32 = -1) {
        self.tree = tree
        self.path = path
        self.file = file
        project = index
        self.index = Resolver(index: index, site: UseSite(file: file))
        locator = SiteLocator(tree: tree, file: file)
        evaluator = FreshnessEvaluator(resolver: self.index, locator: locator)
    }

    /// Lookups as seen from one node of this file: its module, nesting and `#if` branch.
    public func resolver(at node: NodeID) -> Resolver { index.at(locator.site(node)) }

    /// Whether this file belongs only to test targets of the project model.
    public var isTestFile: Bool {
        let kinds = project.moduleKinds(ofFile: file)
        return !kinds.isEmpty && kinds.allSatisfy { $0 == .test }
    }

    /// View-building and DEBUG-only regions, computed once per file.
    public var views: ViewContext {
        if let v = cachedViewContext { return v }
        let v = ViewContext(tree: tree, resolver: index, locator: locator, previewsBuildViews: includePreviews)
        cachedViewContext = v
        return v
    }

    /// Preview and test code of this file, computed once.
    public var previews: PreviewCode {
        if let p = cachedPreviews { return p }
        let p = PreviewCode(tree: tree, path: path, index: index, views: views, inTestModule: isTestFile)
        cachedPreviews = p
        return p
    }

    /// Every parameter, closure parameter and local name the file declares, computed once: what
    /// an unqualified name may refer to besides members and globals.
    public var declaredNames: Set<String> {
        if let n = cachedDeclaredNames { return n }
        var names = Set<String>()
        let v = views
        for n in v.nodes(ofKind: .identifierPattern) { names.insert(tree.identifier(n)) }
        for n in v.nodes(ofKind: .parameter) { if let name = tree.child(n, .name) { names.insert(tree.identifier(name)) } }
        for n in v.nodes(ofKind: .closureSignature) {
            for t in Int(tree[n].firstToken)..<Int(tree[n].endToken) where tree.tokens[t].kind == .identifier {
                names.insert(tree.identifierText(t))
            }
        }
        cachedDeclaredNames = names
        return names
    }

    /// Whether the body rules stay quiet at this node: preview or test code, not included.
    public func isPreviewOrTest(_ node: NodeID) -> Bool { !includePreviews && previews.contains(node) }

    /// Reachable nodes of the given kinds, in source order per kind.
    /// The file's calls of `name` (`rows(…)`, `model.rows(…)`), in source order: gathered once
    /// per file, so asking for each method's calls stays linear in the file.
    func calls(named name: String) -> [NodeID] {
        if cachedCallsByName == nil {
            var byName: [String: [NodeID]] = [:]
            for n in nodes(.callExpr) {
                if let callee = tree.calleeName(n) { byName[callee, default: []].append(n) }
            }
            cachedCallsByName = byName
        }
        return cachedCallsByName?[name] ?? []
    }

    public func nodes(_ kinds: NodeKind...) -> [NodeID] {
        let v = views
        return kinds.flatMap { v.nodes(ofKind: $0) }
    }

    /// Calls `body` for each reachable node of the given kinds, nested ones included (the lists
    /// hold every node), so there is nothing for it to return.
    public func visit(_ kinds: [NodeKind], _ body: (NodeID) -> Void) {
        let v = views
        for kind in kinds { for n in v.nodes(ofKind: kind) { body(n) } }
    }

    /// `@Entry` defaults of this file with their verdicts, shared by the four `entry_*` rules.
    var entries: [EntryDefault] {
        if let e = cachedEntries { return e }
        let e = EntryDefault.find(in: self)
        cachedEntries = e
        return e
    }

    /// The change model's estimates of views this file asked about (`ChangeModel.saving`).
    var changeEstimates: [ObjectIdentifier: ChangeModel.Estimate] = [:]
    /// `PresentedWrites.onlyInPresentations` per "view.property": every work site of a view asks.
    var presentedWrites: [String: Bool] = [:]
    /// `ClosureCaptures.namesOfEnclosingCode` per enclosing declaration: every closure of a
    /// view asks, and each answer copies the file's names and the type's members.
    var enclosingCodeNames: [NodeID: Set<String>?] = [:]

    /// `profile`: nil puts the finding in its category's profile (`Profile.baseline`); a
    /// performance rule passes `.standard` for a finding with evidence of a saving.
    public func report(_ rule: RuleInfo, _ node: NodeID, _ message: String, notes: [Note] = [], fix: Fix? = nil,
                       impact: Impact? = nil, profile: Profile? = nil) {
        report(rule, range: tree.range(node), message, notes: notes, fix: fix, impact: impact, profile: profile)
    }

    /// A message written as "what happens: why it matters; what to do" that is longer than a first
    /// line may be (`MessageLine.limit`) keeps what happens and moves the rest into the first notes.
    public func report(_ rule: RuleInfo, range: Range<Int>, _ message: String, notes: [Note] = [], fix: Fix? = nil,
                       impact: Impact? = nil, profile: Profile? = nil) {
        let (head, details) = MessageLine.split(message)
        let f = Finding(ruleID: rule.id, severity: rule.defaultSeverity, message: head, path: path, range: range,
                        notes: details.map { Note(message: $0) } + notes, fix: fix.map { lineEnding.adapt($0) },
                        impact: impact, profile: profile ?? (rule.isAuditOnly ? .audit : Profile.baseline(for: rule.category)))
        findings.append(f)
    }

    /// Reports a finding as it is (no message splitting, no line-ending adaptation): rules
    /// injected as closures (`AnyLintRule`). The engine locates it with the others.
    public func emit(_ finding: Finding) { findings.append(finding) }

    /// What the configuration's `rules.<id>.options` says for this rule in this file (nil when
    /// it says nothing). Option keys a rule accepts are listed in `Configuration.ruleOptionKeys`.
    public func options(for rule: RuleInfo) -> ConfigValue? { ruleOptions[rule.id] }

    /// The file's line ending, which inserted lines follow.
    var lineEnding: LineEnding {
        if let e = cachedLineEnding { return e }
        let e = LineEnding.of(tree.source)
        cachedLineEnding = e
        return e
    }

    /// Reports a message written as "what happens; what to do": when it is longer than a first
    /// line may be, the advice after the last "; " becomes the first note.
    public func reportSplittingAdvice(_ rule: RuleInfo, _ node: NodeID, _ message: String, notes: [Note] = [], fix: Fix? = nil,
                                      profile: Profile? = nil) {
        report(rule, node, message, notes: notes, fix: fix, profile: profile)
    }

    /// The source text of a node, shortened for messages.
    public func quote(_ node: NodeID) -> String { FreshnessEvaluator.shortText(tree.text(node)) }

    /// The source text of a node for a message's first line: one line, at most `limit` characters.
    public func shortQuote(_ node: NodeID, limit: Int = 40) -> String { MessageLine.quote(tree.text(node), limit: limit) }

    /// 1-based line of a node.
    public func line(_ node: NodeID) -> Int { tree.location(tree.range(node).lowerBound).line }
}
