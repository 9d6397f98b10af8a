import Foundation

/// One `.entrylint.json` file. The nearest file applies to a folder. It does not inherit from
/// the files above it unless it says `"extends": "../.entrylint.json"` (a path relative to its
/// folder): then every key it does not set comes from that file (which may extend another), and
/// `rules` settings are merged rule by rule, its own winning. Inherited `include`/`exclude`
/// globs stay relative to the folder of the file that wrote them. Explicit rather than by
/// default, so that adding a file in a subfolder never changes what its parent's file means
/// elsewhere and a nested file still means exactly what it says unless it asks for more.
///
/// ```json
/// {
///   "include": ["Sources/**"],
///   "exclude": ["Sources/Generated/**", "**/*.pb.swift"],
///   "select": ["correctness", "body_fresh_object"],
///   "extendSelect": ["style"],
///   "ignore": ["conditional_modifier"],
///   "enable": ["state_not_private"],
///   "rules": { "body_fresh_object": { "severity": "error", "options": {} } },
///   "failOn": "warning",
///   "profile": "default",
///   "previews": false,
///   "extends": "../.entrylint.json"
/// }
/// ```
public struct Configuration: Sendable {
    /// Where the file is (absolute); globs are relative to its folder.
    public var path: String
    public var directory: String
    public var include: [Glob]?
    public var exclude: [Glob] = []
    public var select: [String]?
    public var extendSelect: [String] = []
    public var ignore: [String] = []
    public var enable: [String] = []
    public var severities: [String: Severity] = [:]
    public var ruleOptions: [String: ConfigValue] = [:]
    public var failOn: Severity?
    /// `extends`: the file named, as written and resolved, with where it was written.
    public var extends: (path: String, absolutePath: String, line: Int, column: Int)?
    /// Keys this file sets itself (an extending file inherits the others).
    public var setKeys: Set<String> = []
    /// Folders the `include` and `exclude` globs are relative to (an inherited list keeps the
    /// folder of the file that wrote it).
    public var includeBase: String
    public var excludeBase: String

    public static let fileName = ".entrylint.json"
    static let keys = ["$schema", "include", "exclude", "select", "extendSelect", "ignore", "enable", "rules", "failOn", "extends", "root",
                       "dependencies", "profile", "minimumImpact", "previews"]
    /// Option keys each rule accepts in `rules.<id>.options` (`parse`'s default). No rule takes
    /// options yet, so any key is an error instead of being silently ignored.
    public static let ruleOptionKeys: [String: [String]] = [:]
    /// `"profile"`: which findings are reported (`Profile`). The older `"minimumImpact": "low"`
    /// reads as `"audit"` (it reported the low-impact findings), `"high"` as `"default"`.
    public var profile: Profile?
    /// Body rules also report in preview and test code.
    public var previews: Bool?
    /// `"root": true`: this folder is the project's root (the project model looks no higher).
    public var isProjectRoot = false
    /// Folders of checked-out dependencies to index for their types (besides `.build/checkouts`
    /// and `SourcePackages/checkouts`), relative to this file's folder.
    public var dependencies: [String] = []
    static let ruleKeys = ["severity", "options"]

    public init(path: String) {
        self.path = path
        directory = Paths.parent(path)
        includeBase = directory
        excludeBase = directory
    }

    /// This file on top of the one it extends: what this file sets wins.
    public func merged(over parent: Configuration) -> Configuration {
        var c = self
        if !setKeys.contains("include") { c.include = parent.include; c.includeBase = parent.includeBase }
        if !setKeys.contains("exclude") { c.exclude = parent.exclude; c.excludeBase = parent.excludeBase }
        if !setKeys.contains("select") { c.select = parent.select }
        if !setKeys.contains("extendSelect") { c.extendSelect = parent.extendSelect }
        if !setKeys.contains("ignore") { c.ignore = parent.ignore }
        if !setKeys.contains("enable") { c.enable = parent.enable }
        if !setKeys.contains("failOn") { c.failOn = parent.failOn }
        if !setKeys.contains("profile") && !setKeys.contains("minimumImpact") { c.profile = parent.profile }
        if !setKeys.contains("previews") { c.previews = parent.previews }
        c.severities = parent.severities.merging(severities) { $1 }
        c.ruleOptions = parent.ruleOptions.merging(ruleOptions) { $1 }
        return c
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

    public static func parse(_ bytes: [UInt8], path: String, displayPath: String, knownRules: [String],
                             ruleOptionKeys: [String: [String]] = Configuration.ruleOptionKeys) throws(ConfigError) -> Configuration {
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
            config.setKeys.insert(m.key)
            switch m.key {
            case "$schema":
                break
            case "include":
                config.include = try globs(m.value, "'include'", displayPath)
            case "exclude":
                config.exclude = try globs(m.value, "'exclude'", displayPath)
            case "extends":
                guard case .string(let target) = m.value.value, !target.isEmpty else {
                    throw ConfigError.wrongType("'extends'", expected: "the path of another configuration file", found: m.value, path: displayPath)
                }
                config.extends = (target, Paths.absolute(target, base: config.directory), m.value.line, m.value.column)
            case "select":
                config.select = try ruleIDs(m.value, "'select'", displayPath, knownRules, allowAll: true)
            case "extendSelect":
                config.extendSelect = try ruleIDs(m.value, "'extendSelect'", displayPath, knownRules, allowAll: true)
            case "ignore":
                config.ignore = try ruleIDs(m.value, "'ignore'", displayPath, knownRules, allowAll: true)
            case "enable":
                config.enable = try ruleIDs(m.value, "'enable'", displayPath, knownRules, allowAll: false)
            case "failOn":
                config.failOn = try severity(m.value, "'failOn'", displayPath)
            case "profile":
                guard case .string(let text) = m.value.value, let profile = Profile(rawValue: text) else {
                    throw ConfigError(path: displayPath, line: m.value.line, column: m.value.column,
                                      message: "'profile' must be \"default\" or \"audit\"")
                }
                config.profile = profile
            case "minimumImpact":
                guard case .string(let text) = m.value.value, let impact = Impact(rawValue: text) else {
                    throw ConfigError(path: displayPath, line: m.value.line, column: m.value.column,
                                      message: "'minimumImpact' must be \"high\" or \"low\" (it is now spelled \"profile\": \"default\" or \"audit\")")
                }
                if members.contains(where: { $0.key == "profile" }) {
                    throw ConfigError(path: displayPath, line: m.keyLine, column: m.keyColumn,
                                      message: "'minimumImpact' and 'profile' say the same thing: keep 'profile' only")
                }
                config.profile = impact == .low ? .audit : .standard
            case "previews":
                guard case .bool(let flag) = m.value.value else {
                    throw ConfigError.wrongType("'previews'", expected: "true or false", found: m.value, path: displayPath)
                }
                config.previews = flag
            case "rules":
                try config.readRules(m.value, displayPath, knownRules, ruleOptionKeys)
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

    mutating func readRules(_ node: JSONNode, _ displayPath: String, _ knownRules: [String],
                            _ ruleOptionKeys: [String: [String]]) throws(ConfigError) {
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
                    guard case .object(let options) = s.value.value else {
                        throw ConfigError.wrongType("'rules.\(m.key).options'", expected: "an object", found: s.value, path: displayPath)
                    }
                    let accepted = ruleOptionKeys[m.key] ?? []
                    for o in options where !accepted.contains(o.key) {
                        let known = accepted.isEmpty ? "'\(m.key)' takes no options" : "its options: \(accepted.joined(separator: ", "))"
                        var message = "unknown option '\(o.key)' of rule '\(m.key)'; \(known)"
                        if let near = Suggestion.near(o.key, in: accepted) { message += "; did you mean '\(near)'?" }
                        throw ConfigError(path: displayPath, line: o.keyLine, column: o.keyColumn, message: message)
                    }
                    ruleOptions[m.key] = s.value.plain
                default:
                    throw ConfigError.unknownKey(s.key, known: Configuration.ruleKeys, path: displayPath, line: s.keyLine, column: s.keyColumn)
                }
            }
        }
    }

    /// Glob lists, each pattern checked: the error points into the string.
    static func globs(_ node: JSONNode, _ what: String, _ displayPath: String) throws(ConfigError) -> [Glob] {
        try strings(node, what, displayPath).map { (pattern, n) throws(ConfigError) -> Glob in
            if let problem = Glob.problem(in: pattern) {
                throw ConfigError(path: displayPath, line: n.line, column: n.column + 1 + problem.offset,
                                  message: "invalid glob '\(pattern)' in \(what): \(problem.message)")
            }
            return Glob(pattern)
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
        for (id, n) in items where !(knownRules.contains(id) || (allowAll && RuleSelector.words.contains(id))) {
            throw ConfigError.unknownRule(id, known: knownRules + (allowAll ? RuleSelector.words : []), path: displayPath, line: n.line, column: n.column)
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
        if let rel = Configuration.inside(absolutePath, excludeBase), exclude.contains(where: { $0.matchesPathOrParent(rel) }) {
            return true
        }
        if let include, let rel = Configuration.inside(absolutePath, includeBase),
           !include.contains(where: { $0.matchesPathOrParent(rel) }) {
            return true
        }
        return false
    }

    /// The path relative to `base` when it is inside it.
    static func inside(_ absolutePath: String, _ base: String) -> String? {
        guard let rel = Paths.relative(absolutePath, to: base), !rel.hasPrefix("../"), rel != ".." else { return nil }
        return rel
    }

    /// Whether a whole folder is left out by `exclude` (the walk does not enter it).
    public func excludesDirectory(absolutePath: String) -> Bool {
        guard let rel = Paths.relative(absolutePath, to: excludeBase), rel != ".", !rel.hasPrefix("..") else { return false }
        return exclude.contains { $0.matchesPathOrParent(rel) }
    }
}
