@testable import EntryLintCore
import XCTest

/// A name declared many times (generated code, test data, fuzzing) must not make each lookup of
/// it weigh every declaration: a file of n same-named views then took quadratic time. Work is
/// counted (`LookupCounter`: the declarations and groups of them a lookup weighs), not timed.
final class LookupScalingTests: XCTestCase {
    /// `count` views named `Row` in one file (file 0), one `Solo`, and a file (1) that uses them.
    func index(rows count: Int, modules: [ModuleInfo] = [], fileModules: [[Int32]] = []) -> ProjectIndex {
        let row = "struct Row: View { @State var x = 0; var body: some View { Text(\"\\(x)\") } }\n"
        let declarations = String(repeating: row, count: count) + "struct Solo: View { var body: some View { Row() } }\n"
        let use = "struct Host: View { var body: some View { VStack { Row(); Solo() } } }\n"
        let summaries = [(declarations, "Rows.swift"), (use, "Host.swift")].enumerated().map { k, file in
            Summarizer.summarize(Summarizer.skimmingParse(Array(file.0.utf8)), path: file.1, file: Int32(k))
        }
        return ProjectIndex(summaries, modules: modules, fileModules: fileModules) { _, _ in nil }
    }

    /// The work of the counting lookups rules make of a name, from the using file.
    func visits(_ index: ProjectIndex, _ name: String) -> (work: Int, type: TypeInfo?, declares: Bool) {
        let counter = LookupCounter()
        let site = UseSite(file: 1, scope: [])
        let found = counter.counting {
            (index.type([name], at: site), index.declares([name], at: site), index.members(of: [name], at: site),
             index.isShadowed([name], at: site), index.valueKind(of: [name], at: site))
        }
        return (counter.visits, found.0, found.1)
    }

    /// (Above `fileScopedCandidates`: fewer declarations are weighed one by one.)
    func testSameNamedLookupDoesNotGrowWithTheDeclarations() {
        let small = visits(index(rows: 32), "Row")
        let large = visits(index(rows: 2000), "Row")
        // Ambiguous either way, and still a project declaration (it shadows the SDK).
        XCTAssertNil(small.type)
        XCTAssertNil(large.type)
        XCTAssertTrue(large.declares)
        XCTAssertGreaterThan(small.work, 0)
        XCTAssertEqual(large.work, small.work, "a lookup of a name weighs more as the name is declared more often")
        // A name declared once costs about the same.
        let solo = visits(index(rows: 2000), "Solo")
        XCTAssertEqual(solo.type?.name, "Solo")
        XCTAssertLessThanOrEqual(solo.work, small.work)
    }

    /// A `private` declaration is the one its own file means, and invisible to the others;
    /// same-named declarations visible alike stay ambiguous.
    func testFilePrivateDeclarationsShadowOnlyInTheirFile() {
        let files = [
            ("private struct Helper: View { var body: some View { Text(\"a\") } }\n", "A.swift"),
            ("fileprivate struct Helper: View { var body: some View { Text(\"b\") } }\n", "B.swift"),
            ("struct Helper: View { var body: some View { Text(\"c\") } }\nstruct Twin: View { var body: some View { Text(\"c\") } }\n", "C.swift"),
            ("struct Twin: View { var body: some View { Text(\"d\") } }\nstruct User: View { var body: some View { Helper() } }\n", "D.swift"),
        ]
        let summaries = files.enumerated().map { k, file in
            Summarizer.summarize(Summarizer.skimmingParse(Array(file.0.utf8)), path: file.1, file: Int32(k))
        }
        let index = ProjectIndex(summaries, modules: [], fileModules: []) { _, _ in nil }
        XCTAssertEqual(index.type(["Helper"], at: UseSite(file: 0, scope: []))?.file, 0)
        XCTAssertEqual(index.type(["Helper"], at: UseSite(file: 1, scope: []))?.file, 1)
        XCTAssertEqual(index.type(["Helper"], at: UseSite(file: 3, scope: []))?.file, 2, "other files' private declarations are not visible")
        XCTAssertNil(index.type(["Twin"], at: UseSite(file: 3, scope: [])), "two internal declarations of one name are ambiguous")
    }

    /// The full list (extensions attach to every compatible declaration) still has them all.
    func testFullLookupStillFindsEveryDeclaration() {
        let index = index(rows: 300)
        XCTAssertEqual(index.resolve(["Row"], at: UseSite(file: 1, scope: [])).count, 300)
    }

    /// The site's own module shadows the others when the name is ambiguous project-wide: one
    /// `Row` in the using file's module, thousands in another module it imports.
    func testOwnModuleStillShadowsTheOthers() {
        let modules = [ModuleInfo(name: "Rows", kind: .source), ModuleInfo(name: "App", kind: .source)]
        let rowsInOtherModule = index(rows: 2000, modules: modules, fileModules: [[0], [1]])
        // Without imports the other module's rows are not visible from App.
        XCTAssertNil(rowsInOtherModule.type(["Row"], at: UseSite(file: 1, scope: [])))
        // In one module: ambiguous, at constant work.
        let oneModule = index(rows: 2000, modules: modules, fileModules: [[1], [1]])
        let counted = visits(oneModule, "Row")
        XCTAssertNil(counted.type)
        XCTAssertEqual(counted.work, visits(index(rows: 32, modules: modules, fileModules: [[1], [1]]), "Row").work)
    }

    /// Linting the whole file: the lookups' total work grows linearly with the views of one name.
    func testWholeLintWorkIsLinearInSameNamedViews() {
        func work(_ count: Int) -> Int {
            let row = "struct Row: View { @State var x = 0; var body: some View { Text(\"\\(x)\") } }\n"
            let calls = String(repeating: "Row()\n", count: count)
            let text = "import SwiftUI\n" + String(repeating: row, count: count)
                + "struct Host: View { var body: some View { VStack {\n\(calls)} } }\n"
            let counter = LookupCounter()
            _ = counter.counting {
                Linter.lint([SourceInput(path: "Rows.swift", contents: Array(text.utf8))], options: LintOptions(jobs: 1))
            }
            return counter.visits
        }
        let one = work(250), two = work(500)
        XCTAssertGreaterThan(one, 0, "the lint made no counted lookup: the counter is not reached")
        XCTAssertLessThanOrEqual(Double(two), 2.2 * Double(one), "lookup work \(one) → \(two) when the views double")
    }

    /// The index's path join is `joined(separator: ".")`.
    func testQualifiedIsJoined() {
        for path in [[], [""], ["A"], ["A", "B"], ["", "B", ""], ["Thémé", "Ïmages", "X"], ["a", "", "", "b"]] {
            XCTAssertEqual(ProjectIndex.qualified(path), path.joined(separator: "."))
            XCTAssertEqual(ProjectIndex.qualified(path.dropLast()), path.dropLast().joined(separator: "."))
        }
    }
}
