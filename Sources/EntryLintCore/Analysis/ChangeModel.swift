/// The change model: what can change while a view is shown, and how often. Rules ask it; they
/// never guess it themselves. Built on the write sites pass 1 classified (`WriteFrequencies`),
/// resolved by owner type: `progress` of `DownloadModel` is not `progress` of another type.
///
/// A property's frequency is the most frequent of its write sites; a write in a method takes
/// its callers' frequency. A view re-evaluates as often as the most frequent source its body
/// depends on: its own `@State`-like properties, and every `@Published` property of an object
/// it observes (any of them fires `objectWillChange`). Writes whose owner the tokens could not
/// tell make the answer `isUnknown`: a rule that needs evidence treats that as none.
public enum ChangeModel {
    /// One source of change and how often it changes.
    public struct Source: Sendable {
        public var owner: String
        public var property: String
        public var frequency: ChangeFrequency
        /// The file that declares the owner, for evidence.
        public var path: String?
    }

    /// How often something changes, and what says so.
    public struct Estimate: Sendable {
        public var frequency: ChangeFrequency = .fixed
        /// Some write was seen only by the property's bare name.
        public var isUnknown = false
        /// The most frequent sources first.
        public var because: [Source] = []
        /// What the writes seen by owner alone give (a source's frequency without the guesses
        /// from bare names), when the estimate `isUnknown`.
        var sure: [Source] = []

        mutating func join(_ source: Source) {
            frequency = max(frequency, source.frequency)
            because.append(source)
        }

        /// The estimate from the writes seen by owner alone: what is certain of an unknown
        /// estimate. A reader's scroll progress written in a callback at every report is frequent
        /// whatever a method written through a bare name adds.
        func sureOnly() -> Estimate {
            guard isUnknown else { return self }
            var out = Estimate()
            for source in sure.sorted(by: { $0.frequency > $1.frequency }) { out.join(source) }
            return out
        }

        /// The sources at the estimate's frequency: its evidence.
        public var evidence: [Source] { because.filter { $0.frequency == frequency } }

    }

    /// What a rule that consults the model needs pass 1 to record: the write sites are kept
    /// among the varying inputs (`WriteFrequencies`), and what an observed object publishes
    /// among the observation facts.
    public static let summaryFacts: SummaryFacts = [.varyingInputs, .observation]

    static let ownStateWrappers: Set<String> = ["State", "GestureState", "FocusState", "AppStorage", "SceneStorage"]
    static let observingWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]

    static func key(_ text: String) -> UInt64 { PreviewUses.hash(text) }

    /// How often `property` of `owner` is written: nil when no write of it was seen at all.
    public static func frequency(of property: String, in owner: TypeInfo, _ project: ProjectIndex) -> (frequency: ChangeFrequency, isUnknown: Bool)? {
        frequency(of: property, in: owner, project, writingMethods: writingMethods(of: owner, project))
    }

    /// The methods of `owner` that write one of its properties and whose callers pass 1 did not
    /// see in the same file.
    static func writingMethods(of owner: TypeInfo, _ project: ProjectIndex) -> [String] {
        let keys = project.writeFrequencies
        let name = owner.name
        return owner.members.compactMap { m in
            m.kind == .function && keys.contains(key("chgfn@\(name).\(m.name)")) ? m.name : nil
        }
    }

    static func frequency(of property: String, in owner: TypeInfo, _ project: ProjectIndex,
                          writingMethods: [String]) -> (frequency: ChangeFrequency, isUnknown: Bool)? {
        frequencies(of: property, in: owner, project, writingMethods: writingMethods).map { ($0.frequency, $0.isUnknown) }
    }

    /// `frequency(of:…)`, and `sure`: the frequency of the writes seen by owner alone (nil when
    /// every write is a guess).
    static func frequencies(of property: String, in owner: TypeInfo, _ project: ProjectIndex,
                            writingMethods: [String]) -> (frequency: ChangeFrequency, isUnknown: Bool, sure: ChangeFrequency?)? {
        let keys = project.writeFrequencies
        let name = owner.name
        var best: ChangeFrequency?
        var sure: ChangeFrequency?
        func join(_ f: ChangeFrequency, sure isSure: Bool) {
            best = max(best ?? f, f)
            if isSure { sure = max(sure ?? f, f) }
        }
        for f in ChangeFrequency.allCases.reversed() where keys.contains(key("chg:\(f.rawValue)@\(name).\(property)")) {
            join(f, sure: true)
            break
        }
        var unknown = false
        // Writes in methods: as often as the methods are called.
        for m in writingMethods where keys.contains(key("chgfn@\(name).\(m)>\(property)")) {
            for f in ChangeFrequency.allCases.reversed() {
                if keys.contains(key("chgcall:\(f.rawValue)@\(name).\(m)")) { join(f, sure: true); break }
                if keys.contains(key("chgcall:\(f.rawValue)=\(m)")) {
                    // A call through a reference whose type the tokens did not tell: the owner's
                    // own method when a project protocol the owner conforms to declares it (a
                    // delegate callback, `delegate?.engine(self, didUpdateTime: t)` in a periodic
                    // time observer; judged MSG-BAD on an unseen app: a player's 0.5 s progress
                    // called rare). Otherwise only a hint.
                    let delegated = declaredByConformedProtocol(m, of: owner, project)
                    join(f, sure: delegated)
                    if !delegated { unknown = true }
                    break
                }
            }
        }
        // Writes through a base whose type the tokens did not tell: only a hint.
        for f in ChangeFrequency.allCases.reversed() where f > (best ?? .fixed) && keys.contains(key("chg:\(f.rawValue)=\(property)")) {
            unknown = true
            break
        }
        return best.map { ($0, unknown, sure) }
    }

    /// Whether a project protocol `owner` conforms to declares a method named `method`.
    static func declaredByConformedProtocol(_ method: String, of owner: TypeInfo, _ project: ProjectIndex) -> Bool {
        owner.inherits.contains { name in
            (project.typesByName[name] ?? []).contains { $0.kind == .protocol && $0.members.contains { $0.name == method && $0.kind == .function } }
        }
    }

    /// A method of `owner` that writes `property` and whose callers pass 1 did not see (handed
    /// by reference: `.onHover(perform: updateHoverState)`): the property is written, at a rate
    /// nobody can tell.
    static func unseenWriter(of property: String, in owner: TypeInfo, _ project: ProjectIndex) -> String? {
        let keys = project.writeFrequencies
        return writingMethods(of: owner, project).first { keys.contains(key("chgfn@\(owner.name).\($0)>\(property)")) }
    }

    /// Whether some code writes a property named `property` after its owner is made, through a
    /// base whose type the tokens did not tell (`items[i].name = …`, `$row.name`): no owner's
    /// property of that name can be said to stay as it was made.
    static func writtenByName(_ property: String, _ project: ProjectIndex) -> Bool {
        let keys = project.writeFrequencies
        return ChangeFrequency.allCases.contains { $0 > .fixed && keys.contains(key("chg:\($0.rawValue)=\(property)")) }
    }

    /// Whether every write of `property` of `owner` sets a hover flag (`.onHover { isHovering =
    /// $0 }`): transient state the pointer sets again on its next move, not the user's.
    /// Whether every write of `property` of `owner` is made when the view appears or a value it
    /// watches changes (`.onAppear { x = … }`, `.onChange(of: isPlaying) { x = $1 }`): a value
    /// derived from what the view is given, set again on the next change, not the user's.
    public static func isDerivedValue(_ property: String, in owner: TypeInfo, _ project: ProjectIndex) -> Bool {
        let keys = project.writeFrequencies
        let suffix = owner.name + "." + property
        return keys.contains(key("chgdrv@" + suffix)) && !keys.contains(key("chgndrv@" + suffix))
    }

    public static func isHoverFlag(_ property: String, in owner: TypeInfo, _ project: ProjectIndex) -> Bool {
        let keys = project.writeFrequencies
        let suffix = owner.name + "." + property
        return keys.contains(key("chghover@" + suffix)) && !keys.contains(key("chgnh@" + suffix))
    }

    /// What an observable object holds that a new one would not: its first `@Published` property
    /// written after the object is made (in an action, a stream, a method of its own, called or
    /// not where we see), or the work its initializer starts (a load, a subscription, an object
    /// of its own), which a new one starts again. Nil when its published properties are set only
    /// when it is made, from what it is given: a new one holds what the old one did, so replacing
    /// it loses nothing. What the summaries do not show (an `@Observable` class's stored
    /// properties, a superclass) counts as state.
    public static func heldState(of object: TypeInfo, _ project: ProjectIndex, _ resolver: Resolver) -> Source? {
        let unseen = Source(owner: object.name, property: "", frequency: .action, path: object.declaredIn)
        let plainRoots: Set<String> = ["ObservableObject", "NSObject", "Identifiable", "Hashable", "Equatable",
                                       "Sendable", "Codable", "Decodable", "Encodable", "CustomStringConvertible"]
        guard object.inherits.isSubset(of: plainRoots) else { return unseen }
        if resolver.isObservationClass(object) {
            // `@Observable` with only `let`s (values fixed when it is made) has nothing to
            // observe or lose; any stored `var` is state the summaries do not follow.
            if object.initializerDoesWork { return Source(owner: object.name, property: "init", frequency: .once, path: object.declaredIn) }
            return CollectionSource.declaredProperties(of: object, project).storedVars.isEmpty ? nil : unseen
        }
        // No superclass: a class with no `@Published` property has no entry, and publishes nothing.
        let published = project.observation.publishedProperties(of: object, resolver: resolver) ?? []
        if object.initializerDoesWork { return Source(owner: object.name, property: "init", frequency: .once, path: object.declaredIn) }
        let methods = writingMethods(of: object, project)
        let keys = project.writeFrequencies
        for p in Set(published).sorted() {
            if let (f, _) = frequency(of: p, in: object, project, writingMethods: methods), f > .fixed {
                return Source(owner: object.name, property: p, frequency: f, path: object.declaredIn)
            }
            // A method that writes it, called from code we do not see (a delegate, UIKit, another
            // module): state all the same.
            if methods.contains(where: { keys.contains(key("chgfn@\(object.name).\($0)>\(p)")) }) {
                return Source(owner: object.name, property: p, frequency: .action, path: object.declaredIn)
            }
        }
        return nil
    }

    /// Whether an object made inline for a project view (`Card(model: CardModel(item))`) can come
    /// to hold what a new one would not: its initializer (or a project superclass's) starts work,
    /// or the view, or a view it hands the object on to, changes it (`ObjectWrites`). Nothing
    /// else can reach such an object. When in doubt (the argument's property unknown), it can.
    public static func changes(_ object: TypeInfo, handedTo view: TypeInfo, label: String?, position: Int,
                               _ project: ProjectIndex, _ resolver: Resolver) -> Bool {
        var cur: TypeInfo? = object
        var depth = 0
        while let c = cur, depth < 8 {
            if c.initializerDoesWork { return true }
            cur = c.inherits.lazy.compactMap { resolver.type([$0]) }.first { $0.kind == .class }
            depth += 1
        }
        guard let stored = ViewParameter.storedProperty(view, label: label, position: position) else { return true }
        return ObjectWrites.viewWrites(view, property: stored.name, object: object, project, resolver)
    }

    /// Whether a project class holds nothing a new instance would not: `heldState` finds no
    /// state, and a class that is neither `ObservableObject` nor `@Observable` (whose stored
    /// `var`s the summaries do not follow: a cache, a counter) declares none.
    public static func holdsNoState(_ object: TypeInfo, _ project: ProjectIndex, _ resolver: Resolver) -> Bool {
        guard object.kind == .class, heldState(of: object, project, resolver) == nil else { return false }
        if resolver.isObservableObject(object) || resolver.isObservationClass(object) { return true }
        return CollectionSource.declaredProperties(of: object, project).storedVars.isEmpty
    }

    /// How a collection property of `owner` is changed after `owner` is made, by writes seen
    /// with that owner (`CollectionChanges`): index identity breaks on `reorder` and `reload`,
    /// hash identity on `elementEdit`.
    public struct CollectionEdits: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Elements removed, inserted, moved or sorted (`remove(atOffsets:)`, `insert`, `move`).
        public static let reorder = CollectionEdits(rawValue: 1)
        /// The collection assigned anew (a load, a filter) or watched with `.onChange(of:)`.
        public static let reload = CollectionEdits(rawValue: 2)
        /// An element edited in place (`items[i].name = …`) or a binding handed out (`$items`).
        public static let elementEdit = CollectionEdits(rawValue: 4)
    }

    public static func collectionEdits(of property: String, in owner: TypeInfo, _ project: ProjectIndex) -> CollectionEdits {
        let varying = project.varyingInputs
        var out: CollectionEdits = []
        let suffix = "@" + owner.name + "." + property
        if varying.contains(key("~" + suffix)) { out.insert(.reorder) }
        if varying.contains(key("~=" + suffix)) { out.insert(.reload) }
        if varying.contains(key("^" + suffix)) { out.insert(.elementEdit) }
        return out
    }

    /// How often `view` re-evaluates because of its own sources (its state and the objects it
    /// observes); what its parent passes is the caller's to join.
    public static func reevaluation(of view: TypeInfo, _ project: ProjectIndex, _ resolver: Resolver) -> Estimate {
        var estimate = Estimate()
        let viewMethods = writingMethods(of: view, project)
        for p in view.storedProperties {
            let attributes = Set(p.attributes)
            let ownState = !attributes.isDisjoint(with: ownStateWrappers)
            if ownState {
                if let (f, unknown, sure) = frequencies(of: p.name, in: view, project, writingMethods: viewMethods) {
                    estimate.join(Source(owner: view.name, property: p.name, frequency: f, path: view.declaredIn))
                    if let sure { estimate.sure.append(Source(owner: view.name, property: p.name, frequency: sure, path: view.declaredIn)) }
                    if unknown { estimate.isUnknown = true }
                }
                // `@State private var model = Model()` of an `@Observable` class: the view also
                // re-evaluates when what it reads of the object changes (below).
                guard attributes.contains("State") else { continue }
            }
            let observes = !attributes.isDisjoint(with: observingWrappers)
            guard let text = resolver.typeText(of: p), let path = resolver.typePath(fromText: text), let object = resolver.type(path),
                  object.kind == .class else { continue }
            let properties: [String]
            if observes, let published = project.observation.publishedProperties(of: object, resolver: resolver) {
                properties = published
            } else if resolver.isObservationClass(object) {
                // An @Observable object re-evaluates the view for the stored properties it
                // reads (`ObservedReads`), not for every change of the object.
                properties = Array(ObservedReads.storedProperties(of: object, readThrough: p.name, by: view, project))
            } else {
                continue
            }
            let methods = writingMethods(of: object, project)
            for q in Set(properties).sorted() {
                guard let (f, unknown, sure) = frequencies(of: q, in: object, project, writingMethods: methods) else { continue }
                estimate.join(Source(owner: object.name, property: q, frequency: f, path: object.declaredIn))
                if let sure { estimate.sure.append(Source(owner: object.name, property: q, frequency: sure, path: object.declaredIn)) }
                if unknown { estimate.isUnknown = true }
            }
        }
        estimate.because.sort { $0.frequency > $1.frequency }
        return estimate
    }

    /// The frequency of a `TimelineView` whose content encloses `node`: its content is built
    /// again on every tick (`.periodic`, `.everyMinute`) or frame (`.animation`).
    static func timeline(around node: NodeID, _ context: RuleContext) -> ChangeFrequency? {
        let tree = context.tree
        var cur = context.views.parent(node)
        while let c = cur {
            if tree.kind(c) == .callExpr, tree.calleeName(c) == "TimelineView" {
                let schedule = tree.arguments(c).first.map { tree.compactText($0.value) } ?? ""
                return timelineFrequency(schedule)
            }
            cur = context.views.parent(c)
        }
        return nil
    }

    /// How often a `TimelineView` schedule (compact text) rebuilds its content: `.animation` on
    /// every frame, `.everyMinute` once a minute, `.periodic(from:by: N)` as a timer of N
    /// seconds (`WriteFrequencies.slowestTick`), anything else (a computed schedule) a tick.
    static func timelineFrequency(_ schedule: String) -> ChangeFrequency {
        if schedule.contains("animation") { return .frame }
        if schedule.contains("everyMinute") { return .stream }
        if let by = schedule.range(of: "by:") {
            let digits = schedule[by.upperBound...].prefix { $0.isNumber || $0 == "." }
            if let seconds = Double(digits) {
                return seconds <= WriteFrequencies.slowestTick ? .tick : seconds <= WriteFrequencies.slowestPoll ? .stream : .action
            }
        }
        return .tick
    }

    /// The evidence that making a child's input stable saves frequent work: the view building
    /// it at `node` re-evaluates at least about once a second (its own sources, or a
    /// `TimelineView` around the call), every write behind that was seen by owner, and the child
    /// would not re-evaluate that often anyway (its own sources are less frequent, and it does
    /// not observe the object that changes). Nil when any of that is missing: the finding is
    /// then the audit profile's.
    public struct Saving: Sendable {
        public var frequency: ChangeFrequency
        /// "re-evaluates on every tick of a timer: 'elapsed' of 'ClockView' is written in a
        /// timer callback (ClockView.swift)".
        public var note: String
    }

    /// Per file, a view's estimate is asked once: every closure or call its body holds asks again.
    static func estimated(_ view: TypeInfo, _ context: RuleContext, _ resolver: Resolver) -> Estimate {
        if let known = context.changeEstimates[ObjectIdentifier(view)] { return known }
        let made = reevaluation(of: view, context.project, resolver)
        context.changeEstimates[ObjectIdentifier(view)] = made
        return made
    }

    /// The evidence that the view-building code at `node` of `view` runs more often than once a
    /// second: the view's own sources, seen by owner, or a `TimelineView` around it. Nil otherwise
    /// (then work there is the audit profile's).
    public static func frequentEvaluation(at node: NodeID, of view: TypeInfo?, _ context: RuleContext) -> Saving? {
        let resolver = context.resolver(at: node)
        let estimate = view.map { estimated($0, context, resolver) } ?? Estimate()
        if let timeline = timeline(around: node, context), timeline > estimate.frequency || !estimate.frequency.isFrequent {
            return Saving(frequency: timeline, note: "its content is built again \(timeline.phrase): it is inside a 'TimelineView'")
        }
        // A popover's or sheet's content exists only while it is presented, and what drives the
        // presenting view stops then: a drag on its surface (config popovers of a canvas dragged
        // per frame, 0 of 3 worth a change), playback or generation paused or blocked by the
        // sheet (`saving`): the presenting view's sources do not count there.
        // State only a presentation's content writes drives the rest only while it is up.
        let seen = (inPresentation(node, context) ? Estimate() : PresentedWrites.outside(estimate, of: view, context)).sureOnly()
        guard seen.frequency.isFrequent, let source = seen.evidence.first else { return nil }
        return Saving(frequency: seen.frequency, note: note(view: view?.name, source))
    }

    /// Presentation modifiers whose content is built only while presented.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector", "alert", "confirmationDialog"]

    /// Whether `node` is inside the content of a presentation (`.popover { … }`, `.sheet(…) { … }`).
    static func inPresentation(_ node: NodeID, _ context: RuleContext) -> Bool {
        let tree = context.tree
        var child = node
        var cur = context.views.parent(node)
        while let c = cur {
            if tree.kind(c) == .callExpr, let name = tree.calleeName(c), presentations.contains(name),
               let callee = tree.callee(c), tree.kind(callee) == .memberAccessExpr, tree.range(callee).contains(tree.range(child).lowerBound) == false {
                return true
            }
            if tree.kind(c).isDeclaration { return false }
            child = c
            cur = context.views.parent(c)
        }
        return false
    }

    /// The most frequently written property of an observed object that a view does not read,
    /// when it changes more often than once a second and faster than the property the view reads:
    /// each of those writes re-evaluates the view for nothing. Nil without that evidence (a write
    /// seen only by bare name is none). `atLeast` lowers the bar where the change is free (an
    /// object the view never uses): a stream of events is then enough.
    public static func unreadChurn(of object: TypeInfo, published: [String], read: String?, atLeast: ChangeFrequency = .tick,
                                   _ project: ProjectIndex) -> Source? {
        let methods = writingMethods(of: object, project)
        var readFrequency = ChangeFrequency.fixed
        if let read {
            let (f, unknown) = frequency(of: read, in: object, project, writingMethods: methods) ?? (.fixed, false)
            guard !unknown else { return nil }
            readFrequency = f
        }
        var best: Source?
        for q in Set(published).sorted() where q != read {
            guard let (f, unknown) = frequency(of: q, in: object, project, writingMethods: methods), !unknown,
                  f >= atLeast, f > readFrequency, f > (best?.frequency ?? .fixed) else { continue }
            best = Source(owner: object.name, property: q, frequency: f, path: object.declaredIn)
        }
        return best
    }

    /// Another object `view` observes (`@ObservedObject`, `@EnvironmentObject`, `@StateObject`;
    /// not `except`) with a published property written at least `atLeast` (sure of its owner):
    /// the view re-evaluates that often with or without `except`, so dropping `except` saves
    /// little (judged NOISE on an unseen app: an unused download manager beside a player that
    /// publishes its position every half second).
    public static func observedAlongside(_ view: TypeInfo, except: String, atLeast: ChangeFrequency,
                                         _ project: ProjectIndex, _ resolver: Resolver) -> Source? {
        let wrappers: Set<String> = ["ObservedObject", "EnvironmentObject", "StateObject"]
        var best: Source?
        for p in view.storedProperties where p.name != except && !Set(p.attributes).isDisjoint(with: wrappers) {
            guard let text = resolver.typeText(of: p), let path = resolver.typePath(fromText: text), let type = resolver.type(path),
                  type.kind == .class, !resolver.isObservationClass(type),
                  let published = project.observation.publishedProperties(of: type, resolver: resolver),
                  let source = unreadChurn(of: type, published: published, read: nil, atLeast: atLeast, project),
                  source.frequency > (best?.frequency ?? .fixed) else { continue }
            best = source
        }
        return best
    }

    /// The `ForEach`/`List` whose row content holds `node`, when its collection changes while
    /// shown (`ChangingCollection`): work there is repeated for every row, again on each change.
    /// Its note names the collection.
    public static func changingRows(around node: NodeID, _ context: RuleContext) -> Saving? {
        let tree = context.tree
        var cur = context.views.parent(node)
        while let c = cur {
            if tree.kind(c) == .callExpr, let name = tree.calleeName(c), name == "ForEach" || name == "List",
               tree.arguments(c).contains(where: { tree.kind($0.value) == .closureExpr && tree.range($0.value).contains(tree.range(node).lowerBound) }),
               let data = tree.arguments(c).first(where: { $0.label == nil && !$0.trailing })?.value,
               !tree.range(data).contains(tree.range(node).lowerBound),
               ChangingCollection.changes(c, data: data, hash: false, context) {
                return Saving(frequency: .action, note: "it runs once per row of '\(context.shortQuote(ChangingCollection.collection(of: data, tree), limit: 30))', which changes while the rows are shown")
            }
            if tree.kind(c).isDeclaration { return nil }
            cur = context.views.parent(c)
        }
        return nil
    }

    /// Whether `view` is built once per row of a `ForEach` or `List` somewhere in the project
    /// (`ConstructionLabels`' `(row` key): its body runs for every row as the rows are built and as
    /// they scroll in, so work there is repeated per row whatever the rows' data does.
    public static func builtPerRow(_ view: TypeInfo?, _ project: ProjectIndex) -> Saving? {
        guard let view, project.varyingInputs.contains(PreviewUses.hash(view.name + "(row")) else { return nil }
        return Saving(frequency: .action, note: "'\(view.name)' is built once per row of a 'ForEach' or 'List': its body runs for every row, as the rows are built and as they scroll in")
    }

    /// "'ClockView' re-evaluates on every tick of a timer: 'elapsed' of 'Clock' is written in a
    /// timer callback ('Clock' is declared in Clock.swift)".
    static func note(view: String?, _ source: Source) -> String {
        let place = source.path.map { " ('\(source.owner)' is declared in \(Paths.fileName($0)))" } ?? ""
        return "'\(view ?? "the parent")' re-evaluates \(source.frequency.phrase): '\(source.property)' of '\(source.owner)' is written \(source.frequency.writePlace)\(place)"
    }

    /// Whether the call at `node` passes, other than in a closure, a value read from one of
    /// `properties` (`state: compactionState`, `progress: model.progress`), or is built in a
    /// branch chosen by one (`switch compactionState { case .idle: Loading(…) }`): then the child
    /// is new or changed with each of their writes, whatever else it is given.
    static func handsChangingValue(at node: NodeID, _ properties: [String], _ context: RuleContext) -> Bool {
        let tree = context.tree
        guard tree.kind(node) == .callExpr, !properties.isEmpty else { return false }
        let names = Set(properties)
        func reads(_ e: NodeID) -> Bool {
            var found = false
            tree.walk(e) { n in
                guard !found else { return false }
                switch tree.kind(n) {
                case .closureExpr:
                    return false
                case .identifierExpr, .memberAccessExpr:
                    if let id = tree.child(n, .name), names.contains(tree.identifier(id)) { found = true }
                default:
                    break
                }
                return !found
            }
            return found
        }
        for argument in tree.arguments(node) where tree.kind(tree.unwrapped(argument.value)) != .closureExpr {
            if reads(argument.value) { return true }
        }
        var n = node
        while let p = context.views.parent(n) {
            switch tree.kind(p) {
            case .switchExpr:
                if let subject = tree.child(p, at: 0), subject != n, reads(subject) { return true }
            case .ifExpr:
                if let conditions = IfExpr(unchecked: tree, p).conditions, conditions != n, reads(conditions) { return true }
            case .functionDecl, .variableDecl, .structDecl, .classDecl, .extensionDecl, .closureExpr:
                return false
            default:
                break
            }
            n = p
        }
        return false
    }

    static func saving(at node: NodeID, parent: TypeInfo?, child: TypeInfo, _ context: RuleContext) -> Saving? {
        let resolver = context.resolver(at: node)
        func estimated(_ view: TypeInfo) -> Estimate { ChangeModel.estimated(view, context, resolver) }
        var estimate = parent.map(estimated) ?? Estimate()
        // A presentation's content is built only while it is presented, and a sheet or popover
        // takes the user from what drives the presenting view: its drags stop, and its playback
        // or generation was paused or blocked while one was up in every case judged (10 of 10
        // on unseen apps, two of them default warnings). Only a `TimelineView` inside the
        // content (below) rebuilds it often.
        // And state only a presentation's content writes drives the rest only while it is up.
        estimate = inPresentation(node, context) ? Estimate() : PresentedWrites.outside(estimate, of: parent, context)
        var note: String?
        if let timeline = timeline(around: node, context), timeline > estimate.frequency || !estimate.frequency.isFrequent {
            estimate.frequency = timeline
            estimate.isUnknown = false
            note = "its content is built again \(timeline.phrase): it is inside a 'TimelineView'"
        }
        estimate = estimate.sureOnly()
        guard estimate.frequency.isFrequent else { return nil }
        // The child is handed the changing value itself (`Loading(state: compactionState, …)`):
        // it re-evaluates at that rate whatever else it is given (judged on a tuning app: a
        // progress screen's state and its retry closure).
        if note == nil, handsChangingValue(at: node, estimate.evidence.map(\.property), context) { return nil }
        let own = estimated(child)
        guard own.frequency < estimate.frequency else { return nil }
        let changing = Set(estimate.evidence.map(\.owner))
        // A child observing the object that changes re-evaluates with it anyway.
        for p in child.storedProperties where !Set(p.attributes).isDisjoint(with: observingWrappers) {
            if let text = resolver.typeText(of: p), let path = resolver.typePath(fromText: text), let name = path.last, changing.contains(name) { return nil }
        }
        if note == nil, let source = estimate.evidence.first { note = Self.note(view: parent?.name, source) }
        return note.map { Saving(frequency: estimate.frequency, note: $0) }
    }
}
