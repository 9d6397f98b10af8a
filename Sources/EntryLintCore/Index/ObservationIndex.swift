import Foundation

/// The project's `ObservationFacts`, merged: published properties per class, environment-object
/// readers, injection sites and type declarations. What needs bodies (injections, a view's child
/// views) is computed on first use from the recorded byte ranges and kept.
public final class ObservationIndex: @unchecked Sendable {
    /// Classes' `@Published` properties, by simple name (`published` records the name looked
    /// up, as the index's other tables: `DeclarationHashes.swift`).
    private(set) var publishedStore: [String: [PublishedProperties]] = [:]
    public var published: RecordedTable<[PublishedProperties]> { RecordedTable(table: publishedStore, everything: .allTypes) }
    /// Every environment-object reader, in input order. Their lines are positional facts: the
    /// accessors record the dependency.
    private var readList: [EnvironmentObjectRead] = []
    private var readMap: [String: [EnvironmentObjectRead]] = [:]
    public var reads: [EnvironmentObjectRead] {
        DependencyRecorder.notePositionalFacts()
        return readList
    }
    public var readsByReader: [String: [EnvironmentObjectRead]] {
        DependencyRecorder.notePositionalFacts()
        return readMap
    }
    public private(set) var injectionSites: [SourceRef] = []
    /// Declarations and extensions by the simple name of the type.
    private(set) var declarationsStore: [String: [TypeDeclaration]] = [:]
    public var declarations: RecordedTable<[TypeDeclaration]> { RecordedTable(table: declarationsStore, everything: .allTypes) }
    /// The files declaring a `private` or `fileprivate` type, by its simple name: no other
    /// file's code names that type (`declarations(of:)`).
    private(set) var privateTypeFiles: [String: Set<String>] = [:]
    public private(set) var anyViewHelpers: Set<String> = []
    public private(set) var delegateAdaptors: [String] = []

    /// The index's one memo table (`MemoTable`), shared with `ProjectIndex.memo`.
    let memos: MemoTable

    init(memos: MemoTable) { self.memos = memos }

    func addPrivateType(_ name: String, file: String) { privateTypeFiles[name, default: []].insert(file) }

    func add(_ facts: ObservationFacts) {
        for p in facts.published { publishedStore[p.path.last ?? "", default: []].append(p) }
        readList += facts.environmentObjectReads
        for r in facts.environmentObjectReads { readMap[r.reader, default: []].append(r) }
        injectionSites += facts.injectionSites
        for d in facts.declarations { declarationsStore[d.path.last ?? "", default: []].append(d) }
        anyViewHelpers.formUnion(facts.anyViewHelpers)
        delegateAdaptors += facts.delegateAdaptors
    }

    /// A file's environment-object reads with their new lines (same reads, same order).
    func updateLines(of new: [EnvironmentObjectRead], path: String) {
        guard !new.isEmpty else { return }
        var j = 0
        for i in readList.indices where j < new.count && readList[i].path == path {
            readList[i] = new[j]
            j += 1
        }
        var byReader: [String: [EnvironmentObjectRead]] = [:]
        for r in new { byReader[r.reader, default: []].append(r) }
        for (reader, mine) in byReader {
            guard var list = readMap[reader] else { continue }
            var j = 0
            for i in list.indices where j < mine.count && list[i].path == path {
                list[i] = mine[j]
                j += 1
            }
            readMap[reader] = list
        }
    }

    /// `@Published` properties of a project class, its project superclasses' included; nil when
    /// the class is not declared in the project.
    public func publishedProperties(of info: TypeInfo, resolver: Resolver, depth: Int = 0) -> [String]? {
        guard depth < 8, let own = (published[info.name] ?? []).first(where: { $0.path == info.path }) else { return nil }
        var names = own.names
        for parent in info.inherits {
            if let p = resolver.type([parent]), p.kind == .class, p !== info,
               let inherited = publishedProperties(of: p, resolver: resolver, depth: depth + 1) {
                names += inherited
            }
        }
        return names
    }

    /// The declaration and extensions of a type, found by its name: those whose path is a
    /// suffix of the type's (`extension Images.InputView` for `Theme.Images.InputView`).
    /// A `private struct PreviewHelper` of one file is another type than the same-named one of
    /// another file: only its own file's declarations are its, and the others' are not theirs.
    public func declarations(of info: TypeInfo) -> [TypeDeclaration] {
        let named = (declarations[info.name] ?? []).filter { $0.path.count <= info.path.count && Array(info.path.suffix($0.path.count)) == $0.path }
        guard named.count > 1, let privateFiles = privateTypeFiles[info.name] else { return named }
        if info.isFilePrivate, let home = info.declaredIn { return named.filter { $0.filePath == home } }
        return named.filter { !privateFiles.contains($0.filePath) || $0.filePath == info.declaredIn }
    }

    /// Files holding the declaration or an extension of a type.
    public func files(declaring info: TypeInfo) -> Set<String> {
        Set(declarations(of: info).map(\.filePath))
    }

    /// A value computed once per run from the index (injections, view edges), kept with what
    /// it was computed from (`MemoTable`).
    func memo<T>(_ key: String, _ compute: () -> T) -> T { memos.value(key, compute) }
}

extension Resolver {
    /// Whether a project type is an `ObservableObject`: it or a project supertype conforms.
    public func isObservableObject(_ info: TypeInfo, depth: Int = 0) -> Bool {
        if info.inherits.contains("ObservableObject") { return true }
        guard depth < 8 else { return false }
        for parent in info.inherits {
            if let p = type([parent]), p !== info, isObservableObject(p, depth: depth + 1) { return true }
        }
        return false
    }

    /// `@Observable` (or SwiftData's `@Model`, which is observable the same way), or a class
    /// conforming to `Observable`/`Perceptible` by hand (TCA's `Store`).
    public func isObservationClass(_ info: TypeInfo) -> Bool {
        info.kind == .class && (info.attributes.contains("Observable") || info.attributes.contains("Model")
            || info.inherits.contains("Observable") || info.inherits.contains("Perceptible"))
    }
}
