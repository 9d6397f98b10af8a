/// How a name written in a file resolves, in order:
/// 1. the types the use is nested in, innermost first (`Images` inside `Theme` finds
///    `Theme.Images`; a nested type is never found as a top-level name);
/// 2. top-level declarations of the file's own module(s);
/// 3. top-level declarations of the modules it imports (`import`, `@testable import`, and what
///    those re-export with `@_exported import`);
/// 4. the SDK catalog, which only a *declaration* of that name in a visible module shadows —
///    extensions (`extension UUID`) add members, they never make an SDK type a project type.
/// At each step only declarations whose `#if` condition is compatible with the use's count;
/// when more than one remains the name is ambiguous and resolves to nothing (never reported).
/// Files no target claims are visible to, and see, every source module of the project.
extension ProjectIndex {
    /// The pseudo-module of files that no target claims.
    var unassignedModule: Int32 { Int32(modules.count) }

    func buildVisibility(_ summaries: [FileSummary], fileModules: [[Int32]]) {
        let fileCount = max(fileModules.count, (summaries.map { Int($0.file) }.max() ?? -1) + 1)
        let moduleCount = modules.count + 1
        var own = [ModuleSet](repeating: ModuleSet(count: moduleCount), count: fileCount)
        for f in 0..<fileCount {
            let list = f < fileModules.count ? fileModules[f] : []
            if list.isEmpty { own[f].insert(unassignedModule) } else { for m in list { own[f].insert(m) } }
        }
        // What each module re-exports (`@_exported import X` in any of its files).
        var exports = [ModuleSet](repeating: ModuleSet(count: moduleCount), count: moduleCount)
        for s in summaries where Int(s.file) < fileCount {
            for i in s.imports where i.exported {
                guard let target = moduleNames[i.module] else { continue }
                for m in own[Int(s.file)].members { exports[Int(m)].insert(target) }
            }
        }
        var sourceModules = ModuleSet(count: moduleCount)
        for (k, m) in modules.enumerated() where m.kind == .source { sourceModules.insert(Int32(k)) }
        sourceModules.insert(unassignedModule)

        var visible = own
        for s in summaries where Int(s.file) < fileCount {
            let f = Int(s.file)
            var set = own[f]
            let ownMembers: [Int32] = own[f].members
            var isDependency = true
            for m in ownMembers where Int(m) >= modules.count || modules[Int(m)].kind != .dependency { isDependency = false }
            if !isDependency {
                set.insert(unassignedModule)
                if own[f].contains(unassignedModule) { set.formUnion(sourceModules) }
            }
            var pending: [Int32] = s.imports.compactMap { moduleNames[$0.module] }
            pending += ownMembers
            while let m = pending.popLast() {
                set.insert(m)
                if Int(m) < exports.count {
                    for e in exports[Int(m)].members where !set.contains(e) {
                        set.insert(e)
                        pending.append(e)
                    }
                }
            }
            visible[f] = set
        }
        var interned: [ModuleSet: Int32] = [:]
        var sets: [ModuleSet] = []
        var ownIDs: [Int32] = []
        var visibleIDs: [Int32] = []
        for (k, set) in (own + visible).enumerated() {
            let id: Int32
            if let existing = interned[set] {
                id = existing
            } else {
                id = Int32(sets.count)
                sets.append(set)
                interned[set] = id
            }
            if k < own.count { ownIDs.append(id) } else { visibleIDs.append(id) }
        }
        moduleSets = sets
        self.fileModules = ownIDs
        fileVisible = visibleIDs
    }

    /// Whether a declaration in file `declFile` can be seen from `site`.
    func isVisible(_ declFile: Int32, from site: UseSite) -> Bool {
        guard site.file >= 0, Int(site.file) < fileVisible.count, declFile >= 0, Int(declFile) < fileModules.count else {
            return true
        }
        return moduleSets[Int(fileModules[Int(declFile)])].intersects(moduleSets[Int(fileVisible[Int(site.file)])])
    }

    /// Whether `declFile` is in one of the site's own modules (which shadow imported ones).
    func isOwnModule(_ declFile: Int32, of site: UseSite) -> Bool {
        guard site.file >= 0, Int(site.file) < fileModules.count, declFile >= 0, Int(declFile) < fileModules.count else {
            return true
        }
        return moduleSets[Int(fileModules[Int(declFile)])].intersects(moduleSets[Int(fileModules[Int(site.file)])])
    }

    /// Module names are not types: `SwiftUI.Text`, `MyKit.Cache`.
    static let sdkModules: Set<String> = ["Swift", "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine", "CoreData",
                                          "Observation", "SwiftData", "Dispatch", "CoreGraphics"]

    func isModuleName(_ name: String) -> Bool { moduleNames[name] != nil || ProjectIndex.sdkModules.contains(name) }

    // MARK: - Candidates

    /// A declared type or a typealias: what a name at one scope level can mean.
    enum Named {
        case type(TypeInfo)
        case alias(AliasInfo)

        var file: Int32 {
            switch self {
            case .type(let t): return t.file
            case .alias(let a): return a.file
            }
        }
    }

    /// The declarations a simple name means at `site`, from the first scope level that has any.
    func candidates(_ name: String, at site: UseSite) -> [Named] {
        DependencyRecorder.note(name: name)
        guard typesStore[name] != nil || aliasesStore[name] != nil else { return [] }
        func matching(_ key: String) -> [Named] {
            let types = typesByPath[key]
            let aliasList = aliasesByPathStore[key]
            if aliasList == nil, let types, types.count == 1 {
                // The common case: one declaration of the name.
                let t = types[0]
                return isVisible(t.file, from: site) && t.condition.isCompatible(with: site.condition) ? [.type(t)] : []
            }
            var out: [Named] = []
            for t in types ?? [] where isVisible(t.file, from: site) && t.condition.isCompatible(with: site.condition) {
                out.append(.type(t))
            }
            for a in aliasList ?? [] where isVisible(a.file, from: site) && a.condition.isCompatible(with: site.condition) {
                out.append(.alias(a))
            }
            return out
        }
        if !nestedNames.contains(name) {
            // Only top-level declarations have this name: nesting cannot matter.
        } else if let scope = site.scope {
            var k = scope.count
            while k > 0 {
                let found = matching((scope[0..<k] + [name]).joined(separator: "."))
                if !found.isEmpty { return found }
                k -= 1
            }
        } else if mayMeanNested(name, at: site) {
            // Position unknown, and a type the file declares or extends has a nested declaration
            // of this name: nothing is certain.
            return []
        }
        let top = matching(name)
        if top.count < 2 { return top }
        let own = top.filter { isOwnModule($0.file, of: site) }
        return own.isEmpty ? top : own
    }

    /// Declared types a path names at `site`, following typealiases (`Alias.Nested` too).
    func resolve(_ path: [String], at site: UseSite, depth: Int = 0) -> [TypeInfo] {
        guard let first = path.first, depth < 8 else { return [] }
        return resolve(path, at: site, depth: depth, first: candidates(first, at: site))
    }

    /// `resolve` with the first component's candidates already known.
    func resolve(_ path: [String], at site: UseSite, depth: Int, first firstCandidates: [Named]) -> [TypeInfo] {
        guard let first = path.first else { return [] }
        var heads: [TypeInfo] = []
        for c in firstCandidates {
            switch c {
            case .type(let t): heads.append(t)
            case .alias(let a):
                guard let target = typePath(fromText: a.target) else { continue }
                let aliasSite = UseSite(file: a.file, scope: Array(a.path.dropLast()), condition: a.condition)
                heads += resolve(target, at: aliasSite, depth: depth + 1)
            }
        }
        if heads.isEmpty, path.count > 1, isModuleName(first) {
            // `Module.Type`: a top-level declaration of that module.
            guard let module = moduleNames[first] else { return [] }
            return resolveInModule(Array(path.dropFirst()), module: module, site: site)
        }
        var current = heads
        for component in path.dropFirst() {
            DependencyRecorder.note(name: component)
            var next: [TypeInfo] = []
            for h in current {
                for t in typesByPath[h.qualifiedName + "." + component] ?? []
                    where isVisible(t.file, from: site) && t.condition.isCompatible(with: site.condition) {
                    next.append(t)
                }
            }
            current = next
            if current.isEmpty { return [] }
        }
        return current
    }

    func resolveInModule(_ path: [String], module: Int32, site: UseSite) -> [TypeInfo] {
        if let last = path.last { DependencyRecorder.note(name: last) }
        return (typesByPath[path.joined(separator: ".")] ?? []).filter {
            Int($0.file) < fileModules.count && moduleSets[Int(fileModules[Int($0.file)])].contains(module)
                && isVisible($0.file, from: site) && $0.condition.isCompatible(with: site.condition)
        }
    }

    // MARK: - Lookups

    /// The project type a path names at `site`, when exactly one declaration fits.
    public func type(_ path: [String], at site: UseSite) -> TypeInfo? {
        let found = resolve(path, at: site)
        return found.count == 1 ? found[0] : nil
    }

    /// The declarations an extension of `path` adds to: every compatible one (an extension
    /// without `#if` extends both platform variants of a view).
    func extensionTargets(_ path: [String], at site: UseSite) -> [TypeInfo] {
        var path = path
        if path.count > 1, isModuleName(path[0]), resolve([path[0]], at: site).isEmpty { path.removeFirst() }
        return resolve(path, at: site)
    }

    /// An SDK type's path as an extension bucket key: a leading module name is dropped.
    func sdkPath(_ path: [String], at site: UseSite) -> [String] {
        if path.count > 1, isModuleName(path[0]) { return Array(path.dropFirst()) }
        return path
    }

    /// Whether a use of `name` somewhere in the site's file could mean a nested declaration: one
    /// whose parent is a type the file declares or extends.
    func mayMeanNested(_ name: String, at site: UseSite) -> Bool {
        DependencyRecorder.note(name: name)
        guard site.file >= 0, Int(site.file) < scopesByFile.count, nestedNames.contains(name) else { return false }
        return nestedNamesInScope(ofFile: site.file).contains(name)
    }

    /// The names of the nested declarations reachable from the types a file declares or extends
    /// (the children of every prefix of its scopes), computed once per file.
    func nestedNamesInScope(ofFile file: Int32) -> Set<String> {
        nestedLock.lock()
        if let known = nestedInScope[Int(file)] {
            nestedLock.unlock()
            return known
        }
        nestedLock.unlock()
        var prefixes = Set<String>()
        for scope in scopesByFile[Int(file)] {
            var key = ""
            for component in scope {
                key = key.isEmpty ? component : key + "." + component
                prefixes.insert(key)
            }
        }
        var names = Set<String>()
        for p in prefixes { names.formUnion(childrenByParent[p] ?? []) }
        nestedLock.lock()
        nestedInScope[Int(file)] = names
        nestedLock.unlock()
        return names
    }

    /// Whether the path names a project declaration at `site` (resolved or ambiguous).
    func declares(_ path: [String], at site: UseSite) -> Bool {
        guard let first = path.first else { return false }
        let c = candidates(first, at: site)
        if !c.isEmpty { return true }
        if site.scope == nil && mayMeanNested(first, at: site) { return true }
        return path.count > 1 && isModuleName(first) && !resolve(path, at: site, depth: 0, first: c).isEmpty
    }

    /// Whether a declared type or typealias of this path's first name is visible at `site`,
    /// resolved or not (an ambiguous name is still a project name, not the SDK's).
    func isShadowed(_ path: [String], at site: UseSite) -> Bool {
        guard let first = path.first else { return false }
        if !candidates(first, at: site).isEmpty { return true }
        return site.scope == nil && mayMeanNested(first, at: site)
    }

    /// The members of a type as `site` sees them: the project declaration's, or what project
    /// extensions add to an SDK type.
    public func members(of path: [String], at site: UseSite) -> TypeInfo? {
        if let t = type(path, at: site) { return t }
        if isShadowed(path, at: site) { return nil }
        let key = sdkPath(path, at: site)
        if let last = key.last { DependencyRecorder.note(name: last) }
        return sdkExtensions[key.joined(separator: ".")]
    }

    /// Whether a name is a class/actor (`.reference`) or struct/enum (`.value`): the project's
    /// declaration if one is visible, else the SDK catalog. Unknown: nil.
    public func valueKind(of path: [String], at site: UseSite) -> SDKCatalog.Kind? {
        guard let first = path.first else { return nil }
        let firstCandidates = candidates(first, at: site)
        let found = firstCandidates.isEmpty && !isModuleName(first) ? [] : resolve(path, at: site, depth: 0, first: firstCandidates)
        if !found.isEmpty {
            // Several declarations fit (platform variants, duplicates): the kind is known when
            // they all agree on it.
            let kinds = Set(found.map { info -> SDKCatalog.Kind? in
                switch info.kind {
                case .class?, .actor?: return .reference
                case .struct?, .enum?: return .value
                default: return nil
                }
            })
            return kinds.count == 1 ? kinds.first! : nil
        }
        // A typealias to an SDK type (`typealias Store<S> = CurrentValueSubject<S, Never>`).
        if path.count == 1, firstCandidates.count == 1, case .alias(let a) = firstCandidates[0],
           let target = typePath(fromText: a.target) {
            let aliasSite = UseSite(file: a.file, scope: Array(a.path.dropLast()), condition: a.condition)
            return valueKind(of: target, at: aliasSite)
        }
        // A visible project declaration of the name shadows the catalog.
        if !firstCandidates.isEmpty || (site.scope == nil && mayMeanNested(first, at: site)) { return nil }
        if path.count == 2 && !ProjectIndex.sdkModules.contains(path[0]) { return nil }
        return path.last.flatMap { SDKCatalog.kind(of: $0) }
    }

    /// A file-scope `let`/`var`/`func` of this name visible at `site`, when exactly one fits.
    public func global(_ name: String, at site: UseSite) -> MemberSummary? {
        DependencyRecorder.note(name: name)
        let all = (globalsByName[name] ?? []).filter { isVisible($0.file, from: site) && $0.condition.isCompatible(with: site.condition) }
        let own = all.filter { isOwnModule($0.file, of: site) }
        let list = own.isEmpty ? all : own
        return list.count == 1 ? list[0].member : nil
    }

    /// Whether any global of this name exists anywhere in the project (names for new globals).
    public func hasGlobal(named name: String) -> Bool {
        DependencyRecorder.note(name: name)
        return globalsByName[name]?.isEmpty == false
    }

    /// `View` extension methods of this name (`.if(cond) { … }`) visible at `site`.
    public func conditionalModifiers(named name: String, at site: UseSite) -> [FunctionSignature] {
        // Their lines are positional facts.
        DependencyRecorder.notePositionalFacts()
        return (conditionalModifiersByName[name] ?? []).filter { isVisible($0.file, from: site) }
    }

    /// The module kind of a file (tests, dependencies), `nil` for files no target claims.
    public func moduleKinds(ofFile file: Int32) -> [ModuleInfo.Kind] {
        guard file >= 0, Int(file) < fileModules.count else { return [] }
        return moduleSets[Int(fileModules[Int(file)])].members.compactMap { Int($0) < modules.count ? modules[Int($0)].kind : nil }
    }
}

/// The index as one use site sees it: the lookups rules and the evaluator make, with the site's
/// modules, nesting and `#if` condition applied.
public struct Resolver: Sendable {
    public let index: ProjectIndex
    public var site: UseSite

    public init(index: ProjectIndex, site: UseSite) {
        self.index = index
        self.site = site
    }

    public func at(_ site: UseSite) -> Resolver { Resolver(index: index, site: site) }

    public func type(_ path: [String]) -> TypeInfo? { index.type(path, at: site) }
    public func members(of path: [String]) -> TypeInfo? { index.members(of: path, at: site) }
    /// Whether the path names a project declaration (resolved, or ambiguous), not an SDK type.
    public func declares(_ path: [String]) -> Bool { index.declares(path, at: site) }
    public func valueKind(of path: [String]) -> SDKCatalog.Kind? { index.valueKind(of: path, at: site) }
    public func global(_ name: String) -> MemberSummary? { index.global(name, at: site) }
    public func hasGlobal(named name: String) -> Bool { index.hasGlobal(named: name) }
    public func conditionalModifiers(named name: String) -> [FunctionSignature] { index.conditionalModifiers(named: name, at: site) }
    public func typePath(fromText text: String) -> [String]? { index.typePath(fromText: text) }
    public func readers(of key: String) -> [EnvironmentRead] { index.readers(of: key) }
    public func snippet(_ ref: SourceRef) -> SnippetTree { index.snippet(ref) }
    public func text(_ ref: SourceRef) -> String { index.text(ref) }
    public var typesByName: RecordedTable<[TypeInfo]> { index.typesByName }
}

// MARK: - Widget extensions

extension ProjectIndex {
    /// Modules of the project model (never the files no target claims) in which some file
    /// declares a type conforming to WidgetKit's `Widget` or `WidgetBundle`.
    func findWidgetModules(_ summaries: [FileSummary]) -> Set<Int32> {
        // A project's own `Widget` type is not WidgetKit's.
        guard typesStore["Widget"] == nil, typesStore["WidgetBundle"] == nil else { return [] }
        var out = Set<Int32>()
        for s in summaries where s.types.contains(where: { $0.kind == .struct && ($0.inherits.contains("Widget") || $0.inherits.contains("WidgetBundle")) }) {
            guard Int(s.file) < fileModules.count else { continue }
            for m in moduleSets[Int(fileModules[Int(s.file)])].members where Int(m) < modules.count && modules[Int(m)].kind == .source {
                out.insert(m)
            }
        }
        return out
    }

    /// Whether every module the file is in is a widget extension: its views are rendered as
    /// archived snapshots of a timeline entry and keep no state between renders.
    public func isInWidgetExtension(file: Int32) -> Bool {
        DependencyRecorder.note(.widgetModules)
        guard !widgetModules.isEmpty, file >= 0, Int(file) < fileModules.count else { return false }
        let own = moduleSets[Int(fileModules[Int(file)])].members
        return !own.isEmpty && own.allSatisfy { widgetModules.contains($0) }
    }
}
