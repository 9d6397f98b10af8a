@testable import EntryLint
import EntryLintCore
import XCTest

/// The structure the SARIF 2.1.0 JSON schema requires: the properties each object may have
/// (the schema sets `additionalProperties: false`), the required ones, types, enums and
/// minimums, for every object EntryLint emits.
struct SARIFShapeChecker {
    struct Shape {
        var allowed: Set<String>
        var required: Set<String> = []
    }

    // From sarif-schema-2.1.0.json (errata01): allowed and required properties.
    static let shapes: [String: Shape] = [
        "sarifLog": Shape(allowed: ["$schema", "version", "runs", "inlineExternalProperties", "properties"], required: ["version", "runs"]),
        "run": Shape(allowed: ["tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds", "artifacts",
                               "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid",
                               "redactionTokens", "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind",
                               "externalPropertyFileReferences", "threadFlowLocations", "taxonomies", "addresses", "translations",
                               "policies", "webRequests", "webResponses", "specialLocations", "properties"], required: ["tool"]),
        "tool": Shape(allowed: ["driver", "extensions", "properties"], required: ["driver"]),
        "toolComponent": Shape(allowed: ["guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription",
                                         "fullName", "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri",
                                         "informationUri", "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language",
                                         "contents", "isComprehensive", "localizedDataSemanticVersion",
                                         "minimumRequiredLocalizedDataSemanticVersion", "associatedComponent", "translationMetadata",
                                         "supportedTaxonomies", "properties"], required: ["name"]),
        "reportingDescriptor": Shape(allowed: ["id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
                                               "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships",
                                               "properties"], required: ["id"]),
        "multiformatMessageString": Shape(allowed: ["text", "markdown", "properties"], required: ["text"]),
        "reportingConfiguration": Shape(allowed: ["enabled", "level", "rank", "parameters", "properties"]),
        "result": Shape(allowed: ["ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid",
                                  "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows", "graphs",
                                  "graphTraversals", "relatedLocations", "suppressions", "baselineState", "rank", "attachments",
                                  "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties"],
                        required: ["message"]),
        "message": Shape(allowed: ["text", "markdown", "id", "arguments", "properties"]),
        "location": Shape(allowed: ["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties"]),
        "physicalLocation": Shape(allowed: ["address", "artifactLocation", "region", "contextRegion", "properties"]),
        "artifactLocation": Shape(allowed: ["uri", "uriBaseId", "index", "description", "properties"]),
        "region": Shape(allowed: ["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength",
                                  "snippet", "message", "sourceLanguage", "properties"]),
        "fix": Shape(allowed: ["description", "artifactChanges", "properties"], required: ["artifactChanges"]),
        "artifactChange": Shape(allowed: ["artifactLocation", "replacements", "properties"], required: ["artifactLocation", "replacements"]),
        "replacement": Shape(allowed: ["deletedRegion", "insertedContent", "properties"], required: ["deletedRegion"]),
        "artifactContent": Shape(allowed: ["text", "binary", "rendered", "properties"]),
    ]

    var problems: [String] = []

    mutating func check(_ value: Any?, as kind: String, at path: String) {
        guard let object = value as? [String: Any] else { problems.append("\(path): \(kind) must be an object"); return }
        let shape = Self.shapes[kind]!
        for key in object.keys where !shape.allowed.contains(key) { problems.append("\(path).\(key): not allowed in \(kind)") }
        for key in shape.required where object[key] == nil { problems.append("\(path): \(kind) requires \(key)") }
        func each(_ key: String, _ child: String, minItems: Int = 0) {
            guard let v = object[key] else { return }
            guard let items = v as? [Any], items.count >= minItems else { problems.append("\(path).\(key): array of at least \(minItems)"); return }
            for (k, item) in items.enumerated() { check(item, as: child, at: "\(path).\(key)[\(k)]") }
        }
        func one(_ key: String, _ child: String) { if let v = object[key] { check(v, as: child, at: "\(path).\(key)") } }
        func integer(_ key: String, minimum: Int) {
            guard let v = object[key] else { return }
            guard let n = v as? Int, n >= minimum else { problems.append("\(path).\(key): integer >= \(minimum)"); return }
        }
        func string(_ key: String, in values: Set<String>? = nil) {
            guard let v = object[key] else { return }
            guard let s = v as? String, values?.contains(s) ?? true else { problems.append("\(path).\(key): bad string \(v)"); return }
        }
        switch kind {
        case "sarifLog":
            string("version", in: ["2.1.0"])
            each("runs", "run")
        case "run":
            one("tool", "tool"); each("results", "result"); string("columnKind", in: ["utf16CodeUnits", "unicodeCodePoints"])
        case "tool": one("driver", "toolComponent")
        case "toolComponent":
            string("name"); string("version"); string("informationUri"); each("rules", "reportingDescriptor")
            one("shortDescription", "multiformatMessageString"); one("fullDescription", "multiformatMessageString")
        case "reportingDescriptor":
            string("id"); one("shortDescription", "multiformatMessageString"); one("fullDescription", "multiformatMessageString")
            one("help", "multiformatMessageString"); one("defaultConfiguration", "reportingConfiguration")
        case "multiformatMessageString": string("text"); string("markdown")
        case "reportingConfiguration": string("level", in: ["none", "note", "warning", "error"])
        case "result":
            string("ruleId"); integer("ruleIndex", minimum: -1); string("level", in: ["none", "note", "warning", "error"])
            one("message", "message"); each("locations", "location"); each("relatedLocations", "location"); each("fixes", "fix")
            if let fp = object["partialFingerprints"] {
                if let d = fp as? [String: Any], d.values.allSatisfy({ $0 is String }) {} else { problems.append("\(path).partialFingerprints: strings") }
            }
        case "message":
            if object["text"] == nil && object["id"] == nil { problems.append("\(path): message needs text or id") }
            string("text")
        case "location": integer("id", minimum: -1); one("physicalLocation", "physicalLocation"); one("message", "message")
        case "physicalLocation": one("artifactLocation", "artifactLocation"); one("region", "region")
        case "artifactLocation":
            string("uri")
            if let uri = object["uri"] as? String, uri.contains(" ") { problems.append("\(path).uri: not a URI reference: \(uri)") }
        case "region":
            for k in ["startLine", "startColumn", "endLine", "endColumn"] { integer(k, minimum: 1) }
            for k in ["byteOffset", "byteLength"] { integer(k, minimum: 0) }
        case "fix": one("description", "message"); each("artifactChanges", "artifactChange", minItems: 1)
        case "artifactChange": one("artifactLocation", "artifactLocation"); each("replacements", "replacement", minItems: 1)
        case "replacement": one("deletedRegion", "region"); one("insertedContent", "artifactContent")
        default: break
        }
    }
}

final class SARIFSchemaTests: XCTestCase {

    func testOutputHasTheSchemasRequiredStructure() throws {
        let text = SARIFReporter.render(ReporterGoldenTests.findings, context: ReporterGoldenTests.context)
        let log = try JSONSerialization.jsonObject(with: Data(text.utf8))
        var checker = SARIFShapeChecker()
        checker.check(log, as: "sarifLog", at: "$")
        XCTAssertEqual(checker.problems, [])
        // GitHub code scanning specifics.
        let run = ((log as? [String: Any])?["runs"] as? [[String: Any]])?.first
        let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual(driver?["name"] as? String, "EntryLint")
        XCTAssertNotNil(driver?["informationUri"])
        let results = run?["results"] as? [[String: Any]]
        let uris = results?.compactMap { r -> String? in
            let loc = (r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (loc?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        XCTAssertEqual(uris, ["project/Sources/App/Env.swift", "project/Sources/Dir%20with%20space/%C3%9Cn%C3%AF.swift",
                              "project/Sources/Dir%20with%20space/%C3%9Cn%C3%AF.swift"], "relative to the repository root")
    }

    func testEmptyRunAndRealRunsAreValid() throws {
        let d = TempDir()
        d.write("A.swift", "let a = BAD ERR NOTE // entrylint:disable:this test_optin\n")
        for args in [["--format", "sarif"], ["--format", "sarif", "--select", "all"]] {
            let r = entrylint(["-q"] + args, in: d.path)
            var checker = SARIFShapeChecker()
            checker.check(try JSONSerialization.jsonObject(with: Data(r.stdout)), as: "sarifLog", at: "$")
            XCTAssertEqual(checker.problems, [], "\(args)")
        }
    }

    func testFingerprintsSurviveUnrelatedEdits() throws {
        let d = TempDir()
        d.write("A.swift", "let a = BAD\nlet b = BAD\n")
        let before = try fingerprints(entrylint(["-q", "--format", "sarif"], in: d.path))
        d.write("A.swift", "import Foundation\n\n\nlet a = BAD\n   let b   = BAD\n")
        let after = try fingerprints(entrylint(["-q", "--format", "sarif"], in: d.path))
        XCTAssertEqual(before, after)
        XCTAssertEqual(Set(before).count, 2)
        d.write("A.swift", "let a = BAD\nlet a = BAD\n")
        let dup = try fingerprints(entrylint(["-q", "--format", "sarif"], in: d.path))
        XCTAssertEqual(Set(dup).count, 2, "identical lines get distinct fingerprints")
    }

    func fingerprints(_ r: CLIOutput) throws -> [String] {
        let log = try JSONSerialization.jsonObject(with: Data(r.stdout)) as? [String: Any]
        let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
    }
}
