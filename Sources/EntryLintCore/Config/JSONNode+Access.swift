/// Field access for JSON read with `JSONParser`: the language server reads its protocol
/// messages with the configuration's reader; these make a message's fields one lookup each.
/// A missing or differently typed field reads as nil, so a malformed message is answered,
/// never trapped on.
extension JSONNode {
    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var string: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    /// Integral numbers only: line, character and version numbers.
    public var int: Int? {
        guard case .number(let d) = value, d.rounded() == d, abs(d) < 9e15 else { return nil }
        return Int(d)
    }

    public var bool: Bool? {
        if case .bool(let b) = value { return b }
        return nil
    }

    public var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    public var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    /// The value written back (a request id is echoed as it came).
    public var json: JSON {
        switch value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let d): return d.rounded() == d && abs(d) < 9e15 ? .int(Int(d)) : .string(String(d))
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(\.json))
        case .object(let members): return .object(members.map { ($0.key, $0.value.json) })
        }
    }
}
