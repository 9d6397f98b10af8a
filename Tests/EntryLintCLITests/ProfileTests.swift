@testable import EntryLint
import EntryLintCore
import XCTest

/// Profiles end to end: the default profile reports correctness findings and the performance
/// findings with evidence of a saving, the audit profile every finding (`--profile audit`,
/// `"profile": "audit"`, the older `"minimumImpact": "low"`); categories select rules;
/// `--statistics` counts per category and rule and says what the profile left out; preview and
/// test code is quiet unless `"previews": true`; JSON and SARIF carry profile and impact.
final class ProfileTests: XCTestCase {
    static let source = """
    import SwiftUI
    final class FeedModel: ObservableObject { @Published var items: [Int] = [] }
    struct Feed: View {
        @ObservedObject var model: FeedModel
        var body: some View { Text("feed").onTapGesture { model.items.append(1) } }
    }
    struct Row: View {
        let onTap: () -> Void
        var body: some View { HStack { Dot(); Text("row") } }
    }
    struct List2: View {
        @State private var items: [Int] = []
        @State private var picked = 0
        var body: some View {
            Row(onTap: { picked = 1 })
            ForEach(items, id: \\.self) { item in
                Row(onTap: { picked = item })
            }
            Feed(model: FeedModel())
            List {
                ForEach(items.indices, id: \\.self) { i in TextField("Item", value: $items[i], format: .number) }
                    .onDelete { items.remove(atOffsets: $0) }
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

    func rules(_ out: CLIOutput) -> [String] {
        out.stdoutText.split(separator: "\n").compactMap { line in
            guard let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
            return line[line.index(after: open)..<line.index(before: line.endIndex)].description
        }
    }

    /// The closures are audit findings; the fresh object a child keeps is state loss, in both.
    func testDefaultProfileLeavesOutPerformanceFindingsWithoutEvidence() {
        let d = project()
        let out = entrylint(["-q", "--select", "performance", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(rules(out), ["body_fresh_object"], out.stdoutText)
        XCTAssertTrue(out.stdoutText.contains("List2.swift:19:"), out.stdoutText)
        XCTAssertEqual(out.exitCode, 1)
        let audit = entrylint(["-q", "--select", "performance", "--profile", "audit", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(rules(audit), ["body_closure_argument", "body_closure_argument", "body_fresh_object"], audit.stdoutText)
        // No finding is a note for being cheap any more: a finding is in a profile or it is not.
        XCTAssertFalse(audit.stdoutText.split(separator: "\n").contains { $0.hasSuffix("]") && $0.contains(": note: ") }, audit.stdoutText)
    }

    /// A correctness rule can leave every finding to the audit profile: a binding to an
    /// @Observable object works, so the change is a clean-up (`RuleInfo.isAuditOnly`).
    func testAnAuditOnlyCorrectnessRuleReportsOnlyInTheAuditProfile() {
        let d = TempDir()
        d.write("Sources/Editor.swift", """
        import SwiftUI
        @Observable final class Profile { var name = "" }
        struct Editor: View {
            @Binding var profile: Profile
            var body: some View { TextField("Name", text: $profile.name) }
        }
        """)
        let standard = entrylint(["-q", "--select", "binding_holds_observable_object", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(rules(standard), [], standard.stdoutText)
        XCTAssertEqual(standard.exitCode, 0)
        let audit = entrylint(["-q", "--profile", "audit", "--select", "binding_holds_observable_object", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(rules(audit), ["binding_holds_observable_object"], audit.stdoutText)
        let info = Linter.rules.first { $0.id == "binding_holds_observable_object" }
        XCTAssertEqual(info?.category, .correctness)
        XCTAssertEqual(info?.profiles, "audit")
    }

    /// Where the project model knows the targets, a view nothing builds outside previews is dead
    /// code: its findings are the audit profile's, with a note. A view something builds, and a
    /// public one (a library's clients build it), keep theirs; so does a loose folder, which is
    /// not known to be the whole program.
    func testFindingsInViewsNothingBuildsAreAuditOnlyWhenTheTargetsAreKnown() {
        let source = """
        import SwiftUI
        final class Draft: ObservableObject {
            @Published var text = ""
            func clear() { text = "" }
        }
        struct Editor: View {
            @State private var taps = 0
            var body: some View { Button("\\(taps)") { taps += 1 }.environmentObject(Draft()) }
        }
        struct LeftOver: View {
            @State private var taps = 0
            var body: some View { Button("\\(taps)") { taps += 1 }.environmentObject(Draft()) }
        }
        public struct Exported: View {
            @State private var taps = 0
            public var body: some View { Button("\\(taps)") { taps += 1 }.environmentObject(Draft()) }
        }
        struct Root: View {
            var body: some View { Editor() }
        }
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { Root() } }
        }
        struct DraftField: View {
            @EnvironmentObject var draft: Draft
            var body: some View { TextField("Draft", text: $draft.text) }
        }
        """
        let manifest = "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.executableTarget(name: \"Shop\")])\n"
        let d = TempDir()
        d.write("Package.swift", manifest)
        d.write("Sources/Shop/Views.swift", source)
        let standard = entrylint(["-q", "--select", "environment_fresh_injection", "."], in: d.path, rules: [])
        XCTAssertTrue(standard.stdoutText.contains("Views.swift:8:"), standard.stdoutText)
        XCTAssertFalse(standard.stdoutText.contains("Views.swift:12:"), standard.stdoutText)
        XCTAssertTrue(standard.stdoutText.contains("Views.swift:16:"), standard.stdoutText)
        let audit = entrylint(["-q", "--profile", "audit", "--select", "environment_fresh_injection", "."], in: d.path, rules: [])
        XCTAssertTrue(audit.stdoutText.contains("Views.swift:12:"), audit.stdoutText)
        XCTAssertTrue(audit.stdoutText.contains("nothing in the project builds 'LeftOver' outside previews"), audit.stdoutText)
        let loose = TempDir()
        loose.write("Views.swift", source)
        let plain = entrylint(["-q", "--select", "environment_fresh_injection", "."], in: loose.path, rules: [])
        XCTAssertTrue(plain.stdoutText.contains("Views.swift:12:"), plain.stdoutText)
    }

    /// A preview that crashes for want of an environment object is a default finding, but not
    /// for a view only previews build (unused) where the targets are known.
    func testPreviewsOfUnusedViewsAreAuditOnly() {
        let source = """
        import SwiftUI
        final class Cart: ObservableObject { @Published var count = 0 }
        struct Badge: View {
            @EnvironmentObject var cart: Cart
            var body: some View { Text("\\(cart.count)") }
        }
        struct OldBadge: View {
            @EnvironmentObject var cart: Cart
            var body: some View { Text("\\(cart.count)") }
        }
        struct Root: View {
            @StateObject private var cart = Cart()
            var body: some View { Badge().environmentObject(cart) }
        }
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { Root() } }
        }
        #Preview { Badge() }
        #Preview { OldBadge() }
        """
        let d = TempDir()
        d.write("Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.executableTarget(name: \"Shop\")])\n")
        d.write("Sources/Shop/Views.swift", source)
        let standard = entrylint(["-q", "--select", "preview_missing_environment_object", "."], in: d.path, rules: [])
        XCTAssertTrue(standard.stdoutText.contains("Views.swift:18:"), standard.stdoutText)
        XCTAssertFalse(standard.stdoutText.contains("Views.swift:19:"), standard.stdoutText)
        let audit = entrylint(["-q", "--profile", "audit", "--select", "preview_missing_environment_object", "."], in: d.path, rules: [])
        XCTAssertTrue(audit.stdoutText.contains("nothing in the project builds 'OldBadge' outside previews: the view is unused"), audit.stdoutText)
    }

    func testConfigurationSelectsTheProfile() {
        for config in [#"{ "profile": "audit" }"#, #"{ "minimumImpact": "low" }"#] {
            let d = project(config: config)
            let out = entrylint(["-q", "--select", "body_closure_argument", "Sources"], in: d.path, rules: [])
            XCTAssertEqual(rules(out).count, 2, config + out.stdoutText)
            // The command line wins over the file.
            let narrowed = entrylint(["-q", "--profile", "default", "--select", "body_closure_argument", "Sources"], in: d.path, rules: [])
            XCTAssertEqual(rules(narrowed), [], config + narrowed.stdoutText)
        }
    }

    func testCategoriesSelectAndIgnoreRules() {
        let d = project()
        let correctness = entrylint(["-q", "--select", "correctness", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(rules(correctness), ["foreach_unstable_id"], correctness.stdoutText)
        let ignored = entrylint(["-q", "--ignore", "performance", "--profile", "audit", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(rules(ignored), ["foreach_unstable_id"], ignored.stdoutText)
        let extended = entrylint(["-q", "--select", "foreach_unstable_id", "--extend-select", "body_fresh_object", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(rules(extended), ["body_fresh_object", "foreach_unstable_id"], extended.stdoutText)
        let config = project(config: #"{ "select": ["correctness"], "extendSelect": ["body_fresh_object"] }"#)
        XCTAssertEqual(rules(entrylint(["-q", "Sources"], in: config.path, rules: [])), ["body_fresh_object", "foreach_unstable_id"])
    }

    func testUnknownProfilesAndCategoriesAreErrorsWithAPlace() {
        let d = project(config: "{\n  \"select\": [\"perfomance\"]\n}")
        let out = entrylint(["-q", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.exitCode, 2)
        XCTAssertTrue(out.stderrText.contains(".entrylint.json:2:14:") && out.stderrText.contains("did you mean 'performance'?"), out.stderrText)
        let plain = project()
        let flag = entrylint(["-q", "--profile", "audits", "Sources"], in: plain.path, rules: [])
        XCTAssertEqual(flag.exitCode, 2)
        XCTAssertTrue(flag.stderrText.contains("unknown profile 'audits'; did you mean 'audit'?"), flag.stderrText)
        let twice = project(config: #"{ "profile": "audit", "minimumImpact": "low" }"#)
        let both = entrylint(["-q", "Sources"], in: twice.path, rules: [])
        XCTAssertEqual(both.exitCode, 2)
        XCTAssertTrue(both.stderrText.contains("keep 'profile' only"), both.stderrText)
        let loud = project(config: #"{ "profile": "loud" }"#)
        let bad = entrylint(["-q", "Sources"], in: loud.path, rules: [])
        XCTAssertTrue(bad.stderrText.contains("'profile' must be \"default\" or \"audit\""), bad.stderrText)
    }

    func testPreviewsAndTestsAreReportedOnlyWhenAsked() {
        let plain = project()
        let quiet = entrylint(["-q", "--profile", "audit", "--select", "body_closure_argument", "."], in: plain.path, rules: [])
        XCTAssertFalse(quiet.stdoutText.contains("Previews.swift"), quiet.stdoutText)
        XCTAssertFalse(quiet.stdoutText.contains("RowTests.swift"), quiet.stdoutText)
        let included = project(config: #"{ "previews": true }"#)
        let loud = entrylint(["-q", "--profile", "audit", "--select", "body_closure_argument", "."], in: included.path, rules: [])
        XCTAssertTrue(loud.stdoutText.contains("Previews.swift:5:"), loud.stdoutText + loud.stderrText)
        XCTAssertTrue(loud.stdoutText.contains("RowTests.swift:15:"), loud.stdoutText)
        XCTAssertTrue(loud.stdoutText.contains("List2.swift:15:"), loud.stdoutText)
    }

    func testJSONAndSARIFCarryProfileAndImpact() throws {
        let d = project()
        let args = ["-q", "--profile", "audit", "--select", "body_closure_argument,body_fresh_object"]
        let json = entrylint(args + ["--format", "json", "Sources"], in: d.path, rules: [])
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [[String: Any]])
        XCTAssertEqual(items.compactMap { $0["impact"] as? String }, ["low", "high", "low"])
        XCTAssertEqual(items.compactMap { $0["profile"] as? String }, ["audit", "audit", "default"])
        let sarif = entrylint(args + ["--format", "sarif", "Sources"], in: d.path, rules: [])
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as? [String: Any])
        let run = (root["runs"] as? [[String: Any]])?.first
        let results = (run?["results"] as? [[String: Any]]) ?? []
        XCTAssertEqual(results.compactMap { ($0["properties"] as? [String: Any])?["profile"] as? String }, ["audit", "audit", "default"])
        let descriptors = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        let closure = try XCTUnwrap(descriptors.first { $0["id"] as? String == "body_closure_argument" })
        XCTAssertEqual((closure["properties"] as? [String: Any])?["category"] as? String, "performance")
        XCTAssertEqual(closure["helpUri"] as? String, "https://github.com/entrylint/entrylint/blob/main/docs/rules/body_closure_argument.md")
    }

    func testStatisticsCountsPerCategoryAndRuleAndWhatTheProfileLeftOut() {
        let d = project()
        let out = entrylint(["-q", "--statistics", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.stdoutText, """
        1  correctness
        1    foreach_unstable_id  warning
        1  performance
        1    body_fresh_object    warning
        2 more findings in the audit profile (body_closure_argument 2): --profile audit shows them

        """)
        let audit = entrylint(["-q", "--statistics", "--profile", "audit", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(audit.stdoutText, """
        1  correctness
        1    foreach_unstable_id    warning
        3  performance
        2    body_closure_argument  warning
        1    body_fresh_object      warning

        """)
    }
}
