import Foundation
import SwiftLexer

/// A type as the whole project sees it: its declaration merged with all its extensions.
public final class TypeInfo: @unchecked Sendable {
    public let path: [String]
    /// `nil` when only extensions of it were seen (an SDK or other-module type).
    public internal(set) var kind: TypeKind?
    /// The declaring file (`FileSummary.file`); -1 for extensions of an SDK type.
    public let file: Int32
    /// The `#if` condition of the declaration.
    public let condition: PlatformCondition
    public internal(set) var inherits: Set<String> = []
    public internal(set) var attributes: Set<String> = []
    public internal(set) var isFinal = false
    public internal(set) var members: [MemberSummary] = []
    public internal(set) var hasExplicitInit = false
    public internal(set) var declaredIn: String?
    public internal(set) var viewGenericParameters: Set<String> = []
    /// Files holding an extension of the type.
    public internal(set) var extendedIn: Set<String> = []
    /// `public`, `open` or `package` (never implicitly `Sendable`).
    public internal(set) var isPublic = false
    /// See `TypeSummary.isFilePrivate` (the declaration's, not an extension's).
    public internal(set) var isFilePrivate = false
    /// What a value computed for this type is kept under (`MemoTable`): its qualified name, and
    /// for a `private` type its file, since a same-named private type of another file is
    /// another type (`ObservationIndex.declarations(of:)`).
    public var memoKey: String { isFilePrivate ? qualifiedName + "@" + (declaredIn ?? "") : qualifiedName }
    /// See `TypeSummary.initializerDoesWork`.
    public internal(set) var initializerDoesWork = false
    /// See `TypeSummary.instanceLets`.
    public internal(set) var instanceLets: [MemberSummary] = []
    /// See `TypeSummary.instanceVars`.
    public internal(set) var instanceVars: [MemberSummary] = []
    /// See `TypeSummary.viewBuilders` (of the declaration and its extensions).
    public internal(set) var viewBuilders: [SourceRef] = []
    /// See `TypeSummary.genericConstraints`.
    public internal(set) var genericConstraints: [GenericConstraint] = []

    init(path: [String], file: Int32, condition: PlatformCondition) {
        self.path = path
        qualifiedName = ProjectIndex.qualified(path)
        self.file = file
        self.condition = condition
    }

    /// Adds a declaration's or an extension's facts.
    func merge(_ t: TypeSummary) {
        if t.kind != .extension {
            isFinal = isFinal || t.isFinal
            isPublic = isPublic || t.isPublic
            isFilePrivate = isFilePrivate || t.isFilePrivate
        }
        inherits.formUnion(t.inherits)
        attributes.formUnion(t.attributes)
        // The declaration's array is shared, not copied (most types have one).
        if members.isEmpty { members = t.members } else { members += t.members }
        // Kept as they come: rules ask for them at every construction of a view (linear in the
        // merges, where filtering `members` on each would not be).
        for m in t.members where !m.isStatic && (m.kind == .storedLet || m.kind == .storedVar) { storedProperties.append(m) }
        for m in t.members where m.kind == .initializer { initializers.append(m) }
        viewGenericParameters.formUnion(t.viewGenericParameters)
        hasExplicitInit = hasExplicitInit || (t.kind != .extension && t.hasExplicitInit)
        initializerDoesWork = initializerDoesWork || t.initializerDoesWork
        if !t.instanceLets.isEmpty { instanceLets += t.instanceLets }
        if !t.instanceVars.isEmpty { instanceVars += t.instanceVars }
        if !t.viewBuilders.isEmpty { viewBuilders += t.viewBuilders }
        if !t.genericConstraints.isEmpty { genericConstraints += t.genericConstraints }
    }

    public var name: String { path.last ?? "" }
    public let qualifiedName: String

    public var isReference: Bool { kind == .class || kind == .actor }
    public var isValue: Bool { kind == .struct || kind == .enum }

    public func members(named name: String) -> [MemberSummary] { members.filter { $0.name == name } }

    public func staticMember(_ name: String) -> MemberSummary? {
        members.first { $0.name == name && ($0.isStatic || $0.kind == .enumCase) }
    }

    public func instanceMember(_ name: String) -> MemberSummary? {
        members.first { $0.name == name && !$0.isStatic && $0.kind != .enumCase }
    }

    /// Stored instance properties, in declaration order.
    /// The instance `let`s and `var`s with storage of `members`, in order (kept by `merge`).
    public private(set) var storedProperties: [MemberSummary] = []

    /// The initializers of `members`, in order (kept by `merge`).
    public private(set) var initializers: [MemberSummary] = []

    public func conforms(to name: String) -> Bool { inherits.contains(name) }
}

/// Everything the rules know about the project: built from all files' summaries before any rule
/// runs. Names are resolved from a use site (`UseSite`: its file's modules and imports, the types
/// it is nested in, its `#if` condition), never project-wide: see `ProjectIndex+Resolution`.
public final class ProjectIndex: @unchecked Sendable {
    /// Declared types (never extensions of undeclared ones) by simple name; several entries
    /// when nested types, modules or `#if` branches share a name. Rules read it through
    /// `typesByName`, which records the name looked up (`DependencyRecorder.names`).
    private(set) var typesStore: [String: [TypeInfo]] = [:]
    public var typesByName: RecordedTable<[TypeInfo]> { RecordedTable(table: typesStore, everything: .allTypes) }
    /// The same declarations by qualified path (`Theme.Images.InputView`).
    private(set) var typesByPath: [String: [TypeInfo]] = [:]
    /// The paths with several declarations, their declarations grouped by what decides whether a
    /// use site sees them (the declaring file's modules and the `#if` condition): a lookup that
    /// only counts (`candidates(_:at:limit:)`) weighs each group once, not each declaration, so
    /// a file of thousands of views of one name is linted in linear time.
    private(set) var typeGroupsByPath: [String: [DeclarationGroup]] = [:]
    /// Members and conformances added by extensions of types no visible module declares (SDK
    /// types: `extension UUID`, `extension View`), by the extended path as written.
    private(set) var sdkExtensions: [String: TypeInfo] = [:]
    private(set) var aliasesStore: [String: [AliasInfo]] = [:]
    private(set) var aliasesByPathStore: [String: [AliasInfo]] = [:]
    /// The typealiases by simple name and by qualified path, for rules: a lookup records the
    /// name, a walk through all of them the fact `allAliases`.
    var aliases: RecordedTable<[AliasInfo]> { RecordedTable(table: aliasesStore, everything: .allAliases) }
    var aliasesByPath: RecordedTable<[AliasInfo]> { RecordedTable(table: aliasesByPathStore, byPath: true, everything: .allAliases) }
    /// Each file's path (`FileSummary.path`), by `FileSummary.file`: declarations are hashed
    /// by path (`declarationsHash`), which does not depend on the order of the run's inputs.
    private(set) var filePaths: [String] = []
    let declarationsLock = NSLock()
    var declarationHashes: [String: ContentHash] = [:]
    var declaredNamesStore: DeclaredNames?
    /// Names some nested type or typealias has (`Images` of `Theme.Images`): only these need
    /// the use site's nesting.
    private(set) var nestedNames = Set<String>()
    /// Per nested name, the lengths of the paths it is nested in (`A.B.Name`: 2), longest
    /// first: the only levels of a use site's scope where the name can mean a nested one.
    private(set) var nestedLevels: [String: [Int]] = [:]
    /// The `pathHash` of every nested type's and typealias's path.
    private(set) var nestedPathHashes = Set<Int>()
    /// The parent path's `pathHash` → the names declared directly inside it. Keyed by hash, not
    /// by the joined path: joining and hashing every parent's whole path was quadratic in the
    /// nesting depth (a collision only makes `mayMeanNested` more cautious).
    private(set) var childrenByParent: [Int: Set<String>] = [:]
    let nestedLock = NSLock()
    var nestedInScope: [Set<String>?] = []
    private(set) var globalsByName: [String: [GlobalInfo]] = [:]
    /// Environment reads by key; read through `environmentReads`/`readers(of:)`, which record
    /// the positional-facts dependency (their lines appear in other files' notes).
    private var readsByKey: [String: [EnvironmentRead]] = [:]
    public var environmentReads: [String: [EnvironmentRead]] {
        DependencyRecorder.notePositionalFacts()
        return readsByKey
    }
    private(set) var conditionalModifiersByName: [String: [FunctionSignature]] = [:]
    /// The conditional-modifier names with their `PreviewUses.hash`, matched against files'
    /// `calledMembers`.
    private(set) var modifierNameHashes: [(name: String, hash: UInt64)] = []
    /// Per conditional-modifier name, the files that call a member of that name; read through
    /// `callers(of:)`, which records the project fact.
    var callersByName: [String: [CallerFile]] = [:]
    /// Every file's `VaryingInputs`, merged: the view inputs some file may change. A project
    /// fact (`ProjectFact.varyingInputs`): a body that starts passing a label a changing value
    /// re-lints the files that consulted the set, not every file.
    var varyingInputsStore = NameHashSet()
    /// Environment keys injected and names called, per declaration: a project fact
    /// (`ProjectFact.environmentFlow`).
    var environmentFlowStore = EnvironmentFlow()
    public var environmentFlow: EnvironmentFlow {
        DependencyRecorder.note(.environmentFlow)
        return environmentFlowStore
    }
    /// Every file's `writeFrequencies`: a project fact (`ProjectFact.writeFrequencies`).
    var writeFrequenciesStore = NameHashSet()
    public var writeFrequencies: NameHashSet {
        DependencyRecorder.note(.writeFrequencies)
        return writeFrequenciesStore
    }
    public var varyingInputs: NameHashSet {
        DependencyRecorder.note(.varyingInputs)
        return varyingInputsStore
    }

    /// `keys` with every file's `VaryingForward`s followed: a parameter passed on is as varying
    /// as what its callers pass.
    static func followForwards(_ keys: NameHashSet, _ summaries: [FileSummary]) -> NameHashSet {
        var forwards: [VaryingForward] = []
        for si in summaries.indices { forwards += summaries[si].varyingForwards }
        return VaryingForward.propagate(keys, forwards)
    }
    /// Modules (by position in `modules`) holding a `Widget` or `WidgetBundle`: widget extensions.
    public private(set) var widgetModules = Set<Int32>()
    /// Internal and private top-level declarations that only previews and tests use, by the hash
    /// of their name (`PreviewUses.hash`). Computed from every file's summary: a reader depends
    /// on the set, not on the files (`ProjectFact.previewOnlyNames`).
    var previewOnlyStore = NameHashSet()
    /// Every name a top-level candidate declaration has: uses of other names never change
    /// `previewOnlyNames` (`updateProjectFacts`).
    var previewCandidateNames = NameHashSet()
    public var previewOnlyNames: NameHashSet {
        DependencyRecorder.note(.previewOnlyNames)
        return previewOnlyStore
    }
    /// Values rules compute once per project from other files, with what they were read from.
    let memos = MemoTable()
    /// Every file's `MemberUses`, merged.
    private var usesStore = MemberUses()
    public var uses: MemberUses {
        DependencyRecorder.notePositionalFacts()
        return usesStore
    }
    /// Observable objects, environment objects and view declarations (`ObservationIndex.swift`).
    public let observation: ObservationIndex

    // Modules: `fileModules[f]` and `fileVisible[f]` index `moduleSets`.
    public let modules: [ModuleInfo]
    /// Folders holding a file some target compiles: there, a file no target claims is left out
    /// of the build on purpose (a membership exception, a copy beside the sources). Elsewhere
    /// an unclaimed file may be compiled by a project the model did not read.
    public private(set) var claimedFolders: Set<String> = []
    /// Per file (`FileSummary.file`): some target of the model compiles it.
    public private(set) var claimedFiles: [Bool] = []
    let moduleNames: [String: Int32]
    var moduleSets: [ModuleSet] = []
    var fileModules: [Int32] = []
    var fileVisible: [Int32] = []
    /// Per file, the paths of the types it declares or extends (the scopes its code can be in).
    var scopesByFile: [[[String]]] = []

    private let refiningLock = NSLock()
    private var refining: [String: Set<String>] = [:]
    private var viewConforming: [String]?
    private let snippetLock = NSLock()
    private var snippets: [SourceRef: SnippetTree] = [:]
    /// The index's references into edited files → where the same text is now (`relocate`).
    private var relocated: [Int32: [SourceRef: SourceRef]] = [:]
    /// Reads a byte range of an input file again (`nil` if it is gone or shorter now).
    private let readSource: @Sendable (Int32, Range<Int>) -> [UInt8]?

    /// `modules` and `fileModules` (by `FileSummary.file`) come from the project model; without
    /// them every file is in one module.
    public init(_ summaries: [FileSummary], modules: [ModuleInfo] = [], fileModules: [[Int32]] = [],
                readSource: @escaping @Sendable (Int32, Range<Int>) -> [UInt8]?) {
        self.readSource = readSource
        self.modules = modules
        observation = ObservationIndex(memos: memos)
        // Every file's names used, merged on another thread while the declarations are indexed
        // (a tenth of the build on 1.5 M lines; nothing below reads them).
        let uses = BackgroundResult {
            var all = MemberUses()
            for k in summaries.indices { all.formUnion(summaries[k].uses) }
            return all
        }
        // So are the facts made of every file's alone, which nothing below reads either: the
        // environment flow, the varying inputs with their forwards followed, the write
        // frequencies (a sixth of the build's time on this thread on 1.5 M lines).
        let flows = BackgroundResult {
            var varying = NameHashSet(), writes = NameHashSet()
            for k in summaries.indices {
                varying.formUnion(summaries[k].varyingInputs)
                writes.formUnion(summaries[k].writeFrequencies)
            }
            return (flow: EnvironmentFlow(summaries), varying: Self.followForwards(varying, summaries), writes: writes)
        }
        var names: [String: Int32] = [:]
        for (k, m) in modules.enumerated() where names[m.name] == nil { names[m.name] = Int32(k) }
        moduleNames = names
        buildVisibility(summaries, fileModules: fileModules)
        scopesByFile = [[[String]]](repeating: [], count: fileVisible.count)
        filePaths = [String](repeating: "", count: fileVisible.count)
        // The loops below go by position: `for s in summaries` copies each summary, a retain and
        // a release per field, a tenth of the index's build on one thread on 1.5 M lines.
        for si in summaries.indices where Int(summaries[si].file) < scopesByFile.count {
            scopesByFile[Int(summaries[si].file)] = summaries[si].types.map(\.path)
            filePaths[Int(summaries[si].file)] = summaries[si].path
        }
        nestedInScope = [Set<String>?](repeating: nil, count: scopesByFile.count)
        claimedFiles = [Bool](repeating: false, count: filePaths.count)
        for k in fileModules.indices where !fileModules[k].isEmpty && k < filePaths.count {
            claimedFolders.insert(Paths.parent(filePaths[k]))
            claimedFiles[k] = true
        }

        // Declarations first, so that extensions attach to them.
        for si in summaries.indices {
            // Each type's path hash from its parent's (`ScopeLinks`): hashing every nested
            // declaration's whole path was quadratic in the depth.
            // Only files with nested types need them.
            let links = summaries[si].types.contains { $0.path.count > 1 } ? ScopeLinks(summaries[si].types.map(\.path)) : ScopeLinks([])
            for (i, t) in summaries[si].types.enumerated() where t.kind != .extension {
                let info = TypeInfo(path: t.path, file: summaries[si].file, condition: t.condition)
                info.kind = t.kind
                info.declaredIn = summaries[si].path
                info.merge(t)
                typesStore[t.path.last ?? "", default: []].append(info)
                if t.isFilePrivate { observation.addPrivateType(t.path.last ?? "", file: summaries[si].path) }
                typesByPath[info.qualifiedName, default: []].append(info)
                if t.path.count > 1 {
                    let name = t.path.last ?? ""
                    let parent = links.parentHash(i)
                    nestedPathHashes.insert(Self.pathHash(parent, name))
                    nestedNames.insert(name)
                    childrenByParent[parent, default: []].insert(name)
                    addNestedLevel(name, t.path.count - 1)
                }
            }
            for a in summaries[si].typeAliases {
                let alias = AliasInfo(path: a.path, target: a.target, file: summaries[si].file, condition: a.condition)
                aliasesStore[a.path.last ?? "", default: []].append(alias)
                aliasesByPathStore[Self.qualified(a.path), default: []].append(alias)
                if a.path.count > 1 {
                    let name = a.path.last ?? ""
                    let parent = a.path.dropLast().reduce(0, Self.pathHash)
                    nestedPathHashes.insert(Self.pathHash(parent, name))
                    nestedNames.insert(name)
                    childrenByParent[parent, default: []].insert(name)
                    addNestedLevel(name, a.path.count - 1)
                }
            }
            for (k, g) in summaries[si].globals.enumerated() {
                globalsByName[g.name, default: []].append(GlobalInfo(member: g, file: summaries[si].file, condition: summaries[si].globalConditions[k] ?? .always))
            }
            for r in summaries[si].environmentReads { readsByKey[r.key, default: []].append(r) }
            for c in summaries[si].conditionalModifiers { conditionalModifiersByName[c.name, default: []].append(c) }
            observation.add(summaries[si].observation)
        }
        nestedLevels = nestedLevels.mapValues { $0.sorted(by: >) }
        typeGroupsByPath = groupDeclarations(typesByPath)
        widgetModules = findWidgetModules(summaries)
        modifierNameHashes = conditionalModifiersByName.keys.sorted().map { ($0, PreviewUses.hash($0)) }
        for si in summaries.indices where !summaries[si].calledMembers.isEmpty {
            for (name, hash) in modifierNameHashes where summaries[si].calledMembers.contains(hash) {
                callersByName[name, default: []].append(CallerFile(file: summaries[si].file, path: summaries[si].path, byteCount: summaries[si].byteCount))
            }
        }
        // The preview-only names (a tenth of the index's build on 1.5 M lines) are worked out on
        // another thread while extensions attach, which they do not read: the protocols refining
        // `PreviewProvider` are taken first, from the declarations, as before extensions.
        let preview = previewInputs(summaries)
        let previewOnly = BackgroundResult {
            Self.previewOnlyNames(preview.files, tests: preview.tests, previewProtocols: preview.protocols)
        }
        for si in summaries.indices {
            for t in summaries[si].types where t.kind == .extension {
                let site = UseSite(file: summaries[si].file, scope: [], condition: t.condition)
                let targets = extensionTargets(t.path, at: site)
                if targets.isEmpty {
                    let key = sdkPath(t.path, at: site).joined(separator: ".")
                    let bucket = sdkExtensions[key] ?? TypeInfo(path: t.path, file: -1, condition: .always)
                    bucket.merge(t)
                    sdkExtensions[key] = bucket
                } else {
                    for info in targets {
                        info.merge(t)
                        info.extendedIn.insert(summaries[si].path)
                    }
                }
            }
        }
        previewOnlyStore = previewOnly.value()
        usesStore = uses.value()
        let made = flows.value()
        environmentFlowStore = made.flow
        varyingInputsStore = made.varying
        writeFrequenciesStore = made.writes
    }

    /// `name` and the project's protocols that refine it, at any depth (computed once per name:
    /// every file asks).
    public func protocolsRefining(_ name: String) -> Set<String> {
        DependencyRecorder.note(.refining(name))
        refiningLock.lock()
        if let known = refining[name] {
            refiningLock.unlock()
            return known
        }
        refiningLock.unlock()
        var names: Set<String> = [name]
        var changed = true
        while changed {
            changed = false
            for (candidate, infos) in typesStore where !names.contains(candidate) {
                if infos.contains(where: { $0.kind == .protocol && !$0.inherits.isDisjoint(with: names) }) {
                    names.insert(candidate)
                    changed = true
                }
            }
        }
        refiningLock.lock()
        refining[name] = names
        refiningLock.unlock()
        return names
    }

    /// Environment reads are project-wide facts: a key's readers in every module.
    /// Views reading an environment key, sorted by path and line.
    public func readers(of key: String) -> [EnvironmentRead] {
        (environmentReads[key] ?? []).sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    /// Every project type name that declares a view conformance (trigger words).
    public var allTypeNames: Dictionary<String, [TypeInfo]>.Keys {
        DependencyRecorder.note(.viewTypes)
        return typesStore.keys
    }

    /// The project's type names with a view conformance (`ViewContext.projectTriggers`), computed
    /// once: every rule that reads view code asks for them when a run builds its trigger words,
    /// and each pass over all types cost about 0.15% of a whole-project run.
    public var viewConformingTypeNames: [String] {
        DependencyRecorder.note(.viewTypes)
        refiningLock.lock()
        defer { refiningLock.unlock() }
        if let known = viewConforming { return known }
        let protocols = ViewContext.viewProtocols
        let names = typesStore.compactMap { name, infos in
            infos.contains(where: { !$0.inherits.isDisjoint(with: protocols) }) ? name : nil
        }
        viewConforming = names
        return names
    }

    private func addNestedLevel(_ name: String, _ level: Int) {
        if nestedLevels[name]?.contains(level) != true { nestedLevels[name, default: []].append(level) }
    }

    /// A path's components joined with dots (`Theme.Images`), as `joined(separator: ".")`
    /// gives, in one allocation: the index joins a path per nested declaration and per nested
    /// lookup, and the generic join cost about a thousand instructions a component.
    static func qualified<C: Collection>(_ path: C) -> String where C.Element == String {
        guard !path.isEmpty else { return "" }
        var total = path.count - 1
        for c in path { total += c.utf8.count }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var at = 0
            for var c in path {
                c.withUTF8 { bytes in
                    if let base = bytes.baseAddress, bytes.count > 0 {
                        (buffer.baseAddress! + at).update(from: base, count: bytes.count)
                        at += bytes.count
                    }
                }
                if at < total {  // a dot after every component but the last
                    buffer[at] = UInt8(ascii: ".")
                    at += 1
                }
            }
            return at
        }
    }

    /// Every conditional-modifier name (trigger words).
    public var conditionalModifierNames: [String] { Array(conditionalModifiersByName.keys) }

    /// The nominal path of a type written as text: `Foo.Bar<Int>?` → ["Foo", "Bar"].
    public func typePath(fromText text: String) -> [String]? {
        var s = Substring(text)
        while s.hasSuffix("?") || s.hasSuffix("!") { s = s.dropLast() }
        if s.hasPrefix("Optional<") && s.hasSuffix(">") { s = s.dropFirst(9).dropLast() }
        if s.hasPrefix("(") && s.hasSuffix(")") && !s.contains(",") && !s.contains("->") { s = s.dropFirst().dropLast() }
        var parts: [String] = []
        var current = ""
        var depth = 0
        for c in s {
            if c == "<" { depth += 1; continue }
            if c == ">" { depth -= 1; continue }
            if depth > 0 { continue }
            if c == "." { parts.append(current); current = ""; continue }
            guard c.isLetter || c.isNumber || c == "_" else { return nil }
            current.append(c)
        }
        parts.append(current)
        return parts.allSatisfy({ !$0.isEmpty }) ? parts : nil
    }

    // MARK: - Snippets

    /// A snippet of source (an expression or a `{ body }`) read and parsed on first use and kept.
    /// A file that changed or vanished since pass 1 gives an empty snippet, which evaluates as
    /// unknown.
    public func snippet(_ ref: SourceRef) -> SnippetTree {
        DependencyRecorder.note(ref.file)
        snippetLock.lock()
        if let s = snippets[ref] {
            snippetLock.unlock()
            return s
        }
        let read = relocated[ref.file]?[ref] ?? ref
        snippetLock.unlock()
        // Read and parse outside the lock: two threads may both do it once; both results are equal.
        let tree = SwiftParser.parse(readSource(read.file, read.range) ?? [])
        let s = SnippetTree(tree: tree, expression: tree.items(tree.root).first)
        snippetLock.lock()
        snippets[ref] = s
        snippetLock.unlock()
        return s
    }

    /// A snippet's bytes and tokens, lexed and not parsed, for questions about names alone: a
    /// snippet already parsed gives its tree's. Not kept (the callers memoize their answers).
    /// Parsing whole declarations only to read their identifiers was a tenth of the rules' time.
    public func lexedSnippet(_ ref: SourceRef) -> (source: [UInt8], tokens: [Token]) {
        DependencyRecorder.note(ref.file)
        snippetLock.lock()
        if let s = snippets[ref] {
            snippetLock.unlock()
            return (s.tree.source, s.tree.tokens)
        }
        let read = relocated[ref.file]?[ref] ?? ref
        snippetLock.unlock()
        let bytes = readSource(read.file, read.range) ?? []
        return (bytes, Lexer.lex(bytes).tokens)
    }

    /// A file was edited without changing its facts (`SummaryCodec.facts`): the index stays as
    /// it is, its references into the file (`old`, from the summary it was built from) now read
    /// the same expressions and bodies where the new contents have them (`new`, pairwise), and
    /// what was computed from the file's old text is forgotten. `byteCount` is the new size, which
    /// `source(of:)` reads the file with. Not concurrent with lints.
    public func relocate(file: Int32, old: [SourceRef], new: [SourceRef], byteCount: Int) {
        precondition(old.count == new.count, "relocating a file whose facts changed")
        snippetLock.lock()
        var table = relocated[file] ?? [:]
        // `old` are the new references of the previous relocation when there was one: map the
        // index's own references (the keys) through.
        var original: [SourceRef: SourceRef] = [:]
        for (key, value) in table { original[value] = key }
        var next: [SourceRef: SourceRef] = [:]
        for (o, n) in zip(old, new) { next[original[o] ?? o] = n }
        table = next
        relocated[file] = table
        snippets = snippets.filter { $0.key.file != file }
        snippetLock.unlock()
        memos.forget(file: file)
        for (name, callers) in callersByName where callers.contains(where: { $0.file == file }) {
            callersByName[name] = callers.map { c in
                var c = c
                if c.file == file { c.byteCount = byteCount }
                return c
            }
        }
    }

    /// A file's positional facts changed and nothing else (`SummaryCodec.Facts.structure` is
    /// the same): the lines of its environment reads, conditional modifiers and
    /// environment-object reads are replaced where the index holds them (same entries, same
    /// order), and the project's names used become `uses`. Not concurrent with lints.
    public func updatePositionalFacts(of summary: FileSummary, uses: MemberUses) {
        var reads: [String: [EnvironmentRead]] = [:]
        for r in summary.environmentReads { reads[r.key, default: []].append(r) }
        for (key, new) in reads {
            guard var list = readsByKey[key] else { continue }
            var j = 0
            for i in list.indices where j < new.count && list[i].path == summary.path {
                list[i] = new[j]
                j += 1
            }
            readsByKey[key] = list
        }
        var modifiers: [String: [FunctionSignature]] = [:]
        for c in summary.conditionalModifiers { modifiers[c.name, default: []].append(c) }
        for (name, new) in modifiers {
            guard var list = conditionalModifiersByName[name] else { continue }
            var j = 0
            for i in list.indices where j < new.count && list[i].file == summary.file {
                list[i] = new[j]
                j += 1
            }
            conditionalModifiersByName[name] = list
        }
        observation.updateLines(of: summary.observation.environmentObjectReads, path: summary.path)
        memos.forget(file: DependencyRecorder.positionalFacts)
        usesStore = uses
    }

    /// A whole input file as it was in pass 1 (`nil` if it is gone or changed size). The reader
    /// depends on the file's contents (`DependencyRecorder`).
    public func source(of caller: CallerFile) -> [UInt8]? {
        DependencyRecorder.note(caller.file)
        return readSource(caller.file, 0..<caller.byteCount)
    }

    /// A fact computed once per project under `key`, kept with what it was computed from
    /// (`MemoTable`, shared with `ObservationIndex.memo`).
    public func memo<T: Sendable>(_ key: String, _ compute: () -> T) -> T { memos.value(key, compute) }

    /// A snippet's source text, for messages.
    public func text(_ ref: SourceRef) -> String {
        String(decoding: snippet(ref).tree.source, as: UTF8.self)
    }
}

/// A parsed snippet: its tree and the expression it holds (a closure for a `{ body }`).
public struct SnippetTree: Sendable {
    public let tree: SyntaxTree
    public let expression: NodeID?

    /// `Model` of a snippet that is a construction, `Model(…)` (a stored property's initial value).
    public var constructedType: String? {
        guard let e = expression, tree.kind(e) == .callExpr else { return nil }
        return EnvironmentInjections.constructedType(tree, e)
    }
}

struct AliasInfo: Sendable {
    var path: [String]
    var target: String
    var file: Int32
    var condition: PlatformCondition
}

struct GlobalInfo: Sendable {
    var member: MemberSummary
    var file: Int32
    var condition: PlatformCondition
}
