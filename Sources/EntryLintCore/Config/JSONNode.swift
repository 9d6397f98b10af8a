/// A JSON value read from a configuration or baseline file, with the 1-based line and column
/// where it starts so errors can point at it.
public struct JSONNode: Sendable {
    public indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in file order; keys keep their own positions.
        case object([Member])
    }

    public struct Member: Sendable {
        public var key: String
        public var keyLine: Int
        public var keyColumn: Int
        public var value: JSONNode
    }

    public var value: Value
    public var line: Int
    public var column: Int

    /// The JSON type name used in error messages ("a string", "an object").
    public var typeDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The same value without positions, for rule options.
    public var plain: ConfigValue {
        switch value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(\.plain))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, $0.value.plain) }, uniquingKeysWith: { _, last in last }))
        }
    }
}

/// A rule option value from `.entrylint.json` (`rules.ID.options`), as the rule reads it.
public indirect enum ConfigValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ConfigValue])
    case object([String: ConfigValue])
}
