import Foundation

/// A type as the whole project sees it: its declaration merged with all its extensions.
public final class TypeInfo: @unchecked Sendable {
    public let path: [String]
    /// `nil` when only extensions of it were seen (an SDK or other-module type).
    public internal(set) var kind: TypeKind?
    public internal(set) var inherits: Set<String> = []
    public internal(set) var attributes: Set<String> = []
    public internal(set) var isFinal = false
    public internal(set) var members: [MemberSummary] = []
    public internal(set) var hasExplicitInit = false
    public internal(set) var declaredIn: String?
    public internal(set) var viewGenericParameters: Set<String> = []
    /// See `TypeSummary.initializerDoesWork`.
    public internal(set) var initializerDoesWork = false

    init(path: [String]) { self.path = path }

    public var name: String { path.last ?? "" }
    public var qualifiedName: String { path.joined(separator: ".") }

    public var isReference: Bool { kind == .class || kind == .actor }
    public var isValue: Bool { kind == .struct || kind == .enum }

    public func members(named name: String) -> [MemberSummary] { members.filter { $0.name == name } }

    public func staticMember(_ name: String) -> MemberSummary? {
        members.first { $0.name == name && ($0.isStatic || $0.kind == .enumCase) }
    }

    public func instanceMember(_ name: String) -> MemberSummary? {
        members.first { $0.name == name && !$0.isStatic && $0.kind != .enumCase }
    }

    /// Stored instance properties, in declaration order.
    public var storedProperties: [MemberSummary] {
        members.filter { !$0.isStatic && ($0.kind == .storedLet || $0.kind == .storedVar) }
    }

    public var initializers: [MemberSummary] { members.filter { $0.kind == .initializer } }

    public func conforms(to name: String) -> Bool { inherits.contains(name) }
}

/// Everything the rules know about the project: built from all files' summaries before any rule runs.
public final class ProjectIndex: @unchecked Sendable {
    /// By simple name; several entries when nested types share a name.
    public private(set) var typesByName: [String: [TypeInfo]] = [:]
    public private(set) var aliases: [String: [TypeAliasSummary]] = [:]
    public private(set) var globals: [String: [MemberSummary]] = [:]
    public private(set) var environmentReads: [String: [EnvironmentRead]] = [:]
    public private(set) var conditionalModifiers: [String: [FunctionSignature]] = [:]

    private let snippetLock = NSLock()
    private var snippets: [SourceRef: SnippetTree] = [:]
    /// Reads a byte range of an input file again (`nil` if it is gone or shorter now).
    private let readSource: @Sendable (Int32, Range<Int>) -> [UInt8]?

    public init(_ summaries: [FileSummary], readSource: @escaping @Sendable (Int32, Range<Int>) -> [UInt8]?) {
        self.readSource = readSource
        var byPath: [String: TypeInfo] = [:]
        // Declarations first, so that extensions attach to them (a stable partition, no sort).
        var ordered: [(String, TypeSummary)] = []
        for s in summaries { for t in s.types where t.kind != .extension { ordered.append((s.path, t)) } }
        for s in summaries { for t in s.types where t.kind == .extension { ordered.append((s.path, t)) } }
        for (file, t) in ordered {
            let key = t.path.joined(separator: ".")
            let info: TypeInfo
            if let existing = byPath[key] {
                info = existing
            } else if t.kind == .extension, let resolved = uniqueType(named: t.path, in: byPath) {
                info = resolved
            } else {
                info = TypeInfo(path: t.path)
                byPath[key] = info
                typesByName[t.path.last ?? "", default: []].append(info)
            }
            if t.kind != .extension {
                if info.kind == nil || info.declaredIn == nil {
                    info.kind = t.kind
                    info.declaredIn = file
                } else if info.kind != t.kind {
                    // Two declarations of one name with different kinds (targets, #if): ambiguous.
                    info.kind = nil
                }
                info.isFinal = info.isFinal || t.isFinal
            }
            info.inherits.formUnion(t.inherits)
            info.attributes.formUnion(t.attributes)
            // The first declaration's array is shared, not copied (most types have one).
            if info.members.isEmpty { info.members = t.members } else { info.members += t.members }
            info.viewGenericParameters.formUnion(t.viewGenericParameters)
            info.initializerDoesWork = info.initializerDoesWork || t.initializerDoesWork
            info.hasExplicitInit = info.hasExplicitInit || (t.kind != .extension && t.hasExplicitInit)
        }
        for s in summaries {
            for a in s.typeAliases { aliases[a.path.last ?? "", default: []].append(a) }
            for g in s.globals { globals[g.name, default: []].append(g) }
            for r in s.environmentReads { environmentReads[r.key, default: []].append(r) }
            for c in s.conditionalModifiers { conditionalModifiers[c.name, default: []].append(c) }
        }
    }

    /// An extension's path (`Foo.Bar`) may name a nested type by its last components only.
    private func uniqueType(named path: [String], in byPath: [String: TypeInfo]) -> TypeInfo? {
        guard let last = path.last else { return nil }
        let matches = (typesByName[last] ?? []).filter { $0.path.count >= path.count && Array($0.path.suffix(path.count)) == path }
        return matches.count == 1 ? matches[0] : nil
    }

    // MARK: - Lookup

    /// The project type a dotted path names (`Cache`, `Services.Cache`, `MyModule.Cache`), if it is
    /// unambiguous. Typealiases are followed.
    public func type(_ path: [String], depth: Int = 0) -> TypeInfo? {
        guard let last = path.last, depth < 8 else { return nil }
        let candidates = typesByName[last] ?? []
        if path.count == 1 && !candidates.isEmpty {
            // A simple name (most lookups): the only type of that name, else the only top-level one.
            if candidates.count == 1 { return candidates[0] }
            var top: TypeInfo? = nil
            for c in candidates where c.path.count == 1 {
                if top != nil { return nil }
                top = c
            }
            return top
        }
        // Exact suffix match on the qualified path.
        var matches = candidates.filter { $0.path.count >= path.count && Array($0.path.suffix(path.count)) == path }
        if matches.isEmpty && path.count > 1 {
            // `Module.Type`: the prefix is a module name, not a type.
            if type([path[0]], depth: depth + 1) == nil && aliasTarget([path[0]]) == nil {
                matches = candidates.filter { $0.path == Array(path.dropFirst()) }
            }
        }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            // Prefer the top-level declaration.
            let top = matches.filter { $0.path.count == path.count }
            if top.count == 1 { return top[0] }
            return nil
        }
        if let target = aliasTarget(path), let resolved = typePath(fromText: target) {
            return type(resolved, depth: depth + 1)
        }
        return nil
    }

    func aliasTarget(_ path: [String]) -> String? {
        guard let last = path.last, let list = aliases[last] else { return nil }
        let matches = list.filter { $0.path.count >= path.count && Array($0.path.suffix(path.count)) == path }
        return matches.count == 1 ? matches[0].target : nil
    }

    /// The nominal path of a type written as text: `Foo.Bar<Int>?` → ["Foo", "Bar"].
    public func typePath(fromText text: String) -> [String]? {
        var s = Substring(text)
        while s.hasSuffix("?") || s.hasSuffix("!") { s = s.dropLast() }
        if s.hasPrefix("Optional<") && s.hasSuffix(">") { s = s.dropFirst(9).dropLast() }
        if s.hasPrefix("(") && s.hasSuffix(")") && !s.contains(",") && !s.contains("->") { s = s.dropFirst().dropLast() }
        var parts: [String] = []
        var current = ""
        var depth = 0
        for c in s {
            if c == "<" { depth += 1; continue }
            if c == ">" { depth -= 1; continue }
            if depth > 0 { continue }
            if c == "." { parts.append(current); current = ""; continue }
            guard c.isLetter || c.isNumber || c == "_" else { return nil }
            current.append(c)
        }
        parts.append(current)
        return parts.allSatisfy({ !$0.isEmpty }) ? parts : nil
    }

    /// Whether a name is a class/actor (`.reference`) or struct/enum (`.value`), project first,
    /// then the SDK catalog. Unknown: nil.
    public func valueKind(of path: [String]) -> SDKCatalog.Kind? {
        // A typealias to an SDK type (`typealias Store<S> = CurrentValueSubject<S, Never>`); an
        // extension of the alias or of an SDK type declares nothing about its kind.
        var path = path
        var hops = 0
        while type(path)?.kind == nil, hops < 8, let target = aliasTarget(path), let resolved = typePath(fromText: target) {
            path = resolved
            hops += 1
        }
        if let info = type(path), let kind = info.kind {
            switch kind {
            case .class, .actor: return .reference
            case .struct, .enum: return .value
            default: return nil
            }
        }
        // A project declaration of the same simple name elsewhere shadows the catalog.
        if let last = path.last, (typesByName[last] ?? []).contains(where: { $0.kind != nil }) { return nil }
        if path.count == 2 && !["Swift", "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine", "CoreData"].contains(path[0]) {
            return nil
        }
        return path.last.flatMap { SDKCatalog.kind(of: $0) }
    }

    public func global(_ name: String) -> MemberSummary? {
        guard let list = globals[name], list.count == 1 else { return nil }
        return list[0]
    }

    /// Views reading an environment key, sorted by path and line.
    public func readers(of key: String) -> [EnvironmentRead] {
        (environmentReads[key] ?? []).sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    // MARK: - Snippets

    /// A snippet of source (an expression or a `{ body }`) read and parsed on first use and kept.
    /// A file that changed or vanished since pass 1 gives an empty snippet, which evaluates as
    /// unknown.
    public func snippet(_ ref: SourceRef) -> SnippetTree {
        snippetLock.lock()
        if let s = snippets[ref] {
            snippetLock.unlock()
            return s
        }
        snippetLock.unlock()
        // Read and parse outside the lock: two threads may both do it once; both results are equal.
        let tree = SwiftParser.parse(readSource(ref.file, ref.range) ?? [])
        let s = SnippetTree(tree: tree, expression: tree.items(tree.root).first)
        snippetLock.lock()
        snippets[ref] = s
        snippetLock.unlock()
        return s
    }

    /// A snippet's source text, for messages.
    public func text(_ ref: SourceRef) -> String {
        String(decoding: snippet(ref).tree.source, as: UTF8.self)
    }
}

/// A parsed snippet: its tree and the expression it holds (a closure for a `{ body }`).
public struct SnippetTree: Sendable {
    public let tree: SyntaxTree
    public let expression: NodeID?
}
