import EntryLintCore
import Foundation
import XCTest

/// A finding's first line reads in one line of an editor's problem list: at most 160 characters
/// for every rule, on its own examples and on every rule fixture (each file alone, each folder as
/// one project), with every rule enabled. Details and fixes go in notes. No message, note or fix
/// title cuts a name or a quote short to get there.
final class MessageLengthTests: XCTestCase {
    static let limit = 160

    func testFirstLinesFit() throws {
        var projects: [[SourceInput]] = []
        for rule in Linter.rules {
            for example in rule.triggeringExamples {
                projects.append([SourceInput(path: "example.swift", contents: Array(example.replacingOccurrences(of: "↓", with: "").utf8))])
            }
        }
        let fm = FileManager.default
        let root = RuleFixtureTests.root
        for dir in try fm.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(dir)
            guard let entries = try? fm.contentsOfDirectory(atPath: folder.path) else { continue }
            for entry in entries.sorted() {
                let url = folder.appendingPathComponent(entry)
                if entry.hasSuffix(".swift") {
                    projects.append([SourceInput(path: entry, contents: Array((try? Data(contentsOf: url)) ?? Data()))])
                } else if let files = try? fm.contentsOfDirectory(atPath: url.path) {
                    projects.append(files.filter { $0.hasSuffix(".swift") }.sorted().map {
                        SourceInput(path: "\(entry)/\($0)", contents: Array((try? Data(contentsOf: url.appendingPathComponent($0))) ?? Data()))
                    })
                }
            }
        }
        let everyRule = Set(Linter.rules.map(\.id))
        var failures: [String] = []
        var cuts: [String] = []
        var checked = 0
        var rulesSeen = Set<String>()
        for inputs in projects {
            for f in Linter.lint(inputs, options: LintOptions(enabledRules: everyRule, jobs: 1).auditing).findings {
                checked += 1
                rulesSeen.insert(f.ruleID)
                let first = f.message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
                // A first line cut short ("…") is a message that was not designed to fit.
                if first.count > Self.limit || first.hasSuffix("…") {
                    failures.append("\(f.ruleID) \(f.path):\(f.start.line) (\(first.count) characters): \(first)")
                }
                for text in [f.message] + f.notes.map(\.message) + [f.fix?.title].compactMap({ $0 }) where Self.cutsAName(text) {
                    cuts.append("\(f.ruleID) \(f.path):\(f.start.line): \(text)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 200)
        XCTAssertEqual(rulesSeen, everyRule, "every rule is exercised")
        XCTAssert(failures.isEmpty, "\(failures.count) first lines over \(Self.limit) characters:\n" + failures.joined(separator: "\n"))
        XCTAssert(cuts.isEmpty, "\(cuts.count) messages or notes with a name cut short:\n" + cuts.joined(separator: "\n"))
    }

    /// A name or quote cut short: "…" touching a letter, digit or underscore (`DetailsVie…wModel`,
    /// `Podcast…`), or a quote that ends in "..." right after one (`'PodcastEpisodeDetailsViewM...'`).
    /// Elided brackets (`Deps(…)`, `{ … }`) keep whole names and pass.
    static func cutsAName(_ text: String) -> Bool {
        let chars = Array(text)
        func isNameChar(_ i: Int) -> Bool {
            guard i >= 0, i < chars.count else { return false }
            return chars[i].isLetter || chars[i].isNumber || chars[i] == "_"
        }
        for i in chars.indices {
            if chars[i] == "…", isNameChar(i - 1) || isNameChar(i + 1) { return true }
            if chars[i] == "'", i >= 4, String(chars[(i - 3)..<i]) == "...", isNameChar(i - 4) { return true }
        }
        return false
    }

    func testCutNamesAreDetected() {
        XCTAssertTrue(Self.cutsAName("'PodcastEpisodeDeta…ilsView'"))
        XCTAssertTrue(Self.cutsAName("'PodcastEpisodeDetailsViewM...' is new"))
        XCTAssertFalse(Self.cutsAName("'Deps(…)' and '{ … }()' and '0...n'"))
    }
}
