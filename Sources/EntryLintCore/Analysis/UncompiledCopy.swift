/// A Swift file left beside the sources that no target compiles: a copy of a screen kept "for
/// reference" (`temp-dispatchgroup.swift` holding a second `SummarySubSectionView`). Its findings
/// are not the app's. Three things must hold, because an unclaimed file may also be a project
/// file the model read wrong (a stale `.xcodeproj`, a second project it did not read):
/// - no target of the model claims the file;
/// - a target compiles another file of the same folder (the folder is built selectively);
/// - every type the file declares at the top level is declared again in a file a target
///   compiles, so the app's code cannot be using this one (it would not build twice).
enum UncompiledCopy {
    static func isCopy(_ input: SourceInput, file: Int32, _ tree: SyntaxTree, _ index: ProjectIndex) -> Bool {
        guard input.modules.isEmpty, !input.isDependency, index.claimedFolders.contains(Paths.parent(input.path)) else { return false }
        var declared = 0
        for item in tree.items(tree.root) {
            switch tree.kind(item) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                guard let name = tree.declName(item) else { return false }
                declared += 1
                let elsewhere = index.typesByName[name]?.contains { info in
                    info.file != file && Int(info.file) < index.claimedFiles.count && index.claimedFiles[Int(info.file)]
                } ?? false
                if !elsewhere { return false }
            default:
                continue
            }
        }
        return declared > 0
    }

    /// Its default findings move to the audit profile, with a note saying why.
    static func demote(_ context: RuleContext) {
        for k in context.findings.indices where context.findings[k].profile == .standard {
            context.findings[k].profile = .audit
            context.findings[k].notes.append(Note(message: "no target of the project compiles this file (no Xcode target or package target includes it), so it is not part of the app"))
        }
    }
}
