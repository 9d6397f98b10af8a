/// Whether something in the project identifies values of a type by their `id`: an identifying
/// call (`ForEach`, `List`, `OutlineGroup` or `Table` without an `id:` key path, `.sheet(item:)`,
/// `.fullScreenCover(item:)`, `.popover(item:)`; `IdentityUses`) reads its data through a name
/// that holds the type: a stored or computed property or a function of a project type whose
/// declared type names it (`var errors: [LoadError]`, `var sheet: Sheet?`, `func rows() ->
/// [Row]`), or the type itself (`ForEach(Sheet.allCases)`). A type nothing identifies this way
/// loses no row or presentation to a new `id` on every read (judged NOISE on an unseen app: a
/// dialog enum only handed to `.confirmationDialog(presenting:)`).
enum IdentityHolders {
    /// What identifies values of a type by `id`: rows of a collection, or only a presentation.
    enum Use { case rows, presentation }

    static func identified(_ typeName: String, _ project: ProjectIndex) -> Use? {
        let inputs = project.varyingInputs
        func used(_ name: String, _ prefix: StaticString) -> Bool {
            var h = NameHasher()
            h.add(prefix)
            h.add(name)
            return inputs.contains(h.value)
        }
        var key = NameHasher()
        key.add(typeName)
        var names = [typeName] + (holders(project)[key.value] ?? [])
        // A generic view's `let options: [Item]`, `Item: PickerItem`, holds every type that
        // conforms to `PickerItem`.
        let generic = genericHolders(project)
        // Conformances the project adds to a type of another module (`extension Mode: PickerItem`).
        let extended = project.sdkExtensions[typeName].map { [$0] } ?? []
        for info in (project.typesByName[typeName] ?? []) + extended {
            for p in info.inherits { names += generic[p] ?? [] }
        }
        if names.contains(where: { used($0, IdentityUses.namePrefix) }) { return .rows }
        if names.contains(where: { used($0, IdentityUses.presentedPrefix) }) { return .presentation }
        return nil
    }

    /// Each protocol a generic parameter is constrained to → the names of the members of that
    /// generic type whose declared type spells the parameter (`options` of `DetailedPicker<Item:
    /// PickerItem>`'s `let options: [Item]`), built once per run.
    static func genericHolders(_ project: ProjectIndex) -> [String: [String]] {
        project.observation.memo("identity-generic-holders") { () -> [String: [String]] in
            var out: [String: [String]] = [:]
            for (_, infos) in project.typesByName {
                for info in infos where !info.genericConstraints.isEmpty {
                    for g in info.genericConstraints {
                        for m in info.members + info.instanceLets + info.instanceVars where m.kind != .enumCase && m.kind != .initializer {
                            guard let text = m.typeText, TypeText.spells(text, g.parameter) else { continue }
                            out[g.constraint, default: []].append(m.name)
                        }
                    }
                }
            }
            for k in out.keys { out[k]?.sort() }
            return out
        }
    }

    /// Each identifier a member's declared type spells (by `NameHasher` hash) → the names of the
    /// members whose type spells it, built once per run from every project type's members. The
    /// words are hashed from the bytes: a string per word cost more than the rest of the rule.
    static func holders(_ project: ProjectIndex) -> [UInt64: [String]] {
        project.observation.memo("identity-holders") { () -> [UInt64: [String]] in
            var out: [UInt64: [String]] = [:]
            func add(_ m: MemberSummary) {
                guard m.kind != .enumCase, m.kind != .initializer, var text = m.typeText else { return }
                text.withUTF8 { bytes in
                    var h = NameHasher()
                    var inWord = false
                    for b in bytes {
                        let isWordByte = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
                            || (inWord && b >= 0x30 && b <= 0x39)
                        if isWordByte {
                            h.add(b)
                            inWord = true
                        } else if inWord {
                            out[h.value, default: []].append(m.name)
                            h = NameHasher()
                            inWord = false
                        }
                    }
                    if inWord { out[h.value, default: []].append(m.name) }
                }
            }
            for (_, infos) in project.typesByName {
                for info in infos {
                    for m in info.members { add(m) }
                    for m in info.instanceLets { add(m) }
                    for m in info.instanceVars { add(m) }
                }
            }
            return out
        }
    }
}
