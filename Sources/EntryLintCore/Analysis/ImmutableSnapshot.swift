/// A project class that only holds values fixed when it is made: it has stored instance
/// properties and every one is a `let`, it is neither an `ObservableObject` nor `@Observable`,
/// and its initializer does no work (`StatusViewModel(task: task)`, built from observed data to
/// pass a snapshot on).
/// A new one on every evaluation is a new value, as a struct would be: there is no state to lose,
/// and owning it once would show stale data. `body_fresh_object` does not report it, as it does
/// not report Foundation's immutable boxes (`NSNumber`).
///
/// Read from the class's declarations (it and its extensions, as their source). A superclass
/// other than `NSObject` (project or not) may hold state: not a snapshot. So is a class whose
/// declarations cannot be read.
enum ImmutableSnapshot {
    static func isSnapshot(_ info: TypeInfo, _ index: Resolver) -> Bool {
        guard info.kind == .class, !info.initializerDoesWork, !index.isObservableObject(info),
              !index.isObservationClass(info) else { return false }
        for parent in info.inherits where parent != "NSObject" {
            // A project protocol, or a standard one the SDK catalog names; anything else may be a
            // superclass with state.
            if let p = index.type([parent]) {
                guard p.kind == .protocol else { return false }
            } else if !knownProtocols.contains(parent) {
                return false
            }
        }
        let declarations = index.index.observation.declarations(of: info)
        guard !declarations.isEmpty else { return false }
        var holdsValues = false
        for declaration in declarations {
            let tree = index.snippet(declaration.ref).tree
            var found: NodeID?
            tree.walk(tree.root) { id in
                guard found == nil else { return false }
                if tree.kind(id) == .classDecl || tree.kind(id) == .extensionDecl { found = id; return false }
                return true
            }
            guard let decl = found else { return false }
            for member in tree.members(decl) where tree.kind(member) == .variableDecl {
                guard !tree.hasModifier(member, .static), !tree.hasModifier(member, .class) else { continue }
                if tree[member].flags.contains(.isLet) {
                    holdsValues = true
                    continue
                }
                // A `var`: stored unless every binding is computed.
                if tree.children(member, .patternBinding).contains(where: { !tree.isComputed($0) }) { return false }
            }
        }
        // A class with no stored property is a service (its methods are the point), not a snapshot.
        return holdsValues
    }

    static let knownProtocols: Set<String> = [
        "Identifiable", "Hashable", "Equatable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "Comparable", "Codable", "Encodable", "Decodable",
    ]
}
