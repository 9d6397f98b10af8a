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
    /// `.environment(\\.key, value)`: which top-level declaration injects which key.
    public var keyInjections: [KeyInjection] = []
    /// The capitalized names each top-level declaration calls or opens a closure after
    /// (`Detail(…)`, `Section { … }`), its own included: the edges along which the environment
    /// flows to the views it builds, sheets and destinations included.
    public var constructions: [Constructions] = []
    /// The preview declarations (`constructions`' owners in previews, test code left out), and
    /// those whose code supplies an object: `.environmentObject(…)`, or `.environment(…)` given
    /// an object rather than a key.
    public var previews: [String] = []
    public var objectInjectingPreviews: [String] = []
}

/// `.environment(\\.key, value)` in the code of `owner` (a top-level declaration's name, or
/// `#Preview@path` for a file's `#Preview` macros).
public struct KeyInjection: Sendable, Equatable {
    public var key: String
    public var owner: String
    public var inPreview: Bool
    /// The capitalized names called in the expression the injection applies to: the roots of
    /// the subtree that gets the value. Empty when the tokens do not show them
    /// (`content.environment(…)` in a modifier): then the subtree is unknown.
    public var roots: [String]
    /// The names the injected value reads (`currentSizeClass` of `.environment(\.deviceStatus,
    /// currentSizeClass)`), lowercase and not after a period: what a reader's value changes with.
    public var values: [String] = []
}

/// The capitalized names a top-level declaration's code calls (`Detail(`, `List {`).
public struct Constructions: Sendable, Equatable {
    public var owner: String
    public var inPreview: Bool
    public var names: [String]
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
    /// The type's declaration around it names the property again (`x`, `$x`, `_x`), besides
    /// declaring it: used, with no need to read its other declarations (pass 1 counts it once;
    /// the rule read every reader's declarations again, a tenth of its run on large apps).
    public var usedInDeclaration = false

    /// The bytes of identifier token `token` that name a property: backticks dropped, and the `$`
    /// or `_` of its projected value or storage (`$x` and `_x` name `x`).
    static func propertyName(_ token: Token, in source: [UInt8]) -> Range<Int> {
        var r = token.range
        if token.flags.contains(.backticked), r.count >= 2 { r = (r.lowerBound + 1)..<(r.upperBound - 1) }
        if let first = r.first, source[first] == UInt8(ascii: "$") || source[first] == UInt8(ascii: "_") { r = (r.lowerBound + 1)..<r.upperBound }
        return r
    }
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
            // The reads this declaration's own members declare (not its nested types').
            var own: [Int] = []
            for member in tree.members(decl) {
                switch tree.kind(member) {
                case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                    visit(member, parent: typePath)
                case .variableDecl:
                    let attributes = tree.attributeNames(member)
                    if attributes.contains("Published") {
                        published += tree.children(member, .patternBinding).compactMap { tree.bindingName($0) }
                    }
                    let before = facts.environmentObjectReads.count
                    recordRead(member, attributes: attributes, reader: typePath.last ?? "")
                    own += before..<facts.environmentObjectReads.count
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
            if !own.isEmpty { markUsed(own, in: decl) }
        }

        /// Sets `usedInDeclaration` of the reads at `positions`: one pass over the declaration's
        /// tokens counts each property's name (`$x` and `_x` as `x`, backticks dropped).
        mutating func markUsed(_ positions: [Int], in decl: NodeID) {
            let names = positions.map { Array(facts.environmentObjectReads[$0].property.utf8) }
            var counts = [Int](repeating: 0, count: names.count)
            let tokens = tree.tokens
            let source = tree.source
            for t in Int(tree[decl].firstToken)..<min(Int(tree[decl].endToken), tokens.count) where tokens[t].kind == .identifier {
                let r = EnvironmentObjectRead.propertyName(tokens[t], in: source)
                for (k, name) in names.enumerated() where name.count == r.count && source[r].elementsEqual(name) { counts[k] += 1 }
            }
            for (k, position) in positions.enumerated() where counts[k] > 1 { facts.environmentObjectReads[position].usedInDeclaration = true }
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
        /// In the same pass: the capitalized names each top-level declaration calls
        /// (`constructions`) and the keys it injects with `.environment(\\.key, …)`.
        mutating func findInjectionSites() {
            let items = tree.items(tree.root)
            var k = 0
            let tokens = tree.tokens
            var t = 1
            // The declaration the names seen so far belong to.
            var current: (item: Int, owner: String, inPreview: Bool)?
            // Test code renders views as previews do (a snapshot test), and is no parent at run
            // time: its constructions count as a preview's.
            let inTests = PreviewCode.isTestFile(path: path, tree: tree)
            var names = Set<String>()
            // The receivers of the injections seen, by the `)` closing each: a chain of
            // injections reads the expression before them once.
            var receivers: [Int: (start: Int, names: Set<String>)] = [:]
            func flush(_ facts: inout ObservationFacts) {
                if let c = current, !names.isEmpty {
                    facts.constructions.append(Constructions(owner: c.owner, inPreview: c.inPreview, names: names.sorted()))
                }
                names.removeAll(keepingCapacity: true)
            }
            while t + 1 < tokens.count {
                defer { t += 1 }
                guard tokens[t].kind == .identifier else { continue }
                var next = tokens[t + 1].kind
                // `Grid<Item>(…)`: a construction spelled with its generic arguments.
                if tokens[t + 1].op == .lt, VaryingInputs.startsUppercase(t, tree), let after = Self.afterGenericArguments(t + 1, tree) {
                    next = tokens[after].kind
                }
                guard next == .leftParen || next == .leftBrace else { continue }
                let offset = Int(tokens[t].start)
                while k < items.count && tree.range(items[k]).upperBound <= offset { k += 1 }
                guard k < items.count, tree.range(items[k]).contains(offset) else { continue }
                if current?.item != k {
                    flush(&facts)
                    let found = owner(of: items[k])
                    current = found.map { (k, $0.name, $0.inPreview || inTests) }
                    if let found, found.inPreview, !inTests, !facts.previews.contains(found.name) { facts.previews.append(found.name) }
                }
                if VaryingInputs.startsUppercase(t, tree) {
                    // Not the declaration's own name or a conformance (`struct A: View {`).
                    let before = tokens[t - 1]
                    if before.kind != .period && !Self.declaresName(before.keyword) && (next == .leftParen || before.kind != .colon) {
                        names.insert(tree.identifierText(t))
                    }
                    continue
                }
                guard next == .leftParen, tree.token(t, is: "environmentObject") || tree.token(t, is: "environment") else { continue }
                if let c = current, c.inPreview, t + 2 < tokens.count, tokens[t + 2].kind != .backslash,
                   facts.objectInjectingPreviews.last != c.owner, !facts.objectInjectingPreviews.contains(c.owner) {
                    facts.objectInjectingPreviews.append(c.owner)
                }
                // An injection of an object (`EnvironmentInjections.injectedValue`): a key path's
                // (`environment(\\.colorScheme, …)`) is not one, and parsing its declaration again
                // for the object injections was a sixtieth of a run.
                let site = ref(items[k])
                if t + 2 < tokens.count, tokens[t + 2].kind != .backslash, facts.injectionSites.last != site {
                    facts.injectionSites.append(site)
                }
                // `environment(\\.key, …)`, `environment(\\EnvironmentValues.key, …)`.
                let close = VaryingInputs.closing(t + 1, tokens)
                let receiver = receiverNames(before: t, known: receivers)
                receivers[close] = (receiver.start, receiver.names.union(calledNames(t + 1, close)))
                if let c = current, t + 4 < tokens.count, tokens[t + 2].kind == .backslash {
                    var j = t + 3
                    if tokens[j].kind == .identifier, tokens[j + 1].kind == .period { j += 1 }
                    // The value after a comma, or as a trailing closure (`.environment(\\.onSend) { … }`).
                    if tokens[j].kind == .period, j + 3 < tokens.count, tokens[j + 1].kind == .identifier,
                       tokens[j + 2].kind == .comma || tokens[j + 2].kind == .rightParen && tokens[j + 3].kind == .leftBrace {
                        var values = Set<String>()
                        if tokens[j + 2].kind == .comma {
                            for v in (j + 3)..<close where tokens[v].kind == .identifier && tokens[v - 1].kind != .period
                                && !VaryingInputs.startsUppercase(v, tree) {
                                values.insert(tree.identifierText(v))
                            }
                        }
                        let injection = KeyInjection(key: tree.identifierText(j + 1), owner: c.owner, inPreview: c.inPreview,
                                                     roots: receiver.names.sorted(), values: values.sorted())
                        if !facts.keyInjections.contains(injection) { facts.keyInjections.append(injection) }
                    }
                }
            }
            flush(&facts)
        }

        /// The token after the generic arguments opened by the `<` at `open` (`Grid<Item>`,
        /// `Pair<A, [B]>`), when only a type's tokens come before the closing `>` on the line.
        static func afterGenericArguments(_ open: Int, _ tree: SyntaxTree) -> Int? {
            let tokens = tree.tokens
            var depth = 0
            var j = open
            while j < tokens.count, j < open + 32 {
                let token = tokens[j]
                if j > open, token.isAtStartOfLine { return nil }
                switch token.kind {
                case .binaryOperator, .prefixOperator, .postfixOperator:
                    // `>>` closes two; `?` of an optional argument (`Box<Item?>`) is no angle.
                    for byte in tree.source[token.range] {
                        if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                        else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") { return nil }
                    }
                    if depth <= 0 { return depth == 0 && j + 1 < tokens.count ? j + 1 : nil }
                case .identifier, .period, .comma, .colon, .leftSquare, .rightSquare, .postfixQuestionMark, .exclamationMark:
                    break
                default:
                    return nil
                }
                j += 1
            }
            return nil
        }

        /// The capitalized names called in the expression a modifier at `t` (after its `.`)
        /// applies to: `RootView()` of `RootView().environment(…)`, every view of
        /// `NavigationStack { … }.environment(…)`. Walks back over the postfix chain (calls,
        /// closures, members); a receiver already read (`known`, by its closing `)`) is not read
        /// again. Empty for `content.environment(…)` or an implicit `self`.
        func receiverNames(before t: Int, known: [Int: (start: Int, names: Set<String>)]) -> (start: Int, names: Set<String>) {
            let tokens = tree.tokens
            guard t >= 2, tokens[t - 1].kind == .period else { return (t, []) }
            var j = t - 2
            var start = t
            var names = Set<String>()
            while j >= 0 {
                switch tokens[j].kind {
                case .rightParen, .rightBrace, .rightSquare:
                    if let seen = known[j] {
                        names.formUnion(seen.names)
                        start = seen.start
                        j = seen.start - 1
                    } else {
                        let open = opening(j)
                        names.formUnion(calledNames(open, j))
                        start = open
                        j = open - 1
                    }
                    // `Foo(…)`, `Foo {…}`, `foo(…) {…}`: the callee or another group before it.
                    if j >= 0, tokens[j].kind == .identifier || tokens[j].kind == .rightParen || tokens[j].kind == .keyword && tokens[j].keyword == .`self` {
                        continue
                    }
                    // `.player { … } accessory: { … }`: a labelled trailing closure follows the
                    // call's first closure.
                    if j >= 2, tokens[j].kind == .colon, tokens[j - 1].kind == .identifier, tokens[j - 2].kind == .rightBrace {
                        j -= 2
                        continue
                    }
                case .identifier, .keyword:
                    if tokens[j].kind == .identifier, VaryingInputs.startsUppercase(j, tree), start < tokens.count, j + 1 < tokens.count,
                       tokens[j + 1].kind == .leftParen || tokens[j + 1].kind == .leftBrace {
                        names.insert(tree.identifierText(j))
                    }
                    start = j
                    j -= 1
                    if j >= 0, tokens[j].kind == .period { j -= 1; continue }
                default:
                    break
                }
                break
            }
            return (start, names)
        }

        /// The `(`, `{` or `[` that a closing token at `close` closes.
        func opening(_ close: Int) -> Int {
            let tokens = tree.tokens
            var depth = 0
            var k = close
            while k >= 0 {
                switch tokens[k].kind {
                case .rightBrace, .rightParen, .rightSquare: depth += 1
                case .leftBrace, .leftParen, .leftSquare:
                    depth -= 1
                    if depth == 0 { return k }
                default: break
                }
                k -= 1
            }
            return 0
        }

        /// Capitalized names called between two tokens (`Detail(`, `List {`).
        func calledNames(_ from: Int, _ to: Int) -> Set<String> {
            let tokens = tree.tokens
            var out = Set<String>()
            var k = from
            while k < to {
                if tokens[k].kind == .identifier, k + 1 < tokens.count, tokens[k + 1].kind == .leftParen || tokens[k + 1].kind == .leftBrace,
                   VaryingInputs.startsUppercase(k, tree), k == 0 || tokens[k - 1].kind != .period {
                    out.insert(tree.identifierText(k))
                }
                k += 1
            }
            return out
        }

        /// A keyword after which a capitalized name is declared, not called.
        static func declaresName(_ keyword: Keyword?) -> Bool {
            switch keyword {
            case .`struct`?, .`class`?, .`enum`?, .`actor`?, .`protocol`?, .`extension`?, .`func`?, .`typealias`?, .`associatedtype`?:
                return true
            default:
                return false
            }
        }

        /// The name the code of a top-level declaration goes by in `constructions`.
        func owner(of item: NodeID) -> (name: String, inPreview: Bool)? {
            switch tree.kind(item) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .functionDecl:
                return tree.declName(item).map { ($0, tree.inheritedNames(item).contains("PreviewProvider")) }
            case .extensionDecl:
                guard let type = tree.extendedType(item), let name = tree.typePath(type)?.last else { return nil }
                return (name, tree.inheritedNames(item).contains("PreviewProvider"))
            case .macroExpansionDecl where tree.child(item, .name).map({ tree.identifier($0) }) == "Preview":
                return ("#Preview@" + path, true)
            default:
                return nil
            }
        }
    }
}
