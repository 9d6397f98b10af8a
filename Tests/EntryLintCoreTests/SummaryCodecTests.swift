@testable import EntryLintCore
import Foundation
import XCTest

/// The cache's summary encoding: every fixture's summary survives a round trip, and the
/// encoder knows every field of the summary types (a field added without encoding it would make
/// cached runs silently differ).
final class SummaryCodecTests: XCTestCase {
    func testEveryFixtureSummaryRoundTrips() throws {
        let fixtures = IncrementalProjectTests.fixtures
        var checked = 0
        for dir in ["rules", "projects", "server", "parser"] {
            for file in IncrementalProjectTests.swiftFiles(fixtures + "/" + dir) {
                let bytes = [UInt8](FileManager.default.contents(atPath: fixtures + "/" + dir + "/" + file) ?? Data())
                let input = SourceInput(path: file, contents: bytes)
                let summary = Linter.summary(input, file: 7, bytes: bytes)
                let encoded = SummaryCodec.encode(summary)
                let decoded = try XCTUnwrap(SummaryCodec.decode(encoded, path: file, file: 7), file)
                XCTAssertEqual(SummaryCodec.encode(decoded), encoded, file)
                XCTAssertEqual(SummaryCodec.facts(decoded).hash, SummaryCodec.facts(summary).hash, file)
                // A truncated encoding never decodes.
                if encoded.count > 1 { XCTAssertNil(SummaryCodec.decode(Array(encoded.dropLast()), path: file, file: 7), file) }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testFactsIgnoreWhereBodiesSitButNotWhatTheyDeclare() {
        func facts(_ text: String) -> ContentHash {
            let bytes = Array(text.utf8)
            return SummaryCodec.facts(Linter.summary(SourceInput(path: "A.swift", contents: bytes), file: 0, bytes: bytes)).hash
        }
        let base = facts("struct A: View {\n    var body: some View { Text(\"a\") }\n}\n")
        XCTAssertEqual(base, facts("struct A: View {\n    var body: some View {  Text(\"bb\") }\n}\n"))
        XCTAssertEqual(base, facts("struct A: View {\n    var body: some View { Text(\"a\") }\n}\n\n"), "a line after every declaration")
        XCTAssertNotEqual(base, facts("class A: View {\n    var body: some View { Text(\"a\") }\n}\n"))
        XCTAssertNotEqual(base, facts("struct A: View {\n    let x: Int\n    var body: some View { Text(\"a\") }\n}\n"))
        let reader = "struct A: View {\n    @Environment(\\.repo) var repo\n    var body: some View { Text(\"a\") }\n}\n"
        XCTAssertNotEqual(facts(reader), facts("\n" + reader), "the lines the index reports are facts")
        XCTAssertNotEqual(base, facts("struct A: View {\n    var body: some View { Text(\"a\").padding() }\n}\n"), "names used are facts")
    }

    /// The fields `SummaryCodec` encodes, per type: update the codec (and its version) with them.
    func testTheCodecKnowsEveryField() {
        func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        XCTAssertEqual(fields(FileSummary(path: "")), ["path", "file", "types", "globals", "globalConditions", "imports", "typeAliases",
                                                      "environmentReads", "conditionalModifiers", "calledMembers", "varyingInputs", "writeFrequencies", "varyingForwards", "previewUses", "byteCount",
                                                      "uses", "observation", "computedFacts"])
        XCTAssertEqual(fields(PreviewUses()), ["uses", "items"])
        XCTAssertEqual(fields(PreviewUses.Item(name: 0, role: .other, inherits: [], start: 0, end: 0)),
                       ["name", "role", "inherits", "start", "end"])
        XCTAssertEqual(fields(TypeSummary(path: [], kind: .struct, inherits: [], attributes: [], isFinal: false, members: [], hasExplicitInit: false)),
                       ["path", "kind", "inherits", "attributes", "isFinal", "members", "hasExplicitInit", "viewGenericParameters",
                        "isPublic", "isFilePrivate", "initializerDoesWork", "instanceLets", "instanceVars", "condition", "viewBuilders", "genericConstraints"])
        XCTAssertEqual(fields(GenericConstraint(parameter: "", constraint: "")), ["parameter", "constraint"])
        XCTAssertEqual(fields(MemberSummary(name: "", kind: .storedLet, isStatic: false, typeText: nil, value: nil, attributes: [],
                                            isFunctionType: false, params: [])),
                       ["name", "typeText", "attributes", "params", "value", "kind", "isStatic", "isFunctionType", "isPrivate"])
        XCTAssertEqual(fields(ParamSummary(label: nil, name: "", typeText: "", attributes: [], isFunctionType: false, hasDefault: false)),
                       ["label", "name", "typeText", "attributes", "isFunctionType", "hasDefault", "defaultValue"])
        XCTAssertEqual(fields(ObservationFacts()), ["published", "environmentObjectReads", "injectionSites", "declarations",
                                                    "anyViewHelpers", "delegateAdaptors", "keyInjections", "constructions",
                                                    "previews", "objectInjectingPreviews"])
        XCTAssertEqual(fields(KeyInjection(key: "", owner: "", inPreview: false, roots: [])), ["key", "owner", "inPreview", "roots", "values"])
        XCTAssertEqual(fields(Constructions(owner: "", inPreview: false, names: [])), ["owner", "inPreview", "names"])
        XCTAssertEqual(fields(MemberUses()), ["typesCalledWithArguments", "membersAccessedThroughABase"])
        XCTAssertEqual(fields(EnvironmentRead(key: "", reader: "", path: "", line: 0)), ["key", "reader", "path", "line"])
        XCTAssertEqual(fields(FunctionSignature(name: "", labels: [], path: "", line: 0)), ["name", "labels", "required", "condition", "conditionHasDefault", "mayRenderNothing", "path", "line", "file"])
        XCTAssertEqual(fields(EnvironmentObjectRead(kind: .environmentObject, type: "", property: "", reader: "", path: "", line: 0)),
                       ["kind", "type", "property", "reader", "path", "line", "usedInDeclaration"])
        XCTAssertEqual(fields(TypeAliasSummary(path: [], target: "")), ["path", "target", "condition"])
        XCTAssertEqual(fields(ImportSummary(module: "", exported: false)), ["module", "exported"])
        XCTAssertEqual(fields(PublishedProperties(path: [], names: [])), ["path", "names"])
        XCTAssertEqual(fields(TypeDeclaration(path: [], ref: SourceRef(file: 0, range: 0..<0), filePath: "")), ["path", "ref", "filePath"])
    }
}
