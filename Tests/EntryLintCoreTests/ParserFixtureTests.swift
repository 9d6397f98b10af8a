import EntryLintCore
import Foundation
import XCTest

/// The parser fixtures (Fixtures/parser) against the toolchain parser's reference dumps
/// (`FILE.swift.oracle`), and the recovery fixtures against the declarations their README
/// requires to survive.
final class ParserFixtureTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/parser")

    func fixtureFiles(_ folder: String? = nil) throws -> [URL] {
        let base = folder.map { Self.root.appendingPathComponent($0) } ?? Self.root
        guard let e = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return e.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// Every valid fixture: decl, call and token records equal the reference, as multisets.
    func testValidFixturesMatchReference() throws {
        let files = try fixtureFiles().filter { !$0.path.contains("/recovery/") }
        XCTAssertGreaterThan(files.count, 30)
        var failures: [String] = []
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            guard let oracle = try? String(contentsOf: url.appendingPathExtension("oracle"), encoding: .utf8) else {
                failures.append("\(url.lastPathComponent): no .oracle file")
                continue
            }
            let expected = oracle.split(separator: "\n").map(String.init)
            let actual = Dump.records(bytes)
            for kind in ["decl", "call"] {
                let e = Self.multiset(expected.filter { $0.hasPrefix(kind + " ") })
                let a = Self.multiset(actual.filter { $0.hasPrefix(kind + " ") })
                if e != a {
                    let missing = e.filter { a[$0.key, default: 0] < $0.value }.keys.sorted().prefix(3)
                    let extra = a.filter { e[$0.key, default: 0] < $0.value }.keys.sorted().prefix(3)
                    failures.append("\(url.lastPathComponent) \(kind): missing \(Array(missing)) extra \(Array(extra))")
                }
            }
            if Self.tokenSegments(expected, bytes) != Self.tokenSegments(actual, bytes) {
                failures.append("\(url.lastPathComponent): token records differ")
            }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// Recovery fixtures: errors are reported, the parse reaches the end, and the declarations the
    /// README lists are found; text inside unterminated literals is not.
    func testRecoveryFixturesKeepLaterDeclarations() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "## Recovery fixtures"), let end = readme.range(of: "Must NOT be found") else {
            return XCTFail("README sections not found")
        }
        let section = readme[start.upperBound..<end.lowerBound]
        let item = try NSRegularExpression(pattern: "^- `([a-z_]+\\.swift)`: (.*)$", options: .anchorsMatchLines)
        let declaration = try NSRegularExpression(pattern: "`(\\w+) ([^`]*)` (\\d+:\\d+)")
        var checked = 0
        var failures: [String] = []
        let text = String(section)
        for m in item.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let file = String(text[Range(m.range(at: 1), in: text)!])
            let list = String(text[Range(m.range(at: 2), in: text)!])
            let url = Self.root.appendingPathComponent("recovery").appendingPathComponent(file)
            let bytes = Array(try Data(contentsOf: url))
            let tree = SwiftParser.parse(bytes)
            if !file.hasPrefix("pathological_deep_valid") && !file.hasPrefix("pathological_long_line") {
                XCTAssertFalse(tree.errors.isEmpty, "\(file): expected parse errors")
            }
            let records = Set(Dump.records(bytes).filter { $0.hasPrefix("decl ") })
            for d in declaration.matches(in: list, range: NSRange(list.startIndex..., in: list)) {
                let kind = String(list[Range(d.range(at: 1), in: list)!])
                let name = String(list[Range(d.range(at: 2), in: list)!])
                let position = String(list[Range(d.range(at: 3), in: list)!])
                checked += 1
                if !records.contains("decl \(position) \(kind) \(name)") {
                    failures.append("\(file): missing decl \(position) \(kind) \(name)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
        for (file, names) in [("unterminated_multiline_string.swift", ["looksLikeCode", "alsoInsideTheString"]),
                              ("unterminated_comment.swift", ["hidden", "hiddenToo"])] {
            let bytes = Array(try Data(contentsOf: Self.root.appendingPathComponent("recovery").appendingPathComponent(file)))
            let decls = Dump.records(bytes).filter { $0.hasPrefix("decl ") }
            for name in names where decls.contains(where: { $0.hasSuffix(" " + name) }) {
                failures.append("\(file): '\(name)' is inside a literal or comment but was found")
            }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    static func multiset(_ records: [String]) -> [String: Int] {
        var m: [String: Int] = [:]
        for r in records { m[r, default: 0] += 1 }
        return m
    }

    /// Token records normalized as `Tools/oracle/compare` does: adjacent punctuation tokens merge, and so do
    /// `#`/`@`/`\` with a following word.
    static func tokenSegments(_ records: [String], _ src: [UInt8]) -> [String: Int] {
        let punct = Set("!%&*+-/<=>?^|~.,:;()[]{}".utf8)
        var toks: [(Int, Int, String)] = []
        for r in records {
            let parts = r.split(separator: " ")
            guard parts.count == 3, parts[0] == "tok" || parts[0] == "str", let s = Int(parts[1]), let e = Int(parts[2]) else { continue }
            toks.append((s, e, String(parts[0])))
        }
        toks.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        var segs: [(Int, Int, String)] = []
        for (s, e, k) in toks {
            if let (ps, pe, pk) = segs.last, pe == s, pk == "tok", k == "tok", pe > ps, e > s {
                let prev = src[ps..<pe], cur = src[s..<e]
                let bothPunct = prev.allSatisfy(punct.contains) && cur.allSatisfy(punct.contains)
                let first = cur.first!
                let sigil = prev.count == 1 && [UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "\\")].contains(prev.first!)
                    && ((first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A || first == 0x5F || first >= 0x80)
                if bothPunct || sigil {
                    segs[segs.count - 1] = (ps, e, "tok")
                    continue
                }
            }
            segs.append((s, e, k))
        }
        return multiset(segs.map { "\($0.2) \($0.0) \($0.1)" })
    }
}
