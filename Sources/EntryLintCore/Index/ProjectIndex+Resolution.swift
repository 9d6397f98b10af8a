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
        for si in summaries.indices where Int(summaries[si].file) < fileCount {
            for i in summaries[si].imports where i.exported {
                guard let target = moduleNames[i.module] else { continue }
                for m in own[Int(summaries[si].file)].members { exports[Int(m)].insert(target) }
            }
        }
        var sourceModules = ModuleSet(count: moduleCount)
        for (k, m) in modules.enumerated() where m.kind == .source { sourceModules.insert(Int32(k)) }
        sourceModules.insert(unassignedModule)

        var visible = own
        for si in summaries.indices where Int(summaries[si].file) < fileCount {
            let f = Int(summaries[si].file)
            var set = own[f]
            let ownMembers: [Int32] = own[f].members
            var isDependency = true
            for m in ownMembers where Int(m) >= modules.count || modules[Int(m)].kind != .dependency { isDependency = false }
            if !isDependency {
                set.insert(unassignedModule)
                if own[f].contains(unassignedModule) { set.formUnion(sourceModules) }
            }
            var pending: [Int32] = summaries[si].imports.compactMap { moduleNames[$0.module] }
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

        /// Visible only in its own file.
        var isFilePrivate: Bool {
            if case .type(let t) = self { return t.isFilePrivate }
            return false
        }
    }

    /// Declarations of one path that every use site sees alike: same module set of the
    /// declaring file (`-1`: a file outside the project model, seen from everywhere) and same
    /// `#if` condition, in declaration order.
    struct DeclarationGroup {
        let moduleSet: Int32
        let condition: PlatformCondition
        var types: [TypeInfo]
        /// The value kinds of `types` (`kindBit`), or-ed.
        var kinds: UInt8
    }

    /// A declaration's value kind as one bit: reference 1, value 2, neither (a protocol) 4.
    static func kindBit(_ kind: TypeKind?) -> UInt8 {
        switch kind {
        case .class?, .actor?: return 1
        case .struct?, .enum?: return 2
        default: return 4
        }
    }

    /// `typeGroupsByPath` for `typesByPath`: the paths with two or more declarations, grouped
    /// in one pass.
    func groupDeclarations(_ table: [String: [TypeInfo]]) -> [String: [DeclarationGroup]] {
        struct Key: Hashable {
            let moduleSet: Int32
            let condition: PlatformCondition
        }
        var out: [String: [DeclarationGroup]] = [:]
        for (path, types) in table where types.count > 1 {
            var groups: [DeclarationGroup] = []
            var at: [Key: Int] = [:]
            for t in types {
                let set = t.file >= 0 && Int(t.file) < fileModules.count ? fileModules[Int(t.file)] : -1
                let key = Key(moduleSet: set, condition: t.condition)
                if let k = at[key] {
                    groups[k].types.append(t)
                    groups[k].kinds |= Self.kindBit(t.kind)
                } else {
                    at[key] = groups.count
                    groups.append(DeclarationGroup(moduleSet: set, condition: t.condition, types: [t], kinds: Self.kindBit(t.kind)))
                }
            }
            out[path] = groups
        }
        return out
    }

    /// `isVisible` for a group's declarations.
    private func isVisible(_ group: DeclarationGroup, from site: UseSite) -> Bool {
        guard site.file >= 0, Int(site.file) < fileVisible.count, group.moduleSet >= 0 else { return true }
        return moduleSets[Int(group.moduleSet)].intersects(moduleSets[Int(fileVisible[Int(site.file)])])
    }

    /// `isOwnModule` for a group's declarations.
    private func isOwnModule(_ group: DeclarationGroup, of site: UseSite) -> Bool {
        guard site.file >= 0, Int(site.file) < fileModules.count, group.moduleSet >= 0 else { return true }
        return moduleSets[Int(group.moduleSet)].intersects(moduleSets[Int(fileModules[Int(site.file)])])
    }

    /// The declarations a simple name means at `site`, from the first scope level that has any.
    ///
    /// With a `limit`, for callers that only count (ambiguous or not, shadowed or not): at most
    /// `limit` of them, which ones unspecified, and exactly all of them when there are fewer.
    /// A path declared many times is then weighed by its groups (`typeGroupsByPath`), so the
    /// work does not grow with the number of declarations of the name.
    func candidates(_ name: String, at site: UseSite, limit: Int = .max) -> [Named] {
        var kinds: UInt8 = 0
        return candidates(name, at: site, limit: limit, kinds: &kinds)
    }

    /// `candidates(_:at:limit:)`, and in `kinds` the value kinds (`kindBit`, or-ed) of all of
    /// them, not only the ones returned, when they were weighed by groups (all are declared
    /// types); 0 when not.
    func candidates(_ name: String, at site: UseSite, limit: Int, kinds: inout UInt8) -> [Named] {
        DependencyRecorder.note(name: name)
        guard typesStore[name] != nil || aliasesStore[name] != nil else { return [] }
        var visited = 0
        defer { LookupCounter.add(visited) }
        /// For a limited lookup of a path several types and no typealias declare: up to `limit`
        /// visible ones, how many are visible, and up to `limit` of those in the site's modules.
        /// (Called with the path's declarations, when there are several and no typealias.)
        func counted(_ key: String) -> (some: [Named], count: Int, own: [Named], kinds: UInt8, ownKinds: UInt8)? {
            guard let groups = typeGroupsByPath[key] else { return nil }
            var some: [Named] = []
            var own: [Named] = []
            var count = 0
            var kinds: UInt8 = 0
            var ownKinds: UInt8 = 0
            for g in groups where isVisible(g, from: site) && g.condition.isCompatible(with: site.condition) {
                visited += 1
                count += g.types.count
                kinds |= g.kinds
                if isOwnModule(g, of: site) { ownKinds |= g.kinds }
                for t in g.types.prefix(limit - some.count) {
                    visited += 1
                    some.append(.type(t))
                }
                if own.count < limit, isOwnModule(g, of: site) {
                    for t in g.types.prefix(limit - own.count) {
                        visited += 1
                        own.append(.type(t))
                    }
                }
            }
            return (some, count, own, kinds, ownKinds)
        }
        /// What `counted` found for the last path `matching` weighed by groups.
        var lastCounted: (count: Int, own: [Named], ownKinds: UInt8)?
        func matching(_ key: String) -> [Named] {
            lastCounted = nil
            let types = typesByPath[key]
            let aliasList = aliasesByPathStore[key]
            if aliasList == nil, let types {
                if types.count == 1 {
                    // The common case: one declaration of the name.
                    visited += 1
                    let t = types[0]
                    return isVisible(t.file, from: site) && t.condition.isCompatible(with: site.condition) ? [.type(t)] : []
                }
                // A few declarations are weighed one by one: file scope may tell them apart.
                if limit < .max, types.count > Self.fileScopedCandidates, let c = counted(key) {
                    kinds = c.kinds
                    lastCounted = (c.count, c.own, c.ownKinds)
                    return c.some
                }
            }
            visited += (types?.count ?? 0) + (aliasList?.count ?? 0)
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
            // Only the levels where a nested declaration of the name may be (`nestedPathHashes`)
            // are joined and looked up: joining every level was quadratic in the nesting.
            // The site keeps its prefixes' hashes (`UseSite.scopeHashes`).
            // Only the depths the name is nested at are tried (`nestedLevels`), innermost first.
            let prefixes = site.prefixHashes
            for k in nestedLevels[name] ?? [] where k <= scope.count && k < prefixes.count {
                if nestedPathHashes.contains(Self.pathHash(prefixes[k], name)) {
                    let found = matching(Self.qualified(scope[0..<k]) + "." + name)
                    if !found.isEmpty { return found }
                }
            }
        } else if mayMeanNested(name, at: site) {
            // Position unknown, and a type the file declares or extends has a nested declaration
            // of this name: nothing is certain.
            return []
        }
        let top = matching(name)
        // A `private`/`fileprivate` declaration is visible only in its own file, where it is
        // the one meant (a preview's `private struct PreviewHelper`); other files' private
        // ones are not visible here. Same-named declarations visible alike stay ambiguous.
        // Weighed only for a few declarations (previews' helpers): a name declared thousands of
        // times (generated code) would make every lookup of it linear in them.
        if top.count > 1 && top.count <= Self.fileScopedCandidates {
            let here = top.filter { $0.file == site.file }
            if here.count == 1, here[0].isFilePrivate { return here }
            let visible = top.filter { $0.file == site.file || !$0.isFilePrivate }
            if visible.count == 1 { return visible }
        }
        if let c = lastCounted {
            // As below: several visible, those of the site's own modules shadow the others.
            if c.count < 2 || c.own.isEmpty { return top }
            kinds = c.ownKinds
            return c.own
        }
        if top.count < 2 { return top }
        let own = top.filter { isOwnModule($0.file, of: site) }
        return own.isEmpty ? top : own
    }

    /// At most this many same-named declarations are told apart by file scope.
    static let fileScopedCandidates = 16

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
    /// Whether a project type or typealias has this simple name, whatever its scope: when not,
    /// no lookup of it can find a project type, and the caller need not work out the use site.
    /// The name is recorded as a dependency either way, as a lookup would.
    public func mayDeclareType(named name: String) -> Bool {
        DependencyRecorder.note(name: name)
        return typesStore[name] != nil || aliasesStore[name] != nil
    }

    public func type(_ path: [String], at site: UseSite) -> TypeInfo? {
        if path.count == 1 {
            // Two declared types among the name's candidates make it ambiguous, whatever the
            // others are: no need to weigh them all.
            let some = candidates(path[0], at: site, limit: 2)
            if some.count == 2, case .type = some[0], case .type = some[1] { return nil }
            if some.count < 2 {
                let found = resolve(path, at: site, depth: 0, first: some)
                return found.count == 1 ? found[0] : nil
            }
        }
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

    /// A path's hash, one component at a time (`nestedPathHashes`); in memory only.
    static func pathHash(_ prefix: Int, _ component: String) -> Int {
        var h = Hasher()
        h.combine(prefix)
        h.combine(component)
        return h.finalize()
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
        // Every prefix once, each hashed from its parent's (`ScopeLinks`): joining the prefixes
        // (and hashing the joined paths) was quadratic in the depth of nested types.
        let scopes = scopesByFile[Int(file)]
        let links = ScopeLinks(scopes)
        var prefixes = Set<Int>()
        for (i, scope) in scopes.enumerated() where !scope.isEmpty {
            prefixes.insert(links.hashes[i])
            if links.parents[i] < 0 {
                // No parent among the scopes (a top-level declaration, or an extension of a
                // nested type): its shorter prefixes are hashed here.
                var h = 0
                for component in scope.dropLast() {
                    h = Self.pathHash(h, component)
                    prefixes.insert(h)
                }
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
        let c = candidates(first, at: site, limit: 1)
        if !c.isEmpty { return true }
        if site.scope == nil && mayMeanNested(first, at: site) { return true }
        return path.count > 1 && isModuleName(first) && !resolve(path, at: site, depth: 0, first: c).isEmpty
    }

    /// Whether a declared type or typealias of this path's first name is visible at `site`,
    /// resolved or not (an ambiguous name is still a project name, not the SDK's).
    func isShadowed(_ path: [String], at site: UseSite) -> Bool {
        guard let first = path.first else { return false }
        if !candidates(first, at: site, limit: 1).isEmpty { return true }
        return site.scope == nil && mayMeanNested(first, at: site)
    }

    /// The members of a type as `site` sees them: the project declaration's, or what project
    /// extensions add to an SDK type.
    public func members(of path: [String], at site: UseSite) -> TypeInfo? {
        // An SDK type no project declaration shares a name with (`View`): its extensions,
        // whatever the site (asked for every call a leaf view's body makes).
        if path.count == 1, !mayDeclareType(named: path[0]), !nestedNames.contains(path[0]) {
            return sdkExtensions[path[0]]
        }
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
        var firstCandidates: [Named]
        if path.count == 1 {
            // Several declared types: their kinds, weighed by groups, decide; fewer than two
            // candidates are all of them.
            var kinds: UInt8 = 0
            firstCandidates = candidates(first, at: site, limit: 2, kinds: &kinds)
            if firstCandidates.count == 2 {
                if kinds != 0 { return kinds == 1 ? .reference : kinds == 2 ? .value : nil }
                firstCandidates = candidates(first, at: site)
            }
        } else {
            firstCandidates = candidates(first, at: site)
        }
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
    public var environmentFlow: EnvironmentFlow { index.environmentFlow }
    public func snippet(_ ref: SourceRef) -> SnippetTree { index.snippet(ref) }
    public func text(_ ref: SourceRef) -> String { index.text(ref) }
    /// The type a stored property holds: its annotation, else the type its initial value
    /// constructs (`@StateObject private var model = Model()`, the common spelling).
    public func typeText(of member: MemberSummary) -> String? {
        member.typeText ?? member.value.flatMap { snippet($0).constructedType }
    }
    public var typesByName: RecordedTable<[TypeInfo]> { index.typesByName }
}

// MARK: - Widget extensions

extension ProjectIndex {
    /// Modules of the project model (never the files no target claims) whose entry point is
    /// WidgetKit's: some file declares an `@main` type conforming to `Widget` or `WidgetBundle`.
    /// An app target that compiles a widget's file too (a Live Activity's attributes and views,
    /// shared with its extension) declares a `Widget` without `@main`, and keeps its own views' state.
    func findWidgetModules(_ summaries: [FileSummary]) -> Set<Int32> {
        // A project's own `Widget` type is not WidgetKit's.
        guard typesStore["Widget"] == nil, typesStore["WidgetBundle"] == nil else { return [] }
        var out = Set<Int32>()
        for si in summaries.indices where summaries[si].types.contains(where: {
            $0.kind == .struct && $0.attributes.contains("main") && ($0.inherits.contains("Widget") || $0.inherits.contains("WidgetBundle"))
        }) {
            guard Int(summaries[si].file) < fileModules.count else { continue }
            for m in moduleSets[Int(fileModules[Int(summaries[si].file)])].members where Int(m) < modules.count && modules[Int(m)].kind == .source {
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
