@testable import EntryLintCore
import Foundation
import XCTest

/// Several projects of one run: small ones that share no file are linted whole on one thread
/// each, several at once; the rest on every core, one after the other. The findings are the
/// ones of each project linted alone, in the same order, whatever the number of threads.
final class ProjectScheduleTests: XCTestCase {
    /// A project of `files` files, each a view with a fresh `.id(UUID())` (one finding per file).
    func project(_ name: String, files: Int, sharing shared: String? = nil) -> Project {
        var inputs = (0..<files).map { k in
            SourceInput(path: "\(name)/View\(k).swift", contents: Array("""
            import SwiftUI
            struct \(name)View\(k): View {
                var body: some View { Text("\(k)").id(UUID()) }
            }

            """.utf8), diskPath: "/projects/\(name)/View\(k).swift")
        }
        if let shared {
            // A file on disk that another project indexes too (a nested project's file).
            var input = SourceInput(path: shared, diskPath: shared)
            input.indexOnly = true
            inputs.append(input)
        }
        return Project(root: "/projects/\(name)", inputs: inputs)
    }

    func testSmallProjectsRunOnOneThreadEachAndLargeOnesOnEvery() {
        let shared = NSTemporaryDirectory() + "entrylint-shared-\(getpid()).swift"
        FileManager.default.createFile(atPath: shared, contents: Data("struct Shared {}\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: shared) }
        let projects = [project("Large", files: 40)] + (0..<6).map { project("Small\($0)", files: 2 + $0) }
            + [project("NestedA", files: 2, sharing: shared), project("NestedB", files: 1, sharing: shared)]
        let jobsSeen = JobsSeen()
        let results = ProjectSchedule.run(projects, jobs: 2) { project, jobs, shared in
            jobsSeen.add(project.root, jobs)
            return Linter.lint(project, options: LintOptions(jobs: jobs).auditing, shared: &shared)
        }
        XCTAssertEqual(jobsSeen.jobs["/projects/Large"], 2, "a project with more than an eighth of the files uses every core")
        XCTAssertEqual(jobsSeen.jobs["/projects/NestedA"], 2, "projects sharing a file run one after the other")
        XCTAssertEqual(jobsSeen.jobs["/projects/NestedB"], 2)
        for k in 0..<6 { XCTAssertEqual(jobsSeen.jobs["/projects/Small\(k)"], 1) }
        // Results in the projects' order, each the project's own findings.
        XCTAssertEqual(results.map(\.findings.count), projects.map { $0.inputs.filter { !$0.indexOnly }.count })
        for (result, project) in zip(results, projects) {
            XCTAssert(result.findings.allSatisfy { $0.path.hasPrefix(project.root.dropFirst("/projects/".count) + "/") })
        }
    }

    func testTheFindingsDoNotDependOnTheThreads() {
        let projects = [project("Large", files: 30)] + (0..<9).map { project("Small\($0)", files: 1 + $0 % 3) }
        func rendered(_ jobs: Int) -> [String] {
            Linter.lint(projects, options: LintOptions(jobs: jobs).auditing).findings.map {
                "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message)"
            }
        }
        let one = rendered(1)
        XCTAssertEqual(one.count, 30 + (0..<9).reduce(0) { $0 + 1 + $1 % 3 })
        XCTAssertEqual(rendered(2), one)
        XCTAssertEqual(rendered(4), one)
        var alone: [Finding] = []
        for p in projects { alone += Linter.lint(p, options: LintOptions(jobs: 1).auditing).findings }
        XCTAssertEqual(one, alone.sorted(by: Finding.reportOrder).map {
            "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message)"
        })
    }
}

private final class JobsSeen: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var jobs: [String: Int] = [:]
    func add(_ root: String, _ n: Int) {
        lock.lock(); defer { lock.unlock() }
        jobs[root] = n
    }
}
