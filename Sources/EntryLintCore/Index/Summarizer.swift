import SwiftLexer

/// Reads one parsed file into a `FileSummary`: one pass over declarations, never into bodies
/// except to copy the snippets later evaluation needs.
struct Summarizer {
    let tree: SyntaxTree
    let path: String
    var summary: FileSummary

    init(tree: SyntaxTree, path: String, file: Int32) {
        self.tree = tree
        self.path = path
        summary = FileSummary(path: path, file: file)
    }

    /// Pass 1's parse of a file: bodies skimmed, except the statements a summary reads, those of
    /// `@ViewBuilder` functions (`conditionalModifier` looks for the `.if(condition)` shape;
    /// `@ViewBuilder` getters are parsed with them, as one attribute).
    static func skimmingParse(_ bytes: [UInt8], stream: TokenStream? = nil) -> SyntaxTree {
        SwiftParser.parse(bytes, stream: stream, skimBodies: true, parsingBodiesMarked: ConditionalModifierShape.attributes)
    }

    /// `facts`: the token scans to make (`SummaryFacts`); the others stay empty.
    static func summarize(_ tree: SyntaxTree, path: String, file: Int32, facts: SummaryFacts = .all) -> FileSummary {
        var s = Summarizer(tree: tree, path: path, file: file)
        s.forEachDeclaration(in: tree.root, under: .always) { s, item, condition in s.visitTopLevel(item, condition) }
        if facts.contains(.memberUses) { s.summary.uses = MemberUses.scan(tree) }
        if facts.contains(.observation) { s.summary.observation = ObservationFacts.collect(tree, path: path, file: file) }
        if facts.contains(.memberCalls) { s.summary.calledMembers = MemberCalls.scan(tree) }
        if facts.contains(.varyingInputs) {
            // One `TokenDeclarations` for both scans.
            let declarations = TokenDeclarations(tree)
            s.summary.varyingInputs = VaryingInputs.scan(tree, forwards: &s.summary.varyingForwards, declarations: declarations)
            s.summary.writeFrequencies = WriteFrequencies.scan(tree, declarations: declarations)
        }
        if facts.contains(.previewUses) { s.summary.previewUses = PreviewUses.scan(tree) }
        s.summary.computedFacts = facts
        s.summary.byteCount = tree.source.count
        return s.summary
    }

    /// Calls `body` for each child of `container` that is not a `#if`, with the condition it is
    /// compiled under; the branches of a `#if` are entered with their clause's condition.
    mutating func forEachDeclaration(in container: NodeID, under condition: PlatformCondition,
                                     _ body: (inout Summarizer, NodeID, PlatformCondition) -> Void) {
        for item in tree.children(container) {
            forDeclaration(item, under: condition, body)
        }
    }

    /// `item` itself, or, for a `#if`, the declarations of every clause, nested `#if`s included
    /// (`#if os(iOS)` around `#if DEBUG`), each under the conditions of all clauses around it.
    mutating func forDeclaration(_ item: NodeID, under condition: PlatformCondition,
                                 _ body: (inout Summarizer, NodeID, PlatformCondition) -> Void) {
        guard tree.kind(item) == .ifConfigDecl else {
            body(&self, item, condition)
            return
        }
        for (clause, own) in tree.clauseConditions(item) {
            let inner = condition && own
            for c in IfConfigClause(unchecked: tree, clause).items {
                if tree.kind(c) == .memberBlock {
                    forEachDeclaration(in: c, under: inner, body)
                } else {
                    forDeclaration(c, under: inner, body)
                }
            }
        }
    }

    /// Where a node's source is, for the index to read again if a rule needs it.
    func snippet(_ id: NodeID) -> SourceRef { SourceRef(file: summary.file, range: tree.range(id)) }

    func line(_ id: NodeID) -> Int { tree.location(tree.range(id).lowerBound).line }

    mutating func visitTopLevel(_ item: NodeID, _ condition: PlatformCondition) {
        switch tree.kind(item) {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
            visitType(item, parent: [], condition)
        case .extensionDecl:
            visitExtension(item, condition)
        case .variableDecl, .functionDecl:
            let first = summary.globals.count
            summary.globals += memberSummaries(item, global: true)
            if condition != .always {
                for k in first..<summary.globals.count { summary.globalConditions[k] = condition }
            }
        case .typeAliasDecl:
            addTypeAlias(item, parent: [], condition)
        case .importDecl:
            if let module = tree.child(item, .name).map({ tree.identifier($0) }), !module.isEmpty {
                summary.imports.append(ImportSummary(module: module, exported: tree.hasAttribute(item, "_exported")))
            }
        default:
            break
        }
    }

    mutating func addTypeAlias(_ decl: NodeID, parent: [String], _ condition: PlatformCondition) {
        guard let name = tree.declName(decl), let target = tree.initializerValue(decl) else { return }
        summary.typeAliases.append(TypeAliasSummary(path: parent + [name], target: tree.compactText(target), condition: condition))
    }

    mutating func visitType(_ decl: NodeID, parent: [String], _ condition: PlatformCondition) {
        guard let name = tree.declName(decl) else { return }
        let kind: TypeKind
        switch tree.kind(decl) {
        case .classDecl: kind = .class
        case .structDecl: kind = .struct
        case .enumDecl: kind = .enum
        case .actorDecl: kind = .actor
        default: kind = .protocol
        }
        let path = parent + [name]
        addType(decl, path: path, kind: kind, condition)
    }

    mutating func visitExtension(_ decl: NodeID, _ condition: PlatformCondition) {
        guard let type = tree.extendedType(decl), let path = tree.typePath(type) else { return }
        addType(decl, path: path, kind: .extension, condition)
    }

    mutating func addType(_ decl: NodeID, path: [String], kind: TypeKind, _ condition: PlatformCondition) {
        var members: [MemberSummary] = []
        var instanceLets: [MemberSummary] = []
        var instanceVars: [MemberSummary] = []
        var hasInit = false
        var viewBuilders: [SourceRef] = []
        let readerName = path.last ?? ""
        // A class, actor or protocol is asked for its kind, conformances, static members and
        // method names only: what its instances hold never makes a value fresh or stable.
        let keepsInstanceState = kind != .class && kind != .actor && kind != .protocol
        if let block = tree.child(decl, .memberBlock) {
            forEachDeclaration(in: block, under: condition) { s, member, memberCondition in
                switch s.tree.kind(member) {
                case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
                    s.visitType(member, parent: path, memberCondition)
                case .typeAliasDecl:
                    s.addTypeAlias(member, parent: path, memberCondition)
                case .initializerDecl:
                    hasInit = true
                    if keepsInstanceState { members += s.memberSummaries(member) }
                case .variableDecl:
                    if kind == .struct || kind == .extension, let block = s.viewBuildingBlock(member) { viewBuilders.append(block) }
                    let summaries = s.memberSummaries(member)
                    members += summaries.filter { keepsInstanceState || $0.isStatic }
                    if kind == .class || kind == .actor {
                        instanceLets += summaries.filter { !$0.isStatic && $0.kind == .storedLet && $0.typeText != nil }
                        // Name and type only: the rest is never asked of a class's instance state.
                        instanceVars += summaries.lazy.filter { !$0.isStatic && $0.kind != .storedLet && $0.typeText != nil }.map {
                            MemberSummary(name: $0.name, kind: $0.kind, isStatic: false, typeText: $0.typeText, value: nil,
                                          attributes: [], isFunctionType: $0.isFunctionType, params: [])
                        }
                    }
                    s.recordEnvironmentReads(member, reader: readerName)
                default:
                    if kind == .struct || kind == .extension, let block = s.viewBuildingBlock(member) { viewBuilders.append(block) }
                    if s.tree.kind(member).isDeclaration { members += s.memberSummaries(member, viewHelper: kind == .extension && path == ["View"]) }
                }
            }
        }
        if kind == .extension, path.last == "View" {
            for member in tree.members(decl) where tree.kind(member) == .functionDecl {
                if let signature = conditionalModifier(member) { summary.conditionalModifiers.append(signature) }
            }
        }
        // Exact capacity: these arrays live in the index for the whole run.
        var type = TypeSummary(
            path: path, kind: kind, inherits: tree.inheritedNames(decl), attributes: tree.attributeNames(decl),
            isFinal: tree.hasModifier(decl, .final), members: members.withUnsafeBufferPointer { Array($0) },
            hasExplicitInit: hasInit)
        type.viewGenericParameters = viewGenericParameters(decl)
        type.instanceLets = instanceLets
        type.instanceVars = instanceVars
        type.viewBuilders = viewBuilders
        type.genericConstraints = genericConstraints(decl)
        type.isPublic = tree.hasModifier(decl, .public) || tree.hasModifier(decl, .open) || tree.hasModifier(decl, .package)
        type.isFilePrivate = tree.hasModifier(decl, .private) || tree.hasModifier(decl, .fileprivate)
        type.condition = condition
        if !keepsInstanceState && kind != .protocol { type.initializerDoesWork = initializerDoesWork(decl) }
        summary.types.append(type)
    }

    /// The block of an instance function or computed property (not `body`) that builds views:
    /// `@ViewBuilder`, or declared to return a type whose name ends in `View` (`some View`,
    /// `AnyView`, `-> RowView`).
    func viewBuildingBlock(_ decl: NodeID) -> SourceRef? {
        guard !tree.hasModifier(decl, .static), !tree.hasModifier(decl, .class) else { return nil }
        let builder = tree.attribute(decl, named: "ViewBuilder") != nil
        switch tree.kind(decl) {
        case .functionDecl:
            guard builder || tree.returnType(decl).map({ tree.compactText($0).hasSuffix("View") }) == true else { return nil }
            return tree.child(decl, .codeBlock).map(snippet)
        case .variableDecl:
            guard let binding = tree.children(decl, .patternBinding).first, tree.isComputed(binding),
                  tree.bindingName(binding) != "body",
                  builder || tree.annotatedType(binding).map({ tree.compactText($0).hasSuffix("View") }) == true else { return nil }
            return tree.getterBody(binding).map(snippet)
        default:
            return nil
        }
    }

    /// Words in an initializer's (skimmed) body that mean it does work when called: tasks,
    /// timers, network, files, notifications, observation, loading.
    static let workWords: Set<String> = [
        "Task", "DispatchQueue", "Timer", "URLSession", "URLRequest", "FileManager", "NotificationCenter", "UserDefaults",
        "await", "load", "fetch", "start", "refresh", "reload", "subscribe", "sink", "observe", "connect", "request",
        "setup", "setUp", "bind", "register", "addObserver", "publisher", "assign",
    ]

    /// Whether creating an instance of this class does work: its initializer's body mentions one
    /// of `workWords`, or a stored property is initialised by constructing another type.
    func initializerDoesWork(_ decl: NodeID) -> Bool {
        for member in tree.members(decl) {
            switch tree.kind(member) {
            case .initializerDecl:
                // The body only: a type its parameters name (`queue: DispatchQueue`) runs nothing.
                guard let body = tree.child(member, .codeBlock) else { continue }
                for t in Int(tree[body].firstToken)..<Int(tree[body].endToken) where t < tree.tokens.count {
                    if tree.tokens[t].kind == .identifier || tree.tokens[t].kind == .keyword,
                       Self.workWords.contains(tree.identifierText(t)) { return true }
                }
            case .variableDecl where !tree.hasModifier(member, .static) && !tree.hasModifier(member, .class):
                for binding in tree.children(member, .patternBinding) {
                    guard let value = tree.initializerValue(binding) else { continue }
                    let v = tree.unwrapped(value)
                    if tree.kind(v) == .callExpr, let name = tree.calleeName(v), let first = name.first, first.isUppercase,
                       !SDKCatalog.valueTypes.contains(name) { return true }
                }
            default:
                break
            }
        }
        return false
    }

    /// `<Item: PickerItem>` and `where Item: PickerItem`: constraints naming one type, not `View`
    /// (`viewGenericParameters` has those).
    func genericConstraints(_ decl: NodeID) -> [GenericConstraint] {
        var out: [GenericConstraint] = []
        func add(_ parameter: String, _ constraint: NodeID) {
            let text = tree.compactText(constraint)
            guard text != "View", TypeText.isName(text) else { return }
            out.append(GenericConstraint(parameter: parameter, constraint: text))
        }
        if let clause = tree.child(decl, .genericParameterClause) {
            for p in tree.children(clause, .genericParameter) {
                guard let name = tree.declName(p), let constraint = tree.children(p).first(where: { tree.kind($0).isType }) else { continue }
                add(name, constraint)
            }
        }
        if let clause = tree.child(decl, .genericWhereClause) {
            for r in tree.children(clause, .genericRequirement) {
                let requirement = GenericRequirement(unchecked: tree, r)
                if requirement.relation == .conformance, let (constrained, constraint) = requirement.types {
                    add(tree.compactText(constrained), constraint)
                }
            }
        }
        return out
    }

    /// `<Content: View>` and `where Label: View`.
    func viewGenericParameters(_ decl: NodeID) -> [String] {
        var out: [String] = []
        if let clause = tree.child(decl, .genericParameterClause) {
            for p in tree.children(clause, .genericParameter) {
                guard let name = tree.declName(p) else { continue }
                if let constraint = tree.children(p).first(where: { tree.kind($0).isType }),
                   tree.compactText(constraint).contains("View") { out.append(name) }
            }
        }
        if let clause = tree.child(decl, .genericWhereClause) {
            for r in tree.children(clause, .genericRequirement) {
                let requirement = GenericRequirement(unchecked: tree, r)
                if requirement.relation == .conformance, let (constrained, constraint) = requirement.types,
                   tree.compactText(constraint).contains("View") { out.append(tree.compactText(constrained)) }
            }
        }
        return out
    }

    /// One summary per declared name.
    /// The index evaluates bodies of globals and static members only (what `Type.make()` or
    /// `makeCache()` returns), and parameters of initializers only; instance methods and computed
    /// properties keep their name and kind, which is all the rules ask of them, so the index stays small.
    /// `viewHelper`: a method of `extension View`, whose body (when it returns a view) is kept:
    /// what a call of it applies to the content it is given (`StatefulContent`).
    func memberSummaries(_ decl: NodeID, global: Bool = false, viewHelper: Bool = false) -> [MemberSummary] {
        var out = memberSummariesWithoutAccess(decl, global: global, viewHelper: viewHelper)
        let isPrivate = tree.isPrivate(decl)
        for k in out.indices { out[k].isPrivate = isPrivate }
        return out
    }

    func memberSummariesWithoutAccess(_ decl: NodeID, global: Bool, viewHelper: Bool = false) -> [MemberSummary] {
        let attributes = tree.attributeNames(decl)
        let isStatic = tree.hasModifier(decl, .static) || tree.hasModifier(decl, .class)
        let keepBody = global || isStatic
        switch tree.kind(decl) {
        case .variableDecl:
            let isLet = tree[decl].flags.contains(.isLet)
            var out: [MemberSummary] = []
            for binding in tree.children(decl, .patternBinding) {
                guard let name = tree.bindingName(binding) else { continue }
                let type = tree.annotatedType(binding)
                let computed = tree.isComputed(binding)
                // A view's `body` is kept too: its size tells how costly re-evaluating the view is.
                let value = computed ? (keepBody || name == "body" ? tree.getterBody(binding).map(snippet) : nil)
                    : tree.initializerValue(binding).map(snippet)
                out.append(MemberSummary(
                    name: name, kind: computed ? .computed : isLet ? .storedLet : .storedVar, isStatic: isStatic,
                    typeText: type.map { tree.compactText($0) } ?? environmentObjectType(decl), value: value, attributes: attributes,
                    isFunctionType: type.map { isFunctionType($0) } ?? false, params: []))
            }
            return out
        case .functionDecl:
            guard let name = tree.declName(decl) else { return [] }
            let ret = tree.returnType(decl)
            // An instance method is only ever asked whether it exists, except a representable's
            // update method: whether it does anything (`RepresentableUpdate`). A global or static
            // function keeps its parameters too: what a call in another file may pass it
            // (`SheetTemplate.makeSheet(body: AnyView(…))`, `RequiredErasure`).
            // A `View` helper's body too: the modifiers it applies to the view it is called on.
            let keepBlock = keepBody || RepresentableUpdate.methodNames.contains(name)
                || (viewHelper && ret.map { tree.compactText($0).hasSuffix("View") } == true)
            return [MemberSummary(
                name: name, kind: .function, isStatic: isStatic, typeText: keepBody ? ret.map { tree.compactText($0) } : nil,
                value: keepBlock ? tree.child(decl, .codeBlock).map(snippet) : nil, attributes: keepBody ? attributes : [],
                isFunctionType: false, params: keepBody ? params(decl) : [])]
        case .initializerDecl:
            return [MemberSummary(
                name: "init", kind: .initializer, isStatic: false, typeText: nil,
                value: tree.child(decl, .codeBlock).map(snippet), attributes: attributes,
                isFunctionType: false, params: params(decl))]
        case .enumCaseDecl:
            return tree.children(decl, .enumCaseElement).compactMap { element in
                guard let name = tree.declName(element) else { return nil }
                return MemberSummary(
                    name: name, kind: .enumCase, isStatic: true, typeText: nil,
                    value: tree.initializerValue(element).map(snippet), attributes: attributes,
                    isFunctionType: false, params: params(element))
            }
        default:
            return []
        }
    }

    func params(_ decl: NodeID) -> [ParamSummary] {
        guard let clause = tree.child(decl, .parameterClause) else { return [] }
        return tree.children(clause, .parameter).map { p in
            let names = tree.children(p, .name).map { tree.identifier($0) }
            let type = tree.annotatedType(p)
            var attributes = tree.attributeNames(p)
            if let type { attributes += typeAttributes(type) }
            let label: String? = names.first.flatMap { $0 == "_" ? nil : $0 }
            return ParamSummary(
                label: label, name: names.last ?? "", typeText: type.map { tree.compactText($0) } ?? "",
                attributes: attributes, isFunctionType: type.map { isFunctionType($0) } ?? false,
                hasDefault: tree.child(p, .initializer) != nil,
                defaultValue: tree.initializerValue(p).map(snippet))
        }
    }

    /// `@escaping`, `@ViewBuilder`, `@autoclosure` written on a parameter's type.
    func typeAttributes(_ type: NodeID) -> [String] {
        guard tree.kind(type) == .attributedType else { return [] }
        return tree.children(type, .attribute).map { tree.attributeName($0) }
    }

    /// A function type, possibly attributed, parenthesized or optional.
    func isFunctionType(_ type: NodeID) -> Bool {
        switch tree.kind(type) {
        case .functionType:
            return true
        case .attributedType, .optionalType, .implicitlyUnwrappedOptionalType:
            return tree.wrappedType(type).map { isFunctionType($0) } ?? false
        case .tupleType:
            let elements = tree.children(type, .tupleTypeElement)
            guard elements.count == 1, tree.child(elements[0], .name) == nil,
                  let inner = tree.wrappedType(elements[0]) else { return false }
            return isFunctionType(inner)
        default:
            return false
        }
    }

    /// `PanelVM` of `@Environment(PanelVM.self) var panel`: the type of an `@Observable` object
    /// read from the environment, written in the attribute rather than as an annotation.
    func environmentObjectType(_ decl: NodeID) -> String? {
        guard let attribute = tree.attribute(decl, named: "Environment"), let argument = tree.child(attribute, .argument),
              let value = Argument(unchecked: tree, argument).value else { return nil }
        return ObservationFacts.Collector.metatypeName(tree, value)
    }

    mutating func recordEnvironmentReads(_ decl: NodeID, reader: String) {
        for attribute in tree.children(decl, .attribute) {
            let name = tree.attributeName(attribute)
            guard name == "Environment" || name == "FocusedValue" || name == "FocusedBinding" else { continue }
            guard let argument = tree.child(attribute, .argument),
                  let keyPath = tree.children(argument).last(where: { tree.kind($0) == .keyPathExpr }),
                  let component = tree.children(keyPath, .keyPathComponent).last,
                  let n = tree.child(component, .name) else { continue }
            summary.environmentReads.append(EnvironmentRead(key: tree.identifier(n), reader: reader, path: path,
                                                            line: line(decl)))
        }
    }

    /// `@ViewBuilder func name(_ condition: Bool, …) -> some View { if condition { transform(self) } else { self } }`
    func conditionalModifier(_ decl: NodeID) -> FunctionSignature? {
        guard ConditionalModifierShape.matches(tree, decl), let name = tree.declName(decl) else { return nil }
        let parameters = params(decl)
        var signature = FunctionSignature(name: name, labels: parameters.map { $0.label ?? "_" }, path: path, line: line(decl))
        signature.file = summary.file
        signature.required = parameters.filter { !$0.hasDefault }.count
        if let tested = ConditionalModifierShape.testedName(tree, decl),
           let k = parameters.firstIndex(where: { $0.name == tested }) {
            signature.condition = k
            signature.conditionHasDefault = parameters[k].hasDefault
        } else {
            signature.conditionHasDefault = parameters.first?.hasDefault ?? false
        }
        signature.mayRenderNothing = ConditionalModifierShape.mayRenderNothing(tree, decl)
        return signature
    }
}
