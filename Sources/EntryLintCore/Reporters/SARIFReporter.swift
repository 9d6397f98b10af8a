/// SARIF 2.1.0 as GitHub code scanning accepts it: `tool.driver` with every rule (short and
/// full description, help, default level), and results with `ruleId`, `level`, `message`,
/// `locations` (URI relative to the repository root, region in 1-based lines and code-point
/// columns), `partialFingerprints` that survive unrelated edits, related locations for notes
/// and `fixes` with byte-offset replacements.
public enum SARIFReporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let fingerprintKey = "entrylintFingerprint/v1"

    public static func render(_ findings: [Finding], context: ReportContext) -> String {
        let rules = context.rules.sorted { $0.id < $1.id }
        var ruleIndex: [String: Int] = [:]
        for (k, r) in rules.enumerated() { ruleIndex[r.id] = k }
        let fingerprints = Fingerprint.partialFingerprints(findings)
        var results: [JSON] = []
        for (k, f) in findings.enumerated() {
            results.append(result(f, fingerprint: fingerprints[k], ruleIndex: ruleIndex[f.ruleID], context: context))
        }
        let driver = JSON.object([
            ("name", .string(ToolInfo.name)),
            ("version", .string(ToolInfo.version)),
            ("semanticVersion", .string(ToolInfo.version)),
            ("informationUri", .string(ToolInfo.informationURI)),
            ("rules", .array(rules.map(descriptor))),
        ])
        let run = JSON.object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        let log = JSON.object([("$schema", .string(schemaURI)), ("version", .string("2.1.0")), ("runs", .array([run]))])
        return log.rendered(pretty: true) + "\n"
    }

    static func level(_ s: Severity) -> String { s.rawValue } // error, warning, note are SARIF levels

    static func descriptor(_ r: RuleInfo) -> JSON {
        let markdown = r.renderedDocumentation
        return .object([
            ("id", .string(r.id)),
            ("name", .string(r.id)),
            ("shortDescription", .object([("text", .string(r.summary))])),
            ("fullDescription", .object([("text", .string(r.documentation.whatItDoes))])),
            ("help", .object([("text", .string(markdown)), ("markdown", .string(markdown))])),
            ("defaultConfiguration", .object([("level", .string(level(r.defaultSeverity))), ("enabled", .bool(!r.isOptIn))])),
            ("helpUri", .string(ToolInfo.ruleDocumentationURI(r.id))),
            // `tags` is what GitHub code scanning filters by.
            ("properties", .object([("fixable", .bool(r.isFixable)), ("optIn", .bool(r.isOptIn)),
                                    ("category", .string(r.category.rawValue)), ("profiles", .string(r.profiles)),
                                    ("tags", .array([.string(r.category.rawValue)]))])),
        ])
    }

    static func result(_ f: Finding, fingerprint: String, ruleIndex: Int?, context: ReportContext) -> JSON {
        let uri = artifactURI(f.path, context: context)
        var members: [(String, JSON)] = [("ruleId", .string(f.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(level(f.severity))),
            ("message", .object([("text", .string(f.message))])),
            ("locations", .array([location(uri: uri, f)])),
            ("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])),
        ]
        let related = f.notes.enumerated().map { k, n -> JSON in
            var loc: [(String, JSON)] = [("id", .int(k))]
            if let l = n.location {
                loc.append(("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(artifactURI(n.path ?? f.path, context: context)))])),
                    ("region", .object([("startLine", .int(max(1, l.line))), ("startColumn", .int(max(1, l.column)))])),
                ])))
            } else if let p = n.path {
                loc.append(("physicalLocation", .object([("artifactLocation", .object([("uri", .string(artifactURI(p, context: context)))]))])))
            }
            loc.append(("message", .object([("text", .string(n.message))])))
            return .object(loc)
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        var properties: [(String, JSON)] = [("profile", .string(f.profile.rawValue))]
        if let impact = f.impact { properties.append(("impact", .string(impact.rawValue))) }
        members.append(("properties", .object(properties)))
        if let fix = f.fix, !fix.edits.isEmpty {
            let replacements = fix.edits.map { e -> JSON in
                .object([
                    ("deletedRegion", .object([("byteOffset", .int(e.range.lowerBound)), ("byteLength", .int(e.range.count))])),
                    ("insertedContent", .object([("text", .string(e.replacement))])),
                ])
            }
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string(fix.title))])),
                ("artifactChanges", .array([.object([("artifactLocation", .object([("uri", .string(uri))])), ("replacements", .array(replacements))])])),
                ("properties", .object([("applicability", .string(fix.applicability.rawValue))])),
            ])])))
        }
        return .object(members)
    }

    static func location(uri: String, _ f: Finding) -> JSON {
        let startColumn = f.snippet.startCodePointColumn > 0 ? f.snippet.startCodePointColumn : f.start.column
        let endColumn = f.snippet.endCodePointColumn > 0 ? f.snippet.endCodePointColumn : f.end.column
        var region: [(String, JSON)] = [("startLine", .int(max(1, f.start.line))), ("startColumn", .int(max(1, startColumn)))]
        region += [("endLine", .int(max(1, f.end.line, f.start.line))), ("endColumn", .int(max(1, endColumn)))]
        return .object([("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(uri))])),
            ("region", .object(region)),
        ]))])
    }

    /// The path relative to the repository root, percent-encoded; an absolute `file://` URI
    /// for a file outside it.
    static func artifactURI(_ path: String, context: ReportContext) -> String {
        let abs = Paths.absolute(path, base: context.workingDirectory)
        if let rel = Paths.relative(abs, to: context.repositoryRoot), !rel.hasPrefix("..") {
            return percentEncode(rel)
        }
        return "file://" + percentEncode(abs)
    }

    static func percentEncode(_ s: String) -> String {
        var out = ""
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let hex = String(b, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}

/// Stable identities of findings, for SARIF `partialFingerprints`: a hash of the path, rule and
/// normalised source text (not the line number), plus the occurrence index among findings
/// with the same three, so unrelated edits above a finding do not change it.
public enum Fingerprint {
    public static func partialFingerprints(_ findings: [Finding]) -> [String] {
        occurrenceKeys(findings, path: \.path).map { key, n in hex(fnv1a64(key)) + ":" + String(n) }
    }

    /// Each finding's identity key (path, rule, normalised text) and its 1-based occurrence
    /// among findings with the same key. `path` chooses the path the key holds (reporters whose
    /// consumers need repository-relative identities pass one).
    public static func occurrenceKeys(_ findings: [Finding], path: (Finding) -> String) -> [(key: String, occurrence: Int)] {
        var seen: [String: Int] = [:]
        return findings.map { f in
            let key = path(f) + "\u{0}" + f.ruleID + "\u{0}" + f.snippet.normalizedText
            let n = seen[key, default: 0] + 1
            seen[key] = n
            return (key, n)
        }
    }

    /// FNV-1a, 64 bits: deterministic across runs and platforms, unlike `Hasher`.
    public static func fnv1a64(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100000001b3
        }
        return h
    }

    public static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
