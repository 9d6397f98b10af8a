/// Objects the project hands to a dependency that may put them in the environment, where the
/// environment-object rules cannot see the injection. Judged on apps built on a dependency
/// injection framework: every manager registered in the app delegate's configuration
/// (`Configuration { AccountManager(); VitalsManager() }` in a class extending the framework's
/// delegate) and every preview's `.previewWith { VitalsManager() }` is in the environment, and
/// "nothing injects it" was wrong 18 times of 18.
///
/// Two signs, both read from the project's own code:
/// - the object is made in a type that extends a dependency's type (its supertypes include a
///   name neither the project nor the platform declares): a framework's delegate or module,
///   which owns what it makes and may inject it;
/// - in a preview, the object is made in the arguments of a modifier the project does not
///   declare (`.previewWith { VitalsManager() }`): it is handed to that modifier.
enum DependencyInjection {
    /// Supertypes of Swift, Foundation and the Apple frameworks (`NSObject`, `UIApplicationDelegate`).
    static let platformNames: Set<String> = [
        "AnyObject", "Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Decodable", "Encodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError", "Comparable",
        "CaseIterable", "RawRepresentable", "ObservableObject", "Observable", "App", "View", "Scene", "ViewModifier",
        "DynamicProperty", "PreviewProvider", "Actor", "GlobalActor", "Sequence", "Collection",
        "IteratorProtocol", "AsyncSequence", "Transferable", "TimelineProvider", "Widget", "WidgetBundle",
        "AppIntent", "AppEntity", "AppShortcutsProvider", "ParsableCommand",
    ]

    /// Two-letter prefixes of Apple frameworks' types.
    static let platformPrefixes = ["NS", "UI", "WK", "AV", "CL", "MK", "SK", "CK", "HK", "UN", "CB", "EK", "PH", "GK", "AR", "RK",
                                   "SC", "MF", "MT", "CA", "CG", "CN", "LA", "MP", "PK", "SF", "ST", "WC", "CX", "QL", "VN", "NL"]

    /// Whether a supertype name is the platform's: a known one, or an Apple framework prefix
    /// (`NS`, `UI`, `WK`, `AV`, `CL`, `MK`, …) before a capitalized word.
    static func isPlatform(_ name: String) -> Bool {
        if platformNames.contains(name) { return true }
        for p in platformPrefixes where name.hasPrefix(p) {
            let rest = name.dropFirst(p.count)
            if let first = rest.first, first.isUppercase { return true }
        }
        return false
    }

    /// The project type, extending a dependency's type, that makes a `type` outside previews:
    /// the dependency may inject what it is given. Nil when none does.
    static func owner(making type: TypeInfo, index: Resolver) -> String? {
        let project = index.index
        return project.memo("dependency-owner:\(type.memoKey)") {
            for name in CollectionSource.callers(project)[type.name] ?? [] where name != type.name {
                guard let owner = index.type([name]), owner.kind == .class || owner.kind == .actor || owner.kind == .struct,
                      !owner.conforms(to: "View"), !owner.conforms(to: "App") else { continue }
                if extendsDependency(owner, index) { return name }
            }
            return nil
        }
    }

    /// A supertype that neither the project nor the platform declares.
    static func extendsDependency(_ info: TypeInfo, _ index: Resolver) -> Bool {
        info.inherits.contains { index.type([$0]) == nil && !isPlatform($0) }
    }

    /// The project classes made in the arguments and closures of a modifier call the project
    /// does not declare (`.previewWith(standard: S()) { VitalsManager() }`): handed to it.
    static func handed(in call: NodeID, _ tree: SyntaxTree, index: Resolver) -> [String] {
        var out: [String] = []
        for argument in tree.arguments(call) {
            tree.walk(argument.value) { n in
                guard tree.kind(n) == .callExpr, let callee = tree.callee(n), tree.kind(callee) == .identifierExpr,
                      let name = tree.calleeName(n), name.first?.isUppercase == true,
                      let info = index.type([name]), info.kind == .class else { return true }
                out.append(name)
                return true
            }
        }
        return out
    }
}
