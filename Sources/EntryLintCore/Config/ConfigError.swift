/// A problem in a configuration or baseline file, or in how the tool was invoked. Printed as
/// `path:line:column: error: message` so editors can jump to it; exit status 2.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var where_ = path
        if let line { where_ += ":\(line)" }
        if let line, let column, line > 0 { where_ += ":\(column)" }
        return "\(where_): error: \(message)"
    }
}

/// Typed messages for configuration errors.
extension ConfigError {
    static func unknownKey(_ key: String, known: [String], path: String, line: Int, column: Int) -> ConfigError {
        var m = "unknown key '\(key)'"
        if let s = Suggestion.near(key, in: known) { m += "; did you mean '\(s)'?" }
        else { m += "; known keys: \(known.joined(separator: ", "))" }
        return ConfigError(path: path, line: line, column: column, message: m)
    }

    static func unknownRule(_ id: String, known: [String], path: String, line: Int, column: Int) -> ConfigError {
        ConfigError(path: path, line: line, column: column, message: RuleSelectionError.unknownRuleMessage(id, known: known))
    }

    static func wrongType(_ what: String, expected: String, found node: JSONNode, path: String) -> ConfigError {
        ConfigError(path: path, line: node.line, column: node.column,
                    message: "\(what) must be \(expected), found \(node.typeDescription)")
    }
}

/// Unknown rule ids on the command line.
public enum RuleSelectionError {
    public static func unknownRuleMessage(_ id: String, known: [String]) -> String {
        guard let s = Suggestion.near(id, in: known) else { return "unknown rule '\(id)' (`entrylint rules` lists them)" }
        return "unknown rule '\(id)'; did you mean '\(s)'? (`entrylint rules` lists them)"
    }
}
