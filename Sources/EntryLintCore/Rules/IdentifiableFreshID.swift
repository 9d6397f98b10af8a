/// `identifiable_fresh_id`: an `Identifiable` type whose computed `id` is new on every read.
/// Documentation: `info.documentation` (`entrylint explain identifiable_fresh_id`).
public enum IdentifiableFreshID: LintRule {
    public static let info = RuleInfo(
        id: "identifiable_fresh_id",
        defaultSeverity: .warning,
        category: .correctness,
        summary: "An Identifiable type's computed id returns a new value on every read.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports an `Identifiable` type (directly, through an extension, or through a protocol that \
            refines `Identifiable`) whose `id` is a computed property returning a fresh value: `UUID()`, \
            `Date()`, random numbers, strings made from them, or a new object, also as the fallback \
            of `storedID ?? UUID()` or of `guard let storedID else { return UUID() }`. Only in a project where something identifies elements by \
            `id`: a `ForEach`, `List`, `OutlineGroup` or `Table` given data without an `id:` key \
            path (or with `id: \\.id`), or `.sheet(item:)`, `.fullScreenCover(item:)`, \
            `.popover(item:)`, outside previews. In the default profile only when such a call reads \
            its data through a property, computed property or function whose declared type names this \
            type (`ForEach(model.errors)` with `var errors: [LoadError]`, `.sheet(item: $sheet)`), or \
            through the type itself (`ForEach(Sheet.allCases)`); otherwise the audit profile's.
            """,
            whyIsThisBad: """
            `ForEach`, `List` and friends use `id` to keep each row's identity. A computed `id` that \
            changes on every read gives every row a new identity on every evaluation: SwiftUI destroys \
            and rebuilds all rows, loses their state and cannot animate changes.
            """,
            example: """
            struct Photo: Identifiable {
                var url: URL
                var id: UUID { UUID() }
            }
            """,
            useInstead: """
            struct Photo: Identifiable {
                let id = UUID()       // created once per value
                var url: URL
            }

            struct Photo: Identifiable {
                var url: URL
                var id: URL { url }   // derived from stored data
            }
            """,
            fixSafety: """
            No automatic fix: making the property stored changes the type's layout and memberwise \
            initializer, and the right identity depends on the data.
            """),
        triggeringExamples: [
            """
            struct Photo: Identifiable {
                var url: URL
                var id: UUID { ↓UUID() }
            }
            struct Gallery: View {
                let photos: [Photo]
                var body: some View { List(photos) { Text($0.url.path) } }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Event: Identifiable {
                var title: String
                var id: UUID { UUID() }   // nothing identifies events by id
            }
            """,
            """
            struct Photo: Identifiable {
                let id = UUID()
                var url: URL
            }
            """,
            """
            struct Country: Identifiable {
                var code: String
                var id: String { code }
            }
            """,
        ])

    enum Message {
        case computed(type: String, expression: String, what: String)
        /// Identified only by a presentation (`.sheet(item:)`), which a new id dismisses and
        /// presents again.
        case presented(type: String, what: String)

        var text: String {
            switch self {
            case let .computed(type, expression, what):
                _ = expression
                return "computed 'id' of '\(type)' is \(what): ForEach and List rebuild its rows, losing their state; store the id ('let id = UUID()') or derive it from stored data"
            case let .presented(type, what):
                return "computed 'id' of '\(type)' is \(what): a sheet or popover presented for it is dismissed and presented again, losing its state; store the id ('let id = UUID()') or derive it from stored data"
            }
        }
    }

    /// The right-hand side of `a ?? b`.
    static func nilCoalescingFallback(_ tree: SyntaxTree, _ e: NodeID) -> NodeID? {
        guard let infix = InfixOperatorExpr(tree, tree.unwrapped(e)), infix.operatorText == "??",
              let (_, fallback) = infix.operands else { return nil }
        return fallback
    }

    /// The name that is nil where `e` runs: unwrapped by `guard let name else { … }` around it,
    /// or by `if let name` whose `else` holds it.
    static func guardedName(_ tree: SyntaxTree, _ e: NodeID, _ context: RuleContext) -> String? {
        func bound(_ statement: NodeID) -> String? {
            let bindings = tree.children(statement, .conditionList).flatMap { tree.children($0, .optionalBinding) }
            guard bindings.count == 1 else { return nil }
            return tree.children(bindings[0]).lazy.compactMap { tree.kind($0) == .identifierPattern ? tree.text($0) : nil }.first
        }
        /// `if let base { return … }` before `child` in the same block: `child` runs only when
        /// `base` is nil.
        func returnedEarlier(in block: NodeID) -> String? {
            var found: String?
            for statement in tree.children(block) {
                if statement == child { return found }
                let s = tree.unwrapped(statement)
                if tree.kind(s) == .ifExpr, tree.children(s, .codeBlock).count == 1, let then = tree.children(s, .codeBlock).first,
                   let last = Array(tree.children(then)).last, tree.kind(tree.unwrapped(last)) == .returnStmt, let name = bound(s) {
                    found = name
                }
            }
            return nil
        }
        var child = e
        var p = context.views.parent(e)
        while let q = p, tree.kind(q) != .patternBinding {
            if tree.kind(q) == .guardStmt { return bound(q) }
            if tree.kind(q) == .ifExpr, tree.children(q, .codeBlock).first != child { return bound(q) }
            if tree.kind(q) == .codeBlock || tree.kind(q) == .accessorBlock, let name = returnedEarlier(in: q) { return name }
            if tree.kind(q) == .accessorBlock { break }
            child = q
            p = context.views.parent(q)
        }
        return nil
    }

    /// A finding sits in a computed `id`.
    public static let triggers = ["var id"]

    /// Whether some call identifies elements by `id` (`IdentityUses`, kept with the view inputs).
    public static let summaryFacts: SummaryFacts = [.varyingInputs]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl]) { node in
            let kind = tree.kind(node)
            if kind.isNominalType || kind == .extensionDecl, isIdentifiable(node, context) { checkType(node, context) }
        }
    }

    static func isIdentifiable(_ decl: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var names = Set(tree.inheritedNames(decl))
        let path: [String]? = tree.kind(decl) == .extensionDecl
            ? tree.extendedType(decl).flatMap { tree.typePath($0) } : tree.declName(decl).map { [$0] }
        if let path, let info = context.resolver(at: decl).members(of: path) { names.formUnion(info.inherits) }
        return refinesIdentifiable(names, context, depth: 0)
    }

    /// `Identifiable`, or a project protocol that refines it.
    static func refinesIdentifiable(_ names: Set<String>, _ context: RuleContext, depth: Int) -> Bool {
        if names.contains("Identifiable") { return true }
        guard depth < 6 else { return false }
        for name in names {
            if let info = context.index.type([name]), info.kind == .protocol,
               refinesIdentifiable(info.inherits, context, depth: depth + 1) { return true }
        }
        return false
    }

    static func checkType(_ decl: NodeID, _ context: RuleContext) {
        let tree = context.tree
        let typeName = tree.declName(decl) ?? tree.extendedType(decl).map { tree.text($0) } ?? "?"
        for member in tree.members(decl) where tree.kind(member) == .variableDecl && !tree.hasModifier(member, .static) {
            for binding in tree.children(member, .patternBinding) where tree.bindingName(binding) == "id" {
                guard tree.isComputed(binding), let body = tree.getterBody(binding) else { continue }
                let type = tree.annotatedType(binding)
                let verdict = context.evaluator.evaluateBody(tree, body, expectedType: type.map { tree.compactText($0) })
                guard var returned = GetterResult.returnedExpression(tree, body) else { continue }
                var kind = verdict.kind
                var whenNil = ""
                // `if let base { return base }` then `return UUID().uuidString`: the last return
                // runs only when `base` is nil (judged MSG-BAD as "every read" on an unseen app).
                if kind >= .nondeterministic, let name = guardedName(tree, returned, context) { whenNil = " whenever '\(name)' is nil" }
                // `guard let stored else { return UUID() }`, `if let stored { stored } else { UUID() }`:
                // a different id on every read whenever that path runs.
                if kind < .nondeterministic {
                    for other in GetterResult.otherResults(tree, body) {
                        let v = context.evaluator.evaluate(tree, other, expectedType: type.map { tree.compactText($0) })
                        guard v.kind >= .nondeterministic else { continue }
                        kind = v.kind
                        returned = other
                        if let name = guardedName(tree, other, context) { whenNil = " whenever '\(name)' is nil" }
                        break
                    }
                }
                // `rawID ?? UUID()`: a different id on every read whenever the stored one is nil.
                if kind < .nondeterministic, let fallback = nilCoalescingFallback(tree, returned) {
                    let v = context.evaluator.evaluate(tree, fallback, expectedType: type.map { tree.compactText($0) })
                    if v.kind >= .nondeterministic {
                        kind = v.kind
                        whenNil = " whenever '\(context.quote(InfixOperatorExpr(tree, tree.unwrapped(returned))?.lhs ?? returned))' is nil"
                    }
                }
                let what: String
                switch kind {
                // "… on every read whenever 'serverID' is nil": the condition last, so the message
                // says when, not "every read" alone (judged MSG-BAD where the fallback was rare).
                case .freshReference: what = "a new object on every read" + whenNil
                case .wrappedReference: what = "a value holding a new object on every read" + whenNil
                case .nondeterministic: what = "a different value on every read" + whenNil
                default: continue
                }
                // Nothing in the project identifies rows or items by `id`: no identity to lose.
                // Read only here, so that a file without a fresh `id` does not depend on the fact.
                guard context.project.varyingInputs.contains(PreviewUses.hash(IdentityUses.key)) else { return }
                var notes = [Note(message: "it returns '\(context.quote(returned))'")]
                // Identified only where an identifying call reads a holder of this type: else no
                // row or presentation is rebuilt that the project shows, and the audit profile has it.
                let simpleName = typeName.split(separator: ".").last.map(String.init) ?? typeName
                var profile: Profile?
                let use = IdentityHolders.identified(simpleName, context.project)
                let message = use == .presentation ? Message.presented(type: typeName, what: what)
                    : Message.computed(type: typeName, expression: context.shortQuote(returned, limit: 30), what: what)
                if use == nil {
                    profile = .audit
                    notes.append(Note(message: "no 'ForEach', 'List' or '.sheet(item:)' of the project reads a property holding '\(simpleName)': nothing is seen identified by this id"))
                }
                context.report(info, returned, message.text, notes: notes, profile: profile)
            }
        }
    }
}
