import SwiftLexer

/// One `@Entry var name[: Type] = default` in an extension of `EnvironmentValues`,
/// `Transaction`, `ContainerValues` or `FocusedValues`, with what its default evaluates to.
struct EntryDefault {
    let decl: NodeID
    let binding: NodeID
    let name: String
    let value: NodeID
    let type: NodeID?
    let container: String
    let verdict: Verdict

    static let containers: Set<String> = ["EnvironmentValues", "Transaction", "ContainerValues", "FocusedValues"]

    static func find(in context: RuleContext) -> [EntryDefault] {
        let tree = context.tree
        var out: [EntryDefault] = []
        for item in tree.items(tree.root) where tree.kind(item) == .extensionDecl {
            guard let type = tree.extendedType(item), let path = tree.typePath(type), let last = path.last,
                  containers.contains(last), path.count == 1 || path.first == "SwiftUI" else { continue }
            for member in tree.members(item) where tree.kind(member) == .variableDecl && tree.hasAttribute(member, "Entry") {
                for binding in tree.children(member, .patternBinding) {
                    guard let name = tree.bindingName(binding), let value = tree.initializerValue(binding) else { continue }
                    let annotation = tree.annotatedType(binding)
                    let verdict = context.evaluator.evaluate(tree, value, expectedType: annotation.map { tree.compactText($0) })
                    out.append(EntryDefault(decl: member, binding: binding, name: name, value: value, type: annotation,
                                            container: last, verdict: verdict))
                }
            }
        }
        return out
    }

    /// The readers of the key, one per view and file, sorted by path and line.
    func readers(_ context: RuleContext) -> [EnvironmentRead] {
        var seen = Set<String>()
        return context.index.readers(of: name).filter { seen.insert("\($0.reader)|\($0.path)").inserted }
    }

    /// Which readers still reach the default when the project injects the key
    /// (`EnvironmentFlow`); nil when nothing outside previews injects it, or for the
    /// containers other than `EnvironmentValues`, which have no injection to look for.
    func coverage(_ context: RuleContext) -> EnvironmentFlow.Coverage? {
        guard container == "EnvironmentValues" else { return nil }
        return context.index.environmentFlow.coverage(of: name, readers: readers(context))
    }

    /// The end of a finding's first line: who pays for the new value on every read.
    func consequence(_ coverage: EnvironmentFlow.Coverage?, _ context: RuleContext) -> String {
        guard let coverage else { return "every reader of '\(name)' re-evaluates" }
        if coverage.uncovered.isEmpty {
            let whereReached = coverage.inPreviews.isEmpty ? "outside those subtrees" : "in previews"
            return "'\(name)' is injected above every reader the project shows, so only views \(whereReached) reach it"
        }
        let total = readers(context).count
        let verb = coverage.uncovered.count == 1 ? "is not below its injection and re-evaluates" : "are not below its injection and re-evaluate"
        return "\(coverage.uncovered.count) of \(total) readers of '\(name)' \(verb)"
    }

    /// `read by 3 views: TrailRow (Sources/TrailRow.swift:7), …` — which views fall back on this
    /// default; when the project injects the key, who injects it and which readers still reach
    /// the default (outside the injected subtrees, in previews).
    func readersNote(_ context: RuleContext) -> Note {
        readersNotes(context)[0]
    }

    func readersNotes(_ context: RuleContext) -> [Note] {
        let unique = readers(context)
        guard !unique.isEmpty else {
            return [Note(message: "no scanned view reads '\(name)'; every view that reads it later pays the same cost")]
        }
        func list(_ reads: [EnvironmentRead]) -> String {
            let shown = reads.prefix(3).map { "\($0.reader) (\($0.path):\($0.line))" }.joined(separator: ", ")
            return shown + (reads.count > 3 ? ", and \(reads.count - 3) more" : "")
        }
        func places(_ reads: [EnvironmentRead]) -> [Note.Place] {
            reads.map { Note.Place(label: "'\(name)' read by \($0.reader)", path: $0.path, location: SourceLocation(line: $0.line, column: 1)) }
        }
        guard let coverage = coverage(context) else {
            let noun = unique.count == 1 ? "view" : "views"
            return [Note(message: "read by \(unique.count) \(noun): \(list(unique))", places: places(unique))]
        }
        let injectors = coverage.injectors.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            + (coverage.injectors.count > 3 ? ", and \(coverage.injectors.count - 3) more" : "")
        var notes: [Note] = []
        if coverage.uncovered.isEmpty {
            let readers = unique.count == 1 ? "its only reader" : "all \(unique.count) readers"
            notes.append(Note(message: "injected by \(injectors) above \(readers): \(list(unique))", places: places(unique)))
        } else {
            notes.append(Note(message: "injected by \(injectors); the default is still reached outside the injected views by \(list(coverage.uncovered))",
                              places: places(coverage.uncovered)))
        }
        if !coverage.inPreviews.isEmpty {
            notes.append(Note(message: "previews reach the default through \(list(coverage.inPreviews))", places: places(coverage.inPreviews)))
        }
        return notes
    }

    /// The stored global that replaces a default: `defaultThumbnailRepository`.
    func hoistedName(_ context: RuleContext) -> String {
        let base = "default" + name.prefix(1).uppercased() + name.dropFirst()
        var candidate = base
        var k = 2
        while context.index.global(candidate) != nil || context.index.hasGlobal(named: candidate) {
            candidate = base + "\(k)"
            k += 1
        }
        return candidate
    }

    /// Unsafe fix: move the default into a stored global evaluated once, and read that.
    func hoistFix(_ context: RuleContext, title: String) -> Fix {
        let tree = context.tree
        let global = hoistedName(context)
        // Insert before the extension (or the `#if` holding it), at the start of its line.
        var anchor = decl
        while let parent = context.views.parent(anchor), tree.kind(parent) != .sourceFile { anchor = parent }
        let anchorStart = tree.range(anchor).lowerBound
        var lineStart = anchorStart
        while lineStart > 0 && tree.source[lineStart - 1] != 0x0A && tree.source[lineStart - 1] != 0x0D { lineStart -= 1 }
        let indent = String(decoding: tree.source[lineStart..<anchorStart].filter { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let annotation = type.map { ": " + tree.text($0) } ?? ""
        // A global `let` of a type not known to be Sendable does not compile in Swift 6 mode.
        let isolation = hoistedTypeIsSendable(context) ? "" : "nonisolated(unsafe) "
        let declaration = "\(indent)\(isolation)private let \(global)\(annotation) = \(tree.text(value))\n\n"
        return Fix(title: title, edits: [
            Edit(range: lineStart..<lineStart, replacement: declaration),
            Edit(range: tree.range(value), replacement: global),
        ], applicability: .unsafe)
    }

    /// The annotated type, or the type a `T(…)` default constructs, is known to be `Sendable`.
    func hoistedTypeIsSendable(_ context: RuleContext) -> Bool {
        let tree = context.tree
        let resolver = context.resolver(at: decl)
        if let type { return Sendability.isKnownSendable(typeText: tree.compactText(type), resolver) }
        let v = tree.unwrapped(value)
        guard tree.kind(v) == .callExpr, let callee = tree.callee(v) else { return false }
        let c = tree.unwrapped(callee)
        guard tree.kind(c) == .identifierExpr || tree.kind(c) == .memberAccessExpr,
              let path = resolver.typePath(fromText: tree.compactText(c)), resolver.type(path) != nil
                || SDKCatalog.sendableValueTypes.contains(path.last ?? "") else { return false }
        return Sendability.isKnownSendable(path: path, resolver)
    }
}
