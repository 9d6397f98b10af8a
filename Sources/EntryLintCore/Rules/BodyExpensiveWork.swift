/// `body_expensive_work`: formatters, synchronous I/O and decoding in view-building code.
/// Documentation: `info.documentation` (`entrylint explain body_expensive_work`).
public enum BodyExpensiveWork: LintRule {
    public static let info = RuleInfo(
        id: "body_expensive_work",
        defaultSeverity: .warning,
        summary: "Costly work (a new formatter, file or network I/O, decoding) is repeated on every view evaluation.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports, in view-building code (`body`, `@ViewBuilder` code, content closures): a \
            formatter, decoder or regular expression created and used there (`DateFormatter()`, \
            `NumberFormatter()`, `ISO8601DateFormatter()`, `JSONDecoder()`, `NSRegularExpression(…)`, \
            …: a local, the receiver of a call, or `Text(_:formatter:)`'s argument); synchronous file \
            or network reads (`Data(contentsOf:)`, `String(contentsOf:)`, `UIImage(contentsOfFile:)`, \
            `NSImage(contentsOf:)`, `FileManager.default.contentsOfDirectory(…)`…); decoding \
            (`.decode(T.self, from:)`, `JSONSerialization.jsonObject(with:)`, `try Regex(…)`). \
            Work in actions and callbacks (`.task`, `.onAppear`, `Button` actions) and in \
            `static let` properties is not reported. A formatter handed to a child view is \
            `body_fresh_object`'s.
            """,
            whyIsThisBad: """
            SwiftUI evaluates `body` whenever a dependency changes: while scrolling, animating or \
            typing that can be many times per second, and each evaluation must finish within a \
            frame. Creating a formatter loads locale data; reading a file or the network blocks the \
            main thread; decoding parses the whole payload. Done in `body`, the cost is paid again \
            on every evaluation, multiplied by the number of rows, and shows up as hitches.
            """,
            example: """
            var body: some View {
                let formatter = DateFormatter()
                let data = try? Data(contentsOf: fileURL)
                Text(formatter.string(from: item.date))
            }
            """,
            useInstead: """
            private static let formatter: DateFormatter = { let f = DateFormatter(); f.dateStyle = .medium; return f }()

            var body: some View {
                Text(item.date, format: .dateTime.day().month())   // or Self.formatter
                    .task { data = try? await load(fileURL) }       // I/O belongs to the model or .task
            }
            """,
            fixSafety: "No automatic fix: where the work belongs (a static, the model, `.task`) depends on the code."),
        triggeringExamples: [
            """
            struct V: View {
                let date: Date
                var body: some View {
                    let formatter = ↓DateFormatter()
                    Text(formatter.string(from: date))
                }
            }
            """,
            """
            struct V: View {
                let url: URL
                var body: some View {
                    let text = (try? ↓String(contentsOf: url)) ?? ""
                    Text(text)
                    Text(↓NumberFormatter().string(for: 3) ?? "")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct V: View {
                static let formatter = DateFormatter()
                let date: Date
                @State private var text = ""
                var body: some View {
                    Text(Self.formatter.string(from: date))
                        .task { text = (try? String(contentsOf: URL(fileURLWithPath: "/tmp/a"))) ?? "" }
                        .onAppear { _ = DateFormatter() }
                }
            }
            """,
        ])

    enum Work {
        case formatter(type: String)
        case decoder(type: String)
        case regex(expression: String)
        case io(expression: String)
        case decoding(expression: String)
    }

    enum Message {
        case work(Work)

        var text: String {
            switch self {
            case let .work(.formatter(type)):
                return "'\(type)()' creates a formatter on every evaluation of the body, and formatters are expensive to create; keep one in a 'static let', or use format styles ('Text(value, format: …)', '.formatted(…)')"
            case let .work(.decoder(type)):
                return "'\(type)()' creates a decoder on every evaluation of the body; decode once in the model or in '.task', and keep the decoder in a 'static let'"
            case let .work(.regex(expression)):
                return "'\(expression)' compiles a regular expression on every evaluation of the body; compile it once in a 'static let', or use a regex literal"
            case let .work(.io(expression)):
                return "'\(expression)' reads synchronously on every evaluation of the body, blocking the main thread; load it in the model or in '.task' and keep the result in state"
            case let .work(.decoding(expression)):
                return "'\(expression)' decodes on every evaluation of the body; decode once in the model or in '.task' and keep the result"
            }
        }
    }

    static let formatterTypes: Set<String> = [
        "DateFormatter", "NumberFormatter", "MeasurementFormatter", "ByteCountFormatter", "ISO8601DateFormatter",
        "RelativeDateTimeFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
        "PersonNameComponentsFormatter", "ListFormatter", "LengthFormatter", "MassFormatter", "EnergyFormatter",
    ]
    static let decoderTypes: Set<String> = ["JSONDecoder", "PropertyListDecoder"]
    static let regexTypes: Set<String> = ["NSRegularExpression", "NSDataDetector"]
    /// `Type(contentsOf…:)` initializers that read a file or URL.
    static let readingTypes: Set<String> = ["Data", "String", "NSString", "NSData", "UIImage", "NSImage", "NSDictionary", "NSArray"]
    static let readingLabels: Set<String> = ["contentsOf", "contentsOfFile", "contentsOfURL"]
    /// `FileManager` reads and directory listings.
    static let fileManagerReads: Set<String> = [
        "contents", "contentsOfDirectory", "subpathsOfDirectory", "subpaths", "enumerator", "attributesOfItem",
    ]

    public static let triggers = Array(formatterTypes.union(decoderTypes).union(regexTypes)) + [
        "contentsOf", "contentsOfFile", "contentsOfURL", "FileManager", "decode", "Regex", "JSONSerialization",
        "PropertyListSerialization",
    ]

    public static let summaryFacts: SummaryFacts = []

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        context.visit([.callExpr]) { node in
            guard views.isViewBuilding(node), let work = work(context, node),
                  EnclosingType.of(node, context) != nil else { return true }
            // `JSONDecoder().decode(…)`: one finding, the decoding call's.
            if case .decoder = work, let parent = outerParent(context, node), tree.kind(parent) == .memberAccessExpr,
               let call = views.parent(parent), tree.kind(call) == .callExpr, self.work(context, call) != nil { return true }
            context.report(info, node, Message.work(work).text)
            return true
        }
    }

    /// Whether this rule reports the construction at `node` (so `body_fresh_object` does not):
    /// a formatter, decoder or regular expression created and used in view-building code, or an
    /// immediately-invoked closure there that creates one.
    static func claims(_ context: RuleContext, _ node: NodeID) -> Bool {
        let tree = context.tree
        let e = tree.unwrapped(node)
        guard tree.kind(e) == .callExpr, context.views.isViewBuilding(e) else { return false }
        if let callee = tree.callee(e), tree.kind(callee) == .closureExpr {
            var found = false
            tree.walk(callee) { n in
                if !found, tree.kind(n) == .callExpr, context.views.isViewBuilding(n), let w = work(context, n) {
                    if case .io = w {} else if case .decoding = w {} else { found = true }
                }
                return !found
            }
            return found
        }
        guard let w = work(context, e) else { return false }
        if case .io = w { return false }
        if case .decoding = w { return false }
        return true
    }

    /// The costly work a call in view-building code does, if any.
    static func work(_ context: RuleContext, _ call: NodeID) -> Work? {
        let tree = context.tree
        guard var callee = tree.callee(call) else { return nil }
        if tree.kind(callee) == .genericSpecializationExpr, let inner = tree.child(callee, at: 0) { callee = inner }
        switch tree.kind(callee) {
        case .identifierExpr:
            guard let n = tree.child(callee, .name) else { return nil }
            let name = tree.identifier(n)
            // Names first: resolving every call's name (`Text`, `VStack`, …) was most of this
            // rule's cost, and only these names can be work.
            guard formatterTypes.contains(name) || decoderTypes.contains(name) || regexTypes.contains(name)
                    || name == "Regex" || readingTypes.contains(name) else { return nil }
            // A project type of that name is not Foundation's.
            if context.index.type([name])?.kind != nil { return nil }
            let args = tree.arguments(call)
            if formatterTypes.contains(name) { return usedInPlace(context, call) ? .formatter(type: name) : nil }
            if decoderTypes.contains(name) { return usedInPlace(context, call) ? .decoder(type: name) : nil }
            if regexTypes.contains(name) { return usedInPlace(context, call) ? .regex(expression: context.quote(call)) : nil }
            if name == "Regex", let first = args.first, first.label == nil, tree.kind(tree.unwrapped(first.value)) == .stringLiteral {
                return .regex(expression: context.quote(call))
            }
            if readingTypes.contains(name), let label = args.first?.label, readingLabels.contains(label) {
                return .io(expression: context.quote(call))
            }
            return nil
        case .memberAccessExpr:
            guard let n = tree.child(callee, .name), let base = tree.child(callee, at: 0), base != n else { return nil }
            let name = tree.identifier(n)
            guard fileManagerReads.contains(name) || name == "decode" || name == "jsonObject" || name == "propertyList" else { return nil }
            let args = tree.arguments(call)
            let baseText = tree.compactText(base)
            if fileManagerReads.contains(name), baseText == "FileManager.default" || baseText == "FileManager()" {
                if name == "contents" && args.first?.label != "atPath" { return nil }
                return .io(expression: context.quote(call))
            }
            if name == "decode", args.count >= 2, args[0].label == nil, isMetatype(tree, args[0].value),
               args.contains(where: { $0.label == "from" }) {
                return .decoding(expression: context.quote(call))
            }
            if (baseText == "JSONSerialization" && name == "jsonObject")
                || (baseText == "PropertyListSerialization" && name == "propertyList") {
                return .decoding(expression: context.quote(call))
            }
            return nil
        default:
            return nil
        }
    }

    /// `T.self`.
    static func isMetatype(_ tree: SyntaxTree, _ e: NodeID) -> Bool {
        let e = tree.unwrapped(e)
        guard tree.kind(e) == .memberAccessExpr, let n = tree.child(e, .name) else { return false }
        return tree.identifier(n) == "self"
    }

    /// The construction is used where it is made: a local's value, the receiver of a call, or
    /// the `formatter:` argument of `Text`/`TextField`. Handed to a project view, it is an object
    /// the child receives (`body_fresh_object`).
    static func usedInPlace(_ context: RuleContext, _ construction: NodeID) -> Bool {
        let tree = context.tree
        var child = construction
        guard var p = context.views.parent(construction) else { return false }
        while [.tryExpr, .awaitExpr, .forceUnwrapExpr, .optionalChainingExpr].contains(tree.kind(p)),
              let next = context.views.parent(p) {
            child = p
            p = next
        }
        switch tree.kind(p) {
        case .initializer:
            return context.views.parent(p).map { tree.kind($0) == .patternBinding } ?? false
        case .memberAccessExpr:
            return tree.child(p, at: 0) == child
        case .argument:
            guard let call = context.views.parent(p), tree.kind(call) == .callExpr,
                  let viewName = tree.calleeName(call), viewName == "Text" || viewName == "TextField",
                  tree[p].flags.contains(.labeled), let label = tree.child(p, .name) else { return false }
            return tree.identifier(label) == "formatter"
        default:
            return false
        }
    }

    /// The parent above `try`/`!`/`?` wrappers.
    static func outerParent(_ context: RuleContext, _ node: NodeID) -> NodeID? {
        var p = context.views.parent(node)
        while let q = p, [.tryExpr, .awaitExpr, .forceUnwrapExpr, .optionalChainingExpr].contains(context.tree.kind(q)) {
            p = context.views.parent(q)
        }
        return p
    }
}
