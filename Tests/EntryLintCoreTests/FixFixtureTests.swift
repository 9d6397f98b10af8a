import EntryLintCore
import Foundation
import XCTest

/// Before/after fixtures of every fixable rule (Fixtures/fixes/RULE): each `NAME.swift` is fixed
/// the way `--fix --unsafe-fixes` fixes it (the fix loop, re-linting after each pass) and must
/// then equal `NAME.fixed.swift` byte for byte. `--fix` alone must give `NAME.fixed.swift` when
/// all the file's fixes are safe, leave the file as it is when all are unsafe, and give
/// `NAME.safe.fixed.swift` when there are both. A fixture holds fixes of its rule only, and its
/// fixed text is fixed for good: fixing it again changes nothing.
final class FixFixtureTests: XCTestCase {
    static let root = Golden.repository.appendingPathComponent("Fixtures/fixes")

    func testEveryFixableRuleHasFixFixtures() {
        let fixable = Set(Linter.rules.filter(\.isFixable).map(\.id))
        let covered = Set(Golden.folders(in: Self.root).map(\.lastPathComponent))
        XCTAssertEqual(fixable.subtracting(covered).sorted(), [], "fixable rules without Fixtures/fixes/RULE")
        XCTAssertEqual(covered.subtracting(fixable).sorted(), [], "Fixtures/fixes folders that name no fixable rule")
    }

    func testFixesGiveTheFixedFiles() throws {
        var failures: [String] = []
        var cases = 0
        for folder in Golden.folders(in: Self.root) {
            let rule = folder.lastPathComponent
            for url in Golden.swiftFiles(in: folder) where !url.lastPathComponent.hasSuffix(".fixed.swift") {
                cases += 1
                failures += check(url, rule: rule)
            }
        }
        XCTAssertGreaterThanOrEqual(cases, 9)
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    func check(_ url: URL, rule: String) -> [String] {
        let name = "\(rule)/\(url.lastPathComponent)"
        let original = Array((try? Data(contentsOf: url)) ?? Data())
        let options = LintOptions(enabledRules: Golden.enabledRules(for: rule, source: String(decoding: original, as: UTF8.self)), jobs: 1).auditing
        let fixes = Linter.lint([SourceInput(path: url.lastPathComponent, contents: original)], options: options)
            .findings.compactMap { f in f.fix.map { (f.ruleID, $0.applicability) } }
            .filter { $0.1 != .displayOnly }
        var failures: [String] = []
        if fixes.isEmpty { failures.append("\(name): no fix to apply") }
        for other in Set(fixes.map(\.0)) where other != rule {
            failures.append("\(name): holds a fix of \(other); a fix fixture holds fixes of its own rule only")
        }
        let full = fixed(original, path: url.lastPathComponent, options: options, unsafe: true)
        let fixedURL = url.deletingPathExtension().appendingPathExtension("fixed.swift")
        if let failure = Golden.check(full, against: fixedURL) { failures.append(failure) }

        let safe = fixed(original, path: url.lastPathComponent, options: options, unsafe: false)
        let safeURL = url.deletingPathExtension().appendingPathExtension("safe.fixed.swift")
        let kinds = Set(fixes.map(\.1))
        switch (kinds.contains(.safe), kinds.contains(.unsafe)) {
        case (true, true):
            if let failure = Golden.check(safe, against: safeURL) { failures.append(failure) }
        case (true, false):
            if safe != full { failures.append("\(name): --fix alone gives other text than \(fixedURL.lastPathComponent)") }
        default:
            if safe != original { failures.append("\(name): --fix alone changed the file although every fix is unsafe") }
        }
        let again = fixed(full, path: url.lastPathComponent, options: options, unsafe: true)
        if again != full { failures.append("\(name): fixing \(fixedURL.lastPathComponent) again changes it") }
        return failures
    }

    /// The file's text after the fix loop, as `--fix` (and `--unsafe-fixes`) leave it.
    func fixed(_ bytes: [UInt8], path: String, options: LintOptions, unsafe: Bool) -> [UInt8] {
        var inputs = [SourceInput(path: path, contents: bytes)]
        _ = FixRun.run(&inputs, options: options, includeUnsafe: unsafe)
        return inputs[0].contents ?? bytes
    }
}
