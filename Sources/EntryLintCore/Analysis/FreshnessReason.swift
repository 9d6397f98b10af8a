/// Why the freshness evaluator reached its verdict, one step of the explanation: the facts
/// (which expression, which type, which property), never the sentence. Rules word them
/// (`Rules/Support/FreshnessWording.swift`), so a message can change without touching the
/// evaluator and a test can assert the facts.
public enum FreshnessReason: Sendable, Equatable {
    /// `{ … }`: a closure literal.
    case closureLiteral
    /// A tuple, collection, optional or enum payload holding `culprit`.
    case holds(ValueHolder, culprit: String)
    /// `expression` (a call or an SDK member) gives a different value on every call.
    case differsPerCall(expression: String)
    /// `expression` creates a new instance of the class or actor `type`.
    case createsInstance(expression: String, type: String)
    /// `expression` constructs a new value of the SDK value type `type` (`UUID()`, `Date()`).
    case makesNewValue(expression: String, type: String)
    /// The value type `type` is built from an argument (`argument`, when known) that creates a
    /// new `instanceType`.
    case valueTypeArgument(type: String, argument: String?, instanceType: String)
    /// The struct `type` has a stored property whose default creates a new `instanceType`.
    case storedPropertyInstance(type: String, property: String, initializer: String, instanceType: String)
    /// The struct `type` has a stored property whose default is fresh in another way.
    case storedPropertyInitialized(type: String, property: String, initializer: String)
    /// The explicit initializer of `type` stores `stored`, a new `instanceType`, in `property`.
    case initializerStores(type: String, stored: String, instanceType: String, property: String)
    /// `expression` reads the clock each time it is evaluated (`.now`, `Date.now`).
    case readsClockPerEvaluation(expression: String)
    /// `expression` reads the clock (`ProcessInfo.processInfo.systemUptime`).
    case readsClock(expression: String)
    /// A project body followed one level returns `returned` on every read or call.
    case returnsEachRead(IndirectionSource, returned: String)

    /// What holds a fresh part of a value (`binding`: `Binding.constant(…)`).
    public enum ValueHolder: Sendable, Equatable {
        case tuple, array, dictionary, enumPayload, optional, binding
    }

    /// The project declaration whose body the evaluator followed.
    public enum IndirectionSource: Sendable, Equatable {
        case function(name: String)
        case staticFunction(type: String, member: String)
        case computedStaticProperty(type: String, member: String)
        case computedGlobal(name: String)
    }
}
