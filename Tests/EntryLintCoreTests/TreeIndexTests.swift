@testable import EntryLintCore
import Foundation
import XCTest

/// `TreeIndex` (Analysis/TreeIndex.swift): the parents and per-kind node lists rules scan.
final class TreeIndexTests: XCTestCase {
    func parse(_ source: String) -> SyntaxTree { SwiftParser.parse(Array(source.utf8)) }

    func testNodesByKindInWalkOrderWithBindingsAfterTheirDeclaration() {
        let tree = parse("@State var a = f({ let inner = 1 }), b = 2\nfunc g() { h() }")
        let index = TreeIndex(tree: tree)
        // The bindings of `var a…, b…` come right after their declaration, before the nested
        // `let inner` found inside the first binding's value.
        XCTAssertEqual(index.nodes(ofKind: .patternBinding).map { tree.bindingName($0) }, ["a", "b", "inner"])
        XCTAssertEqual(index.nodes(ofKind: .callExpr).map { tree.calleeName($0) }, ["f", "h"])
        XCTAssertEqual(index.nodes(ofKind: .functionDecl).map { tree.declName($0) }, ["g"])
        XCTAssertTrue(index.nodes(ofKind: .classDecl).isEmpty)
        let h = index.nodes(ofKind: .callExpr).last!
        let block = index.parent(h).flatMap { index.parent($0) }
        XCTAssertEqual(block.map { tree.kind($0) }, .functionDecl)
        XCTAssertNil(index.parent(tree.root))
    }

    /// Every fixture: parents agree with the tree's own, and each reachable node is listed once,
    /// under its kind.
    func testEveryNodeOnceAndParentsAgreeOnEveryFixture() throws {
        let root = Golden.repository.appendingPathComponent("Fixtures")
        let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "swift" && !$0.path.contains("/.build/") }
        XCTAssertGreaterThan(files.count, 250)
        var failures: [String] = []
        for url in files {
            let tree = SwiftParser.parse(Array(try Data(contentsOf: url)))
            let index = TreeIndex(tree: tree)
            if index.parents != tree.parents() { failures.append("\(url.lastPathComponent): parents differ") }
            var reachable = Set<NodeID>()
            tree.walk(tree.root) { reachable.insert($0); return true }
            var listed: [NodeID] = []
            for raw in 0...UInt8.max {
                guard let kind = NodeKind(rawValue: raw) else { continue }
                for n in index.nodes(ofKind: kind) {
                    if tree.kind(n) != kind { failures.append("\(url.lastPathComponent): node \(n) listed under \(kind)") }
                    listed.append(n)
                }
            }
            if listed.count != reachable.count || Set(listed) != reachable {
                failures.append("\(url.lastPathComponent): \(listed.count) listed, \(reachable.count) reachable")
            }
        }
        XCTAssertEqual(failures, [])
    }
}
