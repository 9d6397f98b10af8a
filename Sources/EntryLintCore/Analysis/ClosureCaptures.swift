/// What a closure literal captures, as far as the syntax shows. A closure that captures nothing
/// (`{ }`, `{ _ in }`, `{ Router.open(.settings) }`) is a constant function: SwiftUI compares it
/// equal from one evaluation to the next, so passing it costs nothing.
enum ClosureCaptures {
    /// Whether every name the closure reads is its own (parameters, `$0`, locals declared inside),
    /// a type (`Nav.open()`), a project global function, or a function it calls that is nothing
    /// of the enclosing code (`log("…")`, `exit(0)`: not a member of the enclosing type or of
    /// `View`, not a parameter or local of the enclosing declaration), which is a global one.
    static func isCaptureFree(_ closure: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var own: Set<String> = []
        var reads: [String] = []
        var called: Set<String> = []
        tree.walk(closure) { n in
            switch tree.kind(n) {
            case .identifierPattern, .parameter, .captureItem:
                if let name = tree.child(n, .name).map({ tree.identifier($0) }) ?? Optional(tree.identifier(n)) { own.insert(name) }
            case .closureSignature:
                // `{ a, b in }`: shorthand parameter names are plain tokens of the signature.
                for t in Int(tree[n].firstToken)..<Int(tree[n].endToken) where tree.tokens[t].kind == .identifier {
                    own.insert(tree.identifierText(t))
                }
            case .identifierExpr:
                if let name = tree.child(n, .name).map({ tree.identifier($0) }) {
                    reads.append(name)
                    if let call = context.views.parent(n), tree.kind(call) == .callExpr, tree.callee(call) == n { called.insert(name) }
                }
            default:
                break
            }
            return true
        }
        var enclosingNames: Set<String>?
        for name in reads where !own.contains(name) {
            if name.hasPrefix("$") { continue }
            if name == "self" || name == "super" { return false }
            if let first = name.unicodeScalars.first, first.value >= 65 && first.value <= 90 { continue }
            if let global = context.index.global(name), global.kind == .function { continue }
            if globalFunctions.contains(name) { continue }
            if called.contains(name) {
                if enclosingNames == nil { enclosingNames = namesOfEnclosingCode(closure, context) }
                if enclosingNames?.contains(name) == false { continue }
            }
            return false
        }
        return true
    }

    /// What a called name could mean besides a global function: the members of the enclosing
    /// type (its declarations in the project, and the project's `View` extension members), and
    /// any parameter or local the file declares (`RuleContext.declaredNames`). nil when the
    /// enclosing type is unknown or a class (inherited members the index may not see).
    static func namesOfEnclosingCode(_ closure: NodeID, _ context: RuleContext) -> Set<String>? {
        guard let owner = EnclosingType.of(closure, context) else { return nil }
        if let known = context.enclosingCodeNames[owner] { return known }
        let names = namesOfCode(in: owner, context)
        context.enclosingCodeNames[owner] = .some(names)
        return names
    }

    /// `namesOfEnclosingCode` for the type or extension declaration `owner`.
    private static func namesOfCode(in owner: NodeID, _ context: RuleContext) -> Set<String>? {
        let tree = context.tree
        let path: [String]? = tree.kind(owner) == .extensionDecl
            ? tree.extendedType(owner).flatMap { tree.typePath($0) } : tree.declName(owner).map { [$0] }
        let resolver = context.resolver(at: owner)
        guard let path, let info = resolver.members(of: path), info.kind == .struct || info.kind == .enum else { return nil }
        var names = context.declaredNames
        names.formUnion(info.members.map(\.name))
        if let view = resolver.members(of: ["View"]) { names.formUnion(view.members.map(\.name)) }
        return names
    }

    /// Standard library functions that capture nothing.
    static let globalFunctions: Set<String> = ["print", "debugPrint", "fatalError", "assertionFailure", "precondition", "assert",
                                               "preconditionFailure", "exit", "abort", "NSLog", "dump"]

    /// `{ action() }`, `{ onTap(item) }` with `action` a stored closure property of the enclosing
    /// view: the name of that property.
    static func forwardedProperty(_ closure: NodeID, enclosingType: TypeInfo?, _ context: RuleContext) -> String? {
        let tree = context.tree
        guard let info = enclosingType else { return nil }
        var statements: [NodeID] = []
        for c in tree.children(closure) where tree.kind(c) != .closureSignature && tree.kind(c) != .captureList {
            statements.append(c)
        }
        guard statements.count == 1 else { return nil }
        var call = tree.unwrapped(statements[0])
        if tree.kind(call) == .codeBlock, let only = Array(tree.children(call)).first { call = tree.unwrapped(only) }
        guard tree.kind(call) == .callExpr, tree.arguments(call).isEmpty, let callee = tree.callee(call) else { return nil }
        var nameNode: NodeID? = nil
        switch tree.kind(callee) {
        case .identifierExpr: nameNode = tree.child(callee, .name)
        case .memberAccessExpr:
            if let base = tree.memberBase(callee), tree.kind(base) == .identifierExpr, tree.name(base, is: "self") {
                nameNode = tree.child(callee, .name)
            }
        case .optionalChainingExpr:
            if let inner = PostfixUnwrapExpr(unchecked: tree, callee).expression, tree.kind(inner) == .identifierExpr { nameNode = tree.child(inner, .name) }
        default: break
        }
        guard let nameNode else { return nil }
        let name = tree.identifier(nameNode)
        guard let stored = info.storedProperties.first(where: { $0.name == name }), stored.isFunctionType else { return nil }
        return name
    }
}
