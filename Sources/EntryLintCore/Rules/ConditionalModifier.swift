/// `conditional_modifier`: the `.if(condition) { $0… }` pattern and its calls.
/// Documentation: `info.documentation` (`entrylint explain conditional_modifier`).
public enum ConditionalModifier: LintRule {
    public static let info = RuleInfo(
        id: "conditional_modifier",
        defaultSeverity: .warning,
        category: .correctness,
        summary: "A View extension applies a modifier under a Bool through if/else, changing the view's identity.",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports a `View` extension method marked `@ViewBuilder` that applies a modifier only when a \
            `Bool` is true through `if`/`else` (the `.if(condition) { $0.padding() }` helper, whatever \
            its name), and every call of such a method whose condition can change while the app \
            runs. A condition fixed for the run (a literal, a parameter left at its default, \
            `#available`, a `static let`, a device idiom or platform check, a type test) never \
            flips the branches, so such calls are not reported. Nor are conditions fixed for one \
            view identity: a stored property of the view that no construction in the project passes \
            a changing value (only literals, or nothing: its default; a required one only when the \
            project is seen making the view), whose explicit initializers store only literals or \
            such labelled parameters, and that nothing else assigns; a labelled parameter of the \
            function around the call that no call passes a changing value, also when it is passed \
            on from another function's parameter (`tappable(menu: false)` → `Tappable(menu: menu)`); \
            a chain of `let`s of a `@StateObject` (or a `@State` holding a class), which the view \
            keeps for its whole life (`model.screen.kind`); an `@Environment(\\.key)` value of a project key that is never set, \
            or only to literals (`.environment(\\.isWidget, true)`); the row index of a `ForEach` over \
            `indices` or a range, where the index *is* the row's identity (not the offset of \
            `enumerated()` rows identified by their element), also through a helper method only such \
            rows call. Calls in a widget extension (a module declaring a `Widget` or `WidgetBundle`) \
            are not reported: widget views are archived snapshots that keep no state. A declaration \
            is reported only when at least one call in the project, in any file, can flip. Calls in \
            previews and tests do not count unless `"previews": true`. Profiles: a call is in the \
            default profile when the content it wraps holds state a flip resets (a scroll position, \
            text input, rows holding state, navigation, a transition, a project view or view \
            modifier with `@State` the app writes, also applied through the project's own `View` \
            helpers: `.editableCard(…)` → `.jiggle(…)` → `modifier(Jiggle(…))`), named in a note, and the change model shows the condition flipping while the view is shown \
            (a note names the write): it reads the view's own `@State`-like property, a `@Binding`, \
            or a property of an object the view holds, written after the view appears (directly or \
            through the view's computed properties), or an environment size class (resizing, split \
            view, rotation) or project key injected from the injecting view's state written after it \
            appears. A condition with no such evidence (a plain input such as `editable`, a \
            preference only another screen sets, another environment value, a function of inputs) \
            flips, if ever, while another screen is shown. A call on leaf \
            content merely restyles it, a helper that can render nothing (`if !remove { \
            self.hidden() }`, as in `.isHidden(x, remove: true)`) includes or removes the view as an \
            `if` would: these are in the audit profile. The declaration, where the cause is mended, \
            is in the default profile when at least one of its calls is (a note names it), and in \
            the audit profile otherwise.
            """,
            whyIsThisBad: """
            The two branches of an `if` in a view builder are different views with different \
            identities. Toggling the condition makes SwiftUI destroy one and create the other: the view \
            loses its state (text being edited, scroll position, `@State`) and transitions replace \
            animations.
            """,
            example: """
            extension View {
                @ViewBuilder func `if`<C: View>(_ condition: Bool, transform: (Self) -> C) -> some View {
                    if condition { transform(self) } else { self }
                }
            }

            Text(title).if(isSelected) { $0.bold() }
            """,
            useInstead: """
            Text(title)
                .fontWeight(isSelected ? .bold : .regular)
                .opacity(isVisible ? 1 : 0)
            """,
            fixSafety: "No automatic fix: each call needs a modifier that takes the condition as an argument."),
        auditCases: "the wrapped content holds no state a flip resets, nothing shows the condition flipping while the view is shown (no state, binding or observed property it reads is written after the view appears), or the helper can render nothing (it includes or removes the view); a finding on the declaration itself when none of its calls is a default warning",
        triggeringExamples: [
            """
            extension View {
                @ViewBuilder func ↓highlighted(_ isOn: Bool) -> some View {
                    if isOn { self.background(Color.yellow) } else { self }
                }
            }
            struct V: View {
                let on: Bool
                var body: some View { Text("a").↓highlighted(on) }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct V: View {
                let on: Bool
                var body: some View { Text("a").opacity(on ? 1 : 0) }
            }
            """,
            """
            extension View {
                @ViewBuilder func card() -> some View {
                    if #available(iOS 17, *) { self.padding() } else { self }
                }
            }
            """,
        ])

    enum Message {
        case declaration(name: String)
        /// Both branches apply a modifier (`.inspector(…)` or `.sheet(…)`): it picks one of two.
        case choice(name: String, first: String, second: String)
        case call(name: String, condition: String, reason: BodyImpact.Reason?)

        var text: String {
            switch self {
            case let .declaration(name):
                return MessageLine.fit("'\(name)' applies a modifier only when a Bool is true, through if/else: toggling it swaps the view for a different one, losing its state")
            case let .choice(name, first, second):
                return MessageLine.fit("'\(name)' picks '.\(first)' or '.\(second)' through if/else: when the Bool toggles, the view is swapped for a different one, losing its state")
            case let .call(name, condition, reason):
                return MessageLine.fit("'.\(name)(\(condition))' wraps the view in an if/else: when it toggles, the view is replaced and loses its state and animations",
                                       reason.map { "; \($0.phrase)" })
            }
        }
    }

    enum Advice {
        case unconditional
        case declaredIn(String)
        /// The branches apply a style (`.buttonStyle(.borderedProminent)`): each style is its own
        /// type, so no conditional argument can choose between them.
        case style(modifier: String, declaredIn: String?)
        /// The branches present in two ways (`.inspector` or `.sheet`): both can be applied, each
        /// shown only in its own case.
        case presentations(first: String, second: String, declaredIn: String?)

        var text: String {
            switch self {
            case .unconditional:
                return "apply the modifier unconditionally with a conditional argument (e.g. '.opacity(isOn ? 1 : 0)', '.fontWeight(isBold ? .bold : .regular)')"
            case let .declaredIn(place):
                return "declared in \(place); apply the modifier unconditionally with a conditional argument (e.g. '.opacity(isOn ? 1 : 0)')"
            case let .presentations(first, second, place):
                let advice = "apply both '.\(first)(…)' and '.\(second)(…)' unconditionally, each with a binding that is true only in its own case (e.g. 'isPresented: useFirst ? $isShown : .constant(false)')"
                return place.map { "declared in \($0); " + advice } ?? advice
            case let .style(modifier, place):
                let advice = "styles are distinct types, so a conditional argument cannot pick one: apply '.\(modifier)(…)' once with a style of your own that reads the Bool in its 'makeBody', or keep the if/else where losing the state is fine"
                return place.map { "declared in \($0); " + advice } ?? advice
            }
        }
    }

    /// Modifiers that take a style protocol's value: `.buttonStyle(.bordered)` and
    /// `.buttonStyle(.borderedProminent)` are different types. (`foregroundStyle` takes a
    /// `ShapeStyle` value, which a ternary of colors can choose.)
    static let styleModifiers: Set<String> = [
        "buttonStyle", "listStyle", "pickerStyle", "toggleStyle", "textFieldStyle", "labelStyle", "menuStyle",
        "tabViewStyle", "navigationViewStyle", "navigationSplitViewStyle", "progressViewStyle", "datePickerStyle",
        "gaugeStyle", "indexViewStyle", "controlGroupStyle", "disclosureGroupStyle", "formStyle", "groupBoxStyle",
        "tableStyle", "labeledContentStyle", "textEditorStyle", "presentedWindowStyle", "windowStyle",
        "menuButtonStyle",
    ]

    /// The first style modifier applied under `node` (closures included).
    static func styleModifier(in node: NodeID, _ tree: SyntaxTree) -> String? {
        var found: String?
        tree.walk(node) { n in
            if tree.kind(n) == .callExpr, let name = tree.calleeName(n), styleModifiers.contains(name),
               let callee = tree.callee(n), tree.kind(callee) == .memberAccessExpr { found = name }
            return found == nil
        }
        return found
    }

    /// Declarations sit in `extension View`; calls name a project declaration (`projectTriggers`).
    public static let triggers = ["View"]

    /// A call is a member access: `.if(…)`, never a bare `if`, which would match every file.
    public static func projectTriggers(_ index: ProjectIndex) -> [String] { index.conditionalModifierNames.map { "." + $0 } }

    /// Callers of a declaration (`memberCalls`), the view inputs some file changes and the members read
    /// through a base (`RunFixedInputs`), preview-only declarations (`PreviewCode`).
    public static let summaryFacts: SummaryFacts = [.memberCalls, .varyingInputs, .memberUses, .previewUses, .observation]

    public static func check(_ context: RuleContext) {
        let tree = context.tree
        context.visit([.extensionDecl, .callExpr]) { node in
            switch tree.kind(node) {
            case .extensionDecl:
                guard let type = tree.extendedType(node), tree.typePath(type) == ["View"] else { return }
                for member in tree.members(node) where ConditionalModifierShape.matches(tree, member) {
                    guard let name = tree.child(member, .name), let calls = flippingCalls(of: member, context) else { continue }
                    let picked = ConditionalModifierShape.pickedModifiers(tree, member)
                    let advice = styleModifier(in: member, tree).map { Advice.style(modifier: $0, declaredIn: nil) }
                        ?? presentationAdvice(picked, declaredIn: nil) ?? .unconditional
                    let message = picked.map { Message.choice(name: signature(tree, member), first: $0.0, second: $0.1) }
                        ?? .declaration(name: signature(tree, member))
                    // The calls are what flip a view's identity, and each is reported where it
                    // holds state. The declaration is where the cause is mended: a default
                    // warning when some call is one (judged RIGHT with its calls, 8 of 8), else
                    // the audit profile's pointer to the cause.
                    var notes = [Note(message: advice.text)]
                    // The first call by path, then line (as numbers: line 9 before line 10).
                    func place(_ p: String) -> (Substring, Int) {
                        guard let i = p.lastIndex(of: ":") else { return (p[...], 0) }
                        return (p[..<i], Int(p[p.index(after: i)...]) ?? 0)
                    }
                    if let shown = calls.resetting.min(by: { place($0) < place($1) }) {
                        let more = calls.resetting.count > 1 ? " (and \(calls.resetting.count - 1) more)" : ""
                        notes.append(Note(message: "its call at \(shown)\(more) flips while the view is shown and resets the state it holds"))
                    }
                    context.report(info, name, message.text, notes: notes, profile: calls.resetting.isEmpty ? .audit : .standard)
                }
            case .callExpr:
                guard let call = flippingCall(node, context) else { return }
                let reason = BodyImpact.container(around: node, context)
                // A flip of leaf content that holds no state merely restyles it: the audit
                // profile's. Content with a scroll position, text input, rows or animations
                // loses them on every flip.
                let held = StatefulContent.stateHeld(in: node, context)
                var notes = [Note(message: advice(for: node, call.matches[0], context).text)]
                if let held { notes.insert(Note(message: "the content holds state that each flip resets: '\(held)'"), at: 0) }
                // A helper that can render nothing shows or removes the view, as an `if` would:
                // losing its state when it is removed is what was asked for.
                let includes = call.matches.allSatisfy(\.mayRenderNothing)
                if includes {
                    // No advice: keeping the view laid out (`.opacity`) is not what such a helper is for.
                    notes = [Note(message: "'\(call.text)' can render nothing, so it includes or removes the view like an 'if' around it; state lost on removal is expected")]
                    if let held { notes.append(Note(message: "the content holds state that removal resets: '\(held)'")) }
                }
                // A flip that nothing shows happening while the view is on screen (a plain input,
                // a preference another screen sets, an environment value) resets nothing the
                // user is looking at: the audit profile's, with what was looked for.
                let flips = ConditionFlip.evidence(call.condition, context)
                // As `resetsShownState`, from what the notes need anyway.
                let resets = held != nil && !includes && flips != nil
                if let flips {
                    notes.append(Note(message: "the condition flips while the view is shown: " + flips))
                } else if held != nil && !includes {
                    notes.append(Note(message: "nothing shows the condition changing while the view is shown: no state of the view, binding or observed property it reads is written after it appears"))
                }
                context.report(info, call.name, Message.call(name: call.text, condition: context.shortQuote(call.condition, limit: 34),
                                                             reason: reason).text,
                               notes: notes, profile: resets ? .standard : .audit)
            default:
                break
            }
        }
    }

    /// A style applied by the call's transform closures, or by the declaration's branches
    /// (read only when the declaration is in this file).
    static func advice(for call: NodeID, _ declaration: FunctionSignature, _ context: RuleContext) -> Advice {
        let tree = context.tree
        let place = "\(declaration.path):\(declaration.line)"
        for argument in tree.arguments(call) where tree.kind(argument.value) == .closureExpr {
            if let style = styleModifier(in: argument.value, tree) { return .style(modifier: style, declaredIn: place) }
        }
        if declaration.path == context.path {
            for decl in context.nodes(.functionDecl) where ConditionalModifierShape.matches(tree, decl) &&
                (context.line(decl) == declaration.line || tree.child(decl, .name).map(context.line) == declaration.line) {
                if let style = styleModifier(in: decl, tree) { return .style(modifier: style, declaredIn: place) }
                if let advice = presentationAdvice(ConditionalModifierShape.pickedModifiers(tree, decl), declaredIn: place) { return advice }
            }
        }
        return .declaredIn(place)
    }

    /// Presentation modifiers, which take a binding that says when they show.
    static let presentationModifiers: Set<String> = ["sheet", "inspector", "popover", "fullScreenCover", "alert", "confirmationDialog"]

    /// The advice for a helper whose two branches present in two ways (`.inspector` or `.sheet`).
    static func presentationAdvice(_ picked: (String, String)?, declaredIn place: String?) -> Advice? {
        guard let (first, second) = picked, presentationModifiers.contains(first), presentationModifiers.contains(second) else { return nil }
        return .presentations(first: first, second: second, declaredIn: place)
    }

    /// The argument a call passes for the parameter `signature`'s `if` tests, nil when the call
    /// leaves it at its default (arguments fill parameters in order, by label).
    static func conditionArgument(_ signature: FunctionSignature, _ args: [(label: String?, value: NodeID, trailing: Bool)]) -> NodeID? {
        var next = 0
        for arg in args where !arg.trailing {
            let label = arg.label ?? "_"
            guard next < signature.labels.count,
                  let j = signature.labels[next...].firstIndex(of: label) else { return nil }
            if j == signature.condition { return arg.value }
            next = j + 1
        }
        return nil
    }

    /// A call of a project conditional modifier whose condition can change while the app runs,
    /// outside preview and test code: a finding at the call, and what makes its declaration one.
    static func flippingCall(_ call: NodeID, _ context: RuleContext)
        -> (name: NodeID, text: String, condition: NodeID, matches: [FunctionSignature])? {
        let tree = context.tree
        guard let callee = tree.callee(call), tree.kind(callee) == .memberAccessExpr,
              tree.memberBase(callee) != nil,
              let n = tree.child(callee, .name) else { return nil }
        let name = tree.identifier(n)
        let signatures = context.resolver(at: call).conditionalModifiers(named: name)
        guard !signatures.isEmpty else { return nil }
        let args = tree.arguments(call)
        let labels = args.filter { !$0.trailing }.map { $0.label ?? "_" }
        // Every declaration the call can mean (several when names and labels repeat).
        let matches = signatures.filter { sig in
            args.count <= sig.labels.count && args.count >= sig.required && Array(sig.labels.prefix(labels.count)) == labels
        }
        guard !matches.isEmpty else { return nil }
        // A condition fixed for the whole run never flips the branches: identity is stable. A
        // condition left at its default is one too: a declaration whose tested parameter the call
        // does not pass cannot flip through it.
        let flipping = matches.compactMap { sig -> (FunctionSignature, NodeID)? in
            guard let argument = conditionArgument(sig, args),
                  !ConstantCondition.isConstant(argument, tree, context.index, leaf: { RunFixedInputs.isFixed($0, context) })
            else { return nil }
            return (sig, argument)
        }
        guard let condition = flipping.first?.1 else { return nil }
        // A widget's views are archived snapshots of a timeline entry: no state to lose.
        guard !context.project.isInWidgetExtension(file: context.file) else { return nil }
        guard !context.isPreviewOrTest(call) else { return nil }
        return (n, name, condition, flipping.map(\.0))
    }

    /// Whether the flipping call at `node` resets state the user is looking at: its content
    /// holds state, the helper cannot render nothing, and something shows the condition flipping
    /// while the view is shown. Such a call is a default warning.
    static func resetsShownState(_ node: NodeID, _ call: (name: NodeID, text: String, condition: NodeID, matches: [FunctionSignature]),
                                 _ context: RuleContext) -> Bool {
        !call.matches.allSatisfy(\.mayRenderNothing) && StatefulContent.stateHeld(in: node, context) != nil
            && ConditionFlip.evidence(call.condition, context) != nil
    }

    /// The calls of a project conditional modifier, in any file of the project, that can flip,
    /// and of them those that reset shown state (`resetsShownState`, as "path:line"); nil when
    /// none can flip: a helper that every caller passes a fixed condition never changes a view's
    /// identity. Decided by reading the calling files again (each once per run), so the same
    /// however this file was reached.
    static func flippingCalls(of decl: NodeID, _ context: RuleContext) -> (flips: Bool, resetting: [String])? {
        let tree = context.tree
        guard let name = tree.declName(decl) else { return nil }
        let declaration = "\(context.path):\(context.line(decl))"
        let project = context.project
        var flips = false
        var resetting: [String] = []
        for caller in project.callers(of: name) {
            let calls = project.memo("conditional_modifier \(context.includePreviews) \(caller.file)") { () -> FlippingCalls in
                // Computed from the caller's contents however they are read (the linted file's own
                // tree or `source(of:)`): whoever the memo serves depends on them.
                DependencyRecorder.note(caller.file)
                let other: RuleContext
                if caller.file == context.file && caller.path == context.path {
                    other = context
                } else {
                    guard let bytes = project.source(of: caller) else { return FlippingCalls() }
                    other = RuleContext(tree: SwiftParser.parse(bytes), path: caller.path, index: project, file: caller.file)
                    other.includePreviews = context.includePreviews
                }
                // The declarations this file's flipping calls resolve to, and where they reset
                // shown state.
                var out = FlippingCalls()
                for node in other.nodes(.callExpr) {
                    guard let call = flippingCall(node, other) else { continue }
                    let resets = resetsShownState(node, call, other)
                    for match in call.matches {
                        let key = "\(match.path):\(match.line)"
                        out.flipping.insert(key)
                        if resets { out.resetting[key, default: []].append("\(other.path):\(other.line(call.name))") }
                    }
                }
                return out
            }
            if calls.flipping.contains(declaration) { flips = true }
            resetting += calls.resetting[declaration] ?? []
        }
        return flips ? (flips, resetting) : nil
    }

    /// One calling file's flipping calls, by the declaration ("path:line") they resolve to.
    struct FlippingCalls: Sendable {
        var flipping = Set<String>()
        var resetting: [String: [String]] = [:]
    }

    /// `if(_:transform:)`.
    static func signature(_ tree: SyntaxTree, _ fn: NodeID) -> String {
        let name = tree.declName(fn) ?? "?"
        guard let clause = tree.child(fn, .parameterClause) else { return name }
        let labels = tree.children(clause, .parameter).map { p -> String in
            guard let first = tree.child(p, .name) else { return "_:" }
            return tree.identifier(first) + ":"
        }
        return "\(name)(\(labels.joined()))"
    }
}
