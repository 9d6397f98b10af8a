/// Where environment values flow: which declarations inject which keys with
/// `.environment(\.key, value)`, and which names each declaration's code calls (`Detail(…)`,
/// `List { … }`). A project fact (`ProjectFact.environmentFlow`) built from every file's
/// `ObservationFacts`, so that an `@Entry` finding can say which readers still fall back on
/// the default: a reader the project constructs only below an injection never reads it.
///
/// The edges over-approximate on purpose (any capitalized call, sheets and destinations
/// included, a nested type's calls counted for the top-level declaration around it): a wrong
/// edge only makes a reader look covered, and the finding stays either way.
public struct EnvironmentFlow: Sendable, Equatable {
    /// Injections by key, sorted by owner.
    var injections: [String: [KeyInjection]] = [:]
    /// The names each owner's code calls, across its files and extensions.
    var calls: [String: Set<String>] = [:]
    /// Owners that are previews (`#Preview`, `PreviewProvider` types).
    var previewOwners: Set<String> = []
    /// Previews outside test code, and those whose code supplies an object
    /// (`ObservationFacts.previews`, `objectInjectingPreviews`).
    var previews: Set<String> = []
    var objectInjectingPreviews: Set<String> = []

    init() {}

    init(_ summaries: [FileSummary]) {
        for si in summaries.indices {
            for k in summaries[si].observation.keyInjections { injections[k.key, default: []].append(k) }
            for c in summaries[si].observation.constructions {
                calls[c.owner, default: []].formUnion(c.names)
                if c.inPreview { previewOwners.insert(c.owner) }
            }
            previews.formUnion(summaries[si].observation.previews)
            objectInjectingPreviews.formUnion(summaries[si].observation.objectInjectingPreviews)
        }
        for (key, list) in injections {
            injections[key] = list.sorted { ($0.owner, $0.inPreview ? 1 : 0, $0.roots.joined(separator: ",")) < ($1.owner, $1.inPreview ? 1 : 0, $1.roots.joined(separator: ",")) }
        }
    }

    func hash(into w: inout ByteWriter) {
        for key in injections.keys.sorted() {
            w.string(key)
            for k in injections[key] ?? [] {
                w.string(k.owner)
                w.u8(k.inPreview ? 1 : 0)
                w.strings(k.roots)
                w.strings(k.values)
            }
        }
        for owner in calls.keys.sorted() {
            w.string(owner)
            w.u8(previewOwners.contains(owner) ? 1 : 0)
            w.strings((calls[owner] ?? []).sorted())
        }
        w.strings(previews.sorted())
        w.strings(objectInjectingPreviews.sorted())
    }

    /// Whether the project's previews almost never supply objects: at least
    /// `unmaintainedPreviewCount` of them, and at most one in that many supplying one. Previews
    /// of views that read environment objects are then not kept working (judged on unseen apps:
    /// a crashing preview among 76, none injecting anything, is not worth a change).
    public var previewsRarelySupplyObjects: (previews: Int, supplying: Int)? {
        let supplying = objectInjectingPreviews.intersection(previews).count
        guard previews.count >= Self.unmaintainedPreviewCount,
              supplying * Self.unmaintainedPreviewCount <= previews.count else { return nil }
        return (previews.count, supplying)
    }

    static let unmaintainedPreviewCount = 50

    /// The names whose code calls one of `targets`, directly or through the code of the names it
    /// calls (`targets` included). `nested`: a nested type's simple name and the top-level
    /// declaration its calls are counted for (`Row` of `List.Row` → `List`). Linear in the edges.
    func reaching(_ targets: Set<String>, nested: [(name: String, outer: String)]) -> Set<String> {
        var callers: [String: [String]] = [:]
        for (owner, names) in calls {
            for name in names { callers[name, default: []].append(owner) }
        }
        // What the outer declaration's code reaches, its nested types may.
        for (name, outer) in nested where name != outer { callers[outer, default: []].append(name) }
        var reached = targets
        var queue = Array(targets)
        while let name = queue.popLast() {
            for owner in callers[name] ?? [] where reached.insert(owner).inserted { queue.append(owner) }
        }
        return reached
    }

    /// How an environment key's readers reach its default.
    public struct Coverage: Sendable {
        /// The declarations that inject the key outside previews, sorted.
        public var injectors: [String]
        /// Readers that no injector's code constructs, directly or through other views.
        public var uncovered: [EnvironmentRead]
        /// Readers a preview constructs with no injection of the key on the way.
        public var inPreviews: [EnvironmentRead]
    }

    /// Nil when nothing outside previews injects `key`: every reader gets the default.
    /// Two walks over the edges, each visiting a name once: linear in the project's calls.
    public func coverage(of key: String, readers: [EnvironmentRead]) -> Coverage? {
        let all = injections[key] ?? []
        let injectors = Set(all.lazy.filter { !$0.inPreview }.map(\.owner))
        guard !injectors.isEmpty else { return nil }
        // Below an injection: the views called in the expression it applies to, and what they
        // construct. An injection whose expression the tokens did not show (`content.environment`
        // in a modifier) may cover any reader: none is named as reaching the default.
        let outside = all.lazy.filter { !$0.inPreview }.contains { $0.roots.isEmpty }
        let below = reach(from: all.filter { !$0.inPreview }.flatMap(\.roots).sorted(), stoppingAt: [])
        // Previews that do not inject the key themselves, down to (not through) an injector.
        let injectingPreviews = Set(all.lazy.filter(\.inPreview).map(\.owner))
        let previewStarts = previewOwners.subtracting(injectingPreviews).sorted().flatMap { (calls[$0] ?? []).sorted() }
        let fromPreviews = reach(from: previewStarts, stoppingAt: injectors)
        return Coverage(injectors: injectors.sorted(),
                        uncovered: outside ? [] : readers.filter { !below.contains($0.reader) },
                        inPreviews: readers.filter { fromPreviews.contains($0.reader) })
    }

    /// Every name reachable from `starts` through `calls`, not expanding the names in `stop`.
    func reach(from starts: [String], stoppingAt stop: Set<String>) -> Set<String> {
        var seen = Set<String>()
        var queue = starts
        while let name = queue.popLast() {
            guard seen.insert(name).inserted, !stop.contains(name), let next = calls[name] else { continue }
            queue.append(contentsOf: next)
        }
        return seen
    }
}
