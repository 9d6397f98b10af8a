@testable import EntryLint
import EntryLintCore
import XCTest

/// Impact of body findings end to end: low impact is a note unless `"minimumImpact": "low"`,
/// preview and test code is quiet unless `"previews": true`, JSON and SARIF carry the impact and
/// `--statistics` counts per rule, severity and impact.
final class ImpactTests: XCTestCase {
    static let source = """
    import SwiftUI
    struct Row: View {
        let onTap: () -> Void
        var body: some View { HStack { Dot(); Text("row") } }
    }
    struct List2: View {
        let items: [Int]
        @State private var picked = 0
        var body: some View {
            Row(onTap: { picked = 1 })
            ForEach(items, id: \\.self) { item in
                Row(onTap: { picked = item })
            }
        }
    }
    struct Dot: View {
        var body: some View { Circle() }
    }
    """

    static let preview = """
    import SwiftUI
    struct Row_Previews: PreviewProvider {
        static var previews: some View {
            let label = "tap"
            return Row(onTap: { print(label) })
        }
    }
    """

    func project(config: String? = nil) -> TempDir {
        let d = TempDir()
        d.write("Sources/List2.swift", Self.source)
        d.write("Sources/Previews.swift", Self.preview)
        d.write("Tests/AppTests/RowTests.swift", Self.source.replacingOccurrences(of: "List2", with: "List3").replacingOccurrences(of: "Row", with: "TestRow"))
        if let config { d.write(".entrylint.json", config) }
        return d
    }

    func testLowImpactIsANoteByDefault() {
        let d = project()
        let out = entrylint(["-q", "--select", "body_closure_argument", "Sources"], in: d.path, rules: [])
        let lines = out.stdoutText.split(separator: "\n").filter { $0.hasSuffix("[body_closure_argument]") }
        XCTAssertEqual(lines.count, 2, out.stdoutText)
        XCTAssertTrue(lines[0].contains("List2.swift:10:") && lines[0].contains(": note: "), String(lines[0]))
        XCTAssertTrue(lines[1].contains("List2.swift:12:") && lines[1].contains(": warning: ") && lines[1].contains("once per 'ForEach' row"), String(lines[1]))
    }

    func testMinimumImpactLowKeepsTheRuleSeverity() {
        let d = project(config: #"{ "minimumImpact": "low" }"#)
        let out = entrylint(["-q", "--select", "body_closure_argument", "Sources"], in: d.path, rules: [])
        XCTAssertFalse(out.stdoutText.contains(": note: closure"), out.stdoutText)
        XCTAssertEqual(out.stdoutText.components(separatedBy: ": warning: ").count - 1, 2, out.stdoutText)
    }

    func testPreviewsAndTestsAreReportedOnlyWhenAsked() {
        let plain = project()
        let quiet = entrylint(["-q", "--select", "body_closure_argument", "."], in: plain.path, rules: [])
        XCTAssertFalse(quiet.stdoutText.contains("Previews.swift"), quiet.stdoutText)
        XCTAssertFalse(quiet.stdoutText.contains("RowTests.swift"), quiet.stdoutText)
        let included = project(config: #"{ "previews": true }"#)
        let loud = entrylint(["-q", "--select", "body_closure_argument", "."], in: included.path, rules: [])
        XCTAssertTrue(loud.stdoutText.contains("Previews.swift:5:"), loud.stdoutText + loud.stderrText)
        XCTAssertTrue(loud.stdoutText.contains("RowTests.swift:10:"), loud.stdoutText)
        XCTAssertTrue(loud.stdoutText.contains("List2.swift:10:"), loud.stdoutText)
    }

    func testConfigurationRejectsAnUnknownImpact() {
        let d = project(config: #"{ "minimumImpact": "medium" }"#)
        let out = entrylint(["-q", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.exitCode, 2)
        XCTAssertTrue(out.stderrText.contains("'minimumImpact' must be \"high\" or \"low\""), out.stderrText)
    }

    func testJSONAndSARIFCarryTheImpact() throws {
        let d = project()
        let json = entrylint(["-q", "--select", "body_closure_argument", "--format", "json", "Sources"], in: d.path, rules: [])
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [[String: Any]])
        XCTAssertEqual(items.compactMap { $0["impact"] as? String }, ["low", "high"])
        let sarif = entrylint(["-q", "--select", "body_closure_argument", "--format", "sarif", "Sources"], in: d.path, rules: [])
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as? [String: Any])
        let results = ((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        XCTAssertEqual(results.compactMap { ($0["properties"] as? [String: Any])?["impact"] as? String }, ["low", "high"])
    }

    func testStatisticsCountsPerRuleSeverityAndImpact() {
        let d = project()
        let out = entrylint(["-q", "--statistics", "--select", "body_closure_argument", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.stdoutText, """
        1  body_closure_argument  warning  high
        1  body_closure_argument  note     low

        """)
    }
}
