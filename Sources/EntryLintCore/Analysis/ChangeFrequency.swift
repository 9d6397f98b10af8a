/// How often a piece of state can change while a view is shown: the change model's lattice,
/// ordered, joined by `max`. More often than once a second (`tick`, `frame`) is what makes a
/// re-evaluation worth saving.
public enum ChangeFrequency: String, CaseIterable, Comparable, Sendable, Codable {
    /// Only its initial value, or only written in an initializer.
    case fixed
    /// `onAppear`, a one-shot `.task`, a load completion, a `Task` an initializer starts.
    case once
    /// Button and menu actions, `onSubmit`, gestures that end, bindings handed to controls.
    case action
    /// `for await` loops, Combine `sink`/`onReceive`, notifications, repeated background updates
    /// (a `while` loop in a task, a `for` loop in a task that awaits in its body).
    case stream
    /// `Timer`, `onReceive(Timer.publish…)`, periodic time observers, progress callbacks.
    case tick
    /// A drag's `onChanged`/`updating`, scroll and geometry changes.
    case frame

    public static func < (a: ChangeFrequency, b: ChangeFrequency) -> Bool { a.rank < b.rank }
    private var rank: Int { ChangeFrequency.allCases.firstIndex(of: self)! }

    /// More often than once a second: re-evaluations at this rate are worth saving.
    public var isFrequent: Bool { self >= .tick }

    /// "on every tick", for a finding's evidence.
    public var phrase: String {
        switch self {
        case .fixed: return "never after it is made"
        case .once: return "once, when it appears or loads"
        case .action: return "on user actions"
        case .stream: return "on every event of a stream"
        case .tick: return "on every tick of a timer or progress report"
        case .frame: return "on every frame of a drag, slider, scroll or geometry change"
        }
    }

    /// Where a write of this frequency runs, for evidence: "in a timer callback".
    public var writePlace: String {
        switch self {
        case .fixed: return "in an initializer"
        case .once: return "when the view appears or a load completes"
        case .action: return "in a user action"
        case .stream: return "in a stream's callback or loop"
        case .tick: return "in a timer or progress callback"
        case .frame: return "on every frame of a drag, slider, scroll or geometry change"
        }
    }
}
