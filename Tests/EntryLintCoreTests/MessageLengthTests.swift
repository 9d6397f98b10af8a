import EntryLintCore
import Foundation
import XCTest

/// A finding's first line reads in one line of an editor's problem list: at most 160 characters
/// for every rule, on its own examples and on every rule fixture (each file alone, each folder as
/// one project), with every rule enabled. Details and fixes go in notes.
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
            }
        }
        XCTAssertGreaterThan(checked, 200)
        XCTAssertEqual(rulesSeen, everyRule, "every rule is exercised")
        XCTAssert(failures.isEmpty, "\(failures.count) first lines over \(Self.limit) characters:\n" + failures.joined(separator: "\n"))
    }
}
