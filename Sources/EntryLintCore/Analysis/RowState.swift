import SwiftLexer

/// Whether the rows of a `ForEach`/`List` hold state that a change of identity hands to another
/// element: what makes index identity over a changing collection a bug rather than a misplaced
/// update. Positive evidence only; a row of text, shapes, chart marks or a project view that
/// lays those out holds none (judged NOISE in every held-out app: waveform bars, keycaps,
/// progress segments, swatches).
///
/// State is the user's (`Held.isUserState`: the default profile's) when losing it to another
/// element is what a user sees go wrong:
/// - a binding to an element by position in the row (`$items[i].name`): after a removal it edits
///   another element, or traps;
/// - text being edited, an expansion, a scroll position or playback, in the row or in the project
///   view the row builds (`TextField`, `DisclosureGroup`, `ScrollView`, `VideoPlayer`), or a
///   platform view the row is (a representable keeps its view's own state);
/// - swipe actions on the row or its row view (`.swipeActions`): the user swipes one row open
///   and acts on it, usually removing it, and the list animates another row away (judged RIGHT
///   on an unseen app: search results archived by a swipe);
/// - in that row view, `@FocusState`, a `@StateObject`, or `@State` the user changes (written in
///   an action, a gesture or a stream, by the change model).
/// Everything else is incidental, and the audit profile's: state three views down, a cache
/// written once when the row appears or loads (an icon reloaded by `.task(id:)`), a control
/// bound to something outside the row (`Toggle`, `Menu`, `Picker`), a transition or matched
/// geometry (an animation at the wrong place), a dependency's view (judged NOISE in every
/// unseen app: the reload is what the user sees, not a loss).
enum RowState {
    /// What in the rows holds state, for a finding's note (`'TextField'`, `'$items[i]'`).
    struct Held: Equatable {
        var what: String
        var isUserState: Bool
        /// The state only presents a sheet, popover or dialog (`isPresented: $showingDetails`):
        /// lost only if the collection changes by itself while it is up.
        var onlyPresents = false

        /// The user's state that is kept in the row: nothing found later names the row's state better.
        var isKeptUserState: Bool { isUserState && !onlyPresents }

        /// Which of two names the rows' state better: the user's over incidental state, and state
        /// kept in the row over state that only presents.
        func outranks(_ other: Held) -> Bool {
            func rank(_ h: Held) -> Int { h.isKeptUserState ? 2 : h.isUserState ? 1 : 0 }
            return rank(self) > rank(other)
        }
    }

    static let stateWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState", "SceneStorage", "AccessibilityFocusState"]
    /// Wrappers whose state is the user's whatever writes it: focus, a model the row owns.
    static let userStateWrappers: Set<String> = ["StateObject", "FocusState", "AccessibilityFocusState"]
    /// SDK views whose own state is what the user made: text being edited, an expansion, a
    /// scroll position, playback.
    static let userStateSDKViews: Set<String> = [
        "TextField", "TextEditor", "SecureField", "DisclosureGroup", "ScrollView", "VideoPlayer", "WebView", "OutlineGroup",
    ]
    /// SDK views with state of their own, or bound to state elsewhere: incidental in a row.
    static let statefulSDKViews: Set<String> = [
        "TabView", "Menu", "Map", "NavigationStack", "NavigationView", "DatePicker", "ColorPicker", "List",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Toggle", "Slider", "Stepper", "Picker",
    ]
    static let identityModifiers: Set<String> = ["transition", "matchedGeometryEffect"]
    /// The row modifier through which the user acts on one row by its place in the list.
    static let swipeActions = "swipeActions"
    /// Modifiers whose content is presented for a moment over the row (a context menu's
    /// preview, a sheet, an alert), not kept in it: no state of the row's (judged on a tuning
    /// app: a link's context-menu preview web view counted as the row's playback).
    static let presentations: Set<String> = [
        "contextMenu", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination", "inspector",
    ]
    /// How many project views deep a row's state is looked for.
    static let maxDepth = 3

    /// What in the rows holds state: the user's state when any, else the first incidental one.
    static func held(in call: NodeID, _ context: RuleContext) -> Held? {
        let tree = context.tree
        let closures = tree.arguments(call).filter { tree.kind($0.value) == .closureExpr }
        let resolver = context.resolver(at: call)
        let helpers = ownHelpers(around: call, context)
        var best: Held?
        for argument in closures {
            guard let found = held(under: argument.value, tree, resolver, depth: 0, helpers: helpers) else { continue }
            if found.isKeptUserState { return found }
            if best == nil || found.outranks(best!) { best = found }
        }
        return best
    }

    /// The bodies of the methods the declaration around `call` holds, by name: a row built by
    /// the view's own helper (`basicRow(for: item)`) holds what that helper builds (judged on
    /// an unseen app: the swipe actions of search results were in such a helper).
    static func ownHelpers(around call: NodeID, _ context: RuleContext) -> [String: NodeID] {
        let tree = context.tree
        guard let decl = EnclosingType.of(call, context) else { return [:] }
        var helpers: [String: NodeID] = [:]
        for member in tree.members(decl) where tree.kind(member) == .functionDecl {
            // Only helpers that build views (`-> some View`, `@ViewBuilder`): a method an action
            // calls (`presentReader(…)` in a button's action) builds nothing the row holds.
            guard tree.hasAttribute(member, "ViewBuilder") || tree.returnType(member).map({ tree.compactText($0).hasSuffix("View") }) == true,
                  let name = tree.declName(member), let body = tree.child(member, .codeBlock), helpers[name] == nil else { continue }
            helpers[name] = body
        }
        return helpers
    }

    /// `depth`: how many project views the walk went through to reach `root` (0: the row's
    /// own closure). `helpers`: the row's own view's methods, walked where the row calls them.
    static func held(under root: NodeID, _ tree: SyntaxTree, _ resolver: Resolver, depth: Int,
                     helpers: [String: NodeID] = [:]) -> Held? {
        var helpers = helpers
        var best: Held?
        // Swipe actions name the row's state only when nothing in it names it better (the text
        // field or the row view's own state behind the swipe).
        var swiped: Held?
        // The closures of presentations met on the way, left unwalked.
        var presented: Set<NodeID> = []
        func offer(_ h: Held) {
            if best == nil || h.outranks(best!) { best = h }
        }
        /// Walks the view's own helper `name` once (a helper calling itself is not walked again);
        /// true when it holds the user's state, which ends the walk.
        func follow(_ name: String) -> Bool {
            guard let body = helpers.removeValue(forKey: name), let found = held(under: body, tree, resolver, depth: depth, helpers: helpers) else { return false }
            if found.isKeptUserState { best = found; return true }
            offer(found)
            return false
        }
        tree.walk(root) { n in
            if best?.isKeptUserState == true { return false }
            switch tree.kind(n) {
            case _ where presented.contains(n):
                return false
            case .subscriptExpr:
                // `$items[i]`, `$model.items[i]`: a binding to an element by its position.
                if let base = SubscriptExpr(tree, n)?.base, startsWithBinding(base, tree) {
                    offer(Held(what: "'" + tree.compactText(base) + "[…]'", isUserState: depth == 0))
                }
            case .callExpr:
                guard let callee = tree.callee(n), let name = tree.calleeName(n) else { return true }
                if tree.kind(callee) == .memberAccessExpr {
                    guard let base = tree.memberBase(callee) else { return true }
                    // `self.basicRow(for: item)`.
                    if tree.kind(base) == .identifierExpr, tree.name(base, is: "self"), follow(name) { return false }
                    if presentations.contains(name) {
                        for argument in tree.arguments(n) where tree.kind(argument.value) == .closureExpr { presented.insert(argument.value) }
                    }
                    if identityModifiers.contains(name) { offer(Held(what: "'." + name + "'", isUserState: false)) }
                    if name == swipeActions, swiped == nil { swiped = Held(what: "'.swipeActions' (a row the user swipes open and acts on)", isUserState: depth <= 1) }
                    return true
                }
                guard tree.kind(tree.unspecialized(callee)) == .identifierExpr, let first = name.unicodeScalars.first else { return true }
                if name == "NavigationLink" {
                    // Its destination is shown on another screen when the row is tapped, not kept in
                    // the row: `destination:`, or the first trailing closure before `label:`.
                    let arguments = tree.arguments(n)
                    let labelled = arguments.contains { $0.label == "label" }
                    for (k, argument) in arguments.enumerated()
                    where argument.label == "destination" || (labelled && argument.trailing && argument.label == nil && k == arguments.firstIndex(where: \.trailing)) {
                        presented.insert(argument.value)
                    }
                }
                if follow(name) { return false }
                guard CharacterSetASCII.isUppercase(first) else { return true }
                if let info = resolver.type([name]), info.kind != nil {
                    if info.conforms(to: "View") || !info.inherits.isDisjoint(with: RepresentableUpdate.protocols),
                       let inner = state(of: info, resolver, depth: depth + 1) {
                        offer(Held(what: inner.what.isEmpty ? "'" + name + "'" : "'" + name + "' → " + inner.what,
                                   isUserState: inner.isUserState, onlyPresents: inner.onlyPresents))
                    }
                } else if userStateSDKViews.contains(name) {
                    offer(Held(what: "'" + name + "'", isUserState: depth <= 1))
                } else if statefulSDKViews.contains(name) {
                    offer(Held(what: "'" + name + "'", isUserState: false))
                } else if !SDKCatalog.frameworkViews.contains(name), isDependencyView(name) {
                    offer(Held(what: "'" + name + "'", isUserState: false))
                }
            default:
                break
            }
            return true
        }
        if let swiped, best?.isKeptUserState != true, swiped.isUserState || best == nil { return swiped }
        return best
    }

    /// What a project view reached at `depth` holds: its own state (`"@State var expanded"`),
    /// what it builds that holds some (`"'Toggle'"`), or nil (memoized per type and depth).
    /// Empty for a representable, which keeps its platform view.
    static func state(of info: TypeInfo, _ resolver: Resolver, depth: Int) -> Held? {
        resolver.index.observation.memo("row-state:\(info.memoKey)@\(depth)") { () -> Held? in
            var best: Held?
            for p in info.storedProperties {
                guard let wrapper = p.attributes.first(where: { stateWrappers.contains($0) }) else { continue }
                let written = userStateWrappers.contains(wrapper) ? nil : ChangeModel.frequency(of: p.name, in: info, resolver.index)
                // A hover flag is set again by the pointer's next move: not the user's state. Nor is
                // a flag that only presents a sheet or a dialog (`isPresented: $showingConfirmation`):
                // it is false again once that closes.
                let hover = !userStateWrappers.contains(wrapper) && ChangeModel.isHoverFlag(p.name, in: info, resolver.index)
                let presenting = !hover && wrapper == "State" && isPresentationFlag(p.name, of: info, resolver.index)
                // A `@GestureState` returns to its initial value when the gesture ends: nothing
                // of it outlives a drag for another element to take (judged NOISE on an unseen app).
                let transient = wrapper == "GestureState"
                // A write whose rate is unknown (in a method nothing in the project is seen
                // calling) is no evidence that the user sets it (judged NOISE on an unseen app: a
                // play indicator's animation phase, written by a method never called).
                // Nor is a value a timer writes (an animation's phase): the timer sets it again
                // within a second, whichever element the row shows.
                let known = written.map { !$0.isUnknown && $0.frequency >= .action && $0.frequency != .tick } ?? false
                // Set only when the row appears or what it watches changes (`.onChange(of:
                // isPlaying) { showsIndicator = $1 }`): derived from its inputs, set again for the
                // element it shows next (judged NOISE on an unseen app: a play indicator's flag).
                let derived = !hover && !userStateWrappers.contains(wrapper) && ChangeModel.isDerivedValue(p.name, in: info, resolver.index)
                let isUser = depth == 1 && !hover && !transient && !derived && (userStateWrappers.contains(wrapper) || known)
                var what = "@" + wrapper + " var " + p.name
                if hover {
                    what += " (a hover or press flag, set again when the pointer moves or the press ends)"
                } else if presenting {
                    what += " (it presents a sheet, popover or dialog)"
                } else if transient {
                    what += " (reset when the gesture ends)"
                } else if derived, (written?.frequency ?? .fixed) >= .action {
                    what += " (set when the row appears or a value it watches changes, so again for the next element)"
                } else if !isUser, !userStateWrappers.contains(wrapper) {
                    what += written.flatMap { $0.isUnknown ? nil : " (written " + $0.frequency.phrase + ")" }
                        ?? ChangeModel.unseenWriter(of: p.name, in: info, resolver.index).map { " (written in '\($0)', whose callers the project does not show)" }
                        ?? (written != nil ? " (written at a rate the project does not show)" : " (never written)")
                }
                let held = Held(what: what, isUserState: isUser, onlyPresents: presenting)
                if held.isKeptUserState { return held }
                if best == nil || held.outranks(best!) { best = held }
            }
            if let best { return best }
            // A platform view keeps its own state (text, selection, scroll), as a text field
            // does: the user's when it is the row view itself.
            if !info.inherits.isDisjoint(with: RepresentableUpdate.protocols) { return Held(what: "", isUserState: depth == 1) }
            guard depth < maxDepth else { return nil }
            for member in LeafView.renderingMembers(of: info, resolver) {
                guard let found = held(under: member.node, member.tree, member.resolver(resolver), depth: depth) else { continue }
                if found.isKeptUserState { return found }
                if best == nil || found.outranks(best!) { best = found }
            }
            return best
        }
    }

    /// Whether the view's code uses `name` only to present something: every `$name` is an
    /// `isPresented:` argument, and `name` itself is only assigned or toggled, never read to
    /// build the view (memoized per type).
    static func isPresentationFlag(_ name: String, of info: TypeInfo, _ project: ProjectIndex) -> Bool {
        project.memo("presentation-flag:\(info.memoKey).\(name)") {
            var presents = false
            for declaration in project.observation.declarations(of: info) {
                let (source, tokens) = project.lexedSnippet(declaration.ref)
                func text(_ t: Int) -> Substring {
                    Substring(decoding: source[tokens[t].range], as: UTF8.self)
                }
                for t in tokens.indices where tokens[t].kind == .identifier {
                    let word = text(t)
                    if word == "$" + name {
                        guard t >= 2, tokens[t - 1].kind == .colon, text(t - 2) == "isPresented" else { return false }
                        presents = true
                    } else if word == name {
                        // The declaration (`var name`), an assignment, or `name.toggle()`.
                        if t >= 1, tokens[t - 1].keyword == .`var` || tokens[t - 1].keyword == .`let` { continue }
                        if t + 1 < tokens.count, tokens[t + 1].kind == .equal { continue }
                        if t + 2 < tokens.count, tokens[t + 1].kind == .period, text(t + 2) == "toggle" { continue }
                        return false
                    }
                }
            }
            return presents
        }
    }

    /// `$items`, `$model.items`: the expression starts with a projected value. `$0` is a
    /// closure's first argument, not one (`.alignmentGuide(…) { $0[.trailing] }`).
    static func startsWithBinding(_ e: NodeID, _ tree: SyntaxTree) -> Bool {
        var e = tree.unwrapped(e)
        while tree.kind(e) == .memberAccessExpr, let base = tree.memberBase(e) { e = tree.unwrapped(base) }
        guard tree.kind(e) == .identifierExpr, let n = tree.child(e, .name) else { return false }
        let name = tree.identifier(n)
        guard name.hasPrefix("$"), let first = name.dropFirst().first else { return false }
        return !first.isNumber
    }

    /// A view of a dependency, by the names such views go by (`KFImage`, `LazyImage`,
    /// `WebImage`, `MarkdownView`): value types of the SDK or of a dependency (`String(…)`,
    /// `URL(…)`, `Color(…)`) are not rows' state.
    static func isDependencyView(_ name: String) -> Bool {
        name.hasSuffix("View") || name.hasSuffix("Image") || name.hasSuffix("Player")
    }
}
