import SwiftLexer

/// Per-file facts about observable objects and environment objects, for the ownership and
/// environment rules (`observable_object_wide_dependency`, `environment_object_not_injected`,
/// `preview_missing_environment_object`, `anyview_in_body`). Collected in pass 1 from the skimmed
/// tree: declarations are parsed there, bodies are not, so what happens inside bodies
/// (injections, child views) is kept as byte ranges and parsed again only when a rule asks.
public struct ObservationFacts: Sendable {
    /// Classes and their `@Published` stored properties (extensions cannot add stored ones).
    public var published: [PublishedProperties] = []
    /// `@EnvironmentObject var x: T` and `@Environment(T.self) var x` properties.
    public var environmentObjectReads: [EnvironmentObjectRead] = []
    /// Top-level declarations whose tokens hold `.environmentObject(` or `.environment(`.
    public var injectionSites: [SourceRef] = []
    /// Every type declaration and extension, for walking a view's body later.
    public var declarations: [TypeDeclaration] = []
    /// `View` extension methods returning `AnyView` (`eraseToAnyView()`).
    public var anyViewHelpers: [String] = []
    /// `@UIApplicationDelegateAdaptor(T.self)` and its AppKit/watchOS kin: SwiftUI injects the
    /// delegate as an environment object when it is an `ObservableObject`.
    public var delegateAdaptors: [String] = []
}

public struct PublishedProperties: Sendable {
    public var path: [String]
    public var names: [String]
}

public struct EnvironmentObjectRead: Sendable {
    public enum Kind: UInt8, Sendable {
        /// `@EnvironmentObject var x: T`.
        case environmentObject
        /// `@Environment(T.self) var x`.
        case environmentType
    }
    public var kind: Kind
    /// The type read (its simple name as written).
    public var type: String
    public var property: String
    /// The type holding the property.
    public var reader: String
    public var path: String
    public var line: Int
}

public struct TypeDeclaration: Sendable {
    public var path: [String]
    public var ref: SourceRef
    public var filePath: String
}

extension ObservationFacts {
    /// Reads the facts of one skimmed tree.
    static func collect(_ tree: SyntaxTree, path: String, file: Int32) -> ObservationFacts {
        var c = Collector(tree: tree, path: path, file: file)
        for item in tree.items(tree.root) { c.visit(item, parent: []) }
        c.findInjectionSites()
        return c.facts
    }

    struct Collector {
        let tree: SyntaxTree
        let path: String
        let file: Int32
        var facts = ObservationFacts()

        func ref(_ id: NodeID) -> SourceRef { SourceRef(file: file, range: tree.range(id)) }

        mutating func visit(_ decl: NodeID, parent: [String]) {
            let typePath: [String]
            switch tree.kind(decl) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                guard let name = tree.declName(decl) else { return }
                typePath = parent + [name]
            case .extensionDecl:
                guard let type = tree.extendedType(decl), let p = tree.typePath(type) else { return }
                typePath = p
            default:
                return
            }
            facts.declarations.append(TypeDeclaration(path: typePath, ref: ref(decl), filePath: path))
            var published: [String] = []
            for member in tree.members(decl) {
                switch tree.kind(member) {
                case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                    visit(member, parent: typePath)
                case .variableDecl:
                    let attributes = tree.attributeNames(member)
                    if attributes.contains("Published") {
                        published += tree.children(member, .patternBinding).compactMap { tree.bindingName($0) }
                    }
                    recordRead(member, attributes: attributes, reader: typePath.last ?? "")
                case .functionDecl where typePath == ["View"]:
                    if let ret = tree.returnType(member),
                       tree.compactText(ret) == "AnyView", let name = tree.declName(member) {
                        facts.anyViewHelpers.append(name)
                    }
                default:
                    break
                }
            }
            if tree.kind(decl) == .classDecl { facts.published.append(PublishedProperties(path: typePath, names: published)) }
        }

        mutating func recordRead(_ decl: NodeID, attributes: [String], reader: String) {
            guard let binding = tree.children(decl, .patternBinding).first, let name = tree.bindingName(binding) else { return }
            let type = tree.annotatedType(binding)
            // `T?` does not crash when nothing is injected.
            if let type, tree.kind(type) == .optionalType || tree.kind(type) == .implicitlyUnwrappedOptionalType { return }
            // The line table is built only for files holding a reader.
            var line: Int { tree.location(tree.range(decl).lowerBound).line }
            if attributes.contains("EnvironmentObject"), let type, let typePath = tree.typePath(type), let last = typePath.last {
                facts.environmentObjectReads.append(EnvironmentObjectRead(
                    kind: .environmentObject, type: last, property: name, reader: reader, path: path, line: line))
                return
            }
            for adaptor in ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
                            "WKExtensionDelegateAdaptor"] {
                if let attribute = tree.attribute(decl, named: adaptor), let argument = tree.child(attribute, .argument),
                   let value = Argument(unchecked: tree, argument).value,
                   let typeName = Self.metatypeName(tree, value) {
                    facts.delegateAdaptors.append(typeName)
                }
            }
            guard let attribute = tree.attribute(decl, named: "Environment"),
                  let argument = tree.child(attribute, .argument),
                  let value = Argument(unchecked: tree, argument).value,
                  let typeName = Self.metatypeName(tree, value) else { return }
            facts.environmentObjectReads.append(EnvironmentObjectRead(
                kind: .environmentType, type: typeName, property: name, reader: reader, path: path, line: line))
        }

        /// `T.self` → `T`.
        static func metatypeName(_ tree: SyntaxTree, _ e: NodeID) -> String? {
            guard tree.kind(e) == .memberAccessExpr, let n = tree.child(e, .name), tree.identifier(n) == "self",
                  let base = tree.memberBase(e) else { return nil }
            switch tree.kind(base) {
            case .identifierExpr:
                return tree.child(base, .name).map { tree.identifier($0) }
            case .memberAccessExpr:
                return tree.child(base, .name).map { tree.identifier($0) }
            case .typeExpr:
                return tree.children(base).first(where: { tree.kind($0).isType }).map { tree.lastName(ofType: $0) }
            default:
                return nil
            }
        }

        /// Token scan: `.environmentObject(` and `environment(` (also called on `self` implicitly) anywhere (bodies are skimmed),
        /// recorded as the top-level item that holds them.
        mutating func findInjectionSites() {
            let items = tree.items(tree.root)
            var k = 0
            let tokens = tree.tokens
            var t = 1
            while t + 1 < tokens.count {
                defer { t += 1 }
                guard tokens[t].kind == .identifier, tokens[t + 1].kind == .leftParen,
                      tree.token(t, is: "environmentObject") || tree.token(t, is: "environment") else { continue }
                let offset = Int(tokens[t].start)
                while k < items.count && tree.range(items[k]).upperBound <= offset { k += 1 }
                guard k < items.count, tree.range(items[k]).contains(offset) else { continue }
                let site = ref(items[k])
                if facts.injectionSites.last != site { facts.injectionSites.append(site) }
            }
        }
    }
}
