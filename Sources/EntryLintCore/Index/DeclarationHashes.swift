/// The declarations of one simple name as the index holds them, hashed, so that the persistent
/// cache re-lints after a declaration edit only the files that looked the edited names up
/// (`DependencyRecorder.names`) instead of every file.
///
/// Everything a lookup of a name can see is keyed by that name: the types declared with it
/// (their members, conformances and attributes merged from every extension, however the
/// extension named them), the typealiases and globals of that name, and what project extensions
/// add to an SDK type of that name, the `@Published` properties and the declaring files of types
/// of that name (`ObservationIndex`). Each lookup path of the index records the name it consults
/// (`candidates`, each component of a qualified path, `global`, `members(of:)` for SDK
/// extensions, `typesByName`, `aliases`), a lookup that finds nothing included, so a name
/// declared later changes the hash its readers recorded. Offsets are left out as in a summary's
/// facts (`SummaryCodec.facts`): a reader of an expression or body depends on its file's
/// contents through `snippet(_:)` already; the files its references point into are kept.
extension ProjectIndex {
    /// The hash of everything declared under `name` (memoized; thread-safe).
    func declarationsHash(_ name: String) -> ContentHash {
        declarationsLock.lock()
        if let h = declarationHashes[name] {
            declarationsLock.unlock()
            return h
        }
        declarationsLock.unlock()
        var w = ByteWriter()
        func section(_ tag: UInt8, _ parts: [[UInt8]]) {
            w.u8(tag)
            w.uint(parts.count)
            // Sorted: the order of the run's inputs (a run on some files lists them first)
            // decides the order of the lists and never a finding.
            for p in parts.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                w.uint(p.count)
                w.bytes += p
            }
        }
        section(0, (typesStore[name] ?? []).map(encode))
        section(1, (aliasesStore[name] ?? []).map { a in
            var e = ByteWriter()
            e.strings(a.path)
            e.string(a.target)
            e.string(path(ofFile: a.file))
            var c = SummaryCodec.Encoder(factsOnly: true)
            c.condition(a.condition)
            e.bytes += c.w.bytes
            return e.bytes
        })
        section(2, (globalsByName[name] ?? []).map { g in
            var c = SummaryCodec.Encoder(factsOnly: true)
            c.member(g.member)
            c.condition(g.condition)
            c.w.string(path(ofFile: g.file))
            for r in c.refs { c.w.string(path(ofFile: r.file)) }
            return c.w.bytes
        })
        section(3, (declaredNames().sdkKeys[name] ?? []).compactMap { key in
            guard let t = sdkExtensions[key] else { return nil }
            var e = ByteWriter()
            e.string(key)
            e.bytes += encode(t)
            return e.bytes
        })
        section(4, (observation.publishedStore[name] ?? []).map { p in
            var e = ByteWriter()
            e.strings(p.path)
            e.strings(p.names)
            return e.bytes
        })
        section(5, (observation.declarationsStore[name] ?? []).map { d in
            var e = ByteWriter()
            e.strings(d.path)
            e.string(d.filePath)
            return e.bytes
        })
        let h = ContentHash.of(w.bytes)
        declarationsLock.lock()
        declarationHashes[name] = h
        declarationsLock.unlock()
        return h
    }

    /// One hash for a lint's looked-up names (`nameHash` of each, sorted, without repeats): the
    /// declarations of every declared name with one of those hashes. A name nothing declares
    /// adds only its hash, so declaring it later changes the digest; two names sharing a hash
    /// only make a digest depend on more than it needs.
    func declarationsDigest(_ nameHashes: [UInt32]) -> ContentHash {
        let names = declaredNames().byHash
        var w = ByteWriter()
        for h in nameHashes {
            w.u32(h)
            for name in names[h] ?? [] { w.hash(declarationsHash(name)) }
        }
        return ContentHash.of(w.bytes)
    }

    /// A name's 32-bit FNV-1a hash: stable across runs, unlike `Hasher`.
    static func nameHash(_ name: String) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in name.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    struct DeclaredNames {
        /// Every declared simple name (types, typealiases, globals, SDK types extended) by
        /// `nameHash`, sorted.
        var byHash: [UInt32: [String]] = [:]
        /// The `sdkExtensions` keys of each last component.
        var sdkKeys: [String: [String]] = [:]
    }

    func declaredNames() -> DeclaredNames {
        declarationsLock.lock()
        defer { declarationsLock.unlock() }
        if let known = declaredNamesStore { return known }
        var out = DeclaredNames()
        for key in sdkExtensions.keys {
            let last = key.split(separator: ".").last.map(String.init) ?? key
            out.sdkKeys[last, default: []].append(key)
        }
        var all = Set(typesStore.keys)
        all.formUnion(aliasesStore.keys)
        all.formUnion(globalsByName.keys)
        all.formUnion(out.sdkKeys.keys)
        all.formUnion(observation.publishedStore.keys)
        all.formUnion(observation.declarationsStore.keys)
        for name in all { out.byHash[Self.nameHash(name), default: []].append(name) }
        for k in out.byHash.keys { out.byHash[k]?.sort() }
        declaredNamesStore = out
        return out
    }

    func path(ofFile file: Int32) -> String {
        file >= 0 && Int(file) < filePaths.count ? filePaths[Int(file)] : ""
    }

    /// A merged type's facts, with the paths of its declaring and extending files and of the
    /// files its members' expressions are in.
    func encode(_ t: TypeInfo) -> [UInt8] {
        var c = SummaryCodec.Encoder(factsOnly: true)
        c.w.u8(t.kind?.rawValue ?? 255)
        c.w.strings(t.path)
        c.w.string(t.declaredIn ?? "")
        c.condition(t.condition)
        c.w.strings(t.inherits.sorted())
        c.w.strings(t.attributes.sorted())
        c.w.bool(t.isFinal)
        c.w.bool(t.hasExplicitInit)
        c.w.strings(t.viewGenericParameters.sorted())
        c.w.strings(t.extendedIn.sorted())
        c.w.bool(t.isPublic)
        c.w.bool(t.isFilePrivate)
        c.w.bool(t.initializerDoesWork)
        c.w.uint(t.members.count)
        for m in t.members { c.member(m) }
        c.w.uint(t.instanceLets.count + t.instanceVars.count)
        for m in t.instanceLets { c.member(m) }
        for m in t.instanceVars { c.member(m) }
        c.w.uint(t.viewBuilders.count)
        for r in t.viewBuilders { c.ref(r) }
        c.w.uint(t.genericConstraints.count)
        for g in t.genericConstraints {
            c.w.string(g.parameter)
            c.w.string(g.constraint)
        }
        for r in c.refs { c.w.string(path(ofFile: r.file)) }
        return c.w.bytes
    }
}

/// A table of the index keyed by simple name (or by qualified path, `byPath`) as rules see it:
/// a lookup records the name (the path's last component), a walk through every entry the
/// project fact `everything`.
public struct RecordedTable<Value>: Sequence {
    let table: [String: Value]
    var byPath = false
    let everything: ProjectFact

    public subscript(key: String) -> Value? {
        if byPath, let dot = key.lastIndex(of: ".") {
            DependencyRecorder.note(name: String(key[key.index(after: dot)...]))
        } else {
            DependencyRecorder.note(name: key)
        }
        return table[key]
    }

    public func makeIterator() -> Dictionary<String, Value>.Iterator {
        DependencyRecorder.note(everything)
        return table.makeIterator()
    }

    public var keys: Dictionary<String, Value>.Keys {
        DependencyRecorder.note(everything)
        return table.keys
    }

    public var values: Dictionary<String, Value>.Values {
        DependencyRecorder.note(everything)
        return table.values
    }
}
