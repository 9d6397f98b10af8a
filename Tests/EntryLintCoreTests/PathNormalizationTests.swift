@testable import EntryLintCore
import XCTest

/// `Paths.normalize` returns most paths unchanged without splitting them (`Paths.isNormal`): the
/// fast path must give what the component-by-component rule gives, for every shape of path.
final class PathNormalizationTests: XCTestCase {
    /// The rule, written out: drop empty and `.` components, fold `..` into its parent (never above
    /// the root; kept at the start of a relative path).
    private func reference(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var out: [Substring] = []
        for c in path.split(separator: "/", omittingEmptySubsequences: true) {
            if c == "." { continue }
            if c == "..", let last = out.last, last != ".." { out.removeLast(); continue }
            if c == ".." && absolute { continue }
            out.append(c)
        }
        let joined = out.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    func testEveryShortPathNormalizesAsTheRuleSays() {
        let parts = ["", "a", ".", "..", "...", ".a", "a.", "é"]
        var paths: [String] = ["", "/", "//", "./", "../"]
        for x in parts {
            for y in parts {
                for z in parts {
                    paths += ["\(x)/\(y)/\(z)", "/\(x)/\(y)/\(z)", "\(x)/\(y)", "/\(x)\(y)/\(z)/", "\(x)//\(y)"]
                }
            }
        }
        var fast = 0
        for p in paths {
            XCTAssertEqual(Paths.normalize(p), reference(p), "normalize(\(p.debugDescription))")
            if Paths.isNormal(p) {
                fast += 1
                XCTAssertEqual(reference(p), p, "isNormal(\(p.debugDescription)) but the rule changes it")
            }
        }
        XCTAssertGreaterThan(fast, 100, "the fast path should cover the common shapes")
    }

    /// `Paths.relative` by components, written out.
    private func referenceRelative(_ path: String, _ base: String) -> String? {
        guard path.hasPrefix("/"), base.hasPrefix("/") else { return nil }
        let p = path.split(separator: "/"), b = base.split(separator: "/")
        var k = 0
        while k < p.count && k < b.count && p[k] == b[k] { k += 1 }
        let all = Array(repeating: "..", count: b.count - k) + p[k...].map(String.init)
        return all.isEmpty ? "." : all.joined(separator: "/")
    }

    func testRelativePathsAsTheRuleSays() {
        let paths = ["/", "/a", "/a/b", "/a/bc", "/ab/c", "/a/b/c.swift", "/a//b", "/a/./b", "/é/b", "/a/b/", "a/b"]
        for p in paths {
            for b in paths {
                XCTAssertEqual(Paths.relative(p, to: b), referenceRelative(p, b), "relative(\(p), to: \(b))")
            }
        }
    }

    func testCommonPathsAreAlreadyNormal() {
        XCTAssertTrue(Paths.isNormal("/work/App/Sources/View.swift"))
        XCTAssertTrue(Paths.isNormal("Sources/View.swift"))
        XCTAssertTrue(Paths.isNormal("/"))
        XCTAssertFalse(Paths.isNormal("/work//App"))
        XCTAssertFalse(Paths.isNormal("/work/App/"))
        XCTAssertFalse(Paths.isNormal("./App"))
        XCTAssertFalse(Paths.isNormal("App/../B"))
        XCTAssertFalse(Paths.isNormal(""))
    }
}

/// `ModuleAssigner.isListed` (a lookup per ancestor) says what a scan with `Paths.isInside` says.
final class ExceptionLookupTests: XCTestCase {
    func testAncestorLookupAgreesWithTheScan() {
        let sets: [Set<String>] = [
            [], ["/"], ["/app/Sources/A.swift"], ["/app/Sources"], ["/app/Sources/"], ["/app/Sour"],
            ["/app/Sources/Sub", "/app/Other/B.swift", "/elsewhere"],
        ]
        let files = ["/app/Sources/A.swift", "/app/Sources/Sub/C.swift", "/app/SourcesX/A.swift", "/app/Other/B.swift",
                     "/app/Other/BB.swift", "/elsewhere/x/y.swift", "/app/Sources"]
        for set in sets {
            for file in files {
                XCTAssertEqual(ModuleAssigner.isListed(file, orAnAncestorIn: set),
                               set.contains { Paths.isInside(file, $0) }, "\(file) in \(set.sorted())")
            }
        }
    }
}
