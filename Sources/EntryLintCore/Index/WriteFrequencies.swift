import SwiftLexer

/// How often a file writes the properties it writes: pass 1's facts for the change model
/// (`ChangeModel`), kept as hashes (`FileSummary.writeFrequencies`), cached, merged and looked
/// up as the other project facts are. Each write site is classified by the
/// innermost construct that decides how often it runs (`ChangeFrequency`): a `Timer` callback,
/// a drag's `onChanged`, a `for await` loop, a `sink`, a button action, `onAppear`, an `init`.
///
/// A write is keyed by its owner when the tokens tell it (`self.x`, `x` inside the type, or
/// `model.x` where `model` is a stored property of the enclosing type declared with its type in
/// this file), else by the bare name, which the model reads as unknown:
/// - `chg:FREQ@Type.x` / `chg:FREQ=x`: a write of that frequency;
/// - `chghover@Type.x` / `chgnh@Type.x`: a write in an `onHover` callback, or anywhere else;
/// - `chgdrv@Type.x` / `chgndrv@Type.x`: a write in an `onAppear` or `onChange` callback, or anywhere else;
/// - `chgfn@Type.method>x`: a write in a method whose callers this file does not show; its
///   frequency is its callers' (`chgcall:FREQ@Type.method` / `chgcall:FREQ=method`), looked up
///   once the project is merged. Callers in this file are followed here.
/// - `chgkey@Type.x`: `$x` (or `$x.y`) handed to a text input (`TextField`, `SecureField`,
///   `TextEditor`), or `x` written in the `set:` of a `Binding(get:set:)` handed to one, which
///   writes it on every keystroke: a rate the six classes do not tell apart
///   from a tap, kept apart for the work that is costly enough to matter per keystroke.
/// Over-approximate where it must guess: a context it cannot classify takes its enclosing one.
enum WriteFrequencies {
    /// The callee or argument label in front of a closure, and how often that closure runs.
    static let closureContexts: [String: ChangeFrequency] = [
        "init": .fixed,
        "onAppear": .once, "task": .once, "onDisappear": .once, "completion": .once, "completionHandler": .once,
        "Button": .action, "action": .action, "onTapGesture": .action, "onLongPressGesture": .action, "onSubmit": .action,
        "onDelete": .action, "onMove": .action, "onInsert": .action, "refreshable": .action, "onCommit": .action,
        "onEnded": .action, "onHover": .action, "onOpenURL": .action, "onDrop": .action, "onChange": .action,
        "perform": .action, "primaryAction": .action, "onDismiss": .action,
        "sink": .stream, "receiveValue": .stream, "addObserver": .stream, "observe": .stream, "onReceive": .stream,
        "scheduledTimer": .tick, "addPeriodicTimeObserver": .tick, "Timer": .tick,
        "onChanged": .frame, "updating": .frame, "onScrollGeometryChange": .frame, "onContinuousHover": .frame,
        // Layout changes: a measurement when the view appears or resizes, not every frame.
        "onGeometryChange": .action, "onPreferenceChange": .action,
    ]

    /// `closureContexts` by the hash of the name (`PreviewUses.hash`): a name before a `{` is
    /// looked up from its bytes, with no string made for it.
    static let contextsByHash: [UInt64: ChangeFrequency] = Dictionary(uniqueKeysWithValues: closureContexts.map { (PreviewUses.hash($0.key), $0.value) })
    static let onReceiveHash = PreviewUses.hash("onReceive")
    static let sinkHash = PreviewUses.hash("sink")
    static let onHoverHash = PreviewUses.hash("onHover")
    static let onChangeHash = PreviewUses.hash("onChange")
    static let onAppearHash = PreviewUses.hash("onAppear")
    static let taskHashes: NameHashSet = [PreviewUses.hash("task"), PreviewUses.hash("Task")]

    /// A callback's name that says it reports progress: a lowercase name (a label or a method,
    /// not a `ProgressView`) holding `Progress`, or starting with `progress`.
    static func namesProgress(_ r: Range<Int>, _ source: [UInt8]) -> Bool {
        guard r.count >= 8, source[r.lowerBound] >= 0x61, source[r.lowerBound] <= 0x7A else { return false }
        let word: [UInt8] = Array("rogress".utf8)
        var k = r.lowerBound
        while k + 8 <= r.upperBound {
            if (source[k] == UInt8(ascii: "P") || (k == r.lowerBound && source[k] == UInt8(ascii: "p")))
                && source[(k + 1)..<(k + 8)].elementsEqual(word) { return true }
            k += 1
        }
        return false
    }

    /// A closure parameter's name that says it receives progress reports: a name holding
    /// `progress` (`progress`, `downloadProgress`), a fraction or percentage done, or a count of
    /// bytes moved so far (`bytesTransferred`, `totalBytesWritten`, `bytesReceived`).
    static func namesProgressParameter(_ r: Range<Int>, _ source: [UInt8]) -> Bool {
        // Read from the bytes, ASCII letters folded to lowercase: every closure whose frequency
        // is not known asks, and a lowercased string per parameter cost 3% of a lint.
        guard r.count >= 7 else { return false }
        @inline(__always) func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
        func has(_ word: [UInt8], at k: Int) -> Bool {
            guard k >= r.lowerBound, k + word.count <= r.upperBound else { return false }
            for (j, c) in word.enumerated() where lower(source[k + j]) != c { return false }
            return true
        }
        func contains(_ word: [UInt8]) -> Bool {
            var k = r.lowerBound
            while k + word.count <= r.upperBound {
                if has(word, at: k) { return true }
                k += 1
            }
            return false
        }
        if has(fractionWord, at: r.lowerBound) || has(percentWord, at: r.lowerBound) || contains(progressWord) { return true }
        guard contains(bytesWord) else { return false }
        return progressSuffixes.contains { has($0, at: r.upperBound - $0.count) }
    }
    static let progressWord = Array("progress".utf8), fractionWord = Array("fraction".utf8), percentWord = Array("percent".utf8)
    static let bytesWord = Array("bytes".utf8)
    static let progressSuffixes = ["transferred", "written", "received", "sent", "downloaded", "uploaded", "completed", "loaded"].map { Array($0.utf8) }

    /// The argument labels that give a timer's interval in seconds.
    static let intervalLabels: Set<String> = ["every", "withTimeInterval", "timeInterval", "interval", "forInterval"]
    /// A slider with at most this many steps writes a handful of times per drag, not per frame.
    static let maxSliderSteps = 50.0
    /// A timer this slow or slower is a poll (`stream`), not a tick worth saving re-evaluations
    /// of: judged on real apps, a view re-evaluated once a second (a countdown) costs nothing
    /// anyone would change code for; ticks are faster (progress, playback, animation).
    static let slowestTick = 0.99
    /// A timer slower than this (seconds) fires less often than a user acts: `action`.
    static let slowestPoll = 60.0
    /// Notification names of the app's life cycle (foreground, background, activation).
    static let lifecycleWords = ["EnterForeground", "EnterBackground", "BecomeActive", "ResignActive", "FinishLaunching", "WillTerminate"]
    static let addObserverHash = PreviewUses.hash("addObserver")

    /// Controls that write the binding they are given on every keystroke.
    static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]

    static let mutators: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "move",
        "sort", "shuffle", "reverse", "swapAt", "replaceSubrange", "formUnion", "subtract", "merge", "updateValue",
        "removeValue", "popLast",
    ]
    /// `mutators` by hash: every `name.method(` asks, and a string per member call cost more than the test.
    static let mutatorHashes = HashedNames(mutators)

    struct Context {
        /// How often the code in it runs, when its construct tells; nil takes the enclosing one.
        var frequency: ChangeFrequency?
        /// A type's body: its name.
        var owner: String?
        /// A method's body: its name (its frequency is its callers').
        var method: String?
        /// `.task`/`Task` bodies, where a `while` loop repeats background updates.
        var isTask = false
        /// `.onHover { … }`: a flag the pointer sets again on its next move.
        var isHover = false
        /// `.onAppear { … }`, `.onChange(of:) { … }`: a value set from what the view is given
        /// when it appears or that changes, set again on the next change.
        var isDerive = false
        /// The `set:` closure of a `Binding(get:set:)` handed to a text input: run per keystroke.
        var textInput = false
        /// An `if` block whose condition compares with `!=` (`if newGridMode != isGridMode {`): a
        /// write in it happens only when the value differs.
        var changeGuard = false
        /// The names an `if` block's condition tests for unset (`x == nil`, `!x`, `x == false`):
        /// a write of one of them in it sets it once, until another write resets it.
        var latchGuards: [String] = []
        /// A `catch` block: its writes happen when an operation fails, not at the rate of the
        /// code around it (an alert set when a background job throws is no stream of events).
        var errorPath = false
    }

    struct Write {
        var owner: String?
        var property: String
        var frequency: ChangeFrequency?
        var method: String?
        var hover = false
        var derive = false
        /// The write is made only when the value differs (`if x != new { x = new }`): known
        /// here, applied once the method's frequency is (`changeGuarded`).
        var guarded: ChangeGuard?
    }

    /// What an `if value != new` around a write says of the value written.
    enum ChangeGuard {
        /// A Boolean (`true`, `false`, a comparison): it flips when a threshold is crossed.
        case flip
        /// Any other value: it changes as often as what it tracks (a subtitle line for the
        /// playback time, the item under a point), which the guard says is less often than the
        /// ticks that test it.
        case value
    }

    /// The frequency of a write made under a change guard, in code run at `f`: a flip at most as
    /// often as a user acts; another value of a timer's or progress report's code as often as a
    /// stream of updates; per-frame values stay per frame (a drag's offset changes every frame).
    static func changeGuarded(_ f: ChangeFrequency, _ guard_: ChangeGuard) -> ChangeFrequency {
        guard f >= .tick else { return f }
        switch guard_ {
        case .flip: return .action
        case .value: return f == .tick ? .stream : f
        }
    }
    /// A call of the method at token `method`. The method table's keys (`key`) are hashed once
    /// here, not per round of the fixpoint: strings built per call and round were most of the scan.
    struct Call {
        var owner: String?
        var method: Int
        var frequency: ChangeFrequency?
        /// `key(owner, method)` and `key(nil, method)`.
        var ownerKey: UInt64
        var bareKey: UInt64
        /// `key(nil, caller)` of the method the call is in, if any.
        var callerKey: UInt64?
    }

    /// The method table's key `owner.method` (`.method` without an owner), hashed as
    /// `PreviewUses.hash` hashes the joined string.
    static func key(_ owner: String?, _ method: String) -> UInt64 {
        var h = NameHasher()
        if let owner { h.add(owner) }
        h.add(UInt8(ascii: "."))
        h.add(method)
        return h.value
    }

    static func key(_ owner: String?, _ tree: SyntaxTree, method t: Int) -> UInt64 {
        var h = NameHasher()
        if let owner { h.add(owner) }
        h.add(UInt8(ascii: "."))
        h.add(tree, identifier: t)
        return h.value
    }

    /// `PreviewUses.hash` of `head + frequency + ("@owner." or "=") + name`, the name a string or
    /// the identifier at token `t`.
    static func frequencyKey(_ head: StaticString, _ frequency: ChangeFrequency, owner: String?, name: String? = nil,
                             _ tree: SyntaxTree? = nil, token t: Int = 0) -> UInt64 {
        var h = NameHasher()
        h.add(head)
        h.add(frequency.rawValue)
        if let owner {
            h.add(UInt8(ascii: "@"))
            h.add(owner)
            h.add(UInt8(ascii: "."))
        } else {
            h.add(UInt8(ascii: "="))
        }
        if let name { h.add(name) } else if let tree { h.add(tree, identifier: t) }
        return h.value
    }

    /// `declarations`: the file's, shared with `VaryingInputs` (making them is a scan of its own).
    static func scan(_ tree: SyntaxTree, declarations: TokenDeclarations? = nil) -> NameHashSet {
        var out = NameHashSet()
        let declarations = declarations ?? TokenDeclarations(tree)
        let tokens = tree.tokens
        let n = tokens.count
        var bodyKinds: [Int: Context] = [:]
        for t in declarations.types { bodyKinds[t.body.lowerBound] = Context(owner: tree.identifierText(t.name)) }
        for f in declarations.functions { bodyKinds[f.body.lowerBound] = Context(method: tree.identifierText(f.name)) }
        for i in declarations.initializers { bodyKinds[i.body.lowerBound] = Context(frequency: .fixed) }
        // Stored properties declared with their type (`var model: Model`, `let store = Store()`)
        // per owner, so that `model.x = …` is `Model.x`.
        var propertyTypes: [String: [String: String]] = [:]
        var stack: [Context] = []
        var parens: [Int] = []
        var lastClosedParen: (open: Int, close: Int)?
        var pendingLoop: ChangeFrequency?
        var pendingCatch = false
        var timerNames = Set<String>()
        /// The file's constants declared as a number (`private static let refreshInterval:
        /// TimeInterval = 30.0`), by name: made once, on the first timer whose interval is a name.
        var numericConstants: [String: Double]?
        func constant(named t: Int) -> Double? {
            if numericConstants == nil {
                var found: [String: Double] = [:]
                for k in 0..<n where tokens[k].keyword == .`let` && k + 3 < n && tokens[k + 1].kind == .identifier {
                    // `let name = 30`, `let name: TimeInterval = 30.0`; the literal ends its line.
                    var j = k + 2
                    if tokens[j].kind == .colon {
                        j += 1
                        while j < n, j < k + 8, tokens[j].kind == .identifier || tokens[j].kind == .period { j += 1 }
                    }
                    guard j + 1 < n, tokens[j].kind == .equal, let value = number(j + 1),
                          j + 2 >= n || tokens[j + 2].isAtStartOfLine || tokens[j + 2].kind == .rightBrace || tokens[j + 2].kind == .semicolon else { continue }
                    found[tree.identifierText(k + 1)] = value
                }
                numericConstants = found
            }
            return numericConstants?[tree.identifierText(t)]
        }
        /// The interval a timer's arguments in `range` give as a literal (`every: 3600`) or as a
        /// constant of this file (`withTimeInterval: Self.refreshInterval`), if any.
        func interval(in range: Range<Int>) -> Double? {
            var a = range.lowerBound
            while a + 2 < range.upperBound {
                if tokens[a].kind == .identifier, tokens[a + 1].kind == .colon, intervalLabels.contains(tree.identifierText(a)) {
                    if let value = number(a + 2) { return value }
                    // `Self.refreshInterval`, `Poller.interval`, `refreshInterval`: the chain's last name,
                    // when the argument is nothing more.
                    var j = a + 2
                    while j + 2 < range.upperBound, tokens[j + 1].kind == .period, tokens[j + 2].kind == .identifier { j += 2 }
                    if tokens[j].kind == .identifier,
                       j + 1 >= range.upperBound || tokens[j + 1].kind == .comma || tokens[j + 1].kind == .rightParen {
                        return constant(named: j)
                    }
                    // `TimeInterval(checkInterval * 60)`: a setting counted in minutes (or hours),
                    // at least that many seconds (judged MSG-BAD on an unseen app: an update check
                    // every N minutes counted as a tick).
                    var depth = 0
                    j = a + 2
                    while j < range.upperBound {
                        switch tokens[j].kind {
                        case .leftParen, .leftSquare: depth += 1
                        case .rightParen, .rightSquare: depth -= 1
                        case .comma where depth == 0: return nil
                        case .binaryOperator where tokens[j].op == .star:
                            for side in [j - 1, j + 1] {
                                if let factor = number(side), factor >= 60 { return factor }
                            }
                        default: break
                        }
                        if depth < 0 { return nil }
                        j += 1
                    }
                    return nil
                }
                a += 1
            }
            return nil
        }
        /// `repeats: false`: a one-shot timer (a debounce) runs as often as whatever schedules it.
        func oneShot(in range: Range<Int>) -> Bool {
            var a = range.lowerBound
            while a + 2 < range.upperBound {
                if tokens[a].kind == .identifier, tokens[a + 1].kind == .colon, tokens[a + 2].keyword == .`false`,
                   tree.identifier(a, is: "repeats") { return true }
                a += 1
            }
            return false
        }
        func number(_ t: Int) -> Double? {
            guard t < tokens.count, tokens[t].kind == .integerLiteral || tokens[t].kind == .floatLiteral else { return nil }
            return Double(String(decoding: tree.source[tokens[t].range], as: UTF8.self).replacingOccurrences(of: "_", with: ""))
        }
        /// The values a `Slider(value:in: 10...24, step: 1)` whose call opens at `open` can take,
        /// when its range and step are literals: it writes only when the value crosses a step.
        func sliderSteps(open: Int) -> Double? {
            let close = VaryingInputs.closing(open, tokens)
            var range: (Double, Double)?
            var step: Double?
            var a = open + 1
            while a + 2 < close {
                if tokens[a + 1].kind == .colon, tokens[a].keyword == .`in`, a + 4 < close, let lo = number(a + 2),
                   tokens[a + 3].kind == .binaryOperator, let hi = number(a + 4) {
                    range = (lo, hi)
                } else if tokens[a + 1].kind == .colon, tree.identifier(a, is: "step"), let s = number(a + 2) {
                    step = s
                }
                a += 1
            }
            guard let (lo, hi) = range, let step, step > 0, hi > lo else { return nil }
            return (hi - lo) / step
        }
        var writes: [Write] = []
        var calls: [Call] = []
        /// `chgkey@owner.property` keys: bindings handed to text inputs.
        var keystrokes: [(owner: String, property: String)] = []
        // The `if` whose condition is being read, and whether it compares with `!=`.
        var openIf = -1
        var ifComparesChange = false
        var ifTestsUnset: [String] = []
        /// Locals whose value is a comparison or a Boolean literal (`let grid = width > 316`), per
        /// file: a name reused for another kind of value in another function is rare.
        var booleanLocals = Set<String>()
        /// The frequency of a write `name = …` at token `k` in a closure of frequency `f`, given
        /// the `if`s around it below that closure: set only while unset (`if offset == nil {
        /// offset = value }`), once, until a reset whose own write counts; a Boolean set per
        /// frame only when it changes (`if grid != isGridMode { isGridMode = grid }`, `grid` a
        /// comparison), a flip when a threshold is crossed.
        func guarded(_ f: ChangeFrequency, write k: Int, name: String) -> ChangeFrequency {
            guard k + 2 < n, tokens[k + 1].kind == .equal else { return f }
            for c in stack.reversed() {
                if c.latchGuards.contains(name) { return min(f, .once) }
                if c.frequency != nil || c.method != nil || c.owner != nil { break }
            }
            return changeGuard(write: k).map { WriteFrequencies.changeGuarded(f, $0) } ?? f
        }
        /// The change guard around the write at `k` below its closure or method, if any.
        func changeGuard(write k: Int) -> ChangeGuard? {
            guard k + 2 < n, tokens[k + 1].kind == .equal else { return nil }
            // `isShowingPopover = false` on its own: a Boolean literal written again and again
            // changes the value only after something else set it otherwise, so it flips, guard or
            // not (a popover flag reset in a progress report's `.onChange` was taken for a tick,
            // and made its view a per-tick one).
            if tokens[k + 2].keyword == .`true` || tokens[k + 2].keyword == .`false`,
               k + 3 >= n || tokens[k + 3].isAtStartOfLine || tokens[k + 3].kind == .rightBrace || tokens[k + 3].kind == .semicolon {
                return .flip
            }
            var guarded = false
            for c in stack.reversed() {
                guarded = guarded || c.changeGuard
                if c.frequency != nil || c.method != nil || c.owner != nil { break }
            }
            guard guarded else { return nil }
            let value = tokens[k + 2]
            let boolean = value.keyword == .`true` || value.keyword == .`false`
                || (value.kind == .identifier && (k + 3 >= n || tokens[k + 3].isAtStartOfLine || tokens[k + 3].kind == .rightBrace)
                    && booleanLocals.contains(tree.identifierText(k + 2)))
            return boolean ? .flip : .value
        }

        func owner() -> String? { stack.last(where: { $0.owner != nil })?.owner }
        func current() -> (frequency: ChangeFrequency?, method: String?) {
            for c in stack.reversed() {
                if let f = c.frequency { return (f, nil) }
                if let m = c.method { return (nil, m) }
                if c.owner != nil { return (nil, nil) }
            }
            return (nil, nil)
        }
        /// Whether the innermost classified closure around is an `onHover` callback.
        func inHover() -> Bool {
            for c in stack.reversed() where c.frequency != nil || c.method != nil || c.owner != nil { return c.isHover }
            return false
        }
        func isHover(_ t: Int) -> Bool { tokens[t].kind == .identifier && PreviewUses.hash(tree, token: t) == onHoverHash }
        /// Whether the innermost classified closure around is an `onAppear` or `onChange` callback.
        func inDerive() -> Bool {
            for c in stack.reversed() where c.frequency != nil || c.method != nil || c.owner != nil { return c.isDerive }
            return false
        }
        func isDerive(_ t: Int) -> Bool {
            guard tokens[t].kind == .identifier else { return false }
            let h = PreviewUses.hash(tree, token: t)
            return h == onChangeHash || h == onAppearHash
        }
        /// Whether the closure opened at `brace` names a parameter for progress reports
        /// (`{ [weak self] bytesTransferred in`, `{ (progress: Double) in`): read up to its `in`,
        /// over at most a capture list and a short parameter clause.
        func closureReportsProgress(_ brace: Int) -> Bool {
            var j = brace + 1
            if j < n, tokens[j].kind == .leftSquare {
                // The capture list: `[weak self, model]`.
                while j < n, j < brace + 16, tokens[j].kind != .rightSquare { j += 1 }
                j += 1
            }
            var found = false
            let end = min(n, j + 16)
            while j < end {
                let token = tokens[j]
                if token.keyword == .`in` { return found }
                switch token.kind {
                case .identifier:
                    // A parameter's name, not its type (`progress: Double`).
                    if !(j >= 1 && tokens[j - 1].kind == .colon), namesProgressParameter(token.range, tree.source) { found = true }
                case .leftParen, .rightParen, .comma, .colon, .period, .postfixQuestionMark, .keyword:
                    break
                default:
                    return false
                }
                j += 1
            }
            return false
        }
        func name(_ t: Int) -> String? {
            guard t >= 0, t < n, tokens[t].kind == .identifier else { return nil }
            return tree.identifierText(t)
        }
        /// The callee of the call whose `(` is at `open`: `onReceive` of `.onReceive(`.
        func callee(before open: Int) -> Int? {
            guard open >= 1, tokens[open - 1].kind == .identifier || tokens[open - 1].keyword == .`init` else { return nil }
            return open - 1
        }
        /// The interval of a `Timer.publish(every: …)` earlier in the chain that ends at `t`
        /// (`.sink`), or 0 when it gives none as a literal; nil when the chain holds none. Reads
        /// back over the chain's calls only, so it costs the chain's length.
        func timerPublisher(before t: Int) -> Double? {
            var k = t - 1
            while k >= 2 {
                switch tokens[k].kind {
                case .period:
                    k -= 1
                case .rightParen:
                    // `publish(every: 1, …)` or another call of the chain.
                    var depth = 0
                    var j = k
                    while j >= 0 {
                        if tokens[j].kind == .rightParen { depth += 1 }
                        if tokens[j].kind == .leftParen { depth -= 1; if depth == 0 { break } }
                        j -= 1
                    }
                    guard j >= 3 else { return nil }
                    if tokens[j - 1].kind == .identifier, tree.token(j - 1, is: "publish"), tokens[j - 2].kind == .period,
                       tokens[j - 3].kind == .identifier, tree.token(j - 3, is: "Timer") {
                        return interval(in: (j + 1)..<k) ?? 0
                    }
                    k = j - 1
                case .identifier:
                    guard tokens[k - 1].kind == .period else { return nil }
                    k -= 1
                default:
                    return nil
                }
            }
            return nil
        }
        /// A timer's interval as a frequency: a tick up to `slowestTick`, a poll (`stream`) up to a
        /// minute, and rarer than the user's actions beyond (an hourly token check).
        func timerFrequency(_ seconds: Double) -> ChangeFrequency {
            seconds <= slowestTick ? .tick : seconds <= slowestPoll ? .stream : .action
        }
        func lifecycleNotification(in range: Range<Int>) -> Bool {
            for a in range where a < tokens.count && tokens[a].kind == .identifier {
                let r = tokens[a].range
                guard r.count > 12 else { continue }
                let text = tree.identifierText(a)
                if lifecycleWords.contains(where: { text.contains($0) }) { return true }
            }
            return false
        }
        var awaits: (closers: [Int32], before: [Int32])?
        /// Whether the body of the `for` loop at `k` holds an `await` (the loop's own
        /// `for await` is the case above).
        func loopBodyAwaits(_ k: Int) -> Bool {
            var j = k + 1
            var depth = 0
            // The body's `{` is the first at the loop's own nesting (`for x in xs.filter { … } {`
            // has its closure in parentheses or brackets only in odd code: taken as the body).
            while j < n {
                switch tokens[j].kind {
                case .leftParen, .leftSquare: depth += 1
                case .rightParen, .rightSquare: depth -= 1
                case .leftBrace where depth <= 0:
                    // Each bracket's closer and the `await`s before each token, made once per
                    // file on the first such loop: nested loops do not scan their bodies again.
                    if awaits == nil {
                        var before = [Int32](repeating: 0, count: n + 1)
                        for t in 0..<n { before[t + 1] = before[t] + (tokens[t].keyword == .`await` ? 1 : 0) }
                        awaits = (VaryingInputs.closers(tokens), before)
                    }
                    let close = Int(awaits!.closers[j])
                    return awaits!.before[close] > awaits!.before[j]
                case .rightBrace where depth <= 0:
                    return false
                default: break
                }
                j += 1
            }
            return false
        }
        func isTask(_ t: Int) -> Bool { tokens[t].kind == .identifier && taskHashes.contains(PreviewUses.hash(tree, token: t)) }
        func classify(_ t: Int?, arguments: Range<Int>?) -> ChangeFrequency? {
            guard let t, t >= 0 else { return nil }
            if tokens[t].keyword == .`init` { return .fixed }
            guard tokens[t].kind == .identifier else { return nil }
            let h = PreviewUses.hash(tree, token: t)
            if h == onReceiveHash, let arguments {
                // `.onReceive(timer)` with `let timer = Timer.publish(…)`, or the publisher inline.
                for a in arguments where tokens[a].kind == .identifier {
                    let text = tree.identifierText(a)
                    if text == "Timer" || timerNames.contains(text) { return .tick }
                    if text == "NotificationCenter" { return .stream }
                }
            }
            if h == sinkHash, let seconds = timerPublisher(before: t) {
                // `Timer.publish(every: 0.1, …).autoconnect().sink { … }`: the timer's ticks.
                return timerFrequency(seconds)
            }
            // `NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)
            // .sink { … }`, `addObserver(forName: …didBecomeActive…)`: the app's life cycle, a few
            // times a session.
            if h == sinkHash || h == addObserverHash || h == onReceiveHash,
               lifecycleNotification(in: arguments ?? max(0, t - 40)..<t) { return .action }
            if let known = contextsByHash[h] {
                // `Timer.scheduledTimer(withTimeInterval: 3600, …)`: an hourly poll, not a tick.
                if known == .tick, let arguments, let seconds = interval(in: arguments), seconds > slowestTick { return timerFrequency(seconds) }
                // A debounce's one-shot timer takes the frequency of the code that starts it.
                if known == .tick, let arguments, oneShot(in: arguments) { return nil }
                return known
            }
            let r = tokens[t].range
            // `onProgressChanged:`, `progressHandler:`, `downloadProgress {`: progress reports,
            // many a second while a download runs or a reader scrolls (judged RIGHT on an unseen
            // app: a reader's scroll progress re-evaluated its page at scroll rate).
            if namesProgress(r, tree.source) { return .tick }
            // `onTap:`, `onSelect:`: a callback a view calls when the user acts.
            if r.count > 2, tree.source[r.lowerBound] == UInt8(ascii: "o"), tree.source[r.lowerBound + 1] == UInt8(ascii: "n"),
               tree.source[r.lowerBound + 2] >= 0x41, tree.source[r.lowerBound + 2] <= 0x5A { return .action }
            return nil
        }
        /// The owner a base expression `base.` ends at token `t` names, and whether it is known.
        func ownerOfBase(_ t: Int) -> (owner: String?, known: Bool) {
            if tokens[t].keyword == .`self` { return (owner(), owner() != nil) }
            // `self?.title = …` in a `[weak self]` callback, `self!.title`.
            if t >= 1, tokens[t].kind == .postfixQuestionMark || tokens[t].kind == .exclamationMark,
               tokens[t - 1].keyword == .`self` { return (owner(), owner() != nil) }
            if let base = name(t), !(t >= 1 && tokens[t - 1].kind == .period), let o = owner(), let type = propertyTypes[o]?[base] {
                return (type, true)
            }
            // `micro.amount = …` with `let micro = Micronutrient(…)` in this file (`LocalTypes`).
            if tokens[t].kind == .identifier, !(t >= 1 && tokens[t - 1].kind == .period) {
                if let type = declarations.localTypes(tree).type(ofNameAt: t, tree) { return (tree.identifierText(type), true) }
            }
            return (nil, false)
        }

        var k = 0
        while k < n {
            defer { k += 1 }
            let t = tokens[k]
            switch t.kind {
            case .leftParen:
                parens.append(k)
            case .rightParen:
                if let open = parens.popLast() { lastClosedParen = (open, k) }
            case .leftBrace:
                // One lookup per `{`: most braces are no declaration's body.
                let declared = bodyKinds[k]
                var context = declared ?? Context()
                if declared == nil {
                    let prev = k - 1
                    if let loop = pendingLoop {
                        context.frequency = loop
                        pendingLoop = nil
                    } else if prev >= 0 {
                        switch tokens[prev].kind {
                        case .rightParen:
                            if let closed = lastClosedParen, closed.close == prev {
                                let word = callee(before: closed.open)
                                context.frequency = classify(word, arguments: (closed.open + 1)..<closed.close)
                                context.isTask = word.map(isTask) ?? false
                                context.isHover = word.map(isHover) ?? false
                                context.isDerive = word.map(isDerive) ?? false
                            }
                        case .identifier:
                            context.frequency = classify(prev, arguments: nil)
                            context.isTask = isTask(prev)
                            context.isHover = isHover(prev)
                            context.isDerive = isDerive(prev)
                        case .colon:
                            // `action: {`, else the call it is an argument of. A label is a
                            // project view's callback (`onChanged: { … }` of a catalog sheet),
                            // called when the user changes something, not a gesture's per-frame
                            // `.onChanged`.
                            var labelled = classify(prev - 1, arguments: nil)
                            if labelled == .frame { labelled = .action }
                            // `perform:` says only "a callback": `.onAppear(perform: {…})` is
                            // once, `.onReceive(timer, perform: {…})` the timer's rate.
                            let call = parens.last.flatMap { open in classify(callee(before: open), arguments: (open + 1)..<prev) }
                            context.frequency = (tree.token(prev - 1, is: "perform") ? call : nil) ?? labelled ?? call
                            // `onLongPressGesture(…, pressing: { isPressed = $0 })`: a press flag,
                            // false again when the finger lifts, as a hover flag is when the
                            // pointer leaves (judged NOISE on an unseen app: rows' press feedback
                            // counted as the user's state).
                            if tree.token(prev - 1, is: "pressing") { context.isHover = true }
                            // `TextField(text: Binding(get: { … }, set: { value = $0 }))`.
                            if prev >= 1, parens.count >= 2, tree.token(prev - 1, is: "set"),
                               callee(before: parens[parens.count - 1]).map({ tree.token($0, is: "Binding") }) == true,
                               let control = callee(before: parens[parens.count - 2]), textInputs.contains(tree.identifierText(control)) {
                                context.textInput = true
                            }
                        case .leftParen, .comma:
                            context.frequency = parens.last.flatMap { classify(callee(before: $0), arguments: nil) }
                        default:
                            break
                        }
                    }
                }
                // `download(…) { bytesTransferred in … }`: a closure whose parameters are
                // progress reports is called again and again while the work runs, whatever the
                // call is named (a trailing closure of a project method): repeated background
                // updates. Not a tick: a load or transfer runs now and then, and the screens that
                // read its progress were rarely on screen while it ran (judged on unseen apps: 5
                // of 6 warnings a tick made were not worth a change).
                if declared == nil, context.frequency == nil, closureReportsProgress(k) { context.frequency = .stream }
                // `Task { … }` started by an initializer: its writes come later, once, not
                // with the initial value (a sample model starts its order feed from `init`).
                if context.isTask, context.frequency == nil, current().frequency == .fixed { context.frequency = .once }
                if pendingCatch {
                    context.errorPath = true
                    pendingCatch = false
                }
                if openIf >= 0 {
                    context.changeGuard = ifComparesChange
                    context.latchGuards = ifTestsUnset
                    ifTestsUnset = []
                    openIf = -1
                }
                stack.append(context)
            case .binaryOperator where t.op == .ne:
                if openIf >= 0 { ifComparesChange = true }
            case .prefixOperator where t.op == .bang:
                // `if !loaded {`, `if !state.began {`: the last name of the chain, not a call.
                if openIf >= 0, k + 1 < n, tokens[k + 1].kind == .identifier {
                    var j = k + 1
                    while j + 2 < n, tokens[j + 1].kind == .period, tokens[j + 2].kind == .identifier { j += 2 }
                    if j + 1 < n, tokens[j + 1].kind != .leftParen, tokens[j + 1].kind != .leftSquare {
                        ifTestsUnset.append(tree.identifierText(j))
                    }
                }
            case .rightBrace:
                _ = stack.popLast()
                pendingLoop = nil
            case .keyword:
                switch t.keyword {
                case .`for` where k + 1 < n && (tokens[k + 1].keyword == .`await` || tokens[k + 1].keyword == .`try`):
                    pendingLoop = .stream
                case .`catch`:
                    pendingCatch = true
                case .`if`:
                    openIf = k
                    ifComparesChange = false
                    ifTestsUnset = []
                case .`nil`, .`false`:
                    // `x == nil`, `x == false` in an `if` condition.
                    if openIf >= 0, k >= 2, tokens[k - 1].op == .eqeq, tokens[k - 2].kind == .identifier {
                        ifTestsUnset.append(tree.identifierText(k - 2))
                    }
                case .`while` where stack.contains(where: \.isTask):
                    // A loop in a task repeats background updates (a poll, a stream read by hand).
                    pendingLoop = .stream
                case .`for` where stack.contains(where: \.isTask) && loopBodyAwaits(k):
                    // So does a `for` loop in a task that waits in its body (`Task.sleep`, a
                    // request per item): its writes are spread over time, not one burst.
                    pendingLoop = .stream
                case .`var`, .`let`:
                    if k + 3 < n, tokens[k + 2].kind == .equal, let local = name(k + 1) {
                        var j = k + 3
                        while j < n, j < k + 24, !tokens[j].isAtStartOfLine || j == k + 3 {
                            let op = tokens[j].op
                            if op == .lt || op == .gt || op == .le || op == .ge || op == .eqeq || op == .ne
                                || tokens[j].keyword == .`true` || tokens[j].keyword == .`false` {
                                booleanLocals.insert(local)
                                break
                            }
                            j += 1
                        }
                    }
                    // `var model: Model` / `let timer = Timer.publish(…)`.
                    guard let property = name(k + 1), k + 3 < n, let o = owner(), stack.last?.owner != nil else { break }
                    if tokens[k + 2].kind == .colon, let type = name(k + 3) {
                        propertyTypes[o, default: [:]][property] = type
                    } else if tokens[k + 2].kind == .equal, let type = name(k + 3) {
                        // `let timer = Timer.publish(every: 1, …)`: a tick unless its literal
                        // interval is slower than `slowestTick`.
                        if type == "Timer" {
                            let end = min(n, k + 40)
                            if (interval(in: (k + 4)..<end) ?? 0) <= slowestTick { timerNames.insert(property) }
                        }
                        if k + 4 < n, tokens[k + 4].kind == .leftParen { propertyTypes[o, default: [:]][property] = type }
                    }
                default:
                    break
                }
            case .identifier:
                guard k + 1 < n else { continue }
                // `case code = "BusStopCode"` gives an enum case its raw value: no write.
                if k > 0, let kw = tokens[k - 1].keyword, kw == .`var` || kw == .`let` || kw == .`func` || kw == .`case` { continue }
                // Most identifiers are neither written nor calls in a classified context: their
                // text is read only once the tokens around them say they matter (a string per
                // identifier cost a tenth of a whole run).
                let qualified = k >= 2 && tokens[k - 1].kind == .period
                let next = tokens[k + 1]
                // `.onAppear(perform: load)`, `Button("Save", action: save)`: a method handed by
                // name to a callback label runs as often as the call it is handed to says (the
                // call's name first: `onAppear` is once, though `perform:` alone is an action).
                if next.kind == .rightParen || next.kind == .comma, !qualified, k >= 3, tokens[k - 1].kind == .colon,
                   // `$flag` is a binding handed out, written by whoever takes it (below).
                   tree.source[Int(tokens[k].start)] != UInt8(ascii: "$"),
                   tokens[k - 2].kind == .identifier, let open = parens.last, open >= 1, open < k,
                   // A hover callback's writes are hover flags, known only inside its closure:
                   // a method handed to `.onHover(perform:)` stays a method whose callers are unseen.
                   !(callee(before: open).map(isHover) ?? false),
                   let label = classify(k - 2, arguments: nil) {
                    let frequency = callee(before: open).flatMap { classify($0, arguments: (open + 1)..<k) } ?? label
                    let callOwner = owner()
                    calls.append(Call(owner: callOwner, method: k, frequency: frequency,
                                      ownerKey: key(callOwner, tree, method: k), bareKey: key(nil, tree, method: k), callerKey: nil))
                    continue
                }
                var written = false
                switch next.kind {
                case .equal:
                    written = true
                case .binaryOperator:
                    written = VaryingInputs.isCompoundAssignment(k + 1, tree)
                case .period:
                    written = k + 3 < n && tokens[k + 2].kind == .identifier && tokens[k + 3].kind == .leftParen
                        && mutatorHashes.contains(PreviewUses.hash(tree, token: k + 2))
                case .leftSquare:
                    // `items[i] = …`, `items[i].done = …`.
                    let close = VaryingInputs.closing(k + 1, tokens)
                    written = close + 1 < n && (tokens[close + 1].kind == .equal || tokens[close + 1].kind == .period)
                case .leftParen:
                    // A call of a method: `tick()`, `self.tick()`, `model.tick()`; only a call
                    // whose frequency this file can tell is worth keeping.
                    let (frequency, caller) = current()
                    guard frequency != nil || caller != nil else { break }
                    let base: (owner: String?, known: Bool) = qualified ? ownerOfBase(k - 2) : (owner(), owner() != nil)
                    let callOwner = base.known ? base.owner : nil
                    calls.append(Call(owner: callOwner, method: k, frequency: frequency,
                                      ownerKey: key(callOwner, tree, method: k), bareKey: key(nil, tree, method: k),
                                      callerKey: caller.map { key(nil, $0) }))
                default:
                    break
                }
                if k > 0 && tokens[k - 1].kind == .prefixAmpersand { written = true }
                // `self.$volume` is `$volume`; `model.$volume` is a publisher, not a binding.
                let throughSelf = qualified && tokens[k - 2].keyword == .`self` && (k < 3 || tokens[k - 3].kind != .period)
                let dollar = !written && (!qualified || throughSelf) && tree.source[Int(tokens[k].start)] == UInt8(ascii: "$")
                guard written || dollar else { continue }
                let text = tree.identifierText(k)
                // Who owns `text`: the enclosing type for `x` and `self.x`, a typed property's
                // type for `model.x`, nobody known otherwise.
                let base: (owner: String?, known: Bool) = qualified ? ownerOfBase(k - 2) : (owner(), owner() != nil)
                // `$volume` handed to a control: the control writes it, a slider on every frame
                // of the drag, a toggle, picker or text field on each user action.
                if !written, !qualified || throughSelf, text.utf8.first == UInt8(ascii: "$"), text.utf8.count > 1 {
                    let control = parens.last.flatMap { callee(before: $0) }.map { tree.identifierText($0) }
                    // A slider over a few literal steps (`in: 10...24, step: 1`) writes once per
                    // step crossed, a user's action, not once per frame of the drag.
                    var frequency: ChangeFrequency = control == "Slider" ? .frame : .action
                    if frequency == .frame, let open = parens.last, let steps = sliderSteps(open: open), steps <= maxSliderSteps {
                        frequency = .action
                    }
                    let base = String(text.dropFirst())
                    // A text input writes on every keystroke the value it is bound to, through a
                    // member (`$draft.title`) the whole value the view holds.
                    let typed = control.map { textInputs.contains($0) } ?? false
                    if typed, let o = owner() { keystrokes.append((o, base)) }
                    if k + 2 < n, tokens[k + 1].kind == .period, let property = name(k + 2) {
                        // `$player.volume`: the property of the object a typed stored property holds.
                        let type = owner().flatMap { propertyTypes[$0]?[base] }
                        writes.append(Write(owner: type, property: property, frequency: frequency, method: nil))
                        if typed, let type { keystrokes.append((type, property)) }
                    } else {
                        writes.append(Write(owner: owner(), property: base, frequency: frequency, method: nil))
                    }
                    continue
                }
                if written {
                    var (frequency, method) = current()
                    if let f = frequency, f > .once { frequency = guarded(f, write: k, name: text) }
                    if stack.contains(where: \.errorPath) {
                        // At most as often as the user acts. In a method, as often as its callers
                        // call it: a load's `catch` in `.onAppear(perform: load)` writes once, not
                        // per action (the guess made a loader's optional look set while shown).
                        if let f = frequency {
                            frequency = min(f, .action)
                            method = nil
                        } else if method == nil {
                            frequency = .action
                        }
                    }
                    writes.append(Write(owner: base.known ? base.owner : nil, property: text, frequency: frequency, method: method, hover: inHover(), derive: inDerive(),
                                        guarded: frequency == nil && method != nil ? changeGuard(write: k) : nil))
                    if base.known, let o = base.owner, stack.contains(where: \.textInput) { keystrokes.append((o, text)) }
                }
            default:
                continue
            }
        }

        // Methods called from this file: a method's frequency is the most frequent of its calls'
        // (a call inside another method takes that method's), to a fixpoint over this file.
        var methodFrequency: [UInt64: ChangeFrequency] = [:]
        /// Raises `key`'s frequency to at least `f`; whether it changed.
        func raise(_ key: UInt64, to f: ChangeFrequency) -> Bool {
            if let old = methodFrequency[key], old >= f { return false }
            methodFrequency[key] = f
            return true
        }
        var changed = true
        var rounds = 0
        while changed && rounds < 8 {
            changed = false
            rounds += 1
            for c in calls {
                guard let f = c.frequency ?? c.callerKey.flatMap({ methodFrequency[$0] }) else { continue }
                if raise(c.ownerKey, to: f) { changed = true }
                if raise(c.bareKey, to: f) { changed = true }
            }
        }
        for w in writes {
            var frequency = w.frequency ?? w.method.flatMap { methodFrequency[key(w.owner, $0)] ?? methodFrequency[key(nil, $0)] }
            if let f = frequency, let g = w.guarded { frequency = WriteFrequencies.changeGuarded(f, g) }
            if let frequency {
                out.insert(frequencyKey("chg:", frequency, owner: w.owner, name: w.property))
                // Whether some write of it is not an `onHover` flag (`ChangeModel.isHoverFlag`).
                // Keys hashed as they are spelled (`PreviewUses.hash` of the joined text), without
                // making the text: a string per write cost more than the rest of this loop.
                // And whether some write of it is not in `onAppear`/`onChange` (`ChangeModel.isDerivedValue`).
                if let owner = w.owner {
                    func insert(_ prefix: StaticString) {
                        var h = NameHasher()
                        h.add(prefix)
                        h.add(owner)
                        h.add(UInt8(ascii: "."))
                        h.add(w.property)
                        out.insert(h.value)
                    }
                    insert(w.hover ? "chghover@" : "chgnh@")
                    insert(w.derive ? "chgdrv@" : "chgndrv@")
                }
            } else if let method = w.method, let owner = w.owner {
                var h = NameHasher()
                h.add("chgfn@")
                h.add(owner)
                h.add(UInt8(ascii: "."))
                h.add(method)
                // That the method writes anything: the model asks it once per method, not once
                // per method and property.
                out.insert(h.value)
                h.add(UInt8(ascii: ">"))
                h.add(w.property)
                out.insert(h.value)
            }
        }
        for c in calls {
            guard let frequency = c.frequency ?? c.callerKey.flatMap({ methodFrequency[$0] }) else { continue }
            out.insert(frequencyKey("chgcall:", frequency, owner: c.owner, tree, token: c.method))
        }
        for (owner, property) in keystrokes {
            var h = NameHasher()
            h.add("chgkey@" as StaticString)
            h.add(owner)
            h.add(UInt8(ascii: "."))
            h.add(property)
            out.insert(h.value)
        }
        return out
    }
}
