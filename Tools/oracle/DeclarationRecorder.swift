import SwiftSyntax

/// The `decl` and `call` records of one file, collected by a pre-order walk.
///
///   decl L:C KIND NAME
///     KIND is the declaration keyword: import class actor struct enum protocol extension func
///     init deinit subscript typealias associatedtype macro operator precedencegroup case var let.
///     NAME is the identifier without backticks; an import's dotted path; an extension's type with
///     its spaces removed (`Array<Int>.Index`); `init`, `deinit`, `subscript` for those. Every name
///     a `var`/`let` pattern binds is a record (tuple patterns too), every enum case element is one.
///     Parameters, optional bindings, `case let` patterns, loop and catch variables are not
///     declarations. L:C is the name's position (the keyword's for init/deinit/subscript, the first
///     path component's for an import, the type's first token for an extension).
///
///   call L:C NAME (LABELS)
///     Every function call expression, trailing-closure-only ones too. NAME is the callee's name:
///     `f` for `f(…)`, the member for `a.f(…)` and `.f(…)` (`init` for `.init(…)`), the type for
///     `Box<Int>(…)`, and `?` for any other callee (`f()()`, `{ }()`), placed at the callee then.
///     LABELS: `label:` per argument (`_:` without one), `{}` for the trailing closure and
///     `label{}` for each further one. Subscripts, macro expansions, attribute arguments,
///     `#available` and `#if` conditions are not calls (calls inside attribute arguments are).
final class DeclarationRecorder: SyntaxVisitor {
    private(set) var records: [String] = []
    private let locations: SourceLocationConverter

    init(tree: SourceFileSyntax, path: String) {
        locations = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Records

    private func position(of node: some SyntaxProtocol) -> String {
        let location = node.startLocation(converter: locations)
        return "\(location.line):\(location.column)"
    }

    private func declaration(_ kind: String, _ name: String, at node: some SyntaxProtocol) {
        records.append("decl \(position(of: node)) \(kind) \(name)")
    }

    private func named(_ kind: String, _ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        declaration(kind, Self.unquoted(token), at: token)
        return .visitChildren
    }

    /// `` `class` `` names the identifier `class`; a lone backtick stays as written.
    static func unquoted(_ token: TokenSyntax) -> String {
        let text = token.text
        guard text.utf8.count >= 2, text.first == "`", text.last == "`" else { return text }
        return String(text.dropFirst().dropLast())
    }

    // MARK: - Declarations

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = node.path.map { Self.unquoted($0.name) }.joined(separator: ".")
        declaration("import", path, at: node.path)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = String(node.extendedType.trimmedDescription.filter { !$0.isWhitespace })
        declaration("extension", type, at: node.extendedType)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { named("class", node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { named("actor", node.name) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { named("struct", node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { named("enum", node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { named("protocol", node.name) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { named("func", node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { named("typealias", node.name) }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { named("associatedtype", node.name) }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { named("macro", node.name) }
    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind { named("operator", node.name) }
    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind { named("precedencegroup", node.name) }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { named("case", node.name) }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration("init", "init", at: node.initKeyword)
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration("deinit", "deinit", at: node.deinitKeyword)
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration("subscript", "subscript", at: node.subscriptKeyword)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = node.bindingSpecifier.tokenKind == .keyword(.let) ? "let" : "var"
        for binding in node.bindings { bindNames(of: binding.pattern, as: kind) }
        return .visitChildren
    }

    /// The names a binding pattern declares: `x`, each element of `(a, (b, c))`, `let x` inside.
    private func bindNames(of pattern: PatternSyntax, as kind: String) {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let identifier):
            declaration(kind, Self.unquoted(identifier.identifier), at: identifier.identifier)
        case .tuplePattern(let tuple):
            for element in tuple.elements { bindNames(of: element.pattern, as: kind) }
        case .valueBindingPattern(let binding):
            bindNames(of: binding.pattern, as: kind)
        default:
            break
        }
    }

    /// A `#if` condition (`os(iOS)`, `canImport(UIKit)`) is configuration, not code: only the
    /// clause's body is walked.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.elements { walk(body) }
        return .skipChildren
    }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let (name, anchor) = Self.calleeName(node.calledExpression)
        var labels = ""
        for argument in node.arguments { labels += (argument.label?.text ?? "_") + ":" }
        if node.trailingClosure != nil { labels += "{}" }
        for closure in node.additionalTrailingClosures { labels += closure.label.text + "{}" }
        records.append("call \(position(of: anchor)) \(name) (\(labels))")
        return .visitChildren
    }

    /// The name a call record gives its callee, and the node whose position it carries.
    /// A plain reference loses its backticks; a member or a specialized name is kept as written.
    static func calleeName(_ callee: ExprSyntax) -> (String, Syntax) {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return (unquoted(reference.baseName), Syntax(reference.baseName))
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return (member.declName.baseName.text, Syntax(member.declName.baseName))
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            if let reference = specialized.expression.as(DeclReferenceExprSyntax.self) {
                return (reference.baseName.text, Syntax(reference.baseName))
            }
            if let member = specialized.expression.as(MemberAccessExprSyntax.self) {
                return (member.declName.baseName.text, Syntax(member.declName.baseName))
            }
        }
        return ("?", Syntax(callee))
    }
}
