/// Where view-building code cannot avoid `AnyView`, so erasing there is not `anyview_in_body`'s
/// to report:
/// - the value fills a parameter the project declared with `AnyView` in its type (a stored
///   `var header: AnyView`, `icon: AnyView`, `() -> AnyView`, a stored `(AnyView) -> Content`
///   closure): the erasure is the callee's choice, and the call site has no other way to pass it;
/// - it is the value of an environment key the project declares with `AnyView` in its type
///   (`.environment(\.header, AnyView(content()))`, `var header: AnyView` of `EnvironmentValues`);
/// - it is the accumulator of a `reduce`, which needs one type for every step (folding a runtime
///   list of modifiers);
/// - it wraps a property of the view declared as an existential (`var rowView: any View`);
/// - it wraps what a protocol requirement returns: called on an existential (`any Tab`), the
///   requirement's associated view type cannot be named, so it must be erased to be shown; so do
///   the rows of a `ForEach` over an array of existentials (`[any ContentGroup]`);
/// - it fills a parameter of a type the project cannot see that is not SwiftUI's (a dependency's
///   `DialogContent(customView: AnyView(…))`): SwiftUI's views take generic content, so a caller
///   erases only because the callee asks for `AnyView`;
/// - it is a result of an `if #available` branch: the branch is fixed for the run, so the wrapped
///   type never changes (erasing there is a known workaround for compilers that confuse the
///   branches' types);
/// - it is the implementation of an erasing helper (`func eraseToAnyView() -> AnyView
///   { AnyView(self) }`), whose uses are reported instead.
///
/// Only declarations the project holds are read (initializers, stored properties and static or
/// global functions from the index, any function of the same file from the tree): a callee the project cannot see is not
/// assumed to force anything, and its call stays reported.
enum RequiredErasure {
    /// `AnyView(…)` calls.
    static func isRequired(_ call: NodeID, _ context: RuleContext) -> Bool {
        let arguments = context.tree.arguments(call)
        if arguments.count == 1, !arguments[0].trailing {
            let inner = context.tree.unwrapped(arguments[0].value)
            if isRequirementResult(inner, context) || isExistentialProperty(inner, call, context) { return true }
            if context.tree.kind(inner) == .identifierExpr, context.tree.name(inner, is: "self"),
               erasingDeclarationReturnsAnyView(call, context) { return true }
        }
        if isInAvailabilityBranch(call, context) || isExistentialRow(call, context) || isFallbackOfErasedProperty(call, context) { return true }
        guard let slot = slot(of: call, context) else { return false }
        if context.tree.calleeName(slot.call) == "reduce" { return true }
        if isInvisibleNonSDKType(slot.call, context) { return true }
        return parameterTypes(slot, context).contains(where: mentionsAnyView)
    }

    /// `base.eraseToAnyView()` helper calls: the erasure of an existential's view.
    static func isRequiredForHelper(base: NodeID, _ call: NodeID, _ context: RuleContext) -> Bool {
        if isRequirementResult(context.tree.unwrapped(base), context) || isExistentialProperty(context.tree.unwrapped(base), call, context)
            || isExistentialRow(call, context) || isInAvailabilityBranch(call, context) { return true }
        // `NavigationLazyView(destination.eraseToAnyView())` for a parameter declared `AnyView`.
        guard let slot = slot(of: call, context) else { return false }
        return parameterTypes(slot, context).contains(where: mentionsAnyView)
    }

    /// The argument of another call that the erased value becomes: the value itself, a branch of
    /// a ternary or `??` around it, or the result of a closure passed as the argument.
    struct Slot {
        var call: NodeID
        var index: Int
        var shape: [(label: String?, trailing: Bool)]
    }

    static func slot(of node: NodeID, _ context: RuleContext) -> Slot? {
        let tree = context.tree
        var n = node
        while let p = context.views.parent(n) {
            switch tree.kind(p) {
            case .ternaryExpr:
                guard TernaryExpr(unchecked: tree, p).condition != n else { return nil }
            case .infixOperatorExpr:
                guard InfixOperatorExpr(unchecked: tree, p).operatorText == "??" else { return nil }
            case .parenExpr, .returnStmt:
                break
            case .closureExpr:
                // Only the closure's result: its last statement.
                guard ClosureExpr(unchecked: tree, p).statements.last == n else { return nil }
            case .argument, .trailingClosure:
                guard let outer = context.views.parent(p), tree.kind(outer) == .callExpr, n != tree.callee(outer) else { return nil }
                let arguments = tree.arguments(outer)
                let value = tree.kind(p) == .argument ? Argument(unchecked: tree, p).value : tree.child(p, .closureExpr)
                guard let index = arguments.firstIndex(where: { $0.value == value }) else { return nil }
                return Slot(call: outer, index: index, shape: arguments.map { ($0.label, $0.trailing) })
            default:
                return nil
            }
            n = p
        }
        return nil
    }

    /// The declared types of the parameters the slot can fill, in every project declaration the
    /// call can mean.
    static func parameterTypes(_ slot: Slot, _ context: RuleContext) -> [String] {
        let tree = context.tree
        guard let callee = tree.callee(slot.call), let name = tree.calleeName(slot.call) else { return [] }
        var types: [String] = []
        let resolver = context.resolver(at: slot.call)
        // `Header(image: AnyView(…))`, `.modifier(Sheets(detail: AnyView(…)))`: a project type's
        // initializer or memberwise stored property.
        if tree.kind(callee) == .identifierExpr || tree.kind(callee) == .genericSpecializationExpr,
           let info = resolver.type(tree.calleePath(slot.call) ?? [name]) {
            types += ViewParameter.match(info, arguments: slot.shape, at: slot.index).map(\.typeText)
        }
        // `transformer(AnyView(…))`: a stored closure of the view being built.
        if let owner = EnclosingType.of(slot.call, context), let path = ownerPath(owner, context),
           let info = resolver.members(of: path) {
            types += info.members(named: name).filter(\.isFunctionType).compactMap(\.typeText)
        }
        // `shareButton(icon: AnyView(…))`: a function of this file.
        for f in context.nodes(.functionDecl) {
            let decl = FunctionDecl(unchecked: tree, f)
            guard decl.name == name else { continue }
            let params = decl.parameters.map { p in
                let text = p.type.map { tree.compactText($0) } ?? ""
                return ViewParameter.Param(label: p.label, name: p.localName ?? "", typeText: text,
                                           isFunctionType: text.contains("->"), hasDefault: p.defaultValue != nil,
                                           attributes: [], stored: nil)
            }
            if let p = ViewParameter.assign(params, arguments: slot.shape, at: slot.index) { types.append(p.typeText) }
        }
        // `.environment(\.header, AnyView(…))`: the value of an environment key the project
        // declares with `AnyView` in its type (`var header: AnyView` of `EnvironmentValues`).
        if name == "environment", slot.index == 1, let key = tree.arguments(slot.call).first.flatMap({ KeyPaths.dottedText(tree, $0.value) }),
           let text = resolver.members(of: ["EnvironmentValues"])?.instanceMember(key)?.typeText {
            types.append(text)
        }
        // `SheetTemplate.makeSheet(body: AnyView(…))`, `present(body: AnyView(…))`: a static or
        // global function of the project, declared in any file.
        for function in projectFunctions(callee, name, slot.call, tree, resolver) {
            let params = function.params.map { p in
                ViewParameter.Param(label: p.label, name: p.name, typeText: p.typeText, isFunctionType: p.isFunctionType,
                                    hasDefault: p.hasDefault, attributes: p.attributes, stored: nil)
            }
            if let p = ViewParameter.assign(params, arguments: slot.shape, at: slot.index) { types.append(p.typeText) }
        }
        return types
    }

    /// The static functions of a project type (`Type.name(…)`) or the global function
    /// (`name(…)`) a call can mean; their summaries keep their parameters.
    static func projectFunctions(_ callee: NodeID, _ name: String, _ call: NodeID, _ tree: SyntaxTree,
                                 _ resolver: Resolver) -> [MemberSummary] {
        switch tree.kind(callee) {
        case .memberAccessExpr:
            guard let path = tree.calleePath(call), path.count >= 2,
                  let info = resolver.members(of: Array(path.dropLast())) else { return [] }
            return info.members(named: name).filter { $0.kind == .function && $0.isStatic }
        case .identifierExpr:
            guard let global = resolver.global(name), global.kind == .function else { return [] }
            return [global]
        default:
            return []
        }
    }

    static func ownerPath(_ decl: NodeID, _ context: RuleContext) -> [String]? {
        let tree = context.tree
        if tree.kind(decl) == .extensionDecl { return tree.extendedType(decl).flatMap { tree.typePath($0) } }
        return tree.declName(decl).map { [$0] }
    }

    /// `AnyView`, `AnyView?`, `() -> AnyView`, `(AnyView) -> T`, `[AnyView]`, not `MyAnyViewBox`.
    static func mentionsAnyView(_ text: String) -> Bool { TypeText.spells(text, "AnyView") }

    /// `tab.makeView(…)` or `tab.content` where the member is a requirement of a project protocol.
    /// The base may be a concrete conformer, whose erasure could be avoided; without the base's
    /// type the call is given the benefit of the doubt.
    static func isRequirementResult(_ e: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var member = e
        if tree.kind(e) == .callExpr, let callee = tree.callee(e) { member = callee }
        guard tree.kind(member) == .memberAccessExpr else { return false }
        let access = MemberAccessExpr(unchecked: tree, member)
        guard access.base != nil, let name = access.name else { return false }
        return context.project.typesByName.values.contains { infos in
            infos.contains { $0.kind == .protocol && $0.members.contains { $0.name == name && !$0.isStatic } }
        }
    }

    /// A property of the enclosing type (`rowView`, `self.rowView`) declared as an existential
    /// (`var rowView: any View`): its value's type is known only at run time, so showing it takes
    /// `AnyView` (the fix, if any, is the declaration's type, not this call).
    static func isExistentialProperty(_ e: NodeID, _ at: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        // `icon()` for `let icon: () -> any View` (optional or not): the call's result.
        if tree.kind(e) == .callExpr, tree.arguments(e).isEmpty, let callee = tree.callee(e) {
            var function = tree.unwrapped(callee)
            if tree.kind(function) == .optionalChainingExpr, let inner = tree.child(function, at: 0) { function = inner }
            guard var type = propertyType(function, at, context), type.contains("->") else { return false }
            type = String(type.split(separator: ">", omittingEmptySubsequences: false).last ?? "")
            while type.hasSuffix(")") || type.hasSuffix("?") { type.removeLast() }
            return isExistential(Substring(type))
        }
        guard let type = propertyType(e, at, context) else { return false }
        return isExistential(type.hasPrefix("(") ? type.dropFirst() : Substring(type))
    }

    /// `anyView`, `anyShape`: compact type text (whitespace removed) of an existential.
    static func isExistential(_ type: Substring) -> Bool {
        guard type.hasPrefix("any"), let next = type.dropFirst(3).unicodeScalars.first else { return false }
        return next.value >= 65 && next.value <= 90
    }

    /// The right side of `??` whose left side is a property of the view declared `AnyView?`
    /// (`selectedHint ?? AnyView(EmptyView())`): the fallback must have the property's type.
    static func isFallbackOfErasedProperty(_ call: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let p = context.views.parent(call), tree.kind(p) == .infixOperatorExpr else { return false }
        let infix = InfixOperatorExpr(unchecked: tree, p)
        guard infix.operatorText == "??", let left = infix.operands?.lhs, left != call else { return false }
        return propertyType(tree.unwrapped(left), call, context).map { $0 == "AnyView?" || $0 == "Optional<AnyView>" } ?? false
    }

    /// The declared type of `name` or `self.name`, a member of the view around `at`.
    static func propertyType(_ e: NodeID, _ at: NodeID, _ context: RuleContext) -> String? {
        let tree = context.tree
        var name: String?
        if tree.kind(e) == .identifierExpr {
            name = IdentifierExpr(unchecked: tree, e).name
        } else if tree.kind(e) == .memberAccessExpr, let base = MemberAccessExpr(unchecked: tree, e).base,
                  tree.kind(base) == .identifierExpr, tree.name(base, is: "self") {
            name = MemberAccessExpr(unchecked: tree, e).name
        }
        guard let name, let owner = EnclosingType.of(at, context), let path = ownerPath(owner, context) else { return nil }
        return context.resolver(at: at).members(of: path)?.instanceMember(name)?.typeText
    }

    /// Inside the content closure of a `ForEach` over a property declared as an array of
    /// existentials (`let groups: [any ContentGroup]`): each row may be another type.
    static func isExistentialRow(_ node: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var n = node
        while let p = context.views.parent(n) {
            defer { n = p }
            guard tree.kind(p) == .callExpr, tree.calleeName(p) == "ForEach", n != tree.callee(p),
                  let data = tree.arguments(p).first, !data.trailing else { continue }
            let value = tree.unwrapped(data.value)
            var name: String? = nil
            if tree.kind(value) == .identifierExpr { name = IdentifierExpr(unchecked: tree, value).name }
            if tree.kind(value) == .memberAccessExpr, let base = MemberAccessExpr(unchecked: tree, value).base,
               tree.kind(base) == .identifierExpr, tree.name(base, is: "self") { name = MemberAccessExpr(unchecked: tree, value).name }
            guard let name, let owner = EnclosingType.of(p, context), let path = ownerPath(owner, context),
                  let type = context.resolver(at: p).members(of: path)?.instanceMember(name)?.typeText else { return false }
            return type.hasPrefix("[any") || type.hasPrefix("Array<any")
        }
        return false
    }

    /// A result of the branches of `if #available(…)` (or `#unavailable`), whose condition is
    /// nothing else.
    static func isInAvailabilityBranch(_ node: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        if isInAvailabilityOnlyFunction(node, context) { return true }
        guard let block = context.views.parent(node), tree.kind(block) == .codeBlock,
              var ifExpr = context.views.parent(block), tree.kind(ifExpr) == .ifExpr else { return false }
        // `else if` chains: the condition that decides is the first `if`'s.
        while let outer = context.views.parent(ifExpr), tree.kind(outer) == .ifExpr { ifExpr = outer }
        guard let conditions = tree.child(ifExpr, .conditionList) else { return false }
        let items = Array(tree.children(conditions))
        return !items.isEmpty && items.allSatisfy { tree.kind(tree.unwrapped($0)) == .availabilityCondition }
    }

    /// A value a function or getter returns, whose body branches only on `#available`
    /// (`if #available(…) { return AnyView(a) } else { return AnyView(b) }`, or a `return` after
    /// such an `if`): the path taken is fixed for the run, so the wrapped type never changes.
    static func isInAvailabilityOnlyFunction(_ node: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let statement = context.views.parent(node), tree.kind(statement) == .returnStmt else { return false }
        var body: NodeID?
        var n = statement
        while let p = context.views.parent(n) {
            switch tree.kind(p) {
            case .functionDecl, .accessorBlock:
                body = n
            case .closureExpr, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return false
            default:
                break
            }
            if body != nil { break }
            n = p
        }
        guard let body else { return false }
        var availability = 0
        var otherBranch = false
        tree.walk(body) { id in
            guard !otherBranch else { return false }
            switch tree.kind(id) {
            case .ifExpr, .guardStmt:
                let items = tree.child(id, .conditionList).map { Array(tree.children($0)) } ?? []
                if !items.isEmpty && items.allSatisfy({ tree.kind(tree.unwrapped($0)) == .availabilityCondition }) {
                    availability += 1
                } else {
                    otherBranch = true
                }
            case .switchExpr, .ternaryExpr, .forStmt, .whileStmt, .repeatStmt, .closureExpr:
                otherBranch = true
            case .infixOperatorExpr:
                if InfixOperatorExpr(unchecked: tree, id).operatorText == "??" { otherBranch = true }
            default:
                break
            }
            return !otherBranch
        }
        return availability > 0 && !otherBranch
    }

    /// A callee written as a type name that neither the project nor SwiftUI declares: a
    /// dependency's type, whose parameters the project cannot read.
    static func isInvisibleNonSDKType(_ call: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard let callee = tree.callee(call), tree.kind(callee) == .identifierExpr,
              let name = tree.calleeName(call), let first = name.utf8.first, first >= 0x41 && first <= 0x5A else { return false }
        if SDKCatalog.frameworkViews.contains(name) || name == "AnyView" { return false }
        return context.resolver(at: call).type([name]) == nil && !context.project.hasGlobal(named: name)
    }

    /// The function or computed property around `node` declares `AnyView` as its type.
    static func erasingDeclarationReturnsAnyView(_ node: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var n = node
        while let p = context.views.parent(n) {
            switch tree.kind(p) {
            case .functionDecl:
                return FunctionDecl(unchecked: tree, p).returnType.map { tree.compactText($0) == "AnyView" } ?? false
            case .patternBinding:
                return PatternBinding(unchecked: tree, p).type.map { tree.compactText($0) == "AnyView" } ?? false
            case .closureExpr, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return false
            default:
                n = p
            }
        }
        return false
    }
}
