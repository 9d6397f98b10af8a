/// An object injected where every view of the project that reads its type gets another one,
/// injected closer to it: `HomeRouteView().environmentObject(HomeRouteViewModel())` when
/// `HomeRouteView` owns a `HomeRouteViewModel` and injects that around the only tab that reads
/// it. Replacing the outer one on every evaluation loses nothing anyone reads (judged NOISE as a
/// default warning on an unseen app, where the outer injection was dead code).
///
/// Read from the project's call edges by name (`EnvironmentFlow.calls`, over-approximate): the
/// views reached from the injection's roots, not following an edge into the roots of another
/// injection of the type (nor out of a view that injects it into its whole body). Linear in the
/// edges.
enum ShadowedInjection {
    /// The views whose own injections of `type` every reader below `roots` gets, or nil when
    /// some reader may get this one (or the readers or roots are not known).
    static func closerInjectors(of type: String, below roots: [String], _ project: ProjectIndex) -> [String]? {
        let readers = Set(project.observation.reads.lazy.filter { $0.type == type }.map { $0.reader.split(separator: ".").last.map(String.init) ?? $0.reader })
        guard !readers.isEmpty, !roots.isEmpty else { return nil }
        let others = project.environmentInjections.filter { $0.type == type && !$0.inPreview }
        var blocked: [String: Set<String>] = [:]
        var sealed = Set<String>()
        for injection in others {
            guard let owner = injection.owner else { return nil }
            if let r = injection.roots { blocked[owner, default: []].formUnion(r) } else { sealed.insert(owner) }
        }
        let calls = project.environmentFlow.calls
        var seen = Set<String>()
        var queue = roots
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            if readers.contains(name) { return nil }
            guard !sealed.contains(name) else { continue }
            let skip = blocked[name] ?? []
            for next in calls[name] ?? [] where !skip.contains(next) { queue.append(next) }
        }
        // Some reader is reached only through another injection: name the views that inject.
        let injectors = Set(others.compactMap(\.owner)).intersection(seen)
        return injectors.isEmpty ? nil : injectors.sorted()
    }
}
