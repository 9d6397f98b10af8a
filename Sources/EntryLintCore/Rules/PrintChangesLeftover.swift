/// `print_changes_leftover`: `Self._printChanges()` outside `#if DEBUG`.
/// Documentation: `info.documentation` (`entrylint explain print_changes_leftover`).
public enum PrintChangesLeftover: LintRule {
    public static let info = RuleInfo(
        id: "print_changes_leftover",
        defaultSeverity: .warning,
        category: .correctness,
        isFixable: true,
        summary: "Self._printChanges() / Self._logChanges() is not guarded by #if DEBUG.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports SwiftUI's debugging calls `Self._printChanges()` and `Self._logChanges()` (or \
            `SomeView._printChanges()`) that are compiled into release builds: not inside an \
            `#if DEBUG` block (a condition that requires `DEBUG`, such as `DEBUG && os(iOS)`, also guards).
            """,
            whyIsThisBad: """
            These are underscored debugging APIs. Left in shipping code they print or log on every \
            evaluation of the body, cost time in the hottest path of the UI, and may not exist in a \
            future SDK.
            """,
            example: """
            var body: some View {
                let _ = Self._printChanges()
                Text(title)
            }
            """,
            useInstead: """
            var body: some View {
                #if DEBUG
                let _ = Self._printChanges()
                #endif
                Text(title)
            }
            """,
            fixSafety: """
            The fix wraps the statement in `#if DEBUG` … `#endif`. It is safe: debug builds behave as \
            before and release builds lose only the debugging output.
            """),
        triggeringExamples: [
            """
            struct V: View {
                var body: some View {
                    let _ = ↓Self._printChanges()
                    Text("a")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct V: View {
                var body: some View {
                    #if DEBUG
                    let _ = Self._printChanges()
                    #endif
                    Text("a")
                }
            }
            """,
            """
            let reducer = Reducer()._printChanges()
            """,
        ])

    enum Message {
        case leftover(call: String, when: When)

        /// When the call runs: it prints what changed since the last evaluation wherever it is,
        /// but only in the body does it run on every evaluation.
        enum When {
            case everyEvaluation
            /// In `.onAppear`/`.task` (the modifier's name).
            case appearance(modifier: String)
            case disappearance
            /// In a closure SwiftUI calls on an event: `place` is "a 'Button' action" or "'.onChange'".
            case action(place: String)

            var text: String {
                switch self {
                case .everyEvaluation: return "it runs on every evaluation of the body"
                case let .appearance(modifier): return "in '.\(modifier)' it runs once each time the view appears, not on every evaluation"
                case .disappearance: return "in '.onDisappear' it runs once each time the view disappears, not on every evaluation"
                case let .action(place): return "in \(place) it runs only when SwiftUI calls it, not on every evaluation"
                }
            }
        }

        var text: String {
            switch self {
            case let .leftover(call, when):
                return "'\(call)' is a debugging call compiled into release builds: \(when.text); guard it with '#if DEBUG' or remove it"
            }
        }
    }

    static let names: Set<String> = ["_printChanges", "_logChanges"]
    static let nameHashes = HashedNames(names)

    /// A finding is one of these calls.
    public static let triggers = ["_printChanges", "_logChanges"]

    public static let summaryFacts: SummaryFacts = []

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.callExpr]) { node in
            guard tree.kind(node) == .callExpr, tree.calleeName(node, in: nameHashes), let name = tree.calleeName(node), names.contains(name),
                  let callee = tree.callee(node), tree.kind(callee) == .memberAccessExpr,
                  let base = tree.memberBase(callee), tree.kind(base) == .identifierExpr,
                  let baseName = tree.child(base, .name).map({ tree.identifier($0) }) else { return }
            guard baseName == "Self" || isViewTypeName(baseName, context) else { return }
            guard !context.views.isDebugOnly(node) else { return }
            context.report(info, node, Message.leftover(call: context.quote(node), when: when(node, context)).text, fix: guardFix(node, context))
        }
    }

    /// When the call runs: an appearance modifier around it decides, else the innermost action.
    static func when(_ call: NodeID, _ context: RuleContext) -> Message.When {
        let tree = context.tree
        var cur = call
        // The innermost closure of view-building code that SwiftUI calls later (`Button`'s
        // action, `.onChange`): outside the body's evaluation.
        var action: String?
        while let parent = context.views.parent(cur) {
            if tree.kind(cur) == .closureExpr, let owner = enclosingCall(of: cur, context), let name = tree.calleeName(owner) {
                switch name {
                case "onAppear", "task": return .appearance(modifier: name)
                case "onDisappear": return .disappearance
                default:
                    if action == nil, !context.views.isViewBuilding(call), context.views.isViewBuilding(owner) {
                        let isModifier = tree.callee(owner).map { tree.kind($0) == .memberAccessExpr } ?? false
                        action = isModifier ? "'.\(name)'" : "\(MessageLine.article(before: name)) '\(name)' action"
                    }
                }
            }
            cur = parent
        }
        return action.map { .action(place: $0) } ?? .everyEvaluation
    }

    /// The call that takes `closure` as an argument (trailing or labeled), if any.
    static func enclosingCall(of closure: NodeID, _ context: RuleContext) -> NodeID? {
        var cur = closure
        while let parent = context.views.parent(cur) {
            if context.tree.kind(parent) == .callExpr {
                return context.tree.arguments(parent).contains { $0.value == closure } ? parent : nil
            }
            cur = parent
        }
        return nil
    }

    /// A type name that is a view (or unknown: only SwiftUI's views have this static).
    static func isViewTypeName(_ name: String, _ context: RuleContext) -> Bool {
        guard let first = name.unicodeScalars.first, CharacterSetASCII.isUppercase(first) else { return false }
        guard let info = context.index.type([name]) else { return true }
        return info.conforms(to: "View") && info.members(named: "_printChanges").isEmpty
    }

    /// Wraps the whole statement holding the call in `#if DEBUG` when it stands on its own lines.
    static func guardFix(_ call: NodeID, _ context: RuleContext) -> Fix? {
        let tree = context.tree
        var statement = call
        while let parent = context.views.parent(statement) {
            let k = tree.kind(parent)
            if k == .codeBlock || k == .closureExpr || k == .accessorBlock || k == .sourceFile { break }
            statement = parent
        }
        let range = tree.range(statement)
        let source = tree.source
        var lineStart = range.lowerBound
        while lineStart > 0 && source[lineStart - 1] != 0x0A && source[lineStart - 1] != 0x0D { lineStart -= 1 }
        guard source[lineStart..<range.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        var lineEnd = range.upperBound
        while lineEnd < source.count && (source[lineEnd] == 0x20 || source[lineEnd] == 0x09) { lineEnd += 1 }
        guard lineEnd >= source.count || source[lineEnd] == 0x0A || source[lineEnd] == 0x0D else { return nil }
        let indent = String(decoding: source[lineStart..<range.lowerBound], as: UTF8.self)
        return Fix(title: "guard the call with '#if DEBUG'", edits: [
            Edit(range: lineStart..<lineStart, replacement: "\(indent)#if DEBUG\n"),
            Edit(range: lineEnd..<lineEnd, replacement: "\n\(indent)#endif"),
        ], applicability: .safe)
    }
}
