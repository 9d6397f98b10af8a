/// `FileSummary` to bytes and back, for the persistent cache, and the summary's *facts*: the
/// same encoding with every `SourceRef` written as present/absent instead of its offsets.
///
/// Two summaries with equal facts give the cross-file index the same declarations, members,
/// conformances, lines and names; they differ only in where their expressions and bodies sit in
/// the file. The index reads those only through `ProjectIndex.snippet(_:)`, which records who
/// read which file (`DependencyRecorder`), so an edit that keeps a file's facts needs the files
/// that read its snippets linted again, not the whole project. An edit that changes them
/// (a member added, a line moved, a class becoming a struct) changes the index itself.
///
/// Paths and file positions are not stored: every path in a summary is its own file's, and
/// every `SourceRef` points into it; decoding fills in the file's current path and position.
/// `SummaryCodecTests` fails when a field is added to these types without being encoded here.
enum SummaryCodec {
    /// Bump when the encoding changes, or what a scan records (13: dotted paths of own
    /// collections, `CollectionChanges.ownPath`; 14: `FunctionSignature.mayRenderNothing`; 17:
    /// `self?.x = …` writes keyed by their owner, `WriteFrequencies`; 18: a local `let` handed
    /// to `rootView:` is hosted, `ConstructionLabels`; 19: hover flags, `WriteFrequencies`; 25: a
    /// Boolean set only when it changes in a per-frame closure flips, `WriteFrequencies`; 26: a
    /// project method named for a reordering verb reorders, `CollectionChanges`; 27: the names an
    /// identifying call reads its data through, `IdentityUses.dataNames`; 28: a write under an `if`
    /// that tested the name unset is once, `WriteFrequencies`; 29: a position given as a label,
    /// `PositionalIDs`; 30: presentations' data names apart, `IdentityUses.presentedPrefix`; 34: a
    /// task started by an initializer writes once, a `for` loop awaiting in a task is a stream,
    /// `WriteFrequencies`; the size of a type's static collection is no position,
    /// `PositionalIDs`; 35: `EnvironmentObjectRead.usedInDeclaration`; 36: no injection site for
    /// a key path's `environment(\\.key, …)`, `ObservationFacts`; 37: `TypeSummary.viewBuilders`; 38:
    /// `TypeSummary.genericConstraints`; 39: a callback named for progress is a tick,
    /// `WriteFrequencies`; 40: `KeyInjection.values`; 41: a timer's interval given by a constant of
    /// the file, `WriteFrequencies`; 42: constructions spelled with generic arguments,
    /// `ObservationFacts.constructions`; 43: no conditional modifier branches on a platform check,
    /// `ConditionalModifierShape`; 44: a closure whose parameter is a progress report writes a
    /// stream, `WriteFrequencies`; 45: a timer's write made only when its value differs changes as
    /// a stream, a flag's as an action, `WriteFrequencies`; 46: an initializer does work by what its
    /// body mentions, not its parameters' types, `TypeSummary.initializerDoesWork`; 47: a
    /// one-for-one `replaceSubrange` is an edit in place, `CollectionChanges`; 48: `self.$x` hands
    /// out a binding as `$x` does, `WriteFrequencies`; 49: an enum case's raw value (`case code =
    /// "Code"`) is no write, `WriteFrequencies`; 50: `extension View` helpers keep their bodies,
    /// `StatefulContent`; 51: the offset bound by `enumerated()` is a position, `PositionalIDs`; 52:
    /// bindings handed to text inputs are written per keystroke, `WriteFrequencies`; 53: so is
    /// what the `set:` of a `Binding(get:set:)` handed to one writes); 54: a Boolean literal
    /// alone is a flip; 55: constructions in a `ForEach`'s or `List`'s rows, `ConstructionLabels`;
    /// 56: a method handed by name to a callback (`.onAppear(perform: load)`) is called at that
    /// callback's rate, `WriteFrequencies`); 57: `removeLast` and a function named for appending
    /// (`appendUnique(…, to: &items)`) keep positions, `CollectionChanges`; 58: a `pressing:` callback's
    /// flag is transient like a hover flag, `WriteFrequencies`; 59: whether a write is in
    /// `onAppear`/`onChange`, `WriteFrequencies`; old cache files are then rebuilt.
    static let version: UInt32 = 59

    static func encode(_ s: FileSummary) -> [UInt8] {
        var e = Encoder(factsOnly: false)
        e.summary(s)
        return e.w.bytes
    }

    /// The facts' hashes and the summary's source references in encoding order (two summaries
    /// with equal facts have as many, pairwise the same expression or body). Each field of a
    /// summary is in one part (`Encoder.Part`):
    /// - `structure`: what the index is built from — declarations, members, conformances,
    ///   imports; a change rebuilds the index and re-lints every file;
    /// - positional facts: the lines of environment reads, conditional modifiers and
    ///   environment-object reads, and the names used (`MemberUses`), which the index updates in
    ///   place (`ProjectIndex.updatePositionalFacts`); `hash` covers them and `structure`;
    /// - `projectInputs`: what only the index's project facts are computed from (`ProjectFact`:
    ///   member calls, the names top-level declarations use); lints depend on the computed
    ///   values, not on these, so they are in neither of the other hashes.
    ///
    /// The persistent cache splits `structure` further: `declarations` (types, globals,
    /// typealiases: what lookups by name see, `ProjectIndex.declarationsHash`) and `rest`
    /// (everything else structural); `positional` is the positional facts alone.
    static func facts(_ s: FileSummary) -> Facts {
        var e = Encoder(factsOnly: true)
        e.summary(s)
        let rest = ContentHash.of(e.w.bytes)
        e.w.bytes += e.declarations.bytes
        let structure = ContentHash.of(e.w.bytes)
        e.w.bytes += e.positional.bytes
        return Facts(hash: ContentHash.of(e.w.bytes), structure: structure, projectInputs: ContentHash.of(e.projectInputs.bytes),
                     refs: e.refs, rest: rest, declarations: ContentHash.of(e.declarations.bytes),
                     positional: ContentHash.of(e.positional.bytes))
    }

    struct Facts {
        var hash: ContentHash
        var structure: ContentHash
        var projectInputs: ContentHash
        var refs: [SourceRef]
        var rest: ContentHash
        var declarations: ContentHash
        var positional: ContentHash
    }

    /// Nil when the bytes are not a summary this version wrote.
    static func decode(_ bytes: [UInt8], range: Range<Int>? = nil, path: String, file: Int32) -> FileSummary? {
        var d = Decoder(r: ByteReader(bytes, from: range?.lowerBound ?? 0, to: range?.upperBound), path: path, file: file)
        let s = d.summary()
        return d.r.failed || !d.r.atEnd ? nil : s
    }

    struct Encoder {
        let factsOnly: Bool
        var w = ByteWriter()
        /// Facts mode: the positional facts and the project facts' inputs, kept apart.
        var positional = ByteWriter()
        var projectInputs = ByteWriter()
        /// Facts mode: the types, globals and typealiases (`facts(_:)`).
        var declarations = ByteWriter()
        var refs: [SourceRef] = []

        init(factsOnly: Bool) { self.factsOnly = factsOnly }

        /// Which of the facts' hashes a field is part of (`facts(_:)`). A new summary field
        /// names its part where it is written; the full encoding has every part in place.
        enum Part { case structure, positional, projectInputs }

        mutating func write(_ part: Part, _ body: (inout ByteWriter) -> Void) {
            switch (factsOnly, part) {
            case (false, _), (true, .structure): body(&w)
            case (true, .positional): body(&positional)
            case (true, .projectInputs): body(&projectInputs)
            }
        }

        mutating func line(_ n: Int) { write(.positional) { $0.uint(n) } }

        mutating func names(_ set: NameHashSet) {
            write(.positional) { w in
                w.uint(set.count)
                for h in set.sorted() { w.u64(h) }
            }
        }

        /// Writes `body`'s fields into `declarations` in facts mode (in place otherwise).
        mutating func inDeclarations(_ body: (inout Encoder) -> Void) {
            if factsOnly { swap(&w, &declarations) }
            body(&self)
            if factsOnly { swap(&w, &declarations) }
        }

        mutating func summary(_ s: FileSummary) {
            // Structural: a run with other facts (other rules) has another project key.
            w.u8(s.computedFacts.rawValue)
            inDeclarations { e in
                e.w.uint(s.types.count)
                for t in s.types { e.type(t) }
                e.w.uint(s.globals.count)
                for g in s.globals { e.member(g) }
                let conditions = s.globalConditions.sorted { $0.key < $1.key }
                e.w.uint(conditions.count)
                for (k, c) in conditions {
                    e.w.uint(k)
                    e.condition(c)
                }
            }
            w.uint(s.imports.count)
            for i in s.imports {
                w.string(i.module)
                w.bool(i.exported)
            }
            inDeclarations { e in
                e.w.uint(s.typeAliases.count)
                for a in s.typeAliases {
                    e.w.strings(a.path)
                    e.w.string(a.target)
                    e.condition(a.condition)
                }
            }
            w.uint(s.environmentReads.count)
            for r in s.environmentReads {
                w.string(r.key)
                w.string(r.reader)
                line(r.line)
            }
            w.uint(s.conditionalModifiers.count)
            for c in s.conditionalModifiers {
                w.string(c.name)
                w.strings(c.labels)
                w.uint(c.required)
                w.uint(c.condition)
                w.uint((c.conditionHasDefault ? 1 : 0) | (c.mayRenderNothing ? 2 : 0))
                line(c.line)
            }
            // Which conditional modifiers a file may call and which declarations only previews
            // use, and which view inputs it may change: inputs of project facts
            // (`ProjectIndex.callers(of:)`, `previewOnlyNames`, `varyingInputs`). Hashes in
            // sorted order, as the sets below.
            write(.projectInputs) { w in
                w.uint(s.calledMembers.count)
                for h in s.calledMembers.sorted() { w.u64(h) }
                w.uint(s.varyingInputs.count)
                for h in s.varyingInputs.sorted() { w.u64(h) }
                w.uint(s.writeFrequencies.count)
                for h in s.writeFrequencies.sorted() { w.u64(h) }
                w.uint(s.varyingForwards.count)
                for f in s.varyingForwards.sorted() {
                    w.u64(f.from)
                    w.u64(f.to)
                }
                Self.previewUses(s.previewUses, &w)
            }
            // The size is not a fact: only `ProjectIndex.source(of:)` reads it, whose readers
            // depend on the file's contents anyway, and `relocate` updates it in place.
            if !factsOnly { w.uint(s.byteCount) }
            // Sets in sorted order: the facts hash must not depend on hashing seeds.
            names(s.uses.typesCalledWithArguments)
            names(s.uses.membersAccessedThroughABase)
            observation(s.observation)
        }

        static func previewUses(_ p: PreviewUses, _ w: inout ByteWriter) {
            w.uint(p.items.count)
            for item in p.items {
                w.u64(item.name)
                w.u8(item.role.rawValue)
                w.strings(item.inherits)
                // An item's uses are a set built in hashing-seed order.
                let uses = p.uses(of: item).sorted()
                w.uint(uses.count)
                for h in uses { w.u64(h) }
            }
        }

        mutating func observation(_ o: ObservationFacts) {
            // Keyed by type name in the index, like the types (`ProjectIndex.declarationsHash`).
            inDeclarations { e in
                e.w.uint(o.published.count)
                for p in o.published {
                    e.w.strings(p.path)
                    e.w.strings(p.names)
                }
            }
            w.uint(o.environmentObjectReads.count)
            for r in o.environmentObjectReads {
                // The kind's byte carries `usedInDeclaration` in its high bit.
                w.u8(r.kind.rawValue | (r.usedInDeclaration ? 0x80 : 0))
                w.string(r.type)
                w.string(r.property)
                w.string(r.reader)
                line(r.line)
            }
            w.uint(o.injectionSites.count)
            for s in o.injectionSites { ref(s) }
            inDeclarations { e in
                e.w.uint(o.declarations.count)
                for d in o.declarations {
                    e.w.strings(d.path)
                    e.ref(d.ref)
                }
            }
            w.strings(o.anyViewHelpers)
            w.strings(o.delegateAdaptors)
            // Inputs of a project fact (`ProjectIndex.environmentFlow`): a name called in a body
            // re-lints only the readers of that fact, not every file.
            write(.projectInputs) { w in
                w.uint(o.keyInjections.count)
                for k in o.keyInjections {
                    w.string(k.key)
                    w.string(k.owner)
                    w.u8(k.inPreview ? 1 : 0)
                    w.strings(k.roots)
                    w.strings(k.values)
                }
                w.uint(o.constructions.count)
                for c in o.constructions {
                    w.string(c.owner)
                    w.u8(c.inPreview ? 1 : 0)
                    w.strings(c.names)
                }
                w.strings(o.previews)
                w.strings(o.objectInjectingPreviews)
            }
        }

        mutating func type(_ t: TypeSummary) {
            w.strings(t.path)
            w.u8(t.kind.rawValue)
            w.strings(t.inherits)
            w.strings(t.attributes)
            w.bool(t.isFinal)
            w.uint(t.members.count)
            for m in t.members { member(m) }
            w.bool(t.hasExplicitInit)
            w.strings(t.viewGenericParameters)
            w.bool(t.isPublic)
            w.bool(t.isFilePrivate)
            w.bool(t.initializerDoesWork)
            w.uint(t.instanceLets.count)
            for m in t.instanceLets { member(m) }
            w.uint(t.instanceVars.count)
            for m in t.instanceVars { member(m) }
            condition(t.condition)
            w.uint(t.viewBuilders.count)
            for r in t.viewBuilders { ref(r) }
            w.uint(t.genericConstraints.count)
            for g in t.genericConstraints {
                w.string(g.parameter)
                w.string(g.constraint)
            }
        }

        mutating func member(_ m: MemberSummary) {
            w.string(m.name)
            w.optionalString(m.typeText)
            w.strings(m.attributes)
            w.uint(m.params.count)
            for p in m.params {
                w.optionalString(p.label)
                w.string(p.name)
                w.string(p.typeText)
                w.strings(p.attributes)
                w.bool(p.isFunctionType)
                w.bool(p.hasDefault)
                optionalRef(p.defaultValue)
            }
            optionalRef(m.value)
            w.u8(m.kind.rawValue)
            w.bool(m.isStatic)
            w.bool(m.isFunctionType)
            w.bool(m.isPrivate)
        }

        mutating func optionalRef(_ r: SourceRef?) {
            w.bool(r != nil)
            if let r { ref(r) }
        }

        mutating func ref(_ r: SourceRef) {
            if factsOnly {
                refs.append(r)
            } else {
                w.uint(Int(r.start))
                w.uint(Int(r.end))
            }
        }

        mutating func condition(_ c: PlatformCondition) {
            switch c {
            case .always: w.u8(0)
            case .never: w.u8(1)
            case .atom(.os(let s)): w.u8(2); w.string(s)
            case .atom(.canImport(let s)): w.u8(3); w.string(s)
            case .atom(.flag(let s)): w.u8(4); w.string(s)
            case .not(let a): w.u8(5); condition(a)
            case .and(let a, let b): w.u8(6); condition(a); condition(b)
            case .or(let a, let b): w.u8(7); condition(a); condition(b)
            }
        }
    }

    struct Decoder {
        var r: ByteReader
        let path: String
        let file: Int32

        mutating func items<T>(_ minSize: Int = 1, _ item: (inout Decoder) -> T) -> [T] {
            let n = r.count(minSize: minSize)
            var out: [T] = []
            out.reserveCapacity(n)
            for _ in 0..<n {
                if r.failed { break }
                out.append(item(&self))
            }
            return out
        }

        mutating func summary() -> FileSummary {
            var s = FileSummary(path: path)
            s.file = file
            s.computedFacts = SummaryFacts(rawValue: r.u8())
            s.types = items(8) { $0.type() }
            s.globals = items(8) { $0.member() }
            for (k, c) in items(2, { d in (d.r.uint(), d.condition()) }) { s.globalConditions[k] = c }
            s.imports = items(2) { d in ImportSummary(module: d.r.string(), exported: d.r.bool()) }
            s.typeAliases = items(3) { d in
                TypeAliasSummary(path: d.r.strings(), target: d.r.string(), condition: d.condition())
            }
            s.environmentReads = items(3) { d in
                EnvironmentRead(key: d.r.string(), reader: d.r.string(), path: d.path, line: d.r.uint())
            }
            s.conditionalModifiers = items(4) { d in
                let (name, labels, required, condition, flags) = (d.r.string(), d.r.strings(), d.r.uint(), d.r.uint(), d.r.uint())
                return FunctionSignature(name: name, labels: labels, required: required, condition: condition,
                                         conditionHasDefault: flags & 1 != 0, mayRenderNothing: flags & 2 != 0, path: d.path,
                                         line: d.r.uint(), file: d.file)
            }
            s.calledMembers = NameHashSet(items(8) { $0.r.u64() })
            s.varyingInputs = NameHashSet(items(8) { $0.r.u64() })
            s.writeFrequencies = NameHashSet(items(8) { $0.r.u64() })
            s.varyingForwards = Set(items(16) { VaryingForward(from: $0.r.u64(), to: $0.r.u64()) })
            s.previewUses = previewUses()
            s.byteCount = r.uint()
            s.uses.typesCalledWithArguments = NameHashSet(items(8) { $0.r.u64() })
            s.uses.membersAccessedThroughABase = NameHashSet(items(8) { $0.r.u64() })
            s.observation = observation()
            return s
        }

        mutating func previewUses() -> PreviewUses {
            var p = PreviewUses()
            p.items = items(11) { d -> PreviewUses.Item in
                let name = d.r.u64()
                let raw = d.r.u8()
                let role = PreviewUses.Role(rawValue: raw)
                if role == nil { d.r.fail() }
                let inherits = d.r.strings()
                let start = Int32(clamping: p.uses.count)
                p.uses += d.items(8) { $0.r.u64() }
                return PreviewUses.Item(name: name, role: role ?? .other, inherits: inherits, start: start,
                                        end: Int32(clamping: p.uses.count))
            }
            return p
        }

        mutating func observation() -> ObservationFacts {
            var o = ObservationFacts()
            o.published = items(2) { d in PublishedProperties(path: d.r.strings(), names: d.r.strings()) }
            o.environmentObjectReads = items(5) { d -> EnvironmentObjectRead in
                let raw = d.r.u8()
                let kind = EnvironmentObjectRead.Kind(rawValue: raw & 0x7F)
                if kind == nil { d.r.fail() }
                var read = EnvironmentObjectRead(kind: kind ?? .environmentObject, type: d.r.string(), property: d.r.string(),
                                                 reader: d.r.string(), path: d.path, line: d.r.uint())
                read.usedInDeclaration = raw & 0x80 != 0
                return read
            }
            o.injectionSites = items(2) { $0.ref() }
            o.declarations = items(3) { d in TypeDeclaration(path: d.r.strings(), ref: d.ref(), filePath: d.path) }
            o.anyViewHelpers = r.strings()
            o.delegateAdaptors = r.strings()
            o.keyInjections = items(4) { d in KeyInjection(key: d.r.string(), owner: d.r.string(), inPreview: d.r.u8() != 0, roots: d.r.strings(),
                                                           values: d.r.strings()) }
            o.constructions = items(3) { d in Constructions(owner: d.r.string(), inPreview: d.r.u8() != 0, names: d.r.strings()) }
            o.previews = r.strings()
            o.objectInjectingPreviews = r.strings()
            return o
        }

        mutating func type() -> TypeSummary {
            let path = r.strings()
            let raw = r.u8()
            guard let kind = TypeKind(rawValue: raw) else {
                r.fail()
                return TypeSummary(path: [], kind: .struct, inherits: [], attributes: [], isFinal: false, members: [], hasExplicitInit: false)
            }
            var t = TypeSummary(path: path, kind: kind, inherits: r.strings(), attributes: r.strings(), isFinal: r.bool(),
                                members: items(8) { $0.member() }, hasExplicitInit: r.bool())
            t.viewGenericParameters = r.strings()
            t.isPublic = r.bool()
            t.isFilePrivate = r.bool()
            t.initializerDoesWork = r.bool()
            t.instanceLets = items(8) { $0.member() }
            t.instanceVars = items(8) { $0.member() }
            t.condition = condition()
            t.viewBuilders = items(4) { $0.ref() }
            t.genericConstraints = items(2) { GenericConstraint(parameter: $0.r.string(), constraint: $0.r.string()) }
            return t
        }

        mutating func member() -> MemberSummary {
            let name = r.string()
            let typeText = r.optionalString()
            let attributes = r.strings()
            let params = items(6) { d -> ParamSummary in
                var p = ParamSummary(label: d.r.optionalString(), name: d.r.string(), typeText: d.r.string(),
                                     attributes: d.r.strings(), isFunctionType: d.r.bool(), hasDefault: d.r.bool())
                p.defaultValue = d.optionalRef()
                return p
            }
            let value = optionalRef()
            let raw = r.u8()
            let kind = MemberSummary.Kind(rawValue: raw)
            if kind == nil { r.fail() }
            return MemberSummary(name: name, kind: kind ?? .storedLet, isStatic: r.bool(), typeText: typeText, value: value,
                                 attributes: attributes, isFunctionType: r.bool(), params: params, isPrivate: r.bool())
        }

        mutating func optionalRef() -> SourceRef? { r.bool() ? ref() : nil }

        mutating func ref() -> SourceRef {
            let start = r.uint()
            let end = r.uint()
            return SourceRef(file: file, range: start..<max(start, end))
        }

        mutating func condition(depth: Int = 0) -> PlatformCondition {
            // Conditions nest as deep as `#if` expressions; a corrupt buffer cannot recurse forever.
            guard depth < 64 else { r.fail(); return .always }
            switch r.u8() {
            case 0: return .always
            case 1: return .never
            case 2: return .atom(.os(r.string()))
            case 3: return .atom(.canImport(r.string()))
            case 4: return .atom(.flag(r.string()))
            case 5: return .not(condition(depth: depth + 1))
            case 6: return .and(condition(depth: depth + 1), condition(depth: depth + 1))
            case 7: return .or(condition(depth: depth + 1), condition(depth: depth + 1))
            default: r.fail(); return .always
            }
        }
    }
}
