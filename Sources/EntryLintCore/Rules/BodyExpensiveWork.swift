/// `body_expensive_work`: formatters, synchronous I/O and decoding in view-building code.
/// Documentation: `info.documentation` (`entrylint explain body_expensive_work`).
public enum BodyExpensiveWork: LintRule {
    public static let info = RuleInfo(
        id: "body_expensive_work",
        defaultSeverity: .warning,
        category: .performance,
        summary: "Costly work (a new formatter, file or network I/O, decoding) is repeated on every view evaluation.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports, in view-building code (`body`, `@ViewBuilder` code, content closures): a \
            formatter, decoder or regular expression created and used there (`DateFormatter()`, \
            `NumberFormatter()`, `ISO8601DateFormatter()`, `JSONDecoder()`, `NSRegularExpression(…)`, \
            …: a local, the receiver of a call, or `Text(_:formatter:)`'s argument); synchronous file \
            or network reads (`Data(contentsOf:)`, `String(contentsOf:)`, `UIImage(contentsOfFile:)`, \
            `NSImage(contentsOf:)`, `FileManager.default.contentsOfDirectory(…)`…); decoding \
            (`.decode(T.self, from:)`, `JSONSerialization.jsonObject(with:)`, `try Regex(…)`, an \
            image from its encoded bytes: `UIImage(data:)`, `NSImage(data:)`, `CIImage(data:)`). \
            Work in actions and callbacks (`.task`, `.onAppear`, `Button` actions) and in \
            `static let` properties is not reported, nor is the code of a view (or view modifier) \
            that nothing in the project constructs outside previews: its body never runs in the \
            app. A formatter handed to a child view is `body_fresh_object`'s.
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
        defaultProfileEvidence: "the view re-evaluates more often than once a second (a timer, a drag, scrolling, a TimelineView), as the change model finds by owner (not in a sheet's, popover's or alert's content, built only while presented, when what drives the presenting view has stopped; and not, outside such content, from state only that content writes, a drag in a full-screen cover, which drives the rest only while it covers it), or, for a file read or a decode (an image from its bytes, JSON) of what the view holds in its own state (a photo just picked, not a model's or a row's stored data), on every keystroke of a text field bound to state the view reads (in its body, in a view it hands the binding to, or through an object it observes), or the work is repeated for every row of a collection that changes while shown (not an image decoded from its bytes: a row re-evaluates when its own element changes), or, for a file read or a locale-loading formatter, the view is built once per row of a `ForEach` or `List` anywhere in the project (its body runs for every row as the rows are built and scroll in); a formatter must be one that loads locale patterns (`DateFormatter`, `NumberFormatter` and the other ICU formatters, not `ByteCountFormatter` or the unit formatters)",
        triggeringExamples: [
            """
            struct V: View {
                let date: Date
                var body: some View {
                    let formatter = ↓DateFormatter()
                    Text(formatter.string(from: date))
                }
            }
            struct Screen: View {
                var body: some View { V(date: .now) }
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
            struct Screen: View {
                let url: URL
                var body: some View { V(url: url) }
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
            """
            struct Unused: View {
                let date: Date
                var body: some View {
                    let formatter = DateFormatter()   // nothing constructs Unused
                    Text(formatter.string(from: date))
                }
            }
            """,
        ])

    enum Message {
        case work(Work, place: Place)

        /// Where the work is, which decides the advice.
        enum Place {
            case view
            /// A widget's view: it is rendered once per timeline entry and never runs '.task', so
            /// the work belongs in the timeline provider.
            case widget
            /// A local nothing reads: the work is for nothing.
            case unusedLocal(name: String)
        }

        var text: String {
            switch self {
            case let .work(work, .unusedLocal(name)):
                return "\(Self.head(work)), and nothing reads '\(name)'; delete it"
            case let .work(.decoder(type), .widget):
                return "'\(type)()' creates a decoder on every render of the widget's view; decode in the timeline provider and pass the result in the entry"
            case let .work(.io(expression), .widget):
                return "'\(expression)' reads synchronously on every render of the widget's view; load it in the timeline provider and pass the result in the entry"
            case let .work(.decoding(expression), .widget):
                return "'\(expression)' decodes on every render of the widget's view; decode in the timeline provider and pass the result in the entry"
            case let .work(.formatter(type), _):
                return "'\(type)()' creates a formatter on every evaluation of the body, and formatters are expensive to create; keep one in a 'static let', or use format styles ('Text(value, format: …)', '.formatted(…)')"
            case let .work(.decoder(type), _):
                return "'\(type)()' creates a decoder on every evaluation of the body; decode once in the model or in '.task', and keep the decoder in a 'static let'"
            case let .work(.regex(expression), _):
                return "'\(expression)' compiles a regular expression on every evaluation of the body; compile it once in a 'static let', or use a regex literal"
            case let .work(.io(expression), _):
                return "'\(expression)' reads synchronously on every evaluation of the body, blocking the main thread; load it in the model or in '.task' and keep the result in state"
            case let .work(.decoding(expression), _):
                return "'\(expression)' decodes on every evaluation of the body; decode once in the model or in '.task' and keep the result"
            }
        }

        /// What the work does, for a local nobody reads.
        static func head(_ work: Work) -> String {
            switch work {
            case let .formatter(type): return "'\(type)()' creates a formatter on every evaluation of the body"
            case let .decoder(type): return "'\(type)()' creates a decoder on every evaluation of the body"
            case let .regex(expression): return "'\(expression)' compiles a regular expression on every evaluation of the body"
            case let .io(expression): return "'\(expression)' reads synchronously on every evaluation of the body"
            case let .decoding(expression): return "'\(expression)' decodes on every evaluation of the body"
            }
        }
    }

    typealias Work = ExpensiveWork.Work

    public static let triggers = Array(SDKCatalog.formatterTypes.union(SDKCatalog.decoderTypes).union(SDKCatalog.regexTypes)) + [
        "contentsOf", "contentsOfFile", "contentsOfURL", "FileManager", "decode", "Regex", "JSONSerialization",
        "PropertyListSerialization", "UIImage", "NSImage", "CIImage",
    ]

    /// Which views the project constructs (`ConstructionLabels`, kept with the view inputs).
    public static let summaryFacts: SummaryFacts = SummaryFacts([.varyingInputs]).union(ChangeModel.summaryFacts)

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        let views = context.views
        context.visit([.callExpr]) { node in
            guard views.isViewBuilding(node), let work = ExpensiveWork.work(context, node),
                  let owner = EnclosingType.of(node, context), !ViewConstruction.isNeverConstructed(owner, context) else { return }
            // `JSONDecoder().decode(…)`: one finding, the decoding call's.
            if case .decoder = work, let parent = outerParent(context, node), tree.kind(parent) == .memberAccessExpr,
               let call = views.parent(parent), tree.kind(call) == .callExpr, ExpensiveWork.work(context, call) != nil { return }
            // Default only where it runs often: a view that re-evaluates more often than once a
            // second, a `TimelineView`, or rows of a collection that changes.
            let path: [String]? = tree.kind(owner) == .extensionDecl ? tree.extendedType(owner).flatMap { tree.typePath($0) } : tree.declName(owner).map { [$0] }
            let view = path.flatMap { context.resolver(at: node).type($0) }
            // Not on every tap: an image decoded in a view that re-evaluates on the user's actions
            // was judged worth a change 7 times in 28 on unseen apps (small icons and avatars,
            // screens rarely re-evaluated); the right ones re-evaluated per keystroke or per frame,
            // and per keystroke is asked below (`ChangeModel.keystrokeEvaluation`).
            // Nor for each row of a changing list: a row re-evaluates when its own element
            // changes, not whenever the list does (1 of 7 such image decodes judged worth it).
            let decodesImage = tree.calleeName(node).map { SDKCatalog.imageDecodingTypes.contains($0) } ?? false
            // Per keystroke is often enough for a read or a decode, not for a formatter: a body
            // that decodes a photo while the user types its caption decodes it per character.
            var costly = false
            switch work {
            case .io, .decoding: costly = true
            default: break
            }
            // And only for what the view holds itself (a photo just picked): what it reads from a
            // model or a row is mostly stored small (`DecodedInput`).
            let perKeystroke = costly ? ChangeModel.keystrokeEvaluation(at: node, of: view, decl: owner, context) : nil
            let heldInput = perKeystroke != nil && view.map { DecodedInput.isHeldState(node, of: $0, context) } == true
            // A file read or a locale-loading formatter in a view built once per row (in any file)
            // is repeated for every row as they are built and scroll in (judged worth a change 4
            // times in 4 on unseen apps: a relative-date formatter per score row, a chat image
            // read from disk per message). Not an image decoded from its bytes: thumbnails
            // stored small (1 of 7).
            var perRowWork = false
            switch work {
            case .io: perRowWork = true
            case let .formatter(type): perRowWork = SDKCatalog.costlyFormatterTypes.contains(type)
            default: break
            }
            let evidence = ChangeModel.frequentEvaluation(at: node, of: view, context)
                ?? (heldInput ? perKeystroke : nil)
                ?? (decodesImage ? nil : ChangeModel.changingRows(around: node, context))
                ?? (perRowWork ? ChangeModel.builtPerRow(view, context.project) : nil)
            // Without evidence, say what was looked for: a finding without a reason for its
            // profile read as a claim left unexplained (judged so on an unseen app).
            var notes: [Note]
            if let evidence {
                notes = [Note(message: evidence.note)]
            } else if let perKeystroke {
                notes = [Note(message: perKeystroke.note + "; but what it reads is not what the view holds itself (a model's or a row's data, mostly stored small)")]
            } else if decodesImage, let rows = ChangeModel.changingRows(around: node, context) {
                notes = [Note(message: rows.note + "; but a row re-evaluates when its own element changes, not whenever the list does")]
            } else {
                notes = [Note(message: "nothing the project shows re-evaluates this code about once a second or more (a timer, a drag, a stream of events) or repeats it over the rows of a collection that changes")]
            }
            // A light formatter (`ByteCountFormatter`) made often costs microseconds: the saving
            // is not worth a warning.
            var light = false
            if case let .formatter(type) = work, !SDKCatalog.costlyFormatterTypes.contains(type) {
                light = true
                if evidence != nil { notes.append(Note(message: "\(MessageLine.article(before: type)) '\(type)' is light to create (no locale patterns to load): making it often costs little")) }
            }
            context.report(info, node, Message.work(work, place: place(of: node, context)).text,
                           notes: notes, profile: evidence == nil || light ? .audit : .standard)
        }
    }

    static func place(of work: NodeID, _ context: RuleContext) -> Message.Place {
        if let name = UnreadLocal.name(initializedBy: work, context) { return .unusedLocal(name: name) }
        return isWidgetFile(context) ? .widget : .view
    }

    /// Widget views are rendered from timeline entries: in a widget extension, or in a file that
    /// declares the widget or its timeline provider.
    static func isWidgetFile(_ context: RuleContext) -> Bool {
        if context.project.isInWidgetExtension(file: context.file) { return true }
        let widgetProtocols: Set<String> = ["Widget", "WidgetBundle", "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider"]
        return context.nodes(.structDecl, .classDecl, .enumDecl, .extensionDecl).contains { decl in
            context.tree.inheritedNames(decl).contains { widgetProtocols.contains($0) }
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
