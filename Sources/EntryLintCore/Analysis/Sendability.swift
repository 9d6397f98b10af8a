/// Whether a type is known to be `Sendable`, for fixes that hoist a value into a global (a
/// global `let` of a non-`Sendable` type does not compile in Swift 6 language mode). Known means:
/// a standard value type (`SDKCatalog.sendableValueTypes`), optionals, arrays, sets and dictionaries of those;
/// a project actor; a project class declared `Sendable` or `@MainActor`; a project struct or enum
/// declared `Sendable` or `@MainActor`, or, when not public, made only of known-`Sendable` stored
/// properties and associated values (Swift infers the conformance then). Anything else is
/// unknown, and the fix writes `nonisolated(unsafe)`.
enum Sendability {
    static func isKnownSendable(typeText: String, _ index: Resolver, depth: Int = 0) -> Bool {
        guard depth < 6 else { return false }
        var t = Substring(typeText.filter { $0 != " " })
        while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
        if t.hasPrefix("[") && t.hasSuffix("]") {
            let inner = t.dropFirst().dropLast()
            return topLevelSplit(inner, at: ":").allSatisfy { isKnownSendable(typeText: String($0), index, depth: depth + 1) }
        }
        if let open = t.firstIndex(of: "<"), t.hasSuffix(">") {
            let base = String(t[..<open])
            guard ["Optional", "Array", "Set", "Dictionary", "ContiguousArray"].contains(base) else { return false }
            let args = t[t.index(after: open)..<t.index(before: t.endIndex)]
            return topLevelSplit(args, at: ",").allSatisfy { isKnownSendable(typeText: String($0), index, depth: depth + 1) }
        }
        guard let path = index.typePath(fromText: String(t)) else { return false }
        return isKnownSendable(path: path, index, depth: depth + 1)
    }

    static func isKnownSendable(path: [String], _ index: Resolver, depth: Int = 0) -> Bool {
        guard depth < 6 else { return false }
        guard let info = index.type(path), let kind = info.kind else {
            // Not a project type: the standard list, unless the project declares that name.
            guard let last = path.last, index.typesByName[last]?.contains(where: { $0.kind != nil }) != true else { return false }
            return (path.count == 1 || ["Swift", "Foundation", "SwiftUI", "CoreGraphics"].contains(path[0]))
                && SDKCatalog.sendableValueTypes.contains(last)
        }
        let declared = info.inherits.contains("Sendable") || info.attributes.contains("MainActor")
        switch kind {
        case .actor: return true
        case .class: return declared
        case .struct, .enum:
            if declared { return true }
            guard !info.isPublic else { return false }
            for m in info.members where !m.isStatic {
                switch m.kind {
                case .storedLet, .storedVar:
                    guard let type = m.typeText, isKnownSendable(typeText: type, index, depth: depth + 1) else { return false }
                case .enumCase:
                    for p in m.params where !isKnownSendable(typeText: p.typeText, index, depth: depth + 1) { return false }
                default:
                    continue
                }
            }
            return true
        case .protocol, .extension:
            return false
        }
    }

    /// `K:V` or `A,B` split where brackets and angle brackets are balanced.
    static func topLevelSplit(_ s: Substring, at separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = s.startIndex
        for i in s.indices {
            switch s[i] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case separator where depth == 0:
                parts.append(s[start..<i])
                start = s.index(after: i)
            default: break
            }
        }
        parts.append(s[start...])
        return parts
    }
}
