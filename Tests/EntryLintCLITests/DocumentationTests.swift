@testable import EntryLint
import EntryLintCore
import Foundation
import XCTest

/// The documentation that is generated from the rules: one page per rule in docs/rules (the
/// output of `entrylint explain RULE --format markdown`), their index, and the README's rule
/// table. Each is checked against what the tool prints now, so a rule whose wording, category
/// or profile changes fails here until the pages are written again:
/// `ENTRYLINT_UPDATE_GOLDEN=1 swift test --filter DocumentationTests` (or `scripts/generate-docs`).
/// Also: every relative link in the README and docs/ leads to a file that exists, since moving
/// text between pages is how links break.
final class DocumentationTests: XCTestCase {
    static let root = Paths.parent(Paths.parent(Paths.parent(#filePath)))
    static var updating: Bool { ProcessInfo.processInfo.environment["ENTRYLINT_UPDATE_GOLDEN"] == "1" }
    static let tableBegin = "<!-- rule table: generated from `entrylint rules --format json` by DocumentationTests; do not edit -->"
    static let tableEnd = "<!-- end of rule table -->"

    /// The rules as `entrylint rules --format json` lists them: what a user of the tool sees.
    struct Listed {
        var id, category, profiles, severity, summary: String
        var enabled, fixable: Bool
    }

    func listedRules() throws -> [Listed] {
        let d = TempDir()
        let out = entrylint(["rules", "--format", "json"], in: d.path, rules: [])
        XCTAssertEqual(out.exitCode, 0)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.stdout)) as? [[String: Any]])
        return try array.map { r in
            Listed(id: try XCTUnwrap(r["id"] as? String), category: try XCTUnwrap(r["category"] as? String),
                   profiles: try XCTUnwrap(r["profiles"] as? String), severity: try XCTUnwrap(r["severity"] as? String),
                   summary: try XCTUnwrap(r["summary"] as? String), enabled: try XCTUnwrap(r["enabled"] as? Bool),
                   fixable: try XCTUnwrap(r["fixable"] as? Bool))
        }
    }

    /// Compares `actual` with the file at `relative` (under the repository root), or writes it
    /// when updating.
    func check(_ actual: String, _ relative: String, file: StaticString = #filePath, line: UInt = #line) {
        let path = Self.root + "/" + relative
        if Self.updating {
            try? FileManager.default.createDirectory(atPath: Paths.parent(path), withIntermediateDirectories: true)
            try! Data(actual.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return XCTFail("\(relative) is missing: run scripts/generate-docs", file: file, line: line)
        }
        if String(decoding: data, as: UTF8.self) != actual {
            XCTFail("\(relative) is stale: run scripts/generate-docs\n--- expected\n\(actual)", file: file, line: line)
        }
    }

    /// In the table a performance rule with evidence reads "default with evidence, else audit";
    /// the evidence itself follows the table (it is too long for a cell).
    static func profileCell(_ r: Listed) -> String {
        if !r.enabled { return "opt-in" }
        if r.profiles == "audit" { return "audit" }
        if r.category != RuleCategory.performance.rawValue { return r.profiles.hasPrefix("default; audit when") ? "default, some cases audit" : "default" }
        return r.profiles == "audit" ? "audit" : "default with evidence, else audit"
    }

    static func order(_ a: Listed, _ b: Listed) -> Bool {
        let rank = { (c: String) in RuleCategory.allCases.firstIndex { $0.rawValue == c } ?? RuleCategory.allCases.count }
        return (rank(a.category), a.id) < (rank(b.category), b.id)
    }

    /// `@State` and `@Observable` in a summary are written as code, so that Markdown renderers
    /// neither link nor mention them as user names.
    static func codeAttributes(_ text: String) -> String {
        if text.contains("`") { return text }
        let regex = try! NSRegularExpression(pattern: #"@[A-Za-z]+"#)
        return regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "`$0`")
    }

    /// The table of rules with links to their pages, `linkPrefix` being the path from the page
    /// holding the table to docs/rules.
    static func table(_ rules: [Listed], linkPrefix: String) -> String {
        var text = "| rule | category | profile | severity | fix | reports |\n|---|---|---|---|---|---|\n"
        for r in rules.sorted(by: order) {
            let summary = Self.codeAttributes(r.summary).replacingOccurrences(of: "|", with: "\\|")
            text += "| [`\(r.id)`](\(linkPrefix)\(r.id).md) | \(r.category) | \(profileCell(r)) | \(r.severity) | \(r.fixable ? "yes" : "–") | \(summary) |\n"
        }
        let evidence = rules.sorted(by: order).filter { profileCell($0).hasPrefix("default with") }
        if !evidence.isEmpty {
            text += "\nThe evidence that puts a performance finding in the default profile:\n\n"
            for r in evidence {
                let words = r.profiles.replacingOccurrences(of: "default when ", with: "").replacingOccurrences(of: "; audit otherwise", with: "")
                text += "- `\(r.id)`: \(words).\n"
            }
        }
        let cases = rules.sorted(by: order).filter { profileCell($0) == "default, some cases audit" }
        if !cases.isEmpty {
            text += "\nThe cases correctness rules leave to the audit profile:\n\n"
            for r in cases { text += "- `\(r.id)`: \(r.profiles.replacingOccurrences(of: "default; audit when ", with: "")).\n" }
        }
        return text
    }

    func testEveryRuleHasACurrentPageAndEveryPageNamesARule() throws {
        let rules = try listedRules()
        XCTAssertFalse(rules.isEmpty)
        let d = TempDir()
        for r in rules {
            let page = entrylint(["explain", r.id, "--format", "markdown"], in: d.path, rules: [])
            XCTAssertEqual(page.exitCode, 0, page.stderrText)
            XCTAssertTrue(page.stdoutText.hasPrefix("# \(r.id)\n"), r.id)
            for section in ["## What it does", "## Fix safety", "**Category:** \(r.category)", "## Turning it on or off"] {
                XCTAssertTrue(page.stdoutText.contains(section), "\(r.id): \(section)")
            }
            check(page.stdoutText, "docs/rules/\(r.id).md")
        }
        // A page left behind by a renamed or removed rule would be linked from nowhere and
        // describe a rule the tool no longer knows.
        let ids = Set(rules.map(\.id))
        let folder = Self.root + "/docs/rules"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".md") && name != "README.md" {
            let id = String(name.dropLast(3))
            if ids.contains(id) { continue }
            if Self.updating {
                try FileManager.default.removeItem(atPath: folder + "/" + name)
            } else {
                XCTFail("docs/rules/\(name) names no rule (entrylint rules): remove it or run scripts/generate-docs")
            }
        }
        var index = """
        # Rules

        Every rule EntryLint has, by category. Each page is generated from the rule itself
        (`entrylint explain RULE --format markdown`); the [profiles](../profiles.md) page says
        which findings a run reports.


        """
        index += Self.table(rules, linkPrefix: "")
        check(index, "docs/rules/README.md")
    }

    /// `explain` prints the documentation alone unless asked for the page; a bad format is a
    /// usage error that names the closest one.
    func testExplainFormats() {
        let d = TempDir()
        let text = entrylint(["explain", "test_bad"], in: d.path)
        XCTAssertEqual(text.exitCode, 0)
        XCTAssertFalse(text.stdoutText.contains("## Turning it on or off"))
        let page = entrylint(["explain", "--format=markdown", "test_bad"], in: d.path)
        XCTAssertEqual(page.exitCode, 0)
        XCTAssertTrue(page.stdoutText.hasPrefix(text.stdoutText), "the page starts with the documentation")
        XCTAssertTrue(page.stdoutText.contains("`--ignore test_bad`"))
        let bad = entrylint(["explain", "test_bad", "--format", "markdwn"], in: d.path)
        XCTAssertEqual(bad.exitCode, 2)
        XCTAssertTrue(bad.stderrText.contains("did you mean 'markdown'?"), bad.stderrText)
        XCTAssertEqual(entrylint(["explain", "test_bad", "--format"], in: d.path).exitCode, 2)
    }

    func testReadmeRuleTableIsTheToolsRuleList() throws {
        let rules = try listedRules()
        let path = Self.root + "/README.md"
        let readme = try String(contentsOfFile: path, encoding: .utf8)
        guard let begin = readme.range(of: Self.tableBegin + "\n"), let end = readme.range(of: Self.tableEnd, range: begin.upperBound..<readme.endIndex) else {
            return XCTFail("README.md: the rule table's markers are missing (\(Self.tableBegin) … \(Self.tableEnd))")
        }
        let table = Self.table(rules, linkPrefix: "docs/rules/")
        let current = String(readme[begin.upperBound..<end.lowerBound])
        if current == table { return }
        if Self.updating {
            try Data((readme[..<begin.upperBound] + table + readme[end.lowerBound...]).utf8).write(to: URL(fileURLWithPath: path))
        } else {
            XCTFail("README.md: the rule table differs from `entrylint rules`: run scripts/generate-docs\n--- expected\n\(table)")
        }
    }

    /// Relative links (`[text](docs/configuration.md#cache)`) in README.md and docs/**.md lead
    /// to files that exist.
    func testRelativeLinksLeadToFiles() throws {
        var pages = ["README.md"]
        if let walk = FileManager.default.enumerator(atPath: Self.root + "/docs") {
            for case let name as String in walk where name.hasSuffix(".md") { pages.append("docs/" + name) }
        }
        XCTAssertGreaterThan(pages.count, 5, "docs/ holds the pages the README links to")
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        for page in pages {
            let text = try String(contentsOfFile: Self.root + "/" + page, encoding: .utf8)
            for m in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(m.range(at: 1), in: text)!])
                if target.hasPrefix("http") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
                let file = String(target.split(separator: "#", maxSplits: 1)[0])
                let resolved = Paths.normalize(Paths.parent(Self.root + "/" + page) + "/" + file)
                XCTAssertTrue(FileManager.default.fileExists(atPath: resolved), "\(page): link to \(target), which does not exist")
            }
        }
    }
}
