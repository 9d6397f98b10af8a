import Foundation

/// Findings a team has accepted for now (`--write-baseline`), so that only new ones are
/// reported (`--baseline`). Entries match by file, rule and the normalised text of the
/// offending line(s), never by line number: edits above a finding do not resurrect it. Paths
/// are stored relative to the baseline file's folder, so it works from any working directory.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var path: String
        public var rule: String
        public var text: String

        public init(path: String, rule: String, text: String) {
            self.path = path
            self.rule = rule
            self.text = text
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.text) < (b.path, b.rule, b.text)
        }
    }

    /// How many findings each entry stands for.
    public var counts: [Entry: Int]
    /// Absolute folder the stored paths are relative to.
    public var directory: String

    public static let formatVersion = 1

    public init(counts: [Entry: Int] = [:], directory: String) {
        self.counts = counts
        self.directory = directory
    }

    /// The entry a finding matches. `cwd` resolves the finding's display path.
    public static func entry(for f: Finding, directory: String, cwd: String) -> Entry {
        let abs = Paths.absolute(f.path, base: cwd)
        let rel = Paths.relative(abs, to: directory) ?? abs
        return Entry(path: rel, rule: f.ruleID, text: f.snippet.normalizedText)
    }

    public init(findings: [Finding], directory: String, cwd: String) {
        self.directory = directory
        counts = [:]
        for f in findings { counts[Baseline.entry(for: f, directory: directory, cwd: cwd), default: 0] += 1 }
    }

    public struct FilterResult: Sendable {
        public var findings: [Finding]
        /// Findings hidden because the baseline has them.
        public var matched: Int
        /// Baseline entries no finding matched any more (fixed since): the file can be rewritten.
        public var stale: Int
    }

    /// Drops findings the baseline accounts for, each entry as many times as its count.
    public func filter(_ findings: [Finding], cwd: String) -> FilterResult {
        var remaining = counts
        var kept: [Finding] = []
        var matched = 0
        for f in findings {
            let e = Baseline.entry(for: f, directory: directory, cwd: cwd)
            if let n = remaining[e], n > 0 {
                remaining[e] = n - 1
                matched += 1
            } else {
                kept.append(f)
            }
        }
        return FilterResult(findings: kept, matched: matched, stale: remaining.values.reduce(0, +))
    }

    /// Stable JSON: sorted entries, sorted keys, one entry per block, trailing newline.
    public func rendered() -> String {
        var items: [JSON] = []
        for e in counts.keys.sorted() {
            var members: [(String, JSON)] = [("path", .string(e.path)), ("rule", .string(e.rule)), ("text", .string(e.text))]
            if let n = counts[e], n > 1 { members.insert(("count", .int(n)), at: 0) }
            items.append(.object(members))
        }
        let doc = JSON.object([("findings", .array(items)), ("tool", .string("entrylint")), ("version", .int(Baseline.formatVersion))])
        return doc.rendered(pretty: true) + "\n"
    }

    public static func load(path: String, displayPath: String) throws(ConfigError) -> Baseline {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw ConfigError(path: displayPath, message: "is a folder, not a baseline file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw ConfigError(path: displayPath, message: exists ? "cannot read baseline file (permission denied?)" : "no such baseline file (create it with --write-baseline)")
        }
        return try parse([UInt8](data), directory: Paths.parent(path), displayPath: displayPath)
    }

    public static func parse(_ bytes: [UInt8], directory: String, displayPath: String) throws(ConfigError) -> Baseline {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch {
            throw ConfigError(path: displayPath, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        func bad(_ node: JSONNode, _ message: String) -> ConfigError {
            ConfigError(path: displayPath, line: node.line, column: node.column, message: message)
        }
        guard case .object(let members) = root.value else { throw bad(root, "a baseline must be an object with 'findings'") }
        var baseline = Baseline(directory: directory)
        var sawFindings = false
        for m in members {
            switch m.key {
            case "version":
                guard case .number(let v) = m.value.value, v == Double(formatVersion) else {
                    throw bad(m.value, "unsupported baseline version; expected \(formatVersion)")
                }
            case "tool":
                break
            case "findings":
                sawFindings = true
                guard case .array(let items) = m.value.value else { throw bad(m.value, "'findings' must be a list") }
                for item in items {
                    guard case .object(let fields) = item.value else { throw bad(item, "each finding must be an object") }
                    var path: String?, rule: String?, text: String?
                    var count = 1
                    for field in fields {
                        switch (field.key, field.value.value) {
                        case ("path", .string(let s)): path = s
                        case ("rule", .string(let s)): rule = s
                        case ("text", .string(let s)): text = s
                        case ("count", .number(let n)) where n >= 1 && n == n.rounded(): count = Int(n)
                        case ("path", _), ("rule", _), ("text", _): throw bad(field.value, "'\(field.key)' must be a string")
                        case ("count", _): throw bad(field.value, "'count' must be a positive integer")
                        default:
                            throw ConfigError.unknownKey(field.key, known: ["path", "rule", "text", "count"], path: displayPath,
                                                         line: field.keyLine, column: field.keyColumn)
                        }
                    }
                    guard let path, let rule, let text else { throw bad(item, "a finding needs 'path', 'rule' and 'text'") }
                    baseline.counts[Entry(path: path, rule: rule, text: text), default: 0] += count
                }
            default:
                throw ConfigError.unknownKey(m.key, known: ["findings", "tool", "version"], path: displayPath, line: m.keyLine, column: m.keyColumn)
            }
        }
        guard sawFindings else { throw bad(root, "a baseline must have a 'findings' list") }
        return baseline
    }
}
