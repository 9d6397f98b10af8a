import SwiftLexer

/// `environment_key_unstable_default`: a legacy key whose computed `defaultValue` is fresh.
/// Documentation: `info.documentation` (`entrylint explain environment_key_unstable_default`).
public enum EnvironmentKeyUnstableDefault: LintRule {
    public static let info = RuleInfo(
        id: "environment_key_unstable_default",
        defaultSeverity: .warning,
        category: .correctness,
        isFixable: true,
        summary: "An EnvironmentKey's computed defaultValue creates a new instance or value on every read.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports a type conforming to `EnvironmentKey`, `FocusedValueKey` or `PreferenceKey` whose \
            `defaultValue` is a computed property returning a new class instance, a value wrapping one, \
            or a nondeterministic value (`UUID()`, `Date()`…). A stored `static let` or \
            `static var defaultValue = …` is evaluated once and is fine.
            """,
            whyIsThisBad: """
            SwiftUI reads `defaultValue` whenever a view reads the key and nothing was injected. A \
            computed property runs its body each time, so every read yields a new identity or value, \
            SwiftUI sees a changed environment, and the views reading the key are re-evaluated.
            """,
            example: """
            private struct RepositoryKey: EnvironmentKey {
                static var defaultValue: Repository { Repository() }
            }
            """,
            useInstead: """
            private struct RepositoryKey: EnvironmentKey {
                static let defaultValue = Repository()
            }
            """,
            fixSafety: """
            The fix turns the computed property into a stored `static let` and is unsafe: the default \
            is then created once and shared by every read, and Swift 6 may require the type to be \
            `Sendable`. It is offered only when the getter is nothing but its value (`{ expr }`, \
            `{ return expr }`, `get { expr }`): a getter that also runs statements, declares locals \
            or holds comments is reported without a fix, since storing the value would drop them.
            """),
        triggeringExamples: [
            """
            final class Repository {}
            private struct RepositoryKey: EnvironmentKey {
                static var defaultValue: Repository { ↓Repository() }
            }
            """,
            """
            struct StartKey: EnvironmentKey {
                static var defaultValue: Date {
                    return ↓Date()
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class Repository {}
            private struct RepositoryKey: EnvironmentKey {
                static let defaultValue = Repository()
            }
            """,
            """
            struct LimitKey: EnvironmentKey {
                static var defaultValue: Int { 20 }
            }
            """,
            """
            final class Repository {}
            struct RepositoryKey: EnvironmentKey {
                static var defaultValue = Repository()
            }
            """,
        ])

    static let keyProtocols: Set<String> = ["EnvironmentKey", "FocusedValueKey", "PreferenceKey"]

    enum Message {
        case computed(key: String, expression: String, what: String)

        var text: String {
            switch self {
            case let .computed(key, expression, what):
                _ = expression
                return "computed 'defaultValue' of '\(key)' returns \(what) on every read: its readers re-evaluate; store it with 'static let defaultValue = …'"
            }
        }
    }

    /// A finding sits in a `defaultValue` getter.
    public static let triggers = ["defaultValue"]

    public static let summaryFacts: SummaryFacts = []

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl]) { node in
            let kind = tree.kind(node)
            guard kind.isNominalType || kind == .extensionDecl else { return }
            // Only a computed `static var defaultValue` is reported: look the type up only then.
            if hasComputedDefaultValue(node, tree), isKey(node, context) { checkKey(node, context) }
        }
    }

    static func hasComputedDefaultValue(_ decl: NodeID, _ tree: SyntaxTree) -> Bool {
        for member in tree.members(decl) where tree.kind(member) == .variableDecl && tree.hasModifier(member, .static) {
            for binding in tree.children(member, .patternBinding) where tree.bindingName(binding) == "defaultValue" {
                if tree.isComputed(binding) { return true }
            }
        }
        return false
    }

    static func isKey(_ decl: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        if !Set(tree.inheritedNames(decl)).isDisjoint(with: keyProtocols) { return true }
        let path: [String]?
        if tree.kind(decl) == .extensionDecl {
            path = tree.extendedType(decl).flatMap { tree.typePath($0) }
        } else {
            path = tree.declName(decl).map { [$0] }
        }
        guard let path, let info = context.resolver(at: decl).type(path) else { return false }
        return !info.inherits.isDisjoint(with: keyProtocols)
    }

    static func checkKey(_ decl: NodeID, _ context: RuleContext) {
        let tree = context.tree
        let keyName = tree.declName(decl) ?? tree.extendedType(decl).map { tree.text($0) } ?? "key"
        for member in tree.members(decl) where tree.kind(member) == .variableDecl && tree.hasModifier(member, .static) {
            for binding in tree.children(member, .patternBinding) where tree.bindingName(binding) == "defaultValue" {
                guard tree.isComputed(binding), let body = tree.getterBody(binding) else { continue }
                let type = tree.annotatedType(binding)
                let verdict = context.evaluator.evaluateBody(tree, body, expectedType: type.map { tree.compactText($0) })
                let what: String
                switch verdict.kind {
                case .freshReference: what = "a new \(verdict.typeKind ?? "class") instance"
                case .wrappedReference: what = "a value holding a new '\(verdict.typeName ?? "")'"
                case .nondeterministic: what = "a different value"
                default: continue
                }
                guard let returned = GetterResult.returnedExpression(tree, body) else { continue }
                let fix = storedFix(context, member: member, binding: binding, returned: returned)
                context.report(info, returned, Message.computed(key: keyName, expression: context.shortQuote(returned, limit: 30), what: what).text,
                               notes: [Note(message: "it returns '\(context.quote(returned))'")], fix: fix)
            }
        }
    }

    /// `static var defaultValue: T { expr }` → `static let defaultValue: T = expr`, offered only
    /// when the accessor block holds nothing but that expression (see `losesNothing`).
    static func storedFix(_ context: RuleContext, member: NodeID, binding: NodeID, returned: NodeID) -> Fix? {
        let tree = context.tree
        guard tree.children(member, .patternBinding).count == 1, let body = tree.getterBody(binding),
              tree.singleReturnedExpression(body) == returned, let block = tree.child(binding, .accessorBlock),
              let type = tree.annotatedType(binding) else { return nil }
        let removed = tree.range(type).upperBound..<tree.range(block).upperBound
        guard losesNothing(tree, block: block, body: body, returned: returned, removed: removed) else { return nil }
        let varToken = tree.tokens.indices.first { i in
            i >= Int(tree[member].firstToken) && i < Int(tree[member].endToken) && tree.tokens[i].kind == .keyword
                && tree.tokens[i].sub == Keyword.var.rawValue
        }
        guard let varToken else { return nil }
        return Fix(title: "store the default once: 'static let defaultValue: \(tree.text(type)) = \(context.quote(returned))'", edits: [
            Edit(range: tree.tokens[varToken].range, replacement: "let"),
            Edit(range: removed, replacement: " = " + tree.text(returned)),
        ], applicability: .unsafe)
    }

    /// Whether replacing `removed` (the type's end to the accessor block's end) by the returned
    /// expression drops nothing: the body is that one expression (or `return` it), the block's
    /// other tokens are only `{`, `}`, `get` and `return`, and no comment sits outside the
    /// expression. A getter that also logs, declares locals or carries attributes or effects
    /// (`get throws`) gets no fix.
    static func losesNothing(_ tree: SyntaxTree, block: NodeID, body: NodeID, returned: NodeID, removed: Range<Int>) -> Bool {
        guard tree.children(body).filter({ tree.kind($0) != .unexpected }).count == 1 else { return false }
        let kept = Int(tree[returned].firstToken)..<Int(tree[returned].endToken)
        for i in Int(tree[block].firstToken)..<Int(tree[block].endToken) where !kept.contains(i) {
            let t = tree.tokens[i]
            // `get` is a contextual keyword: it may be lexed as an identifier that spells it.
            let isBrace = t.kind == .leftBrace || t.kind == .rightBrace
            let isWord = (t.kind == .keyword || t.kind == .identifier)
                && (t.sub == Keyword.get.rawValue || t.sub == Keyword.return.rawValue)
            if !isBrace && !isWord { return false }
        }
        // Outside the expression only those tokens and trivia remain, so a `/` starts a comment.
        let expression = tree.range(returned)
        let slash = UInt8(ascii: "/")
        return !tree.source[removed.lowerBound..<expression.lowerBound].contains(slash)
            && !tree.source[expression.upperBound..<removed.upperBound].contains(slash)
    }
}
