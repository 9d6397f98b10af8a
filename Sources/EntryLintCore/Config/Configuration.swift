import Foundation

/// One `.entrylint.json` file. Nearest file wins; files do not inherit from each other.
///
/// ```json
/// {
///   "include": ["Sources/**"],
///   "exclude": ["Sources/Generated/**", "**/*.pb.swift"],
///   "select": ["entry_unstable_default", "body_fresh_object"],
///   "ignore": ["conditional_modifier"],
///   "enable": ["state_not_private"],
///   "rules": { "body_fresh_object": { "severity": "error", "options": {} } },
///   "failOn": "warning"
/// }
/// ```
public struct Configuration: Sendable {
    /// Where the file is (absolute); globs are relative to its folder.
    public var path: String
    public var directory: String
    public var include: [Glob]?
    public var exclude: [Glob] = []
    public var select: [String]?
    public var ignore: [String] = []
    public var enable: [String] = []
    public var severities: [String: Severity] = [:]
    public var ruleOptions: [String: ConfigValue] = [:]
    public var failOn: Severity?
    /// `"root": true`: this folder is the project's root (the project model looks no higher).
    public var isProjectRoot = false
    /// Folders of checked-out dependencies to index for their types (besides `.build/checkouts`
    /// and `SourcePackages/checkouts`), relative to this file's folder.
    public var dependencies: [String] = []

    public static let fileName = ".entrylint.json"
    static let keys = ["$schema", "include", "exclude", "select", "ignore", "enable", "rules", "failOn", "root", "dependencies"]
    static let ruleKeys = ["severity", "options"]

    public init(path: String) {
        self.path = path
        directory = Paths.parent(path)
    }

    /// Reads and validates a file. `displayPath` is how errors name it; `knownRules` are the
    /// valid rule ids.
    public static func load(path: String, displayPath: String, knownRules: [String]) throws(ConfigError) -> Configuration {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw ConfigError(path: displayPath, message: "is a folder, not a configuration file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw ConfigError(path: displayPath, message: exists ? "cannot read configuration file (permission denied?)" : "no such configuration file")
        }
        return try parse([UInt8](data), path: path, displayPath: displayPath, knownRules: knownRules)
    }

    public static func parse(_ bytes: [UInt8], path: String, displayPath: String, knownRules: [String]) throws(ConfigError) -> Configuration {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw ConfigError(path: displayPath, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        guard case .object(let members) = root.value else {
            throw ConfigError.wrongType("the configuration", expected: "an object", found: root, path: displayPath)
        }
        var config = Configuration(path: path)
        var seen = Set<String>()
        for m in members {
            if !seen.insert(m.key).inserted {
                throw ConfigError(path: displayPath, line: m.keyLine, column: m.keyColumn, message: "duplicate key '\(m.key)'")
            }
            switch m.key {
            case "$schema":
                break
            case "include":
                config.include = try strings(m.value, "'include'", displayPath).map { Glob($0.0) }
            case "exclude":
                config.exclude = try strings(m.value, "'exclude'", displayPath).map { Glob($0.0) }
            case "select":
                config.select = try ruleIDs(m.value, "'select'", displayPath, knownRules, allowAll: true)
            case "ignore":
                config.ignore = try ruleIDs(m.value, "'ignore'", displayPath, knownRules, allowAll: false)
            case "enable":
                config.enable = try ruleIDs(m.value, "'enable'", displayPath, knownRules, allowAll: false)
            case "failOn":
                config.failOn = try severity(m.value, "'failOn'", displayPath)
            case "rules":
                try config.readRules(m.value, displayPath, knownRules)
            case "root":
                guard case .bool(let b) = m.value.value else {
                    throw ConfigError.wrongType("'root'", expected: "true or false", found: m.value, path: displayPath)
                }
                config.isProjectRoot = b
            case "dependencies":
                config.dependencies = try strings(m.value, "'dependencies'", displayPath).map(\.0)
            default:
                throw ConfigError.unknownKey(m.key, known: keys.filter { $0 != "$schema" }, path: displayPath, line: m.keyLine, column: m.keyColumn)
            }
        }
        return config
    }

    mutating func readRules(_ node: JSONNode, _ displayPath: String, _ knownRules: [String]) throws(ConfigError) {
        guard case .object(let members) = node.value else {
            throw ConfigError.wrongType("'rules'", expected: "an object of rule ids", found: node, path: displayPath)
        }
        for m in members {
            guard knownRules.contains(m.key) else {
                throw ConfigError.unknownRule(m.key, known: knownRules, path: displayPath, line: m.keyLine, column: m.keyColumn)
            }
            guard case .object(let settings) = m.value.value else {
                throw ConfigError.wrongType("'rules.\(m.key)'", expected: "an object with 'severity' and/or 'options'", found: m.value, path: displayPath)
            }
            for s in settings {
                switch s.key {
                case "severity": severities[m.key] = try Configuration.severity(s.value, "'rules.\(m.key).severity'", displayPath)
                case "options":
                    guard case .object = s.value.value else {
                        throw ConfigError.wrongType("'rules.\(m.key).options'", expected: "an object", found: s.value, path: displayPath)
                    }
                    ruleOptions[m.key] = s.value.plain
                default:
                    throw ConfigError.unknownKey(s.key, known: Configuration.ruleKeys, path: displayPath, line: s.keyLine, column: s.keyColumn)
                }
            }
        }
    }

    static func strings(_ node: JSONNode, _ what: String, _ displayPath: String) throws(ConfigError) -> [(String, JSONNode)] {
        guard case .array(let items) = node.value else {
            throw ConfigError.wrongType(what, expected: "a list of strings", found: node, path: displayPath)
        }
        var out: [(String, JSONNode)] = []
        for item in items {
            guard case .string(let s) = item.value else {
                throw ConfigError.wrongType("each item of \(what)", expected: "a string", found: item, path: displayPath)
            }
            out.append((s, item))
        }
        return out
    }

    static func ruleIDs(_ node: JSONNode, _ what: String, _ displayPath: String, _ knownRules: [String], allowAll: Bool) throws(ConfigError) -> [String] {
        let items = try strings(node, what, displayPath)
        for (id, n) in items where !(knownRules.contains(id) || (allowAll && id == "all")) {
            throw ConfigError.unknownRule(id, known: knownRules, path: displayPath, line: n.line, column: n.column)
        }
        return items.map(\.0)
    }

    static func severity(_ node: JSONNode, _ what: String, _ displayPath: String) throws(ConfigError) -> Severity {
        guard case .string(let s) = node.value, let sev = Severity(rawValue: s) else {
            throw ConfigError(path: displayPath, line: node.line, column: node.column,
                              message: "\(what) must be \"error\", \"warning\" or \"note\"")
        }
        return sev
    }

    /// Whether the file at `absolutePath` is left out by `include`/`exclude`.
    public func excludes(absolutePath: String) -> Bool {
        guard let rel = Paths.relative(absolutePath, to: directory), !rel.hasPrefix("../"), rel != ".." else {
            return false
        }
        if exclude.contains(where: { $0.matchesPathOrParent(rel) }) { return true }
        if let include, !include.contains(where: { $0.matchesPathOrParent(rel) }) { return true }
        return false
    }

    /// Whether a whole folder is left out by `exclude` (the walk does not enter it).
    public func excludesDirectory(absolutePath: String) -> Bool {
        guard let rel = Paths.relative(absolutePath, to: directory), rel != ".", !rel.hasPrefix("..") else { return false }
        return exclude.contains { $0.matchesPathOrParent(rel) }
    }
}
