/// Whether an `AnyView` erasure can hold views of different types from one evaluation to the
/// next. Erasure costs identity only when it does: SwiftUI cannot match an `AnyView` whose
/// wrapped type changed, so it rebuilds the subtree. An erasure that always wraps the same
/// type in the same place is a fixed slot:
/// - it is an argument of a call, a row of a `ForEach` or another closure's content, a
///   property's value, or the single result of a body, with a wrapped type that the code spells
///   out (`Row(item: item).padding()`, not a variable of unknown type);
/// - or it is one result among the branches of an `if`/`switch`/ternary, or one of a function's
///   `return`s, and every other result erases the same spelled-out type.
/// Anything else (an assignment, an array element, a wrapped type that cannot be told, branches
/// erasing different types) may vary.
enum ErasedSlot {
    /// `site` is the erasing call (`AnyView(x)`, `x.eraseToAnyView()`), `wrapped` the view it
    /// erases, `helpers` the project's erasing helper names. `returnGroups` keeps, per function,
    /// whether all its `return`s erase one type, so each function's body is read once.
    static func isFixed(site: NodeID, wrapped: NodeID, tree: SyntaxTree, parents: [NodeID], helpers: Set<String>,
                        returnGroups: inout [NodeID: Bool]) -> Bool {
        guard typeKey(wrapped, tree) != nil else { return false }
        var child = site
        var p = parents[Int(site)]
        var conditional: NodeID?
        var returns = false
        climb: while p >= 0 {
            switch tree.kind(p) {
            case .parenExpr, .tryExpr, .awaitExpr:
                break
            case .memberAccessExpr where tree.memberBase(p) == child:
                // A modifier applied to the erased view: the result still holds the erasure.
                let call = parents[Int(p)]
                guard call >= 0, tree.kind(call) == .callExpr, tree.callee(call) == p else { return false }
                child = call
                p = parents[Int(call)]
                continue climb
            case .ternaryExpr:
                guard TernaryExpr(unchecked: tree, p).condition != child else { return false }
                conditional = p
            case .ifExpr, .switchExpr, .switchCase:
                conditional = tree.kind(p) == .switchCase ? conditional : p
            case .codeBlock:
                // Only a branch of an `if`, holding this result alone (or an earlier `return`).
                let up = parents[Int(p)]
                guard up >= 0, tree.kind(up) == .ifExpr || returns else { break climb }
            case .returnStmt:
                returns = true
            case .argument, .trailingClosure, .closureExpr, .initializer, .patternBinding, .accessorBlock, .accessorDecl,
                 .functionDecl, .variableDecl:
                break climb
            default:
                return false
            }
            child = p
            p = parents[Int(p)]
        }
        if returns {
            // Every `return` of the enclosing function, getter or closure.
            guard let scope = enclosingScope(site, tree: tree, parents: parents) else { return false }
            if let known = returnGroups[scope] { return known }
            var keys: Set<String> = []
            var ok = true
            tree.walk(scope) { n in
                guard ok else { return false }
                if n != scope, [.closureExpr, .functionDecl, .accessorDecl].contains(tree.kind(n)) { return false }
                if tree.kind(n) == .returnStmt {
                    guard let value = tree.child(n, at: 0) else { ok = false; return false }
                    for leaf in leaves(value, tree) {
                        guard let key = leafKey(leaf, tree, helpers: helpers) else { ok = false; return false }
                        keys.insert(key)
                    }
                }
                return true
            }
            returnGroups[scope] = ok && keys.count == 1
            return ok && keys.count == 1
        }
        guard let conditional else { return true }
        var keys: Set<String> = []
        for leaf in leaves(conditional, tree) {
            guard let key = leafKey(leaf, tree, helpers: helpers) else { return false }
            keys.insert(key)
        }
        return keys.count == 1
    }

    /// The function, getter or closure whose `return`s give `node`'s value.
    static func enclosingScope(_ node: NodeID, tree: SyntaxTree, parents: [NodeID]) -> NodeID? {
        var p = parents[Int(node)]
        while p >= 0 {
            switch tree.kind(p) {
            case .closureExpr, .functionDecl, .accessorDecl, .accessorBlock: return p
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .sourceFile: return nil
            default: p = parents[Int(p)]
            }
        }
        return nil
    }

    /// The results a value can take: each branch of a ternary, `if` or `switch`, nested ones
    /// followed (a branch of several items is given as itself, which no key matches).
    static func leaves(_ e: NodeID, _ tree: SyntaxTree) -> [NodeID] {
        let e = tree.unwrapped(e)
        switch tree.kind(e) {
        case .ternaryExpr:
            let t = TernaryExpr(unchecked: tree, e)
            return [t.then, t.else].compactMap { $0 }.flatMap { leaves($0, tree) }
        case .ifExpr:
            var out: [NodeID] = []
            for c in tree.children(e) {
                if tree.kind(c) == .ifExpr { out += leaves(c, tree) }
                if tree.kind(c) == .codeBlock { out += blockLeaves(Array(tree.children(c)), tree, whole: c) }
            }
            return out
        case .switchExpr:
            return tree.children(e, .switchCase).flatMap { c in
                blockLeaves(tree.children(c).filter { tree.kind($0) != .caseItem && tree.kind($0) != .attribute }, tree, whole: c)
            }
        default:
            return [e]
        }
    }

    /// A branch's one result (`x` or `return x`); a branch of several items is itself, which no
    /// key matches.
    static func blockLeaves(_ items: [NodeID], _ tree: SyntaxTree, whole: NodeID) -> [NodeID] {
        let items = items.filter { tree.kind($0) != .unexpected }
        guard items.count == 1 else { return [whole] }
        let item = items[0]
        if tree.kind(item) == .returnStmt { return tree.child(item, at: 0).map { leaves($0, tree) } ?? [whole] }
        return tree.kind(item).isExpression ? leaves(item, tree) : [whole]
    }

    /// The erased type of one result: `AnyView(T)` or `T.helper()`, with the modifiers applied
    /// after it; nil for a result that erases nothing or a type that cannot be told.
    static func leafKey(_ e: NodeID, _ tree: SyntaxTree, helpers: Set<String>) -> String? {
        let e = tree.unwrapped(e)
        guard tree.kind(e) == .callExpr, let callee = tree.callee(e) else { return nil }
        let args = tree.arguments(e)
        if tree.kind(callee) == .identifierExpr, tree.calleeName(e) == "AnyView", args.count == 1 {
            return typeKey(args[0].value, tree).map { "AnyView<\($0)>" }
        }
        guard tree.kind(callee) == .memberAccessExpr, let name = tree.calleeName(e), let base = tree.memberBase(callee) else { return nil }
        if helpers.contains(name), args.isEmpty { return typeKey(base, tree).map { "AnyView<\($0)>" } }
        guard let inner = leafKey(base, tree, helpers: helpers) else { return nil }
        return inner + "." + name + argumentsKey(args, tree, modifier: true)
    }

    /// The static type of a view expression as the code spells it: a construction of a named
    /// type, its content closures and the modifiers applied to it. Values passed to a view's
    /// initializer do not change its type (`Row(item: a)` and `Row(item: b)` are both `Row`);
    /// a modifier's arguments may (`.foregroundStyle(.red)` against `.tint`), so they count as
    /// written, literals aside. nil for a variable, a function's result, or anything else.
    static func typeKey(_ e: NodeID, _ tree: SyntaxTree) -> String? {
        let e = tree.unwrapped(e)
        guard tree.kind(e) == .callExpr, let callee = tree.callee(e) else { return nil }
        let args = tree.arguments(e)
        let c = tree.unspecialized(callee)
        switch tree.kind(c) {
        case .identifierExpr:
            guard let n = tree.child(c, .name), isTypeName(tree.identifier(n)) else { return nil }
            return tree.compactText(callee) + argumentsKey(args, tree, modifier: false)
        case .memberAccessExpr:
            guard let n = tree.child(c, .name), let base = tree.memberBase(c) else { return nil }
            let name = tree.identifier(n)
            if isTypeName(name) || name == "init" {
                // `Module.Row(…)`, `Row.init(…)`.
                let b = tree.kind(tree.unwrapped(base))
                guard b == .identifierExpr || b == .memberAccessExpr || b == .genericSpecializationExpr else { return nil }
                return tree.compactText(callee) + argumentsKey(args, tree, modifier: false)
            }
            guard let inner = typeKey(base, tree) else { return nil }
            return inner + "." + name + argumentsKey(args, tree, modifier: true)
        default:
            return nil
        }
    }

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return CharacterSetASCII.isUppercase(first)
    }

    static func argumentsKey(_ args: [(label: String?, value: NodeID, trailing: Bool)], _ tree: SyntaxTree, modifier: Bool) -> String {
        var parts: [String] = []
        for arg in args {
            let v = tree.unwrapped(arg.value)
            let value: String
            switch tree.kind(v) {
            case .closureExpr:
                value = "{" + (closureKey(v, tree) ?? "?\(v)") + "}"
            case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral:
                value = "_"
            case .callExpr:
                value = typeKey(v, tree) ?? (modifier ? tree.compactText(v) : "_")
            default:
                value = modifier ? tree.compactText(v) : "_"
            }
            parts.append((arg.label ?? "_") + ":" + value)
        }
        return "(" + parts.joined(separator: ",") + ")"
    }

    /// A content closure's views, in order; nil when it holds anything else. A closure whose
    /// content cannot be told gets a key of its own (its node), so it matches no other.
    static func closureKey(_ closure: NodeID, _ tree: SyntaxTree) -> String? {
        itemsKey(tree.children(closure).filter { tree.kind($0) != .closureSignature }, tree)
    }

    static func itemsKey(_ items: [NodeID], _ tree: SyntaxTree) -> String? {
        var parts: [String] = []
        for item in items where tree.kind(item) != .unexpected {
            switch tree.kind(item) {
            case .variableDecl:
                continue
            case .ifExpr:
                var branches: [String] = []
                for c in tree.children(item) where tree.kind(c) == .codeBlock || tree.kind(c) == .ifExpr {
                    guard let k = tree.kind(c) == .ifExpr ? itemsKey([c], tree) : itemsKey(Array(tree.children(c)), tree) else { return nil }
                    branches.append(k)
                }
                parts.append("if[" + branches.joined(separator: "|") + "]")
            default:
                guard let k = typeKey(item, tree) else { return nil }
                parts.append(k)
            }
        }
        return parts.joined(separator: ";")
    }
}
