/// The sentence fragments rules put in messages for the evaluator's reasons (`FreshnessReason`).
extension FreshnessReason {
    public var sentence: String {
        switch self {
        case .closureLiteral:
            return "a closure literal"
        case .holds(let holder, let culprit):
            return "the \(holder.noun) holds '\(culprit)'"
        case .differsPerCall(let expression):
            return "'\(expression)' returns a different value on every call"
        case .createsInstance(let expression, let type):
            return "'\(expression)' creates a new '\(type)' instance"
        case .makesNewValue(let expression, let type):
            return "'\(expression)' makes a new \(Self.valueNoun(type)) every time"
        case .valueTypeArgument(let type, let argument, let instanceType):
            let described = argument.map { "its argument '\($0)'" } ?? "an argument"
            return "'\(type)' is a value type, but \(described) creates a new '\(instanceType)' instance"
        case .storedPropertyInstance(let type, let property, let initializer, let instanceType):
            return "'\(type)' is a struct whose stored property '\(property)' is initialized with '\(initializer)', a new '\(instanceType)' instance"
        case .storedPropertyInitialized(let type, let property, let initializer):
            return "'\(type)' has a stored property '\(property)' initialized with '\(initializer)'"
        case .initializerStores(let type, let stored, let instanceType, let property):
            return "'\(type).init' stores '\(stored)', a new '\(instanceType)' instance, in '\(property)'"
        case .readsClockPerEvaluation(let expression):
            return "'\(expression)' reads the clock on every evaluation"
        case .readsClock(let expression):
            return "'\(expression)' reads the clock"
        case .returnsEachRead(let source, let returned):
            return "\(source.description) returns '\(returned)' each time it is read"
        }
    }

    /// `identifier` for `UUID`, `timestamp` for `Date`, else the type's name.
    static func valueNoun(_ type: String) -> String {
        switch type {
        case "UUID": return "identifier"
        case "Date": return "timestamp"
        default: return "'\(type)' value"
        }
    }
}

extension FreshnessReason.ValueHolder {
    var noun: String {
        switch self {
        case .tuple: return "tuple"
        case .array: return "array"
        case .dictionary: return "dictionary"
        case .enumPayload: return "enum payload"
        case .optional: return "optional"
        case .binding: return "constant binding"
        }
    }
}

extension FreshnessReason.IndirectionSource {
    var description: String {
        switch self {
        case .function(let name): return "function '\(name)()'"
        case .staticFunction(let type, let member): return "static function '\(type).\(member)()'"
        case .computedStaticProperty(let type, let member): return "computed static property '\(type).\(member)'"
        case .computedGlobal(let name): return "computed global '\(name)'"
        }
    }
}
