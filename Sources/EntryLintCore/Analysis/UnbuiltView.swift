/// Findings inside a view the app never builds. When the project model knows the targets (an
/// Xcode project or a package was read, and one of its targets compiles files of this folder),
/// the project's code is all there is: a non-public view
/// that nothing constructs outside previews (`ViewConstruction.isNeverConstructed`) is dead code,
/// left over or reached only from its own `#Preview`. What is wrong in it does not run; judged on
/// real apps, such findings were noise ("delete it rather than fix it"). They move to the audit
/// profile with a note. Without a project model (a loose folder, a snippet) nothing is known to
/// be complete, and nothing moves.
enum UnbuiltView {
    static func demote(_ context: RuleContext) {
        // Only where a target of the model compiles files of this folder: a folder no target
        // claims may belong to a project the model did not read, whose code builds the view.
        guard !context.findings.isEmpty, context.project.claimedFolders.contains(Paths.parent(context.path)) else { return }
        let tree = context.tree
        // The file's top-level structs and classes, once: a finding is inside at most one.
        let types = tree.items(tree.root).filter { tree.kind($0) == .structDecl || tree.kind($0) == .classDecl }
        var verdicts: [NodeID: String?] = [:]
        for k in context.findings.indices where context.findings[k].profile == .standard {
            let offset = context.findings[k].range.lowerBound
            guard let owner = types.first(where: { tree.range($0).contains(offset) }) else { continue }
            let unbuilt: String?
            if let known = verdicts[owner] {
                unbuilt = known
            } else {
                let isOpen = tree.hasModifier(owner, .public) || tree.hasModifier(owner, .open) || tree.hasModifier(owner, .package)
                unbuilt = !isOpen && ViewConstruction.isNeverConstructed(owner, context) ? tree.declName(owner) : nil
                verdicts[owner] = unbuilt
            }
            guard let name = unbuilt else { continue }
            context.findings[k].profile = .audit
            context.findings[k].notes.append(Note(message: "nothing in the project builds '\(name)' outside previews, so this code never runs in the app"))
        }
    }
}
