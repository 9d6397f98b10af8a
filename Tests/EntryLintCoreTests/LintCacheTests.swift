@testable import EntryLintCore
import Foundation
import XCTest

/// The persistent cache: a cached run prints what an uncached one prints, through edits that
/// change facts other files' findings depend on; corrupt, truncated and foreign cache files are
/// rebuilt; concurrent runs leave a valid cache.
final class LintCacheTests: XCTestCase {
    var root = ""
    var cacheDir = ""

    override func setUpWithError() throws {
        let base = NSTemporaryDirectory() + "entrylint-cache-tests-\(UUID().uuidString)"
        root = base + "/app"
        cacheDir = base + "/cache"
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        write("Repo.swift", "final class Repo {\n    var items: [String] = []\n}\n")
        write("Keys.swift", "import SwiftUI\n\nextension EnvironmentValues {\n    @Entry var repo = Repo()\n}\n")
        write("Reader.swift", """
            import SwiftUI

            struct Reader: View {
                @Environment(\\.repo) var repo
                var body: some View { Text("\\(repo.items.count)") }
            }

            """)
        write("Row.swift", """
            import SwiftUI

            struct Row: View {
                let title: String
                let onTap: () -> Void
                var body: some View { HStack { Dot(); Button(title, action: onTap) } }
            }

            struct Dot: View {
                var body: some View { Circle() }
            }

            """)
        write("List.swift", """
            import SwiftUI

            struct Rows: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Row(title: "a", onTap: { count += 1 })
                        Text("\\(count)").id(UUID()).transition(.slide)
                    }
                }
            }

            """)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }

    func write(_ name: String, _ text: String) {
        FileManager.default.createFile(atPath: root + "/" + name, contents: Data(text.utf8))
    }

    func edit(_ name: String, _ old: String, _ new: String) {
        let text = (try? String(contentsOfFile: root + "/" + name, encoding: .utf8)) ?? ""
        XCTAssertTrue(text.contains(old), "\(name) holds '\(old)'")
        write(name, text.replacingOccurrences(of: old, with: new))
    }

    func projects(_ paths: [String] = ["."]) -> [Project] {
        let resolver = ConfigResolver(explicitPath: nil, cwd: root, knownRules: Linter.rules.map(\.id))
        var loader = ProjectLoader(cwd: root, resolver: resolver, respectIgnores: true)
        return loader.load(paths: paths).projects
    }

    func render(_ r: LintResult) -> String {
        r.findings.map(IncrementalProjectTests.render).joined(separator: "\n") + "\nerrors: \(r.errors.map(\.message)) linted: \(r.filesLinted)"
    }

    /// Lints with the cache and without, requires the same result; returns the cache's stats.
    @discardableResult
    func check(_ step: String, paths: [String] = ["."], file: StaticString = #filePath, line: UInt = #line) -> CachedLint.Stats {
        let ps = projects(paths)
        XCTAssertEqual(ps.count, 1, file: file, line: line)
        var stats = CachedLint.Stats()
        let cached = CachedLint.run(ps[0], options: LintOptions(jobs: 2).auditing, cache: LintCache(directory: cacheDir), stats: &stats)
        let fresh = Linter.lint(ps[0], options: LintOptions(jobs: 2).auditing)
        XCTAssertEqual(render(cached), render(fresh), step, file: file, line: line)
        return stats
    }

    func cacheFile() -> String { LintCache(directory: cacheDir).file(forRoot: projects()[0].root) }

    func testCachedRunsPrintWhatUncachedRunsPrintThroughCrossFileEdits() throws {
        let cold = check("cold")
        XCTAssertEqual(cold.rejection, .missing)
        XCTAssertEqual(cold.linted, 5)
        XCTAssertFalse(render(Linter.lint(projects()[0], options: LintOptions(jobs: 1).auditing)).isEmpty)

        let warm = check("warm, nothing changed")
        XCTAssertNil(warm.rejection)
        XCTAssertEqual(warm.summarized, 0)
        XCTAssertEqual(warm.linted, 0)

        edit("List.swift", "Text(\"\\(count)\")", "Text(\"n = \\(count)\")")
        let body = check("a body edit")
        XCTAssertEqual(body.summarized, 1)
        XCTAssertEqual(body.linted, 1, "only the edited file")

        // A line moved in a file with an environment read: the files that read readers' lines
        // (the @Entry's file) are linted again, not every file.
        edit("Reader.swift", "struct Reader", "\nstruct Reader")
        let moved = check("a line added above an environment read")
        XCTAssertGreaterThanOrEqual(moved.linted, 2)
        XCTAssertLessThan(moved.linted, 5)

        edit("Row.swift", "let onTap: () -> Void", "let onTap: () -> Void\n    let subtitle: String = \"\"")
        // A stored property of a view: the files that looked the view up (its own, the one that
        // builds it) are linted again, not the files that never named it.
        XCTAssertEqual(check("a callee's parameters").lintedPaths.sorted(), ["List.swift", "Row.swift"])
        edit("Keys.swift", "@Entry var repo = Repo()", "@Entry var repo: Repo? = nil")
        check("an @Entry default")
        edit("Keys.swift", "@Entry var repo: Repo? = nil", "@Entry var repo = Repo()")
        check("the @Entry default back")
        edit("Repo.swift", "final class Repo", "struct Repo")
        check("a class becoming a struct")
        edit("Repo.swift", "struct Repo", "final class Repo")
        check("and back")
        write("Other.swift", "import SwiftUI\n\nstruct Other: View {\n    @ObservedObject var m = Model()\n    var body: some View { EmptyView() }\n}\n")
        check("a file added")
        write("Model.swift", "import Combine\nfinal class Model: ObservableObject {}\n")
        check("the class it creates added")
        try FileManager.default.removeItem(atPath: root + "/Model.swift")
        check("a file removed")
        XCTAssertEqual(check("one file asked for, the rest indexed", paths: ["List.swift"]).linted, 0)
        // A literal changed: the same names, so the same facts. A name new to a top-level
        // declaration (an argument label) changes the inputs of the preview-only set, not the
        // set (`ProjectFact`): the other files' findings stay.
        // Nor do they need the index: the project facts' inputs are the same (`factsKey`), so
        // the last run's table of their values still holds.
        edit("Reader.swift", "Text(\"", "Text(\"r: ")
        let literal = check("an edit while linting one other file", paths: ["List.swift"])
        XCTAssertEqual(literal.linted, 0)
        XCTAssertEqual(literal.summarized, 1)
        XCTAssertFalse(literal.builtIndex, "the facts' inputs did not change")
        edit("Reader.swift", "Text(", "Text(verbatim: ")
        let named = check("a new name while linting one other file", paths: ["List.swift"])
        XCTAssertEqual(named.linted, 0)
        XCTAssertTrue(named.builtIndex, "the preview-only set's inputs changed: its value is checked")
        edit("Reader.swift", "Text(verbatim: \"r: ", "Text(verbatim: \"s: ")
        XCTAssertFalse(check("the facts' table written by that run holds", paths: ["List.swift"]).builtIndex)
        check("the whole project again")
        XCTAssertEqual(check("warm again").linted, 0)
    }

    /// A declaration edit re-lints the files that looked up one of the names whose declarations
    /// changed (found or not), and only those: a view's stored property re-lints the file that
    /// builds the view, a class's conformance the file that holds it in `@State`, a type
    /// declared under a name some file looked up in vain that file; a declaration nobody names
    /// no other file. Each cached output is checked against an uncached lint, and the edits
    /// are chosen so that the dependent file's findings change: a stale one would show.
    func testADeclarationEditReLintsTheFilesThatLookedItsNameUp() throws {
        write("Model.swift", "final class Model {\n    @Published var name = \"\"\n}\n")
        write("Holder.swift", """
            import SwiftUI

            struct Holder: View {
                @State private var model = Model()
                @State private var later = Later()
                var body: some View { Text(model.name) }
            }

            """)
        check("cold")
        func findings(_ file: String) -> [String] {
            Linter.lint(projects()[0], options: LintOptions(jobs: 1).auditing).findings.filter { $0.path == file }.map(\.ruleID)
        }
        XCTAssertEqual(findings("List.swift"), ["body_closure_argument", "fresh_id_modifier"])

        edit("Row.swift", "let onTap: () -> Void", "@ViewBuilder let onTap: () -> Text")
        XCTAssertEqual(check("a stored property becomes a view builder").lintedPaths.sorted(), ["List.swift", "Row.swift"])
        XCTAssertEqual(findings("List.swift"), ["fresh_id_modifier"], "the closure is a view builder now")
        edit("Row.swift", "@ViewBuilder let onTap: () -> Text", "let onTap: () -> Void")
        XCTAssertEqual(check("and back").lintedPaths.sorted(), ["List.swift", "Row.swift"])

        XCTAssertEqual(findings("Holder.swift"), [])
        edit("Model.swift", "final class Model {", "final class Model: ObservableObject {")
        XCTAssertEqual(check("a class conforms to ObservableObject").lintedPaths.sorted(), ["Holder.swift", "Model.swift"])
        XCTAssertEqual(findings("Holder.swift"), ["state_holds_observable_object"])

        // `Later` is looked up and found nowhere; declared in a file of other types, it is found.
        edit("Repo.swift", "final class Repo {", "final class Later: ObservableObject { @Published var n = 0 }\n\nfinal class Repo {")
        XCTAssertEqual(check("a type declared under a name looked up in vain").lintedPaths.sorted(), ["Holder.swift", "Repo.swift"])
        XCTAssertEqual(findings("Holder.swift"), ["state_holds_observable_object", "state_holds_observable_object"])

        edit("Repo.swift", "final class Repo {", "struct NamedByNobody {}\n\nfinal class Repo {")
        XCTAssertEqual(check("a declaration nobody names").lintedPaths, ["Repo.swift"])
        XCTAssertEqual(check("warm").linted, 0)
    }

    /// A file whose stamp (`FileStamp`) is the one the cache stored is not read again; one
    /// written since is, even when its size and modification time were put back.
    func testSettledFilesAreNotReadAgainAndEditsStillShow() throws {
        let old = time(nil) - 3600
        func backdate(_ name: String) {
            var times = [timeval(tv_sec: old, tv_usec: 0), timeval(tv_sec: old, tv_usec: 0)]
            XCTAssertEqual(utimes(root + "/" + name, &times), 0)
        }
        let names = ["Repo.swift", "Keys.swift", "Reader.swift", "Row.swift", "List.swift"]
        names.forEach(backdate)
        // Backdating changed the status-change times: the first run finds no file settled.
        check("cold")
        sleep(UInt32(FileStamp.settled / 1_000_000_000) + 1)
        // Stamps that settled are stored with the next write (an edit here), not by a write
        // of their own: four files' are; the edited file's is not settled yet.
        edit("Repo.swift", "final class Repo {", "// edited\nfinal class Repo {")
        XCTAssertEqual(check("an edit once the others settled").read, 5)
        XCTAssertEqual(check("warm, four stamps stored").read, 1, "the edited file alone is read")

        // The same size and modification time, other contents: the status-change time differs.
        edit("List.swift", "Text(\"\\(count)\")", "Text(\"\\(total)\")")
        backdate("List.swift")
        let edited = check("an edit with its times put back")
        XCTAssertEqual(edited.read, 2, "List.swift and Repo.swift, whose stamp was never stored")
        XCTAssertEqual(edited.lintedPaths, ["List.swift"])
    }

    /// Findings depend on the project facts they consulted (`ProjectFact`), not on every file's
    /// names used: a body edit that brings in a name no candidate declaration has re-lints the
    /// edited file alone, one that makes a declaration in another file preview-only (or not)
    /// re-lints the files that consulted the preview-only set, and their findings follow.
    func testFindingsFollowThePreviewOnlySetAndNotTheNamesUsed() throws {
        write("Badge.swift", """
            import SwiftUI
            final class Badger { var n = 0 }
            struct Badge: View {
                var body: some View {
                    let b = Badger()
                    Text("\\(b.n)")
                }
            }

            """)
        write("BadgePreview.swift", "import SwiftUI\n#Preview { Badge() }\n")
        write("Screen.swift", "import SwiftUI\nstruct Screen: View {\n    var body: some View { VStack { Badge() } }\n}\n")
        func badgeFindings() -> [String] {
            Linter.lint(projects()[0], options: LintOptions(jobs: 1).auditing).findings.filter { $0.path.hasSuffix("Badge.swift") }.map(\.ruleID)
        }
        check("cold")
        XCTAssertEqual(check("warm").linted, 0)
        XCTAssertEqual(badgeFindings(), ["body_fresh_object"])
        edit("Screen.swift", "VStack { Badge() }", "VStack { if shown { Badge() } }")
        XCTAssertEqual(check("a new name in a body").linted, 1, "Screen.swift alone")
        edit("Screen.swift", "VStack { if shown { Badge() } }", "VStack { EmptyView() }")
        let stats = check("Badge used by its preview only")
        XCTAssertGreaterThan(stats.linted, 1, "Badge.swift too")
        XCTAssertEqual(badgeFindings(), [])
        XCTAssertEqual(check("warm again").linted, 0)
        edit("Screen.swift", "VStack { EmptyView() }", "VStack { Badge() }")
        check("Badge used by a screen again")
        XCTAssertEqual(badgeFindings(), ["body_fresh_object"])
        // A run on one file, the others index-only: the preview-only set is checked from the
        // index when the last run's set no longer holds.
        edit("Screen.swift", "VStack { Badge() }", "VStack { EmptyView() }")
        check("Badge.swift alone", paths: ["Badge.swift"])
        check("the project")
    }

    /// A run computes only the summary facts its rules read (`SummaryFacts`), and the cache
    /// keeps the summaries it made: a later run with a rule that reads other facts must not take
    /// them, and its findings are those of an uncached run; a run with fewer rules reuses them.
    func testARuleTurnedOnAfterARunWithoutItGetsTheFactsItReads() throws {
        write("Modifier.swift", IncrementalProjectTests.ifModifier)
        write("Toggle.swift", """
            import SwiftUI
            struct Toggled: View {
                var isOn = false
                var body: some View { Text("a").if(isOn) { $0.bold() } }
            }
            struct Host: View {
                @State private var on = false
                var body: some View { Toggled(isOn: on) }
            }

            """)
        write("Store.swift", """
            import SwiftUI
            final class Store: ObservableObject {}
            struct Needs: View {
                @EnvironmentObject var store: Store
                var body: some View { Text(String(describing: store)) }
            }

            """)
        let project = projects()[0]
        func run(_ rules: Set<String>?) -> (String, CachedLint.Stats) {
            var stats = CachedLint.Stats()
            let options = LintOptions(enabledRules: rules, jobs: 2).auditing
            let cached = CachedLint.run(project, options: options, cache: LintCache(directory: cacheDir), stats: &stats)
            XCTAssertEqual(render(cached), render(Linter.lint(project, options: options)), "rules: \(rules.map { $0.sorted() } ?? ["default"])")
            return (render(cached), stats)
        }
        let few: Set<String> = ["print_changes_leftover"]
        XCTAssertTrue(RuleRegistry.summaryFacts(enabled: few).isEmpty)
        let (_, cold) = run(few)
        XCTAssertEqual(cold.summarized, 8)
        let (all, on) = run(nil)
        XCTAssertEqual(on.summarized, 8, "the cached summaries lack the facts the default rules read")
        for rule in ["conditional_modifier", "environment_object_not_injected", "body_closure_argument"] {
            XCTAssertTrue(all.contains(rule), "\(rule) reports")
        }
        let (_, fewAgain) = run(few)
        XCTAssertEqual(fewAgain.summarized, 0, "summaries with more facts serve a run that needs fewer")
        // A file keeps the findings of its last run's rules: linted again, from cached summaries.
        let (_, back) = run(nil)
        XCTAssertEqual(back.summarized, 0)
        XCTAssertEqual(back.linted, 8)
        let (_, warm) = run(nil)
        XCTAssertEqual(warm.summarized, 0)
        XCTAssertEqual(warm.linted, 0)
    }

    /// A settled stamp (`FileStamp`) vouches for a file's contents, not for its summary's facts:
    /// a run whose rules read facts the stored summary lacks reads and summarizes the file again.
    func testAStampedFileIsSummarizedAgainWhenItsSummaryLacksTheFactsARunNeeds() throws {
        write("Modifier.swift", IncrementalProjectTests.ifModifier)
        let old = time(nil) - 3600
        for name in try FileManager.default.contentsOfDirectory(atPath: root) where name.hasSuffix(".swift") {
            var times = [timeval(tv_sec: old, tv_usec: 0), timeval(tv_sec: old, tv_usec: 0)]
            XCTAssertEqual(utimes(root + "/" + name, &times), 0)
        }
        sleep(UInt32(FileStamp.settled / 1_000_000_000) + 1)
        let project = projects()[0]
        let count = project.inputs.count
        func run(_ rules: Set<String>?) -> CachedLint.Stats {
            var stats = CachedLint.Stats()
            let options = LintOptions(enabledRules: rules, jobs: 2).auditing
            let cached = CachedLint.run(project, options: options, cache: LintCache(directory: cacheDir), stats: &stats)
            XCTAssertEqual(render(cached), render(Linter.lint(project, options: options)), "rules: \(rules.map { $0.sorted() } ?? ["default"])")
            return stats
        }
        let few: Set<String> = ["print_changes_leftover"]
        XCTAssertEqual(run(few).summarized, count)
        XCTAssertEqual(run(few).read, 0, "every stamp stored")
        let all = run(nil)
        XCTAssertEqual(all.summarized, count, "the stamps match but the summaries lack the default rules' facts")
        XCTAssertEqual(all.read, count)
        let warm = run(nil)
        XCTAssertEqual(warm.read, 0)
        XCTAssertEqual(warm.summarized, 0)
    }

    func testCorruptTruncatedAndForeignCachesAreRebuilt() throws {
        check("cold")
        let path = cacheFile()
        let good = try XCTUnwrap(FileManager.default.contents(atPath: path))
        var variants: [(String, Data, LintCache.Rejection)] = []
        var flipped = good
        flipped[good.count - 3] ^= 0x5A
        variants.append(("a flipped byte", flipped, .checksum))
        variants.append(("truncated", good.prefix(good.count / 2), .truncated))
        variants.append(("empty", Data(), .notACache))
        variants.append(("not a cache", Data("{\"hello\": 1}".utf8), .notACache))
        var otherVersion = good
        otherVersion[LintCache.magic.count] ^= 0xFF
        variants.append(("another format version", otherVersion, .otherVersion))
        // Another root's cache under this root's name.
        let foreign = LintCache.render([], projectFacts: nil, from: [], root: "/elsewhere")
        variants.append(("another root's cache", Data(foreign), .otherRoot))
        for (what, bytes, rejection) in variants {
            FileManager.default.createFile(atPath: path, contents: bytes)
            let stats = check(what)
            XCTAssertEqual(stats.rejection, rejection, what)
            XCTAssertEqual(stats.linted, 5, what)
            let rebuilt = try XCTUnwrap(FileManager.default.contents(atPath: path))
            XCTAssertNil(LintCache.parse([UInt8](rebuilt), root: projects()[0].root).1, "\(what): rebuilt")
            XCTAssertEqual(check("\(what), then warm").linted, 0, what)
        }
        // Random damage anywhere never crashes and is never trusted wrongly.
        var r = IncrementalProjectTests.Random(state: 5)
        for _ in 0..<200 {
            var damaged = [UInt8](good)
            for _ in 0..<(1 + r.below(4)) { damaged[r.below(damaged.count)] = UInt8(truncatingIfNeeded: r.next()) }
            if r.below(3) == 0 { damaged = Array(damaged.prefix(r.below(damaged.count))) }
            _ = LintCache.parse(damaged, root: projects()[0].root)
        }
    }

    func testAFileWithinTheChecksumThatDoesNotDecodeIsNotTrusted() throws {
        // A valid file (right checksum) whose entries are garbage: rejected as malformed.
        var w = ByteWriter()
        w.uint(3)
        w.string("x")
        let payload = w.bytes
        var h = ByteWriter()
        h.bytes = LintCache.magic
        h.u32(LintCache.formatVersion)
        h.string(ToolInfo.version)
        h.string(projects()[0].root)
        h.u64(UInt64(payload.count))
        h.hash(ContentHash.of(payload))
        h.bytes += payload
        XCTAssertEqual(LintCache.parse(h.bytes, root: projects()[0].root).1, .malformed)
    }

    func testConcurrentRunsLeaveAValidCache() throws {
        check("cold")
        let group = DispatchGroup()
        let project = projects()[0]
        let dir = cacheDir
        for k in 0..<6 {
            group.enter()
            DispatchQueue.global().async {
                var p = project
                // Runs that see different contents write different caches at the same time.
                if k % 2 == 1, let i = p.inputs.firstIndex(where: { $0.path.hasSuffix("List.swift") }) {
                    p.inputs[i].contents = Array("import SwiftUI\nstruct Rows: View { var body: some View { Text(\"\(k)\").id(UUID()).transition(.slide) } }\n".utf8)
                }
                _ = Linter.lint(p, options: LintOptions(jobs: 1).auditing, cache: LintCache(directory: dir))
                group.leave()
            }
        }
        group.wait()
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: cacheFile()))
        XCTAssertNil(LintCache.parse([UInt8](bytes), root: project.root).1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cacheDir).filter { $0.contains(".tmp-") }
        XCTAssertEqual(leftovers, [])
        check("after concurrent runs")
    }

    /// An editor's buffer (`--stdin-path`): linted from memory, the cache left as it was.
    func testContentsGivenInMemoryDoNotRewriteTheCache() throws {
        check("cold")
        let before = try XCTUnwrap(FileManager.default.contents(atPath: cacheFile()))
        var p = projects()[0]
        let k = try XCTUnwrap(p.inputs.firstIndex { $0.path.hasSuffix("List.swift") })
        p.inputs[k].contents = Array("import SwiftUI\nstruct Rows: View { var body: some View { Text(\"b\").id(UUID()).transition(.slide) } }\n".utf8)
        let cached = Linter.lint(p, options: LintOptions(jobs: 1).auditing, cache: LintCache(directory: cacheDir))
        XCTAssertEqual(render(cached), render(Linter.lint(p, options: LintOptions(jobs: 1).auditing)))
        XCTAssertEqual(FileManager.default.contents(atPath: cacheFile()), before)
        XCTAssertEqual(check("the files on disk again").linted, 0)
    }

    func testDefaultDirectory() {
        XCTAssertEqual(LintCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]), "/x/cache/entrylint")
        #if os(macOS)
        XCTAssertEqual(LintCache.defaultDirectory(environment: ["HOME": "/Users/u"]), "/Users/u/Library/Caches/entrylint")
        #else
        XCTAssertEqual(LintCache.defaultDirectory(environment: ["HOME": "/home/u"]), "/home/u/.cache/entrylint")
        XCTAssertEqual(LintCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]), "/home/u/.cache/entrylint")
        #endif
        XCTAssertNil(LintCache.defaultDirectory(environment: [:]))
    }
}
