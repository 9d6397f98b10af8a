/// The project facts (`ProjectFact`) of the index: values computed from every file's summary
/// that lints consult as a whole, their hashes for the persistent cache, and their update after
/// an edit that keeps the index.
extension ProjectIndex {
    /// The files that call a member named like the conditional modifier `name` (the reader
    /// depends on the list; on each file's contents only when it reads them, `source(of:)`).
    public func callers(of name: String) -> [CallerFile] {
        DependencyRecorder.note(.callers(name))
        return callersByName[name] ?? []
    }

    /// What a lint that consulted `fact` read, as a hash (the cache compares it with the one
    /// recorded with the findings). Caller lists are hashed by path: input order differs
    /// between a run on some files and a run on the project, and no reader depends on it.
    /// `declarations`: every file's declarations, hashed in path order (the persistent cache's
    /// declarations key), which covers what a walk through every type read: hashing the index's
    /// merged types instead cost a quarter of a second on 1.5 M lines. (Typealiases are few:
    /// hashed from the index, so that a stored property added re-lints none of their readers.)
    func hash(of fact: ProjectFact, declarations: ContentHash) -> ContentHash {
        var w = ByteWriter()
        switch fact {
        case .previewOnlyNames:
            w.u8(0)
            for h in previewOnlyStore.sorted() { w.u64(h) }
        case .callers(let name):
            w.u8(1)
            w.strings((callersByName[name] ?? []).map(\.path).sorted())
        case .varyingInputs:
            w.u8(2)
            for h in varyingInputsStore.sorted() { w.u64(h) }
        case .writeFrequencies:
            w.u8(9)
            for h in writeFrequenciesStore.sorted() { w.u64(h) }
        case .environmentFlow:
            w.u8(10)
            environmentFlowStore.hash(into: &w)
        case .refining(let name):
            w.u8(3)
            w.strings(protocolsRefining(name).sorted())
        case .widgetModules:
            w.u8(4)
            for m in widgetModules.sorted() { w.uint(Int(m)) }
        case .allAliases:
            w.u8(5)
            for name in aliasesStore.keys.sorted() { w.hash(declarationsHash(name)) }
        case .allTypes:
            w.u8(7)
            w.hash(declarations)
        case .viewTypes:
            w.u8(6)
            w.strings(viewConformingTypeNames.sorted())
        }
        return ContentHash.of(w.bytes)
    }

    /// `previewOnlyNames` from every file's summary, and the candidate names it can depend on.
    func computePreviewOnlyNames(_ summaries: [FileSummary]) -> NameHashSet {
        let preview = previewInputs(summaries)
        return Self.previewOnlyNames(preview.files, tests: preview.tests, previewProtocols: preview.protocols)
    }

    /// What `previewOnlyNames` reads of every file (its lists, whether it is test code) and the
    /// protocols refining `PreviewProvider`; records the candidate names it can depend on.
    func previewInputs(_ summaries: [FileSummary]) -> (files: [PreviewUses], tests: [Bool], protocols: Set<String>) {
        var names = NameHashSet()
        var files: [PreviewUses] = []
        var tests: [Bool] = []
        files.reserveCapacity(summaries.count)
        tests.reserveCapacity(summaries.count)
        // Fields read in place: a summary bound to a name is copied, a retain per field.
        for k in summaries.indices {
            files.append(summaries[k].previewUses)
            let kinds = moduleKinds(ofFile: summaries[k].file)
            tests.append((!kinds.isEmpty && kinds.allSatisfy { $0 == .test })
                || PreviewCode.isTestFile(path: summaries[k].path, imports: summaries[k].imports.map(\.module)))
            for item in summaries[k].previewUses.items where item.role == .candidate { names.insert(item.name) }
        }
        previewCandidateNames = names
        return (files, tests, protocolsRefining("PreviewProvider"))
    }

    /// A file's member calls or names used by its top-level declarations changed and nothing
    /// structural did (`SummaryCodec.Facts.projectInputs`): the callers of each conditional
    /// modifier and the preview-only names are brought up to date from `summaries` (every
    /// file's, `new` among them in place of `old`), the memos computed from the facts that
    /// changed are dropped, and those facts are returned: only their readers need linting
    /// again. Not concurrent with lints.
    func updateProjectFacts(old: FileSummary, new: FileSummary, summaries: () -> [FileSummary]) -> Set<ProjectFact> {
        var changed = Set<ProjectFact>()
        for (name, hash) in modifierNameHashes {
            let was = old.calledMembers.contains(hash), now = new.calledMembers.contains(hash)
            guard was != now else { continue }
            var list = callersByName[name] ?? []
            if now {
                let at = list.firstIndex { $0.file > new.file } ?? list.count
                list.insert(CallerFile(file: new.file, path: new.path, byteCount: new.byteCount), at: at)
            } else {
                list.removeAll { $0.file == new.file }
            }
            callersByName[name] = list.isEmpty ? nil : list
            changed.insert(.callers(name))
        }
        if old.varyingInputs != new.varyingInputs || old.varyingForwards != new.varyingForwards {
            let before = varyingInputsStore
            let all = summaries()
            varyingInputsStore = Self.followForwards(all.reduce(into: NameHashSet()) { $0.formUnion($1.varyingInputs) }, all)
            if varyingInputsStore != before { changed.insert(.varyingInputs) }
        }
        if old.writeFrequencies != new.writeFrequencies {
            let before = writeFrequenciesStore
            writeFrequenciesStore = summaries().reduce(into: NameHashSet()) { $0.formUnion($1.writeFrequencies) }
            if writeFrequenciesStore != before { changed.insert(.writeFrequencies) }
        }
        if old.observation.keyInjections != new.observation.keyInjections || old.observation.constructions != new.observation.constructions {
            let before = environmentFlowStore
            environmentFlowStore = EnvironmentFlow(summaries())
            if environmentFlowStore != before { changed.insert(.environmentFlow) }
        }
        if !Self.previewUsesAgree(old.previewUses, new.previewUses, outside: previewCandidateNames) {
            let before = previewOnlyStore
            previewOnlyStore = computePreviewOnlyNames(summaries())
            if previewOnlyStore != before { changed.insert(.previewOnlyNames) }
        }
        memos.forget(facts: changed)
        return changed
    }

    /// Whether two lists of a file's top-level declarations give every file the same
    /// `previewOnlyNames`: the same declarations (names, roles, conformances), each using the
    /// same candidate names. `previewOnlyNames` looks at a use only when it names a candidate,
    /// so a body that starts or stops using `print` or a local changes nothing.
    static func previewUsesAgree(_ a: PreviewUses, _ b: PreviewUses, outside candidates: NameHashSet) -> Bool {
        guard a.items.count == b.items.count else { return false }
        for (x, y) in zip(a.items, b.items) {
            guard x.name == y.name, x.role == y.role, x.inherits == y.inherits else { return false }
            let u = a.uses(of: x), v = b.uses(of: y)
            if u.elementsEqual(v) { continue }
            let p = Set(u.lazy.filter { candidates.contains($0) }), q = Set(v.lazy.filter { candidates.contains($0) })
            if p != q { return false }
        }
        return true
    }
}
