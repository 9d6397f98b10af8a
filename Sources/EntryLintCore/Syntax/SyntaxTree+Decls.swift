import SwiftLexer

/// Read-only conveniences over declarations, used by the index and the rules.
extension SyntaxTree {
    /// Names of a declaration's attributes, without `@` and generic arguments (`Entry`, `State`,
    /// `MainActor`); attributes inside `#if` branches included.
    public func attributeNames(_ decl: NodeID) -> [String] {
        var names: [String] = []
        for c in children(decl) {
            switch kind(c) {
            case .attribute:
                names.append(attributeName(c))
            case .ifConfigDecl:
                for clause in children(c) { for a in children(clause, .attribute) { names.append(attributeName(a)) } }
            default:
                continue
            }
        }
        return names
    }

    /// `@Foo.Bar<T>(x)` → `Bar`.
    public func attributeName(_ attribute: NodeID) -> String {
        guard let type = children(attribute).first(where: { kind($0).isType }) else { return "" }
        return lastName(ofType: type)
    }

    public func attribute(_ decl: NodeID, named name: String) -> NodeID? {
        for c in children(decl) where kind(c) == .attribute && attributeName(c) == name { return c }
        return nil
    }

    public func hasAttribute(_ decl: NodeID, _ name: String) -> Bool { attributeNames(decl).contains(name) }

    /// Modifier keywords of a declaration.
    public func modifiers(_ decl: NodeID) -> [Keyword] {
        children(decl, .modifier).compactMap { Keyword(rawValue: UInt8(truncatingIfNeeded: self[$0].aux)) }
    }

    public func hasModifier(_ decl: NodeID, _ keyword: Keyword) -> Bool {
        for c in children(decl) where kind(c) == .modifier && self[c].aux == UInt16(keyword.rawValue) { return true }
        return false
    }

    /// Whether the declaration is `private` or `fileprivate` (not `private(set)`).
    public func isPrivate(_ decl: NodeID) -> Bool {
        for c in children(decl) where kind(c) == .modifier {
            let kw = Keyword(rawValue: UInt8(truncatingIfNeeded: self[c].aux))
            if kw == .private || kw == .fileprivate {
                // `private(set)` restricts only the setter.
                return self[c].endToken - self[c].firstToken == 1
            }
        }
        return false
    }

    /// The declared name (`name` child) of a type, function, case element…
    public func declName(_ decl: NodeID) -> String? {
        guard let n = child(decl, .name), self[n].endToken > self[n].firstToken else { return nil }
        return identifier(n)
    }

    /// For `var`/`let`: the single identifier a binding declares (nil for tuple patterns).
    public func bindingName(_ binding: NodeID) -> String? {
        guard let p = child(binding, at: 0) else { return nil }
        if kind(p) == .identifierPattern, self[p].endToken > self[p].firstToken { return identifier(p) }
        return nil
    }

    /// The type node of a binding's or parameter's `: Type`.
    public func annotatedType(_ node: NodeID) -> NodeID? {
        guard let annotation = child(node, .typeAnnotation) else { return nil }
        return child(annotation, at: 0)
    }

    /// The value of `= value`.
    public func initializerValue(_ node: NodeID) -> NodeID? {
        guard let i = child(node, .initializer) else { return nil }
        return child(i, at: 0)
    }

    /// Whether a binding is computed: it has a getter (implicit or `get`) and no storage.
    public func isComputed(_ binding: NodeID) -> Bool {
        guard let block = child(binding, .accessorBlock) else { return false }
        if self[block].flags.contains(.implicitGetter) { return true }
        for a in children(block, .accessorDecl) {
            let kw = Keyword(rawValue: UInt8(truncatingIfNeeded: self[a].aux))
            if kw == .get || kw == ._read || kw == .unsafeAddress || kw == .borrow { return true }
        }
        return false
    }

    /// The code block a computed binding's getter runs.
    public func getterBody(_ binding: NodeID) -> NodeID? {
        guard let block = child(binding, .accessorBlock) else { return nil }
        if self[block].flags.contains(.implicitGetter) { return child(block, .codeBlock) }
        for a in children(block, .accessorDecl) where self[a].aux == UInt16(Keyword.get.rawValue) {
            return child(a, .codeBlock)
        }
        return nil
    }

    /// The expression a body returns when it is a single expression or a single `return e`, or
    /// the final `return e` of a body whose earlier items are all declarations (`let x = …`).
    /// A statement before the `return` (`print(…)`, `if`, a call) means nil: the body does more
    /// than compute the value. `let x = …; return x` forms are evaluated through the
    /// evaluator's local scope, not here.
    public func singleReturnedExpression(_ block: NodeID) -> NodeID? {
        let items = children(block).filter { kind($0) != .unexpected }
        guard items.count == 1 else {
            guard let last = items.last, kind(last) == .returnStmt, let e = child(last, at: 0),
                  items.dropLast().allSatisfy({ kind($0).isDeclaration && kind($0) != .ifConfigDecl }) else { return nil }
            return e
        }
        let item = items[0]
        if kind(item) == .returnStmt { return child(item, at: 0) }
        if kind(item).isExpression { return item }
        return nil
    }

    /// The value a block ends with: its single expression, or the expression of its last item
    /// when that is `return e`, whatever runs before it. For judging what a body produces; a fix
    /// that replaces the body by its value needs `singleReturnedExpression`, which refuses
    /// bodies with statements.
    public func finalReturnedExpression(_ block: NodeID) -> NodeID? {
        let items = children(block).filter { kind($0) != .unexpected }
        guard items.count == 1 else {
            if let last = items.last, kind(last) == .returnStmt { return child(last, at: 0) }
            return nil
        }
        return singleReturnedExpression(block)
    }

    /// The text of a type with whitespace removed (`[String : Int]` → `[String:Int]`).
    public func compactText(_ id: NodeID) -> String {
        let n = self[id]
        guard n.endToken > n.firstToken else { return "" }
        return String(decoding: source[range(id)].filter { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) },
                      as: UTF8.self)
    }

    /// The last simple name of a type: `Foo.Bar<Int>?` → `Bar`, `[Int]` → ``.
    public func lastName(ofType type: NodeID) -> String {
        switch kind(type) {
        case .identifierType, .memberType:
            // The last `.name` child, by walking the siblings: asked of every inherited type and
            // attribute of every declaration, an array of children per call cost more than the name.
            var last: NodeID = -1
            var c = self[type].firstChild
            while c >= 0 {
                if kind(c) == .name { last = c }
                c = self[c].nextSibling
            }
            return last >= 0 ? identifier(last) : ""
        case .optionalType, .implicitlyUnwrappedOptionalType, .attributedType:
            return children(type).last(where: { kind($0).isType }).map { lastName(ofType: $0) } ?? ""
        default:
            return ""
        }
    }

    /// Dotted path of a nominal type reference without generic arguments: `Foo.Bar<X>` → ["Foo", "Bar"].
    public func typePath(_ type: NodeID) -> [String]? {
        switch kind(type) {
        case .identifierType:
            return [lastName(ofType: type)]
        case .memberType:
            guard let base = child(type, at: 0), let basePath = typePath(base) else { return nil }
            return basePath + [lastName(ofType: type)]
        default:
            return nil
        }
    }

    /// Names in an inheritance clause, by their last component (`SwiftUI.View` → `View`).
    public func inheritedNames(_ decl: NodeID) -> [String] {
        guard let clause = child(decl, .inheritanceClause) else { return [] }
        return children(clause).compactMap { t -> String? in
            var type = t
            while kind(type) == .attributedType, let inner = children(type).last { type = inner }
            let name = lastName(ofType: type)
            return name.isEmpty ? nil : name
        }
    }

    /// The extended type of an extension.
    public func extendedType(_ ext: NodeID) -> NodeID? { children(ext).first { kind($0).isType } }

    /// Members of a type or extension, with `#if` branches flattened.
    public func members(_ decl: NodeID) -> [NodeID] {
        guard let block = child(decl, .memberBlock) else { return [] }
        var out: [NodeID] = []
        func collect(_ container: NodeID) {
            for c in children(container) {
                if kind(c) == .ifConfigDecl {
                    for clause in children(c) { collect(clause) }
                } else if kind(c).isDeclaration {
                    out.append(c)
                }
            }
        }
        collect(block)
        return out
    }

    /// Items of a code block or source file, with `#if` branches flattened.
    public func items(_ container: NodeID) -> [NodeID] {
        var out: [NodeID] = []
        func collect(_ c: NodeID, isClause: Bool) {
            var skipCondition = isClause && self[c].aux != 2
            for item in children(c) {
                if skipCondition { skipCondition = false; continue }
                if kind(item) == .ifConfigDecl {
                    for clause in children(item) { collect(clause, isClause: true) }
                } else {
                    out.append(item)
                }
            }
        }
        collect(container, isClause: false)
        return out
    }

    /// The called expression of a call.
    public func callee(_ call: NodeID) -> NodeID? { child(call, at: 0) }

    /// The name a callee ends with: `Foo` for `Foo(…)`/`Foo<T>(…)`, `bar` for `x.bar(…)`.
    public func calleeName(_ call: NodeID) -> String? {
        guard var c = callee(call) else { return nil }
        if kind(c) == .genericSpecializationExpr, let inner = child(c, at: 0) { c = inner }
        switch kind(c) {
        case .identifierExpr, .memberAccessExpr:
            return child(c, .name).map { identifier($0) }
        default:
            return nil
        }
    }

    /// The dotted name a callee spells (`Theme.Images.InputView` for `Theme.Images.InputView(…)`,
    /// generic arguments dropped); nil for anything but identifiers and member accesses on them.
    public func calleePath(_ call: NodeID) -> [String]? {
        guard var c = callee(call) else { return nil }
        var path: [String] = []
        while true {
            switch kind(c) {
            case .genericSpecializationExpr:
                guard let inner = child(c, at: 0) else { return nil }
                c = inner
                continue
            case .identifierExpr:
                guard let n = child(c, .name) else { return nil }
                path.insert(identifier(n), at: 0)
                return path
            case .memberAccessExpr:
                guard let n = child(c, .name), let base = child(c, at: 0), kind(base) != .name else { return nil }
                path.insert(identifier(n), at: 0)
                c = base
            default:
                return nil
            }
        }
    }

    /// Arguments of a call, subscript or macro: (label, expression) pairs; trailing closures last
    /// with their labels (nil for the first, unlabeled one).
    public func arguments(_ call: NodeID) -> [(label: String?, value: NodeID, trailing: Bool)] {
        var out: [(String?, NodeID, Bool)] = []
        for c in children(call) {
            switch kind(c) {
            case .argument:
                let labeled = self[c].flags.contains(.labeled)
                let label = labeled ? child(c, .name).map { identifier($0) } : nil
                if let value = children(c).last(where: { kind($0) != .name }) { out.append((label, value, false)) }
            case .trailingClosure:
                let label = self[c].flags.contains(.labeled) ? child(c, .name).map { identifier($0) } : nil
                if let value = child(c, .closureExpr) { out.append((label, value, true)) }
            default:
                continue
            }
        }
        return out
    }

    /// Strips parentheses, `try`, `await` and similar wrappers that do not change a value.
    public func unwrapped(_ e: NodeID) -> NodeID {
        var e = e
        while true {
            switch kind(e) {
            case .parenExpr:
                guard let arg = child(e, at: 0), let inner = children(arg).last(where: { kind($0) != .name }) else { return e }
                e = inner
            case .tryExpr, .awaitExpr:
                guard let inner = child(e, at: 0) else { return e }
                e = inner
            default:
                return e
            }
        }
    }
}
