@testable import EntryLintCore
import Foundation
import XCTest

/// The incremental project model against a fresh `Linter.lint`: random edits (bodies, lines,
/// declarations, class ↔ struct, deletions, broken code) replayed on every multi-file fixture,
/// and after each edit every file's findings must equal those of a fresh lint of the same
/// contents, byte for byte.
final class IncrementalProjectTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// Multi-file fixture projects: the rules' cross-file folders, the server's project, the
    /// project-model fixtures.
    static func projects() -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        func folders(_ dir: String) -> [String] {
            ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted().map { dir + "/" + $0 }.filter {
                var d: ObjCBool = false
                return fm.fileExists(atPath: $0, isDirectory: &d) && d.boolValue
            }
        }
        for rule in folders(fixtures + "/rules") { out += folders(rule) }
        out.append(fixtures + "/server/project")
        return out
    }

    static func swiftFiles(_ dir: String) -> [String] {
        let e = FileManager.default.enumerator(atPath: dir)
        var out: [String] = []
        while let p = e?.nextObject() as? String { if p.hasSuffix(".swift") { out.append(p) } }
        return out.sorted()
    }

    /// Everything a reporter may print of a finding.
    static func render(_ f: Finding) -> String {
        var s = "\(f.path):\(f.start.line):\(f.start.column)-\(f.end.line):\(f.end.column) \(f.range) \(f.severity) \(f.ruleID) \(f.message)"
        s += " impact=\(f.impact.map(\.rawValue) ?? "-") snippet=\(f.snippet)"
        for n in f.notes {
            s += "\n  note \(n.message) \(n.path ?? "-") \(n.location.map { "\($0.line):\($0.column)" } ?? "-")"
            for p in n.places { s += " [\(p.label) \(p.path) \(p.location.line):\(p.location.column)]" }
        }
        if let fix = f.fix {
            s += "\n  fix \(fix.title) \(fix.applicability) " + fix.edits.map { "\($0.range)=\($0.replacement)" }.joined(separator: ",")
        }
        return s
    }

    /// A deterministic generator (SplitMix64), so that a failure replays.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    }

    /// One random edit of a file's text, as editors make them (and some that break the code).
    static func edit(_ text: [UInt8], original: [UInt8], _ r: inout Random) -> (bytes: [UInt8], what: String) {
        var b = text
        let lineStarts = [0] + b.indices.filter { b[$0] == 0x0A }.map { $0 + 1 }.filter { $0 < b.count }
        let at = r.below(b.count + 1)
        func replaceFirst(_ a: String, _ with: String) -> [UInt8]? {
            let s = String(decoding: b, as: UTF8.self)
            guard let range = s.range(of: a) else { return nil }
            return Array(s.replacingCharacters(in: range, with: with).utf8)
        }
        switch r.below(10) {
        case 0:
            b.insert(0x20, at: at)
            return (b, "space at \(at)")
        case 1:
            b.insert(0x0A, at: at)
            return (b, "newline at \(at)")
        case 2 where !lineStarts.isEmpty:
            let l = r.below(lineStarts.count)
            let end = l + 1 < lineStarts.count ? lineStarts[l + 1] : b.count
            b.removeSubrange(lineStarts[l]..<end)
            return (b, "line \(l + 1) deleted")
        case 3 where !lineStarts.isEmpty:
            let l = r.below(lineStarts.count)
            let end = l + 1 < lineStarts.count ? lineStarts[l + 1] : b.count
            b.insert(contentsOf: b[lineStarts[l]..<end], at: lineStarts[l])
            return (b, "line \(l + 1) duplicated")
        case 4:
            if let c = replaceFirst("struct ", "class ") { return (c, "a struct becomes a class") }
            if let c = replaceFirst("final class ", "struct ") { return (c, "a class becomes a struct") }
            return (b, "no change")
        case 5:
            if let c = replaceFirst("class ", "struct ") { return (c, "a class becomes a struct") }
            return (b, "no change")
        case 6:
            let n = min(b.count - min(at, b.count), 1 + r.below(8))
            b.removeSubrange(min(at, b.count)..<min(at, b.count) + n)
            return (b, "\(n) bytes deleted at \(at)")
        case 7:
            // Inside a body or an expression most of the time: a new call in the line.
            let l = lineStarts.isEmpty ? 0 : lineStarts[r.below(lineStarts.count)]
            let snippets = [" Repo() ", "UUID()", " x", "(", "}", "Date.now", "@Entry ", "\"s\""]
            b.insert(contentsOf: Array(snippets[r.below(snippets.count)].utf8), at: min(b.count, l + r.below(40)))
            return (b, "text inserted in a line")
        case 8:
            return (original, "reverted")
        default:
            // A space at the end of a line in the middle (what bench-server types).
            guard lineStarts.count > 1 else { return (b + [0x20], "space at the end") }
            let next = lineStarts[lineStarts.count / 2 + r.below(lineStarts.count / 2)]
            b.insert(0x20, at: next - 1)
            return (b, "space at a line's end")
        }
    }

    func lintFresh(_ project: Project, contents: [[UInt8]]) -> [String: [String]] {
        var p = project
        for k in p.inputs.indices { p.inputs[k].contents = contents[k] }
        var out: [String: [String]] = [:]
        for f in Linter.lint(p, options: LintOptions(jobs: 2).auditing).findings { out[f.path, default: []].append(Self.render(f)) }
        return out
    }

    func testRandomEditsGiveTheFindingsOfAFreshLint() throws {
        var r = Random(state: 11)
        var relocations = 0, positional = 0, rebuilds = 0, linted = 0, asked = 0
        let projects = Self.projects()
        XCTAssertGreaterThan(projects.count, 15)
        for dir in projects {
            let files = Self.swiftFiles(dir)
            guard files.count > 1 else { continue }
            let originals = files.map { [UInt8](FileManager.default.contents(atPath: dir + "/" + $0) ?? Data()) }
            let project = Project(root: dir, inputs: files.enumerated().map { SourceInput(path: $0.element, contents: originals[$0.offset]) })
            var contents = originals
            let session = IncrementalProject(project, options: LintOptions(jobs: 2).auditing)
            var log: [String] = []
            for step in 0..<36 {
                let k = r.below(files.count)
                let (bytes, what) = Self.edit(contents[k], original: originals[k], &r)
                contents[k] = bytes
                log.append("\(files[k]): \(what)")
                session.update(k, contents: bytes)
                let before = session.counters
                let results = session.lint(Array(files.indices))
                linted += session.counters.filesLinted - before.filesLinted
                asked += files.count
                var incremental: [String: [String]] = [:]
                for (_, result) in results {
                    for f in result.findings { incremental[f.path, default: []].append(Self.render(f)) }
                }
                let fresh = lintFresh(project, contents: contents)
                if incremental != fresh {
                    XCTFail("\(dir) after edit \(step + 1):\n" + log.joined(separator: "\n") +
                            "\nincremental:\n\(incremental.sorted { $0.key < $1.key })\nfresh:\n\(fresh.sorted { $0.key < $1.key })")
                    break
                }
            }
            relocations += session.counters.relocations
            positional += session.counters.positionalUpdates
            rebuilds += session.counters.indexBuilds
        }
        // The incremental path is taken, and it lints fewer files than it is asked for.
        XCTAssertGreaterThan(relocations, 50)
        XCTAssertGreaterThan(positional, 10, "lines moved or names used changed, the index updated in place")
        XCTAssertLessThan(linted, asked)
        print("incremental: \(relocations) edits kept the index (\(positional) updating lines or names used), \(rebuilds) index builds, \(linted) of \(asked) file lints done")
    }

    /// An edit inside a view's body re-lints the views whose findings read it (a preview
    /// rendering it), and nothing else.
    func testABodyEditRelintsTheFilesThatReadIt() throws {
        let view = "import SwiftUI\nstruct Shelf: View {\n    @EnvironmentObject var store: Store\n    var body: some View { Text(store.title) }\n}\n"
        let preview = "import SwiftUI\nstruct Shelf_Previews: PreviewProvider {\n    static var previews: some View { Shelf() }\n}\n"
        let store = "import SwiftUI\nfinal class Store: ObservableObject { @Published var title = \"\" }\nstruct Other: View {\n    var body: some View { Text(\"b\") }\n}\n"
        let project = Project(root: "", inputs: [
            SourceInput(path: "Shelf.swift", contents: Array(view.utf8)),
            SourceInput(path: "Preview.swift", contents: Array(preview.utf8)),
            SourceInput(path: "Store.swift", contents: Array(store.utf8)),
        ])
        let session = IncrementalProject(project, options: LintOptions(jobs: 1).auditing)
        let first = session.lint([0, 1, 2])
        XCTAssertEqual(first[1]?.findings.map(\.ruleID), ["preview_missing_environment_object"])
        XCTAssertTrue(first[1]?.dependencies.contains(0) ?? false, "the preview reads Shelf's body")
        let linted = session.counters.filesLinted
        session.update(0, contents: Array(view.replacingOccurrences(of: "Text(store.title)", with: "Text(store.title )").utf8))
        _ = session.lint([0, 1, 2])
        XCTAssertEqual(session.counters.indexBuilds, 1, "a body edit keeps the index")
        XCTAssertEqual(session.counters.filesLinted - linted, 2, "Shelf and its preview, not Store.swift")
    }

    /// The `.if(condition) { … }` helper.
    static let ifModifier = "import SwiftUI\nextension View {\n    @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {\n        if condition { transform(self) } else { self }\n    }\n}\n"

    /// Lints every file of `session` and a fresh project of `inputs` with `contents`, requires the
    /// same findings, and returns each as "path rule".
    func compare(_ session: IncrementalProject, _ inputs: [SourceInput], _ contents: [String], _ step: String,
                 line: UInt = #line) -> [String] {
        let files = Array(inputs.indices)
        let mine = session.lint(files)
        var fresh = Project(root: "", inputs: inputs)
        for k in contents.indices { fresh.inputs[k].contents = Array(contents[k].utf8) }
        let expected = Linter.lint(fresh, options: LintOptions(jobs: 1).auditing).findings
        let got = files.flatMap { mine[$0]?.findings ?? [] }.sorted(by: Finding.reportOrder)
        XCTAssertEqual(got.map(Self.render), expected.map(Self.render), step, line: line)
        return got.map { "\($0.path) \($0.ruleID)" }
    }

    /// A caller's condition changed inside a body (same facts, more bytes): the declaration's
    /// finding, which `conditional_modifier` decides by reading the caller's file again through
    /// `ProjectIndex.source(of:)` and a memo, follows without rebuilding the index.
    func testAConditionalModifierDeclarationFollowsAnEditOfItsCaller() throws {
        let modifier = Self.ifModifier
        let caller = "import SwiftUI\nstruct Row: View {\n    @State var flag = false\n    var body: some View { Text(\"a\").if(true) { $0.bold() } }\n}\n"
        let inputs = [SourceInput(path: "Modifier.swift", contents: Array(modifier.utf8)),
                      SourceInput(path: "Row.swift", contents: Array(caller.utf8))]
        let session = IncrementalProject(Project(root: "", inputs: inputs), options: LintOptions(jobs: 1).auditing)
        func check(_ step: String, _ contents: [String]) -> [String] { compare(session, inputs, contents, step) }
        XCTAssertFalse(check("a literal condition", [modifier, caller]).contains("Modifier.swift conditional_modifier"))
        // Two bytes fewer: the caller is read again with its new size.
        let flipping = caller.replacingOccurrences(of: ".if(true)", with: ".if(flag)")
            .replacingOccurrences(of: "flag = false", with: "flag=false")
        session.update(1, contents: Array(flipping.utf8))
        XCTAssertTrue(check("a condition that can change", [modifier, flipping]).contains("Modifier.swift conditional_modifier"))
        XCTAssertEqual(session.counters.indexBuilds, 1, "the same facts keep the index")
        XCTAssertEqual(session.counters.relocations, 1)
        session.update(1, contents: Array(caller.utf8))
        XCTAssertFalse(check("the literal back", [modifier, caller]).contains("Modifier.swift conditional_modifier"))
        XCTAssertEqual(session.counters.indexBuilds, 1)
    }

    /// A construction that starts passing a changing value to a view's defaulted property (a
    /// `VaryingInputs` fact of another file) makes that view's call flip, through the project
    /// fact `varyingInputs`: the index is kept.
    func testAViewPropertyBecomesAnInputWhenACallerStartsPassingIt() throws {
        let modifier = "import SwiftUI\nextension View {\n    @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {\n        if condition { transform(self) } else { self }\n    }\n}\n"
        let row = "import SwiftUI\nstruct Row: View {\n    var showsDivider = false\n    var body: some View { Text(\"a\").if(showsDivider) { $0.bold() } }\n}\n"
        let screen = "import SwiftUI\nstruct Screen: View {\n    @State var flag = false\n    var body: some View { Row(showsDivider: true) }\n}\n"
        let inputs = [SourceInput(path: "Modifier.swift", contents: Array(modifier.utf8)),
                      SourceInput(path: "Row.swift", contents: Array(row.utf8)),
                      SourceInput(path: "Screen.swift", contents: Array(screen.utf8))]
        let session = IncrementalProject(Project(root: "", inputs: inputs), options: LintOptions(jobs: 1).auditing)
        func check(_ step: String, _ contents: [String]) -> [String] {
            let mine = session.lint([0, 1, 2])
            var fresh = Project(root: "", inputs: inputs)
            for k in contents.indices { fresh.inputs[k].contents = Array(contents[k].utf8) }
            let expected = Linter.lint(fresh, options: LintOptions(jobs: 1).auditing).findings
            let got = [0, 1, 2].flatMap { mine[$0]?.findings ?? [] }.sorted(by: Finding.reportOrder)
            XCTAssertEqual(got.map(Self.render), expected.map(Self.render), step)
            return got.map { "\($0.path) \($0.ruleID)" }
        }
        XCTAssertEqual(check("only a literal is passed", [modifier, row, screen]), [])
        let passing = screen.replacingOccurrences(of: "showsDivider: true", with: "showsDivider: flag")
        session.update(2, contents: Array(passing.utf8))
        XCTAssertEqual(check("a changing value is passed", [modifier, row, passing]),
                       ["Modifier.swift conditional_modifier", "Row.swift conditional_modifier"])
        XCTAssertEqual(session.counters.indexBuilds, 1, "a new varying input is a project fact: the index is kept")
        session.update(2, contents: Array(screen.utf8))
        XCTAssertEqual(check("the literal back", [modifier, row, screen]), [])
    }

    /// Whether a declaration is preview-only depends on every file's uses (`ProjectFact`): an
    /// edit in another file that removes its last use outside previews changes the findings of
    /// the file that holds it, without rebuilding the index; a body edit that brings in a name
    /// no candidate has changes no other file's findings.
    func testAnEditElsewhereThatMakesADeclarationPreviewOnlyChangesItsFindings() throws {
        let badge = "import SwiftUI\nfinal class Badger { var n = 0 }\nstruct Badge: View {\n    var body: some View {\n        let b = Badger()\n        Text(\"\\(b.n)\")\n    }\n}\n"
        let preview = "import SwiftUI\n#Preview { Badge() }\n"
        let screen = "import SwiftUI\nstruct Screen: View {\n    var body: some View { VStack { Badge() } }\n}\n"
        let inputs = [SourceInput(path: "Badge.swift", contents: Array(badge.utf8)),
                      SourceInput(path: "Preview.swift", contents: Array(preview.utf8)),
                      SourceInput(path: "Screen.swift", contents: Array(screen.utf8))]
        let session = IncrementalProject(Project(root: "", inputs: inputs), options: LintOptions(jobs: 1).auditing)
        func check(_ step: String, _ screen: String) -> [String] { compare(session, inputs, [badge, preview, screen], step) }
        XCTAssertEqual(check("Badge used by a screen", screen), ["Badge.swift body_fresh_object"])
        XCTAssertTrue(session.lint([0])[0]?.facts.contains(.previewOnlyNames) ?? false)
        // A name no candidate declaration has: only the edited file is linted again.
        var linted = session.counters.filesLinted
        let other = screen.replacingOccurrences(of: "VStack { Badge() }", with: "VStack { if shown { Badge() } }")
        session.update(2, contents: Array(other.utf8))
        XCTAssertEqual(check("a new name in the body", other), ["Badge.swift body_fresh_object"])
        XCTAssertEqual(session.counters.filesLinted - linted, 1, "Screen.swift alone")
        XCTAssertEqual(session.counters.projectFactUpdates, 1)
        // The screen stops using Badge: only the preview does, and Badge.swift's findings follow.
        linted = session.counters.filesLinted
        let without = screen.replacingOccurrences(of: "VStack { Badge() }", with: "VStack { EmptyView() }")
        session.update(2, contents: Array(without.utf8))
        XCTAssertEqual(check("Badge used by the preview only", without), [])
        XCTAssertEqual(session.counters.filesLinted - linted, 3, "the edited file and the readers of preview-only names")
        session.update(2, contents: Array(screen.utf8))
        XCTAssertEqual(check("Badge used by a screen again", screen), ["Badge.swift body_fresh_object"])
        XCTAssertEqual(session.counters.indexBuilds, 1, "body edits keep the index")
    }

    /// A session summarizes the facts its rules read (`SummaryFacts`); a file whose settings
    /// turn on a rule that reads others makes every file summarized again with them.
    func testSettingsThatTurnOnARuleBringTheFactsItReads() throws {
        let row = "import SwiftUI\nstruct Row: View {\n    var isOn = false\n    var body: some View { Text(\"a\").if(isOn) { $0.bold() } }\n}\n"
        let screen = "import SwiftUI\nstruct Screen: View {\n    @State var flag = false\n    var body: some View { Row(isOn: flag) }\n}\n"
        let inputs = [SourceInput(path: "Modifier.swift", contents: Array(Self.ifModifier.utf8)),
                      SourceInput(path: "Row.swift", contents: Array(row.utf8)),
                      SourceInput(path: "Screen.swift", contents: Array(screen.utf8))]
        let few: Set<String> = ["fresh_id_modifier"]
        let session = IncrementalProject(Project(root: "", inputs: inputs), options: LintOptions(enabledRules: few, jobs: 1).auditing)
        func check(_ step: String, _ project: Project, expected: [String]) {
            let mine = session.lint([0, 1, 2])
            let got = [0, 1, 2].flatMap { mine[$0]?.findings ?? [] }.sorted(by: Finding.reportOrder)
            let fresh = Linter.lint(project, options: LintOptions(enabledRules: few, jobs: 1).auditing).findings
            XCTAssertEqual(got.map(Self.render), fresh.map(Self.render), step)
            XCTAssertEqual(got.map { "\($0.path) \($0.ruleID)" }, expected, step)
        }
        var project = Project(root: "", inputs: inputs)
        check("the rule off", project, expected: [])
        XCTAssertEqual(session.counters.filesSummarized, 3)
        let on = FileSettings(enabledRules: few.union(["conditional_modifier"]), profile: .audit)
        for k in inputs.indices {
            session.update(k, settings: on)
            project.inputs[k].settings = on
        }
        check("the rule on for every file", project,
              expected: ["Modifier.swift conditional_modifier", "Row.swift conditional_modifier"])
        XCTAssertEqual(session.counters.filesSummarized, 6, "summarized again once, with the rule's facts")
    }

    /// A file that starts calling a conditional modifier with a condition that can change (a
    /// body edit: new member calls, no new structure) makes the declaration's finding appear.
    func testAConditionalModifierDeclarationFollowsANewCaller() throws {
        let modifier = Self.ifModifier
        let caller = "import SwiftUI\nstruct Row: View {\n    @State var flag = false\n    var body: some View { Text(\"a\").bold() }\n}\n"
        let inputs = [SourceInput(path: "Modifier.swift", contents: Array(modifier.utf8)),
                      SourceInput(path: "Row.swift", contents: Array(caller.utf8))]
        let session = IncrementalProject(Project(root: "", inputs: inputs), options: LintOptions(jobs: 1).auditing)
        func check(_ step: String, _ caller: String) -> [String] { compare(session, inputs, [modifier, caller], step) }
        XCTAssertEqual(check("no caller", caller), [])
        let calling = caller.replacingOccurrences(of: ".bold()", with: ".if(flag) { $0.bold() }")
        session.update(1, contents: Array(calling.utf8))
        XCTAssertTrue(check("a caller whose condition can change", calling).contains("Modifier.swift conditional_modifier"))
        session.update(1, contents: Array(caller.utf8))
        XCTAssertEqual(check("no caller again", caller), [])
    }
}
