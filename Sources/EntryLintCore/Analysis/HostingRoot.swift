/// Views that only a hosting controller or hosting view builds (`NSHostingView(rootView:
/// Popover())`): AppKit or UIKit code makes them once, and no SwiftUI parent evaluates them
/// again. Their inline defaults run once, and no parent could hand them a value instead.
enum HostingRoot {
    /// Whether every construction of the view in the project is a hosting controller's or view's
    /// `rootView:` (`ConstructionLabels`): each construction's labels are a subset of its stored
    /// properties, so the subsets are looked up (at most 12 properties: 4,096 lookups).
    static func isOnly(_ name: String, _ view: TypeInfo, _ project: ProjectIndex) -> Bool {
        let varying = project.varyingInputs
        guard varying.contains(PreviewUses.hash(name + "(hosted")), !varying.contains(PreviewUses.hash(name + "(*")) else { return false }
        let properties = view.storedProperties.filter { !$0.isStatic }.map(\.name)
        guard properties.count <= 12 else { return false }
        for mask in 0..<(1 << properties.count) {
            var labels: [String] = []
            for (k, p) in properties.enumerated() where mask & (1 << k) != 0 { labels.append(p) }
            if varying.contains(PreviewUses.hash(ConstructionLabels.key(name, labels: labels))) { return false }
        }
        return true
    }
}
